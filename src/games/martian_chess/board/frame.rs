//! What is drawn around and between the squares, the same whatever happens on the board: a
//! wedge board's rim, the canals (a square board's lines, a wedge board's glued edges), the
//! coordinates and each wedge zone's seat mark with its digit.

use yew::prelude::*;

use super::model::{layout, Grid, SquareId};
use super::props::BoardProps;
use super::seat_mark::shape_path;
use super::svg::{one, points};
use super::wedge::Wedge;
use crate::widgets::fixed::{fixed, shortest};

/// A wedge board's outer rim (nothing on a square board).
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn outline(grid: &Grid) -> Option<Html> {
    grid.wedge
        .map(|w| html! { <polygon class="wedge-rim" points={points(&w.outline())} /> })
}

/// The canals: the lines the host draws, and a wedge board's glued edges.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn canals(props: &BoardProps) -> Html {
    let grid = &props.grid;
    let lines = props.lines.iter().map(|l| {
        let (x1, y1) = grid.point(l.a.0, l.a.1);
        let (x2, y2) = grid.point(l.b.0, l.b.1);
        html! { <line class="canal" x1={shortest(x1)} y1={shortest(y1)} x2={shortest(x2)} y2={shortest(y2)} /> }
    });
    let glued = grid.wedge.map(|w| w.canals()).unwrap_or_default();
    let glued = glued.iter().map(|((x1, y1), (x2, y2))| {
        html! { <line class="canal" x1={one(*x1)} y1={one(*y1)} x2={one(*x2)} y2={one(*y2)} /> }
    });
    lines.chain(glued).collect()
}

/// The coordinates: on a square board the names' varying part along the bottom and the left;
/// on a wedge board each zone's files and ranks along its rim.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn coordinates(props: &BoardProps) -> Html {
    let grid = &props.grid;
    if !grid.coords {
        return Html::default();
    }
    if let Some(w) = grid.wedge {
        return wedge_labels(&w);
    }
    let (cols, rows) = grid.view_size();
    // The file is the name's first letter, the rank the rest; a quarter turn swaps the edges.
    let coord = |id: SquareId, along_bottom: bool| -> String {
        let name = props.square_name(id);
        let turned = grid.quarter_turns % 2 == 1;
        if along_bottom != turned {
            name.chars().take(1).collect()
        } else {
            name.chars().skip(1).collect()
        }
    };
    let find = |c: u8, r: u8| {
        props
            .squares
            .iter()
            .find(|s| grid.cell(s.id) == (c, r))
            .map(|s| s.id)
    };
    let bottom = (0..cols).filter_map(|c| find(c, rows - 1).map(|id| (c, id))).map(|(c, id)| {
        let x = grid.margin() + (c as f64 + 0.5) * layout::SQ;
        let y = layout::PAD + rows as f64 * layout::SQ + 21.0;
        html! { <text class="coord" x={shortest(x)} y={shortest(y)} text-anchor="middle" aria-hidden="true">{ coord(id, true) }</text> }
    });
    let left = (0..rows).filter_map(|r| find(0, r).map(|id| (r, id))).map(|(r, id)| {
        let x = layout::MARGIN / 2.0;
        let y = layout::PAD + (r as f64 + 0.5) * layout::SQ + 7.0;
        html! { <text class="coord" x={shortest(x)} y={shortest(y)} text-anchor="middle" aria-hidden="true">{ coord(id, false) }</text> }
    });
    bottom.chain(left).collect()
}

/// A wedge board's coordinates: each zone's files along its rim below rank 1, its ranks along
/// its rim beside file `a`, upright, just outside the board.
fn wedge_labels(w: &Wedge) -> Html {
    let label = |(x, y): (f64, f64), text: String| {
        html! { <text class="coord" x={one(x)} y={one(y + 8.0)} text-anchor="middle" aria-hidden="true">{ text }</text> }
    };
    (0..w.zones)
        .flat_map(|z| {
            (0..4u8).flat_map(move |i| {
                let along = i as f64 + 0.5;
                [
                    label(w.point(z, along, -0.3), ((b'a' + i) as char).to_string()),
                    label(w.point(z, -0.3, along), format!("{}", i + 1)),
                ]
            })
        })
        .collect()
}

/// Each wedge zone's seat mark beyond its outer corner, with the zone's digit on its shape, as
/// square names and move texts carry it (`2a4` is a4 of zone 2). Nothing on a square board.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn seat_marks(grid: &Grid) -> Option<Html> {
    let w = grid.wedge?;
    let marks = (0..w.zones).map(|z| {
        let [outer, ..] = w.zone_corners(z);
        let c = w.half_size();
        // Beyond the outer corner, on the line from the centre.
        let (dx, dy) = (outer.0 - c, outer.1 - c);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (x, y) = (outer.0 + dx / len * 40.0, outer.1 + dy / len * 40.0);
        html! {
            <g transform={format!("translate({} {})", fixed(x, 1), fixed(y, 1))}>
                <path class={classes!("seat-mark", format!("zone-{z}"))} d={shape_path(z, 24.0)} />
                <text class="zone-digit" y="8" text-anchor="middle">{ z }</text>
            </g>
        }
    });
    Some(html! { <g class="seat-marks" aria-hidden="true">{ for marks }</g> })
}
