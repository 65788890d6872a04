//! localStorage at the app's edge, for every game the app plays. Every write can fail (private
//! mode, a full quota): the failure comes back as words for the player, and the game goes on in
//! memory. Entries that cannot be read are set aside (kept, renamed out of the way) and named;
//! keys outside the app's namespace are never touched; a game another tab changed is never
//! silently overwritten.

use crate::services::saved_game::{
    current_key, current_key_of, game_key, games_prefix, migrate, review_key, set_aside_key,
    Persisted, SavedGame, Summary, FORMAT,
};

fn local() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| "this browser keeps no local storage here".to_string())
}

const FULL: &str =
    "Could not save: the browser's storage is full or blocked. The game goes on, but a reload would lose it.";

fn keys(store: &web_sys::Storage) -> Vec<String> {
    let n = store.length().unwrap_or(0);
    (0..n).filter_map(|i| store.key(i).ok().flatten()).collect()
}

fn set_aside(store: &web_sys::Storage, key: &str, text: &str) -> Result<(), String> {
    store
        .set_item(&set_aside_key(key), text)
        .map_err(|_| FULL.to_string())?;
    let _ = store.remove_item(key);
    Ok(())
}

/// Brings saves of older formats to the current one (the old entry is removed only once the
/// new one is written; one that cannot be read is set aside). Returns notices for the player.
pub fn migrate_old() -> Vec<String> {
    let Ok(store) = local() else {
        return Vec::new();
    };
    let mut notices = Vec::new();
    for format in 1..FORMAT {
        let prefix = games_prefix(format);
        for key in keys(&store).into_iter().filter(|k| k.starts_with(&prefix)) {
            let Some(text) = store.get_item(&key).ok().flatten() else {
                continue;
            };
            match migrate(&text) {
                Ok(saved) => {
                    let new_key = game_key(&saved.id);
                    let exists = store.get_item(&new_key).ok().flatten().is_some();
                    if exists || store.set_item(&new_key, &saved.to_json()).is_ok() {
                        let _ = store.remove_item(&key);
                    }
                }
                Err(e) => {
                    let id = key.trim_start_matches(&prefix).to_string();
                    if set_aside(&store, &key, &text).is_ok() {
                        notices.push(format!("An old saved game “{id}” could not be read ({e}); it was set aside, not deleted."));
                    }
                }
            }
        }
        let old_current = current_key_of(format);
        if let Some(id) = store.get_item(&old_current).ok().flatten() {
            if store.get_item(&current_key()).ok().flatten().is_none() {
                let _ = store.set_item(&current_key(), &id);
            }
            let _ = store.remove_item(&old_current);
        }
    }
    notices
}

/// How a save went.
#[derive(Debug, PartialEq)]
pub enum Saved {
    /// Written under the game's own key.
    Written,
    /// Another tab changed this game since this tab last saw it: this tab's game was written
    /// as a new game under the given id instead, so neither is lost.
    Forked(String),
}

/// Whether another tab changed this game in storage since this tab last saw it.
fn conflict<S: Persisted>(store: &web_sys::Storage, state: &S) -> bool {
    let stored = store.get_item(&game_key(state.id())).ok().flatten();
    let theirs = stored.as_deref().and_then(|t| migrate(t).ok());
    match (&theirs, state.stored_at()) {
        (Some(t), Some(at)) => t.updated != at && t.updated != state.updated(),
        (Some(t), None) => t.updated != state.updated(),
        (None, _) => false,
    }
}

/// Whether another tab changed this game since this tab last saw it (a link sealed there, for
/// one: this tab then seals none of its own).
pub fn changed_elsewhere<S: Persisted>(state: &S) -> bool {
    local().is_ok_and(|store| conflict(&store, state))
}

/// Writes the game and marks it as the one in progress.
pub fn save<S: Persisted>(state: &S) -> Result<Saved, String> {
    let store = local()?;
    let mut mine = state.to_saved();
    if conflict(&store, state) {
        mine.id = new_id();
        mine.name = Some(format!("{} (this tab)", state.name().unwrap_or("Game")));
        write(&store, &mine)?;
        return Ok(Saved::Forked(mine.id));
    }
    write(&store, &mine)?;
    Ok(Saved::Written)
}

/// Writes a save and marks it as the game in progress.
fn write(store: &web_sys::Storage, saved: &SavedGame) -> Result<(), String> {
    store
        .set_item(&game_key(&saved.id), &saved.to_json())
        .and_then(|_| store.set_item(&current_key(), &saved.id))
        .map_err(|_| FULL.to_string())
}

/// What loading found.
pub enum Loaded<T> {
    /// Nothing saved yet (a first visit).
    Nothing,
    /// The game in progress.
    Game(T),
    /// The saved game could not be read; it was set aside, not deleted.
    Unreadable(String),
}

/// Loads one saved game, read by `read` (the registry reads any game the app plays through its
/// rules); an unreadable one is set aside and named.
pub fn load_as<T>(
    id: &str,
    read: impl FnOnce(&SavedGame) -> Result<T, String>,
) -> Result<T, String> {
    let store = local()?;
    let key = game_key(id);
    let Some(text) = store.get_item(&key).ok().flatten() else {
        return Err(format!("The saved game “{id}” is no longer in storage."));
    };
    migrate(&text)
        .and_then(|saved| read(&saved))
        .map_err(|e| {
            let _ = set_aside(&store, &key, &text);
            format!("The saved game “{id}” could not be read: {e}. It was set aside in storage, not deleted.")
        })
}

