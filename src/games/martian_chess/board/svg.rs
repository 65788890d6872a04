//! Numbers and point lists as the board's SVG attributes write them: one decimal, so the
//! markup stays short and identical from one build to the next.

use super::wedge::Point;
use crate::widgets::fixed::fixed;

/// `value` with one decimal (`12.5`).
pub fn one(value: f64) -> String {
    fixed(value, 1).to_string()
}

/// SVG points of a polygon or a polyline (`x,y x,y ...`).
pub fn points(pts: &[Point]) -> String {
    pts.iter()
        .map(|(x, y)| format!("{},{}", fixed(x, 1), fixed(y, 1)))
        .collect::<Vec<_>>()
        .join(" ")
}
