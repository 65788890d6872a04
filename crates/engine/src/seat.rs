//! Seats in turn order. Play passes to the left: 0, 1, (2, 3), 0, ...

use core::fmt;

/// A player's place at the board, which is also the zone it controls.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's number (its index in the scores).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat's name for people, given how many seats the game has:
    /// South and North with two, South-West, North-West, North-East and South-East with four.
    pub const fn name(self, seats: u8) -> &'static str {
        match (seats, self.0) {
            (2, 0) => "South",
            (2, _) => "North",
            (_, 0) => "South-West",
            (_, 1) => "North-West",
            (_, 2) => "North-East",
            _ => "South-East",
        }
    }

    /// The seat that plays after this one.
    pub const fn next(self, seats: u8) -> Seat {
        Seat((self.0 + 1) % seats)
    }

    /// The seat that played before this one.
    pub const fn prev(self, seats: u8) -> Seat {
        Seat((self.0 + seats - 1) % seats)
    }

    /// In the team game, seats 0 + 2 play against 1 + 3: the team is the seat's parity.
    pub const fn team(self) -> u8 {
        self.0 & 1
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