/// Loads the game in progress, read by `read`.
pub fn load_current<T>(read: impl FnOnce(&SavedGame) -> Result<T, String>) -> Loaded<T> {
    let Ok(store) = local() else {
        return Loaded::Nothing;
    };
    let Some(id) = store.get_item(&current_key()).ok().flatten() else {
        return Loaded::Nothing;
    };
    match load_as(&id, read) {
        Ok(game) => Loaded::Game(game),
        Err(e) => Loaded::Unreadable(format!("{e} A new game was started.")),
    }
}

/// Every saved game's line (read by `summary`, which checks the game through its rules),
/// newest first, and a notice for each entry that had to be set aside.
pub fn list(
    summary: impl Fn(&SavedGame) -> Result<Summary, String>,
) -> (Vec<Summary>, Vec<String>) {
    let Ok(store) = local() else {
        return (Vec::new(), Vec::new());
    };
    let prefix = games_prefix(FORMAT);
    let mut games = Vec::new();
    let mut notices = Vec::new();
    for key in keys(&store).into_iter().filter(|k| k.starts_with(&prefix)) {
        let Some(text) = store.get_item(&key).ok().flatten() else {
            continue;
        };
        match migrate(&text).and_then(|saved| summary(&saved)) {
            Ok(line) => games.push(line),
            Err(e) => {
                let id = key.trim_start_matches(&prefix).to_string();
                notices.push(match set_aside(&store, &key, &text) {
                    Ok(()) => format!("The saved game “{id}” could not be read ({e}); it was set aside, not deleted."),
                    Err(_) => format!("The saved game “{id}” could not be read ({e}); it was left where it is."),
                });
            }
        }
    }
    games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    (games, notices)
}

/// Deletes a saved game, and its review.
pub fn delete(id: &str) -> Result<(), String> {
    let store = local()?;
    let _ = store.remove_item(&review_key(id));
    store
        .remove_item(&game_key(id))
        .map_err(|_| "Could not delete that game.".to_string())
}

/// The game (its id: `martian-chess`) of saved game `id`, if it is in storage and reads as a
/// save; nothing is set aside here (the game's own reader does that, through its rules).
pub fn game_of(id: &str) -> Option<String> {
    let text = local().ok()?.get_item(&game_key(id)).ok().flatten()?;
    migrate(&text).ok().map(|saved| saved.game)
}

/// The review kept with saved game `id` (its record with review comments), unchecked: the
/// reader checks it against the game before showing any of it.
pub fn review_text(id: &str) -> Option<String> {
    local().ok()?.get_item(&review_key(id)).ok().flatten()
}

/// Keeps `text`, a review of saved game `id`, beside it (a full storage says so in words; the
/// review on screen is not lost, only not kept).
pub fn save_review(id: &str, text: &str) -> Result<(), String> {
    local()?
        .set_item(&review_key(id), text)
        .map_err(|_| {
            "Could not keep the review: the browser's storage is full or blocked. It stays on screen; a reload computes it again.".to_string()
        })
}

/// Renames a saved game (an empty name goes back to the default title); `now` becomes its
/// last change, so other tabs see it. `check` reads the game through its rules first: an
/// unreadable one is set aside, not renamed.
pub fn rename(
    id: &str,
    name: Option<String>,
    now: f64,
    check: impl FnOnce(&SavedGame) -> Result<SavedGame, String>,
) -> Result<(), String> {
    let store = local()?;
    let mut saved = load_as(id, check)?;
    saved.name = name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty());
    saved.updated = now;
    store
        .set_item(&game_key(id), &saved.to_json())
        .map_err(|_| FULL.to_string())
}

/// A new game id: the time and a random part, so games never share a key.
pub fn new_id() -> String {
    let now = js_sys::Date::now() as u64;
    let random = (js_sys::Math::random() * 1e9) as u64;
    format!("{now:x}-{random:x}")
}

/// The saved game of a remote game (played with friends by link) by its remote id, if this
/// browser has one; unreadable entries are skipped here (listing sets them aside).
pub fn find_remote(game: &str, remote_id: &str) -> Option<SavedGame> {
    let store = local().ok()?;
    let prefix = games_prefix(FORMAT);
    keys(&store)
        .into_iter()
        .filter(|k| k.starts_with(&prefix))
        .filter_map(|k| store.get_item(&k).ok().flatten())
        .filter_map(|text| migrate(&text).ok())
        .find(|s| s.game == game && s.remote.as_ref().is_some_and(|r| r.id == remote_id))
}

/// The key of a setting of the app's own (not a game's): `martian-chess/setting/NAME`.
fn setting_key(name: &str) -> String {
    format!("{}setting/{name}", crate::services::saved_game::NAMESPACE)
}

/// A setting remembered in this browser (`None`: never set, or no storage here).
pub fn setting(name: &str) -> Option<String> {
    local().ok()?.get_item(&setting_key(name)).ok().flatten()
}

/// Remembers a setting; a failed write is not worth a word (the setting holds for the visit).
pub fn set_setting(name: &str, value: &str) {
    if let Ok(store) = local() {
        let _ = store.set_item(&setting_key(name), value);
    }
}
