//! The computer's seats: starts the AI's web worker once, asks it for a move whenever a computer
//! is to move in the live game, and turns its answers into actions (a request id makes late
//! answers harmless: the reducer drops them). A worker that fails has already been replaced by
//! the service; the lost request is retried after a pause that grows with each failure in a
//! row, so a worker that cannot start at all does not spin.

use std::cell::Cell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use martian_worker::{Reply, SearchRequest};
use yew::prelude::*;

use super::now;
use crate::services::ai_worker::AiWorker;
use crate::state::{Action, PlayState};

/// The shortest time the computer is seen thinking (ms): a move found in a blink is shown after
/// a short pause, so the player sees the computer take its turn.
const MIN_THINKING_MS: f64 = 400.0;

/// The pause before retrying after `failures` failures in a row (ms): 0.5 s, 1 s, 2 s, ... 30 s.
pub fn retry_delay_ms(failures: u32) -> u32 {
    (500u32 << failures.saturating_sub(1).min(6)).min(30_000)
}

/// Runs the computer's seats of the game in `state`.
#[hook]
pub fn use_computer_player(state: &UseReducerHandle<PlayState>) {
    let worker = use_mut_ref(|| None::<AiWorker>);
    {
        let (worker, dispatcher) = (worker.clone(), state.dispatcher());
        use_effect_with((), move |_| {
            let failures = Rc::new(Cell::new(0u32));
            let on_reply = {
                let (dispatcher, failures) = (dispatcher.clone(), failures.clone());
                move |reply: Reply| {
                    let Reply::Done(result) = reply else { return };
                    failures.set(0);
                    let request = result.id as u32;
                    let Some(text) = result.text else {
                        dispatcher.dispatch(Action::ComputerFailed { request });
                        return;
                    };
                    let wait = (MIN_THINKING_MS - result.elapsed_ms).max(0.0) as u32;
                    let dispatcher = dispatcher.clone();
                    Timeout::new(wait, move || {
                        dispatcher.dispatch(Action::ComputerText {
                            request,
                            text,
                            now: now(),
                        })
                    })
                    .forget();
                }
            };
            let on_failure = move |id: u64, message: String| {
                failures.set(failures.get() + 1);
                if failures.get() >= 3 {
                    dispatcher.dispatch(Action::Notice(Some(format!(
                        "The computer player keeps failing ({message}); retrying."
                    ))));
                }
                let dispatcher = dispatcher.clone();
                Timeout::new(retry_delay_ms(failures.get()), move || {
                    dispatcher.dispatch(Action::ComputerFailed { request: id as u32 })
                })
                .forget();
            };
            *worker.borrow_mut() = Some(AiWorker::spawn(on_reply, on_failure));
        });
    }
    let (state_now, dispatcher) = ((**state).clone(), state.dispatcher());
    let key = (
        state.id.clone(),
        state.game.moves().len(),
        state.thinking,
        state.cursor,
    );
    use_effect_with(key, move |_| {
        if let (Some(level), None) = (state_now.computer_to_move(), state_now.thinking) {
            let request = state_now.next_request;
            dispatcher.dispatch(Action::Think { request });
            if let Some(w) = worker.borrow().as_ref() {
                w.send(&SearchRequest {
                    id: request as u64,
                    record: Some(state_now.game.to_record()),
                    level,
                    seed: now() as u64 ^ request as u64,
                    ..SearchRequest::default()
                });
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::retry_delay_ms;

    #[test]
    fn retries_back_off_and_are_capped() {
        assert_eq!(retry_delay_ms(1), 500);
        assert_eq!(retry_delay_ms(2), 1000);
        assert_eq!(retry_delay_ms(3), 2000);
        assert_eq!(retry_delay_ms(50), 30_000);
    }
}
