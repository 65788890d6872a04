//! Temporary: level-5-style search in one seat against three greedy seats, node budget.
use martian_ai::{greedy_move, search_position, Limits, Rng, SearchParams, StoppedClock};
use martian_engine::{Position, RuleOptions, Seat, Variant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u32 = args[1].parse().unwrap();
    let nodes: u64 = args[2].parse().unwrap();
    let (mut win, mut shared, mut moves) = (0, 0, 0);
    for g in 0..games {
        let mut rng = Rng::new(g as u64 * 7919 + 1);
        let a = (g % 4) as u8;
        let mut pos = Position::start(Variant::FourPlayer, RuleOptions::default(), Seat(0));
        let mut hist = vec![];
        for _ in 0..300 {
            let mv = if pos.turn().0 == a {
                let p = SearchParams {
                    limits: Limits::nodes(nodes),
                    seed: rng.next_u64(),
                    history: hist.clone(),
                    tt_bits: 18,
                    ..SearchParams::default()
                };
                search_position(&pos, &p, &StoppedClock, &mut |_| {}).best
            } else {
                greedy_move(&pos, &mut rng)
            };
            let Some(mv) = mv else { break };
            hist.push(pos.hash());
            pos.play_unchecked(mv);
            moves += 1;
        }
        match pos.outcome() {
            Some(o) if o.winners.contains(Seat(a)) && o.winners.len() == 1 => win += 1,
            Some(o) if o.winners.contains(Seat(a)) => shared += 1,
            _ => {}
        }
    }
    println!(
        "won {win} shared {shared} of {games} ({:.0}%), avg {} moves",
        100.0 * win as f64 / games as f64,
        moves / games
    );
}
