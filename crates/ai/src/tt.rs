//! The transposition table: what was learnt about a position, keyed by the engine's Zobrist
//! hash (which covers pieces, turn, scores, clock and the no-rejection square, so two entries
//! never mix positions that play differently).
//!
//! One slot per index, always replaced: simple, and at the budgets the levels use the table is
//! rarely full. It is cleared for every search so an answer depends only on its request.

use martian_engine::{Move, MoveKind, Square};

use crate::eval::WIN_BOUND;

/// What a stored value says about the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The value itself.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (the search failed low).
    Upper,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    /// The packed move's squares (its low 16 bits).
    mv: u16,
    depth: i8,
    /// The bound in the low two bits, the packed move's kind and clock call above them: the
    /// wedge boards' square names need eight bits each, and this keeps an entry at 16 bytes.
    bound: u8,
}

/// A probe's answer.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    /// The value, corrected to the probing ply.
    pub value: i32,
    /// The remaining depth it was searched to.
    pub depth: i32,
    /// What kind of value it is.
    pub bound: Bound,
    /// The best move found there, packed (0 for none).
    pub mv: u32,
}

/// A fixed-size table of `2^bits` entries.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A cleared table of `2^bits` entries (16 bytes each); `bits` is kept within 4..=26.
    pub fn new(bits: u8) -> Table {
        let bits = bits.clamp(4, 26);
        Table {
            entries: vec![Entry::default(); 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    /// What is known about the position with this hash.
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Hit> {
        let e = self.entries.get(key as usize & self.mask)?;
        if e.key != key || e.bound == 0 {
            return None;
        }
        let bound = match e.bound & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            value: from_table(e.value, ply),
            depth: e.depth as i32,
            bound,
            mv: e.mv as u32 | ((e.bound >> 2) as u32) << 16,
        })
    }

    /// Stores what a search found.
    #[inline]
    pub fn store(&mut self, key: u64, ply: usize, depth: i32, value: i32, bound: Bound, mv: u32) {
        if let Some(e) = self.entries.get_mut(key as usize & self.mask) {
            *e = Entry {
                key,
                value: to_table(value, ply),
                mv: mv as u16,
                depth: depth.clamp(0, i8::MAX as i32) as i8,
                bound: match bound {
                    Bound::Exact => 1,
                    Bound::Lower => 2,
                    Bound::Upper => 3,
                } | ((mv >> 16) as u8 & 7) << 2,
            };
        }
    }
}

/// Win values count plies from the root; the table keeps them from the node, so a win found
/// through a transposition keeps its true distance.
fn to_table(v: i32, ply: usize) -> i32 {
    if v > WIN_BOUND {
        v + ply as i32
    } else if v < -WIN_BOUND {
        v - ply as i32
    } else {
        v
    }
}

fn from_table(v: i32, ply: usize) -> i32 {
    if v > WIN_BOUND {
        v - ply as i32
    } else if v < -WIN_BOUND {
        v + ply as i32
    } else {
        v
    }
}

/// Packs a move into 19 bits: from and to (eight bits each: the wedge boards' squares are
/// numbered up to 159), kind, clock call. Never 0 (a move goes somewhere).
pub fn pack(mv: Move) -> u32 {
    let kind = match mv.kind {
        MoveKind::Plain => 0,
        MoveKind::Capture => 1,
        MoveKind::Promotion => 2,
    };
    mv.from.index() as u32
        | (mv.to.index() as u32) << 8
        | kind << 16
        | (mv.calls_clock as u32) << 18
}

/// The move a packed value stands for, if it is well formed.
pub fn unpack(bits: u32) -> Option<Move> {
    let from = Square::from_index((bits & 255) as u8)?;
    let to = Square::from_index((bits >> 8 & 255) as u8)?;
    let kind = match bits >> 16 & 3 {
        0 => MoveKind::Plain,
        1 => MoveKind::Capture,
        2 => MoveKind::Promotion,
        _ => return None,
    };
    (from != to).then_some(Move {
        from,
        to,
        kind,
        calls_clock: bits >> 18 & 1 != 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::WIN;

    #[test]
    fn store_probe_and_pack() {
        let mut t = Table::new(8);
        assert!(t.probe(42, 0).is_none());
        t.store(42, 3, 5, WIN - 7, Bound::Lower, 99);
        let hit = t.probe(42, 5).unwrap();
        assert_eq!(hit.value, WIN - 9);
        assert_eq!(hit.depth, 5);
        assert_eq!(hit.bound, Bound::Lower);
        assert!(t.probe(42 + 256, 0).is_none());
        let mv = Move {
            from: Square::parse("b2").unwrap(),
            to: Square::parse("c3").unwrap(),
            kind: MoveKind::Promotion,
            calls_clock: true,
        };
        assert_eq!(unpack(pack(mv)), Some(mv));
        assert_ne!(pack(mv), 0);
        assert_eq!(unpack(0), None);
        // A wedge move survives the table, its kind and clock call kept beside the bound.
        let wedge = Move {
            from: Square::parse("5d4").unwrap(),
            to: Square::parse("4a1").unwrap(),
            kind: MoveKind::Capture,
            calls_clock: true,
        };
        t.store(7, 0, 2, 10, Bound::Upper, pack(wedge));
        let hit = t.probe(7, 0).unwrap();
        assert_eq!(hit.bound, Bound::Upper);
        assert_eq!(unpack(hit.mv), Some(wedge));
    }
}
