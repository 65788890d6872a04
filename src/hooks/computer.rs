//! The computer's seats of any game, at a pace a person can follow: while a computer seat is to
//! act in the live game, it throws the dice when a roll is due (after a pause, as a person
//! would), asks the AI's worker for its steps, and then shows them one at a time (a game whose
//! answer is one move shows it at once). Each pause waits on a timer that is cancelled when the
//! game changes under it, and request ids make late answers harmless. While a person looks back
//! at an earlier point, an answer already in is still shown, but the computer neither rolls nor
//! asks for its next turn.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::ai_worker::{AiAnswer, AiHandle};
use super::now;
use crate::history::{History, HistoryAction, Playable, Player};

/// Three dice thrown by the browser's random source, as numbers 0-5.
pub fn throw_dice() -> [u8; 3] {
    let die = || (js_sys::Math::random() * 6.0).floor().clamp(0.0, 5.0) as u8;
    [die(), die(), die()]
}

/// Runs the computer's seats of the game in `state` through `ai`, while `active`.
#[hook]
pub fn use_computer_seats<G: Playable>(
    state: &UseReducerHandle<History<G>>,
    ai: &AiHandle,
    active: bool,
) {
    let timer = use_mut_ref(|| None::<Timeout>);
    let (history, dispatcher, ai) = ((**state).clone(), state.dispatcher(), ai.clone());
    let key = (
        history.id.clone(),
        history.steps().len(),
        history.thinking,
        history.pending.len(),
        history.cursor,
        active,
    );
    use_effect_with(key, move |_| {
        let cancel = {
            let timer = timer.clone();
            move || drop(timer.borrow_mut().take())
        };
        let computer_live = matches!(history.live_player(), Some(Player::Computer(_)));
        if !active || !computer_live {
            return cancel;
        }
        let after = |ms: u32, action: fn() -> HistoryAction<G>| {
            let d = dispatcher.clone();
            match ms {
                0 => d.dispatch(action()),
                _ => *timer.borrow_mut() = Some(Timeout::new(ms, move || d.dispatch(action()))),
            }
        };
        if !history.pending.is_empty() {
            after(G::COMPUTER_STEP_MS, || HistoryAction::ComputerStep {
                now: now(),
            });
            return cancel;
        }
        let Some(level) = history.computer_to_act() else {
            return cancel;
        };
        if G::roll_due(&history.game) {
            after(G::COMPUTER_ROLL_MS, || HistoryAction::Roll {
                numbers: throw_dice(),
                now: now(),
            });
        } else if history.thinking.is_none() {
            let request = history.next_request;
            dispatcher.dispatch(HistoryAction::Think { request });
            let seed = now() as u64 ^ u64::from(request);
            let on_answer = Callback::from(move |answer| {
                dispatcher.dispatch(match answer {
                    AiAnswer::Steps(steps) => HistoryAction::ComputerAnswer { request, steps },
                    AiAnswer::Failed { trouble } => {
                        HistoryAction::ComputerFailed { request, trouble }
                    }
                })
            });
            ai.ask(G::ID, &G::ai_request(&history.game, level, seed), on_answer);
        }
        cancel
    });
}
