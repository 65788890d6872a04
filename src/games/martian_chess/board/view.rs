//! The SVG board component: the layers drawn from the props (`squares`, `marks`, `frame`,
//! `pieces`, `annotations`), and the selection state machine fed by pointer and keyboard
//! (`pointer`).
//!
//! ## One function per layer
//!
//! Each layer is kept out of line, `#[inline(never)]`, so the render is not
//! one wasm function holding every layer's loops. Inlined, this render was one function of
//! 21,000 (Sandships) or 10,700 (Martian Chess) lines of wasm with 33 or 20 loops, and WebKit's
//! JavaScriptCore trapped in it now and then (`Out of bounds memory access`) when it moved a
//! render in flight into its optimised code: the fault of `docs/webkit-wasm-fault.md`, met by
//! the wedge boards' builder first.

use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

use yew::prelude::*;

use super::annotations::annotations;
use super::frame::{canals, coordinates, outline, seat_marks};
use super::marks::{overlays, path_lines, target_marks};
use super::model::{Dest, SquareId};
use super::pieces::{dragged, pieces};
use super::pointer::{movable, Handles};
use super::props::BoardProps;
use super::squares::{squares, SquareState};
use crate::hooks::{use_glide, Glide};
use crate::selection::Selection;
use crate::widgets::fixed::shortest;

static BOARDS: AtomicU32 = AtomicU32::new(0);

/// How a moved piece slides to its new square (as quick as a hand's move).
const PIECE_GLIDE: Glide = Glide {
    millis: 220.0,
    easing: "cubic-bezier(0.25, 0.8, 0.35, 1)",
};

/// The SVG board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let selection = use_mut_ref(Selection::<SquareId>::default);
    // An arrow being drawn: its first square and the square under the pointer.
    let drawing = use_mut_ref(|| None::<(SquareId, SquareId)>);
    let redraw = use_force_update();
    let svg_ref = use_node_ref();
    use_glide(svg_ref.clone(), PIECE_GLIDE);
    let uid = use_memo((), |_| BOARDS.fetch_add(1, Ordering::Relaxed));
    let grid = props.grid;
    let (vw, vh) = grid.view_box();

    // A selection whose piece can no longer move (the position changed) is dropped.
    {
        let origin = selection.borrow().origin();
        if origin.is_some_and(|o| !movable(props, o)) {
            *selection.borrow_mut() = Selection::Idle;
        }
    }

    let handles = Rc::new(Handles {
        selection: selection.clone(),
        drawing: drawing.clone(),
        redraw,
        svg: svg_ref.clone(),
        props: props.clone(),
        uid: *uid,
    });
    let (onpointerdown, onpointermove, onpointerup) = (
        handles.pointer_down(),
        handles.pointer_move(),
        handles.pointer_up(),
    );
    let (onpointercancel, onkeydown) = (handles.pointer_cancel(), handles.key_down());
    // The right button draws on an annotating board: its menu would get in the way.
    let oncontextmenu = {
        let annotate = props.annotate;
        Callback::from(move |e: MouseEvent| {
            if annotate {
                e.prevent_default();
            }
        })
    };

    let sel = *selection.borrow();
    let origin = sel.origin().or(props.show_from);
    let dragging = sel.dragging();
    let targets: Vec<Dest> = props
        .dests
        .iter()
        .filter(|d| Some(d.from) == origin)
        .copied()
        .collect();
    // One square is in the tab order (roving tabindex): the selected piece's, else the first
    // movable piece's; arrow keys move between squares.
    let roving = origin
        .or_else(|| props.dests.first().map(|d| d.from))
        .or_else(|| props.squares.first().map(|s| s.id));
    let square_state = SquareState {
        origin,
        targets: &targets,
        roving,
        uid: *uid,
    };
    let marker = format!("arrowhead-{}", *uid);
    let drawn = annotations(props, &marker, *drawing.borrow());

    html! {
        <svg ref={svg_ref}
            class={classes!("board", grid.shape_class(), props.interactive.then_some("interactive"), dragging.map(|_| "is-dragging"), props.class.clone())}
            viewBox={format!("0 0 {} {}", shortest(vw), shortest(vh))}
            role="group" aria-label={props.label.clone()}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown} {oncontextmenu}>
            <defs>
                <marker id={marker.clone()} class="arrowhead" viewBox="0 0 10 10" refX="3" refY="5"
                    markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" />
                </marker>
            </defs>
            { for outline(&grid) }
            <g class="squares">{ squares(props, &square_state) }</g>
            <g class="overlays" aria-hidden="true">{ for overlays(props, sel.origin()) }</g>
            <g class="canals" aria-hidden="true">{ canals(props) }</g>
            <g class="coords">{ coordinates(props) }</g>
            { for seat_marks(&grid) }
            <g class="paths" aria-hidden="true">{ path_lines(&grid, &props.paths, origin) }</g>
            <g class="marks" aria-hidden="true">{ target_marks(&grid, &targets) }</g>
            <g class="pieces">{ for pieces(props, origin, dragging) }</g>
            <g class="annotations" aria-hidden="true">{ for drawn }</g>
            // Always present, so starting a drag adds no child to the SVG (Yew would then
            // re-insert the others and the pointer capture would be lost).
            <g class="drag-layer">{ for dragged(props, dragging) }</g>
        </svg>
    }
}
