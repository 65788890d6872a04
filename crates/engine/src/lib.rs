//! The rules of Martian Chess, Andrew Looney's game for Icehouse pyramids, exactly as the
//! project's `RULES.md` states them: the two-player 4 x 8 board, the four-player 8 x 8 board and
//! the wedge boards of three, five and six zones,
//! every move, capture, promotion, the clock, every end and result, the optional house rules,
//! and the position text, move text and game record.
//!
//! The layers follow shakmaty: an unchecked [`Setup`] becomes a [`Position`] only through
//! [`Position::from_setup`]; move text ([`MoveText`]) is resolved against a position into a
//! checked [`Move`]; [`Position::play`] checks, [`Position::play_unchecked`] is for search.
//! The board-size-specific core is [`Pos<G>`] for a [`Geometry`] ([`Two`], [`Four`], [`Three`],
//! [`Five`], [`Six`]), with bitboards of exactly the board's size (`u32` for 4 x 8, `u64` for
//! 8 x 8 and the 48 squares of three zones, `u128` for the 80 and 96 of five and six).
//!
//! The crate does no IO and knows no browser: it is `no_std` with `alloc`.
//!
//! # Readings where the rule texts leave a choice
//! RULES.md settles most disagreements between the rule texts; where it is silent the engine
//! follows the official rules as the Looney Labs FAQ reads them, and decides as follows:
//! - **No rejection** forbids only the plain move of the piece straight back to the square it
//!   came from (that square is always empty then); any other move of it is legal, and so is the
//!   same move a turn later.
//! - **Queen's guard** counts a queen only in the guarded piece's own zone, on one of its eight
//!   neighbours: a queen just across a canal guards nothing; queens guard each other; a queen
//!   does not guard itself; the guard stops captures only.
//! - **The clock**: a capture on the calling turn starts the count at 0 (as any call does); a
//!   promotion captures nothing and so counts as a quiet move; a clock already at 7 stays 7.
//! - **The last mover** of a finished position (for the tie rule) is the seat before the one
//!   to move, also for positions read from text.
//! - **Teams** exist only with four and six players: the flag is dropped for two, three and
//!   five. With six, partners sit across the centre (`k` and `k + 3`).
//! - **Wedge lines.** Around the centre of a board of three zones two lines from one square
//!   can meet again (a queen on `0a4` reaches `2d1` along its rank and, through zone 1, along
//!   its north-east diagonal): a move is its from and its to, so that is one move, legal if
//!   either line is open. A line never comes back to its own zone (the tables' builder checks).
//! - **Wedge seats** are named `Seat 0` to `Seat 5` in messages and results: the zones lie at
//!   no compass point. With teams of six the result lists the winners' team total first, then
//!   the other teams in the order of their lowest seat.
//! - **Of Knights and Kings on a wedge board**: a record that asks for it is refused; a
//!   position made with the flag drops it (as teams are dropped), so equal games compare equal.
//! - **Wedge position text**: `|` separates exactly 3, 5 or 6 zones (four zones are refused:
//!   four players use the 8 x 8 board and its names); the `last` field and move texts use
//!   wedge names on both squares (`0c3-1d4`), never a mix.
//! - **Records**: a four-player `Setup` without a `Players` tag is a four-player game (a wedge
//!   `Setup` is the game of its zones); move
//!   numbers are not checked against the rounds; tag values are one line; `Result` is prose,
//!   rewritten from the outcome when a finished game is written.
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
mod store;
mod turned;
mod wedge;
mod wedge_line;
#[cfg(any(
    test,
    all(
        feature = "lazy-tables",
        target_arch = "wasm32",
        not(feature = "lazy-wedge-tables")
    )
))]
mod wedge_zone;
mod zobrist;

#[doc(hidden)]
pub use attacks::Tables;
pub use bits::Bits;
pub use error::{
    GameError, ParseMoveError, ParsePositionError, ParseRecordError, PlayError, PositionError,
    PositionField,
};
pub use game::Game;
pub use geometry::{Five, Four, Geometry, Six, Three, Two};
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
#[doc(hidden)]
pub use wedge::Bends;
