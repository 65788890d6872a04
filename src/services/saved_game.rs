//! The saved form of a game, for every game the app plays: versioned JSON that names its game
//! and holds that game's settings and its game record (the game's own text format, so a save
//! is also an export). Loading re-checks every move through the game's rules: a save is never
//! trusted. Older formats are migrated, never dropped.
//!
//! Format 3 (this one) names the game; formats 1 and 2 (the first releases) were Martian Chess
//! only. Each format lives under its own keys (`martian-chess/v3/...`), so an older version of
//! the app still open in another tab never reads, and never sets aside, a game it does not
//! know.

use serde::{Deserialize, Serialize};

pub use super::remote_game::RemoteGame;

/// The current save format.
pub const FORMAT: u32 = 3;

/// The game of every save of formats 1 and 2, written when Martian Chess was the app's only
/// game; also the game of a format-3 save that names none.
pub const FIRST_FORMATS_GAME: &str = "martian-chess";

fn first_formats_game() -> String {
    FIRST_FORMATS_GAME.to_string()
}

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

/// Storage key of a saved game's review: its record with the review's comments
/// (`study::comments`), kept beside the game and deleted with it.
pub fn review_key(id: &str) -> String {
    format!("{NAMESPACE}v{FORMAT}/review/{id}")
}

/// Whether `id` has the shape of the ids this app gives its saved games (`new_id`: hex digits
/// and a dash): an id read from an address is checked before it names a storage key.
pub fn is_game_id(id: &str) -> bool {
    (1..=40).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
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

/// One saved game (format 3).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct SavedGame {
    /// Save format.
    pub format: u32,
    /// Which game it is: the game's id (`martian-chess`, `sandships`).
    #[serde(default = "first_formats_game")]
    pub game: String,
    /// Its id.
    pub id: String,
    /// The name the player gave it.
    #[serde(default)]
    pub name: Option<String>,
    /// Its settings, in its game's own shape.
    pub settings: serde_json::Value,
    /// The game record.
    pub record: String,
    /// Moves or actions taken back (their texts, newest last), for redo.
    #[serde(default)]
    pub redo: Vec<String>,
    /// When it began (ms since 1970).
    pub started: f64,
    /// When it was last changed.
    pub updated: f64,
    /// A game played with friends by link: what this device keeps of it (none for a game on
    /// this screen, so such saves are written exactly as before remote play).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote: Option<RemoteGame>,
    /// The hints asked for in it (none is not written, so such saves read as before hints).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The save format of a stored entry, if it says.
fn format_of(text: &str) -> Option<u32> {
    #[derive(Deserialize)]
    struct Probe {
        format: u32,
    }
    serde_json::from_str::<Probe>(text).ok().map(|p| p.format)
}

/// Brings a stored entry of any known format to the current one. Formats 1 (no name, no
/// redo) and 2 were Martian Chess games with the same fields; format 3 names its game.
pub fn migrate(text: &str) -> Result<SavedGame, String> {
    let read = |text: &str| {
        serde_json::from_str::<SavedGame>(text).map_err(|e| format!("it is not a saved game ({e})"))
    };
    match format_of(text) {
        Some(1 | 2) => {
            let mut saved = read(text)?;
            saved.format = FORMAT;
            saved.game = first_formats_game();
            Ok(saved)
        }
        Some(FORMAT) => read(text),
        Some(other) => Err(format!(
            "it has save format {other}, which this version does not know"
        )),
        None => Err("it is not a saved game (no format)".into()),
    }
}

impl SavedGame {
    /// As stored.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Its settings in the game's own shape; the error says what is wrong.
    pub fn settings_as<T: serde::de::DeserializeOwned>(&self) -> Result<T, String> {
        serde_json::from_value(self.settings.clone())
            .map_err(|e| format!("its settings cannot be read ({e})"))
    }
}

/// What every game's state offers the game-agnostic machinery (storage, the saved-games list,
/// records, tabs): the one small interface a game implements to be saved, listed and synced.
pub trait Persisted: Sized {
    /// Which game: its id in saves.
    const GAME: &'static str;
    /// Its save.
    fn to_saved(&self) -> SavedGame;
    /// The game from a save, replayed and checked through its rules.
    fn from_saved(saved: &SavedGame) -> Result<Self, String>;
    /// Its line in the saved-games list.
    fn summary(&self) -> Summary;
    /// Its id.
    fn id(&self) -> &str;
    /// When it was last changed.
    fn updated(&self) -> f64;
    /// The `updated` of the stored copy as this tab last wrote or read it.
    fn stored_at(&self) -> Option<f64>;
    /// Its name, if the player gave one.
    fn name(&self) -> Option<&str>;
}

/// A line of the saved-games list.
#[derive(Clone, PartialEq, Debug)]
pub struct Summary {
    /// The game's id.
    pub id: String,
    /// Which game: its id.
    pub game: &'static str,
    /// Which game: its name.
    pub game_title: &'static str,
    /// Its name, or one made from the players.
    pub title: String,
    /// Who plays: "South · North (computer 3)".
    pub players: String,
    /// How it stands: the scores (`score 12-9`), or the cities held.
    pub standing: String,
    /// Whose turn, or the result.
    pub status: String,
    /// Moves (or actions) played, in words: "14 moves".
    pub progress: String,
    /// When last played.
    pub updated: f64,
    /// For a game played with friends by link: whose turn, in words ("your move", "waiting
    /// for Amber").
    pub remote: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_namespaced_and_versioned() {
        assert_eq!(game_key("x1"), "martian-chess/v3/game/x1");
        assert_eq!(current_key(), "martian-chess/v3/current");
        assert_eq!(
            set_aside_key("martian-chess/v3/game/x1"),
            "martian-chess/set-aside/v3/game/x1"
        );
    }

    #[test]
    fn older_formats_are_martian_chess_games() {
        let v1 = r#"{"format":1,"id":"a","settings":{"x":1},"record":"1. d3-d5","started":1.0,"updated":2.0}"#;
        let saved = migrate(v1).unwrap();
        assert_eq!(
            (saved.format, saved.game.as_str()),
            (FORMAT, "martian-chess")
        );
        assert_eq!((saved.name, saved.redo.len()), (None, 0));
        let v2 = r#"{"format":2,"id":"a","name":"Friday","settings":{},"record":"","redo":["d3-d5"],"started":1.0,"updated":2.0}"#;
        let saved = migrate(v2).unwrap();
        assert_eq!(saved.name.as_deref(), Some("Friday"));
        assert_eq!(saved.redo, vec!["d3-d5".to_string()]);
        assert!(migrate("{").unwrap_err().contains("not a saved game"));
        assert!(migrate(r#"{"format":99}"#)
            .unwrap_err()
            .contains("format 99"));
        let v3 = SavedGame {
            game: "sandships".into(),
            ..saved
        };
        assert_eq!(migrate(&v3.to_json()).unwrap(), v3);
    }
}
