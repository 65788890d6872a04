//! Squares named as on the board: files `a`-`h` (the two-player board uses `a`-`d`), ranks
//! `1`-`8`. A [`Square`] is board-independent (index `rank * 8 + file`); each [`crate::Geometry`]
//! maps it to its own bit index.

use core::fmt;

/// A square of the 8 x 8 grid that contains both boards.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = `a`) and `rank` (0 = `1`), if both are below 8.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square from its index `rank * 8 + file` (0..64).
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// `rank * 8 + file`.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// 0 for file `a`.
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// 0 for rank `1`.
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// Reads a square name such as `c3`. Only the name: whether it lies on a given board is
    /// the position's business.
    pub fn parse(text: &str) -> Option<Square> {
        match text.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Square::new(f - b'a', r - b'1'),
            _ => None,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn names_round_trip() {
        for i in 0..64 {
            let sq = Square::from_index(i).unwrap();
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("c3"), Square::new(2, 2));
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a10"), None);
        assert_eq!(Square::parse("A1"), None);
    }
}
