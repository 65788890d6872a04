//! Squares named as on the board. The square boards use files `a`-`h` (the two-player board
//! `a`-`d`) and ranks `1`-`8`: index `rank * 8 + file`, 0..64. A wedge board names a square by
//! its zone digit, then file `a`-`d` and rank `1`-`4` in that zone's own frame (`0c3`): index
//! `64 + zone * 16 + rank * 4 + file`, 64..160. A [`Square`] is board-independent; each
//! [`crate::Geometry`] maps it to its own bit index.

use core::fmt;

/// Squares of the 8 x 8 grid that contains both square boards.
const GRID: u8 = 64;
/// Zones a wedge name may carry (a wedge board has at most six).
pub(crate) const MAX_ZONES: u8 = 6;
/// One past the largest square index.
pub(crate) const SQUARE_COUNT: usize = GRID as usize + MAX_ZONES as usize * 16;

/// A square of the 8 x 8 grid or of a wedge board's zone.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Square(u8);

impl Square {
    /// The grid square on `file` (0 = `a`) and `rank` (0 = `1`), if both are below 8.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The wedge square on `file` and `rank` (each below 4) of `zone` (below 6).
    pub const fn wedge(zone: u8, file: u8, rank: u8) -> Option<Square> {
        if zone < MAX_ZONES && file < 4 && rank < 4 {
            Some(Square(GRID + zone * 16 + rank * 4 + file))
        } else {
            None
        }
    }

    /// The square from its index (0..160: grid squares first, then wedge squares).
    pub const fn from_index(index: u8) -> Option<Square> {
        if (index as usize) < SQUARE_COUNT {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square's index (`rank * 8 + file` on the grid).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The zone digit of a wedge square; `None` on the grid.
    pub const fn wedge_zone(self) -> Option<u8> {
        if self.0 >= GRID {
            Some((self.0 - GRID) / 16)
        } else {
            None
        }
    }

    /// 0 for file `a` (in its zone's frame on a wedge board).
    pub const fn file(self) -> u8 {
        if self.0 >= GRID {
            (self.0 - GRID) & 3
        } else {
            self.0 & 7
        }
    }

    /// 0 for rank `1` (in its zone's frame on a wedge board).
    pub const fn rank(self) -> u8 {
        if self.0 >= GRID {
            ((self.0 - GRID) >> 2) & 3
        } else {
            self.0 >> 3
        }
    }

    /// Reads a square name such as `c3` or `0c3`. Only the name: whether it lies on a given
    /// board is the position's business.
    pub fn parse(text: &str) -> Option<Square> {
        match text.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Square::new(f - b'a', r - b'1'),
            [z @ b'0'..=b'5', f @ b'a'..=b'd', r @ b'1'..=b'4'] => {
                Square::wedge(z - b'0', f - b'a', r - b'1')
            }
            _ => None,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file, rank) = ((b'a' + self.file()) as char, self.rank() + 1);
        match self.wedge_zone() {
            Some(zone) => write!(f, "{zone}{file}{rank}"),
            None => write!(f, "{file}{rank}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn names_round_trip() {
        for i in 0..SQUARE_COUNT as u8 {
            let sq = Square::from_index(i).unwrap();
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::from_index(SQUARE_COUNT as u8), None);
        assert_eq!(Square::parse("c3"), Square::new(2, 2));
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a10"), None);
        assert_eq!(Square::parse("A1"), None);
    }

    #[test]
    fn wedge_names() {
        let sq = Square::parse("2c3").unwrap();
        assert_eq!(sq, Square::wedge(2, 2, 2).unwrap());
        assert_eq!((sq.wedge_zone(), sq.file(), sq.rank()), (Some(2), 2, 2));
        assert_eq!(sq.to_string(), "2c3");
        assert_eq!(Square::parse("c3").unwrap().wedge_zone(), None);
        for bad in ["6a1", "0e1", "0a5", "0a0", "a1b", "00a1"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }
}
