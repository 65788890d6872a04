//! Each seat's shape: a second cue beside its colour, so seats stay told apart by anyone who
//! cannot tell two of the six colours apart (deuteranopia, protanopia, tritanopia, or a grey
//! screen). Drawn at each zone's outer corner on a wedge board and in the panel's swatches.

use yew::prelude::*;

use crate::widgets::fixed::fixed;
use crate::widgets::trig::{cos, sin};

/// The shapes' names, seat by seat (what a swatch's title says).
pub const SHAPES: [&str; 6] = ["circle", "triangle", "square", "diamond", "star", "cross"];

/// The SVG path of seat `k`'s shape, centred on 0,0, about `r` across half.
pub fn shape_path(seat: u8, r: f64) -> String {
    let p = |pts: &[(f64, f64)]| {
        let mut d = String::new();
        for (i, (x, y)) in pts.iter().enumerate() {
            d.push_str(&format!(
                "{}{} {} ",
                if i == 0 { "M" } else { "L" },
                fixed(x * r, 1),
                fixed(y * r, 1)
            ));
        }
        d.push('Z');
        d
    };
    match seat % 6 {
        0 => format!(
            "M{} 0 A{} {} 0 1 0 {} 0 A{} {} 0 1 0 {} 0 Z",
            fixed(-r, 1),
            fixed(r, 1),
            fixed(r, 1),
            fixed(r, 1),
            fixed(r, 1),
            fixed(r, 1),
            fixed(-r, 1)
        ),
        1 => p(&[(0.0, -1.05), (1.0, 0.8), (-1.0, 0.8)]),
        2 => p(&[(-0.85, -0.85), (0.85, -0.85), (0.85, 0.85), (-0.85, 0.85)]),
        3 => p(&[(0.0, -1.1), (1.0, 0.0), (0.0, 1.1), (-1.0, 0.0)]),
        4 => {
            let pts: Vec<(f64, f64)> = (0..10)
                .map(|i| {
                    let a = std::f64::consts::PI * i as f64 / 5.0;
                    let k = if i % 2 == 0 { 1.1 } else { 0.45 };
                    (k * sin(a), -k * cos(a))
                })
                .collect();
            p(&pts)
        }
        _ => p(&[
            (-0.35, -1.0),
            (0.35, -1.0),
            (0.35, -0.35),
            (1.0, -0.35),
            (1.0, 0.35),
            (0.35, 0.35),
            (0.35, 1.0),
            (-0.35, 1.0),
            (-0.35, 0.35),
            (-1.0, 0.35),
            (-1.0, -0.35),
            (-0.35, -0.35),
        ]),
    }
}

/// A seat's swatch for text (the panel, the New game form): its colour in its shape.
pub fn swatch(seat: u8) -> Html {
    html! {
        <svg class={classes!("seat-mark", format!("zone-{}", seat % 6))} viewBox="-12 -12 24 24"
            aria-hidden="true" focusable="false">
            <path d={shape_path(seat, 10.0)} />
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_seats_have_six_shapes() {
        let paths: Vec<String> = (0..6).map(|s| shape_path(s, 10.0)).collect();
        for (i, a) in paths.iter().enumerate() {
            assert!(a.ends_with('Z'));
            for b in &paths[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}
