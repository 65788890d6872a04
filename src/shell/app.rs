//! The app: the open game's play screen and the screens around it (new game, saved games,
//! import, export, the rules, Learn). It knows the games only through their registry entries:
//! each game's room keeps its own history and draws its own screens; the shell picks the
//! screen, opens saved games and records, and routes the AI's answers to the open game.

use std::rc::Rc;

use yew::prelude::*;

use super::entry::GameEntry;
use super::game_chooser::GameChooser;
use super::import::Import;
use super::library::Library;
use super::opened::{self, LoadedGame, OpenedRecord};
use super::room::{Opening, RoomProps};
use super::screen::{LetterBody, Mailboxes, Screen};
use super::seats::Seats;
use super::turn_links::{self, LinkOutcome};
use crate::hooks::ai_worker::{use_ai_worker, AiAnswer};
use crate::hooks::now;
use crate::services::storage::{self, Loaded};
use crate::widgets::invitation::Invitation;
use turn_link::Verdict;

/// Props.
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The games the app plays (the registry), the first one a first visit's game.
    pub games: &'static [GameEntry],
}

/// What the page opens on: the game in progress (of any game), or a first visit's game; the
/// other games' rooms start fresh and unsaved until they are opened.
struct FirstGame {
    game: &'static str,
    state: Option<LoadedGame>,
    notice: Option<String>,
}

fn first_game(games: &'static [GameEntry]) -> FirstGame {
    let notices = storage::migrate_old();
    let first = games.first().map_or("", |g| g.id);
    let (game, state, notice) = match opened::load_current(games) {
        Loaded::Game(g) => (g.game, Some(g), None),
        Loaded::Nothing => (first, None, None),
        Loaded::Unreadable(message) => (first, None, Some(message)),
    };
    let mut words: Vec<String> = notice.into_iter().collect();
    words.extend(notices);
    FirstGame {
        game,
        state,
        notice: (!words.is_empty()).then(|| words.join(" ")),
    }
}

