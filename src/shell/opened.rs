//! Saves and records of any registered game, read through their own game's rules: what
//! storage, the saved-games list, import and share links hand the shell.

use looney_pyramids::{split_tags, Token, Tokens};

use super::types::{GameEntry, LoadedGame, OpenedRecord};
use crate::services::saved_game::{SavedGame, Summary};
use crate::services::storage::{self, Loaded};

/// A save of any registered game, read through its game's rules.
pub fn read_save(games: &[GameEntry], saved: &SavedGame) -> Result<LoadedGame, String> {
    let entry = games.iter().find(|g| g.id == saved.game).ok_or_else(|| {
        format!(
            "it is a game of “{}”, which this app does not play",
            saved.game
        )
    })?;
    (entry.read_save)(saved)
}

/// Which registered game a record is: its `Game` tag (by id or name), or with none the game
/// that claims its first word, else the first game. A record of another game is refused in
/// words.
pub fn game_of_record<'a>(games: &'a [GameEntry], text: &str) -> Result<&'a GameEntry, String> {
    let first = games.first().ok_or("no game is registered")?;
    let Ok((tags, rest)) = split_tags(text) else {
        // The game's own reader will name the bad tag line.
        return Ok(first);
    };
    if let Some(tag) = tags.iter().find(|t| t.name == "Game") {
        let value = tag.value.trim();
        return games
            .iter()
            .find(|g| g.id == value || g.title == value)
            .ok_or_else(|| {
                let titles: Vec<&str> = games.iter().map(|g| g.title).collect();
                format!(
                    "this is a record of “{value}”, which this app does not play (it plays {})",
                    titles.join(" and ")
                )
            });
    }
    let first_word = Tokens::new(rest).find_map(|t| match t {
        Ok(Token::Word(w)) => Some(w),
        _ => None,
    });
    Ok(games
        .iter()
        .find(|g| (g.claims_untagged)(first_word))
        .unwrap_or(first))
}

/// Reads a record of any registered game: which game, then every move or action through that
/// The longest record read (a shared link's or an imported file's): a 300-turn Sandships game
/// with a review's comment on every action is under a third of it. A longer one is refused
/// before it is parsed, so it can neither hang the page nor fill the storage it would be
/// saved to.
pub const MAX_RECORD: usize = 256 * 1024;

/// game's rules. The first bad one is named; nothing is opened.
pub fn read_record(games: &[GameEntry], text: &str) -> Result<OpenedRecord, String> {
    if text.len() > MAX_RECORD {
        return Err(format!(
            "it is longer than any game's record ({} KB; at most {} KB are read)",
            text.len() / 1024,
            MAX_RECORD / 1024
        ));
    }
    let entry = game_of_record(games, text)?;
    (entry.read_record)(text)
}

/// Loads one saved game (an unreadable one is set aside and named).
pub fn load(games: &[GameEntry], id: &str) -> Result<LoadedGame, String> {
    storage::load_as(id, |saved| read_save(games, saved))
}

/// Loads the game in progress.
pub fn load_current(games: &[GameEntry]) -> Loaded<LoadedGame> {
    storage::load_current(|saved| read_save(games, saved))
}

/// Every saved game's line, newest first, and notices for entries set aside.
pub fn list(games: &[GameEntry]) -> (Vec<Summary>, Vec<String>) {
    storage::list(|saved| read_save(games, saved).map(|g| g.summary))
}

/// Renames a saved game, after reading it through its rules.
pub fn rename(games: &[GameEntry], id: &str, name: Option<String>, now: f64) -> Result<(), String> {
    storage::rename(id, name, now, |saved| {
        read_save(games, saved).map(|g| g.saved)
    })
}
