//! The saved form of a game: versioned JSON holding the settings and the game record (the
//! engine's own text format, so a save is also an export). Loading re-checks every move
//! through the engine: a save is never trusted.

use martian_engine::Game;
use serde::{Deserialize, Serialize};

use crate::state::{PlayState, Settings};

/// The current save format. An older format is migrated when read, never thrown away.
pub const FORMAT: u32 = 1;

/// Every key this app writes starts with this; keys without it are never touched.
pub const NAMESPACE: &str = "martian-chess/";

/// Storage key of a saved game.
pub fn game_key(id: &str) -> String {
    format!("{NAMESPACE}v{FORMAT}/game/{id}")
}

/// Storage key of the id of the game in progress.
pub fn current_key() -> String {
    format!("{NAMESPACE}v{FORMAT}/current")
}

/// One saved game.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct SavedGame {
    /// Save format.
    pub format: u32,
    /// Its id.
    pub id: String,
    /// Its settings.
    pub settings: Settings,
    /// The game record.
    pub record: String,
    /// When it began (ms since 1970).
    pub started: f64,
    /// When it was last played.
    pub updated: f64,
}

impl SavedGame {
    /// The save of a state.
    pub fn of(state: &PlayState) -> SavedGame {
        SavedGame {
            format: FORMAT,
            id: state.id.clone(),
            settings: state.settings.clone(),
            record: state.game.to_record(),
            started: state.started,
            updated: state.updated,
        }
    }

    /// As stored.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads and checks a stored game; the error says what is wrong in words.
    pub fn from_json(text: &str) -> Result<PlayState, String> {
        let saved: SavedGame =
            serde_json::from_str(text).map_err(|e| format!("it is not a saved game ({e})"))?;
        if saved.format != FORMAT {
            return Err(format!(
                "it has save format {}, which this version does not know",
                saved.format
            ));
        }
        let settings = saved.settings.normalised();
        let game = Game::from_record(&saved.record).map_err(|e| e.to_string())?;
        if game.start().options() != settings.options()
            || game.start().variant() != settings.variant()
        {
            return Err("its record and its settings disagree".into());
        }
        Ok(PlayState::from_game(
            saved.id,
            settings,
            game,
            saved.started,
            saved.updated,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Action;
    use martian_engine::Square;
    use std::rc::Rc;
    use yew::Reducible;

    #[test]
    fn a_game_survives_a_save_and_load() {
        let s = Rc::new(PlayState::new("abc".into(), Settings::default(), 10.0).unwrap());
        let s = s.reduce(Action::ToggleClock).reduce(Action::HumanMove {
            from: Square::parse("d3").unwrap(),
            to: Square::parse("d5").unwrap(),
            now: 20.0,
        });
        let json = SavedGame::of(&s).to_json();
        let back = SavedGame::from_json(&json).unwrap();
        assert_eq!(back.game, s.game);
        assert_eq!(back.settings, s.settings);
        assert_eq!((back.started, back.updated), (10.0, 20.0));
        assert_eq!(back.keys, s.keys);
    }

    #[test]
    fn corrupt_saves_are_refused_in_words() {
        assert!(SavedGame::from_json("{")
            .unwrap_err()
            .contains("not a saved game"));
        let s = PlayState::new("abc".into(), Settings::default(), 1.0).unwrap();
        let mut saved = SavedGame::of(&s);
        saved.record = "1. c3-c5".into();
        let err = SavedGame::from_json(&saved.to_json()).unwrap_err();
        assert!(err.contains("round 1"), "{err}");
        saved.format = 99;
        assert!(SavedGame::from_json(&saved.to_json())
            .unwrap_err()
            .contains("format 99"));
    }

    #[test]
    fn keys_are_namespaced_and_versioned() {
        assert_eq!(game_key("x1"), "martian-chess/v1/game/x1");
        assert!(current_key().starts_with(NAMESPACE));
    }
}
