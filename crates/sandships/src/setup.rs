//! The unchecked setup of a game, the options, and the starting setups for 2, 3 and 4 players.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::board::{City, PORTS};
use crate::dice::Dice;
use crate::piece::{Seat, DEAD};
use looney_pyramids::Size;

/// A ship: a seat's piece on its side in a port.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Ship {
    /// Whose it is.
    pub seat: Seat,
    /// Its size.
    pub size: Size,
}

/// The optional rules (off by default), named in records as `zap-removes` and `bump-smaller`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Options {
    /// A zapped seat's piece leaves the game instead of going back to its pool.
    pub zap_removes: bool,
    /// Only a strictly smaller ship can be bumped.
    pub bump_smaller: bool,
}

impl Options {
    /// The names of the options that are on, space separated (empty when none).
    pub fn names(self) -> String {
        let mut names = Vec::new();
        if self.zap_removes {
            names.push("zap-removes");
        }
        if self.bump_smaller {
            names.push("bump-smaller");
        }
        names.join(" ")
    }

    /// Options from their names, space separated; an unknown name is returned as the error.
    pub fn from_names(text: &str) -> Result<Options, String> {
        let mut options = Options::default();
        for name in text.split_whitespace() {
            match name {
                "zap-removes" => options.zap_removes = true,
                "bump-smaller" => options.bump_smaller = true,
                other => return Err(other.to_string()),
            }
        }
        Ok(options)
    }
}

/// Where each seat lives, by the number of players (seat 0 first).
pub const fn homes(players: u8) -> &'static [City] {
    match players {
        2 => &[City::SW, City::NE],
        3 => &[City::SW, City::C, City::NE],
        _ => &[City::SW, City::NW, City::NE, City::SE],
    }
}

/// A seat's home city.
pub const fn home(players: u8, seat: Seat) -> City {
    homes(players)[seat.0 as usize]
}

/// Pieces by city, owner (seats 0-3, then dead) and size (small, medium, large): counts.
pub type Spires = [[[u8; 3]; 5]; 5];

/// A game position with public fields and no promise of legality: [`crate::State::from_setup`]
/// checks it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// 2, 3 or 4.
    pub players: u8,
    /// Spire pieces: `spires[city][owner][size]` counts (owner 4 is dead).
    pub spires: Spires,
    /// The ship in each port, in the fixed port order.
    pub ships: [Option<Ship>; PORTS],
    /// Each seat's pool: counts by size.
    pub pools: [[u8; 3]; 4],
    /// Seats out of the game (and seats beyond the players).
    pub out: [bool; 4],
    /// The seat to act.
    pub turn: Seat,
    /// The unused dice; `None` while the seat must roll.
    pub dice: Option<Dice>,
    /// The winner, once there is one.
    pub winner: Option<Seat>,
}

impl Setup {
    /// The start for 2, 3 or 4 players: a trio on each home, dead trios on the other cities
    /// (for 3, the centre is a home and two corners are dead), two trios in each pool.
    pub fn start(players: u8) -> Setup {
        let players = players.clamp(2, 4);
        let mut spires: Spires = [[[0; 3]; 5]; 5];
        for city in City::ALL {
            spires[city.index()][DEAD] = [1, 1, 1];
        }
        for (seat, city) in homes(players).iter().enumerate() {
            spires[city.index()][DEAD] = [0; 3];
            spires[city.index()][seat] = [1, 1, 1];
        }
        let mut out = [true; 4];
        let mut pools = [[0; 3]; 4];
        for seat in 0..players as usize {
            out[seat] = false;
            pools[seat] = [2, 2, 2];
        }
        Setup {
            players,
            spires,
            ships: [None; PORTS],
            pools,
            out,
            turn: Seat(0),
            dice: None,
            winner: None,
        }
    }
}
