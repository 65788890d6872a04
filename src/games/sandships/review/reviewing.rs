//! The review screen of one saved Sandships game: the run through the worker with its progress
//! and Cancel, the graph of each seat's chance turn by turn, the board as the turn began (the
//! dice rolled), the plan played and the better plan's first action pointed at, the better
//! plan in words, each seat's accuracy, the list of turns, the record with the review, and the
//! way into "Learn from your mistakes".

use std::rc::Rc;

use sandships::{Action, Game};
use sandships_ai::study::plan_words;
use study::{summarise, MoveReview};
use yew::prelude::*;

use super::kept::{actions_of, asks, judged, kept, state_before, to_keep, units};
use super::mistakes::LearnMistakes;
use super::turns::ReviewTurns;
use super::Opened;
use crate::games::sandships::board::view::SandBoard;
use crate::games::sandships::ship_keys::ShipKeys;
use crate::games::sandships::view_model::{board_data, last_spots};
use crate::games::sandships::Sandships;
use crate::history::Playable;
use crate::hooks::ai_worker::use_ai_worker;
use crate::hooks::review_run::{copy_review, use_judging, JudgingOf};
use crate::services::storage;
use crate::widgets::per_cent::{per_cent, per_cents};
use crate::widgets::review_graph::{points, GraphMark, ReviewGraph};
use crate::widgets::review_mistakes::{first_chosen, learn_entry, mistakes};
use crate::widgets::review_progress::progress_view;
use crate::widgets::review_summary::ReviewSummary;
use crate::widgets::review_words::{marked, seat_class, with_article};

/// The review's run for this game.
fn judging_of(o: &Opened) -> JudgingOf {
    let (game, read_game, keep_game) = (o.game.clone(), o.game.clone(), o.game.clone());
    let units = Rc::new(units(&game));
    JudgingOf {
        game: Sandships::ID,
        id: o.id.clone(),
        asks: Rc::new(asks(&game)),
        kept: Rc::new(
            storage::review_text(&o.id)
                .and_then(|t| kept(&game, &t))
                .unwrap_or_default(),
        ),
        read: Rc::new(move |k, comment| judged(&read_game, units[k], comment)),
        keep: Rc::new(move |moves| to_keep(&keep_game, moves)),
    }
}

/// Each judged turn's mover and plan played, as written in the record.
fn plans(game: &Game, units: &[usize]) -> Vec<(u8, String)> {
    let all = sandships_ai::study::turns(game);
    units
        .iter()
        .filter_map(|&t| {
            let turn = all.get(t)?;
            let mover = game.states()[turn.roll + 1].to_act().0;
            let texts: Vec<String> = turn.actions.iter().map(Action::to_string).collect();
            Some((mover, texts.join(" ")))
        })
        .collect()
}

/// The board as turn `t` began, the plan played's first action lit and the better plan's
/// first action pointed at.
fn board(o: &Opened, t: usize, m: Option<&MoveReview>) -> Html {
    let game = &o.game;
    let Some(state) = state_before(game, t) else {
        return Html::default();
    };
    let roll = sandships_ai::study::turns(game)[t].roll;
    let keys = ShipKeys::replay(game.start(), &game.actions()[..=roll]);
    let played = actions_of(&m.map_or_else(String::new, |m| m.played.clone()));
    let lit = played
        .first()
        .map(|a| last_spots(&state, *a))
        .unwrap_or_default();
    let mut data = board_data(&state, &o.settings, &keys, lit);
    if let Some(best) = m
        .filter(|m| marked(m.judgement))
        .and_then(|m| actions_of(&m.best).first().copied())
    {
        data.hints = last_spots(&state, best);
    }
    html! {
        <SandBoard data={Rc::new(data)} targets={Rc::new(Vec::new())} interactive={false}
            testing_attrs={true} label={format!("The board as turn {} began", t + 1)} />
    }
}

