//! A teaching board's turn: the Roll button (the lesson's dice tumble a moment, then land),
//! the dice tray to pick the die to pay with, and the buttons for what needs no dragging
//! (build, unfurl, end the turn, cancel a bump). A hint rings the die or button it means.

use gloo::timers::callback::Timeout;
use sandships::{Face, Kind, Port, BOARD};
use yew::prelude::*;

use super::session::{Control, Input, Session};
use crate::games::sandships::dice::DiceTray;
use crate::games::sandships::play::reduced_motion;
use crate::games::sandships::view_model::{dice_views, playable};

/// How long the dice tumble before the lesson's faces land (ms); none with reduced motion.
const ROLL_MS: u32 = 550;

/// Props.
#[derive(Properties, PartialEq)]
pub struct TeachTurnProps {
    /// The session.
    pub session: UseReducerHandle<Session>,
}

/// A button for an action that needs no dragging.
fn action_button(session: &UseReducerHandle<Session>, kind: Kind, hinted: bool) -> Html {
    let d = session.dispatcher();
    let (name, text, port) = match kind {
        Kind::Unfurl { port } => (
            "unfurl",
            format!("Unfurl ship at {}", BOARD.port_name(port)),
            Some(port),
        ),
        _ => ("build", "Build at home".to_string(), None),
    };
    html! {
        <button type="button" class={classes!("secondary", hinted.then_some("hinted"))} data-action={name}
            data-port={port.map(|p: Port| BOARD.port_name(p).to_string())}
            onclick={move |_: MouseEvent| d.dispatch(Input::Button(kind))}>{ text }</button>
    }
}

/// The turn's controls.
#[function_component(TeachTurn)]
pub fn teach_turn(props: &TeachTurnProps) -> Html {
    let session = &props.session;
    let rolling = use_state(|| false);
    let roll_timer = use_mut_ref(|| None::<Timeout>);
    let state = session.state();
    let acts = session.reader_acts();
    let hint = session.hint.clone().unwrap_or_default();
    let hinted = |c: Control| hint.control == Some(c);
    let send = |input: fn() -> Input| {
        let d = session.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(input()))
    };
    let turn_dice = session.turn_dice();
    let free = |face: Face| turn_dice.iter().position(|&(f, used)| f == face && !used);
    let on_pick = {
        let (d, faces) = (session.dispatcher(), turn_dice.clone());
        Callback::from(move |i: Option<usize>| {
            d.dispatch(Input::Pick(i.and_then(|i| faces.get(i).map(|(f, _)| *f))))
        })
    };
    let on_roll = {
        let (d, rolling, timer) = (session.dispatcher(), rolling.clone(), roll_timer.clone());
        Callback::from(move |_: MouseEvent| {
            if reduced_motion() {
                return d.dispatch(Input::Roll);
            }
            rolling.set(true);
            let (d, rolling) = (d.clone(), rolling.clone());
            *timer.borrow_mut() = Some(Timeout::new(ROLL_MS, move || {
                rolling.set(false);
                d.dispatch(Input::Roll);
            }));
        })
    };
    let kinds = if acts { playable(state) } else { Vec::new() };
    let buttons = kinds.iter().filter_map(|&kind| match kind {
        Kind::Build => Some(action_button(session, kind, hinted(Control::Build))),
        Kind::Unfurl { port } => Some(action_button(session, kind, hinted(Control::Unfurl(port)))),
        _ => None,
    });
    let roll_due = state.needs_roll() && !session.solved;
    let ring = |c: Control| hinted(c).then_some("hinted");
    html! {
        <div class="teach-turn">
            if roll_due {
                <button type="button" class={classes!("primary", "roll", ring(Control::Roll))} data-action="roll"
                    disabled={*rolling} onclick={on_roll}>
                    { if *rolling { "Rolling…" } else { "Roll the dice" } }
                </button>
            }
            <DiceTray dice={dice_views(state, &turn_dice)} picked={session.picked.and_then(free)}
                hinted={hint.die.and_then(free)} {on_pick} interactive={acts} rolling={*rolling} />
            <div class="action-buttons">
                { for buttons }
                if session.bump.is_some() {
                    <button type="button" class="secondary" data-action="cancel-bump" onclick={send(|| Input::CancelBump)}>{ "Cancel the bump" }</button>
                }
                if acts {
                    <button type="button" class={classes!("secondary", "end-turn", ring(Control::End))} data-action="end" onclick={send(|| Input::End)}>{ "End turn" }</button>
                }
            </div>
        </div>
    }
}
