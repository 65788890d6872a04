//! How a Sandships game was set up: two, three or four seats, each a person or the computer at
//! a level, and the optional rules. Saved with the game, so a reload restores it exactly.

use sandships::{Options, Seat, State};
use serde::{Deserialize, Serialize};

use crate::history::Player;
use crate::history::DEFAULT_LEVEL;

/// A new Sandships game's settings.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct SandSettings {
    /// Who sits in each seat (2 to 4 entries; seat 0 plays first).
    pub players: Vec<Player>,
    /// A zapped seat's piece leaves the game (instead of going back to its pool).
    #[serde(default)]
    pub zap_removes: bool,
    /// Only a strictly smaller ship can be bumped.
    #[serde(default)]
    pub bump_smaller: bool,
}

impl Default for SandSettings {
    /// You (Blue) against the computer at level 3.
    fn default() -> Self {
        SandSettings {
            players: vec![Player::Human, Player::Computer(DEFAULT_LEVEL)],
            zap_removes: false,
            bump_smaller: false,
        }
    }
}

/// The seats' colours, as their names: each seat plays its colour.
pub const SEAT_COLOURS: [&str; 4] = ["Blue", "Amber", "Green", "Rose"];

impl SandSettings {
    /// The number of players.
    pub fn players_count(&self) -> u8 {
        self.players.len().clamp(2, 4) as u8
    }

    /// The rule options.
    pub fn options(&self) -> Options {
        Options {
            zap_removes: self.zap_removes,
            bump_smaller: self.bump_smaller,
        }
    }

    /// The start state.
    pub fn start(&self) -> State {
        State::start(self.players_count(), self.options())
    }

    /// Who plays a seat (a missing entry is a human).
    pub fn player(&self, seat: Seat) -> Player {
        self.players
            .get(seat.index())
            .copied()
            .unwrap_or(Player::Human)
    }

    /// Brings the settings into shape: 2 to 4 seats, levels 1 to 5. Used after loading, so a
    /// hand-edited save cannot break the app.
    pub fn normalised(mut self) -> SandSettings {
        if self.players.len() < 2 {
            self.players.resize(2, Player::Computer(DEFAULT_LEVEL));
        }
        self.players.truncate(4);
        for p in &mut self.players {
            if let Player::Computer(level) = p {
                *level = (*level).clamp(1, 5);
            }
        }
        self
    }

    /// A seat's name, as the player reads it: its colour, and who plays it.
    pub fn seat_name(&self, seat: Seat) -> String {
        let colour = SEAT_COLOURS[seat.index() % 4];
        match self.player(seat) {
            Player::Human if self.humans() == 1 => format!("{colour} (you)"),
            Player::Human => colour.to_string(),
            Player::Computer(level) => format!("{colour} (computer {level})"),
            Player::Friend => format!("{colour} (friend)"),
        }
    }

    fn humans(&self) -> usize {
        self.players.iter().filter(|p| **p == Player::Human).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_normalised_and_named() {
        let s = SandSettings {
            players: vec![Player::Computer(9)],
            ..SandSettings::default()
        }
        .normalised();
        assert_eq!(
            s.players,
            vec![Player::Computer(5), Player::Computer(DEFAULT_LEVEL)]
        );
        let d = SandSettings::default();
        assert_eq!(d.seat_name(Seat(0)), "Blue (you)");
        assert_eq!(d.seat_name(Seat(1)), "Amber (computer 3)");
        assert_eq!(d.start().players(), 2);
        let four = SandSettings {
            players: vec![Player::Human; 6],
            bump_smaller: true,
            ..SandSettings::default()
        }
        .normalised();
        assert_eq!(four.players_count(), 4);
        assert_eq!(four.seat_name(Seat(3)), "Rose");
        assert!(four.options().bump_smaller);
    }
}
