//! What lies over a game's screen, for every game: its New game form (a game with a friend in any
//! seat is a game by link), its Embed dialog (of the open game, or of a New game form's start),
//! and the Export dialog of the open game.

use std::rc::Rc;

use yew::prelude::*;

use super::export::Export;
use super::screens::{GameScreens, NewGameForm};
use super::types::Screen;
use crate::history::remote::start_remote;
use crate::history::{History, HistoryAction, Player};
use crate::hooks::now;
use crate::services::storage;

/// A new game: with a friend in any seat, a game played by link (this device holds the
/// seats of people and the computer).
fn new_game<G: GameScreens>(settings: G::Settings) -> HistoryAction<G> {
    let (id, t) = (storage::new_id(), now());
    match History::<G>::new(id.clone(), settings.clone(), t) {
        Ok(mut fresh) if G::players(&fresh.settings).contains(&Player::Friend) => {
            start_remote(&mut fresh);
            HistoryAction::Restore(Box::new(fresh))
        }
        _ => HistoryAction::NewGame {
            id,
            settings,
            now: t,
        },
    }
}

/// The overlay, when the screen is one of this game's. `embed_start` is a New game form's start
/// for its Embed dialog (a board of that start, not of the open game).
pub fn room_overlay<G: GameScreens>(
    state: &UseReducerHandle<History<G>>,
    screen: &Screen,
    active: bool,
    embed_start: &UseStateHandle<Option<Rc<G::Rules>>>,
    on_screen: &Callback<Screen>,
    on_open: &Callback<&'static str>,
    chooser: Html,
) -> Html {
    let close = {
        let (on_screen, embed_start) = (on_screen.clone(), embed_start.clone());
        Callback::from(move |_: ()| {
            embed_start.set(None);
            on_screen.emit(Screen::Play)
        })
    };
    match screen {
        Screen::NewGame(id) if *id == G::ID => {
            let on_start = {
                let (dispatcher, on_open) = (state.dispatcher(), on_open.clone());
                let on_screen = on_screen.clone();
                Callback::from(move |settings: G::Settings| {
                    dispatcher.dispatch(new_game::<G>(settings));
                    on_open.emit(G::ID);
                    on_screen.emit(Screen::Play);
                })
            };
            let on_embed = {
                let (embed_start, on_screen) = (embed_start.clone(), on_screen.clone());
                Callback::from(move |settings: G::Settings| {
                    if let Ok(start) = G::start(&G::normalised(settings)) {
                        embed_start.set(Some(Rc::new(start)));
                        on_screen.emit(Screen::Embed(G::ID));
                    }
                })
            };
            G::new_game(NewGameForm {
                initial: state.settings.clone(),
                on_start,
                on_cancel: close,
                on_embed,
                chooser,
            })
        }
        Screen::Embed(id) if *id == G::ID => match &**embed_start {
            Some(start) => G::embed_dialog(start.clone(), 0, close),
            None => G::embed_dialog(Rc::new(state.game.clone()), state.shown_step(), close),
        },
        Screen::Export if active => html! {
            <Export record={AttrValue::from(G::record(&state.game))}
                file_name={AttrValue::from(format!("{}-{}", G::ID, state.id))} on_close={close} />
        },
        _ => html! {},
    }
}
