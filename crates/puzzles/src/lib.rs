//! Martian Chess puzzles, in the manner of lichess's puzzler: positions from self-play where the
//! side to move has exactly one good move, and keeps having one until the tactic is done.
//!
//! - [`Puzzle`] and its set format, one puzzle a tab-separated line ([`read_set`],
//!   [`write_set`]; errors name the line, [`ReadError`]);
//! - [`Miner`]: plays seeded self-play games between varied levels and keeps the positions whose
//!   best move beats every other by [`UNIQUE_GAP`] of the solver's win chance, extending the line
//!   while the solver's next move is again the only good one;
//! - [`verify`]: replays a puzzle, checking every move's legality and every solver move's
//!   uniqueness, and names the step that fails;
//! - [`Theme`]s read from the moves, and [`rating`], the difficulty estimate.
//!
//! The chances are the calibrated ones of `martian_ai::study` (the analysis search with exact
//! values for the best moves). Budgets are nodes only, so a mining run replays exactly.
//! No IO: the command line (`martian puzzles`) reads and writes the files.

mod judge;
mod mine;
mod puzzle;
mod rating;
mod themes;
mod tsv;
mod verify;

pub use judge::{judge_step, same_squares, Step, UNIQUE_GAP};
pub use mine::{MineParams, MineStats, Miner, CHECK_FACTOR, MAX_SOLVER_MOVES, WINNING};
pub use puzzle::{Puzzle, Theme};
pub use rating::rating;
pub use themes::{themes, DEFENCE_MARGIN};
pub use tsv::{options_text, read_set, write_puzzle, write_set, ReadError, ReadErrorKind};
pub use verify::{verify, VerifyError, VerifyErrorKind};
