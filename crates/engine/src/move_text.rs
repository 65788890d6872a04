//! Move text: `c2-c5` a plain move (on a wedge board `0c3-1d4`, squares named by zone), `c2xc5` a capture, `b2+c3` a field promotion, with the
//! word `clock` before it when the mover calls the clock. Text is not a move: it is resolved
//! against a position into a checked [`Move`].

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt;
use core::str::FromStr;

use crate::error::ParseMoveError;
use crate::moves::{Move, MoveKind};
use crate::position::Position;
use crate::square::Square;

/// Parsed move text, not yet checked against a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveText {
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
    /// The sign written between the squares.
    pub kind: MoveKind,
    /// Whether `clock` was written before it.
    pub calls_clock: bool,
}

impl MoveText {
    /// Resolves the text against a position. The sign must say what the move does: a capture
    /// written as a plain move is refused with the right spelling in the message.
    pub fn resolve(&self, pos: &Position) -> Result<Move, ParseMoveError> {
        let mv = Move {
            from: self.from,
            to: self.to,
            kind: self.kind,
            calls_clock: self.calls_clock,
        };
        if pos.is_legal(mv) {
            Ok(mv)
        } else {
            Err(ParseMoveError {
                text: self.to_string(),
                reason: pos.why_illegal(mv),
            })
        }
    }
}

impl From<Move> for MoveText {
    fn from(m: Move) -> Self {
        MoveText {
            from: m.from,
            to: m.to,
            kind: m.kind,
            calls_clock: m.calls_clock,
        }
    }
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let bad = |reason: &str| ParseMoveError {
            text: String::from(text),
            reason: String::from(reason),
        };
        let (calls_clock, body) = match text.strip_prefix("clock ") {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        // Square names are two characters on the square boards, three on a wedge board.
        let name = match body.len() {
            5 => 2,
            7 => 3,
            _ => 0,
        };
        if !body.is_ascii() || name == 0 {
            return Err(bad(
                "a move is written `c2-c5` (plain), `c2xc5` (capture) or `b2+c3` (promotion); on a wedge board `0c3-1d4`",
            ));
        }
        let (from, sign, to) = (&body[..name], &body[name..name + 1], &body[name + 1..]);
        let from = Square::parse(from).ok_or_else(|| bad(&format!("`{from}` is not a square")))?;
        let to = Square::parse(to).ok_or_else(|| bad(&format!("`{to}` is not a square")))?;
        let kind = match sign {
            "-" => MoveKind::Plain,
            "x" => MoveKind::Capture,
            "+" => MoveKind::Promotion,
            s => {
                return Err(bad(&format!(
                    "`{s}` between the squares: use `-`, `x` or `+`"
                )))
            }
        };
        Ok(MoveText {
            from,
            to,
            kind,
            calls_clock,
        })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.calls_clock {
            f.write_str("clock ")?;
        }
        write!(f, "{}{}{}", self.from, self.kind.sign(), self.to)
    }
}
