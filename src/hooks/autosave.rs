//! Every change of the game is saved as it is made (and a game opened from elsewhere is saved
//! at once). A failed write is told to the player; the game goes on in memory.

use yew::prelude::*;

use crate::services::storage::{self, Saved};
use crate::state::{Action, PlayState};

/// Saves the game in `state` after every change.
#[hook]
pub fn use_autosave(state: &UseReducerHandle<PlayState>) {
    let (state_now, dispatcher) = ((**state).clone(), state.dispatcher());
    let key = (
        state.id.clone(),
        state.game.moves().len(),
        state.updated.to_bits(),
        state.name.clone(),
    );
    use_effect_with(key, move |_| match storage::save(&state_now) {
        Ok(Saved::Written) => dispatcher.dispatch(Action::Saved(state_now.updated)),
        Ok(Saved::Forked(id)) => dispatcher.dispatch(Action::SavedAs {
            id,
            updated: state_now.updated,
        }),
        Err(message) => dispatcher.dispatch(Action::Notice(Some(message))),
    });
}
