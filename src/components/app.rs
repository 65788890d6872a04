//! The app: the play board with its panel and history bar, and the screens around it (new
//! game, saved games, import, export, the rules). The state lives in one reducer; storage and
//! the AI's worker are effects at the edge.

use std::rc::Rc;

use martian_engine::Game;
use yew::prelude::*;

use super::embed_dialog::EmbedDialog;
use super::export::Export;
use super::game_panel::GamePanel;
use super::history_bar::HistoryBar;
use super::how_to_play::HowToPlay;
use super::import::Import;
use super::library::Library;
use super::new_game::NewGame;
use super::seats::{tag, Seats};
use crate::board::Board;
use crate::hooks::{now, use_autosave, use_computer_player, use_tab_sync};
use crate::learn::page::LearnPage;
use crate::services::saved_game::Summary;
use crate::services::storage::{self, Loaded};
use crate::state::{Action, PlayState, Player, Settings};
use crate::view_model::{dests, game_board_data, square};

/// Which screen is up.
#[derive(Clone, PartialEq)]
enum Screen {
    Play,
    NewGame,
    Rules,
    Library(Rc<(Vec<Summary>, Vec<String>)>),
    Export,
    Import,
    /// Choose the players of an imported or shared game.
    Seats(Rc<Game>, &'static str),
    /// The interactive tutorial, at a lesson (`None`: where the reader left off).
    Learn(Option<String>),
    /// Make an embeddable board of a game's position after so many moves.
    Embed(Rc<Game>, usize),
}

fn initial_state() -> PlayState {
    let notices = storage::migrate_old();
    let fresh = |notice: Option<String>| {
        let mut s = PlayState::new(storage::new_id(), Settings::default(), now())
            .expect("the default game starts");
        s.notice = notice;
        s
    };
    let mut state = match storage::load_current() {
        Loaded::Game(state) => *state,
        Loaded::Nothing => fresh(None),
        Loaded::Unreadable(message) => fresh(Some(message)),
    };
    if !notices.is_empty() {
        state.notice = Some(notices.join(" "));
    }
    state
}

/// A game in the URL fragment (`#game=`), which is then cleared from the address bar.
fn shared_game() -> Option<Result<Game, String>> {
    let window = gloo::utils::window();
    let hash = window.location().hash().ok()?;
    let encoded = hash.strip_prefix("#game=")?;
    let record: String = js_sys::decode_uri_component(encoded).ok()?.into();
    if let Ok(history) = window.history() {
        let path = window.location().pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some(
        Game::from_record(&record).map_err(|e| format!("The shared game could not be opened: {e}")),
    )
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer_eq(initial_state);
    let screen = use_state(|| Screen::Play);
    let menu_open = use_state(|| false);

    // A shared link opens its game (after asking who plays which seat).
    {
        let (screen, dispatcher) = (screen.clone(), state.dispatcher());
        use_effect_with((), move |_| match shared_game() {
            Some(Ok(game)) => screen.set(Screen::Seats(Rc::new(game), "Shared game")),
            Some(Err(message)) => dispatcher.dispatch(Action::Notice(Some(message))),
            None => {}
        });
    }

    use_computer_player(&state);
    use_autosave(&state);
    use_tab_sync(&state);

    let dispatch = |make: fn() -> Action| {
        let dispatcher = state.dispatcher();
        Callback::from(move |_| dispatcher.dispatch(make()))
    };
    let on_move = {
        let dispatcher = state.dispatcher();
        Callback::from(move |(from, to): (u8, u8)| {
            dispatcher.dispatch(Action::HumanMove {
                from: square(from),
                to: square(to),
                now: now(),
                fork_id: storage::new_id(),
            });
        })
    };
    let on_toggle_clock = dispatch(|| Action::ToggleClock);
    let on_dismiss = dispatch(|| Action::Notice(None));
    let on_undo = dispatch(|| Action::Undo { now: now() });
    let on_redo = dispatch(|| Action::Redo { now: now() });
    let on_play_from_here = dispatch(|| Action::PlayFromHere {
        id: storage::new_id(),
        now: now(),
    });
    let on_view = {
        let dispatcher = state.dispatcher();
        Callback::from(move |cursor: Option<usize>| dispatcher.dispatch(Action::View(cursor)))
    };
    let on_select = on_view.reform(Some);
    let on_start = {
        let (dispatcher, screen) = (state.dispatcher(), screen.clone());
        Callback::from(move |settings: Settings| {
            dispatcher.dispatch(Action::NewGame {
                id: storage::new_id(),
                settings,
                now: now(),
            });
            screen.set(Screen::Play);
        })
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
            screen.set(Screen::Library(Rc::new(storage::list())))
        })
    };
    let refresh_library = {
        let screen = screen.clone();
        move || screen.set(Screen::Library(Rc::new(storage::list())))
    };
    let on_open_saved = {
        let (dispatcher, screen) = (state.dispatcher(), screen.clone());
        Callback::from(move |id: String| {
            match storage::load(&id) {
                Ok(s) => dispatcher.dispatch(Action::Restore(Box::new(s))),
                Err(e) => dispatcher.dispatch(Action::Notice(Some(e))),
            }
            screen.set(Screen::Play);
        })
    };
    let on_rename = {
        let (dispatcher, current, refresh) = (
            state.dispatcher(),
            state.id.clone(),
            refresh_library.clone(),
        );
        Callback::from(move |(id, name): (String, Option<String>)| {
            // Written at once (the list is read back right after); the open game also takes the
            // name, and its next save agrees with this write.
            let t = now();
            if id == current {
                dispatcher.dispatch(Action::Rename {
                    name: name.clone(),
                    now: t,
                });
            }
            if let Err(e) = storage::rename(&id, name, t) {
                dispatcher.dispatch(Action::Notice(Some(e)));
            }
            refresh();
        })
    };
    let on_delete = {
        let (dispatcher, current, refresh) = (
            state.dispatcher(),
            state.id.clone(),
            refresh_library.clone(),
        );
        Callback::from(move |id: String| {
            if let Err(e) = storage::delete(&id) {
                dispatcher.dispatch(Action::Notice(Some(e)));
            }
            if id == current {
                // The open game was deleted: start a fresh one so nothing writes it back.
                dispatcher.dispatch(Action::NewGame {
                    id: storage::new_id(),
                    settings: Settings::default(),
                    now: now(),
                });
            }
            refresh();
        })
    };
    let on_learn = {
        let screen = screen.clone();
        Callback::from(move |lesson: Option<String>| screen.set(Screen::Learn(lesson)))
    };
    let open_learn = {
        let (screen, menu_open) = (screen.clone(), menu_open.clone());
        Callback::from(move |_: MouseEvent| {
            menu_open.set(false);
            screen.set(Screen::Learn(None))
        })
    };
    let open_embed = {
        let (screen, menu_open) = (screen.clone(), menu_open.clone());
        let (game, ply) = (Rc::new(state.game.clone()), state.shown_ply());
        Callback::from(move |_: MouseEvent| {
            menu_open.set(false);
            screen.set(Screen::Embed(game.clone(), ply))
        })
    };
    let on_embed_start = {
        let screen = screen.clone();
        Callback::from(move |settings: Settings| {
            if let Ok(start) = settings.start_position() {
                screen.set(Screen::Embed(Rc::new(Game::new(start)), 0));
            }
        })
    };
    let on_import = {
        let screen = screen.clone();
        Callback::from(move |game: Game| screen.set(Screen::Seats(Rc::new(game), "Imported game")))
    };
    let open_game = |game: Rc<Game>| {
        let (dispatcher, screen) = (state.dispatcher(), screen.clone());
        Callback::from(move |players: Vec<Player>| {
            let settings = Settings::for_game(&game, players);
            let t = now();
            let mut state =
                PlayState::from_game(storage::new_id(), settings, (*game).clone(), t, t);
            // The record's event names the saved game.
            state.name = tag(&game, "Event").map(str::to_string);
            dispatcher.dispatch(Action::Restore(Box::new(state)));
            screen.set(Screen::Play);
        })
    };

