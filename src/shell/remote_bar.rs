//! A game played by link, in its room: the link it owes is sealed as soon as it is due and the
//! "Send your move" panel opens; the bar above the board says whose turn it is and sends the
//! last link again.

use yew::prelude::*;

use super::screens::GameScreens;
use crate::history::{History, HistoryAction, Playable};
use crate::hooks::now;
use crate::widgets::send_link::SendLink;

/// Fresh random bytes from the browser's cryptographic source (dice seeds and nonces).
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

/// Seals the link a game with friends owes after a step (while `active`), and opens the panel
/// that sends it.
#[hook]
pub fn use_link_seal<G: Playable>(
    state: &UseReducerHandle<History<G>>,
    active: bool,
    send_open: &UseStateHandle<bool>,
) {
    let (state, send_open) = (state.clone(), send_open.clone());
    let due = if active { state.link_due() } else { None };
    use_effect_with(due, move |due| {
        if let Some(to) = *due {
            let mut sealed = (*state).clone();
            sealed.seal(to, &random_bytes(512));
            state.dispatch(HistoryAction::Sealed {
                steps: sealed.steps().len(),
                remote: sealed.remote.map(Box::new),
                notice: sealed.notice,
                now: now(),
            });
            send_open.set(true);
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
            <div class="remote-bar" role="status">
                <span>{ format!("Played by link · {status}") }</span>
                if r.last.is_some() {
                    <button class="secondary" onclick={on_open.reform(|_: MouseEvent| true)}>{ "Send the link again" }</button>
                }
            </div>
            { panel }
        </>
    }
}
