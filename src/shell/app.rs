//! The app: the open game's play screen (Martian Chess or Sandships) and the screens around it
//! (new game, saved games, import, export, the rules, Learn). Each game keeps its own reducer;
//! one of them is open. Storage, the AIs' worker and other tabs are effects at the edge, shared
//! by both games.

use std::rc::Rc;

use martian_engine::Game;
use yew::prelude::*;

use super::export::Export;
use super::game_chooser::GameChooser;
use super::import::Import;
use super::library::Library;
use super::seats::Seats;
use crate::games::any_game::AnyGame;
use crate::games::any_record::AnyRecord;
use crate::games::martian_chess::board::Board;
use crate::games::martian_chess::computer::martian_answer;
use crate::games::martian_chess::computer::use_computer_player;
use crate::games::martian_chess::embed_dialog::EmbedDialog;
use crate::games::martian_chess::how_to_play::HowToPlay;
use crate::games::martian_chess::new_game::NewGame;
use crate::games::martian_chess::panel::GamePanel;
use crate::games::martian_chess::view_model::{dests, game_board_data, square};
use crate::games::martian_chess::{Action, MartianAction, PlayState, Settings};
use crate::games::sandships::computer::{sandships_answer, use_sandships_computer};
use crate::games::sandships::embed_dialog::SandEmbedDialog;
use crate::games::sandships::how_to_play::SandshipsHowToPlay;
use crate::games::sandships::new_game::SandNewGame;
use crate::games::sandships::play::SandshipsPlay;
use crate::games::sandships::settings::SandSettings;
use crate::games::sandships::state::{SandAction, SandPlay};
use crate::games::GameKind;
use crate::history::Player;
use crate::hooks::ai_worker::{use_ai_worker, AiAnswer};
use crate::hooks::{now, use_autosave, use_tab_sync};
use crate::learn::page::LearnPage;
use crate::services::saved_game::Summary;
use crate::services::storage::{self, Loaded};
use crate::widgets::history_bar::HistoryBar;

