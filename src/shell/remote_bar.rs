//! A game played by link, in its room: the link it owes is sealed as soon as it is due and the
//! "Send your move" panel opens; the bar above the board says whose turn it is and sends the
//! last link again.

use yew::prelude::*;

use super::key_words::{key_list, KeyLine};
use super::screens::GameScreens;
use crate::history::{History, HistoryAction, Playable};
use crate::hooks::now;
use crate::services::remote_game::RemoteGame;
use crate::services::storage::{self, Saved};
use crate::widgets::send_link::SendLink;

/// Fresh random bytes from the browser's cryptographic source (signing keys and dice seeds).
fn random_bytes(n: usize) -> Vec<u8> {
    let mut bytes = vec![0u8; n];
    if let Ok(crypto) = gloo::utils::window().crypto() {
        let _ = crypto.get_random_values_with_u8_array(&mut bytes);
    }
    bytes
}

/// The whole link to send: this page's address with the fragment.
fn link_url(fragment: &str) -> String {
    let location = gloo::utils::window().location();
    let href = location.href().unwrap_or_default();
    format!("{}#{fragment}", href.split('#').next().unwrap_or_default())
}

/// What the player is told when a sealed link could not be saved: it is not shown, so no
/// link goes out that a reload would seal again with other dice values.
const UNSAVED: &str = "Your link was not made: a link is saved before it is shown, and the browser's storage is full or blocked. Free some room, then reload to make it.";

/// What the player is told when another tab changed the game first.
const OTHER_TAB: &str =
    "This game changed in another tab: its link is made there. Reload to see it here.";

/// Seals the link a game with friends owes after a step (while `active`), saves it, and only
/// then opens the panel that sends it: a link shown is a link stored, so a reload or a second
/// tab never seals the same turn again with other dice values. A tab whose copy another tab
/// changed seals nothing.
#[hook]
pub fn use_link_seal<G: Playable>(
    state: &UseReducerHandle<History<G>>,
    active: bool,
    send_open: &UseStateHandle<bool>,
) {
    let (state, send_open) = (state.clone(), send_open.clone());
    let due = if active { state.link_due() } else { None };
    use_effect_with(due, move |due| {
        let Some(to) = *due else { return };
        if storage::changed_elsewhere(&*state) {
            state.dispatch(HistoryAction::Notice(Some(OTHER_TAB.into())));
            return;
        }
        let mut sealed = (*state).clone();
        sealed.seal(to, &random_bytes(512));
        if sealed.remote == state.remote {
            // The random source failed: nothing was sealed, and the notice says so.
            state.dispatch(HistoryAction::Notice(sealed.notice));
            return;
        }
        let at = now();
        sealed.updated = at;
        match storage::save(&sealed) {
            Ok(Saved::Written) => {
                state.dispatch(HistoryAction::Sealed {
                    steps: sealed.steps().len(),
                    remote: sealed.remote.map(Box::new),
                    notice: sealed.notice,
                    now: at,
                });
                state.dispatch(HistoryAction::Saved(at));
                send_open.set(true);
            }
            Ok(Saved::Forked(_)) => state.dispatch(HistoryAction::Notice(Some(OTHER_TAB.into()))),
            Err(_) => state.dispatch(HistoryAction::Notice(Some(UNSAVED.into()))),
        }
    });
}

/// The bar over a game played by link, and the "Send your move" panel when `open` (the panel
/// only when `panel_allowed`: the play screen is up with nothing over it).
pub fn remote_bar<G: GameScreens>(
    state: &History<G>,
    open: bool,
    on_open: Callback<bool>,
    panel_allowed: bool,
) -> Html {
    let Some(r) = &state.remote else {
        return Html::default();
    };
    let status = state.remote_status().unwrap_or_default();
    let panel = match (&r.last, open && panel_allowed) {
        (Some(fragment), true) => {
            let to = usize::from(r.last_to);
            let why = state.link_purpose();
            html! { <SendLink url={link_url(fragment)} to={r.name(to)} why={why}
            game={<G as Playable>::TITLE} on_close={on_open.reform(|()| false)} /> }
        }
        _ => html! {},
    };
    html! {
        <>
            <div class="remote-bar">
                <span role="status">{ format!("Played by link · {status}") }</span>
                if r.last.is_some() {
                    <button class="secondary" onclick={on_open.reform(|_: MouseEvent| true)}>{ "Send the link again" }</button>
                }
                { players_keys(r) }
            </div>
            { panel }
        </>
    }
}

/// Every player's key in words, this device's own too: the players read them to each other to
/// catch a key swapped on the way.
fn players_keys(r: &RemoteGame) -> Html {
    html! {
        <details class="players-keys">
            <summary>
                { "Players' keys" }
                if r.keys_new {
                    <span class="keys-new">{ " · a new key to compare" }</span>
                }
            </summary>
            <p class="form-note">{ "Each device signs the whole game with a key of its own. Read these words to each other (by voice or another message): if any differ between your screens, a link was changed on its way." }</p>
            { key_list(r.players_keys().into_iter().map(|h| KeyLine {
                who: match h.yours {
                    true => format!("{} (you)", h.seats),
                    false => h.seats,
                },
                words: h.words,
                missing: match h.yours {
                    true => "no key yet: it is made with your first link",
                    false => "no key yet: it comes with their first link",
                },
            }).collect()) }
        </details>
    }
}
