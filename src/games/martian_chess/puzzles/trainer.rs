//! The puzzle trainer of Martian Chess, on Learn's page (`learn.html#game=martian-chess&puzzles`):
//! the sets fetched when it opens, one puzzle at a time chosen by the mode and filters, each
//! first attempt rated (Glicko-2, kept in localStorage with the history), the puzzle on the
//! board named in the address so it can be shared.

use std::rc::Rc;

use yew::prelude::*;

use super::board::PuzzleBoard;
use super::sets::{load_all, Entry, Loaded, SETS};
use super::share::PuzzleShare;
use super::side::{theme_words, Mode, PuzzleSide};
use crate::games::martian_chess::MartianChess;
use crate::history::Playable;
use crate::hooks::ai_worker::AiHandle;
use crate::learn::puzzle_pick::{day_number, next, of_the_day, streak_puzzle, Card, Filter};
use crate::learn::puzzle_progress::PuzzleProgress;
use crate::learn::puzzle_store;

const GAME: &str = <MartianChess as Playable>::ID;

/// Props.
#[derive(Properties, PartialEq)]
pub struct TrainerProps {
    /// The puzzle the address asks for.
    #[prop_or_default]
    pub asked: Option<String>,
    /// The puzzle on the board changed (its id), for the address.
    pub on_place: Callback<String>,
    /// The engine that says why a wrong move is wrong: the AI's worker, kept by Learn's page
    /// while the trainer is shown (a puzzle opened by its address remounts the trainer).
    pub ai: AiHandle,
}

/// Today's number by the player's calendar.
fn today() -> i64 {
    let d = js_sys::Date::new_0();
    day_number(
        i64::from(d.get_full_year()),
        d.get_month() + 1,
        d.get_date(),
    )
}

/// The puzzle the mode brings next (an index), `current` the one on the board.
fn choose(
    loaded: &Loaded,
    mode: Mode,
    filter: &Filter,
    progress: &PuzzleProgress,
    streak: usize,
    current: Option<&str>,
) -> Option<usize> {
    let cards: Vec<Card> = loaded.entries.iter().map(|e| e.card.clone()).collect();
    match mode {
        Mode::Rated => next(&cards, filter, progress, current),
        Mode::Day => of_the_day(&cards, &Filter::default(), today()),
        Mode::Streak => streak_puzzle(&cards, filter, streak),
    }
}

/// What the last attempt did, said under the board.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Outcome {
    /// Solved or missed, and the rating's change (0: not rated).
    Rated(bool, i32),
    /// A streak's step: solved (on it goes) or missed (it ends at this count).
    Streak(bool, usize),
}

fn outcome_view(result: Option<Outcome>, progress: &PuzzleProgress) -> Html {
    let rating = progress.shown_rating();
    let (class, text) = match result {
        None => return Html::default(),
        Some(Outcome::Rated(solved, 0)) => (
            solved,
            format!(
                "{} You met this puzzle before, so it is not rated; your rating stays {rating}.",
                if solved { "Solved." } else { "Missed." }
            ),
        ),
        Some(Outcome::Rated(solved, change)) => (
            solved,
            format!(
                "{} Your puzzle rating: {rating} ({}{change}).",
                if solved {
                    "Solved!"
                } else {
                    "Missed: a wrong move, a hint or the solution shown counts as a miss."
                },
                if change > 0 { "+" } else { "" }
            ),
        ),
        Some(Outcome::Streak(true, n)) => (true, format!("Solved! The streak is {n}.")),
        Some(Outcome::Streak(false, n)) => (
            false,
            format!(
                "Missed: the streak ends at {n} (best {}).",
                progress.best_streak
            ),
        ),
    };
    html! {
        <p class={classes!("puzzle-result", if class { "success" } else { "wrong" })} role="status"
            data-result={if class { "solved" } else { "missed" }}>{ text }</p>
    }
}