    let pos = state.shown_position();
    let keys = state.shown_keys();
    let data = game_board_data(pos, &keys, state.settings.home_seat(), &state.id);
    let legal = if state.human_to_move() {
        dests(pos.legal_moves())
    } else {
        Vec::new()
    };
    let board_label = format!("Martian Chess board, {} players", pos.seats());
    let file_name = format!("martian-chess-{}", state.id);

    let body = match (*screen).clone() {
        Screen::Rules => {
            html! { <HowToPlay on_close={close.clone()} on_learn={on_learn.clone()} /> }
        }
        Screen::Learn(lesson) => html! { <LearnPage {lesson} on_close={close.clone()} /> },
        Screen::Library(list) => html! {
            <Library games={list.0.clone()} notices={list.1.clone()} current={state.id.clone()}
                on_open={on_open_saved} {on_rename} {on_delete} on_close={close.clone()} />
        },
        _ => html! {
            <main class={classes!("play", (pos.seats() == 4).then_some("four"))}>
                <div class="board-column">
                    <div class={classes!("board-wrap", state.thinking.map(|_| "computer-thinking"), state.viewing_history().then_some("viewing"))}>
                        <Board grid={data.grid} squares={data.squares} pieces={data.pieces}
                            lines={data.lines} last_move={data.last_move} dests={Rc::new(legal)}
                            interactive={true} testing_attrs={true} on_move={on_move}
                            label={AttrValue::from(board_label)} />
                    </div>
                    <HistoryBar total={state.game.moves().len()} shown={state.shown_ply()}
                        can_undo={state.can_undo()} can_redo={!state.redo.is_empty()}
                        {on_undo} {on_redo} {on_view} {on_play_from_here} />
                </div>
                <GamePanel state={Rc::new((*state).clone())} {on_toggle_clock} {on_dismiss} {on_select} />
            </main>
        },
    };
    let overlay = match (*screen).clone() {
        Screen::NewGame => {
            html! { <NewGame initial={state.settings.clone()} {on_start} on_cancel={close.clone()} on_embed={on_embed_start} /> }
        }
        Screen::Export => {
            html! { <Export record={AttrValue::from(state.game.to_record())} file_name={AttrValue::from(file_name)} on_close={close.clone()} /> }
        }
        Screen::Import => html! { <Import {on_import} on_cancel={close.clone()} /> },
        Screen::Embed(game, ply) => html! { <EmbedDialog {game} {ply} on_close={close.clone()} /> },
        Screen::Seats(game, title) => html! {
            <Seats game={(*game).clone()} title={AttrValue::from(title)} on_open={open_game(game.clone())} on_cancel={close.clone()} />
        },
        _ => html! {},
    };

    html! {
        <div class="app">
            <header class="topbar">
                <h1><span class="logo" aria-hidden="true">{ "▲" }</span>{ " Martian Chess" }</h1>
                <nav>
                    <button class="primary" onclick={go(Screen::NewGame)}>{ "New game" }</button>
                    <button class="secondary learn-nav" onclick={open_learn}>{ "Learn" }</button>
                    <button class="secondary menu-toggle" onclick={toggle_menu} aria-expanded={(*menu_open).to_string()} aria-controls="more-menu">{ "Menu" }</button>
                    <div id="more-menu" class={classes!("more", (*menu_open).then_some("open"))}>
                        <button class="secondary" onclick={open_library}>{ "Saved games" }</button>
                        <button class="secondary" onclick={go(Screen::Import)}>{ "Import" }</button>
                        <button class="secondary" onclick={go(Screen::Export)}>{ "Export" }</button>
                        <button class="secondary" onclick={open_embed}>{ "Embed" }</button>
                        <button class="secondary" onclick={go(Screen::Rules)}>{ "How to play" }</button>
                    </div>
                </nav>
            </header>
            { body }
            { overlay }
        </div>
    }
}
