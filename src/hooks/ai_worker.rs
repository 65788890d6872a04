//! The AIs' web worker as a hook, for any board that has the computer play (every game, the
//! embed's `play` mode): starts the worker once, sends each game's requests, and hands each
//! answer to the callback that asked for it (the asker drops stale ones). A worker that fails
//! has already been replaced by the service; the requests it lost are reported as failed after a
//! pause that grows with each failure in a row, so the asker's retry of a worker that cannot
//! start at all does not spin.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Timeout;
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
    /// The steps the computer plays, as the game writes them (a move text, `clock ` in front
    /// when it calls the clock; a Sandships turn's action texts).
    Steps(Vec<String>),
    /// No steps came: ask again.
    Failed {
        /// What went wrong, once it has gone wrong three times in a row.
        trouble: Option<String>,
    },
}

/// One request waiting for its answer.
struct Asker {
    ticket: u64,
    on_answer: Callback<AiAnswer>,
    /// Whether the answer is held until [`MIN_THINKING_MS`] have passed: the computer's moves
    /// are; a hint, chances or a review's judgement are shown as soon as they come.
    paced: bool,
}

/// The askers waiting for an answer.
type Askers = Rc<RefCell<Vec<Asker>>>;

/// Sends requests to the worker.
#[derive(Clone)]
pub struct AiHandle {
    worker: Rc<RefCell<Option<AiWorker>>>,
    askers: Askers,
}

/// Two handles are equal when they send to the same worker (props compare them).
impl PartialEq for AiHandle {
    fn eq(&self, other: &AiHandle) -> bool {
        Rc::ptr_eq(&self.worker, &other.worker)
    }
}

impl AiHandle {
    /// Asks game `game`'s AI for its steps (its request written as JSON); `on_answer` hears
    /// the answer, once. Nothing is sent while the worker is off (`use_ai_worker`'s `enabled`
    /// false), when no computer is to play.
    pub fn ask(&self, game: &str, ask: &str, on_answer: Callback<AiAnswer>) {
        if let Some(w) = self.worker.borrow().as_ref() {
            let ticket = w.send(game, ask);
            self.askers.borrow_mut().push(Asker {
                ticket,
                on_answer,
                paced: true,
            });
        }
    }

    /// Asks game `game` something else of the same request (`kind`: `hint`, `chances`; the
    /// answer's texts in `martian_worker::games::WorkerGame`'s forms).
    pub fn ask_for(&self, game: &str, kind: &str, ask: &str, on_answer: Callback<AiAnswer>) {
        if let Some(w) = self.worker.borrow().as_ref() {
            let ticket = w.send_kind(game, kind, ask);
            self.askers.borrow_mut().push(Asker {
                ticket,
                on_answer,
                paced: false,
            });
        }
    }
}

/// The asker of `ticket`, taken off the list.
fn take_asker(askers: &Askers, ticket: u64) -> Option<Asker> {
    let mut list = askers.borrow_mut();
    let i = list.iter().position(|a| a.ticket == ticket)?;
    Some(list.remove(i))
}

/// Runs the AI's worker for this component while `enabled` (a board without a computer seat
/// downloads and starts nothing). The worker is stopped when the component goes or `enabled`
/// turns false.
///
/// It is started in the render, not in an effect: a component's children run their effects
/// before it runs its own, so a room whose computer is to move at once (the page reloaded on
/// the computer's turn) asked before an effect had started the worker, its request was lost,
/// and the computer thought for ever (e2e "a reload while the computer thinks").
#[hook]
pub fn use_ai_worker(enabled: bool) -> AiHandle {
    let worker = use_mut_ref(|| None::<AiWorker>);
    let askers = use_memo((), |_| Askers::default());
    if enabled && worker.borrow().is_none() {
        *worker.borrow_mut() = Some(spawn((*askers).clone()));
    }
    {
        let (worker, askers) = (worker.clone(), (*askers).clone());
        use_effect_with(enabled, move |&enabled| {
            // Only the cleanup of an enabled run stops the worker: when `enabled` turns true
            // the render has already started the new one.
            move || {
                if enabled {
                    drop(worker.borrow_mut().take());
                    askers.borrow_mut().clear();
                }
            }
        });
    }
    AiHandle {
        worker,
        askers: (*askers).clone(),
    }
}

/// Starts a worker whose answers go to `askers`.
fn spawn(askers: Askers) -> AiWorker {
    let failures = Rc::new(Cell::new(0u32));
    let on_reply = {
        let (askers, failures) = (askers.clone(), failures.clone());
        move |reply: Heard| {
            let Heard::Steps {
                ticket,
                steps,
                error,
                elapsed_ms,
            } = reply
            else {
                return;
            };
            let Some(asker) = take_asker(&askers, ticket) else {
                return;
            };
            failures.set(0);
            let answer = if steps.is_empty() {
                AiAnswer::Failed { trouble: error }
            } else {
                AiAnswer::Steps(steps)
            };
            if asker.paced {
                let wait = (MIN_THINKING_MS - elapsed_ms).max(0.0) as u32;
                Timeout::new(wait, move || asker.on_answer.emit(answer)).forget();
            } else {
                asker.on_answer.emit(answer);
            }
        }
    };
    let on_failure = move |lost: Vec<u64>, message: String| {
        failures.set(failures.get() + 1);
        let trouble = (failures.get() >= 3).then_some(message);
        for asker in lost.into_iter().filter_map(|t| take_asker(&askers, t)) {
            let trouble = trouble.clone();
            Timeout::new(retry_delay_ms(failures.get()), move || {
                asker.on_answer.emit(AiAnswer::Failed { trouble })
            })
            .forget();
        }
    };
    AiWorker::spawn(on_reply, on_failure)
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
