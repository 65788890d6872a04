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
    /// South and North with two, South-West, North-West, North-East and South-East with four,
    /// `Seat 0` to `Seat 5` on the wedge boards (whose zones lie at no compass point).
    pub const fn name(self, seats: u8) -> &'static str {
        match (seats, self.0) {
            (2, 0) => "South",
            (2, _) => "North",
            (4, 0) => "South-West",
            (4, 1) => "North-West",
            (4, 2) => "North-East",
            (4, _) => "South-East",
            (_, 0) => "Seat 0",
            (_, 1) => "Seat 1",
            (_, 2) => "Seat 2",
            (_, 3) => "Seat 3",
            (_, 4) => "Seat 4",
            _ => "Seat 5",
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

    /// In the four-player team game, seats 0 + 2 play against 1 + 3: the team is the seat's
    /// parity.
    pub const fn team(self) -> u8 {
        self.0 & 1
    }

    /// The seat's team in a team game of `seats` seats: parity with four; with six, partners
    /// sit across the centre (`k` and `k + 3`), so the team is the seat modulo 3.
    pub const fn team_in(self, seats: u8) -> u8 {
        if seats == 6 {
            self.0 % 3
        } else {
            self.0 & 1
        }
    }

    /// The seats of this seat's team (itself alone when the game has no teams), one bit each.
    pub const fn team_mask(self, seats: u8, teams: bool) -> u8 {
        match (teams, seats) {
            (true, 4) => 0b0101 << (self.0 & 1),
            (true, 6) => 0b1001 << (self.0 % 3),
            _ => 1 << self.0,
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
