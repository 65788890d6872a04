//! What a device keeps of a game played with friends by link (saved with the game, in the
//! save's `remote` field; a save without it is a game on this screen, as every save written
//! before remote play). The link's format and the dice protocol are the `turn-link` crate's.

use serde::{Deserialize, Serialize};
use turn_link::{DiceLog, SeatHold, Seed};

/// A remote game's part of a save.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RemoteGame {
    /// The remote game's id, the same on every device.
    pub id: String,
    /// The hand this device holds (0: it started the game).
    pub hand: u8,
    /// Who holds each seat.
    pub seats: Vec<SeatHold>,
    /// Each seat's name, as its game calls it ("South", "Amber").
    pub names: Vec<String>,
    /// The highest link number this device has seen or sent.
    pub hop: u32,
    /// The dice log as this device knows it.
    #[serde(default)]
    pub dice: DiceLog,
    /// This device's secret dice seeds for its seats: never sent.
    #[serde(default)]
    pub seeds: Vec<Seed>,
    /// The last link this device sent (its fragment, without `#`), to send again.
    #[serde(default)]
    pub last: Option<String>,
    /// The seat the last link was for.
    #[serde(default)]
    pub last_to: u8,
    /// The number of steps the last link carried.
    #[serde(default)]
    pub last_steps: usize,
}

impl RemoteGame {
    /// A seat's name (`Seat 3` for one the game did not name).
    pub fn name(&self, seat: usize) -> String {
        self.names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("Seat {seat}"))
    }

    /// Whether this device holds a seat.
    pub fn holds(&self, seat: usize) -> bool {
        self.seats.get(seat).is_some_and(|s| s.hand == self.hand)
    }
}
