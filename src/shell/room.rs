//! One game's room in the shell, written once for every game: it keeps the game's history
//! (a reducer that lives while the app does, so switching games keeps each one as it was),
//! saves every change, follows other tabs, runs the computer's seats, takes the shell's
//! letters, and draws the game's screens when the shell's screen is theirs.

use std::any::Any;
use std::marker::PhantomData;
use std::rc::Rc;

use yew::prelude::*;

use super::export::Export;
use super::screen::{LetterBody, Mailboxes, Screen};
use super::screens::{GameScreens, NewGameForm};
use super::turn_links::start_remote;
use crate::history::{History, HistoryAction, Player};
use crate::hooks::ai_worker::AiHandle;
use crate::hooks::{now, use_autosave, use_tab_sync};
use crate::services::storage;
use crate::widgets::send_link::SendLink;

/// The game a room starts with: a loaded game of its own, and a message for the player.
#[derive(Clone, Default)]
pub struct Opening {
    /// The loaded history, if the game in progress is of this room's game.
    pub state: Option<Rc<dyn Any>>,
    /// A message to show with it.
    pub notice: Option<String>,
}

/// Openings compare by the game they carry.
impl PartialEq for Opening {
    fn eq(&self, other: &Opening) -> bool {
        match (&self.state, &other.state) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b) && self.notice == other.notice,
            (None, None) => self.notice == other.notice,
            _ => false,
        }
    }
}

/// Props of every room.
#[derive(Properties, PartialEq, Clone)]
pub struct RoomProps {
    /// Whether this game is the one open.
    pub active: bool,
    /// The screen up.
    pub screen: Screen,
    /// The AI's worker, shared by every game.
    pub ai: AiHandle,
    /// Where the shell's letters and the worker's answers find this room.
    pub mailboxes: Mailboxes,
    /// What the room starts with.
    pub opening: Opening,
    /// Show a screen.
    pub on_screen: Callback<Screen>,
    /// Make this game the one open.
    pub on_open: Callback<&'static str>,
    /// The open game's id, whenever it changes (sent while active).
    pub on_current: Callback<String>,
    /// Open the Learn course at a lesson.
    pub on_learn: Callback<Option<String>>,
    /// The game chooser, for the New game form.
    pub chooser: Html,
}

/// The history a room starts with.
fn first_state<G: GameScreens>(opening: &Opening) -> History<G> {
    let mut state = opening
        .state
        .as_ref()
        .and_then(|s| s.downcast_ref::<History<G>>())
        .cloned()
        .unwrap_or_else(|| fresh::<G>(G::Settings::default()));
    if opening.notice.is_some() {
        state.notice = opening.notice.clone();
    }
    state
}

/// A fresh game (the default settings always start; other settings fall back to them).
fn fresh<G: GameScreens>(settings: G::Settings) -> History<G> {
    let (id, t) = (storage::new_id(), now());
    History::new(id.clone(), settings, t)
        .or_else(|_| History::new(id, G::Settings::default(), t))
        .expect("a game's default settings start a game")
}

/// Fresh random bytes from the browser's cryptographic source (dice seeds and nonces).
fn random_bytes(n: usize) -> Vec<u8> {
    let mut bytes = vec![0u8; n];
    if let Ok(crypto) = gloo::utils::window().crypto() {
        let _ = crypto.get_random_values_with_u8_array(&mut bytes);
    }
    bytes
}

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

/// The whole link to send: this page's address with the fragment.
fn link_url(fragment: &str) -> String {
    let location = gloo::utils::window().location();
    let href = location.href().unwrap_or_default();
    format!("{}#{fragment}", href.split('#').next().unwrap_or_default())
}

