//! How a game was set up: players, who is human, the computer's levels, rules and start.
//! Saved with the game so a reload restores it exactly.

use martian_engine::{Game, Position, RuleOptions, Seat, Variant};
use serde::{Deserialize, Serialize};

use crate::history::{Player, DEFAULT_LEVEL};

/// A new game's settings.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Settings {
    /// Four players rather than two.
    pub four_players: bool,
    /// Four players in teams (0 + 2 against 1 + 3), or six (partners across the centre).
    pub teams: bool,
    /// The seats of a wedge board (3, 5 or 6; 0 for the square boards). Left out of a save
    /// when 0, so the saves of two- and four-player games are written exactly as before.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wedge: u8,
    /// Who sits in each seat (one entry a seat).
    pub players: Vec<Player>,
    /// The seat that moves first.
    pub first: u8,
    /// Field promotion on (the default).
    pub promotions: bool,
    /// "Of Knights and Kings".
    pub knights_and_kings: bool,
    /// "Queen's guard".
    pub queens_guard: bool,
    /// A start position (position text) instead of the standard start.
    pub setup: Option<String>,
}

impl Default for Settings {
    /// The first visit: you (South) against the computer at level 3, you to move.
    fn default() -> Self {
        Settings {
            four_players: false,
            teams: false,
            wedge: 0,
            players: vec![Player::Human, Player::Computer(DEFAULT_LEVEL)],
            first: 0,
            promotions: true,
            knights_and_kings: false,
            queens_guard: false,
            setup: None,
        }
    }
}

impl Settings {
    /// The rule options these settings choose.
    pub fn options(&self) -> RuleOptions {
        RuleOptions {
            promotions: self.promotions,
            knights_and_kings: self.knights_and_kings,
            queens_guard: self.queens_guard,
            teams: self.teams && self.variant().has_teams(),
        }
    }

    /// The game's variant.
    pub fn variant(&self) -> Variant {
        if let Some(wedge) = Variant::for_seats(self.wedge).filter(|v| v.is_wedge()) {
            wedge
        } else if self.four_players {
            Variant::FourPlayer
        } else {
            Variant::TwoPlayer
        }
    }

    /// The start position, checked by the engine; the error is said in words.
    pub fn start_position(&self) -> Result<Position, String> {
        match self
            .setup
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            None => Ok(Position::start(
                self.variant(),
                self.options(),
                Seat(self.first % self.variant().seats()),
            )),
            Some(text) => {
                let pos = Position::from_text(text, self.options()).map_err(|e| e.to_string())?;
                if pos.variant() != self.variant() {
                    return Err(format!(
                        "that start position is for {} players",
                        pos.seats()
                    ));
                }
                Ok(pos)
            }
        }
    }

    /// The settings that describe an existing game (imported or shared), with the players
    /// chosen for it.
    pub fn for_game(game: &Game, players: Vec<Player>) -> Settings {
        let start = game.start();
        let options = start.options();
        let standard = Position::start(start.variant(), options, start.turn());
        Settings {
            four_players: start.seats() == 4,
            teams: options.teams,
            wedge: if start.is_wedge() { start.seats() } else { 0 },
            players,
            first: start.turn().0,
            promotions: options.promotions,
            knights_and_kings: options.knights_and_kings,
            queens_guard: options.queens_guard,
            setup: (standard != *start).then(|| start.to_string()),
        }
        .normalised()
    }

    /// Who plays a seat (a missing entry is a human).
    pub fn player(&self, seat: Seat) -> Player {
        self.players
            .get(seat.index())
            .copied()
            .unwrap_or(Player::Human)
    }

    /// Brings the settings into shape: the right number of seats, levels 1-5, first seat on
    /// the board. Used after loading, so a hand-edited save cannot break the app.
    pub fn normalised(mut self) -> Settings {
        let seats = self.variant().seats() as usize;
        self.players.resize(seats, Player::Computer(DEFAULT_LEVEL));
        for p in &mut self.players {
            if let Player::Computer(level) = p {
                *level = (*level).clamp(1, 5);
            }
        }
        self.first %= seats as u8;
        if !self.variant().has_teams() {
            self.teams = false;
        }
        if self.variant().is_wedge() {
            // A wedge board has no agreed reading of a knight's jump (RULES.md).
            self.four_players = false;
            self.knights_and_kings = false;
        } else {
            self.wedge = 0;
        }
        self
    }

    /// Settings for a number of seats (2 to 6), keeping the rest: the first seat stays who
    /// it was, the others are the computer at the default level.
    pub fn with_seats(mut self, seats: u8) -> Settings {
        self.four_players = seats == 4;
        self.wedge = if Variant::for_seats(seats).is_some_and(|v| v.is_wedge()) {
            seats
        } else {
            0
        };
        let first = self.players.first().copied().unwrap_or(Player::Human);
        self.players = vec![first];
        self.players.resize(
            self.variant().seats() as usize,
            Player::Computer(DEFAULT_LEVEL),
        );
        self.setup = None;
        self.normalised()
    }

    /// The seat the board is turned towards: the first human seat, else seat 0.
    pub fn home_seat(&self) -> Seat {
        (0..self.variant().seats())
            .map(Seat)
            .find(|s| self.player(*s) == Player::Human)
            .unwrap_or(Seat(0))
    }
}

