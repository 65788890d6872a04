//! The Sandships play screen: the board, the history bar and the panel, and the person's side of
//! a turn: what a drag, a tap or a button on the board means in the rules (through the rules
//! adapter), which die pays for it, and the bump's second step. The screen keeps for the moment
//! the die the person picked and a bump waiting for where the bumped ship goes.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use sandships::{Action as Play, Face, Kind, Port, State};
use yew::prelude::*;

use super::board::model::{BoardData, Spot};
use super::board::view::SandBoard;
use super::panel::SandPanel;
use super::ship_keys::ShipKeys;
use super::state::{die_for, SandAction, SandPlay};
use super::study::Parts;
use super::view_model::{board_data, bump_choices, kind_of, last_spots, targets, why_not};
use crate::hooks::{now, throw_dice, use_moment};
use crate::services::storage;
use crate::widgets::history_bar::HistoryBar;

/// What the screen keeps for the moment (forgotten when the board shows another point).
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Moment {
    /// The die the person picked to spend next (`None`: the action chosen decides).
    pub picked: Option<Face>,
    /// A ship sailing onto an occupied port, waiting for where the bumped ship goes.
    pub bump: Option<(Port, Port)>,
}

/// How long the dice tumble before they land (ms); none with reduced motion.
const ROLL_MS: u32 = 550;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandshipsPlayProps {
    /// The game and its dispatcher.
    pub state: UseReducerHandle<SandPlay>,
    /// The hint and the chances, drawn by the app's play screen (`super::study`), so an
    /// embed, which plays through this screen too, carries none of their code.
    #[prop_or_default]
    pub study: Option<Parts>,
}

