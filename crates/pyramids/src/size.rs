//! The three sizes of a pyramid, by their pips.

use core::fmt;

/// A pyramid's size: small (1 pip), medium (2) or large (3).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Size {
    /// One pip.
    Small = 1,
    /// Two pips.
    Medium = 2,
    /// Three pips.
    Large = 3,
}

impl Size {
    /// Small to large.
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

    /// Its pips: 1, 2 or 3.
    pub const fn pips(self) -> u8 {
        self as u8
    }

    /// 0, 1 or 2: for arrays indexed by size.
    pub const fn index(self) -> usize {
        self as usize - 1
    }

    /// The size with that many pips.
    pub const fn from_pips(pips: u8) -> Option<Size> {
        match pips {
            1 => Some(Size::Small),
            2 => Some(Size::Medium),
            3 => Some(Size::Large),
            _ => None,
        }
    }

    /// The next larger size, if any.
    pub const fn larger(self) -> Option<Size> {
        Size::from_pips(self as u8 + 1)
    }

    /// Its letter in game texts: `s`, `m`, `l`.
    pub const fn letter(self) -> char {
        match self {
            Size::Small => 's',
            Size::Medium => 'm',
            Size::Large => 'l',
        }
    }

    /// The size written with that letter.
    pub const fn from_letter(c: char) -> Option<Size> {
        match c {
            's' => Some(Size::Small),
            'm' => Some(Size::Medium),
            'l' => Some(Size::Large),
            _ => None,
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_their_pips() {
        for s in Size::ALL {
            assert_eq!(Size::from_pips(s.pips()), Some(s));
            assert_eq!(Size::from_letter(s.letter()), Some(s));
            assert_eq!(Size::ALL[s.index()], s);
        }
        assert_eq!(Size::Small.larger(), Some(Size::Medium));
        assert_eq!(Size::Large.larger(), None);
    }
}
