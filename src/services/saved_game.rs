//! The saved form of a game: versioned JSON holding the settings and the game record (the
//! engine's own text format, so a save is also an export). Loading re-checks every move
//! through the engine: a save is never trusted. An older format is migrated, never dropped.

use martian_engine::{Game, MoveText, Seat};
use serde::{Deserialize, Serialize};

use crate::state::{PlayState, Player, Settings};

/// The current save format.
pub const FORMAT: u32 = 2;

/// Every key this app writes starts with this; keys without it are never touched.
pub const NAMESPACE: &str = "martian-chess/";

/// Where games of format `format` are kept.
pub fn games_prefix(format: u32) -> String {
    format!("{NAMESPACE}v{format}/game/")
}

/// Storage key of a saved game.
pub fn game_key(id: &str) -> String {
    format!("{}{id}", games_prefix(FORMAT))
}

/// Storage key of the id of the game in progress (for format `format`).
pub fn current_key_of(format: u32) -> String {
    format!("{NAMESPACE}v{format}/current")
}

/// Storage key of the id of the game in progress.
pub fn current_key() -> String {
    current_key_of(FORMAT)
}

/// Where an entry that cannot be read is set aside (kept as it was, out of the way).
pub fn set_aside_key(original: &str) -> String {
    let rest = original.strip_prefix(NAMESPACE).unwrap_or(original);
    format!("{NAMESPACE}set-aside/{rest}")
}

/// One saved game (format 2).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct SavedGame {
    /// Save format.
    pub format: u32,
    /// Its id.
    pub id: String,
    /// The name the player gave it.
    #[serde(default)]
    pub name: Option<String>,
    /// Its settings.
    pub settings: Settings,
    /// The game record.
    pub record: String,
    /// Moves taken back (move text, newest last), for redo.
    #[serde(default)]
    pub redo: Vec<String>,
    /// When it began (ms since 1970).
    pub started: f64,
    /// When it was last changed.
    pub updated: f64,
}

/// Format 1 (the first release): no name, no redo.
#[derive(Deserialize)]
struct SavedGameV1 {
    format: u32,
    id: String,
    settings: Settings,
    record: String,
    started: f64,
    updated: f64,
}

/// The save format of a stored entry, if it says.
fn format_of(text: &str) -> Option<u32> {
    #[derive(Deserialize)]
    struct Probe {
        format: u32,
    }
    serde_json::from_str::<Probe>(text).ok().map(|p| p.format)
}

/// Brings a stored entry of any known format to the current one.
pub fn migrate(text: &str) -> Result<SavedGame, String> {
    match format_of(text) {
        Some(1) => {
            let v1: SavedGameV1 =
                serde_json::from_str(text).map_err(|e| format!("it is not a saved game ({e})"))?;
            debug_assert_eq!(v1.format, 1);
            Ok(SavedGame {
                format: FORMAT,
                id: v1.id,
                name: None,
                settings: v1.settings,
                record: v1.record,
                redo: Vec::new(),
                started: v1.started,
                updated: v1.updated,
            })
        }
        Some(FORMAT) => {
            serde_json::from_str(text).map_err(|e| format!("it is not a saved game ({e})"))
        }
        Some(other) => Err(format!(
            "it has save format {other}, which this version does not know"
        )),
        None => Err("it is not a saved game (no format)".into()),
    }
}

impl SavedGame {
    /// The save of a state.
    pub fn of(state: &PlayState) -> SavedGame {
        SavedGame {
            format: FORMAT,
            id: state.id.clone(),
            name: state.name.clone(),
            settings: state.settings.clone(),
            record: state.game.to_record(),
            redo: state.redo.iter().map(|m| m.to_string()).collect(),
            started: state.started,
            updated: state.updated,
        }
    }

    /// As stored.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The game, replayed through the engine, with its settings checked against its record.
    pub fn to_state(&self) -> Result<PlayState, String> {
        let settings = self.settings.clone().normalised();
        let game = Game::from_record(&self.record).map_err(|e| e.to_string())?;
        if game.start().options() != settings.options()
            || game.start().variant() != settings.variant()
        {
            return Err("its record and its settings disagree".into());
        }
        let mut state =
            PlayState::from_game(self.id.clone(), settings, game, self.started, self.updated);
        state.name = self.name.clone();
        // Redo moves must still follow the game; a stale list is dropped, the game kept.
        let mut probe = state.game.clone();
        let mut redo = Vec::new();
        for text in self.redo.iter().rev() {
            match text
                .parse::<MoveText>()
                .ok()
                .and_then(|t| t.resolve(probe.current()).ok())
            {
                Some(mv) if probe.play(mv).is_ok() => redo.push(mv),
                _ => {
                    redo.clear();
                    break;
                }
            }
        }
        redo.reverse();
        state.redo = redo;
        state.stored_at = Some(self.updated);
        Ok(state)
    }

