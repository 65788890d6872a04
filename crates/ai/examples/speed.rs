//! Search speed, natively: `cargo run --release -p martian-ai --example speed`.
//!
//! Method: level 5's search (no noise, a fresh table) with a fixed node budget, so every run
//! does the same work, from six positions: both starts and two middle-game positions of each
//! game reached by seeded random play. Nodes are every position the search visits, quiescence
//! included; the time is the wall clock around the whole search (table clearing included), on
//! one thread. The four-player playouts are left out here (they are measured apart, at the
//! end: plies played a second), so the figures are the search's alone.

use std::time::Instant;

use martian_ai::{random_position, search_position, Limits, SearchParams, StoppedClock};
use martian_engine::{Position, RuleOptions, Variant};

const NODES: u64 = 3_000_000;

/// A seeded middle-game position under the standard rules.
fn after(variant: Variant, seed: u64, plies: u32) -> Position {
    random_position(variant, RuleOptions::default(), seed, plies)
}

fn main() {
    let positions = [
        ("two-player start", after(Variant::TwoPlayer, 0, 0)),
        (
            "two-player, 12 random moves",
            after(Variant::TwoPlayer, 1, 12),
        ),
        (
            "two-player, 24 random moves",
            after(Variant::TwoPlayer, 2, 24),
        ),
        ("four-player start", after(Variant::FourPlayer, 0, 0)),
        (
            "four-player, 16 random moves",
            after(Variant::FourPlayer, 1, 16),
        ),
        (
            "four-player, 32 random moves",
            after(Variant::FourPlayer, 2, 32),
        ),
    ];
    let params = SearchParams {
        limits: Limits::nodes(NODES),
        playout_share: 0,
        ..SearchParams::default()
    };
    let (mut nodes, mut secs) = (0u64, 0f64);
    for (name, pos) in positions {
        let t = Instant::now();
        let r = search_position(&pos, &params, &StoppedClock, &mut |_| {});
        let s = t.elapsed().as_secs_f64();
        nodes += r.nodes;
        secs += s;
        println!(
            "{name}: {} nodes, depth {}, {:.3} s, {:.2} million nodes/s",
            r.nodes,
            r.depth,
            s,
            r.nodes as f64 / s / 1e6
        );
    }
    println!("all: {:.2} million nodes/s", nodes as f64 / secs / 1e6);

    // The playouts alone: the whole budget on them, from a four-player middle game.
    let pos = after(Variant::FourPlayer, 1, 16);
    let only_playouts = SearchParams {
        playout_share: 100,
        ..params
    };
    let t = Instant::now();
    let r = search_position(&pos, &only_playouts, &StoppedClock, &mut |_| {});
    let s = t.elapsed().as_secs_f64();
    println!(
        "playouts: {} games played out, {} plies, {:.3} s, {:.2} million plies/s",
        r.playouts,
        r.nodes,
        s,
        r.nodes as f64 / s / 1e6
    );
}
