//! A review's run through the AI's worker, for any game: one move (turn) at a time, the next
//! asked when the last one's judgement has been taken in, so the first judgements show at once,
//! the page stays usable (the worker searches, not the page), and Cancel stops between two
//! moves. An answer that comes back after Cancel, or after the game on screen changed, is
//! dropped; a worker that died is replaced by the worker hook and the move asked again.

use std::cell::Cell;
use std::rc::Rc;

use yew::prelude::*;

use crate::hooks::ai_worker::{AiAnswer, AiHandle};

/// What the run is given.
#[derive(Clone, PartialEq)]
pub struct ReviewAsks {
    /// The game's id (`martian-chess`), for the worker's registry.
    pub game: &'static str,
    /// Each move's request (`martian_worker::ReviewRequest` as JSON), in order.
    pub asks: Rc<Vec<String>>,
    /// How many moves are judged already (the next to ask).
    pub judged: usize,
    /// Whether the run goes on (false: cancelled, or not started).
    pub running: bool,
}

/// Asks the worker for move `asks.judged`'s judgement while `asks.running`: `on_judged` hears
/// (its index, the worker's review comment), `on_trouble` why the worker could not answer.
#[hook]
pub fn use_review_run(
    ai: &AiHandle,
    asks: ReviewAsks,
    on_judged: Callback<(usize, String)>,
    on_trouble: Callback<String>,
) {
    // Raised whenever what is asked changes: an answer to an older ask is not heard.
    let generation = use_memo((), |_| Rc::new(Cell::new(0u64)));
    let retries = use_state(|| 0u32);
    let ai = ai.clone();
    let generation = (*generation).clone();
    let total = asks.asks.len();
    use_effect_with(
        (asks.running, asks.judged, total, *retries),
        move |&(running, judged, total, _)| {
            generation.set(generation.get() + 1);
            let mine = generation.get();
            if running && judged < total {
                let heard = {
                    let generation = generation.clone();
                    Callback::from(move |answer: AiAnswer| {
                        if generation.get() != mine {
                            return;
                        }
                        match answer {
                            AiAnswer::Steps(steps) => match steps.into_iter().next() {
                                Some(comment) => on_judged.emit((judged, comment)),
                                None => on_trouble.emit("the engine gave no judgement".into()),
                            },
                            AiAnswer::Failed { trouble: Some(why) } => on_trouble.emit(why),
                            // The worker was replaced: ask again.
                            AiAnswer::Failed { trouble: None } => retries.set(*retries + 1),
                        }
                    })
                };
                ai.ask_for(asks.game, "review", &asks.asks[judged], heard);
            }
            move || generation.set(generation.get() + 1)
        },
    );
}
