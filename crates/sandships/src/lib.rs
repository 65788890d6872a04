//! The rules of Sandships, Andrew Looney's 2016 game for Looney Pyramids (cities, canals,
//! sandships and three Lightning dice a turn), exactly as the project's `SANDSHIPS.md` states
//! them: the board (as data), setup for 2, 3 and 4 players, the dice and the duplicates rule,
//! null = wild, every action with bumps, control, elimination, winning, the two optional rules,
//! and the state text, action text and game record.
//!
//! The layers follow the Martian Chess engine (`martian-engine`): an unchecked [`Setup`] becomes
//! a [`State`] only through [`State::from_setup`] (or [`State::from_text`]); [`State::play`]
//! checks an [`Action`] and says why it refuses, [`State::play_unchecked`] is the fast path for
//! search; [`State::legal_actions`] is the spec's canonical list. The roll is an input
//! ([`Action::Roll`]): the engine never draws a random number. [`Game`] keeps the history
//! (undo) and reads and writes the record. `no_std` with `alloc`, no IO; serde behind the
//! `serde` feature. What Sandships shares with Martian Chess (pip sizes, the record's tag lines
//! and tokens) comes from `looney-pyramids`.
//!
//! # The board
//! [`BOARD`] is [`Board::STANDARD`], our reading of the text; every rule reads the geometry
//! from it (ports, zones, cities, which port a ship may sail to), so a different board is a
//! different constant.
//!
//! # Readings
//! SANDSHIPS.md settles the board, the dead cities, zapped pieces, ending a turn early and who
//! wins when a non-mover reaches three cities. Where it still leaves a choice, this crate
//! decides:
//! - **"No piece left in its home city"** counts spire pieces only: ships stand in the
//!   wasteland, pointing at a city, not in it. So launching the last piece of your home spire
//!   puts you out at once (it is legal, as the seed never forbids it; ending the turn early is
//!   always possible instead).
//! - **Order after an action**: eliminations first, then winning, with control read on the
//!   position after the eliminations: a seat's spires that have just turned dead count as dead,
//!   and a mover who put itself out cannot win ("so long as you still occupy it", the seed says).
//! - **A roll with nothing to do** (no performance for any die) ends the turn at once; the state
//!   after a roll therefore always has a legal action.
//! - **The mover put out mid-turn** loses its remaining dice; the next seat in the game rolls.
//! - **A swap of two identical ships** (same seat and size) leaves the position as it was, so it
//!   is not a performance and cannot be bought by a die (nor used to turn a die wild).
//! - **Null = wild** is judged per die at the moment of use: a die whose own action has some
//!   performance now may only be spent on that action (or it stays for later); a Wild die may
//!   buy anything.
//! - **Dice** in the state text must be part of what some roll gives after the duplicates rule
//!   (so `TT` is refused: a pair never survives the rule).
//! - **Piece counts**: each seat has at most three pieces of each size in spires, ships and pool
//!   together (fewer only after `zap-removes`); a seat that is out holds nothing.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;

mod action;
mod board;
mod dice;
mod error;
mod game;
mod outcome;
mod piece;
mod record;
mod rules;
mod setup;
mod state;
mod text;

pub use action::{parse_roll, Action, Kind};
pub use board::{Board, City, Port, PortName, PORTS};
pub use dice::{Dice, Face, Roll};
pub use error::{ActionError, ParseActionError, RecordError, StateError, StateField};
pub use game::Game;
pub use looney_pyramids::Size;
pub use outcome::Win;
pub use piece::{Owner, Seat};
pub use record::Record;
pub use setup::{home, homes, Options, Setup, Ship, Spires};
pub use state::State;

/// The board every rule and text of this crate uses.
pub const BOARD: Board = Board::STANDARD;
