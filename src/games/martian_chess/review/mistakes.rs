//! "Learn from your mistakes" (lichess's name and rule): the board goes to the position before
//! each of the player's mistakes and blunders and asks for a better move. The engine's own move
//! is accepted at once; any other is judged by the worker in place of the move played, and
//! accepted when it loses no more than 2 points of win chance against the best
//! (`study::ACCEPTABLE`). Skip and Show the answer move on.

use std::cell::Cell;
use std::rc::Rc;

use martian_engine::{Game, Move, Seat};
use study::{MoveReview, ACCEPTABLE};
use yew::prelude::*;

use super::board::ReviewBoard;
use super::kept::{judged, trial_ask};
use super::verdict::better_move;
use super::words::{mover, with_article};
use crate::games::martian_chess::MartianChess;
use crate::history::Playable;
use crate::hooks::ai_worker::{AiAnswer, AiHandle};

/// Where the reader is with one mistake.
#[derive(Clone, PartialEq, Debug)]
enum Phase {
    /// Waiting for a move.
    Asking,
    /// A move tried, being judged.
    Checking(Move),
    /// A move found (or shown): the way on is Next.
    Found(String),
    /// A move tried that is not good enough: try again.
    Wrong(String),
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct LearnMistakesProps {
    /// The game.
    pub game: Rc<Game>,
    /// Its judged moves.
    pub judged: Rc<Vec<MoveReview>>,
    /// The moves to learn from (their indices), in order.
    pub plies: Rc<Vec<usize>>,
    /// The seat the board is turned towards.
    pub home: Seat,
    /// The AI's worker, which judges a move tried.
    pub ai: AiHandle,
    /// Back to the review.
    pub on_done: Callback<()>,
}

/// What is said of a move tried, from its judgement in place of the move played.
fn said(tried: Move, m: &MoveReview, best: &str) -> Phase {
    if m.loss <= ACCEPTABLE {
        Phase::Found(format!(
            "Yes: {tried} loses only {} points of win chance against the engine's best.",
            m.loss
        ))
    } else {
        Phase::Wrong(format!(
            "{tried} would be {} too: it loses {} points of win chance against {best}. Try again.",
            with_article(m.judgement),
            m.loss
        ))
    }
}

/// Asks the worker to judge `tried` in place of move `ply` (its request `ask`), and says what
/// it found in `phase`, unless the reader has moved on (`generation` changed) meanwhile.
#[allow(clippy::too_many_arguments)]
fn ask_judgement(
    ai: &AiHandle,
    game: &Rc<Game>,
    ply: usize,
    tried: Move,
    best_text: String,
    phase: UseStateHandle<Phase>,
    generation: Rc<Cell<u32>>,
    ask: String,
) {
    generation.set(generation.get() + 1);
    let mine = generation.get();
    let game = game.clone();
    let heard = Callback::from(move |answer: AiAnswer| {
        if generation.get() != mine {
            return;
        }
        let mut trial = (*game).clone();
        trial.truncate(ply);
        let _ = trial.play(tried);
        let reply = match answer {
            AiAnswer::Steps(steps) => steps
                .first()
                .and_then(|c| judged(&trial, ply, tried, c).ok()),
            AiAnswer::Failed { .. } => None,
        };
        phase.set(match reply {
            Some(m) => said(tried, &m, &best_text),
            None => Phase::Wrong(format!("The engine could not judge {tried}. Try again.")),
        });
    });
    ai.ask_for(MartianChess::ID, "review", &ask, heard);
}

/// The mistakes, one at a time.
#[function_component(LearnMistakes)]
pub fn learn_mistakes(props: &LearnMistakesProps) -> Html {
    let index = use_state(|| 0usize);
    let phase = use_state(|| Phase::Asking);
    let generation = use_memo((), |_| Rc::new(Cell::new(0u32)));
    let Some(&ply) = props.plies.get(*index) else {
        return html! {
            <section class="learn-mistakes" data-mistakes-done="">
                <h2>{ "Learn from your mistakes" }</h2>
                <p>{ "That was every mistake of this game." }</p>
                <button type="button" class="primary" onclick={props.on_done.reform(|_| ())}>{ "Back to the review" }</button>
            </section>
        };
    };
    let game = props.game.clone();
    let m = &props.judged[ply];
    let best = better_move(&game, m);
    let on_move = {
        let (game, phase, ai, generation) = (
            game.clone(),
            phase.clone(),
            props.ai.clone(),
            (*generation).clone(),
        );
        let best_text = m.best.clone();
        Callback::from(move |(from, to): (u8, u8)| {
            let pos = game.positions()[ply];
            let Some(tried) = pos
                .legal_moves()
                .into_iter()
                .find(|mv| mv.from.index() == from && mv.to.index() == to)
            else {
                return;
            };
            if best.is_some_and(|b| b.from == tried.from && b.to == tried.to) {
                phase.set(Phase::Found(format!("Yes: {tried} is the engine's move.")));
                return;
            }
            let Some(ask) = trial_ask(&game, ply, tried) else {
                return;
            };
            phase.set(Phase::Checking(tried));
            ask_judgement(
                &ai,
                &game,
                ply,
                tried,
                best_text.clone(),
                phase.clone(),
                generation.clone(),
                ask,
            );
        })
    };
    let go_on = {
        let (index, phase, generation) = (index.clone(), phase.clone(), (*generation).clone());
        Callback::from(move |_: MouseEvent| {
            generation.set(generation.get() + 1);
            phase.set(Phase::Asking);
            index.set(*index + 1);
        })
    };
    let show = {
        let (phase, generation) = (phase.clone(), (*generation).clone());
        let text = format!("The engine's move was {}.", m.best);
        Callback::from(move |_: MouseEvent| {
            generation.set(generation.get() + 1);
            phase.set(Phase::Found(text.clone()));
        })
    };
    let found = matches!(*phase, Phase::Found(_));
    let words = match &*phase {
        Phase::Asking => format!(
            "{} played {} here, {}. Find a better move.",
            mover(&game, ply),
            m.played,
            with_article(m.judgement)
        ),
        Phase::Checking(tried) => format!("{tried}: the engine is judging it…"),
        Phase::Found(text) | Phase::Wrong(text) => text.clone(),
    };
    html! {
        <section class="learn-mistakes" data-mistake-ply={ply.to_string()}>
            <h2>{ format!("Learn from your mistakes: {} of {}", *index + 1, props.plies.len()) }</h2>
            <div class="review-body">
                <div class="review-board-column">
                    <ReviewBoard game={game.clone()} at={ply} home={props.home} better={found.then_some(best).flatten()}
                        interactive={!found && !matches!(*phase, Phase::Checking(_))} {on_move}
                        label={format!("The board before move {}: find a better move", ply + 1)} />
                </div>
                <div class="review-side">
                    <p class={classes!("mistake-words", found.then_some("found"))} aria-live="polite"
                        data-mistake-state={match &*phase { Phase::Found(_) => "found", Phase::Wrong(_) => "wrong", Phase::Checking(_) => "checking", Phase::Asking => "asking" }}>
                        { words }
                    </p>
                    <div class="review-actions">
                        if found {
                            <button type="button" class="primary" data-control="next-mistake" onclick={go_on}>{ "Next" }</button>
                        } else {
                            <button type="button" class="secondary" data-control="skip-mistake" onclick={go_on}>{ "Skip" }</button>
                            <button type="button" class="secondary" data-control="show-answer" onclick={show}>{ "Show the answer" }</button>
                        }
                        <button type="button" class="secondary" onclick={props.on_done.reform(|_| ())}>{ "Back to the review" }</button>
                    </div>
                </div>
            </div>
        </section>
    }
}
