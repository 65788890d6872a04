//! The AIs' web worker as a hook, for any board that has the computer play (either game, the
//! embed's `play` mode): starts the worker once, sends requests, and hands back each answer
//! with its request id (the caller drops stale ones). A worker that fails has already been
//! replaced by the service; the lost request is reported as failed after a pause that grows
//! with each failure in a row, so the caller's retry of a worker that cannot start at all does
//! not spin.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use martian_worker::{SearchRequest, TurnRequest};
use yew::prelude::*;

use crate::services::ai_worker::{AiWorker, Heard};

/// The shortest time the computer is seen thinking (ms): a move found in a blink is shown after
/// a short pause, so the player sees the computer take its turn.
const MIN_THINKING_MS: f64 = 400.0;

/// The pause before reporting a failure after `failures` failures in a row (ms): 0.5 s, 1 s,
/// 2 s, ... 30 s.
pub fn retry_delay_ms(failures: u32) -> u32 {
    (500u32 << failures.saturating_sub(1).min(6)).min(30_000)
}

/// What the worker said about a request.
#[derive(Clone, PartialEq, Debug)]
pub enum AiAnswer {
    /// The computer's move, as move text (`clock ` in front when it calls the clock).
    Move {
        /// The request answered.
        request: u32,
        /// Its move text.
        text: String,
    },
    /// The computer's Sandships turn, as action texts.
    Turn {
        /// The request answered.
        request: u32,
        /// The actions, in order.
        actions: Vec<String>,
    },
    /// No move came: ask again.
    Failed {
        /// The request that failed.
        request: u32,
        /// What went wrong, once it has gone wrong three times in a row.
        trouble: Option<String>,
    },
}

/// Sends requests to the worker.
#[derive(Clone)]
pub struct AiHandle(Rc<RefCell<Option<AiWorker>>>);

/// Two handles are equal when they send to the same worker (props compare them).
impl PartialEq for AiHandle {
    fn eq(&self, other: &AiHandle) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl AiHandle {
    /// Asks for a Martian Chess move (queued until the worker is ready).
    pub fn ask(&self, request: &SearchRequest) {
        if let Some(w) = self.0.borrow().as_ref() {
            w.send(request);
        }
    }

    /// Asks for a Sandships turn (queued until the worker is ready).
    pub fn ask_turn(&self, request: &TurnRequest) {
        if let Some(w) = self.0.borrow().as_ref() {
            w.send_turn(request);
        }
    }
}

/// Runs the AI's worker for this component while `enabled` (a board without a computer seat
/// downloads and starts nothing); every answer goes to the latest `on_answer`. The worker is
/// stopped when the component goes or `enabled` turns false.
#[hook]
pub fn use_ai_worker(enabled: bool, on_answer: Callback<AiAnswer>) -> AiHandle {
    let worker = use_mut_ref(|| None::<AiWorker>);
    let latest = use_mut_ref(Callback::<AiAnswer>::noop);
    *latest.borrow_mut() = on_answer;
    {
        let worker = worker.clone();
        use_effect_with(enabled, move |enabled| {
            let cleanup = {
                let worker = worker.clone();
                move || drop(worker.borrow_mut().take())
            };
            if !*enabled {
                return cleanup;
            }
            let failures = Rc::new(Cell::new(0u32));
            let on_reply = {
                let (latest, failures) = (latest.clone(), failures.clone());
                move |reply: Heard| {
                    let (answer, elapsed_ms) = match reply {
                        Heard::Move {
                            id,
                            text,
                            elapsed_ms,
                        } => {
                            let request = id as u32;
                            let answer = match text {
                                Some(text) => AiAnswer::Move { request, text },
                                None => AiAnswer::Failed {
                                    request,
                                    trouble: None,
                                },
                            };
                            (answer, elapsed_ms)
                        }
                        Heard::Turn {
                            id,
                            actions,
                            error,
                            elapsed_ms,
                        } => {
                            let request = id as u32;
                            let answer = if actions.is_empty() {
                                AiAnswer::Failed {
                                    request,
                                    trouble: error,
                                }
                            } else {
                                AiAnswer::Turn { request, actions }
                            };
                            (answer, elapsed_ms)
                        }
                        Heard::Ready => return,
                    };
                    failures.set(0);
                    let wait = (MIN_THINKING_MS - elapsed_ms).max(0.0) as u32;
                    let latest = latest.clone();
                    Timeout::new(wait, move || latest.borrow().emit(answer)).forget();
                }
            };
            let on_failure = move |id: u64, message: String| {
                failures.set(failures.get() + 1);
                let trouble = (failures.get() >= 3).then_some(message);
                let latest = latest.clone();
                Timeout::new(retry_delay_ms(failures.get()), move || {
                    latest.borrow().emit(AiAnswer::Failed {
                        request: id as u32,
                        trouble,
                    })
                })
                .forget();
            };
            *worker.borrow_mut() = Some(AiWorker::spawn(on_reply, on_failure));
            cleanup
        });
    }
    AiHandle(worker)
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