/// The puzzle's heading line: its id, seats, rating here and themes.
fn crumb(entry: &Entry, progress: &PuzzleProgress) -> Html {
    let players = SETS
        .iter()
        .find(|(id, _)| *id == entry.card.set)
        .map_or("", |(_, name)| name);
    let rating = progress
        .puzzle_rating(&entry.card.id, entry.card.rating)
        .rating
        .round();
    let themes: Vec<&str> = entry.card.themes.iter().map(|t| theme_words(t)).collect();
    html! {
        <p class="crumb">{ format!("Puzzle {} · {players} · rated {rating} · {}", entry.card.id, themes.join(", ")) }</p>
    }
}

/// The trainer's state, each part a handle, and what its controls do.
#[derive(Clone)]
struct Trainer {
    all: Rc<Loaded>,
    progress: UseStateHandle<PuzzleProgress>,
    notice: UseStateHandle<Option<String>>,
    mode: UseStateHandle<Mode>,
    filter: UseStateHandle<Filter>,
    streak: UseStateHandle<usize>,
    current: UseStateHandle<Option<usize>>,
    round: UseStateHandle<u32>,
    outcome: UseStateHandle<Option<Outcome>>,
    on_place: Callback<String>,
}

impl Trainer {
    /// Puts puzzle `i` on the board afresh (its id into the address).
    fn open(&self, i: Option<usize>) {
        if let Some(i) = i {
            self.on_place.emit(self.all.entries[i].card.id.clone());
        }
        self.current.set(i);
        self.round.set(*self.round + 1);
        self.outcome.set(None);
    }

    fn choose(&self, mode: Mode, filter: &Filter, streak: usize) -> Option<usize> {
        let id = self.current.map(|i| self.all.entries[i].card.id.clone());
        choose(
            &self.all,
            mode,
            filter,
            &self.progress,
            streak,
            id.as_deref(),
        )
    }

    fn save(&self, next: PuzzleProgress) {
        if let Err(e) = puzzle_store::save(GAME, &next) {
            self.notice.set(Some(e));
        }
        self.progress.set(next);
    }

    /// The board's result: rated (a first attempt) or a streak's step, saved at once.
    fn on_result(&self) -> Callback<bool> {
        let t = self.clone();
        Callback::from(move |solved: bool| {
            let Some(entry) = t.current.map(|i| t.all.entries[i].clone()) else {
                return;
            };
            let mut next = (*t.progress).clone();
            if *t.mode == Mode::Streak {
                let n = if solved { *t.streak + 1 } else { *t.streak };
                next.best_streak = next.best_streak.max(n as u32);
                t.streak.set(n);
                t.outcome.set(Some(Outcome::Streak(solved, n)));
            } else {
                let change = next.record(
                    &entry.card.id,
                    entry.card.rating,
                    solved,
                    js_sys::Date::now(),
                );
                t.outcome.set(Some(Outcome::Rated(solved, change)));
            }
            t.save(next);
        })
    }

    /// Next: the mode's next puzzle (after the day's puzzle, rated ones; after a missed
    /// streak step, a new streak).
    fn on_next(&self) -> Callback<MouseEvent> {
        let t = self.clone();
        Callback::from(move |_: MouseEvent| {
            let n = match *t.outcome {
                Some(Outcome::Streak(false, _)) => 0,
                _ => *t.streak,
            };
            t.streak.set(n);
            let mode = if *t.mode == Mode::Day {
                Mode::Rated
            } else {
                *t.mode
            };
            t.mode.set(mode);
            t.open(t.choose(mode, &t.filter, n));
        })
    }

    fn on_mode(&self) -> Callback<Mode> {
        let t = self.clone();
        Callback::from(move |m: Mode| {
            t.mode.set(m);
            t.streak.set(0);
            t.open(t.choose(m, &t.filter, 0));
        })
    }

    fn on_filter(&self) -> Callback<Filter> {
        let t = self.clone();
        Callback::from(move |f: Filter| {
            t.filter.set(f.clone());
            t.streak.set(0);
            t.open(t.choose(*t.mode, &f, 0));
        })
    }
}

/// The sets, fetched once when the trainer opens.
#[hook]
fn use_sets() -> Option<Result<Rc<Loaded>, String>> {
    let loaded = use_state(|| None::<Result<Rc<Loaded>, String>>);
    {
        let loaded = loaded.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                loaded.set(Some(load_all().await.map(Rc::new)));
            });
        });
    }
    (*loaded).clone()
}

