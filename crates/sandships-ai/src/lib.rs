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
//! In three and four players each seat values a state as its own strength less its rivals':
//! a quarter the strongest rival's, three quarters their mean (a seat that is out counts as
//! far weaker than any in play), so it holds back whoever leads and still gains by weakening
//! or eliminating anyone; the look ahead covers the next seat only. With budget left after
//! the look ahead, level 5 weighs its best plans again against replies that plan their own
//! turn with ever wider beams ([`TurnParams::deepen`]): before, its search ended on its own
//! at about 50,000 states and left most of a 100 ms turn unused.
//!
//! # Why four-seat games stalled
//! Measured with `cargo run --release -p sandships-ai --example stall` (seeded games under
//! node budgets, so every figure replays exactly; it also counts the zaps on each seat's
//! home) and `martian sandships match`. Level 5 as it was (commit 5e887f4), alone against three
//! greedy seats, 100 ms a turn, seed 78: none of 20 games won or decided.
//!
//! - **Not the horizon, as the search stood.** Under 100,000 and 400,000 states a turn the old
//!   level 5 played the same four games move for move (seed 78, all to the 300-turn cap): its
//!   beam and look ahead ended on their own, so more budget bought nothing.
//! - **The rules between builders.** The old level 5 zapped the other seats' home pieces 50 to
//!   109 times a game (106 times on one seat in one game) and never took a home: one large
//!   ship docked at a two-port corner (3 pips) zaps only mediums and smalls, and a zapped piece
//!   goes back to its owner's pool, to be built again at its next Build or Wild. Under the
//!   optional rule `zap-removes` (a zapped piece leaves the game) the same player won 3 of the
//!   same 4 games, in 121.5 turns on average. In four seats the only dead city is the centre,
//!   so a third city is always another seat's home: careful builders hold it against a single
//!   ship for ever.
//! - **Paranoid values.** Measured against the strongest rival only, weakening one of three
//!   rivals of about equal strength was worth nothing, so no seat was ever chosen as the
//!   target. Measured against the rivals' mean as well, level 5 won 1 of 8 games (seed 78),
//!   not 0: a part of the cause, not the whole.
//! - **What breaks a home** is a siege: ships of four pips or more docked at one enemy home zap
//!   any piece there, larges first, while its owner builds back its smallest first; then a
//!   landing takes the city. The evaluation now counts such a siege ([`Weights::siege`]) and
//!   concentrating ships on one home ([`Weights::focus`]): under 100,000 states (deepening
//!   off) level 5 won 7 of 12 games on seed 78 with the siege term and the rivals' mean; under
//!   60,000 states, 4 of 12 on seed 5 and 3 of 12 on seed 78 with both terms (1 of 12 on seed 5
//!   without `focus`). Small samples, but every one above the old none; games against three
//!   builders stay long, and many still reach the cap (the README has the 100 ms figures).
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
pub use chance::{expected_value, expected_value_two_turns, hands};
pub use eval::{value, Weights, WIN};
pub use level::{Level, DEFAULT_LEVEL, LEVELS};
pub use looney_pyramids::{Clock, Rng, SteppingClock, StoppedClock};
pub use request::{run, TurnRequest, TurnResult};
pub use search::{best_turn, TurnParams, TurnReport};
pub use simple::{greedy_action, random_action, random_playout, random_state, roll_dice};
pub use turn::{greedy_turn, plan_turn, Plan};
