//! `martian bench`: perft speed from the two- and four-player starts and the three wedge
//! starts (three, five and six zones), one thread, every node made (the last ply plays each
//! move rather than counting the list).

use std::time::Instant;

use martian_engine::{Position, RuleOptions, Seat, Variant};

use crate::args::Args;

/// Runs the perft benchmark and reports nodes per second.
pub fn bench(args: &Args) -> Result<String, String> {
    args.only_flags(&[])?;
    let mut out = String::new();
    for (name, variant, depth) in [
        ("two-player start", Variant::TwoPlayer, 7),
        ("four-player start", Variant::FourPlayer, 7),
        ("three-zone wedge start", Variant::ThreePlayer, 7),
        ("five-zone wedge start", Variant::FivePlayer, 7),
        ("six-zone wedge start", Variant::SixPlayer, 7),
    ] {
        let pos = Position::start(variant, RuleOptions::default(), Seat(0));
        // Warm up caches and the branch predictor on a smaller tree.
        std::hint::black_box(pos.perft(depth - 2));
        let start = Instant::now();
        let nodes = std::hint::black_box(pos.perft(depth));
        let secs = start.elapsed().as_secs_f64();
        out.push_str(&format!(
            "{name}: perft {depth} = {nodes} nodes in {secs:.3} s = {:.1} million nodes/s\n",
            nodes as f64 / secs / 1e6
        ));
    }
    Ok(out)
}