/// A game in the URL fragment (`#game=`), which is then cleared from the address bar.
fn shared_game(games: &[GameEntry]) -> Option<Result<OpenedRecord, String>> {
    let window = gloo::utils::window();
    let hash = window.location().hash().ok()?;
    let encoded = hash.strip_prefix("#game=")?;
    let record: String = js_sys::decode_uri_component(encoded).ok()?.into();
    if let Ok(history) = window.history() {
        let path = window.location().pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some(
        opened::read_record(games, &record)
            .map_err(|e| format!("The shared game could not be opened: {e}")),
    )
}

/// A turn link in the URL fragment (`#turn=`), which is then cleared from the address bar.
fn turn_link(games: &[GameEntry]) -> Option<Result<LinkOutcome, String>> {
    let window = gloo::utils::window();
    let hash = window.location().hash().ok()?;
    if !hash.starts_with("#turn=") {
        return None;
    }
    if let Ok(history) = window.history() {
        let path = window.location().pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some(turn_links::open(games, &hash))
}

/// The whole app.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let games = props.games;
    let first = use_memo((), |_| first_game(games));
    let active = use_state(|| first.game);
    let screen = use_state(|| Screen::Play);
    let menu_open = use_state(|| false);
    let current = use_state(String::new);
    let mailboxes = use_memo((), |_| Mailboxes::default());
    let title = games
        .iter()
        .find(|g| g.id == *active)
        .map_or("", |g| g.title);

    // One worker for every game; each answer goes to the game open now (another game's
    // history would drop it by its request id anyway).
    let on_answer = {
        let (mailboxes, active) = (mailboxes.clone(), *active);
        Callback::from(move |answer: AiAnswer| mailboxes.answer(active, answer))
    };
    let ai = use_ai_worker(true, on_answer);

    // Sends a letter to one game's room.
    let send = {
        let mailboxes = mailboxes.clone();
        move |game: &'static str, body: LetterBody| mailboxes.send(game, body)
    };
    let notice = {
        let (send, active) = (send.clone(), *active);
        move |message: String| send(active, LetterBody::Notice(message))
    };

    // A shared link opens its game (after asking who plays which seat); a turn link of a game
    // with friends is an invitation to accept, or brings the game up to date.
    {
        let (screen, notice, send, active) =
            (screen.clone(), notice.clone(), send.clone(), active.clone());
        use_effect_with((), move |_| {
            match shared_game(games) {
                Some(Ok(game)) => screen.set(Screen::Seats(game, "Shared game")),
                Some(Err(message)) => notice(message),
                None => {}
            }
            let take_link = move || match turn_link(games) {
                // An invitation or a fork is kept only if the player says so.
                Some(Ok(outcome))
                    if matches!(outcome.verdict, Verdict::Invitation | Verdict::Fork { .. }) =>
                {
                    screen.set(Screen::Invite(Rc::new(outcome)))
                }
                Some(Ok(outcome)) => {
                    send(outcome.game, LetterBody::Open(outcome.state.clone()));
                    send(outcome.game, LetterBody::Notice(outcome.message.clone()));
                    active.set(outcome.game);
                }
                Some(Err(message)) => notice(message),
                None => {}
            };
            take_link();
            // A link opened in a tab that shows the app already changes only the fragment.
            let listener =
                gloo::events::EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                    take_link()
                });
            move || drop(listener)
        });
    }

    // Opens a loaded game of any game.
    let show_game = {
        let (send, active) = (send.clone(), active.clone());
        move |game: LoadedGame| {
            send(game.game, LetterBody::Open(game.state));
            active.set(game.game);
        }
    };
    let go = |s: Screen| {
        let (screen, menu_open) = (screen.clone(), menu_open.clone());
        Callback::from(move |_: MouseEvent| {
            menu_open.set(false);
            screen.set(s.clone())
        })
    };
    let toggle_menu = {
        let menu_open = menu_open.clone();
        Callback::from(move |_: MouseEvent| menu_open.set(!*menu_open))
    };
    let close = {
        let screen = screen.clone();
        Callback::from(move |_: ()| screen.set(Screen::Play))
    };
    let open_library = {
        let (screen, menu_open) = (screen.clone(), menu_open.clone());
        Callback::from(move |_: MouseEvent| {
            menu_open.set(false);
            screen.set(Screen::Library(Rc::new(opened::list(games))))
        })
    };
    let refresh_library = {
        let screen = screen.clone();
        move || screen.set(Screen::Library(Rc::new(opened::list(games))))
    };
    let on_open_saved = {
        let (screen, show_game, notice) = (screen.clone(), show_game.clone(), notice.clone());
        Callback::from(move |id: String| {
            match opened::load(games, &id) {
                Ok(game) => show_game(game),
                Err(e) => notice(e),
            }
            screen.set(Screen::Play);
        })
    };
    let on_send_again = {
        let (screen, show_game, notice, send) = (
            screen.clone(),
            show_game.clone(),
            notice.clone(),
            send.clone(),
        );
        Callback::from(move |id: String| {
            match opened::load(games, &id) {
                Ok(game) => {
                    let g = game.game;
                    show_game(game);
                    send(g, LetterBody::SendAgain);
                }
                Err(e) => notice(e),
            }
            screen.set(Screen::Play);
        })
    };
    let on_rename = {
        let (send, current, refresh, notice) = (
            send.clone(),
            (*current).clone(),
            refresh_library.clone(),
            notice.clone(),
        );
        let active = *active;
        Callback::from(move |(id, name): (String, Option<String>)| {
            // Written at once (the list is read back right after); the open game also takes the
            // name, and its next save agrees with this write.
            let t = now();
            if id == current {
                send(active, LetterBody::Rename(name.clone(), t));
            }
            if let Err(e) = opened::rename(games, &id, name, t) {
                notice(e);
            }
            refresh();
        })
    };
    let on_delete = {
        let (send, current, refresh, notice) = (
            send.clone(),
            (*current).clone(),
            refresh_library.clone(),
            notice.clone(),
        );
        let active = *active;
        Callback::from(move |id: String| {
            if let Err(e) = storage::delete(&id) {
                notice(e);
            }
            if id == current {
                // The open game was deleted: start a fresh one so nothing writes it back.
                send(active, LetterBody::Restart);
            }
            refresh();
        })
    };
    let on_learn = {
        let screen = screen.clone();
        Callback::from(move |lesson: Option<String>| screen.set(Screen::Learn(lesson)))
    };
    let on_import = {
        let screen = screen.clone();
        Callback::from(move |game: OpenedRecord| screen.set(Screen::Seats(game, "Imported game")))
    };
    let open_record = |game: OpenedRecord| {
        let (screen, send, active) = (screen.clone(), send.clone(), active.clone());
        Callback::from(move |players| {
            send(
                game.game,
                LetterBody::OpenRecord {
                    rules: game.rules.clone(),
                    players,
                    name: game.event.clone(),
                },
            );
            active.set(game.game);
            screen.set(Screen::Play);
        })
    };
    let choose_game = {
        let screen = screen.clone();
        Callback::from(move |game: &'static str| screen.set(Screen::NewGame(game)))
    };
    let on_current = {
        let current = current.clone();
        Callback::from(move |id: String| current.set(id))
    };
    let on_open = {
        let active = active.clone();
        Callback::from(move |game: &'static str| active.set(game))
    };
    let on_screen = {
        let screen = screen.clone();
        Callback::from(move |s: Screen| screen.set(s))
    };

    let rooms = games.iter().map(|entry| {
        let chosen = match *screen {
            Screen::NewGame(id) => id,
            _ => *active,
        };
        let opening = Opening {
            state: first
                .state
                .as_ref()
                .filter(|g| g.game == entry.id)
                .map(|g| g.state.clone()),
            notice: first.notice.clone().filter(|_| first.game == entry.id),
        };
        (entry.room)(RoomProps {
            active: entry.id == *active,
            screen: (*screen).clone(),
            ai: ai.clone(),
            mailboxes: (*mailboxes).clone(),
            opening,
            on_screen: on_screen.clone(),
            on_open: on_open.clone(),
            on_current: on_current.clone(),
            on_learn: on_learn.clone(),
            chooser: html! { <GameChooser {games} {chosen} on_choose={choose_game.clone()} /> },
        })
    });
    let course = |lesson: Option<String>| {
        games
            .iter()
            .find_map(|g| (g.learn)(lesson.clone(), close.clone()))
            .unwrap_or_default()
    };
    let has_course = games.iter().any(|g| g.has_course);
    let body = match (*screen).clone() {
        Screen::Learn(lesson) => course(lesson),
        Screen::Library(list) => html! {
            <Library games={list.0.clone()} notices={list.1.clone()} current={(*current).clone()}
                on_open={on_open_saved.clone()} {on_rename} {on_delete} on_close={close.clone()}
                on_send_again={on_send_again} />
        },
        _ => html! {},
    };
    let overlay = match (*screen).clone() {
        Screen::Import => html! { <Import {games} {on_import} on_cancel={close.clone()} /> },
        Screen::Invite(outcome) => {
            let on_accept = {
                let (send, active, screen, outcome) = (
                    send.clone(),
                    active.clone(),
                    screen.clone(),
                    outcome.clone(),
                );
                Callback::from(move |_| {
                    send(outcome.game, LetterBody::Open(outcome.state.clone()));
                    active.set(outcome.game);
                    screen.set(Screen::Play);
                })
            };
            html! { <Invitation {outcome} {on_accept} on_close={close.clone()} /> }
        }
        Screen::Seats(game, title) => html! {
            <Seats game={game.clone()} title={AttrValue::from(title)} on_open={open_record(game)} on_cancel={close.clone()} />
        },
        _ => html! {},
    };
    let open_learn = {
        let (screen, menu_open) = (screen.clone(), menu_open.clone());
        Callback::from(move |_: MouseEvent| {
            menu_open.set(false);
            screen.set(Screen::Learn(None))
        })
    };

    html! {
        <div class={classes!("app", format!("game-{}", *active))}>
            <header class="topbar">
                <h1><span class="logo" aria-hidden="true">{ "▲" }</span>{ format!(" {title}") }</h1>
                <nav>
                    <button class="primary" onclick={go(Screen::NewGame(*active))}>{ "New game" }</button>
                    if has_course {
                        <button class="secondary learn-nav" onclick={open_learn}>{ "Learn" }</button>
                    }
                    <button class="secondary menu-toggle" onclick={toggle_menu} aria-expanded={(*menu_open).to_string()} aria-controls="more-menu">{ "Menu" }</button>
                    <div id="more-menu" class={classes!("more", (*menu_open).then_some("open"))}>
                        <button class="secondary" onclick={open_library}>{ "Saved games" }</button>
                        <button class="secondary" onclick={go(Screen::Import)}>{ "Import" }</button>
                        <button class="secondary" onclick={go(Screen::Export)}>{ "Export" }</button>
                        <button class="secondary" onclick={go(Screen::Embed(*active))}>{ "Embed" }</button>
                        <button class="secondary" onclick={go(Screen::Rules(*active))}>{ "How to play" }</button>
                    </div>
                </nav>
            </header>
            { for rooms }
            { body }
            { overlay }
        </div>
    }
}