/// Serde's test for a field left out of a save.
fn is_zero(n: &u8) -> bool {
    *n == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_visit_is_you_against_level_3() {
        let s = Settings::default();
        assert_eq!(s.players, vec![Player::Human, Player::Computer(3)]);
        let pos = s.start_position().unwrap();
        assert_eq!(pos.turn(), Seat(0));
        assert_eq!(pos.pieces().len(), 18);
    }

    #[test]
    fn a_setup_must_fit_the_player_count() {
        let mut s = Settings {
            setup: Some("qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 0 - - 0,0,0,0".into()),
            ..Settings::default()
        };
        assert!(s.start_position().unwrap_err().contains("4 players"));
        s.setup = Some("nonsense".into());
        assert!(s.start_position().is_err());
    }

    #[test]
    fn settings_for_an_imported_game_describe_it() {
        let game =
            Game::from_record("[Players \"4\"]\n[Teams \"yes\"]\n[FirstSeat \"2\"]\n1. f6-e5")
                .unwrap();
        let s = Settings::for_game(&game, vec![Player::Human; 4]);
        assert!(s.four_players && s.teams);
        assert_eq!(s.first, 2);
        assert_eq!(s.setup, None);
        assert_eq!(s.start_position().unwrap(), *game.start());
        let lesson = Game::from_record("[Setup \"4/4/4/q3/3p/4/4/4 0 - - 5,4\"]").unwrap();
        let s = Settings::for_game(&lesson, vec![Player::Human; 2]);
        assert_eq!(s.start_position().unwrap(), *lesson.start());
    }

    #[test]
    fn normalising_repairs_odd_saves() {
        let s = Settings {
            four_players: true,
            players: vec![Player::Computer(9)],
            first: 6,
            ..Settings::default()
        }
        .normalised();
        assert_eq!(s.players.len(), 4);
        assert_eq!(s.players[0], Player::Computer(5));
        assert_eq!(s.first, 2);
    }

    #[test]
    fn wedge_settings_play_on_wedge_boards_and_save_as_before_otherwise() {
        for seats in 2..=6u8 {
            let s = Settings::default().with_seats(seats);
            assert_eq!(s.players.len(), seats as usize);
            let pos = s.start_position().unwrap();
            assert_eq!(pos.seats(), seats);
            assert_eq!(pos.is_wedge(), matches!(seats, 3 | 5 | 6));
            let json = serde_json::to_string(&s).unwrap();
            assert_eq!(json.contains("wedge"), pos.is_wedge(), "{json}");
            let back: Settings = serde_json::from_str(&json).unwrap();
            assert_eq!(back, s);
        }
        let six = Settings {
            teams: true,
            knights_and_kings: true,
            ..Settings::default().with_seats(6)
        }
        .normalised();
        assert!(six.options().teams && !six.knights_and_kings);
        let three = Settings {
            teams: true,
            ..Settings::default().with_seats(3)
        }
        .normalised();
        assert!(!three.options().teams);
        let game = Game::from_record("[Players \"5\"]\n1. 0c2-0d3").unwrap();
        let s = Settings::for_game(&game, vec![Player::Human; 5]);
        assert_eq!(s.wedge, 5);
        assert_eq!(s.start_position().unwrap(), *game.start());
    }
}
