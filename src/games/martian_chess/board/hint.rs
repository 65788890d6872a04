//! The hint's arrow, drawn over the play board: the play screen reads the hint's two squares
//! and lays this layer, of the board's own size and view box, over the board (the board view
//! is left as it is, so a board that never shows a hint, an embed's, carries none of this). It
//! has an arrowhead of its own and the testing hooks `data-hint-from`, `data-hint-to` (square
//! names) and `data-hint` (the move as written).

use yew::prelude::*;

use super::model::{Grid, SquareId};
use super::svg::one;
use crate::widgets::fixed::shortest;

/// The arrow from `from` to `to` (named `names`), for the move written `text`.
pub fn hint_arrow(
    grid: &Grid,
    (from, to): (SquareId, SquareId),
    names: (String, String),
    text: String,
) -> Html {
    let ((x1, y1), (x2, y2)) = (grid.centre(from), grid.centre(to));
    // Stop short of the target's centre by the head's length, so its tip ends there.
    let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
    let (x2, y2) = (x2 - (x2 - x1) / len * 40.0, y2 - (y2 - y1) / len * 40.0);
    let (vw, vh) = grid.view_box();
    html! {
        <svg class="hint-layer" viewBox={format!("0 0 {} {}", shortest(vw), shortest(vh))} aria-hidden="true">
        <g class="hint-arrow" data-hint-from={names.0} data-hint-to={names.1} data-hint={text}>
            <defs>
                <marker id="hint-arrowhead" class="arrowhead hint" viewBox="0 0 10 10" refX="3" refY="5"
                    markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" />
                </marker>
            </defs>
            <line class="drawn-arrow hint" x1={one(x1)} y1={one(y1)} x2={one(x2)} y2={one(y2)}
                marker-end="url(#hint-arrowhead)" />
        </g>
        </svg>
    }
}
