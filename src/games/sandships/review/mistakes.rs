//! "Learn from your mistakes" for Sandships: the board goes back to the start of each turn the
//! player lost with (a mistake or a blunder), with the same dice in hand, and asks for a
//! better turn. A turn is a plan of several actions, so the reader plays the whole turn on a
//! teaching board (any legal action, in any order; End turn, the last die spent or the game's
//! end closes it), and only then is it judged: the engine's own plan, its performances done in
//! any order and with any dice, is accepted at once; any other turn is judged by the worker in
//! place of the turn played, at the review's budget, and accepted when it loses no more than 2
//! points of win chance against the best (`study::ACCEPTABLE`, lichess's rule). A turn not good
//! enough is said in words and the board goes back to the turn's start. Skip and Show the
//! answer (the engine's plan, action by action) move on.

use std::cell::Cell;
use std::rc::Rc;

use sandships::{Action, Game, State};
use sandships_ai::study::plan_words;
use study::{MoveReview, ACCEPTABLE};
use yew::prelude::*;

use super::kept::{actions_of, judged, state_before, trial, trial_ask};
use super::Opened;
use crate::games::sandships::teach::board::SandTeachBoard;
use crate::games::sandships::teach::{Goal, Input, Session};
use crate::games::sandships::Sandships;
use crate::history::Playable;
use crate::hooks::ai_worker::{AiAnswer, AiHandle};
use crate::widgets::review_words::with_article;

/// Where the reader is with one mistake.
#[derive(Clone, PartialEq, Debug)]
enum Phase {
    /// Waiting for a turn.
    Asking,
    /// A turn played, being judged.
    Checking,
    /// A turn found (or shown): the way on is Next.
    Found(String),
    /// A turn played that is not good enough: the board is back at the turn's start.
    Wrong(String),
}

/// The performances of a plan, sorted: two plans with the same are the same turn played in
/// another order or with other dice.
fn performances(actions: &[Action]) -> Vec<String> {
    let mut kinds: Vec<String> = actions
        .iter()
        .filter_map(|a| match a {
            Action::Use(_, kind) => Some(kind.to_string()),
            _ => None,
        })
        .collect();
    kinds.sort();
    kinds
}

/// A plan in words, as one sentence.
fn plan_said(state: &State, actions: &[Action]) -> String {
    let words = plan_words(state, actions);
    if words.is_empty() {
        "nothing".to_string()
    } else {
        words.join("; ")
    }
}