    /// Reads and checks a stored game of any known format; the error says what is wrong.
    pub fn from_json(text: &str) -> Result<PlayState, String> {
        migrate(text)?.to_state()
    }
}

/// A line of the saved-games list.
#[derive(Clone, PartialEq, Debug)]
pub struct Summary {
    /// The game's id.
    pub id: String,
    /// Its name, or one made from the players.
    pub title: String,
    /// Who plays: "You vs computer (level 3)".
    pub players: String,
    /// The scores, `12-9`.
    pub score: String,
    /// Whose turn, or the result.
    pub status: String,
    /// Moves played.
    pub moves: usize,
    /// When last played.
    pub updated: f64,
}

impl Summary {
    /// The list line of a game.
    pub fn of(state: &PlayState) -> Summary {
        let pos = state.position();
        let seats = pos.seats();
        let players: Vec<String> = (0..seats)
            .map(|s| match state.settings.player(Seat(s)) {
                Player::Human => Seat(s).name(seats).to_string(),
                Player::Computer(l) => format!("{} (computer {l})", Seat(s).name(seats)),
            })
            .collect();
        let score: Vec<String> = pos.scores().iter().map(|s| s.to_string()).collect();
        let status = match pos.outcome() {
            Some(o) => o.describe(),
            None => format!("{} to move", pos.seat_name(pos.turn())),
        };
        let title = state.name.clone().unwrap_or_else(|| {
            if seats == 2 {
                "Two-player game".into()
            } else if pos.options().teams {
                "Four-player team game".into()
            } else {
                "Four-player game".into()
            }
        });
        Summary {
            id: state.id.clone(),
            title,
            players: players.join(" · "),
            score: score.join("-"),
            status,
            moves: state.game.moves().len(),
            updated: state.updated,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Action;
    use martian_engine::Square;
    use std::rc::Rc;
    use yew::Reducible;

    fn played() -> Rc<PlayState> {
        let s = Rc::new(PlayState::new("abc".into(), Settings::default(), 10.0).unwrap());
        s.reduce(Action::ToggleClock).reduce(Action::HumanMove {
            from: Square::parse("d3").unwrap(),
            to: Square::parse("d5").unwrap(),
            now: 20.0,
            fork_id: "f".into(),
        })
    }

    #[test]
    fn a_game_survives_a_save_and_load() {
        let s = played().reduce(Action::Rename {
            name: Some("Friday".into()),
            now: 20.0,
        });
        let back = SavedGame::from_json(&SavedGame::of(&s).to_json()).unwrap();
        assert_eq!(back.game, s.game);
        assert_eq!(back.settings, s.settings);
        assert_eq!(back.name.as_deref(), Some("Friday"));
        assert_eq!((back.started, back.updated), (10.0, 20.0));
        assert_eq!(back.keys, s.keys);
        assert_eq!(back.stored_at, Some(20.0));
    }

    #[test]
    fn redo_survives_a_save_and_load() {
        let s = played().reduce(Action::Undo { now: 30.0 });
        assert_eq!(s.redo.len(), 1);
        let back = SavedGame::from_json(&SavedGame::of(&s).to_json()).unwrap();
        assert_eq!(back.redo, s.redo);
    }

    #[test]
    fn the_first_format_is_migrated() {
        let s = played();
        let v1 = format!(
            "{{\"format\":1,\"id\":\"abc\",\"settings\":{},\"record\":{},\"started\":10.0,\"updated\":20.0}}",
            serde_json::to_string(&s.settings).unwrap(),
            serde_json::to_string(&s.game.to_record()).unwrap()
        );
        let migrated = migrate(&v1).unwrap();
        assert_eq!(migrated.format, FORMAT);
        let back = migrated.to_state().unwrap();
        assert_eq!(back.game, s.game);
        assert_eq!(back.name, None);
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
        assert_eq!(game_key("x1"), "martian-chess/v2/game/x1");
        assert!(current_key().starts_with(NAMESPACE));
        assert_eq!(
            set_aside_key("martian-chess/v2/game/x1"),
            "martian-chess/set-aside/v2/game/x1"
        );
    }

    #[test]
    fn summaries_say_who_plays_and_how_it_stands() {
        let s = played();
        let sum = Summary::of(&s);
        assert_eq!(sum.players, "South · North (computer 3)");
        assert_eq!(sum.score, "0-0");
        assert_eq!(sum.status, "North to move");
        assert_eq!(sum.moves, 1);
    }
}
