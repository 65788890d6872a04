//! Stable identities for the pieces on the board, so the view can animate a move (the same
//! element glides to its new square) and keep each pyramid's decorative colour.

use martian_engine::{Move, MoveKind, Position};

/// Squares an index may name: the 8 x 8 grid's, then six wedge zones' (the engine's index).
const SQUARES: usize = 64 + 6 * 16;

/// The key of the piece on each square (by the engine's square index).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PieceKeys {
    keys: Vec<Option<u32>>,
    next: u32,
}

impl PieceKeys {
    /// Keys for a fresh position, numbered square by square.
    pub fn new(pos: &Position) -> PieceKeys {
        let mut keys = vec![None; SQUARES];
        let mut next = 0;
        for (sq, _) in pos.pieces() {
            keys[sq.index() as usize] = Some(next);
            next += 1;
        }
        PieceKeys { keys, next }
    }

    /// The key of the piece on a square.
    pub fn at(&self, square: u8) -> Option<u32> {
        self.keys.get(square as usize).copied().flatten()
    }

    /// Follows a move: the mover keeps its key; a captured piece's key is gone; a promotion
    /// keeps the mover's key for the merged piece.
    pub fn apply(&mut self, mv: Move) {
        let (from, to) = (mv.from.index() as usize, mv.to.index() as usize);
        if from >= SQUARES || to >= SQUARES {
            return;
        }
        let key = self.keys[from].take().or_else(|| {
            self.next += 1;
            Some(self.next)
        });
        match mv.kind {
            MoveKind::Plain | MoveKind::Capture | MoveKind::Promotion => self.keys[to] = key,
        }
    }

    /// Keys for a game replayed from its start.
    pub fn replay(start: &Position, moves: &[Move]) -> PieceKeys {
        let mut keys = PieceKeys::new(start);
        for mv in moves {
            keys.apply(*mv);
        }
        keys
    }
}

/// Decorative colours, mixed so that no seat "owns" a colour (ownership is by zone only).
pub const COLOURS: [&str; 4] = ["#d9453b", "#e8b92e", "#3a9a5b", "#3c6fc6"];

/// The colour of a piece by its key.
pub fn colour(key: u32) -> &'static str {
    COLOURS[(key as usize * 7 + key as usize / 3) % COLOURS.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::{RuleOptions, Seat, Square, Variant};

    #[test]
    fn a_moved_piece_keeps_its_key_and_a_captured_one_loses_it() {
        let start = Position::start(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
        let mut keys = PieceKeys::new(&start);
        let d3 = Square::parse("d3").unwrap();
        let d5 = Square::parse("d5").unwrap();
        let k = keys.at(d3.index()).unwrap();
        keys.apply(Move {
            from: d3,
            to: d5,
            kind: MoveKind::Plain,
            calls_clock: false,
        });
        assert_eq!(keys.at(d5.index()), Some(k));
        assert_eq!(keys.at(d3.index()), None);
        let c6 = Square::parse("c6").unwrap();
        let victim = keys.at(d5.index());
        keys.apply(Move {
            from: c6,
            to: d5,
            kind: MoveKind::Capture,
            calls_clock: false,
        });
        assert_ne!(keys.at(d5.index()), victim);
    }
}
