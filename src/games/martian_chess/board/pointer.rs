//! The board's hands: pointer (mouse, touch, pen) and keyboard events fed to the selection
//! state machine, arrows drawn by right-drag or Shift-drag on an annotating board, and arrow keys
//! that move the focus between squares. Each handler is made from the same [`Handles`].

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, PointerEvent};
use yew::prelude::*;

use super::arrow_keys::{arrow_direction, arrow_step};
use super::model::{Dest, SquareId};
use super::props::BoardProps;
use super::squares::square_dom_id;
use super::wedge::Point;
use crate::selection::{Effect, Selection};

/// Whether `to` is a target of the piece picked up on `from`.
pub fn is_target(dests: &[Dest], from: Option<SquareId>, to: SquareId) -> bool {
    from.is_some_and(|f| dests.iter().any(|d| d.from == f && d.to == to))
}

/// Whether the piece on `sq` may be picked up.
pub fn movable(props: &BoardProps, sq: SquareId) -> bool {
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

/// What every handler works on: the selection, an arrow being drawn (its first square and the
/// square under the pointer), a way to draw again, the SVG, the props, the board's number;
/// shared by the handlers through one `Rc`, so the props are cloned once a render rather than
/// once a handler (less code in the wasm, too).
pub struct Handles {
    pub selection: Rc<RefCell<Selection<SquareId>>>,
    pub drawing: Rc<RefCell<Option<(SquareId, SquareId)>>>,
    pub redraw: UseForceUpdateHandle,
    pub svg: NodeRef,
    pub props: BoardProps,
    pub uid: u32,
}

impl Handles {
    /// Client pixels to the board's user units.
    fn to_user(&self, x: i32, y: i32) -> Option<(f64, f64)> {
        let (vw, vh) = self.props.grid.view_box();
        let rect = self.svg.cast::<Element>()?.get_bounding_client_rect();
        if rect.width() <= 0.0 || rect.height() <= 0.0 {
            return None;
        }
        Some((
            (x as f64 - rect.left()) / rect.width() * vw,
            (y as f64 - rect.top()) / rect.height() * vh,
        ))
    }

    /// The square under the pointer.
    fn square_under(&self, e: &PointerEvent) -> Option<SquareId> {
        self.to_user(e.client_x(), e.client_y())
            .and_then(|(x, y)| self.props.grid.square_at(x, y))
    }

    /// Hands a move or an attempt to the host.
    fn apply(&self, effect: Effect<SquareId>) {
        match effect {
            Effect::Move(from, to) => self.props.on_move.emit((from, to)),
            Effect::Attempt(from, to) => self.props.on_attempt.emit((from, to)),
            Effect::None | Effect::SnapBack(_) => {}
        }
    }

    /// Sets the selection, hands on what it did, and draws again.
    fn settle(&self, (next, effect): (Selection<SquareId>, Effect<SquareId>)) {
        *self.selection.borrow_mut() = next;
        self.apply(effect);
        self.redraw.force_update();
    }

    /// A press picks up, puts down, or starts an arrow.
    pub fn pointer_down(self: &Rc<Self>) -> Callback<PointerEvent> {
        let h = Rc::clone(self);
        Callback::from(move |e: PointerEvent| {
            let props = &h.props;
            let annotating = draws(props, &e);
            if !(props.interactive || annotating)
                || (!annotating && e.pointer_type() == "mouse" && e.button() != 0)
            {
                return;
            }
            let Some(at) = h.to_user(e.client_x(), e.client_y()) else {
                return;
            };
            e.prevent_default();
            // Capture on the SVG itself (never replaced while a piece is held), so the release
            // reaches the board even off it.
            if let Some(svg) = h.svg.cast::<Element>() {
                let _ = svg.set_pointer_capture(e.pointer_id());
            }
            let square = props.grid.square_at(at.0, at.1);
            if annotating {
                *h.drawing.borrow_mut() = square.map(|sq| (sq, sq));
                h.redraw.force_update();
                return;
            }
            let current = *h.selection.borrow();
            h.settle(match square {
                Some(sq) => current.press(
                    sq,
                    at,
                    movable(props, sq),
                    is_target(&props.dests, current.origin(), sq),
                ),
                None => (current.cancel(), Effect::None),
            });
        })
    }

    /// A move drags the piece held, or stretches the arrow being drawn.
    pub fn pointer_move(self: &Rc<Self>) -> Callback<PointerEvent> {
        let h = Rc::clone(self);
        Callback::from(move |e: PointerEvent| {
            let held = *h.drawing.borrow();
            if let Some((from, to)) = held {
                let over = h.square_under(&e).unwrap_or(to);
                if over != to {
                    *h.drawing.borrow_mut() = Some((from, over));
                    h.redraw.force_update();
                }
                return;
            }
            let current = *h.selection.borrow();
            if !matches!(
                current,
                Selection::Pressed { .. } | Selection::Dragging { .. }
            ) {
                return;
            }
            if let Some(at) = h.to_user(e.client_x(), e.client_y()) {
                let next = current.pointer_move(at);
                if next != current {
                    *h.selection.borrow_mut() = next;
                    h.redraw.force_update();
                }
            }
        })
    }

    /// A release puts the piece down (or back), or ends the arrow.
    pub fn pointer_up(self: &Rc<Self>) -> Callback<PointerEvent> {
        let h = Rc::clone(self);
        Callback::from(move |e: PointerEvent| {
            let held = h.drawing.borrow_mut().take();
            if let Some((from, to)) = held {
                let to = h.square_under(&e).unwrap_or(to);
                h.props.on_annotate.emit((from, to));
                h.redraw.force_update();
                return;
            }
            let current = *h.selection.borrow();
            let square = h.square_under(&e);
            let target = square.is_some_and(|sq| is_target(&h.props.dests, current.origin(), sq));
            h.settle(current.release(square, target));
        })
    }

    /// A cancelled pointer lets go of everything.
    pub fn pointer_cancel(self: &Rc<Self>) -> Callback<PointerEvent> {
        let h = Rc::clone(self);
        Callback::from(move |_: PointerEvent| {
            let current = *h.selection.borrow();
            *h.selection.borrow_mut() = current.cancel();
            *h.drawing.borrow_mut() = None;
            h.redraw.force_update();
        })
    }

    /// Enter or Space picks up and puts down, Escape lets go, the arrow keys move the focus.
    pub fn key_down(self: &Rc<Self>) -> Callback<KeyboardEvent> {
        let h = Rc::clone(self);
        Callback::from(move |e: KeyboardEvent| {
            if !h.props.interactive {
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
            match key.as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    h.press_key(sq);
                }
                "Escape" => {
                    let current = *h.selection.borrow();
                    *h.selection.borrow_mut() = current.cancel();
                    h.redraw.force_update();
                }
                _ => {
                    if let Some(dir) = arrow_direction(&key) {
                        e.prevent_default();
                        h.focus_step(sq, dir);
                    }
                }
            }
        })
    }

    /// Enter or Space on a square: a press and a release there.
    fn press_key(&self, sq: SquareId) {
        let props = &self.props;
        let current = *self.selection.borrow();
        let (next, effect) = current.press(
            sq,
            (0.0, 0.0),
            movable(props, sq),
            is_target(&props.dests, current.origin(), sq),
        );
        self.settle(match effect {
            Effect::Move(..) | Effect::Attempt(..) => (next, effect),
            _ => next.release(Some(sq), false),
        });
    }

    /// Moves the focus to the square next to `sq` in an arrow's direction.
    fn focus_step(&self, sq: SquareId, dir: Point) {
        let Some(next) = arrow_step(&self.props.grid, &self.props.squares, sq, dir) else {
            return;
        };
        let doc = gloo::utils::document();
        if let Some(el) = doc.get_element_by_id(&square_dom_id(self.uid, next)) {
            if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                let _ = el.focus();
            }
        }
    }
}
