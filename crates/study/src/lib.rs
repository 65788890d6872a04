//! Studying a game of either Looney Pyramids game here (Martian Chess, Sandships): what the
//! review of a game, the hint and the chances shown beside the scores have in common, kept once.
//!
//! - [`Tenths`], [`Judgement`] and [`move_accuracy`]: how a move is judged by the win chance it
//!   lost (lichess's thresholds and accuracy formula, `shared/STUDY.md`);
//! - [`MoveReview`], [`Review`], [`SeatSummary`] and [`ReviewKey`]: the review's shape, one move
//!   at a time, and what identifies it;
//! - [`comments`]: the review written into a game record as comments, and read back;
//! - [`calibration`] and [`fit`]: the tables that show a chance means what it says, and the
//!   logistic fit that makes chances from the engines' values;
//! - [`math`]: `exp`, the logistic and softmax with the same bits on every platform.
//!
//! No game, no IO, `no_std` with `alloc`: the AI crates fill in the game-specific parts
//! (`martian_ai::study`, `sandships_ai::study`) and the app's worker sends what they compute.
#![cfg_attr(not(test), no_std)]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;

pub mod calibration;
pub mod comments;
pub mod fit;
mod judgement;
pub mod math;
mod review;

pub use judgement::{move_accuracy, Judgement, Tenths, ACCEPTABLE, BLUNDER, INACCURACY, MISTAKE};
pub use review::{fnv1a, summarise, MoveReview, Review, ReviewKey, SeatSummary};
