//! The review's move list: every move of the game with its mark once judged (`?!`, `?`, `??`),
//! each a button that puts the board before it. The testing hooks: `data-ply`,
//! `data-judgement` (inaccuracy, mistake, blunder) and `data-best` (the better move's text).

use std::rc::Rc;

use martian_engine::Game;
use study::MoveReview;
use yew::prelude::*;

use super::words::{judged_tail, marked, mover};
use crate::games::martian_chess::view_model::zone_class;

/// Props.
#[derive(Properties, PartialEq)]
pub struct ReviewMovesProps {
    /// The game.
    pub game: Rc<Game>,
    /// The moves judged so far.
    pub judged: Rc<Vec<MoveReview>>,
    /// The position on the board (the move from it is the one spoken of).
    pub at: usize,
    /// A move chosen (its index: the board goes to the position before it).
    pub on_select: Callback<usize>,
}

/// The list.
#[function_component(ReviewMoves)]
pub fn review_moves(props: &ReviewMovesProps) -> Html {
    let game = &props.game;
    let items = game.moves().iter().enumerate().map(|(ply, mv)| {
        let m = props.judged.get(ply);
        let mark = m.filter(|m| marked(m.judgement));
        let onclick = {
            let on_select = props.on_select.clone();
            Callback::from(move |_| on_select.emit(ply))
        };
        let seat = game.positions()[ply].turn();
        let here = props.at == ply;
        html! {
            <li data-ply={ply.to_string()} data-judgement={mark.map(|m| m.judgement.word())}
                data-best={mark.map(|m| m.best.clone())} class={classes!(m.is_none().then_some("pending"))}>
                // Its name is its text: "move 14, North, c3xd4, a blunder: it lost 22.0 points of
                // win chance; better was b2-c3", the parts not shown kept for screen readers.
                <button type="button" class={classes!("review-move", here.then_some("here"))}
                    aria-current={here.then_some("step")} {onclick}>
                    <span class="visually-hidden">{ "move " }</span>
                    <span class="ply">{ ply + 1 }</span>
                    <span class="visually-hidden">{ format!(", {}, ", mover(game, ply)) }</span>
                    <span class={classes!("swatch", zone_class(seat))}></span>
                    <span class="played">{ mv.to_string() }</span>
                    if let Some(m) = mark {
                        <span class={classes!("sign", m.judgement.word())} aria-hidden="true">{ m.judgement.sign() }</span>
                    }
                    <span class="visually-hidden">{ judged_tail(m) }</span>
                </button>
            </li>
        }
    });
    html! { <ol class="review-moves" aria-label="Moves">{ for items }</ol> }
}
