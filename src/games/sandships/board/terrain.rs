//! The wasteland under everything: the square of sand, its eight zones in two alternating
//! tints with a few dunes each and their numbers, and the four canals as water between banks.
//! Nothing here can be pointed at: it is scenery, hidden from screen readers (the cities and
//! ports carry the names).

use yew::prelude::*;

use crate::widgets::fixed::{fixed, shortest};

use super::geometry::BOARD;
use super::model::Layout;

/// The centroid of a polygon's vertices.
fn centroid(poly: &[(f64, f64)]) -> (f64, f64) {
    let n = poly.len().max(1) as f64;
    let (sx, sy) = poly.iter().fold((0.0, 0.0), |(x, y), p| (x + p.0, y + p.1));
    (sx / n, sy / n)
}

/// A point of a zone between its centroid and the middle of its outer edge, at `t` (0 to 1).
fn towards_edge(poly: &[(f64, f64)], t: f64) -> (f64, f64) {
    let c = centroid(poly);
    match poly {
        [_, a, b, ..] => {
            let m = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            (c.0 + (m.0 - c.0) * t, c.1 + (m.1 - c.1) * t)
        }
        _ => c,
    }
}

/// A dune: a low wave of sand, a short S-curve.
fn dune(x: f64, y: f64, len: f64) -> Html {
    let h = len / 2.0;
    let d = format!(
        "M {} {} q {} {} {} 0 t {} 0",
        fixed(x - len, 1),
        fixed(y, 1),
        fixed(h / 2.0, 1),
        fixed(-len * 0.22, 1),
        fixed(h, 1),
        fixed(h, 1)
    );
    html! { <path class="dune" d={d} /> }
}

/// The sand, the zones and the canals.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn wasteland(layout: &Layout, uid: u32) -> Html {
    let sand = format!("sand-{uid}");
    let clip = format!("board-clip-{uid}");
    let zones = layout.zones.iter().enumerate().map(|(i, poly)| {
        let pts = poly
            .iter()
            .map(|(x, y)| format!("{},{}", fixed(x, 1), fixed(y, 1)))
            .collect::<Vec<_>>()
            .join(" ");
        let tint = if i % 2 == 0 { "zone-a" } else { "zone-b" };
        html! { <polygon class={classes!("zone", tint)} points={pts} /> }
    });
    let dunes = layout.zones.iter().enumerate().flat_map(|(i, poly)| {
        let (x, y) = towards_edge(poly, 0.35);
        let (x2, y2) = towards_edge(poly, 0.62);
        let shift = if i % 2 == 0 { 18.0 } else { -18.0 };
        [
            dune(x + shift, y, 46.0),
            dune(x - shift, y + 16.0, 34.0),
            dune(x2, y2 - 6.0, 40.0),
        ]
    });
    let numbers = layout.zones.iter().enumerate().map(|(i, poly)| {
        let (x, y) = towards_edge(poly, 0.86);
        html! {
            <text class="zone-number" x={format!("{}", fixed(x, 1))} y={format!("{}", fixed(y + 8.0, 1))}
                text-anchor="middle">{ i + 1 }</text>
        }
    });
    let canal = |class: &'static str| {
        let lines = layout.canals.iter().map(move |((x1, y1), (x2, y2))| {
            html! {
                <line class={class} x1={format!("{}", fixed(x1, 1))} y1={format!("{}", fixed(y1, 1))}
                    x2={format!("{}", fixed(x2, 1))} y2={format!("{}", fixed(y2, 1))} />
            }
        });
        html! { <>{ for lines }</> }
    };
    html! {
        <>
            <rect class="board-shadow" x="0" y="0" width={shortest(BOARD)} height={shortest(BOARD)}
                rx="14" aria-hidden="true" />
            <g class="wasteland" aria-hidden="true" clip-path={format!("url(#{clip})")}>
                <defs>
                    <clipPath id={clip.clone()}>
                        <rect x="0" y="0" width={shortest(BOARD)} height={shortest(BOARD)} rx="14" />
                    </clipPath>
                    <radialGradient id={sand.clone()} cx="50%" cy="45%" r="75%">
                        <stop offset="0%" class="sand-light" />
                        <stop offset="100%" class="sand-dark" />
                    </radialGradient>
                </defs>
                <rect class="sand" x="0" y="0" width={shortest(BOARD)} height={shortest(BOARD)}
                    fill={format!("url(#{sand})")} />
                { for zones }
                <g class="dunes">{ for dunes }</g>
                { canal("canal-bank") }
                { canal("canal-water") }
                { canal("canal-glint") }
                { for numbers }
            </g>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sandships::layout::layout;

    #[test]
    fn zone_numbers_and_dunes_stay_in_their_zone() {
        let l = layout();
        for (i, poly) in l.zones.iter().enumerate() {
            let c = centroid(poly);
            let p = towards_edge(poly, 0.86);
            // Between the centroid and the outer edge: farther from the board's centre.
            let d = |q: (f64, f64)| ((q.0 - 500.0).powi(2) + (q.1 - 500.0).powi(2)).sqrt();
            assert!(d(p) > d(c), "zone {}", i + 1);
            assert!(p.0 > 0.0 && p.0 < BOARD && p.1 > 0.0 && p.1 < BOARD);
        }
    }
}
