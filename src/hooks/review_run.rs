//! A review's run through the AI's worker, for any game: one move (turn) at a time, the next
//! asked when the last one's judgement has been taken in, so the first judgements show at once,
//! the page stays usable (the worker searches, not the page), and Cancel stops between two
//! moves. An answer that comes back after Cancel, or after the game on screen changed, is
//! dropped; a worker that died is replaced by the worker hook and the move asked again.

use std::cell::Cell;
use std::rc::Rc;

use yew::prelude::*;

use study::MoveReview;

use crate::hooks::ai_worker::{AiAnswer, AiHandle};
use crate::services::{clipboard, storage};

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

/// Reads unit `k`'s answer (the worker's review comment) as a judged move, or says why not.
pub type ReadAnswer = Rc<dyn Fn(usize, &str) -> Result<MoveReview, String>>;

/// The text kept for the units judged so far.
pub type KeepText = Rc<dyn Fn(&[MoveReview]) -> String>;

/// What a game hands the review's run: the worker's game, the saved game, a request a unit
/// judged (a move, a Sandships turn), what was kept, how an answer reads, and what to keep.
pub struct JudgingOf {
    /// The game's id (`martian-chess`), for the worker's registry.
    pub game: &'static str,
    /// The saved game's id, under which the review is kept.
    pub id: String,
    /// Each unit's request, in order.
    pub asks: Rc<Vec<String>>,
    /// The units judged before (read back from storage and checked by the game).
    pub kept: Rc<Vec<MoveReview>>,
    /// Unit `k`'s answer (the worker's review comment) read as a judged move, or why not.
    pub read: ReadAnswer,
    /// The text kept for the units judged so far (the record with review comments).
    pub keep: KeepText,
}

/// The review's run as a screen sees it: the judged units, whether it runs, what went wrong.
pub type Judging = (
    UseStateHandle<Rc<Vec<MoveReview>>>,
    UseStateHandle<bool>,
    UseStateHandle<Option<String>>,
);

/// The review's run: the units judged so far (what was kept, then the worker's, each kept as
/// it comes, so a reload resumes), whether it runs (it starts when something is left to judge),
/// and what went wrong. `paused` holds it (Learn from your mistakes uses the worker meanwhile).
#[hook]
pub fn use_judging(of: &Rc<JudgingOf>, ai: &AiHandle, paused: bool) -> Judging {
    let total = of.asks.len();
    let judged = {
        let kept = of.kept.clone();
        use_state(move || kept)
    };
    let running = use_state(|| judged.len() < total);
    let notice = use_state(|| None::<String>);
    let on_judged = {
        let (judged, notice, running, of) =
            (judged.clone(), notice.clone(), running.clone(), of.clone());
        Callback::from(move |(k, comment): (usize, String)| {
            if k != judged.len() {
                return;
            }
            match (of.read)(k, &comment) {
                Ok(m) => {
                    let mut next = (*judged).as_ref().clone();
                    next.push(m);
                    if let Err(e) = storage::save_review(&of.id, &(of.keep)(&next)) {
                        notice.set(Some(e));
                    }
                    judged.set(Rc::new(next));
                }
                Err(e) => {
                    notice.set(Some(e));
                    running.set(false);
                }
            }
        })
    };
    let on_trouble = {
        let (notice, running) = (notice.clone(), running.clone());
        Callback::from(move |why: String| {
            notice.set(Some(format!("The engine could not judge the game: {why}")));
            running.set(false);
        })
    };
    use_review_run(
        ai,
        ReviewAsks {
            game: of.game,
            asks: of.asks.clone(),
            judged: judged.len(),
            running: *running && !paused,
        },
        on_judged,
        on_trouble,
    );
    (judged, running, notice)
}

/// Copy the record with this review: the record with the units judged so far as comments (what
/// is kept), put on the clipboard; `notice` says whether it worked.
pub fn copy_review(
    of: &Rc<JudgingOf>,
    judged: &UseStateHandle<Rc<Vec<MoveReview>>>,
    notice: &UseStateHandle<Option<String>>,
) -> Callback<MouseEvent> {
    let (of, judged, notice) = (of.clone(), judged.clone(), notice.clone());
    Callback::from(move |_| {
        let notice = notice.clone();
        clipboard::copy(&(of.keep)(&judged), "Record with the review", move |said| {
            notice.set(Some(said))
        });
    })
}
