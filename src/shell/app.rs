//! The app: the open game's play screen and the screens around it (new game, saved games,
//! import, export, the rules; Learn is a page of its own, reached by links). It knows the games only through their registry entries:
//! each game's room keeps its own history and draws its own screens; the shell picks the
//! screen, opens saved games, records and links, and tells the rooms in typed letters.

use std::cell::Cell;
use std::rc::Rc;

use yew::prelude::*;

use super::control::ShellControl;
use super::dialogs::dialogs;
use super::game_chooser::GameChooser;
use super::incoming::use_incoming_links;
use super::letters::{GameToOpen, Mailboxes};
use super::library_screen::library_screen;
use super::opened;
use super::top_bar::TopBar;
use super::types::{GameEntry, LearnLinks, RoomProps, Screen};
use crate::hooks::ai_worker::{use_ai_worker, AiHandle};
use crate::services::storage::{self, Loaded};

/// Props.
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The games the app plays (the registry), the first one a first visit's game.
    pub games: &'static [GameEntry],
}

/// What the page opens on: the game in progress (of any game), or a first visit's game, with a
/// message about saves that could not be read or were migrated; the other games' rooms start
/// fresh and unsaved until they are opened.
struct FirstGame {
    game: &'static str,
    open: Option<GameToOpen>,
    notice: Option<String>,
}

fn first_game(games: &'static [GameEntry]) -> FirstGame {
    let notices = storage::migrate_old();
    let first = games.first().map_or("", |g| g.id);
    let (game, open, notice) = match opened::load_current(games) {
        Loaded::Game(g) => (g.game, Some(g.to_open(None)), None),
        Loaded::Nothing => (first, None, None),
        Loaded::Unreadable(message) => (first, None, Some(message)),
    };
    let mut words: Vec<String> = notice.into_iter().collect();
    words.extend(notices);
    FirstGame {
        game,
        open,
        notice: (!words.is_empty()).then(|| words.join(" ")),
    }
}

/// Each game's room, with what it needs from the shell.
fn rooms(shell: &ShellControl, first: &FirstGame, ai: &AiHandle) -> Html {
    let chosen = match *shell.screen {
        Screen::NewGame(id) => id,
        _ => *shell.active,
    };
    let on_choose = {
        let shell = shell.clone();
        Callback::from(move |game: &'static str| shell.show(Screen::NewGame(game)))
    };
    let on_current = {
        let current = shell.current.clone();
        Callback::from(move |id: String| current.set(id))
    };
    let on_open = {
        let shell = shell.clone();
        Callback::from(move |game: &'static str| {
            shell.active.set(game);
            shell.active_now.set(game);
        })
    };
    let on_screen = {
        let shell = shell.clone();
        Callback::from(move |s: Screen| shell.show(s))
    };
    let games = shell.games;
    games
        .iter()
        .map(|entry| {
            (entry.room)(RoomProps {
                active: entry.id == *shell.active,
                screen: (*shell.screen).clone(),
                ai: ai.clone(),
                mailboxes: (*shell.mailboxes).clone(),
                opening: first.open.clone().filter(|_| first.game == entry.id),
                first_notice: first.notice.clone().filter(|_| first.game == entry.id),
                on_screen: on_screen.clone(),
                on_open: on_open.clone(),
                on_current: on_current.clone(),
                learn: LearnLinks { game: entry.id },
                chooser: html! { <GameChooser {games} {chosen} on_choose={on_choose.clone()} /> },
            })
        })
        .collect()
}

/// The whole app.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let games = props.games;
    let first = use_memo((), |_| first_game(games));
    let active = use_state(|| first.game);
    let active_now = use_memo((), |_| Rc::new(Cell::new(first.game)));
    active_now.set(*active);
    let shell = ShellControl {
        games,
        active: active.clone(),
        active_now: (*active_now).clone(),
        screen: use_state(|| Screen::Play),
        current: use_state(String::new),
        mailboxes: (*use_memo((), |_| Rc::new(Mailboxes::default()))).clone(),
    };
    // One worker for every game; each answer goes back to the game that asked.
    let ai = use_ai_worker(true);
    use_incoming_links(&shell);

    let page = match (*shell.screen).clone() {
        Screen::Library(list) => library_screen(&shell, &list),
        _ => html! {},
    };
    html! {
        <div class={classes!("app", format!("game-{}", *active))}>
            <TopBar shell={shell.clone()} />
            { rooms(&shell, &first, &ai) }
            { page }
            { dialogs(&shell) }
        </div>
    }
}
