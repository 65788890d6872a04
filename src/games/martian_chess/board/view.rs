//! The SVG board component: the selection state machine fed by pointer and keyboard, and the
//! layers drawn from the props (`squares`, `marks`, `frame`, `pieces`, `annotations`).

use std::sync::atomic::{AtomicU32, Ordering};

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, PointerEvent};
use yew::prelude::*;

use super::annotations::annotations;
use super::arrow_keys::{arrow_direction, arrow_step};
use super::frame::{canals, coordinates, outline, seat_marks};
use super::marks::{overlays, path_lines, target_marks};
use super::model::{Dest, SquareId};
use super::pieces::{dragged, pieces};
use super::props::BoardProps;
use super::squares::{square_dom_id, squares, SquareState};
use crate::hooks::{use_glide, Glide};
use crate::selection::{Effect, Selection};
use crate::widgets::fixed::shortest;

static BOARDS: AtomicU32 = AtomicU32::new(0);

fn is_target(dests: &[Dest], from: Option<SquareId>, to: SquareId) -> bool {
    from.is_some_and(|f| dests.iter().any(|d| d.from == f && d.to == to))
}

fn movable(props: &BoardProps, sq: SquareId) -> bool {
    if props.free_pick {
        props.pieces.iter().any(|p| p.at == sq)
    } else {
        props.dests.iter().any(|d| d.from == sq)
    }
}

