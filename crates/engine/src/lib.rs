//! The rules of Martian Chess, Andrew Looney's game for Icehouse pyramids, exactly as the
//! project's `RULES.md` states them: the two-player 4 x 8 board and the four-player 8 x 8 board,
//! every move, capture, promotion, the clock, every end and result, the optional house rules,
//! and the position text, move text and game record.
//!
//! The layers follow shakmaty: an unchecked [`Setup`] becomes a [`Position`] only through
//! [`Position::from_setup`]; move text ([`MoveText`]) is resolved against a position into a
//! checked [`Move`]; [`Position::play`] checks, [`Position::play_unchecked`] is for search.
//! The board-size-specific core is [`Pos<G>`] for a [`Geometry`] ([`Two`] or [`Four`]), with
//! bitboards of exactly the board's size (`u32` for 4 x 8, `u64` for 8 x 8).
//!
//! The crate does no IO and knows no browser: it is `no_std` with `alloc`.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;

mod attacks;
mod bits;
mod error;
mod game;
mod geometry;
mod move_text;
mod movegen;
mod moves;
mod options;
mod outcome;
mod perft;
mod pos;
mod position;
mod position_text;
mod record;
mod role;
mod seat;
mod setup;
mod square;
mod zobrist;

#[doc(hidden)]
pub use attacks::Tables;
pub use bits::Bits;
pub use error::{
    GameError, ParseMoveError, ParsePositionError, ParseRecordError, PlayError, PositionError,
    PositionField,
};
pub use game::Game;
pub use geometry::{Four, Geometry, Two};
pub use move_text::MoveText;
pub use moves::{Move, MoveKind, MoveList, MAX_MOVES};
pub use options::RuleOptions;
pub use outcome::{EndReason, Outcome, SeatSet};
pub use perft::perft;
pub use pos::Pos;
pub use position::{Position, Variant};
pub use record::{Record, Tag};
pub use role::{Piece, Role};
pub use seat::Seat;
pub use setup::Setup;
pub use square::Square;
