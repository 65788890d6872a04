//! Small icons drawn in SVG, so they look alike on every system (no font has to carry them).

use yew::prelude::*;

/// An arrow for stepping through moves: `left` points back; `double` adds a bar at the tip (to
/// the first or the last position).
pub fn step_arrow(left: bool, double: bool) -> Html {
    let tri = if left {
        "13,4 5,10 13,16"
    } else {
        "7,4 15,10 7,16"
    };
    let bar = if left { "3" } else { "15" };
    html! {
        <svg class="step-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <polygon points={tri} fill="currentColor" />
            if double { <rect x={bar} y="4" width="2.5" height="12" fill="currentColor" /> }
        </svg>
    }
}
