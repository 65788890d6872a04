//! Seats and owners of pieces.

use core::fmt;

/// A seat at the table, 0-3; seat 0 takes the first turn.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Seat(pub u8);

impl Seat {
    /// Its index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Whose a spire piece is: a seat's, or dead (black).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Owner {
    /// A seat's colour.
    Seat(Seat),
    /// Dead pieces.
    Dead,
}

impl Owner {
    /// Index into per-owner arrays: seats 0-3, dead 4.
    pub const fn index(self) -> usize {
        match self {
            Owner::Seat(s) => s.0 as usize,
            Owner::Dead => DEAD,
        }
    }

    /// The owner at that index.
    pub const fn from_index(i: usize) -> Owner {
        if i >= DEAD {
            Owner::Dead
        } else {
            Owner::Seat(Seat(i as u8))
        }
    }

    /// Its character in texts: the seat digit, or `x`.
    pub const fn char(self) -> char {
        match self {
            Owner::Seat(s) => (b'0' + s.0) as char,
            Owner::Dead => 'x',
        }
    }
}

/// The index of dead pieces in per-owner arrays.
pub const DEAD: usize = 4;
