//! [`Position`]: a checked position on either board, for code that handles both games (the
//! app, records, the command line). Search code that wants every last bit of speed works on
//! [`Pos<Two>`] or [`Pos<Four>`] directly.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::error::{GameError, PlayError, PositionError, PositionField};
use crate::geometry::{Four, Geometry, Two};
use crate::moves::{Move, MoveList};
use crate::options::RuleOptions;
use crate::outcome::{EndReason, Outcome};
use crate::pos::Pos;
use crate::role::Role;
use crate::seat::Seat;
use crate::setup::Setup;
use crate::square::Square;

/// Which game: the board and the number of seats.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Variant {
    /// Two players on the 4 x 8 board.
    TwoPlayer,
    /// Four players on the 8 x 8 board.
    FourPlayer,
}

impl Variant {
    /// Number of seats.
    pub const fn seats(self) -> u8 {
        match self {
            Variant::TwoPlayer => 2,
            Variant::FourPlayer => 4,
        }
    }
    /// Number of files.
    pub const fn files(self) -> u8 {
        match self {
            Variant::TwoPlayer => 4,
            Variant::FourPlayer => 8,
        }
    }
}

/// A legal position of either game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Position {
    /// Two players.
    Two(Pos<Two>),
    /// Four players.
    Four(Pos<Four>),
}

macro_rules! both {
    ($self:expr, $p:ident => $e:expr) => {
        match $self {
            Position::Two($p) => $e,
            Position::Four($p) => $e,
        }
    };
}

impl Position {
    /// The standard start of a game.
    pub fn start(variant: Variant, options: RuleOptions, first: Seat) -> Position {
        match variant {
            Variant::TwoPlayer => Position::Two(Pos::start(options, first)),
            Variant::FourPlayer => Position::Four(Pos::start(options, first)),
        }
    }

    /// Checks a setup; its width picks the game (4 files: two players, 8 files: four).
    pub fn from_setup(setup: Setup, options: RuleOptions) -> Result<Position, PositionError> {
        match setup.placement.first().map(Vec::len) {
            Some(4) => Pos::from_setup(setup, options).map(Position::Two),
            Some(8) => Pos::from_setup(setup, options).map(Position::Four),
            _ => {
                let reason = format!(
                    "a rank has 4 squares (two players) or 8 squares (four players); found {}",
                    setup.placement.first().map_or(0, Vec::len)
                );
                Err(PositionError {
                    field: PositionField::Placement,
                    reason,
                    setup,
                })
            }
        }
    }

    /// Reads and checks position text.
    pub fn from_text(text: &str, options: RuleOptions) -> Result<Position, GameError> {
        let setup: Setup = text.parse()?;
        Ok(Position::from_setup(setup, options)?)
    }

    /// The unchecked form of the position.
    pub fn to_setup(&self) -> Setup {
        both!(self, p => p.to_setup())
    }

    /// Which game this is.
    pub fn variant(&self) -> Variant {
        match self {
            Position::Two(_) => Variant::TwoPlayer,
            Position::Four(_) => Variant::FourPlayer,
        }
    }

    /// Number of seats.
    pub fn seats(&self) -> u8 {
        self.variant().seats()
    }

    /// The rule options in force.
    pub fn options(&self) -> RuleOptions {
        both!(self, p => p.options())
    }

    /// The seat to move.
    pub fn turn(&self) -> Seat {
        both!(self, p => p.turn())
    }

    /// Scores in seat order.
    pub fn scores(&self) -> &[u16] {
        both!(self, p => p.scores())
    }

    /// The clock: `None` before it is called, else its count.
    pub fn clock(&self) -> Option<u8> {
        both!(self, p => p.clock())
    }

    /// The move just played.
    pub fn last_move(&self) -> Option<(Square, Square)> {
        both!(self, p => p.last_move())
    }

    /// The Zobrist hash.
    pub fn hash(&self) -> u64 {
        both!(self, p => p.hash())
    }

    /// The hash computed from nothing (equals [`Position::hash`]).
    pub fn hash_from_scratch(&self) -> u64 {
        both!(self, p => p.hash_from_scratch())
    }

    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Role> {
        both!(self, p => p.piece_at(sq))
    }

    /// The seat whose zone holds a square (none off the board).
    pub fn zone_of(&self, sq: Square) -> Option<Seat> {
        both!(self, p => p.zone_of(sq))
    }

    /// Every square of the board, rank 1 first.
    pub fn squares(&self) -> Vec<Square> {
        let files = self.variant().files();
        (0..8)
            .flat_map(|r| (0..files).filter_map(move |f| Square::new(f, r)))
            .collect()
    }

    /// Every piece with its square.
    pub fn pieces(&self) -> Vec<(Square, Role)> {
        self.squares()
            .into_iter()
            .filter_map(|sq| self.piece_at(sq).map(|r| (sq, r)))
            .collect()
    }

    /// Total value of the pieces in a seat's zone.
    pub fn material(&self, seat: Seat) -> u32 {
        both!(self, p => p.material(seat))
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        both!(self, p => p.legal_moves())
    }

    /// Every legal capture.
    pub fn captures(&self) -> MoveList {
        both!(self, p => p.captures())
    }

    /// Whether a move is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        both!(self, p => p.is_legal(mv))
    }

    /// Why a move is illegal, in words.
    pub fn why_illegal(&self, mv: Move) -> String {
        both!(self, p => p.why_illegal(mv))
    }

    /// Plays a legal move, or hands the position back with the reason.
    pub fn play(self, mv: Move) -> Result<Position, PlayError<Position>> {
        match self {
            Position::Two(p) => p.play(mv).map(Position::Two).map_err(|e| PlayError {
                given: Position::Two(e.given),
                mv: e.mv,
                reason: e.reason,
            }),
            Position::Four(p) => p.play(mv).map(Position::Four).map_err(|e| PlayError {
                given: Position::Four(e.given),
                mv: e.mv,
                reason: e.reason,
            }),
        }
    }

    /// Plays a move from [`Position::legal_moves`] without checking it.
    pub fn play_unchecked(&mut self, mv: Move) {
        both!(self, p => p.play_unchecked(mv))
    }

    /// Why the game is over, if it is.
    pub fn end_reason(&self) -> Option<EndReason> {
        both!(self, p => p.end_reason())
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.end_reason().is_some()
    }

    /// The result of a finished game.
    pub fn outcome(&self) -> Option<Outcome> {
        both!(self, p => p.outcome())
    }

    /// Perft from here.
    pub fn perft(&self, depth: u32) -> u64 {
        both!(self, p => crate::perft::perft(p, depth))
    }

    /// The name of a seat in this game ("South", "North-East", ...).
    pub fn seat_name(&self, seat: Seat) -> &'static str {
        seat.name(self.seats())
    }

    /// Files of the board.
    pub fn files(&self) -> u8 {
        match self {
            Position::Two(_) => Two::FILES,
            Position::Four(_) => Four::FILES,
        }
    }
}

/// Position text.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

impl<G: Geometry> fmt::Display for Pos<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

impl From<Pos<Two>> for Position {
    fn from(p: Pos<Two>) -> Self {
        Position::Two(p)
    }
}

impl From<Pos<Four>> for Position {
    fn from(p: Pos<Four>) -> Self {
        Position::Four(p)
    }
}
