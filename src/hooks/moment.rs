//! What a game's screen keeps for the moment beside the history (an armed clock call, a picked
//! die, a bump waiting for its answer): forgotten as soon as the board shows another point (a
//! step played, undone or redone, another game, stepping through the moves), so it never
//! applies to a position it was not meant for.

use yew::prelude::*;

use crate::history::{History, Playable};

/// Where the board is: the game, the steps played, the point shown.
type Point = (String, usize, usize);

/// The moment of the game in `history`, and a callback that replaces it.
#[hook]
pub fn use_moment<G, M>(history: &History<G>) -> (M, Callback<M>)
where
    G: Playable,
    M: Clone + Default + PartialEq + 'static,
{
    let point: Point = (
        history.id.clone(),
        history.steps().len(),
        history.shown_step(),
    );
    let kept = use_state(|| (point.clone(), M::default()));
    let moment = if kept.0 == point {
        kept.1.clone()
    } else {
        M::default()
    };
    let set = Callback::from(move |m: M| kept.set((point.clone(), m)));
    (moment, set)
}
