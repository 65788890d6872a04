//! The Sandships board's hands: pointer (mouse, touch, pen) and keyboard events turned into
//! moves, one-tap actions (a zap, a build) and attempts through the selection state machine.
//! Each handler is made from the same [`Handles`].

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, PointerEvent};
use yew::prelude::*;

use super::geometry::Geometry;
use super::interaction::{drop_spot, effective, is_target, movable, parse_key, press_spot, taps};
use super::model::Spot;
use super::props::SandBoardProps;
use crate::hooks::gliding_at;
use crate::selection::{Effect, Selection};

/// Maps client pixels to user units, as the SVG draws its view box (`view` wide and high):
/// scaled to fit its box, centred (`xMidYMid meet`).
pub fn to_user(svg: &NodeRef, view: (f64, f64), at: (f64, f64)) -> Option<(f64, f64)> {
    let rect = svg.cast::<Element>()?.get_bounding_client_rect();
    let scale = (rect.width() / view.0).min(rect.height() / view.1);
    if scale <= 0.0 {
        return None;
    }
    let left = rect.left() + (rect.width() - view.0 * scale) / 2.0;
    let top = rect.top() + (rect.height() - view.1 * scale) / 2.0;
    Some(((at.0 - left) / scale, (at.1 - top) / scale))
}

fn client(e: &PointerEvent) -> (f64, f64) {
    (e.client_x() as f64, e.client_y() as f64)
}

/// The spots under the pointer at `px` (client pixels): a ship drawn there mid-glide alone (the
/// player aims at where it is drawn; its spot is where it is going), else what the board's
/// places put there.
fn hits_at(geo: &Geometry, at: (f64, f64), px: (f64, f64)) -> Vec<Spot> {
    match gliding_at(px.0, px.1)
        .and_then(|el| el.get_attribute("data-spot"))
        .and_then(|k| parse_key(&k))
    {
        Some(spot) => vec![spot],
        None => geo.hits(at),
    }
}

/// What every handler works on: the selection, a way to draw again, the SVG, the props and
/// the board's geometry; shared by the handlers through one `Rc`, so the props are cloned once
/// a render rather than once a handler (less code in the wasm, too).
pub struct Handles {
    pub selection: Rc<RefCell<Selection<Spot>>>,
    pub redraw: UseForceUpdateHandle,
    pub svg: NodeRef,
    pub props: SandBoardProps,
    pub geo: Rc<Geometry>,
}

impl Handles {
    /// The board's size in user units.
    fn view(&self) -> (f64, f64) {
        (self.geo.width, self.geo.height)
    }

    /// Hands a move or an attempt to the host.
    fn apply(&self, effect: Effect<Spot>) {
        match effect {
            Effect::Move(from, to) => self.props.on_move.emit((from, to)),
            Effect::Attempt(from, to) => self.props.on_attempt.emit((from, to)),
            Effect::None | Effect::SnapBack(_) => {}
        }
    }

    /// Sets the selection, hands on what it did, and draws again.
    fn settle(&self, (next, effect): (Selection<Spot>, Effect<Spot>)) {
        *self.selection.borrow_mut() = next;
        self.apply(effect);
        self.redraw.force_update();
    }

    /// A one-tap action on `spot`: nothing stays selected.
    fn tap(&self, spot: Spot) {
        *self.selection.borrow_mut() = Selection::Idle;
        self.props.on_tap.emit(spot);
        self.redraw.force_update();
    }

