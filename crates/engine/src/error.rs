//! Typed errors. Each names what failed (a field, a move, a record token) and why, and hands
//! back what it was given so nothing is lost.

use alloc::string::String;
use core::fmt;

use crate::moves::Move;
use crate::setup::Setup;

/// The five fields of position text.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PositionField {
    /// The whole line (wrong number of fields or stray spaces).
    Line,
    /// The pieces, rank by rank.
    Placement,
    /// The seat to move.
    Turn,
    /// The move just played.
    Last,
    /// The clock.
    Clock,
    /// The scores.
    Scores,
}

impl fmt::Display for PositionField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PositionField::Line => "position text",
            PositionField::Placement => "placement",
            PositionField::Turn => "turn",
            PositionField::Last => "last move",
            PositionField::Clock => "clock",
            PositionField::Scores => "scores",
        })
    }
}

/// Position text that cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsePositionError {
    /// The field that failed.
    pub field: PositionField,
    /// What was found there.
    pub found: String,
    /// What a reader expects.
    pub expected: &'static str,
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad position text: {} `{}`: {}",
            self.field, self.found, self.expected
        )
    }
}

impl core::error::Error for ParsePositionError {}

/// A setup that cannot be played; hands the setup back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionError {
    /// The field at fault.
    pub field: PositionField,
    /// Why, in words.
    pub reason: String,
    /// The setup as given.
    pub setup: Setup,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "impossible position: {}: {}", self.field, self.reason)
    }
}

impl core::error::Error for PositionError {}

/// Move text that cannot be read, or that names no legal move here.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseMoveError {
    /// The text as given.
    pub text: String,
    /// Why it was refused.
    pub reason: String,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad move `{}`: {}", self.text, self.reason)
    }
}

impl core::error::Error for ParseMoveError {}

/// An illegal move; hands back what it was played on (a position, or `()` when a game was
/// left unchanged).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayError<P> {
    /// What the move was played on, unchanged.
    pub given: P,
    /// The move.
    pub mv: Move,
    /// Why it is illegal, in words.
    pub reason: String,
}

impl<P> fmt::Display for PlayError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move `{}`: {}", self.mv, self.reason)
    }
}

impl<P: fmt::Debug> core::error::Error for PlayError<P> {}

/// A record that cannot be read or replayed: the first bad token, with its round number when it
/// stands among the moves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseRecordError {
    /// The offending token or tag line.
    pub token: String,
    /// The round it stands in (`None` for tags).
    pub round: Option<u32>,
    /// Why, in words.
    pub reason: String,
}

impl fmt::Display for ParseRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.round {
            Some(r) => write!(
                f,
                "bad record: round {r}, `{}`: {}",
                self.token, self.reason
            ),
            None => write!(f, "bad record: `{}`: {}", self.token, self.reason),
        }
    }
}

impl core::error::Error for ParseRecordError {}

/// Anything that stops a game from being built or extended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    /// The start position could not be read.
    Position(ParsePositionError),
    /// The start position cannot be played.
    Setup(PositionError),
    /// A record could not be read or replayed.
    Record(ParseRecordError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Position(e) => e.fmt(f),
            GameError::Setup(e) => e.fmt(f),
            GameError::Record(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for GameError {}

impl From<ParsePositionError> for GameError {
    fn from(e: ParsePositionError) -> Self {
        GameError::Position(e)
    }
}
impl From<PositionError> for GameError {
    fn from(e: PositionError) -> Self {
        GameError::Setup(e)
    }
}
impl From<ParseRecordError> for GameError {
    fn from(e: ParseRecordError) -> Self {
        GameError::Record(e)
    }
}
