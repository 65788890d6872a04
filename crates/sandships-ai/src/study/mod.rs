//! Studying a game of Sandships: the analysis of a turn (given the roll, every plan's chances,
//! the played plan's too, [`analyse_turn`]), win chances fitted on self-play ([`chance`]), the
//! review turn by turn ([`review_turn`], [`review_game`]) with its comments in the record, and
//! the hint: the plan for the dice in hand, action by action in words ([`hint`]). What both
//! games share (judgements, accuracy, the review's shape) is the `study` crate.

mod analyse;
pub mod chance;
mod review;
mod words;

pub use analyse::{analyse_turn, play_plan, PlanValue, TurnAnalysis, TurnAnalysisParams};
pub use review::{
    read_review, record_with_review, review_game, review_key, review_turn, turns, Turn, VERSION,
};
pub use words::plan_words;

use sandships::{Action, State};

/// The analysis budget a review spends on each turn by default, in states (docs/study.md).
pub const REVIEW_NODES: u64 = 150_000;

/// The budget of a hint, in states.
pub const HINT_NODES: u64 = 300_000;

/// A hint: the engine's plan for the dice in hand, each action with its words.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The actions, in order.
    pub actions: Vec<Action>,
    /// Each action in words.
    pub words: Vec<String>,
    /// Every seat's chance to win after the plan, 0 to 1.
    pub chances: Vec<f64>,
}

/// The hint for the seat holding the dice; `None` when it must roll first or the game is over.
pub fn hint(state: &State, nodes: u64) -> Option<Hint> {
    let a = analyse_turn(state, &TurnAnalysisParams::new(nodes));
    let best = a.best()?;
    Some(Hint {
        actions: best.actions.clone(),
        words: plan_words(state, &best.actions),
        chances: best.chances.clone(),
    })
}
