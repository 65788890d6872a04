//! The Martian Chess AI: a player for every board (two players, four, and the wedge boards of
//! three, five and six), in five levels.
//!
//! It depends only on the rules engine and has no clock, no random source and no IO of its
//! own: the caller passes the budget, a [`Clock`] to read the time and a seed, so the same
//! request always gets the same answer (exactly so under a node budget), natively, in a web
//! worker (`wasm32`) and in tests.
//!
//! - Two players: negamax alpha-beta (principal variation search) with iterative deepening, a
//!   transposition table on the engine's Zobrist hash, move ordering (table move, biggest
//!   capture first, killers, history) and a quiescence search over captures.
//! - Four players: the same search, between two sides: teams are two sides already; alone, it
//!   is a paranoid search (one seat against a coalition of three), explained in [`Sides`], and
//!   at levels 4 and 5 playouts then choose among its soundest moves by who wins the game.
//! - Three and five players (wedge boards): paranoid, as four alone, playouts included; six in
//!   teams: the root's team against the other two (an alliance, in [`Sides`]). In three
//!   players level 5 plays by **max-n Monte Carlo tree search** instead (each seat for
//!   itself, a value per seat in every node, short playouts judged by the evaluation from each
//!   chair; see [`SearchParams::mcts`]): measured, it won alone 62.3% of 300 games against
//!   level-3 seats at 100 ms a move (par 33.3%) and 52.0% of 150 against two seats of the
//!   level 5 before it. Before that, level 5 modelled its opponents as **selfish** (a paranoid/max-n hybrid: each
//!   opponent keeps only its two best moves by its own one-ply look, and of those the search
//!   assumes the worst for us; see [`SearchParams::selfish`]): measured, it won alone more
//!   often against level-3 seats (about par in three players, the paranoid search far below)
//!   and held par head to head against the plain paranoid level 5. Best reply search (one reply a round
//!   of opponents) is there too, off by default: measured, it did not beat the paranoid search
//!   (see [`SearchParams::best_reply`]). The search is
//!   the same code compiled for each board; wedge moves need eight bits a square, so the
//!   transposition table keeps a move's kind and clock call beside its bound.
//! - Martian Chess itself: the evaluation starts from the score ([`eval`]); the root decides
//!   whether to call the clock with its move, and running for the border (emptying one's own
//!   zone while ahead) is both a real end the search sees and a term of the evaluation;
//!   positions already seen in the game (given as a record) are not repeated for nothing.
//!
//! A worker calls [`run`] with a [`SearchRequest`] and gets [`Progress`] after each depth and
//! a [`SearchResult`]; native code can call [`search()`] or [`search_position`] directly.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod best_reply;
mod deepening;
pub mod eval;
mod halving;
mod level;
mod mcts;
mod order;
mod params;
mod playout;
mod quiesce;
pub mod reference;
mod request;
mod search;
mod selfish;
mod sides;
mod simple;
pub mod study;
#[cfg(test)]
mod test_positions;
mod tt;

pub use deepening::{search, search_position, Report};
pub use eval::Weights;
pub use level::{Level, DEFAULT_LEVEL, LEVELS};
pub use looney_pyramids::{Clock, Rng, SteppingClock, StoppedClock};
pub use params::{Limits, SearchParams, DEFAULT_MILLIS};
pub use request::{resolve, run, Progress, SearchRequest, SearchResult};
pub use sides::Sides;
pub use simple::{greedy_move, random_move, random_position};