/// Which screen is up.
#[derive(Clone, PartialEq)]
enum Screen {
    Play,
    /// The New game form, for this game.
    NewGame(GameKind),
    /// How to play this game.
    Rules(GameKind),
    Library(Rc<(Vec<Summary>, Vec<String>)>),
    Export,
    Import,
    /// Choose the players of an imported or shared game.
    Seats(AnyRecord, &'static str),
    /// The interactive tutorial, at a lesson (`None`: where the reader left off).
    Learn(Option<String>),
    /// Make an embeddable board of a game's position after so many moves.
    Embed(Rc<Game>, usize),
    /// The same for a Sandships game's state after so many actions.
    SandEmbed(Rc<sandships::Game>, usize),
}

/// What the page opens on: the game in progress (of either game), or a first visit's Martian
/// Chess game; the other game's reducer starts fresh and unsaved until it is opened.
struct Opening {
    kind: GameKind,
    martian: PlayState,
    sandships: SandPlay,
}

fn opening() -> Opening {
    let notices = storage::migrate_old();
    let t = now();
    let fresh_martian = || {
        PlayState::new(storage::new_id(), Settings::default(), t).expect("the default game starts")
    };
    let fresh_sandships = || {
        SandPlay::new(storage::new_id(), SandSettings::default(), t)
            .expect("Sandships always starts")
    };
    let (mut open, notice) = match AnyGame::load_current() {
        Loaded::Game(AnyGame::Martian(s)) => (
            Opening {
                kind: GameKind::MartianChess,
                martian: *s,
                sandships: fresh_sandships(),
            },
            None,
        ),
        Loaded::Game(AnyGame::Sandships(s)) => (
            Opening {
                kind: GameKind::Sandships,
                martian: fresh_martian(),
                sandships: *s,
            },
            None,
        ),
        Loaded::Nothing => (
            Opening {
                kind: GameKind::MartianChess,
                martian: fresh_martian(),
                sandships: fresh_sandships(),
            },
            None,
        ),
        Loaded::Unreadable(message) => (
            Opening {
                kind: GameKind::MartianChess,
                martian: fresh_martian(),
                sandships: fresh_sandships(),
            },
            Some(message),
        ),
    };
    let mut words: Vec<String> = notice.into_iter().collect();
    words.extend(notices);
    if !words.is_empty() {
        let text = Some(words.join(" "));
        match open.kind {
            GameKind::MartianChess => open.martian.notice = text,
            GameKind::Sandships => open.sandships.notice = text,
        }
    }
    open
}

/// A game in the URL fragment (`#game=`), which is then cleared from the address bar.
fn shared_game() -> Option<Result<AnyRecord, String>> {
    let window = gloo::utils::window();
    let hash = window.location().hash().ok()?;
    let encoded = hash.strip_prefix("#game=")?;
    let record: String = js_sys::decode_uri_component(encoded).ok()?.into();
    if let Ok(history) = window.history() {
        let path = window.location().pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some(AnyRecord::parse(&record).map_err(|e| format!("The shared game could not be opened: {e}")))
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let open = use_memo((), |_| opening());
    let state = use_reducer_eq(|| open.martian.clone());
    let sand = use_reducer_eq(|| open.sandships.clone());
    let active = use_state(|| open.kind);
    let screen = use_state(|| Screen::Play);
    let menu_open = use_state(|| false);
    let martian_open = *active == GameKind::MartianChess;

    // One worker for both games; each answer goes to the game open now (the other drops it by
    // its request id anyway).
    let on_answer = {
        let (m, s, active) = (state.dispatcher(), sand.dispatcher(), *active);
        Callback::from(move |answer: AiAnswer| match active {
            GameKind::MartianChess => martian_answer(answer)
                .into_iter()
                .for_each(|a| m.dispatch(a)),
            GameKind::Sandships => sandships_answer(answer)
                .into_iter()
                .for_each(|a| s.dispatch(a)),
        })
    };
    let ai = use_ai_worker(true, on_answer);
    use_computer_player(&state, &ai, martian_open);
    use_sandships_computer(&sand, &ai, !martian_open);
    use_autosave(&state, martian_open);
    use_autosave(&sand, !martian_open);
    use_tab_sync(&state, martian_open);
    use_tab_sync(&sand, !martian_open);

    // A shared link opens its game (after asking who plays which seat).
    {
        let (screen, dispatcher) = (screen.clone(), state.dispatcher());
        use_effect_with((), move |_| match shared_game() {
            Some(Ok(game)) => screen.set(Screen::Seats(game, "Shared game")),
            Some(Err(message)) => dispatcher.dispatch(Action::Notice(Some(message))),
            None => {}
        });
    }

    let notice = {
        let (m, s, active) = (state.dispatcher(), sand.dispatcher(), *active);
        move |message: String| match active {
            GameKind::MartianChess => m.dispatch(Action::Notice(Some(message))),
            GameKind::Sandships => s.dispatch(SandAction::Notice(Some(message))),
        }
    };
    // Opens a loaded game of either game.
    let show_game = {
        let (m, s, active) = (state.dispatcher(), sand.dispatcher(), active.clone());
        move |game: AnyGame| match game {
            AnyGame::Martian(g) => {
                m.dispatch(Action::Restore(g));
                active.set(GameKind::MartianChess);
            }
            AnyGame::Sandships(g) => {
                s.dispatch(SandAction::Restore(g));
                active.set(GameKind::Sandships);
            }
        }
    };

    let dispatch = |make: fn() -> Action| {
        let dispatcher = state.dispatcher();
        Callback::from(move |_| dispatcher.dispatch(make()))
    };
    let on_move = {
        let dispatcher = state.dispatcher();
        Callback::from(move |(from, to): (u8, u8)| {
            dispatcher.dispatch(
                MartianAction::HumanMove {
                    from: square(from),
                    to: square(to),
                    now: now(),
                    fork_id: storage::new_id(),
                }
                .into(),
            );
        })
    };
    let on_toggle_clock = dispatch(|| MartianAction::ToggleClock.into());
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
        let (dispatcher, screen, active) = (state.dispatcher(), screen.clone(), active.clone());
        Callback::from(move |settings: Settings| {
            dispatcher.dispatch(Action::NewGame {
                id: storage::new_id(),
                settings,
                now: now(),
            });
            active.set(GameKind::MartianChess);
            screen.set(Screen::Play);
        })
    };
    let on_start_sandships = {
        let (dispatcher, screen, active) = (sand.dispatcher(), screen.clone(), active.clone());
        Callback::from(move |settings: SandSettings| {
            dispatcher.dispatch(SandAction::NewGame {
                id: storage::new_id(),
                settings,
                now: now(),
            });
            active.set(GameKind::Sandships);
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
            screen.set(Screen::Library(Rc::new(AnyGame::list())))
        })
    };
    let refresh_library = {
        let screen = screen.clone();
        move || screen.set(Screen::Library(Rc::new(AnyGame::list())))
    };
    let current_id = if martian_open {
        state.id.clone()
    } else {
        sand.id.clone()
    };
    let on_open_saved = {
        let (screen, show_game, notice) = (screen.clone(), show_game.clone(), notice.clone());
        Callback::from(move |id: String| {
            match AnyGame::load(&id) {
                Ok(game) => show_game(game),
                Err(e) => notice(e),
            }
            screen.set(Screen::Play);
        })
    };
    let on_rename = {
        let (m, s, current, refresh, notice) = (
            state.dispatcher(),
            sand.dispatcher(),
            current_id.clone(),
            refresh_library.clone(),
            notice.clone(),
        );
        let active = *active;
        Callback::from(move |(id, name): (String, Option<String>)| {
            // Written at once (the list is read back right after); the open game also takes the
            // name, and its next save agrees with this write.
            let t = now();
            if id == current {
                match active {
                    GameKind::MartianChess => m.dispatch(Action::Rename {
                        name: name.clone(),
                        now: t,
                    }),
                    GameKind::Sandships => s.dispatch(SandAction::Rename {
                        name: name.clone(),
                        now: t,
                    }),
                }
            }
            if let Err(e) = AnyGame::rename(&id, name, t) {
                notice(e);
            }
            refresh();
        })
    };
    let on_delete = {
        let (m, s, current, refresh, notice) = (
            state.dispatcher(),
            sand.dispatcher(),
            current_id.clone(),
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
                let (id, t) = (storage::new_id(), now());
                match active {
                    GameKind::MartianChess => m.dispatch(Action::NewGame {
                        id,
                        settings: Settings::default(),
                        now: t,
                    }),
                    GameKind::Sandships => s.dispatch(SandAction::NewGame {
                        id,
                        settings: SandSettings::default(),
                        now: t,
                    }),
                }
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
        let (sand_game, step) = (Rc::new(sand.game.clone()), sand.shown_step());
        Callback::from(move |_: MouseEvent| {
            menu_open.set(false);
            screen.set(if martian_open {
                Screen::Embed(game.clone(), ply)
            } else {
                Screen::SandEmbed(sand_game.clone(), step)
            })
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
        Callback::from(move |game: AnyRecord| screen.set(Screen::Seats(game, "Imported game")))
    };
    let open_record = |game: AnyRecord| {
        let (screen, show_game) = (screen.clone(), show_game.clone());
        Callback::from(move |players: Vec<Player>| {
            let t = now();
            let name = game.tag("Event");
            let opened = match &game {
                AnyRecord::Martian(g) => {
                    let settings = Settings::for_game(g, players);
                    let mut s =
                        PlayState::from_game(storage::new_id(), settings, (**g).clone(), t, t);
                    s.name = name;
                    AnyGame::Martian(Box::new(s))
                }
                AnyRecord::Sandships(g) => {
                    let start = g.start();
                    let settings = SandSettings {
                        players,
                        zap_removes: start.options().zap_removes,
                        bump_smaller: start.options().bump_smaller,
                    };
                    let mut s =
                        SandPlay::from_game(storage::new_id(), settings, (**g).clone(), t, t);
                    s.name = name;
                    AnyGame::Sandships(Box::new(s))
                }
            };
            show_game(opened);
            screen.set(Screen::Play);
        })
    };
    let choose_game = {
        let screen = screen.clone();
        Callback::from(move |kind: GameKind| screen.set(Screen::NewGame(kind)))
    };

    let (record, file_name) = if martian_open {
        (
            state.game.to_record(),
            format!("martian-chess-{}", state.id),
        )
    } else {
        (sand.game.record(), format!("sandships-{}", sand.id))
    };

    let martian_screen = || {
        let pos = state.shown_position();
        let keys = state.shown_keys();
        let data = game_board_data(pos, &keys, state.settings.home_seat(), &state.id);
        let legal = if state.human_to_move() {
            dests(pos.legal_moves())
        } else {
            Vec::new()
        };
        let board_label = format!("Martian Chess board, {} players", pos.seats());
        html! {
            <main class={classes!("play", (pos.seats() == 4).then_some("four"))}>
                <div class="board-column">
                    <div class={classes!("board-wrap", state.thinking.map(|_| "computer-thinking"), state.viewing_history().then_some("viewing"))}>
                        <Board grid={data.grid} squares={data.squares} pieces={data.pieces}
                            lines={data.lines} last_move={data.last_move} dests={Rc::new(legal)}
                            interactive={true} testing_attrs={true} on_move={on_move.clone()}
                            label={AttrValue::from(board_label)} />
                    </div>
                    <HistoryBar total={state.game.moves().len()} shown={state.shown_ply()}
                        can_undo={state.can_undo()} can_redo={!state.redo.is_empty()}
                        on_undo={on_undo.clone()} on_redo={on_redo.clone()} on_view={on_view.clone()}
                        on_play_from_here={on_play_from_here.clone()} />
                </div>
                <GamePanel state={Rc::new((*state).clone())} on_toggle_clock={on_toggle_clock.clone()}
                    on_dismiss={on_dismiss.clone()} on_select={on_select.clone()} />
            </main>
        }
    };

    let body = match (*screen).clone() {
        Screen::Rules(GameKind::MartianChess) => {
            html! { <HowToPlay on_close={close.clone()} on_learn={on_learn.clone()} /> }
        }
        Screen::Rules(GameKind::Sandships) => {
            html! { <SandshipsHowToPlay on_close={close.clone()} /> }
        }
        Screen::Learn(lesson) => html! { <LearnPage {lesson} on_close={close.clone()} /> },
        Screen::Library(list) => html! {
            <Library games={list.0.clone()} notices={list.1.clone()} current={current_id.clone()}
                on_open={on_open_saved} {on_rename} {on_delete} on_close={close.clone()} />
        },
        _ if martian_open => martian_screen(),
        _ => html! { <SandshipsPlay state={sand.clone()} /> },
    };
    let overlay = match (*screen).clone() {
        Screen::NewGame(GameKind::MartianChess) => {
            let chooser = html! { <GameChooser chosen={GameKind::MartianChess} on_choose={choose_game.clone()} /> };
            html! { <NewGame initial={state.settings.clone()} {on_start} on_cancel={close.clone()} on_embed={on_embed_start} {chooser} /> }
        }
        Screen::NewGame(GameKind::Sandships) => {
            let chooser = html! { <GameChooser chosen={GameKind::Sandships} on_choose={choose_game.clone()} /> };
            html! { <SandNewGame initial={sand.settings.clone()} on_start={on_start_sandships} on_cancel={close.clone()} {chooser} /> }
        }
        Screen::Export => {
            html! { <Export record={AttrValue::from(record)} file_name={AttrValue::from(file_name)} on_close={close.clone()} /> }
        }
        Screen::Import => html! { <Import {on_import} on_cancel={close.clone()} /> },
        Screen::Embed(game, ply) => html! { <EmbedDialog {game} {ply} on_close={close.clone()} /> },
        Screen::SandEmbed(game, ply) => {
            html! { <SandEmbedDialog {game} {ply} on_close={close.clone()} /> }
        }
        Screen::Seats(game, title) => html! {
            <Seats game={game.clone()} title={AttrValue::from(title)} on_open={open_record(game)} on_cancel={close.clone()} />
        },
        _ => html! {},
    };

    html! {
        <div class={classes!("app", (!martian_open).then_some("game-sandships"))}>
            <header class="topbar">
                <h1><span class="logo" aria-hidden="true">{ "▲" }</span>{ format!(" {}", active.title()) }</h1>
                <nav>
                    <button class="primary" onclick={go(Screen::NewGame(*active))}>{ "New game" }</button>
                    <button class="secondary learn-nav" onclick={open_learn}>{ "Learn" }</button>
                    <button class="secondary menu-toggle" onclick={toggle_menu} aria-expanded={(*menu_open).to_string()} aria-controls="more-menu">{ "Menu" }</button>
                    <div id="more-menu" class={classes!("more", (*menu_open).then_some("open"))}>
                        <button class="secondary" onclick={open_library}>{ "Saved games" }</button>
                        <button class="secondary" onclick={go(Screen::Import)}>{ "Import" }</button>
                        <button class="secondary" onclick={go(Screen::Export)}>{ "Export" }</button>
                        <button class="secondary" onclick={open_embed}>{ "Embed" }</button>
                        <button class="secondary" onclick={go(Screen::Rules(*active))}>{ "How to play" }</button>
                    </div>
                </nav>
            </header>
            { body }
            { overlay }
        </div>
    }
}
