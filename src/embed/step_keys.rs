//! Stepping through a line with the keyboard, for both games' step boards: ← and → one step,
//! Home and End to either end, once the frame has the focus.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// While `active`, the arrow keys, Home and End move `cursor` between 0 and `total`.
#[hook]
pub fn use_step_keys(active: bool, cursor: UseStateHandle<usize>, total: usize) {
    let at = *cursor;
    use_effect_with((active, at, total), move |&(active, at, total)| {
        let listener = active.then(|| {
            // Not passive: the keys must not also scroll the frame.
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(
                &gloo::utils::document(),
                "keydown",
                options,
                move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    let next = match e.key().as_str() {
                        "ArrowLeft" => at.saturating_sub(1),
                        "ArrowRight" => (at + 1).min(total),
                        "Home" => 0,
                        "End" => total,
                        _ => return,
                    };
                    e.prevent_default();
                    cursor.set(next);
                },
            )
        });
        move || drop(listener)
    });
}
