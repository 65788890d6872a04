//! A checked move, as a position hands it out or accepts it.

use arrayvec::ArrayVec;
use core::fmt;

use crate::square::Square;

/// What a move does where it lands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MoveKind {
    /// Onto an empty square (`c2-c5`).
    Plain,
    /// Onto a piece in another seat's zone, which is taken and scored (`c2xc5`).
    Capture,
    /// Onto the mover's own piece, both becoming one larger piece (`b2+c3`).
    Promotion,
}

impl MoveKind {
    /// The sign between the two squares in move text.
    pub const fn sign(self) -> char {
        match self {
            MoveKind::Plain => '-',
            MoveKind::Capture => 'x',
            MoveKind::Promotion => '+',
        }
    }
}

/// One turn: a piece moved from one square to another, and whether the mover called the clock
/// with it. Calling the clock is part of the turn, not a move of its own.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// Where the piece stood.
    pub from: Square,
    /// Where it lands.
    pub to: Square,
    /// Plain move, capture or promotion.
    pub kind: MoveKind,
    /// Whether the mover calls the clock on this turn.
    pub calls_clock: bool,
}

impl Move {
    /// The same move with the clock called (or not).
    pub const fn with_clock(self, calls_clock: bool) -> Move {
        Move {
            calls_clock,
            ..self
        }
    }

    /// Whether it takes a piece.
    pub const fn is_capture(self) -> bool {
        matches!(self.kind, MoveKind::Capture)
    }
}

/// Move text: `c2-c5`, `c2xc5`, `b2+c3`, with `clock ` in front when the clock is called.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.calls_clock {
            f.write_str("clock ")?;
        }
        write!(f, "{}{}{}", self.from, self.kind.sign(), self.to)
    }
}

/// More moves than any position can have: a zone holds at most 16 pieces and a piece reaches
/// at most 27 squares (a queen in the middle of the 8 x 8 board), and 16 * 27 = 432.
pub const MAX_MOVES: usize = 512;

/// The legal moves of a position, kept on the stack.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;