/// Whether the reader asked for less motion (the dice then land at once).
pub(crate) fn reduced_motion() -> bool {
    gloo::utils::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Plays `kind` for the person with the die the rules and their pick allow, or says why not.
fn act(state: &SandPlay, picked: Option<Face>, kind: Kind) -> SandAction {
    let shown: &State = state.shown();
    match die_for(shown, kind, picked) {
        Some(face) => SandAction::Person {
            step: Play::Use(face, kind),
            now: now(),
            fork_id: storage::new_id(),
        },
        None => SandAction::Notice(Some(format!(
            "No die may do that now: {}",
            why_kind(shown, kind)
        ))),
    }
}

fn why_kind(state: &State, kind: Kind) -> String {
    let mut probe = state.clone();
    let face = kind.face();
    match probe.play(Play::Use(face, kind)) {
        Err(e) => e.reason,
        Ok(()) => "your dice are spent on other actions".into(),
    }
}

/// What a ship put on a port or a city means: an action, the bump's question, or why not.
fn put(state: &SandPlay, moment: Moment, from: Spot, to: Spot) -> Result<SandAction, Moment> {
    let shown = state.shown();
    let why = || SandAction::Notice(Some(why_not(shown, from, to)));
    if let (Some((p, q)), Spot::Port(d)) = (moment.bump, to) {
        let bump = Some(Port(d));
        return Ok(act(
            state,
            moment.picked,
            Kind::Move {
                from: p,
                to: q,
                bump,
            },
        ));
    }
    match kind_of(shown, from, to) {
        Some(Kind::Move {
            from: p,
            to: q,
            bump: None,
        }) if shown.ship(q).is_some() => match bump_choices(shown, p, q).as_slice() {
            [] => Ok(why()),
            [only] => {
                let bump = Some(*only);
                Ok(act(
                    state,
                    moment.picked,
                    Kind::Move {
                        from: p,
                        to: q,
                        bump,
                    },
                ))
            }
            _ => Err(Moment {
                bump: Some((p, q)),
                ..moment
            }),
        },
        Some(kind) => Ok(act(state, moment.picked, kind)),
        None => Ok(why()),
    }
}

/// What the board's pointer and keys do: put a piece, tap one, or try a spot that is no target.
struct BoardHandlers {
    on_move: Callback<(Spot, Spot)>,
    on_tap: Callback<Spot>,
    on_attempt: Callback<(Spot, Spot)>,
}

fn board_handlers(
    state: &UseReducerHandle<SandPlay>,
    moment: Moment,
    set_moment: &Callback<Moment>,
) -> BoardHandlers {
    let on_move = {
        let (state, set_moment) = (state.clone(), set_moment.clone());
        Callback::from(
            move |(from, to): (Spot, Spot)| match put(&state, moment, from, to) {
                Ok(action) => {
                    set_moment.emit(Moment {
                        bump: None,
                        ..moment
                    });
                    state.dispatch(action)
                }
                Err(asking) => set_moment.emit(asking),
            },
        )
    };
    let on_tap = {
        let state = state.clone();
        Callback::from(move |spot: Spot| match kind_of(state.shown(), spot, spot) {
            Some(kind) => state.dispatch(act(&state, moment.picked, kind)),
            None => state.dispatch(SandAction::Notice(Some(why_not(state.shown(), spot, spot)))),
        })
    };
    let on_attempt = {
        let state = state.clone();
        Callback::from(move |(from, to): (Spot, Spot)| {
            state.dispatch(SandAction::Notice(Some(why_not(state.shown(), from, to))))
        })
    };
    BoardHandlers {
        on_move,
        on_tap,
        on_attempt,
    }
}

/// The Roll button: the dice tumble for a moment (not with reduced motion), then land.
fn roll_handler(
    state: &UseReducerHandle<SandPlay>,
    rolling: &UseStateHandle<bool>,
    timer: &std::rc::Rc<std::cell::RefCell<Option<Timeout>>>,
) -> Callback<()> {
    let (dispatcher, rolling, timer) = (state.dispatcher(), rolling.clone(), timer.clone());
    Callback::from(move |_| {
        let roll = {
            let dispatcher = dispatcher.clone();
            move || {
                dispatcher.dispatch(SandAction::Roll {
                    numbers: throw_dice(),
                    now: now(),
                })
            }
        };
        if reduced_motion() {
            return roll();
        }
        rolling.set(true);
        let rolling = rolling.clone();
        *timer.borrow_mut() = Some(Timeout::new(ROLL_MS, move || {
            rolling.set(false);
            roll();
        }));
    })
}

/// The board's data for the point shown, with each ship's identity for its glide, and the
/// spots `hints` pointed at (the hint's current action, on the live state only).
fn shown_board(state: &SandPlay, keys: &ShipKeys, hints: &[Spot]) -> Rc<BoardData> {
    let step = state.shown_step();
    let last = match step {
        0 => Vec::new(),
        _ => last_spots(
            &state.game.states()[step - 1],
            state.game.actions()[step - 1],
        ),
    };
    let mut data = board_data(state.shown(), &state.settings, keys, last);
    if !state.viewing_history() && !hints.is_empty() {
        data.hints = hints.to_vec();
    }
    Rc::new(data)
}

/// The screen.
#[function_component(SandshipsPlay)]
pub fn sandships_play(props: &SandshipsPlayProps) -> Html {
    let handle = props.state.clone();
    let state: Rc<SandPlay> = Rc::new((*handle).clone());
    let (moment, set_moment) = use_moment::<_, Moment>(&state);
    let rolling = use_state(|| false);
    let roll_timer = use_mut_ref(|| None::<Timeout>);
    // Replayed each time: a few hundred actions at most, cheaper than keeping them.
    let keys = ShipKeys::replay(state.game.start(), &state.steps()[..state.shown_step()]);
    let BoardHandlers {
        on_move,
        on_tap,
        on_attempt,
    } = board_handlers(&handle, moment, &set_moment);
    let on_roll = roll_handler(&handle, &rolling, &roll_timer);
    let on_kind = {
        let handle = handle.clone();
        Callback::from(move |kind: Kind| handle.dispatch(act(&handle, moment.picked, kind)))
    };
    let cb = |make: fn() -> SandAction| {
        let dispatcher = handle.dispatcher();
        Callback::from(move |_| dispatcher.dispatch(make()))
    };
    let on_view = {
        let dispatcher = handle.dispatcher();
        Callback::from(move |c: Option<usize>| dispatcher.dispatch(SandAction::View(c)))
    };
    let on_select = on_view.reform(Some);
    let on_pick = set_moment.reform(move |picked| Moment { picked, ..moment });
    let on_cancel_bump = set_moment.reform(move |()| Moment {
        bump: None,
        ..moment
    });

    let shown = state.shown();
    let human = state.human_to_act() && !shown.needs_roll();
    let board_targets = match human {
        true => targets(shown, moment.bump),
        false => Vec::new(),
    };
    let pending = moment.bump.map(|(_, q)| Spot::Port(q.0));
    let label = format!("Sandships board, {} players", shown.players());
    let thinking = state.thinking.is_some() || !state.pending.is_empty();
    let study = props.study.as_ref().map(|p| &*p.0);

    html! {
        <main class="play sandships">
            <div class="board-column">
                <div class="board-and-bar">
                <div class={classes!("board-wrap", "sand-wrap", thinking.then_some("computer-thinking"), state.viewing_history().then_some("viewing"))}>
                    <SandBoard data={shown_board(&state, &keys, study.map_or(&[][..], |p| &p.hint_spots))} targets={Rc::new(board_targets)} {pending}
                        interactive={human} testing_attrs={true}
                        {on_move} {on_tap} {on_attempt} label={AttrValue::from(label)} />
                </div>
                { study.map(|p| p.bar.clone()).unwrap_or_default() }
                </div>
                <HistoryBar total={state.game.actions().len()} shown={state.shown_step()}
                    can_undo={state.can_undo()} can_redo={!state.redo.is_empty()}
                    on_undo={cb(|| SandAction::Undo { now: now() })}
                    on_redo={cb(|| SandAction::Redo { now: now() })}
                    {on_view}
                    on_play_from_here={cb(|| SandAction::PlayFromHere { id: storage::new_id(), now: now() })} />
            </div>
            <SandPanel state={state.clone()} picked={moment.picked} bump={moment.bump}
                rolling={*rolling} {on_roll} {on_pick} {on_kind}
                on_end={cb(|| SandAction::Person { step: Play::End, now: now(), fork_id: storage::new_id() })}
                {on_cancel_bump} on_dismiss={cb(|| SandAction::Notice(None))} {on_select}
                study={props.study.clone()} />
        </main>
    }
}
