use martian_ai::{greedy_move, search_position, Level, Limits, Rng};
use martian_engine::{Position, RuleOptions, Seat, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seat: u8 = args[1].parse().unwrap();
    let seed: u64 = args[2].parse().unwrap();
    let mut rng = Rng::new(seed);
    let mut pos = Position::start(Variant::FourPlayer, RuleOptions::default(), Seat(0));
    let mut hist = vec![];
    for ply in 0..300 {
        let me = pos.turn().0 == seat;
        let (mv, info) = if me {
            let params = Level::get(5).params(Limits::millis(100), rng.next_u64(), hist.clone());
            let t0 = Instant::now();
            let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
            let r = search_position(&pos, &params, &clock, &mut |_| {});
            (
                r.best,
                format!(
                    "score {} d{} pv {:?}",
                    r.score,
                    r.depth,
                    r.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>()
                ),
            )
        } else {
            (greedy_move(&pos, &mut rng), String::new())
        };
        let Some(mv) = mv else { break };
        hist.push(pos.hash());
        pos.play_unchecked(mv);
        println!(
            "{ply:3} s{} {:14} {}  -> {}",
            (ply % 4),
            mv.to_string(),
            info,
            pos
        );
    }
    println!("{:?}", pos.outcome().map(|o| o.describe()));
}
