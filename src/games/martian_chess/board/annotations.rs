//! Arrows and circles drawn over the pieces by an author (teaching boards, embeds) or by the
//! reader with the right button (as on lichess), and the one being drawn now.

use yew::prelude::*;

use super::model::{Grid, SquareId};
use super::props::BoardProps;
use super::svg::one;

/// An arrow from `from` to `to`, its head ending at the target's centre.
fn arrow(grid: &Grid, marker: &str, from: SquareId, to: SquareId, class: &'static str) -> Html {
    let ((x1, y1), (x2, y2)) = (grid.centre(from), grid.centre(to));
    // Stop short of the target's centre by the head's length, so its tip ends there.
    let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
    let (x2, y2) = (x2 - (x2 - x1) / len * 40.0, y2 - (y2 - y1) / len * 40.0);
    html! {
        <line class={classes!("drawn-arrow", class)} x1={one(x1)} y1={one(y1)}
            x2={one(x2)} y2={one(y2)} marker-end={format!("url(#{marker})")} />
    }
}

/// A ring round square `id`.
fn circle(grid: &Grid, id: SquareId, class: &'static str) -> Html {
    let (cx, cy) = grid.centre(id);
    let r = 45.0 * grid.piece_scale(id);
    html! { <circle class={classes!("drawn-ring", class)} cx={one(cx)} cy={one(cy)} r={one(r)} /> }
}

/// The author's marks and arrows, then the one being drawn (`from == to`: a ring). `marker` is
/// the id of the board's arrowhead.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn annotations(
    props: &BoardProps,
    marker: &str,
    drawing: Option<(SquareId, SquareId)>,
) -> Vec<Html> {
    let grid = &props.grid;
    let mut drawn: Vec<Html> = props
        .marks
        .iter()
        .map(|m| circle(grid, *m, "author"))
        .collect();
    drawn.extend(
        props
            .arrows
            .iter()
            .map(|(a, b)| arrow(grid, marker, *a, *b, "author")),
    );
    match drawing {
        Some((a, b)) if a == b => drawn.push(circle(grid, a, "drawing")),
        Some((a, b)) => drawn.push(arrow(grid, marker, a, b, "drawing")),
        None => {}
    }
    drawn
}