/// What the review says of turn `t`.
fn verdict(o: &Opened, t: usize, m: Option<&MoveReview>) -> Html {
    let Some(state) = state_before(&o.game, t) else {
        return Html::default();
    };
    let who = o.seat_name(state.to_act().0);
    let dice = state.dice().map(|d| d.to_string()).unwrap_or_default();
    let head = format!("Turn {}, {who} rolled {dice}", t + 1);
    let Some(m) = m else {
        return html! { <div class="verdict" aria-live="polite"><p>{ format!("{head}: not judged yet.") }</p></div> };
    };
    let chance = |v: &[study::Tenths]| per_cent(v.get(m.mover as usize).map_or(0, |c| c.0));
    let cost = format!(
        "{who}'s chance to win went from {} with the best plan to {} with this one.",
        chance(&m.before),
        chance(&m.after)
    );
    let steps = |actions: &str| {
        plan_words(&state, &actions_of(actions))
            .into_iter()
            .map(|w| html! { <li>{ w }</li> })
            .collect::<Html>()
    };
    let judgement = if marked(m.judgement) {
        format!(
            "{head}: {} ({}), it lost {} points of win chance.",
            with_article(m.judgement),
            m.judgement.sign(),
            m.loss
        )
    } else {
        format!(
            "{head}: {}, it lost {} points of win chance.",
            m.judgement.word(),
            m.loss
        )
    };
    html! {
        <div class="verdict" aria-live="polite">
            <p><strong class={classes!("sign", m.judgement.word())}>{ judgement }</strong>{ format!(" {cost}") }</p>
            <p>{ "Played:" }</p>
            <ol class="plan-words">{ steps(&m.played) }</ol>
            if marked(m.judgement) {
                <p class="better" data-better={m.best.clone()}>{ "Better was:" }</p>
                <ol class="plan-words better">{ steps(&m.best) }</ol>
            }
        </div>
    }
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct ReviewingProps {
    /// The saved game.
    pub opened: Rc<Opened>,
}

/// The review screen.
#[function_component(Reviewing)]
pub fn reviewing(props: &ReviewingProps) -> Html {
    let o = &props.opened;
    let game = o.game.clone();
    let plans = use_memo(game.clone(), |g| Rc::new(plans(g, &units(g))));
    let units = use_memo(game.clone(), |g| Rc::new(units(g)));
    let total = units.len();
    let at = use_state(|| 0usize);
    let learning = use_state(|| false);
    let ai = use_ai_worker(true);
    let of = use_memo(o.id.clone(), |_| judging_of(o));
    let (judged, running, notice) = use_judging(&of, &ai, *learning);
    let whose = use_state(|| Rc::new(first_chosen(&o.persons, game.start().players())));
    if *learning {
        let on_done = {
            let learning = learning.clone();
            Callback::from(move |_| learning.set(false))
        };
        return html! {
            <main class="review-page">
                <LearnMistakes opened={o.clone()} judged={(*judged).clone()} turns={Rc::new(mistakes(&judged, &whose))}
                    ai={ai.clone()} {on_done} />
            </main>
        };
    }
    let select = {
        let at = at.clone();
        Callback::from(move |k: usize| at.set(k))
    };
    let on_run = {
        let running = running.clone();
        Callback::from(move |run: bool| running.set(run))
    };
    let copy = copy_review(&of, &judged, &notice);
    let seats = game.start().players();
    let names: Rc<Vec<(&'static str, String)>> = Rc::new(
        (0..seats)
            .map(|s| (seat_class(s), o.seat_name(s)))
            .collect(),
    );
    let marks: Vec<GraphMark> = judged
        .iter()
        .enumerate()
        .filter(|(_, m)| marked(m.judgement))
        .map(|(k, m)| GraphMark {
            index: k,
            seat: m.mover as usize,
            judgement: m.judgement.word(),
        })
        .collect();
    let describe = {
        let (judged, names, units) = (judged.clone(), names.clone(), (*units).clone());
        Callback::from(move |k: usize| {
            let place = match k.checked_sub(1).and_then(|p| units.get(p)) {
                Some(t) => format!("after turn {}", t + 1),
                None => "the start".to_string(),
            };
            let chances = points(&judged).get(k).map(|p| {
                per_cents(p)
                    .iter()
                    .zip(names.iter())
                    .map(|(shown, (_, n))| format!("{n} {shown}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            });
            chances.map_or(place.clone(), |c| format!("{place}: {c}"))
        })
    };
    let learn_entry = learn_entry((*judged).clone(), names.clone(), &whose, &learning);
    let turn = units.get((*at).min(total.saturating_sub(1))).copied();
    let current = judged.get(*at);
    html! {
        <main class="review-page" data-review-id={o.id.clone()}>
            <h2>{ format!("Review: {}", o.title) }</h2>
            { progress_view(judged.len(), total, *running, "turn", on_run) }
            if let Some(n) = &*notice {
                <p class="notice" role="status">{ n.clone() }</p>
            }
            if total == 0 {
                <p>{ "No turn of this game is finished with a choice to judge yet." }</p>
            }
            <div class="review-body">
                <div class="review-board-column sand-review-board">
                    { turn.map(|t| board(o, t, current)).unwrap_or_default() }
                </div>
                <div class="review-side">
                    <ReviewGraph points={Rc::new(points(&judged))} positions={total + 1} seats={names.clone()}
                        marks={Rc::new(marks)} at={*at} {describe} on_select={select.clone()} />
                    { turn.map(|t| verdict(o, t, current)).unwrap_or_default() }
                    <ReviewSummary seats={Rc::new(summarise(&judged, seats))} {names} />
                    { learn_entry }
                    <div class="review-actions">
                        <button type="button" class="secondary" data-control="copy-review" onclick={copy}>
                            { "Copy the record with this review" }
                        </button>
                    </div>
                    <ReviewTurns opened={o.clone()} units={(*units).clone()} plans={(*plans).clone()}
                        judged={(*judged).clone()} at={*at} on_select={select} />
                </div>
            </div>
        </main>
    }
}
