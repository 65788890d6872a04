//! The app: the play board, the game panel, the new-game form and the rules page. The state
//! lives in one reducer; storage and the AI's worker are effects at the edge.

use std::rc::Rc;

use martian_worker::{Reply, SearchRequest};
use yew::prelude::*;

use super::game_panel::GamePanel;
use super::how_to_play::HowToPlay;
use super::new_game::NewGame;
use crate::board::Board;
use crate::services::ai_worker::AiWorker;
use crate::services::storage::{self, Loaded};
use crate::state::{Action, PlayState, Settings};
use crate::view_model::{board_data, dests, square};

/// Which screen is up.
#[derive(Clone, Copy, PartialEq)]
enum Screen {
    Play,
    NewGame,
    Rules,
}

fn initial_state() -> PlayState {
    let now = js_sys::Date::now();
    let fresh = |notice: Option<String>| {
        let mut s = PlayState::new(storage::new_id(), Settings::default(), now)
            .expect("the default game starts");
        s.notice = notice;
        s
    };
    match storage::load_current() {
        Loaded::Game(state) => *state,
        Loaded::Nothing => fresh(None),
        Loaded::Unreadable(message) => fresh(Some(message)),
    }
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer_eq(initial_state);
    let screen = use_state(|| Screen::Play);
    let worker = use_mut_ref(|| None::<AiWorker>);

    // Start the AI's worker once; its replies become actions.
    {
        let (worker, dispatcher) = (worker.clone(), state.dispatcher());
        use_effect_with((), move |_| {
            let on_reply = {
                let dispatcher = dispatcher.clone();
                move |reply: Reply| {
                    if let Reply::Done(result) = reply {
                        let request = result.id as u32;
                        match result.text {
                            Some(text) => dispatcher.dispatch(Action::ComputerText {
                                request,
                                text,
                                now: js_sys::Date::now(),
                            }),
                            None => dispatcher.dispatch(Action::ComputerFailed { request }),
                        }
                    }
                }
            };
            let on_failure = move |id: u64, _message: String| {
                dispatcher.dispatch(Action::ComputerFailed { request: id as u32 });
            };
            *worker.borrow_mut() = Some(AiWorker::spawn(on_reply, on_failure));
        });
    }

    // Save after every move, and whenever another game is started or restored.
    {
        let (state_now, dispatcher) = (state.clone(), state.dispatcher());
        let key = (
            state.id.clone(),
            state.game.moves().len(),
            state.updated.to_bits(),
        );
        use_effect_with(key, move |_| {
            if let Err(message) = storage::save(&state_now) {
                dispatcher.dispatch(Action::Notice(Some(message)));
            }
        });
    }

    // The computer's turn: ask the worker (a request id makes late answers harmless).
    {
        let (state_now, worker, dispatcher) = (state.clone(), worker.clone(), state.dispatcher());
        let key = (state.id.clone(), state.game.moves().len(), state.thinking);
        use_effect_with(key, move |_| {
            if let (Some(level), None) = (state_now.computer_to_move(), state_now.thinking) {
                let request = state_now.next_request;
                dispatcher.dispatch(Action::Think { request });
                if let Some(w) = worker.borrow().as_ref() {
                    w.send(&SearchRequest {
                        id: request as u64,
                        record: Some(state_now.game.to_record()),
                        level,
                        seed: js_sys::Date::now() as u64 ^ request as u64,
                        ..SearchRequest::default()
                    });
                }
            }
        });
    }

    let on_move = {
        let dispatcher = state.dispatcher();
        Callback::from(move |(from, to): (u8, u8)| {
            dispatcher.dispatch(Action::HumanMove {
                from: square(from),
                to: square(to),
                now: js_sys::Date::now(),
            });
        })
    };
    let on_toggle_clock = {
        let dispatcher = state.dispatcher();
        Callback::from(move |_| dispatcher.dispatch(Action::ToggleClock))
    };
    let on_dismiss = {
        let dispatcher = state.dispatcher();
        Callback::from(move |_| dispatcher.dispatch(Action::Notice(None)))
    };
    let on_start = {
        let (dispatcher, screen) = (state.dispatcher(), screen.clone());
        Callback::from(move |settings: Settings| {
            dispatcher.dispatch(Action::NewGame {
                id: storage::new_id(),
                settings,
                now: js_sys::Date::now(),
            });
            screen.set(Screen::Play);
        })
    };
    let show = |s: Screen| {
        let screen = screen.clone();
        Callback::from(move |_: MouseEvent| screen.set(s))
    };
    let close = {
        let screen = screen.clone();
        Callback::from(move |_: ()| screen.set(Screen::Play))
    };

    let pos = state.position();
    let data = board_data(pos, &state.keys, state.settings.home_seat());
    let legal = if state.human_to_move() {
        dests(pos.legal_moves())
    } else {
        Vec::new()
    };
    let board_label = format!("Martian Chess board, {} players", pos.seats());

    html! {
        <div class="app">
            <header class="topbar">
                <h1><span class="logo" aria-hidden="true">{ "▲" }</span>{ " Martian Chess" }</h1>
                <nav>
                    <button class="primary" onclick={show(Screen::NewGame)}>{ "New game" }</button>
                    <button class="secondary" onclick={show(Screen::Rules)}>{ "How to play" }</button>
                </nav>
            </header>
            if *screen == Screen::Rules {
                <HowToPlay on_close={close.clone()} />
            } else {
                <main class={classes!("play", (pos.seats() == 4).then_some("four"))}>
                    <div class={classes!("board-wrap", state.thinking.map(|_| "computer-thinking"))}>
                        <Board grid={data.grid} squares={data.squares} pieces={data.pieces}
                            lines={data.lines} last_move={data.last_move} dests={Rc::new(legal)}
                            interactive={true} testing_attrs={true} on_move={on_move}
                            label={AttrValue::from(board_label)} />
                    </div>
                    <GamePanel state={Rc::new((*state).clone())} {on_toggle_clock} {on_dismiss} />
                </main>
            }
            if *screen == Screen::NewGame {
                <NewGame initial={state.settings.clone()} {on_start} on_cancel={close} />
            }
        </div>
    }
}