/// Whether a pointer press draws an annotation rather than moving a piece.
fn draws(props: &BoardProps, e: &PointerEvent) -> bool {
    props.annotate && (e.button() == 2 || e.shift_key())
}

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

    let to_user = {
        let svg_ref = svg_ref.clone();
        move |x: i32, y: i32| -> Option<(f64, f64)> {
            let rect = svg_ref.cast::<Element>()?.get_bounding_client_rect();
            if rect.width() <= 0.0 || rect.height() <= 0.0 {
                return None;
            }
            Some((
                (x as f64 - rect.left()) / rect.width() * vw,
                (y as f64 - rect.top()) / rect.height() * vh,
            ))
        }
    };

    let apply = {
        let (on_move, on_attempt) = (props.on_move.clone(), props.on_attempt.clone());
        move |effect: Effect<SquareId>| match effect {
            Effect::Move(from, to) => on_move.emit((from, to)),
            Effect::Attempt(from, to) => on_attempt.emit((from, to)),
            Effect::None | Effect::SnapBack(_) => {}
        }
    };

    let onpointerdown = {
        let (selection, redraw, props) = (selection.clone(), redraw.clone(), props.clone());
        let (svg_capture, drawing) = (svg_ref.clone(), drawing.clone());
        let (to_user, apply) = (to_user.clone(), apply.clone());
        Callback::from(move |e: PointerEvent| {
            let annotating = draws(&props, &e);
            if !(props.interactive || annotating)
                || (!annotating && e.pointer_type() == "mouse" && e.button() != 0)
            {
                return;
            }
            let Some(at) = to_user(e.client_x(), e.client_y()) else {
                return;
            };
            e.prevent_default();
            // Capture on the SVG itself (never replaced while a piece is held), so the release
            // reaches the board even off it.
            if let Some(svg) = svg_capture.cast::<Element>() {
                let _ = svg.set_pointer_capture(e.pointer_id());
            }
            if annotating {
                *drawing.borrow_mut() = grid.square_at(at.0, at.1).map(|sq| (sq, sq));
                redraw.force_update();
                return;
            }
            let current = *selection.borrow();
            let (next, effect) = match grid.square_at(at.0, at.1) {
                Some(sq) => current.press(
                    sq,
                    at,
                    movable(&props, sq),
                    is_target(&props.dests, current.origin(), sq),
                ),
                None => (current.cancel(), Effect::None),
            };
            *selection.borrow_mut() = next;
            apply(effect);
            redraw.force_update();
        })
    };

    let onpointermove = {
        let (selection, redraw, to_user) = (selection.clone(), redraw.clone(), to_user.clone());
        let drawing = drawing.clone();
        Callback::from(move |e: PointerEvent| {
            let held = *drawing.borrow();
            if let Some((from, to)) = held {
                let over = to_user(e.client_x(), e.client_y())
                    .and_then(|(x, y)| grid.square_at(x, y))
                    .unwrap_or(to);
                if over != to {
                    *drawing.borrow_mut() = Some((from, over));
                    redraw.force_update();
                }
                return;
            }
            let current = *selection.borrow();
            if !matches!(
                current,
                Selection::Pressed { .. } | Selection::Dragging { .. }
            ) {
                return;
            }
            if let Some(at) = to_user(e.client_x(), e.client_y()) {
                let next = current.pointer_move(at);
                if next != current {
                    *selection.borrow_mut() = next;
                    redraw.force_update();
                }
            }
        })
    };

    let onpointerup = {
        let (selection, redraw, props) = (selection.clone(), redraw.clone(), props.clone());
        let (to_user, apply, drawing) = (to_user.clone(), apply.clone(), drawing.clone());
        Callback::from(move |e: PointerEvent| {
            let held = drawing.borrow_mut().take();
            if let Some((from, to)) = held {
                let to = to_user(e.client_x(), e.client_y())
                    .and_then(|(x, y)| grid.square_at(x, y))
                    .unwrap_or(to);
                props.on_annotate.emit((from, to));
                redraw.force_update();
                return;
            }
            let current = *selection.borrow();
            let square =
                to_user(e.client_x(), e.client_y()).and_then(|(x, y)| grid.square_at(x, y));
            let target = square.is_some_and(|sq| is_target(&props.dests, current.origin(), sq));
            let (next, effect) = current.release(square, target);
            *selection.borrow_mut() = next;
            apply(effect);
            redraw.force_update();
        })
    };

    let onpointercancel = {
        let (selection, redraw, drawing) = (selection.clone(), redraw.clone(), drawing.clone());
        Callback::from(move |_: PointerEvent| {
            let current = *selection.borrow();
            *selection.borrow_mut() = current.cancel();
            *drawing.borrow_mut() = None;
            redraw.force_update();
        })
    };

    // The right button draws on an annotating board: its menu would get in the way.
    let oncontextmenu = {
        let annotate = props.annotate;
        Callback::from(move |e: MouseEvent| {
            if annotate {
                e.prevent_default();
            }
        })
    };

    let onkeydown = {
        let (selection, redraw, props) = (selection.clone(), redraw.clone(), props.clone());
        let apply = apply.clone();
        let uid = *uid;
        Callback::from(move |e: KeyboardEvent| {
            if !props.interactive {
                return;
            }
            let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
                return;
            };
            let Some(sq) = el
                .get_attribute("data-sq-id")
                .and_then(|v| v.parse::<SquareId>().ok())
            else {
                return;
            };
            let key = e.key();
            let current = *selection.borrow();
            match key.as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    let (next, effect) = current.press(
                        sq,
                        (0.0, 0.0),
                        movable(&props, sq),
                        is_target(&props.dests, current.origin(), sq),
                    );
                    let (next, effect) = match effect {
                        Effect::Move(..) | Effect::Attempt(..) => (next, effect),
                        _ => next.release(Some(sq), false),
                    };
                    *selection.borrow_mut() = next;
                    apply(effect);
                    redraw.force_update();
                }
                "Escape" => {
                    *selection.borrow_mut() = current.cancel();
                    redraw.force_update();
                }
                _ => {
                    let Some(dir) = arrow_direction(&key) else {
                        return;
                    };
                    e.prevent_default();
                    let Some(next) = arrow_step(&grid, &props.squares, sq, dir) else {
                        return;
                    };
                    let doc = gloo::utils::document();
                    if let Some(el) = doc.get_element_by_id(&square_dom_id(uid, next)) {
                        if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                            let _ = el.focus();
                        }
                    }
                }
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
