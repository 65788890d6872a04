//! The computer's seats of a Sandships game, at a pace a person can follow: the computer rolls
//! (the app throws its dice, as for a person), asks the worker for the whole turn, then shows
//! the turn one action at a time. Every step waits on a timer that is cancelled when the game
//! changes under it, and request ids make late answers harmless.

use gloo::timers::callback::Timeout;
use martian_worker::TurnRequest;
use sandships::Roll;
use yew::prelude::*;

use super::state::{SandAction, SandPlay, SandshipsAction};
use crate::hooks::ai_worker::{AiAnswer, AiHandle};
use crate::hooks::now;

/// The pause before the computer rolls (ms).
const ROLL_PAUSE_MS: u32 = 600;
/// The pause before each of its actions is shown (ms).
const STEP_PAUSE_MS: u32 = 850;

/// Three dice thrown by the browser's random source.
pub fn throw() -> Roll {
    let die = || (js_sys::Math::random() * 6.0).floor().clamp(0.0, 5.0) as u8;
    Roll::from_numbers([die(), die(), die()])
}

/// The reducer's actions for an answer of the worker (none for another game's answer).
pub fn sandships_answer(answer: AiAnswer) -> Vec<SandAction> {
    match answer {
        AiAnswer::Turn { request, actions } => {
            vec![SandshipsAction::ComputerTurn { request, actions }.into()]
        }
        AiAnswer::Failed { request, trouble } => {
            let mut out = Vec::new();
            if let Some(message) = trouble {
                out.push(SandAction::Notice(Some(format!(
                    "The computer player keeps failing ({message}); retrying."
                ))));
            }
            out.push(SandAction::ComputerFailed { request });
            out
        }
        AiAnswer::Move { .. } => Vec::new(),
    }
}

/// Runs the computer's seats of the game in `state` through `ai`, while `active`.
#[hook]
pub fn use_sandships_computer(state: &UseReducerHandle<SandPlay>, ai: &AiHandle, active: bool) {
    let timer = use_mut_ref(|| None::<Timeout>);
    let (s, dispatcher, ai) = ((**state).clone(), state.dispatcher(), ai.clone());
    let key = (
        s.id.clone(),
        s.game.actions().len(),
        s.thinking,
        s.extra.queue.len(),
        active,
    );
    use_effect_with(key, move |_| {
        let cancel = {
            let timer = timer.clone();
            move || drop(timer.borrow_mut().take())
        };
        let Some(level) = s.computer_to_act().filter(|_| active) else {
            return cancel;
        };
        let state_now = s.current().clone();
        if !s.extra.queue.is_empty() {
            let d = dispatcher.clone();
            *timer.borrow_mut() = Some(Timeout::new(STEP_PAUSE_MS, move || {
                d.dispatch(SandshipsAction::ComputerStep { now: now() }.into())
            }));
        } else if state_now.needs_roll() {
            let d = dispatcher.clone();
            *timer.borrow_mut() = Some(Timeout::new(ROLL_PAUSE_MS, move || {
                d.dispatch(
                    SandshipsAction::Roll {
                        roll: throw(),
                        now: now(),
                    }
                    .into(),
                )
            }));
        } else if s.thinking.is_none() {
            let request = s.next_request;
            dispatcher.dispatch(SandAction::Think { request });
            ai.ask_turn(&TurnRequest {
                id: request as u64,
                state: state_now.to_string(),
                options: state_now.options(),
                level,
                seed: now() as u64 ^ request as u64,
                ..TurnRequest::default()
            });
        }
        cancel
    });
}

/// Props of the computer's seats.
#[derive(Properties, PartialEq)]
pub struct SandshipsComputerProps {
    /// The game.
    pub state: UseReducerHandle<SandPlay>,
    /// The worker.
    pub ai: AiHandle,
    /// Whether this game is the one open.
    pub active: bool,
}

/// The computer's seats, as a component with no markup (the shell's room holds one). It has
/// the shape of Martian Chess's, but runs another hook (rolls, then the turn shown action by
/// action on timers), so the two are not one component.
#[function_component(SandshipsComputer)]
pub fn sandships_computer(props: &SandshipsComputerProps) -> Html {
    use_sandships_computer(&props.state, &props.ai, props.active);
    Html::default()
}
