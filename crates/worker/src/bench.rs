//! The same measurement everywhere: Martian Chess perft and an AI search from the two-player
//! start, in nodes per second, then Sandships random playouts and a level-5 turn. Run natively (`cargo run --release -p martian-worker --example bench`),
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

/// Sandships random playouts (two players, seeded, to a win or 300 turns).
pub const SANDSHIPS_PLAYOUTS: u32 = 300;
/// States a Sandships turn search may make.
pub const SANDSHIPS_TURN_NODES: u64 = 200_000;

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
    /// Sandships random playouts played.
    #[serde(default)]
    pub playouts: u32,
    /// Their actions (rolls included).
    #[serde(default)]
    pub playout_actions: u64,
    /// Milliseconds they took.
    #[serde(default)]
    pub playout_ms: f64,
    /// States a level-5 Sandships turn search made (summed over the bench's states).
    #[serde(default)]
    pub turn_nodes: u64,
    /// Milliseconds those searches took.
    #[serde(default)]
    pub turn_ms: f64,
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
    /// Sandships random playouts per second.
    pub fn playouts_per_s(&self) -> f64 {
        self.playouts as f64 / (self.playout_ms / 1000.0).max(1e-9)
    }
    /// Sandships turn search states per second.
    pub fn turn_nps(&self) -> f64 {
        self.turn_nodes as f64 / (self.turn_ms / 1000.0).max(1e-9)
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
    let mut rng = sandships_ai::Rng::new(1);
    let mut playout_actions = 0;
    for _ in 0..SANDSHIPS_PLAYOUTS {
        let options = sandships::Options::default();
        playout_actions += sandships_ai::random_playout(2, options, &mut rng, 300).2;
    }
    let t3 = clock.now_ms();
    let mut turn_nodes = 0;
    for seed in 0..4 {
        let mut state = sandships_ai::random_state(2, sandships::Options::default(), seed, 60);
        let mut dice = sandships_ai::Rng::new(seed);
        while state.needs_roll() {
            state.play_unchecked(sandships::Action::Roll(sandships_ai::roll_dice(&mut dice)));
        }
        let params = sandships_ai::Level::get(5)
            .params(sandships_ai::Budget::nodes(SANDSHIPS_TURN_NODES), seed);
        turn_nodes += sandships_ai::best_turn(&state, &params, &sandships_ai::StoppedClock).nodes;
    }
    let t4 = clock.now_ms();
    BenchReport {
        perft_nodes,
        perft_ms: t1 - t0,
        ai_nodes: result.nodes,
        ai_ms: t2 - t1,
        playouts: SANDSHIPS_PLAYOUTS,
        playout_actions,
        playout_ms: t3 - t2,
        turn_nodes,
        turn_ms: t4 - t3,
    }
}