    /// A press picks up or puts down.
    pub fn pointer_down(self: &Rc<Self>) -> Callback<PointerEvent> {
        let h = Rc::clone(self);
        Callback::from(move |e: PointerEvent| {
            if !h.props.interactive || (e.pointer_type() == "mouse" && e.button() != 0) {
                return;
            }
            let px = client(&e);
            let Some(at) = to_user(&h.svg, h.view(), px) else {
                return;
            };
            e.prevent_default();
            // Capture on the SVG itself (never replaced while a piece is held), so the release
            // reaches the board even off it.
            if let Some(svg) = h.svg.cast::<Element>() {
                let _ = svg.set_pointer_capture(e.pointer_id());
            }
            let targets = &h.props.targets;
            let current = effective(*h.selection.borrow(), h.props.pending);
            let origin = current.origin();
            let pressed = match press_spot(targets, origin, &hits_at(&h.geo, at, px)) {
                Some(spot) => {
                    if origin.is_none() && !movable(targets, spot) {
                        h.props.on_touch.emit(spot);
                    }
                    current.press(
                        spot,
                        px,
                        movable(targets, spot),
                        is_target(targets, origin, spot),
                    )
                }
                None => (current.cancel(), Effect::None),
            };
            h.settle(pressed);
        })
    }

    /// A move drags the piece held.
    pub fn pointer_move(self: &Rc<Self>) -> Callback<PointerEvent> {
        let h = Rc::clone(self);
        Callback::from(move |e: PointerEvent| {
            let current = *h.selection.borrow();
            if !matches!(
                current,
                Selection::Pressed { .. } | Selection::Dragging { .. }
            ) {
                return;
            }
            let next = current.pointer_move(client(&e));
            if next != current {
                *h.selection.borrow_mut() = next;
                h.redraw.force_update();
            }
        })
    }

    /// A release puts the piece down (or back), or taps.
    pub fn pointer_up(self: &Rc<Self>) -> Callback<PointerEvent> {
        let h = Rc::clone(self);
        Callback::from(move |e: PointerEvent| {
            let current = *h.selection.borrow();
            let targets = &h.props.targets;
            match current {
                Selection::Idle | Selection::Selected { .. } => return,
                Selection::Pressed {
                    from, was_selected, ..
                } if taps(targets, from, was_selected) => return h.tap(from),
                _ => {}
            }
            let origin = current.origin();
            let px = client(&e);
            let hits = to_user(&h.svg, h.view(), px)
                .map(|at| hits_at(&h.geo, at, px))
                .unwrap_or_default();
            let spot = drop_spot(targets, origin, &hits);
            let target = spot.is_some_and(|s| is_target(targets, origin, s));
            h.settle(current.release(spot, target));
        })
    }

    /// A cancelled pointer lets go.
    pub fn pointer_cancel(self: &Rc<Self>) -> Callback<PointerEvent> {
        let h = Rc::clone(self);
        Callback::from(move |_: PointerEvent| {
            let current = *h.selection.borrow();
            *h.selection.borrow_mut() = current.cancel();
            h.redraw.force_update();
        })
    }

    /// Enter or Space picks up, puts down or taps the focused spot; Escape lets go.
    pub fn key_down(self: &Rc<Self>) -> Callback<KeyboardEvent> {
        let h = Rc::clone(self);
        Callback::from(move |e: KeyboardEvent| {
            if !h.props.interactive {
                return;
            }
            let key = e.key();
            if key == "Escape" {
                *h.selection.borrow_mut() = Selection::Idle;
                h.redraw.force_update();
                return;
            }
            if key != "Enter" && key != " " {
                return;
            }
            let spot = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.closest("[data-spot]").ok().flatten())
                .and_then(|el| el.get_attribute("data-spot"))
                .and_then(|k| parse_key(&k));
            if let Some(spot) = spot {
                e.prevent_default();
                h.press_key(spot);
            }
        })
    }

    /// Enter or Space on a spot: a tap, or a press and a release there.
    fn press_key(&self, spot: Spot) {
        let targets = &self.props.targets;
        let current = effective(*self.selection.borrow(), self.props.pending);
        let origin = current.origin();
        if taps(targets, spot, origin == Some(spot)) {
            return self.tap(spot);
        }
        let (next, effect) = current.press(
            spot,
            (0.0, 0.0),
            movable(targets, spot),
            is_target(targets, origin, spot),
        );
        self.settle(match effect {
            Effect::Move(..) | Effect::Attempt(..) => (next, effect),
            _ => next.release(Some(spot), false),
        });
    }
}
