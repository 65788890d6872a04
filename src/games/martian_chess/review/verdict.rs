//! What the review says of the move played from the position on the board: its judgement, what
//! it cost, the better move in words and the line that follows it.

use martian_ai::study::better_in_words;
use martian_engine::{Game, Move, MoveText};
use study::{Judgement, MoveReview};
use yew::prelude::*;

use super::words::{marked, mover, with_article};
use crate::games::martian_chess::seat_names::describe;
use crate::widgets::per_cent::per_cent;

/// The better move of a judged move, as a move from the position before it.
pub fn better_move(game: &Game, m: &MoveReview) -> Option<Move> {
    let pos = game.positions().get(m.index as usize)?;
    m.best.parse::<MoveText>().ok()?.resolve(pos).ok()
}

/// The verdict on move `at` (`judged`: its review, once done).
pub fn verdict(game: &Game, at: usize, judged: Option<&MoveReview>) -> Html {
    let Some(mv) = game.moves().get(at) else {
        let end = match game.outcome() {
            Some(o) => describe(&o, game.start().seats()),
            None => "The game stops here, unfinished.".to_string(),
        };
        return html! { <div class="verdict" aria-live="polite"><p>{ end }</p></div> };
    };
    let who = mover(game, at);
    let head = format!("Move {}, {who}: {mv}", at + 1);
    let Some(m) = judged else {
        return html! { <div class="verdict" aria-live="polite"><p>{ format!("{head}: not judged yet.") }</p></div> };
    };
    let chances = |v: &[study::Tenths]| per_cent(v.get(m.mover as usize).map_or(0, |t| t.0));
    let cost = format!(
        "{who}'s chance to win went from {} with the best move to {} with this one.",
        chances(&m.before),
        chances(&m.after)
    );
    let body = if marked(m.judgement) {
        let better = better_in_words(game, m).unwrap_or_else(|| m.best.clone());
        html! {
            <>
                <p><strong class={classes!("sign", m.judgement.word())}>{ format!("{head}{}", m.judgement.sign()) }</strong>
                    { format!(" is {}: it lost {} points of win chance. {cost}", with_article(m.judgement), m.loss) }</p>
                <p class="better" data-better={m.best.clone()}>{ format!("Better was {}: {better}", m.best) }</p>
                <p class="line">{ format!("The line: {}.", m.line.join(", ")) }</p>
            </>
        }
    } else if m.judgement == Judgement::Best {
        html! { <p>{ format!("{head}: the engine's choice. {cost}") }</p> }
    } else {
        html! { <p>{ format!("{head}: good, it lost {} points of win chance. {cost}", m.loss) }</p> }
    };
    html! { <div class="verdict" aria-live="polite">{ body }</div> }
}
