//! What is drawn over the squares to show the moment: the last move, pointed-out squares, the
//! picked-up square and a hint (overlays); the picked-up piece's targets (a dot for a move, a
//! ring for a capture, a ring with a plus for a promotion); and the lines it may take, square
//! by square, so a line that bends across a wedge board's glued edge is seen to go on.

use yew::prelude::*;

use super::model::{layout, Dest, Grid, Mark, SquareId};
use super::props::{BoardProps, Path};
use super::svg::{one, points};
use crate::widgets::fixed::shortest;

/// A square's highlight of kind `class` (`last`, `point`, `selected`, `hint`).
fn overlay(grid: &Grid, id: SquareId, class: &'static str) -> Html {
    if grid.wedge.is_some() {
        return html! { <polygon class={classes!("hl", class)} points={points(&grid.corners(id))} /> };
    }
    let (x, y) = grid.origin(id);
    html! { <rect class={classes!("hl", class)} x={shortest(x)} y={shortest(y)} width={shortest(layout::SQ)} height={shortest(layout::SQ)} /> }
}

/// The overlays, in drawing order: the last move, pointed-out squares, the selected square,
/// the hint.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn overlays(props: &BoardProps, selected: Option<SquareId>) -> Vec<Html> {
    let grid = &props.grid;
    let mut overlays = Vec::new();
    if let Some((a, b)) = props.last_move {
        overlays.push(overlay(grid, a, "last"));
        overlays.push(overlay(grid, b, "last"));
    }
    for h in props.highlights.iter() {
        overlays.push(overlay(grid, *h, "point"));
    }
    if let Some(o) = selected {
        overlays.push(overlay(grid, o, "selected"));
    }
    if let Some(h) = props.hint {
        overlays.push(overlay(grid, h, "hint"));
    }
    overlays
}

/// A mark on each target of the picked-up piece.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn target_marks(grid: &Grid, targets: &[Dest]) -> Html {
    targets
        .iter()
        .map(|d| {
            let (cx, cy) = grid.centre(d.to);
            let k = grid.piece_scale(d.to);
            let ring = one(44.0 * k);
            match d.mark {
                Mark::Plain => html! { <circle class="mark plain" cx={one(cx)} cy={one(cy)} r={one(13.0 * k.max(0.8))} /> },
                Mark::Capture => html! { <circle class="mark capture" cx={one(cx)} cy={one(cy)} r={ring} /> },
                Mark::Promotion => html! {
                    <g class="mark promotion">
                        <circle cx={one(cx)} cy={one(cy)} r={ring} />
                        <text x={one(cx + 34.0 * k)} y={one(cy - 24.0 * k)} text-anchor="middle">{"+"}</text>
                    </g>
                },
            }
        })
        .collect()
}

/// The picked-up piece's lines, square by square.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn path_lines(grid: &Grid, paths: &[Path], origin: Option<SquareId>) -> Html {
    paths
        .iter()
        .filter(|p| Some(p.from) == origin && p.squares.len() > 1)
        .map(|p| {
            let pts: Vec<_> = p.squares.iter().map(|sq| grid.centre(*sq)).collect();
            html! { <polyline class="move-path" points={points(&pts)} /> }
        })
        .collect()
}
