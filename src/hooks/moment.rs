//! What a game's screen keeps for the moment beside the history (an armed clock call, a picked
//! die, a bump waiting for its answer): forgotten as soon as the board shows another point (a
//! step played, undone or redone, another game, stepping through the moves), so it never
//! applies to a position it was not meant for. Forgotten for good: coming back to the same
//! point (an undo and a redo, or a different step played at the same length) starts afresh,
//! never with a die picked or a bump armed on a position that may not be the same.

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
    // A cell, not state: moving to another point must drop the moment there and then, in the
    // render that shows the point, without a second render.
    let kept = use_mut_ref(|| (point.clone(), M::default()));
    let redraw = use_force_update();
    if kept.borrow().0 != point {
        *kept.borrow_mut() = (point.clone(), M::default());
    }
    let moment = kept.borrow().1.clone();
    let set = Callback::from(move |m: M| {
        let mut cell = kept.borrow_mut();
        // A callback of an earlier render, arriving after the board moved on, sets nothing.
        if cell.0 == point && cell.1 != m {
            cell.1 = m;
            drop(cell);
            redraw.force_update();
        }
    });
    (moment, set)
}
