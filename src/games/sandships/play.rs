//! The Sandships play screen: the board, the history bar and the panel, and the person's side of
//! a turn: what a drag, a tap or a button on the board means in the rules (through the rules
//! adapter), which die pays for it, and the bump's second step.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use sandships::{Action as Play, Kind, Port, State};
use yew::prelude::*;

use super::board::model::Spot;
use super::board::view::SandBoard;
use super::computer::throw;
use super::panel::SandPanel;
use super::state::{die_for, SandAction, SandPlay, SandshipsAction};
use super::view_model::{board_data, bump_choices, kind_of, last_spots, targets, why_not};
use crate::hooks::now;
use crate::services::storage;
use crate::widgets::history_bar::HistoryBar;

/// How long the dice tumble before they land (ms); none with reduced motion.
const ROLL_MS: u32 = 550;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandshipsPlayProps {
    /// The game and its dispatcher.
    pub state: UseReducerHandle<SandPlay>,
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
fn act(state: &SandPlay, kind: Kind) -> SandAction {
    let shown: &State = state.shown();
    match die_for(shown, kind, state.extra.picked) {
        Some(face) => SandshipsAction::Human {
            action: Play::Use(face, kind),
            now: now(),
            fork_id: storage::new_id(),
        }
        .into(),
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

/// The screen.
#[function_component(SandshipsPlay)]
pub fn sandships_play(props: &SandshipsPlayProps) -> Html {
    let handle = props.state.clone();
    let state: Rc<SandPlay> = Rc::new((*handle).clone());
    let rolling = use_state(|| false);
    let roll_timer = use_mut_ref(|| None::<Timeout>);

    let dispatch = {
        let handle = handle.clone();
        move |a: SandAction| handle.dispatch(a)
    };
    let on_move = {
        let (state, dispatch) = (state.clone(), dispatch.clone());
        Callback::from(move |(from, to): (Spot, Spot)| {
            let shown = state.shown();
            if let (Some((p, q)), Spot::Port(d)) = (state.extra.bump, to) {
                return dispatch(act(
                    &state,
                    Kind::Move {
                        from: p,
                        to: q,
                        bump: Some(Port(d)),
                    },
                ));
            }
            match kind_of(shown, from, to) {
                Some(Kind::Move {
                    from: p,
                    to: q,
                    bump: None,
                }) if shown.ship(q).is_some() => {
                    let choices = bump_choices(shown, p, q);
                    match choices.as_slice() {
                        [] => dispatch(SandAction::Notice(Some(why_not(shown, from, to)))),
                        [only] => dispatch(act(
                            &state,
                            Kind::Move {
                                from: p,
                                to: q,
                                bump: Some(*only),
                            },
                        )),
                        _ => dispatch(SandshipsAction::StartBump(p, q).into()),
                    }
                }
                Some(kind) => dispatch(act(&state, kind)),
                None => dispatch(SandAction::Notice(Some(why_not(shown, from, to)))),
            }
        })
    };
    let on_tap = {
        let (state, dispatch) = (state.clone(), dispatch.clone());
        Callback::from(move |spot: Spot| match kind_of(state.shown(), spot, spot) {
            Some(kind) => dispatch(act(&state, kind)),
            None => dispatch(SandAction::Notice(Some(why_not(state.shown(), spot, spot)))),
        })
    };
    let on_attempt = {
        let (state, dispatch) = (state.clone(), dispatch.clone());
        Callback::from(move |(from, to): (Spot, Spot)| {
            dispatch(SandAction::Notice(Some(why_not(state.shown(), from, to))))
        })
    };
    let on_kind = {
        let (state, dispatch) = (state.clone(), dispatch.clone());
        Callback::from(move |kind: Kind| dispatch(act(&state, kind)))
    };
    let on_roll = {
        let (dispatch, rolling, timer) = (dispatch.clone(), rolling.clone(), roll_timer.clone());
        Callback::from(move |_| {
            if reduced_motion() {
                dispatch(
                    SandshipsAction::Roll {
                        roll: throw(),
                        now: now(),
                    }
                    .into(),
                );
                return;
            }
            rolling.set(true);
            let (dispatch, rolling) = (dispatch.clone(), rolling.clone());
            *timer.borrow_mut() = Some(Timeout::new(ROLL_MS, move || {
                rolling.set(false);
                dispatch(
                    SandshipsAction::Roll {
                        roll: throw(),
                        now: now(),
                    }
                    .into(),
                );
            }));
        })
    };
    let on_end = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| {
            dispatch(
                SandshipsAction::Human {
                    action: Play::End,
                    now: now(),
                    fork_id: storage::new_id(),
                }
                .into(),
            )
        })
    };
    let cb = |make: fn() -> SandAction| {
        let dispatch = dispatch.clone();
        Callback::from(move |_| dispatch(make()))
    };
    let on_view = {
        let dispatch = dispatch.clone();
        Callback::from(move |c: Option<usize>| dispatch(SandAction::View(c)))
    };

    let shown = state.shown();
    let step = state.shown_step();
    let last = if step > 0 {
        last_spots(
            &state.game.states()[step - 1],
            state.game.actions()[step - 1],
        )
    } else {
        Vec::new()
    };
    let data = Rc::new(board_data(
        shown,
        &state.settings,
        &state.shown_keys(),
        last,
    ));
    let human = state.human_to_act() && !shown.needs_roll();
    let board_targets = if human {
        targets(shown, state.extra.bump)
    } else {
        Vec::new()
    };
    let pending = state.extra.bump.map(|(_, q)| Spot::Port(q.0));
    let label = format!("Sandships board, {} players", shown.players());

    html! {
        <main class="play sandships">
            <div class="board-column">
                <div class={classes!("board-wrap", "sand-wrap", (state.thinking.is_some() || !state.extra.queue.is_empty()).then_some("computer-thinking"), state.viewing_history().then_some("viewing"))}>
                    <SandBoard data={data} targets={Rc::new(board_targets)} {pending}
                        interactive={human} testing_attrs={true}
                        {on_move} {on_tap} {on_attempt} label={AttrValue::from(label)} />
                </div>
                <HistoryBar total={state.game.actions().len()} shown={step}
                    can_undo={state.can_undo()} can_redo={!state.redo.is_empty()}
                    on_undo={cb(|| SandAction::Undo { now: now() })}
                    on_redo={cb(|| SandAction::Redo { now: now() })}
                    {on_view}
                    on_play_from_here={cb(|| SandAction::PlayFromHere { id: storage::new_id(), now: now() })} />
            </div>
            <SandPanel state={state.clone()} rolling={*rolling} {on_roll}
                on_pick={{ let d = dispatch.clone(); Callback::from(move |f| d(SandshipsAction::Pick(f).into())) }}
                {on_kind} {on_end}
                on_cancel_bump={cb(|| SandshipsAction::CancelBump.into())}
                on_dismiss={cb(|| SandAction::Notice(None))}
                on_select={{ let d = dispatch.clone(); Callback::from(move |n: usize| d(SandAction::View(Some(n)))) }} />
        </main>
    }
}