/// What is said of a turn tried, from its judgement in place of the turn played.
fn said(m: &MoveReview) -> Phase {
    if m.loss <= ACCEPTABLE {
        Phase::Found(format!(
            "Yes: that turn loses only {} points of win chance against the engine's best.",
            m.loss
        ))
    } else {
        Phase::Wrong(format!(
            "That turn would be {} too: it loses {} points of win chance against the engine's best. The board is back at the turn's start: try again.",
            with_article(m.judgement),
            m.loss
        ))
    }
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct LearnMistakesProps {
    /// The saved game.
    pub opened: Rc<Opened>,
    /// Its judged turns.
    pub judged: Rc<Vec<MoveReview>>,
    /// The turns to learn from (their indices among the game's turns), in order.
    pub turns: Rc<Vec<usize>>,
    /// The AI's worker, which judges a turn tried.
    pub ai: AiHandle,
    /// Back to the review.
    pub on_done: Callback<()>,
}

/// The mistakes, one at a time.
#[function_component(LearnMistakes)]
pub fn learn_mistakes(props: &LearnMistakesProps) -> Html {
    let index = use_state(|| 0usize);
    let back = props.on_done.reform(|_: MouseEvent| ());
    let found = props.turns.get(*index).and_then(|&t| {
        let m = props.judged.iter().find(|m| m.index as usize == t)?;
        Some((t, m.clone(), state_before(&props.opened.game, t)?))
    });
    let Some((t, m, start)) = found else {
        return html! {
            <section class="learn-mistakes" data-mistakes-done="">
                <h2>{ "Learn from your mistakes" }</h2>
                <p>{ "That was every mistake of this game." }</p>
                <button type="button" class="primary" onclick={back}>{ "Back to the review" }</button>
            </section>
        };
    };
    let next = {
        let index = index.clone();
        Callback::from(move |_| index.set(*index + 1))
    };
    html! {
        <section class="learn-mistakes" data-mistake-turn={t.to_string()}>
            <h2>{ format!("Learn from your mistakes: {} of {}", *index + 1, props.turns.len()) }</h2>
            <MistakeTurn key={t} opened={props.opened.clone()} turn={t} judged={Rc::new(m)} start={Rc::new(start)}
                ai={props.ai.clone()} on_next={next} on_done={props.on_done.clone()} />
        </section>
    }
}

/// Props.
#[derive(Properties, PartialEq)]
struct MistakeTurnProps {
    opened: Rc<Opened>,
    /// The turn (its index among the game's turns).
    turn: usize,
    /// Its judgement.
    judged: Rc<MoveReview>,
    /// The state it was played from: its roll in hand.
    start: Rc<State>,
    ai: AiHandle,
    on_next: Callback<()>,
    on_done: Callback<()>,
}

/// Has the worker judge `tried` in place of turn `t`, saying what it found in `phase` unless
/// the reader has moved on (`generation` changed) meanwhile; a turn not good enough sends the
/// board back to the turn's start.
fn ask_judgement(
    (ai, game, t): (&AiHandle, &Game, usize),
    tried: Vec<Action>,
    phase: UseStateHandle<Phase>,
    session: UseReducerHandle<Session>,
    generation: Rc<Cell<u32>>,
) {
    let Some(trial) = trial(game, t, &tried) else {
        phase.set(Phase::Wrong(
            "The rules refuse that turn. Try again.".into(),
        ));
        return session.dispatch(Input::Reset);
    };
    phase.set(Phase::Checking);
    generation.set(generation.get() + 1);
    let (mine, ask) = (generation.get(), trial_ask(&trial, t));
    let heard = Callback::from(move |answer: AiAnswer| {
        if generation.get() != mine {
            return;
        }
        let reply = match answer {
            AiAnswer::Steps(steps) => steps.first().and_then(|c| judged(&trial, t, c).ok()),
            AiAnswer::Failed { .. } => None,
        };
        let now = reply.map_or_else(
            || Phase::Wrong("The engine could not judge that turn. Try again.".into()),
            |m| said(&m),
        );
        if matches!(now, Phase::Wrong(_)) {
            session.dispatch(Input::Reset);
        }
        phase.set(now);
    });
    ai.ask_for(Sandships::ID, "review", &ask, heard);
}

/// One mistake: the turn to play again on a teaching board, then its judgement.
#[function_component(MistakeTurn)]
fn mistake_turn(props: &MistakeTurnProps) -> Html {
    let session = {
        let start = (*props.start).clone();
        use_reducer(move || Session::new(start, None, Goal::Turn))
    };
    let phase = use_state(|| Phase::Asking);
    let generation = use_memo((), |_| Rc::new(Cell::new(0u32)));
    let m = &props.judged;
    let best = actions_of(&m.best);
    {
        // A turn played to its end is judged once.
        let (session, phase, best, generation) = (
            session.clone(),
            phase.clone(),
            best.clone(),
            (*generation).clone(),
        );
        let ended = session.solved && matches!(*phase, Phase::Asking | Phase::Wrong(_));
        let (ai, game, t) = (props.ai.clone(), props.opened.game.clone(), props.turn);
        use_effect_with(ended, move |&ended| {
            if ended {
                let tried = session.played().to_vec();
                if performances(&tried) == performances(&best) {
                    phase.set(Phase::Found("Yes: that is the engine's plan.".into()));
                } else {
                    ask_judgement((&ai, &game, t), tried, phase, session, generation);
                }
            }
        });
    }
    let show = {
        let (phase, generation) = (phase.clone(), (*generation).clone());
        let text = format!("The engine's plan: {}.", plan_said(&props.start, &best));
        Callback::from(move |_: MouseEvent| {
            generation.set(generation.get() + 1);
            phase.set(Phase::Found(text.clone()));
        })
    };
    let again = {
        let (session, phase) = (session.clone(), phase.clone());
        Callback::from(move |_: MouseEvent| {
            session.dispatch(Input::Reset);
            phase.set(Phase::Asking);
        })
    };
    let go_on = {
        let (on_next, generation) = (props.on_next.clone(), (*generation).clone());
        Callback::from(move |_: MouseEvent| {
            generation.set(generation.get() + 1);
            on_next.emit(());
        })
    };
    let found = matches!(*phase, Phase::Found(_));
    let who = props.opened.seat_name(props.start.to_act().0);
    let dice = props
        .start
        .dice()
        .map(|d| d.to_string())
        .unwrap_or_default();
    let played = plan_said(&props.start, &actions_of(&m.played));
    let words = match &*phase {
        Phase::Asking => format!(
            "Turn {}: {who} rolled {dice} and played {}: {played}. Play this turn better: use the dice as you like, then End turn.",
            props.turn + 1,
            with_article(m.judgement)
        ),
        Phase::Checking => "The engine is judging your turn…".to_string(),
        Phase::Found(text) | Phase::Wrong(text) => text.clone(),
    };
    let state_name = match &*phase {
        Phase::Found(_) => "found",
        Phase::Wrong(_) => "wrong",
        Phase::Checking => "checking",
        Phase::Asking => "asking",
    };
    html! {
        <div class="review-body">
            <div class="review-board-column sand-review-board">
                <SandTeachBoard session={session.clone()}
                    label={format!("Turn {} as it began: play a better turn", props.turn + 1)} />
            </div>
            <div class="review-side">
                <p class={classes!("mistake-words", found.then_some("found"))} aria-live="polite" data-mistake-state={state_name}>
                    { words }
                </p>
                <div class="review-actions">
                    if found {
                        <button type="button" class="primary" data-control="next-mistake" onclick={go_on}>{ "Next" }</button>
                    } else {
                        if !session.played().is_empty() && !session.solved {
                            <button type="button" class="secondary" data-control="turn-again" onclick={again}>{ "Start the turn again" }</button>
                        }
                        <button type="button" class="secondary" data-control="skip-mistake" onclick={go_on}>{ "Skip" }</button>
                        <button type="button" class="secondary" data-control="show-answer" onclick={show}>{ "Show the answer" }</button>
                    }
                    <button type="button" class="secondary" onclick={props.on_done.reform(|_| ())}>{ "Back to the review" }</button>
                </div>
            </div>
        </div>
    }
}
