//! A Looney pyramid seen from the side: a triangle, lit on its left half and shaded on its
//! right, its pips (1 to 3) in a row low on its face. Standing, it is a spire piece or a pool
//! piece (a covered spire piece shows only its lower band); lying on its side, tip forward, it
//! is a ship. Size and pips tell the piece; the colour, set by a CSS class, tells its owner.

use yew::prelude::*;

use crate::widgets::fixed::fixed;

use super::geometry::{height, width};

/// The CSS class of an owner's colour.
pub fn owner_class(owner: u8) -> &'static str {
    match owner {
        0 => "seat-0",
        1 => "seat-1",
        2 => "seat-2",
        3 => "seat-3",
        _ => "dead",
    }
}

fn points(ps: &[(f64, f64)]) -> String {
    ps.iter()
        .map(|(x, y)| format!("{},{}", fixed(x, 1), fixed(y, 1)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where a row of `n` pips sits: centred on `(x, y)`, along x (`across` false) or y.
fn pips(n: u8, x: f64, y: f64, across: bool) -> Html {
    let gap = 13.0;
    let dots = (0..n).map(|i| {
        let d = (i as f64 - (n as f64 - 1.0) / 2.0) * gap;
        let (px, py) = if across { (x, y + d) } else { (x + d, y) };
        html! { <circle class="pip" cx={format!("{}", fixed(px, 1))} cy={format!("{}", fixed(py, 1))} r="5.2" /> }
    });
    html! { <>{ for dots }</> }
}

/// A standing pyramid whose base is centred on (0, 0), showing its lowest `visible` units
/// (its whole height, or a band when a piece rests on it).
pub fn upright(size: u8, visible: f64) -> Html {
    let (w, h) = (width(size), height(size));
    let v = visible.clamp(1.0, h);
    let hw = w / 2.0;
    let tw = hw * (1.0 - v / h);
    let left = points(&[(-hw, 0.0), (-tw, -v), (0.0, -v), (0.0, 0.0)]);
    let right = points(&[(0.0, 0.0), (0.0, -v), (tw, -v), (hw, 0.0)]);
    let outline = points(&[(-hw, 0.0), (-tw, -v), (tw, -v), (hw, 0.0)]);
    let whole = v >= h - 0.01;
    let pip_y = if whole { -h * 0.26 } else { -v * 0.45 };
    html! {
        <g class="pyramid">
            <polygon class="lit" points={left} />
            <polygon class="shade" points={right} />
            <polygon class="edge" points={outline} />
            { pips(size, 0.0, pip_y, false) }
        </g>
    }
}

/// A pyramid on its side, centred on (0, 0), its tip towards +x.
pub fn lying(size: u8) -> Html {
    let (w, h) = (width(size), height(size));
    let (back, tip, hw) = (-h / 2.0, h / 2.0, w / 2.0);
    let upper = points(&[(back, -hw), (tip, 0.0), (back, 0.0)]);
    let lower = points(&[(back, 0.0), (tip, 0.0), (back, hw)]);
    let outline = points(&[(back, -hw), (tip, 0.0), (back, hw)]);
    html! {
        <g class="pyramid">
            <polygon class="lit" points={upper} />
            <polygon class="shade" points={lower} />
            <polygon class="edge" points={outline} />
            { pips(size, back + h * 0.27, 0.0, true) }
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sandships::board::labels::DEAD;

    #[test]
    fn points_are_written_compactly() {
        assert_eq!(points(&[(1.0, -2.26), (0.0, 3.0)]), "1.0,-2.3 0.0,3.0");
    }

    #[test]
    fn every_owner_has_a_colour_class() {
        assert_eq!(owner_class(0), "seat-0");
        assert_eq!(owner_class(3), "seat-3");
        assert_eq!(owner_class(DEAD), "dead");
    }
}
