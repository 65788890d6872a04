//! Links that arrive in the address bar, however they arrive (a fresh load, or pasted into a tab
//! that already shows the app, which changes only the fragment): a shared game (`#game=`) opens
//! after asking who plays which seat; a turn link of a game with friends (`#turn=`) is an
//! invitation to accept, or brings the game up to date. The fragment is then cleared from the
//! address bar, so a reload does not open it twice.

use std::rc::Rc;

use turn_link::Verdict;
use yew::prelude::*;

use super::control::ShellControl;
use super::letters::GameToOpen;
use super::opened;
use super::turn_links;
use super::types::Screen;

/// What the fragment holds.
enum Incoming {
    /// A shared game's record.
    Shared(String),
    /// A turn link (the whole fragment).
    Turn(String),
}

/// Reads and clears the fragment, if it is a link.
fn take_fragment() -> Option<Incoming> {
    let window = gloo::utils::window();
    let hash = window.location().hash().ok()?;
    let incoming = if let Some(encoded) = hash.strip_prefix("#game=") {
        Incoming::Shared(js_sys::decode_uri_component(encoded).ok()?.into())
    } else if hash.starts_with("#turn=") {
        Incoming::Turn(hash)
    } else {
        return None;
    };
    if let Ok(history) = window.history() {
        let path = window.location().pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some(incoming)
}

/// Opens whatever link the fragment holds.
fn take_link(shell: &ShellControl) {
    match take_fragment() {
        Some(Incoming::Shared(record)) => match opened::read_record(shell.games, &record) {
            Ok(game) => shell.show(Screen::Seats(Rc::new(game), "Shared game")),
            Err(e) => shell.notice(format!("The shared game could not be opened: {e}")),
        },
        Some(Incoming::Turn(text)) => match turn_links::open(shell.games, &text) {
            // An invitation or a fork is kept only if the player says so.
            Ok(outcome)
                if matches!(outcome.verdict, Verdict::Invitation | Verdict::Fork { .. }) =>
            {
                shell.show(Screen::Invite(Rc::new(outcome)))
            }
            Ok(outcome) => {
                let open = GameToOpen {
                    notice: Some(outcome.message.clone()),
                    ..outcome.open.clone()
                };
                shell.open(outcome.game, open, false);
                shell.show(Screen::Play);
            }
            Err(message) => shell.notice(message),
        },
        None => {}
    }
}

/// Reads a link in the address bar when the app starts, and every time the fragment changes.
#[hook]
pub fn use_incoming_links(shell: &ShellControl) {
    let shell = shell.clone();
    use_effect_with((), move |_| {
        take_link(&shell);
        let listener =
            gloo::events::EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                take_link(&shell)
            });
        move || drop(listener)
    });
}