/// The room of game `G`.
#[function_component(Room)]
pub fn room<G: GameScreens>(props: &RoomProps) -> Html {
    let _game: PhantomData<G> = PhantomData;
    let state = {
        let opening = props.opening.clone();
        use_reducer_eq(move || first_state::<G>(&opening))
    };
    let active = props.active;
    // A New game form's "Embed": a board of that start, not of the open game.
    let embed_start = use_state(|| None::<Rc<G::Rules>>);
    // The "Send your move" panel of a game played by link.
    let send_open = use_state(|| false);

    use_autosave(&state, active);
    use_tab_sync(&state, active);
    // A game with friends by link: seal the link it owes after a move, and show it.
    {
        let (dispatcher, send_open) = (state.dispatcher(), send_open.clone());
        let due = if active { state.link_due() } else { None };
        use_effect_with(due, move |due| {
            if let Some(to) = *due {
                dispatcher.dispatch(HistoryAction::Seal {
                    to,
                    random: random_bytes(512),
                    now: now(),
                });
                send_open.set(true);
            }
        });
    }
    {
        let (d1, d2, send_open) = (state.dispatcher(), state.dispatcher(), send_open.clone());
        let letters = Callback::from(move |letter: LetterBody| {
            if matches!(letter, LetterBody::SendAgain) {
                send_open.set(true);
            }
            for action in read_letter::<G>(&letter) {
                d1.dispatch(action);
            }
        });
        let answers = Callback::from(move |a| {
            for action in G::answer(a) {
                d2.dispatch(action);
            }
        });
        props.mailboxes.set(G::ID, letters, answers);
    }
    {
        let on_current = props.on_current.clone();
        use_effect_with((state.id.clone(), active), move |(id, active)| {
            if *active {
                on_current.emit(id.clone());
            }
        });
    }

    let computer = G::computer(state.clone(), props.ai.clone(), active);
    let close = {
        let (on_screen, embed_start) = (props.on_screen.clone(), embed_start.clone());
        Callback::from(move |_: ()| {
            embed_start.set(None);
            on_screen.emit(Screen::Play)
        })
    };
    let body = match &props.screen {
        Screen::Rules(id) if *id == G::ID => G::how_to_play(close.clone(), props.on_learn.clone()),
        screen if active && !screen.replaces_play() => G::play_screen(state.clone()),
        _ => html! {},
    };
    let overlay = match &props.screen {
        Screen::NewGame(id) if *id == G::ID => {
            let on_start = {
                let (dispatcher, on_open, on_screen) = (
                    state.dispatcher(),
                    props.on_open.clone(),
                    props.on_screen.clone(),
                );
                Callback::from(move |settings: G::Settings| {
                    dispatcher.dispatch(new_game::<G>(settings));
                    on_open.emit(G::ID);
                    on_screen.emit(Screen::Play);
                })
            };
            let on_embed = {
                let (embed_start, on_screen) = (embed_start.clone(), props.on_screen.clone());
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
                on_cancel: close.clone(),
                on_embed,
                chooser: props.chooser.clone(),
            })
        }
        Screen::Embed(id) if *id == G::ID => match &*embed_start {
            Some(start) => G::embed_dialog(start.clone(), 0, close.clone()),
            None => G::embed_dialog(Rc::new(state.game.clone()), state.shown_step(), close),
        },
        Screen::Export if active => html! {
            <Export record={AttrValue::from(G::record(&state.game))}
                file_name={AttrValue::from(format!("{}-{}", G::ID, state.id))} on_close={close} />
        },
        _ => html! {},
    };
    let remote = match (&state.remote, &props.screen) {
        (Some(r), screen) if active && !screen.replaces_play() => {
            let last = r.last.clone();
            let open = {
                let send_open = send_open.clone();
                Callback::from(move |_: MouseEvent| send_open.set(true))
            };
            let status = state.remote_status().unwrap_or_default();
            let bar = html! {
                <div class="remote-bar" role="status">
                    <span>{ format!("Played by link · {status}") }</span>
                    if last.is_some() {
                        <button class="secondary" onclick={open}>{ "Send the link again" }</button>
                    }
                </div>
            };
            let panel = match (&last, *send_open, screen) {
                (Some(fragment), true, Screen::Play) => {
                    let to = usize::from(r.last_to);
                    let why = state.link_purpose();
                    let close = {
                        let send_open = send_open.clone();
                        Callback::from(move |_: ()| send_open.set(false))
                    };
                    html! { <SendLink url={link_url(fragment)} to={r.name(to)} why={why}
                    game={<G as crate::history::Playable>::TITLE} on_close={close} /> }
                }
                _ => html! {},
            };
            html! { <>{ bar }{ panel }</> }
        }
        _ => html! {},
    };
    html! { <>{ computer }{ remote }{ body }{ overlay }</> }
}

/// The history's actions for a letter from the shell.
fn read_letter<G: GameScreens>(letter: &LetterBody) -> Vec<HistoryAction<G>> {
    match letter {
        LetterBody::Open(state) => state
            .downcast_ref::<History<G>>()
            .map(|s| HistoryAction::Restore(Box::new(s.clone())))
            .into_iter()
            .collect(),
        LetterBody::OpenRecord {
            rules,
            players,
            name,
        } => {
            let Some(game) = rules.downcast_ref::<G::Rules>() else {
                return Vec::new();
            };
            let t = now();
            let settings = G::settings_for(game, players.clone());
            let mut opened =
                History::<G>::from_game(storage::new_id(), settings, game.clone(), t, t);
            opened.name = name.clone();
            vec![HistoryAction::Restore(Box::new(opened))]
        }
        LetterBody::Rename(name, t) => vec![HistoryAction::Rename {
            name: name.clone(),
            now: *t,
        }],
        LetterBody::Restart => vec![HistoryAction::NewGame {
            id: storage::new_id(),
            settings: G::Settings::default(),
            now: now(),
        }],
        LetterBody::Notice(message) => vec![HistoryAction::Notice(Some(message.clone()))],
        LetterBody::SendAgain => Vec::new(),
    }
}
