//! The review screen of one saved game: the run through the worker with its progress and Cancel,
//! the graph, the board before the move spoken of, the verdict, each seat's accuracy, the move
//! list, the record with the review to copy, and the way into "Learn from your mistakes".

use std::rc::Rc;

use martian_engine::{Game, Seat};
use study::{summarise, MoveReview};
use yew::prelude::*;

use super::board::ReviewBoard;
use super::kept::{asks, judged, kept, to_keep};
use super::mistakes::LearnMistakes;
use super::moves::ReviewMoves;
use super::verdict::{better_move, verdict};
use super::words::marked;
use super::Opened;
use crate::games::martian_chess::seat_names::seat_name;
use crate::games::martian_chess::view_model::zone_class;
use crate::games::martian_chess::MartianChess;
use crate::history::Playable;
use crate::hooks::ai_worker::use_ai_worker;
use crate::hooks::review_run::{copy_review, use_judging, JudgingOf};
use crate::services::storage;
use crate::widgets::per_cent::per_cents;
use crate::widgets::review_graph::{points, GraphMark, ReviewGraph};
use crate::widgets::review_mistakes::{first_chosen, learn_entry, mistakes};
use crate::widgets::review_progress::progress_view;
use crate::widgets::review_summary::ReviewSummary;

/// Each seat's colour class and name.
fn seat_names(game: &Game) -> Vec<(&'static str, String)> {
    let seats = game.start().seats();
    (0..seats)
        .map(|s| (zone_class(Seat(s)), seat_name(seats, Seat(s)).to_string()))
        .collect()
}

/// What position `i` is called on the graph.
fn describe_position(game: &Game, judged: &[MoveReview], i: usize) -> String {
    let seats = seat_names(game);
    let chances = |v: &[u16]| {
        per_cents(v)
            .iter()
            .zip(&seats)
            .map(|(shown, (_, name))| format!("{name} {shown}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let place = match i
        .checked_sub(1)
        .and_then(|p| game.moves().get(p).map(|m| (p, m)))
    {
        Some((p, mv)) => format!("after move {}, {mv}", p + 1),
        None => "the start".to_string(),
    };
    match points(judged).get(i) {
        Some(p) => format!("{place}: {}", chances(p)),
        None => place,
    }
}

/// The review's run for this game: its requests, what was kept, how an answer reads and what
/// is kept.
fn judging_of(o: &Opened) -> JudgingOf {
    let (game, read_game, keep_game) = (o.game.clone(), o.game.clone(), o.game.clone());
    JudgingOf {
        game: MartianChess::ID,
        id: o.id.clone(),
        asks: Rc::new(asks(&game)),
        kept: Rc::new(
            storage::review_text(&o.id)
                .and_then(|t| kept(&game, &t))
                .unwrap_or_default(),
        ),
        read: Rc::new(move |ply, comment| judged(&read_game, ply, read_game.moves()[ply], comment)),
        keep: Rc::new(move |moves| to_keep(&keep_game, moves)),
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
    let total = game.moves().len();
    let at = use_state(|| 0usize);
    let learning = use_state(|| false);
    let ai = use_ai_worker(true);
    let of = use_memo(o.id.clone(), |_| judging_of(o));
    let (judged, running, notice) = use_judging(&of, &ai, *learning);
    let select = {
        let at = at.clone();
        Callback::from(move |i: usize| at.set(i))
    };
    let on_run = {
        let running = running.clone();
        Callback::from(move |run: bool| running.set(run))
    };
    let whose = use_state(|| {
        let persons: Vec<u8> = o.persons.iter().map(|s| s.0).collect();
        Rc::new(first_chosen(&persons, game.start().seats()))
    });
    let to_learn = mistakes(&judged, &whose);
    if *learning {
        let on_done = {
            let learning = learning.clone();
            Callback::from(move |_| learning.set(false))
        };
        return html! {
            <main class="review-page">
                <LearnMistakes game={game.clone()} judged={(*judged).clone()} plies={Rc::new(to_learn)}
                    home={o.home} ai={ai.clone()} {on_done} />
            </main>
        };
    }
    let copy = copy_review(&of, &judged, &notice);
    let current = judged.get(*at);
    let better = current
        .filter(|m| marked(m.judgement))
        .and_then(|m| better_move(&game, m));
    let marks: Vec<GraphMark> = judged
        .iter()
        .filter(|m| marked(m.judgement))
        .map(|m| GraphMark {
            index: m.index as usize,
            seat: m.mover as usize,
            judgement: m.judgement.word(),
        })
        .collect();
    let describe = {
        let (game, judged) = (game.clone(), judged.clone());
        Callback::from(move |i: usize| describe_position(&game, &judged, i))
    };
    let names = Rc::new(seat_names(&game));
    let step = |to: usize, text: &'static str, label: &'static str| {
        let select = select.clone();
        html! {
            <button type="button" class="secondary" aria-label={label}
                onclick={Callback::from(move |_| select.emit(to))}>{ text }</button>
        }
    };
    let learn_entry = learn_entry((*judged).clone(), names.clone(), &whose, &learning);
    html! {
        <main class="review-page" data-review-id={o.id.clone()}>
            <h2>{ format!("Review: {}", o.title) }</h2>
            { progress_view(judged.len(), total, *running, "move", on_run) }
            if let Some(n) = &*notice {
                <p class="notice" role="status">{ n.clone() }</p>
            }
            <div class="review-body">
                <div class="review-board-column">
                    <ReviewBoard game={game.clone()} at={*at} home={o.home} {better}
                        label={format!("The board before move {}", *at + 1)} />
                    <div class="review-steps">
                        { step(0, "«", "The start") }
                        { step(at.saturating_sub(1), "‹", "The move before") }
                        { step((*at + 1).min(total), "›", "The next move") }
                        { step(total, "»", "The end") }
                    </div>
                </div>
                <div class="review-side">
                    <ReviewGraph points={Rc::new(points(&judged))} positions={total + 1} seats={names.clone()}
                        marks={Rc::new(marks)} at={*at} {describe} on_select={select.clone()} />
                    { verdict(&game, *at, current) }
                    <ReviewSummary seats={Rc::new(summarise(&judged, game.start().seats()))} {names} />
                    { learn_entry }
                    <div class="review-actions">
                        <button type="button" class="secondary" data-control="copy-review" onclick={copy}>
                            { "Copy the record with this review" }
                        </button>
                    </div>
                    <ReviewMoves game={game.clone()} judged={(*judged).clone()} at={*at} on_select={select} />
                </div>
            </div>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use study::Tenths;

    fn m(index: u32, mover: u8, before: u16, after: u16) -> MoveReview {
        MoveReview::new(
            index,
            mover,
            "a1-a2".into(),
            "b1-b2".into(),
            vec!["b1-b2".into()],
            vec![Tenths(before), Tenths(1000 - before)],
            vec![Tenths(after), Tenths(1000 - after)],
        )
    }

    #[test]
    fn the_graph_has_a_point_a_position() {
        let judged = vec![m(0, 0, 500, 300), m(1, 1, 300, 300), m(2, 0, 300, 290)];
        let p = points(&judged);
        assert_eq!(p.len(), 4);
        assert_eq!(p[3], vec![290, 710]);
        // Move 0 lost 20 points: a blunder, the one to learn from.
        assert_eq!(mistakes(&judged, &[0, 1]), vec![0]);
    }
}
