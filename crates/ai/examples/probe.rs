use martian_ai::{search_position, Level, Limits, Rng};
use martian_engine::{Position, RuleOptions, Seat, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let a: u8 = args[1].parse().unwrap();
    let b: u8 = args[2].parse().unwrap();
    let seed: u64 = args[3].parse().unwrap();
    let mut rng = Rng::new(seed);
    let mut pos = Position::start(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
    let mut hist = vec![];
    for ply in 0..300 {
        let lv = if ply % 2 == 0 { a } else { b };
        let params = Level::get(lv).params(Limits::millis(100), rng.next_u64(), hist.clone());
        let t0 = Instant::now();
        let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
        let r = search_position(&pos, &params, &clock, &mut |_| {});
        let Some(mv) = r.best else { break };
        hist.push(pos.hash());
        pos.play_unchecked(mv);
        println!(
            "{ply:3} L{lv} {:14} score {:6} d{} n{}  -> {}",
            mv.to_string(),
            r.score,
            r.depth,
            r.nodes,
            pos
        );
    }
    println!("{:?}", pos.outcome().map(|o| o.describe()));
}