/// The trainer, once the sets are in.
#[derive(Properties, PartialEq)]
struct LoadedTrainerProps {
    all: Rc<Loaded>,
    asked: Option<String>,
    on_place: Callback<String>,
    ai: AiHandle,
}

#[function_component(LoadedTrainer)]
fn loaded_trainer(props: &LoadedTrainerProps) -> Html {
    let stored = use_memo((), |_| puzzle_store::load(GAME));
    let ai = props.ai.clone();
    let t = Trainer {
        all: props.all.clone(),
        progress: use_state(|| stored.0.clone()),
        notice: use_state(|| stored.1.clone()),
        mode: use_state(|| Mode::Rated),
        filter: use_state(Filter::default),
        streak: use_state(|| 0usize),
        current: use_state(|| None::<usize>),
        round: use_state(|| 0u32),
        outcome: use_state(|| None::<Outcome>),
        on_place: props.on_place.clone(),
    };
    {
        // The first puzzle: the one asked for, else the next rated one.
        let (t, asked) = (t.clone(), props.asked.clone());
        use_effect_with((), move |_| {
            let found = asked
                .as_deref()
                .and_then(|id| t.all.entries.iter().position(|e| e.card.id == id));
            if asked.is_some() && found.is_none() {
                t.notice.set(Some(
                    "There is no such puzzle here; here is another.".into(),
                ));
            }
            t.open(found.or_else(|| t.choose(Mode::Rated, &Filter::default(), 0)));
        });
    }
    let entry = t.current.map(|i| t.all.entries[i].clone());
    let dismiss = {
        let notice = t.notice.clone();
        Callback::from(move |_: MouseEvent| notice.set(None))
    };
    let title = if *t.mode == Mode::Day {
        "Puzzle of the day"
    } else {
        "Martian Chess puzzles"
    };
    html! {
        <main class="learn puzzles" aria-labelledby="puzzles-title">
            <PuzzleSide game={GAME} progress={(*t.progress).clone()} mode={*t.mode} filter={(*t.filter).clone()}
                streak={*t.streak} on_mode={t.on_mode()} on_filter={t.on_filter()} />
            <section class="lesson puzzle" aria-labelledby="puzzles-title">
                if let Some(n) = (*t.notice).clone() {
                    <div class="notice" role="alert"><span>{ n }</span>
                        <button class="dismiss" onclick={dismiss} aria-label="Dismiss message">{ "×" }</button></div>
                }
                <h2 id="puzzles-title">{ title }</h2>
                if let Some(entry) = entry {
                    { crumb(&entry, &t.progress) }
                    <PuzzleBoard key={format!("{}-{}", entry.card.id, *t.round)} entry={entry.clone()} on_result={t.on_result()} ai={ai.clone()} />
                    { outcome_view(*t.outcome, &t.progress) }
                    <PuzzleShare entry={entry.clone()}>
                        <button type="button" class={if t.outcome.is_some() { "primary" } else { "secondary" }}
                            data-control="next-puzzle" onclick={t.on_next()}>{ "Next puzzle →" }</button>
                    </PuzzleShare>
                } else {
                    <p class="shell-note">{ "No puzzle matches these filters: choose others." }</p>
                }
            </section>
        </main>
    }
}

/// The trainer.
#[function_component(PuzzleTrainer)]
pub fn puzzle_trainer(props: &TrainerProps) -> Html {
    match use_sets() {
        None => {
            html! { <main class="learn puzzles"><p class="shell-note" role="status">{ "Opening the puzzles…" }</p></main> }
        }
        Some(Err(e)) => {
            html! { <main class="learn puzzles"><p class="form-error" role="alert">{ format!("The puzzles could not be opened: {e}") }</p></main> }
        }
        Some(Ok(all)) => {
            html! { <LoadedTrainer {all} asked={props.asked.clone()} on_place={props.on_place.clone()} ai={props.ai.clone()} /> }
        }
    }
}
