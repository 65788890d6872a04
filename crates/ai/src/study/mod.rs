//! Studying a game of Martian Chess: the analysis of a position (every root move's value and
//! every seat's chance, [`analyse`]), win chances fitted on self-play ([`Model`]), the review of
//! a game move by move ([`review_move`], [`review_game`]) and its comments in the record, and the
//! hint with its words ([`hint`]). What both games share (judgements, accuracy, the review's
//! shape) is the `study` crate.

mod analyse;
pub mod chance;
mod hint;
mod review;
mod seats;
mod words;

pub use analyse::{analyse, analyse_pos, Analysis, AnalysisParams, RootValue};
pub use chance::{features, Features, Model};
pub use hint::{hint, Hint};
pub use review::{
    best_for_mover, better_in_words, read_review, record_with_review, review_game, review_key,
    review_move, VERSION,
};
pub use words::explain;

/// The analysis budget a review spends on each position by default, nodes, by seats: chosen so
/// that a 60-move game reviews within the times in the browser (docs/study.md).
pub fn review_nodes(_seats: u8) -> u64 {
    200_000
}

/// The budget of a hint, nodes (about a quarter of a second in the browser; docs/study.md).
pub const HINT_NODES: u64 = 1_000_000;
