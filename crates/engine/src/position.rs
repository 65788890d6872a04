//! [`Position`]: a checked position on any board, for code that handles every game (the app,
//! records, the command line). Search code that wants every last bit of speed works on
//! [`Pos<Two>`], [`Pos<Four>`] or a wedge board's `Pos` directly.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::error::{GameError, PlayError, PositionError, PositionField};
use crate::geometry::{Five, Four, Geometry, Six, Three, Two};
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
    /// Three players on the three-zone wedge board.
    ThreePlayer,
    /// Five players on the five-zone wedge board.
    FivePlayer,
    /// Six players on the six-zone wedge board.
    SixPlayer,
}

impl Variant {
    /// Every game, by number of seats.
    pub const ALL: [Variant; 5] = [
        Variant::TwoPlayer,
        Variant::ThreePlayer,
        Variant::FourPlayer,
        Variant::FivePlayer,
        Variant::SixPlayer,
    ];

    /// Number of seats.
    pub const fn seats(self) -> u8 {
        match self {
            Variant::TwoPlayer => 2,
            Variant::ThreePlayer => 3,
            Variant::FourPlayer => 4,
            Variant::FivePlayer => 5,
            Variant::SixPlayer => 6,
        }
    }
    /// Number of files of a rank in the position text (a wedge zone's rank has 4).
    pub const fn files(self) -> u8 {
        match self {
            Variant::FourPlayer => 8,
            _ => 4,
        }
    }
    /// Whether the game is played on a wedge board (three, five or six seats).
    pub const fn is_wedge(self) -> bool {
        matches!(
            self,
            Variant::ThreePlayer | Variant::FivePlayer | Variant::SixPlayer
        )
    }
    /// The game for a number of seats.
    pub const fn for_seats(seats: u8) -> Option<Variant> {
        match seats {
            2 => Some(Variant::TwoPlayer),
            3 => Some(Variant::ThreePlayer),
            4 => Some(Variant::FourPlayer),
            5 => Some(Variant::FivePlayer),
            6 => Some(Variant::SixPlayer),
            _ => None,
        }
    }
    /// Whether the game may be played in teams (four seats: 0 + 2 against 1 + 3; six seats:
    /// partners across the centre, `k` and `k + 3`).
    pub const fn has_teams(self) -> bool {
        matches!(self, Variant::FourPlayer | Variant::SixPlayer)
    }
}

/// A legal position of either game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Position {
    /// Two players.
    Two(Pos<Two>),
    /// Four players.
    Four(Pos<Four>),
    /// Three players (wedge board).
    Three(Pos<Three>),
    /// Five players (wedge board).
    Five(Pos<Five>),
    /// Six players (wedge board).
    Six(Pos<Six>),
}

macro_rules! both {
    ($self:expr, $p:ident => $e:expr) => {
        match $self {
            Position::Two($p) => $e,
            Position::Four($p) => $e,
            Position::Three($p) => $e,
            Position::Five($p) => $e,
            Position::Six($p) => $e,
        }
    };
}

impl Position {
    /// The standard start of a game.
    pub fn start(variant: Variant, options: RuleOptions, first: Seat) -> Position {
        match variant {
            Variant::TwoPlayer => Position::Two(Pos::start(options, first)),
            Variant::FourPlayer => Position::Four(Pos::start(options, first)),
            Variant::ThreePlayer => Position::Three(Pos::start(options, first)),
            Variant::FivePlayer => Position::Five(Pos::start(options, first)),
            Variant::SixPlayer => Position::Six(Pos::start(options, first)),
        }
    }

    /// Checks a setup; its zones or its width pick the game (3, 5 or 6 wedge zones; else
    /// 4 files: two players, 8 files: four).
    pub fn from_setup(setup: Setup, options: RuleOptions) -> Result<Position, PositionError> {
        match setup.zones {
            None => {}
            Some(3) => return Pos::from_setup(setup, options).map(Position::Three),
            Some(5) => return Pos::from_setup(setup, options).map(Position::Five),
            Some(6) => return Pos::from_setup(setup, options).map(Position::Six),
            Some(n) => {
                let reason = format!("a wedge board has 3, 5 or 6 zones; found {n}");
                return Err(PositionError {
                    field: PositionField::Placement,
                    reason,
                    setup,
                });
            }
        }
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
            Position::Three(_) => Variant::ThreePlayer,
            Position::Five(_) => Variant::FivePlayer,
            Position::Six(_) => Variant::SixPlayer,
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

    /// Every square of the board: rank 1 first on a square board, zone by zone (each rank 1
    /// first) on a wedge board.
    pub fn squares(&self) -> Vec<Square> {
        let variant = self.variant();
        if variant.is_wedge() {
            (0..variant.seats())
                .flat_map(|z| {
                    (0..4).flat_map(move |r| (0..4).filter_map(move |f| Square::wedge(z, f, r)))
                })
                .collect()
        } else {
            let files = variant.files();
            (0..8)
                .flat_map(|r| (0..files).filter_map(move |f| Square::new(f, r)))
                .collect()
        }
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
    // The error hands the position back by value, as shakmaty's does; a six-zone position
    // (three 128-bit bitboards) makes it large, and boxing it would cost every caller.
    #[allow(clippy::result_large_err)]
    pub fn play(self, mv: Move) -> Result<Position, PlayError<Position>> {
        #[allow(clippy::result_large_err)]
        fn lift<G: Geometry>(
            p: Pos<G>,
            mv: Move,
            wrap: fn(Pos<G>) -> Position,
        ) -> Result<Position, PlayError<Position>> {
            p.play(mv).map(wrap).map_err(|e| PlayError {
                given: wrap(e.given),
                mv: e.mv,
                reason: e.reason,
            })
        }
        match self {
            Position::Two(p) => lift(p, mv, Position::Two),
            Position::Four(p) => lift(p, mv, Position::Four),
            Position::Three(p) => lift(p, mv, Position::Three),
            Position::Five(p) => lift(p, mv, Position::Five),
            Position::Six(p) => lift(p, mv, Position::Six),
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

    /// Files of a rank in the position text (4 on a wedge board, where each zone has 4).
    pub fn files(&self) -> u8 {
        match self {
            Position::Two(_) => Two::FILES,
            Position::Four(_) => Four::FILES,
            Position::Three(_) => Three::FILES,
            Position::Five(_) => Five::FILES,
            Position::Six(_) => Six::FILES,
        }
    }

    /// Whether this is a wedge board (three, five or six seats).
    pub fn is_wedge(&self) -> bool {
        self.variant().is_wedge()
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

impl From<Pos<Three>> for Position {
    fn from(p: Pos<Three>) -> Self {
        Position::Three(p)
    }
}

impl From<Pos<Five>> for Position {
    fn from(p: Pos<Five>) -> Self {
        Position::Five(p)
    }
}

impl From<Pos<Six>> for Position {
    fn from(p: Pos<Six>) -> Self {
        Position::Six(p)
    }
}
