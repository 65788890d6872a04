//! Every change of the game is saved as it is made (and a game opened from elsewhere is saved
//! at once). A failed write is told to the player; the game goes on in memory. Any game the
//! app plays, while it is the one open (the other game's reducer waits, unsaved).

use yew::prelude::*;

use super::stored_game::StoredGame;
use crate::services::storage::{self, Saved};

/// Saves the game in `state` after every change, while `active`.
#[hook]
pub fn use_autosave<S: StoredGame>(state: &UseReducerHandle<S>, active: bool) {
    let (state_now, dispatcher) = ((**state).clone(), state.dispatcher());
    let key = (state.save_key(), active);
    use_effect_with(key, move |(_, active)| {
        if !*active {
            return;
        }
        match storage::save(&state_now) {
            Ok(Saved::Written) => dispatcher.dispatch(S::saved(state_now.updated())),
            Ok(Saved::Forked(id)) => dispatcher.dispatch(S::saved_as(id, state_now.updated())),
            Err(message) => dispatcher.dispatch(S::notice(Some(message))),
        }
    });
}
