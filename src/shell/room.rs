//! One game's room in the shell, written once for every game: it keeps the game's history
//! (a reducer that lives while the app does, so switching games keeps each one as it was),
//! saves every change, follows other tabs, runs the computer's seats, takes the shell's
//! letters, and draws the game's screens when the shell's screen is theirs.

use std::marker::PhantomData;
use std::rc::Rc;

use yew::prelude::*;

use super::letters::{GameToOpen, Letter};
use super::remote_bar::{remote_bar, use_link_seal};
use super::room_overlay::room_overlay;
use super::screens::GameScreens;
use super::types::{RoomProps, Screen};
use crate::history::{History, HistoryAction};
use crate::hooks::study::use_study;
use crate::hooks::{now, use_autosave, use_computer_seats, use_tab_sync};
use crate::services::saved_game::Persisted;
use crate::services::storage;

/// A game as its room opens it: read back through its rules (`None`: it does not read, or it
/// is another game's).
fn opened<G: GameScreens>(game: &GameToOpen) -> Option<History<G>> {
    let mut state = History::<G>::from_saved(&game.saved).ok()?;
    state.stored_at = game.stored_at;
    state.notice = game.notice.clone();
    Some(state)
}

/// A fresh game (the default settings always start; other settings fall back to them).
pub fn fresh<G: GameScreens>(settings: G::Settings) -> History<G> {
    let (id, t) = (storage::new_id(), now());
    History::new(id.clone(), settings, t)
        .or_else(|_| History::new(id, G::Settings::default(), t))
        .expect("a game's default settings start a game")
}

/// The history's actions for a letter from the shell.
fn read_letter<G: GameScreens>(letter: &Letter) -> Vec<HistoryAction<G>> {
    match letter {
        Letter::Open { game, .. } => opened::<G>(game)
            .map(|s| HistoryAction::Restore(Box::new(s)))
            .into_iter()
            .collect(),
        Letter::Rename(name, t) => vec![HistoryAction::Rename {
            name: name.clone(),
            now: *t,
        }],
        Letter::Restart => vec![HistoryAction::NewGame {
            id: storage::new_id(),
            settings: G::Settings::default(),
            now: now(),
        }],
        Letter::Notice(message) => vec![HistoryAction::Notice(Some(message.clone()))],
    }
}

/// The room of game `G`.
#[function_component(Room)]
pub fn room<G: GameScreens>(props: &RoomProps) -> Html {
    let _game: PhantomData<G> = PhantomData;
    let state = {
        let (opening, notice) = (props.opening.clone(), props.first_notice.clone());
        use_reducer_eq(move || {
            let mut state = opening
                .as_ref()
                .and_then(opened::<G>)
                .unwrap_or_else(|| fresh::<G>(G::Settings::default()));
            state.notice = state.notice.take().or(notice);
            state
        })
    };
    let active = props.active;
    // The "Send your move" panel of a game played by link.
    let send_open = use_state(|| false);
    // A New game form's "Embed": a board of that start, not of the open game.
    let embed_start = use_state(|| None::<Rc<G::Rules>>);

    use_autosave(&state, active);
    use_tab_sync(&state, active);
    use_computer_seats(&state, &props.ai, active);
    let study = use_study(&state, &props.ai, active && props.screen == Screen::Play);
    use_link_seal(&state, active, &send_open);
    {
        let (dispatcher, send_open) = (state.dispatcher(), send_open.clone());
        let letters = Callback::from(move |letter: Letter| {
            if matches!(
                letter,
                Letter::Open {
                    send_again: true,
                    ..
                }
            ) {
                send_open.set(true);
            }
            for action in read_letter::<G>(&letter) {
                dispatcher.dispatch(action);
            }
        });
        props.mailboxes.set(G::ID, letters);
    }
    {
        let on_current = props.on_current.clone();
        use_effect_with((state.id.clone(), active), move |(id, active)| {
            if *active {
                on_current.emit(id.clone());
            }
        });
    }

    let close = props.on_screen.reform(|()| Screen::Play);
    let body = match &props.screen {
        Screen::Rules(id) if *id == G::ID => G::how_to_play(close, props.learn.clone()),
        screen if active && !screen.replaces_play() => G::play_screen(state.clone(), study),
        _ => html! {},
    };
    let plays_here = active && !props.screen.replaces_play();
    let send_panel = *send_open;
    html! {
        <>
            if plays_here {
                { remote_bar::<G>(&state, send_panel, Callback::from(move |o| send_open.set(o)),
                    props.screen == Screen::Play) }
            }
            { body }
            { room_overlay(&state, &props.screen, active, &embed_start, &props.on_screen,
                &props.on_open, props.chooser.clone()) }
        </>
    }
}
