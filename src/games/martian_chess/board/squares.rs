//! The squares: one focusable, named element each (a rect, or a wedge board's quadrilateral),
//! tinted by zone and marked when selected, a target or part of the last move. What a screen
//! reader says of a square is said here: its name, what stands on it and what a press does.

use yew::prelude::*;

use super::model::{layout, Dest, Mark, SquareCell, SquareId};
use super::props::BoardProps;
use super::svg::points;
use crate::widgets::fixed::shortest;

/// What the squares show of the moment: the picked-up square, its targets, the square in the
/// tab order and the board's id for element ids.
pub struct SquareState<'a> {
    /// The square whose targets are shown.
    pub origin: Option<SquareId>,
    /// Its targets.
    pub targets: &'a [Dest],
    /// The one square in the tab order (roving tabindex).
    pub roving: Option<SquareId>,
    /// The board's number, unique in the page.
    pub uid: u32,
}

/// The element id of a square (the keyboard moves focus by it).
pub fn square_dom_id(uid: u32, id: SquareId) -> String {
    format!("board{uid}-sq{id}")
}

/// Every square of the board.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn squares(props: &BoardProps, state: &SquareState) -> Html {
    props
        .squares
        .iter()
        .map(|s| square(props, state, s))
        .collect()
}

/// What a screen reader says of a square: its name and zone, what stands on it, what a press
/// on it does now.
fn label(props: &BoardProps, state: &SquareState, s: &SquareCell) -> String {
    let mut label = s.label.clone();
    match props.pieces.iter().find(|p| p.at == s.id) {
        Some(p) => label.push_str(&format!(", {}", p.kind)),
        None => label.push_str(", empty"),
    }
    if let Some(t) = state.targets.iter().find(|d| d.to == s.id) {
        label.push_str(match t.mark {
            Mark::Plain => ", move here",
            Mark::Capture => ", capture here",
            Mark::Promotion => ", promote here",
        });
    }
    if state.origin == Some(s.id) {
        label.push_str(", selected");
    }
    if props.marks.contains(&s.id) {
        label.push_str(", marked");
    }
    label
}

fn square(props: &BoardProps, state: &SquareState, s: &SquareCell) -> Html {
    let grid = props.grid;
    let target = state.targets.iter().find(|d| d.to == s.id);
    let last = props.last_move.is_some_and(|(a, b)| a == s.id || b == s.id);
    let class = classes!(
        "square",
        s.tint,
        if grid.is_light(s.id) { "light" } else { "dark" },
        last.then_some("last-move"),
        (state.origin == Some(s.id)).then_some("selected"),
        target.map(|_| "dest"),
        props.highlights.contains(&s.id).then_some("highlight"),
    );
    let label = label(props, state, s);
    let interactive = props.interactive;
    let id = interactive.then(|| square_dom_id(state.uid, s.id));
    let tabindex = interactive.then_some(if Some(s.id) == state.roving {
        "0"
    } else {
        "-1"
    });
    let role = if interactive { "button" } else { "img" };
    if grid.wedge.is_some() {
        return html! {
            <polygon
                {id}
                class={class}
                points={points(&grid.corners(s.id))}
                data-square={props.testing_attrs.then(|| s.name.clone())}
                data-sq-id={format!("{}", s.id)}
                {tabindex}
                {role}
                aria-label={label}
            />
        };
    }
    let (x, y) = grid.origin(s.id);
    html! {
        <rect
            {id}
            class={class}
            x={shortest(x)} y={shortest(y)}
            width={shortest(layout::SQ)} height={shortest(layout::SQ)}
            data-square={props.testing_attrs.then(|| s.name.clone())}
            data-sq-id={format!("{}", s.id)}
            {tabindex}
            {role}
            aria-label={label}
        />
    }
}
