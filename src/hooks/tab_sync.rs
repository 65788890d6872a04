//! Two tabs on one game: when another tab saves the game open here, this tab shows that
//! version (with a notice) instead of overwriting it later. The browser's `storage` event only
//! reaches the other tabs, never the writer. Any game the app plays.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::stored_game::StoredGame;
use crate::services::saved_game::{game_key, SavedGame};
use crate::services::storage;

/// Follows other tabs' changes to the game in `state`, while `active`.
#[hook]
pub fn use_tab_sync<S: StoredGame>(state: &UseReducerHandle<S>, active: bool) {
    let (dispatcher, id, stored_at) = (
        state.dispatcher(),
        state.id().to_string(),
        state.stored_at(),
    );
    use_effect_with(
        (id, stored_at.map(f64::to_bits), active),
        move |(id, _, active)| {
            let key = game_key(id);
            let id = id.clone();
            let active = *active;
            let listener = EventListener::new(&gloo::utils::window(), "storage", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else {
                    return;
                };
                if !active
                    || event.key().as_deref() != Some(key.as_str())
                    || event.new_value().is_none()
                {
                    return;
                }
                let read = |saved: &SavedGame| match saved.game == S::GAME {
                    true => S::from_saved(saved).map(Some),
                    false => Ok(None),
                };
                let Some(mut theirs) = storage::load_as(&id, read).ok().flatten() else {
                    return;
                };
                if Some(theirs.updated()) != stored_at {
                    theirs.set_notice(
                        "This game was changed in another tab; showing its latest moves.".into(),
                    );
                    dispatcher.dispatch(S::restore(theirs));
                }
            });
            move || drop(listener)
        },
    );
}
