//! The dialog a turn link opens when it needs the player's word: an invitation to a game by
//! link (with each player's key said in words, to compare with the friends), or a fork of a
//! game to keep as a game of its own. Nothing is saved unless the player accepts.

use std::rc::Rc;

use yew::prelude::*;

use super::key_words::{key_list, KeyLine};
use super::types::LinkOutcome;
use turn_link::Verdict;

/// Props.
#[derive(Properties, PartialEq)]
pub struct InvitationProps {
    /// What the link does.
    pub outcome: Rc<LinkOutcome>,
    /// Accept (open and keep the game).
    pub on_accept: Callback<()>,
    /// Not now (nothing is kept).
    pub on_close: Callback<()>,
}

/// The dialog.
#[function_component(Invitation)]
pub fn invitation(props: &InvitationProps) -> Html {
    let fork = matches!(props.outcome.verdict, Verdict::Fork { .. });
    let (title, accept) = match fork {
        true => ("A fork of your game", "Keep it"),
        false => ("A game by link", "Accept"),
    };
    let words = &props.outcome.fingerprints;
    let fingerprints = (!fork && !words.is_empty()).then(|| {
        html! {
            <div class="fingerprints">
                <p class="form-note">{ "Each player's device signs the whole game with a key of its own. Compare these words with your friends (by voice or another message); different words mean a link was changed on the way. Yours is made with your first link: all of them are in Players' keys, over the board." }</p>
                { key_list(words.iter().map(|(who, said)| KeyLine {
                    who: who.clone(),
                    words: Some(said.clone()),
                    missing: "",
                }).collect()) }
            </div>
        }
    });
    let on_accept = props.on_accept.reform(|_: MouseEvent| ());
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <div class="dialog-backdrop">
            <div class="dialog invite" role="dialog" aria-modal="true" aria-labelledby="invite-title">
                <h2 id="invite-title">{ title }</h2>
                <p class="invite-message">{ props.outcome.message.clone() }</p>
                { fingerprints.unwrap_or_default() }
                <p class="form-note">{ "Your moves go back by link: nothing reaches a server. Every move in the links is checked by the rules." }</p>
                <div class="actions">
                    <button class="secondary" onclick={on_close}>{ "Not now" }</button>
                    <button class="primary" onclick={on_accept}>{ accept }</button>
                </div>
            </div>
        </div>
    }
}
