//! localStorage at the app's edge. Every write can fail (private mode, a full quota): the
//! failure comes back as words for the player, the game goes on in memory.

use crate::services::saved_game::{current_key, game_key, SavedGame};
use crate::state::PlayState;

fn local() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| "this browser keeps no local storage here".to_string())
}

/// Writes the game and marks it as the one in progress.
pub fn save(state: &PlayState) -> Result<(), String> {
    let store = local()?;
    let json = SavedGame::of(state).to_json();
    store
        .set_item(&game_key(&state.id), &json)
        .and_then(|_| store.set_item(&current_key(), &state.id))
        .map_err(|_| {
            "Could not save: the browser's storage is full or blocked. The game goes on, but a reload would lose it.".to_string()
        })
}

/// What loading found.
pub enum Loaded {
    /// Nothing saved yet (a first visit).
    Nothing,
    /// The game in progress.
    Game(Box<PlayState>),
    /// The saved game could not be read; it is left in storage untouched.
    Unreadable(String),
}

/// Loads the game in progress.
pub fn load_current() -> Loaded {
    let Ok(store) = local() else {
        return Loaded::Nothing;
    };
    let Some(id) = store.get_item(&current_key()).ok().flatten() else {
        return Loaded::Nothing;
    };
    match store.get_item(&game_key(&id)).ok().flatten() {
        None => Loaded::Unreadable(format!("The saved game “{id}” is missing from storage.")),
        Some(text) => match SavedGame::from_json(&text) {
            Ok(state) => Loaded::Game(Box::new(state)),
            Err(e) => Loaded::Unreadable(format!(
                "The saved game “{id}” could not be read: {e}. It was kept in storage as it is; a new game was started."
            )),
        },
    }
}

/// A new game id: the time and a random part, so games never share a key.
pub fn new_id() -> String {
    let now = js_sys::Date::now() as u64;
    let random = (js_sys::Math::random() * 1e9) as u64;
    format!("{now:x}-{random:x}")
}
