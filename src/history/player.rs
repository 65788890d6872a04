//! Who sits in a seat, for every game: a person at this screen, the computer at a level, or a
//! friend on another device who plays by link. The seat pickers offer it, the history asks it
//! whose turn is the computer's and which seats this device may move.

use serde::{Deserialize, Serialize};

/// Who sits in a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Player {
    /// A person at this screen.
    Human,
    /// The computer at a level from 1 (beginner) to 5 (full strength).
    Computer(u8),
    /// A friend on another device: their moves come by link (see `history::remote`), and
    /// this device never moves for them.
    Friend,
}

/// The app's default computer level.
pub const DEFAULT_LEVEL: u8 = 3;
