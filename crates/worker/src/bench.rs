//! The same measurement everywhere: engine perft and an AI search from the two-player start,
//! in nodes per second. Run natively (`cargo run --release -p martian-worker --example bench`),
//! and in the AI's worker (speed build, the message `"bench"`), so the README can give each as
//! a ratio to native. (The page, built for size, was measured the same way once, to choose
//! where the AI runs; it no longer carries the AI, to stay small.)

use martian_ai::{Clock, Limits, SearchRequest};
use martian_engine::{Position, RuleOptions, Seat, Variant};
use serde::{Deserialize, Serialize};

/// Perft depth measured (4.4 million leaves from the two-player start).
pub const PERFT_DEPTH: u32 = 6;
/// Nodes the AI searches (level 5, no noise).
pub const AI_NODES: u64 = 400_000;

/// What a bench run measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchReport {
    /// Perft leaves counted.
    pub perft_nodes: u64,
    /// Milliseconds perft took.
    pub perft_ms: f64,
    /// Nodes the AI searched.
    pub ai_nodes: u64,
    /// Milliseconds the search took.
    pub ai_ms: f64,
}

impl BenchReport {
    /// Perft nodes per second.
    pub fn perft_nps(&self) -> f64 {
        self.perft_nodes as f64 / (self.perft_ms / 1000.0).max(1e-9)
    }
    /// AI nodes per second.
    pub fn ai_nps(&self) -> f64 {
        self.ai_nodes as f64 / (self.ai_ms / 1000.0).max(1e-9)
    }
}

/// Runs both measurements with the caller's clock.
pub fn run(clock: &dyn Clock) -> BenchReport {
    let start = Position::start(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
    let t0 = clock.now_ms();
    let perft_nodes = start.perft(PERFT_DEPTH);
    let t1 = clock.now_ms();
    let request = SearchRequest {
        position: start.to_string(),
        level: 5,
        limits: Limits::nodes(AI_NODES),
        ..SearchRequest::default()
    };
    let result = martian_ai::run(&request, clock, &mut |_| {});
    let t2 = clock.now_ms();
    BenchReport {
        perft_nodes,
        perft_ms: t1 - t0,
        ai_nodes: result.nodes,
        ai_ms: t2 - t1,
    }
}
