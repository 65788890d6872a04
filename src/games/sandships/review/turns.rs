//! The review's list of judged turns: each turn's seat, plan and mark once judged (`?!`, `?`,
//! `??`), each a button that puts the board before it. The same testing hooks as Martian
//! Chess's move list: `data-turn`, `data-judgement` and `data-best` (the better plan's actions).

use std::rc::Rc;

use study::MoveReview;
use yew::prelude::*;

use super::Opened;
use crate::widgets::review_words::{judged_tail, marked, seat_class};

/// Props.
#[derive(Properties, PartialEq)]
pub struct ReviewTurnsProps {
    /// The game.
    pub opened: Rc<Opened>,
    /// The turns judged (their indices among the game's turns), in order.
    pub units: Rc<Vec<usize>>,
    /// The plan played in each of them.
    pub plans: Rc<Vec<(u8, String)>>,
    /// The judgements so far, one a unit.
    pub judged: Rc<Vec<MoveReview>>,
    /// The unit on the board.
    pub at: usize,
    /// A unit chosen.
    pub on_select: Callback<usize>,
}

/// The list.
#[function_component(ReviewTurns)]
pub fn review_turns(props: &ReviewTurnsProps) -> Html {
    let items = props.units.iter().enumerate().map(|(k, &t)| {
        let m = props.judged.get(k);
        let mark = m.filter(|m| marked(m.judgement));
        let (seat, plan) = props.plans.get(k).cloned().unwrap_or_default();
        let here = props.at == k;
        let on_select = props.on_select.clone();
        html! {
            <li data-turn={t.to_string()} data-judgement={mark.map(|m| m.judgement.word())}
                data-best={mark.map(|m| m.best.clone())} class={classes!(m.is_none().then_some("pending"))}>
                <button type="button" class={classes!("review-move", "review-turn", here.then_some("here"))}
                    aria-current={here.then_some("step")} onclick={Callback::from(move |_| on_select.emit(k))}>
                    <span class="visually-hidden">{ "turn " }</span>
                    <span class="ply">{ t + 1 }</span>
                    <span class="visually-hidden">{ format!(", {}, ", props.opened.seat_name(seat)) }</span>
                    <span class={classes!("swatch", seat_class(seat))}></span>
                    <span class="played">{ plan }</span>
                    if let Some(m) = mark {
                        <span class={classes!("sign", m.judgement.word())} aria-hidden="true">{ m.judgement.sign() }</span>
                    }
                    <span class="visually-hidden">{ judged_tail(m) }</span>
                </button>
            </li>
        }
    });
    html! { <ol class="review-moves review-turns" aria-label="Turns">{ for items }</ol> }
}
