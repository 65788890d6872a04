//! A Sandships player for two, three and four players, in five levels.
//!
//! It depends only on the rules (`sandships`) and has no clock, no dice and no IO of its own:
//! the caller passes the budget, a clock and a seed, and rolls the dice; the same request
//! gets the same answer (exactly so under a node budget), natively, in a web worker and in
//! tests.
//!
//! # How it chooses
//! A turn is a roll and then up to four actions, and the order matters: a ship is launched,
//! then moved, then landed; a die whose action is impossible turns wild, and may stop being so
//! after another action. So the player plans **the whole turn for the dice in hand**
//! ([`plan_turn`]): a beam search over the turn's action sequences, one die a step, keeping
//! the best states by the evaluation ([`eval`]) and merging orders that reach the same state.
//!
//! The dice are chance, and the danger of a plan is often in the next seat's roll (a zap
//! at one's last home piece needs a Zap or a Wild; a bump needs a Move). So the best few plans
//! are then **weighed against every roll of the next seat** ([`expected_value`]): expectimax
//! over the 56 distinct rolls, merged into the fewer distinct hands they give after the
//! duplicates rule, each weighted by how many of the 216 ordered rolls give it, with the next
//! seat answering by its greedy turn (its best-looking action at each step). That cheap model
//! of the reply is what makes the look ahead affordable: a full plan per roll would cost the
//! beam's work 30 times over for each plan weighed.
//!
//! Why expectimax and not Monte Carlo tree search with chance nodes: the evaluation of a
//! Sandships state is informative (who controls which city by how much, whose home can be
//! zapped), while random playouts of Sandships are long (hundreds of turns) and say little,
//! so a shallow exact expectation over the real dice distribution with a good evaluation
//! beats many noisy playouts for the same work; and it is deterministic for free.
//!
//! In three and four players each seat values a state as its own strength less the strongest
//! other seat's, so it holds back whoever leads; the look ahead covers the next seat only.
//!
//! A worker calls [`run`] with a [`TurnRequest`]; native code calls [`best_turn`].

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod budget;
mod chance;
pub mod eval;
mod level;
mod request;
mod search;
mod simple;
mod turn;

pub use budget::{Budget, Meter, DEFAULT_MILLIS};
pub use chance::{expected_value, hands};
pub use eval::{value, Weights, WIN};
pub use level::{Level, DEFAULT_LEVEL, LEVELS};
pub use looney_pyramids::{Clock, Rng, SteppingClock, StoppedClock};
pub use request::{run, TurnRequest, TurnResult};
pub use search::{best_turn, TurnParams, TurnReport};
pub use simple::{greedy_action, random_action, random_playout, random_state, roll_dice};
pub use turn::{greedy_turn, plan_turn, Plan};
