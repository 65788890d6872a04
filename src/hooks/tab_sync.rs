//! Two tabs on one game: when another tab saves the game open here, this tab shows that
//! version (with a notice) instead of overwriting it later. The browser's `storage` event only
//! reaches the other tabs, never the writer.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::services::saved_game::game_key;
use crate::services::storage;
use crate::state::{Action, PlayState};

/// Follows other tabs' changes to the game in `state`.
#[hook]
pub fn use_tab_sync(state: &UseReducerHandle<PlayState>) {
    let (dispatcher, id, stored_at) = (state.dispatcher(), state.id.clone(), state.stored_at);
    use_effect_with((id, stored_at.map(f64::to_bits)), move |(id, _)| {
        let key = game_key(id);
        let id = id.clone();
        let listener = EventListener::new(&gloo::utils::window(), "storage", move |event| {
            let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else {
                return;
            };
            if event.key().as_deref() != Some(key.as_str()) || event.new_value().is_none() {
                return;
            }
            if let Ok(mut theirs) = storage::load(&id) {
                if Some(theirs.updated) != stored_at {
                    theirs.notice = Some(
                        "This game was changed in another tab; showing its latest moves.".into(),
                    );
                    dispatcher.dispatch(Action::Restore(Box::new(theirs)));
                }
            }
        });
        move || drop(listener)
    });
}
