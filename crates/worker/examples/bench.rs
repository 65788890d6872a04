//! Native baseline for the browser measurements: `cargo run --release -p martian-worker --example bench`.

use std::time::Instant;

fn main() {
    let origin = Instant::now();
    let clock = move || origin.elapsed().as_secs_f64() * 1000.0;
    let r = martian_worker::bench::run(&clock);
    println!(
        "native: perft {} = {} nodes in {:.0} ms = {:.1} M nodes/s; AI {} nodes in {:.0} ms = {:.2} M nodes/s",
        martian_worker::bench::PERFT_DEPTH,
        r.perft_nodes,
        r.perft_ms,
        r.perft_nps() / 1e6,
        r.ai_nodes,
        r.ai_ms,
        r.ai_nps() / 1e6
    );
    println!(
        "native: Sandships {} random playouts ({} actions) in {:.0} ms = {:.0} playouts/s; level-5 turns {} states in {:.0} ms = {:.2} M states/s",
        r.playouts,
        r.playout_actions,
        r.playout_ms,
        r.playouts_per_s(),
        r.turn_nodes,
        r.turn_ms,
        r.turn_nps() / 1e6
    );
}
