//! Temporary: self-play between two weight sets at a fixed node budget.
use martian_ai::{search_position, Limits, Rng, SearchParams, StoppedClock, Weights};
use martian_engine::{Position, RuleOptions, Seat, Variant};

fn w(s: &str) -> Weights {
    let v: Vec<i32> = s.split(',').map(|x| x.parse().unwrap()).collect();
    Weights {
        material: v[0],
        threat: v[1],
        hanging: v[2],
        clock: v[3],
        run: v[4],
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let wa = w(&args[1]);
    let wb = w(&args[2]);
    let games: u32 = args[3].parse().unwrap();
    let nodes: u64 = args[4].parse().unwrap();
    let four = args.get(5).is_some_and(|s| s == "4");
    let (mut win, mut draw, mut loss) = (0, 0, 0);
    for g in 0..games {
        let mut rng = Rng::new(g as u64 * 7919 + 1);
        let variant = if four {
            Variant::FourPlayer
        } else {
            Variant::TwoPlayer
        };
        let seats = if four { 4 } else { 2 };
        let a_seat = (g % seats) as u8;
        let mut pos = Position::start(variant, RuleOptions::default(), Seat(0));
        let mut hist = vec![];
        for _ in 0..300 {
            let mine = pos.turn().0 == a_seat;
            let p = SearchParams {
                limits: Limits::nodes(nodes),
                noise: 10,
                seed: rng.next_u64(),
                history: hist.clone(),
                weights: if mine { wa } else { wb },
                tt_bits: 18,
                ..SearchParams::default()
            };
            let r = search_position(&pos, &p, &StoppedClock, &mut |_| {});
            let Some(mv) = r.best else { break };
            hist.push(pos.hash());
            pos.play_unchecked(mv);
        }
        match pos.outcome() {
            Some(o) if o.winners.contains(Seat(a_seat)) && o.winners.len() == 1 => win += 1,
            Some(o) if o.winners.contains(Seat(a_seat)) => draw += 1,
            Some(_) => loss += 1,
            None => draw += 1,
        }
    }
    let s = (win as f64 + draw as f64 / 2.0) / games as f64;
    println!(
        "{} vs {}: +{win} ={draw} -{loss}  score {:.3}",
        args[1], args[2], s
    );
}
