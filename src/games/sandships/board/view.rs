//! The Sandships board component: the host's board data drawn as SVG, and the player's presses,
//! drags and keys turned into moves, one-tap actions and attempts through the same
//! `Selection` machine as the Martian Chess board. It knows no rules: what may be picked up and
//! where it may go are the host's targets.

use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, PointerEvent};
use yew::prelude::*;

use super::fit::use_pool_place;
use super::geometry::{height, shape_class, Geometry};
use super::interaction::{drop_spot, effective, is_target, movable, parse_key, press_spot, taps};
use super::marks::{glows, marks};
use super::model::{BoardData, Spot, Target};
use super::pieces::{lying, owner_class, upright};
use super::places::{cities, docks};
use super::pools::pools;
use super::scene::Scene;
use super::ships::ships;
use super::spires::spires;
use super::terrain::wasteland;
use crate::hooks::{gliding_at, use_glide, Glide};
use crate::selection::{Effect, Selection};
use crate::widgets::fixed::{fixed, shortest};

/// What the board is given.
#[derive(Properties, PartialEq, Clone)]
pub struct SandBoardProps {
    /// What to draw.
    pub data: Rc<BoardData>,
    /// What the player may do now (empty: nothing).
    #[prop_or_default]
    pub targets: Rc<Vec<Target>>,
    /// A piece the host holds selected (a bumped ship whose new port the player must choose):
    /// its targets are shown, and a tap on one plays it.
    #[prop_or_default]
    pub pending: Option<Spot>,
    /// Whether the player may act.
    #[prop_or_default]
    pub interactive: bool,
    /// A piece put on one of its targets: (from, to).
    #[prop_or_default]
    pub on_move: Callback<(Spot, Spot)>,
    /// A one-tap action (a target whose `from` and `to` are this spot, such as a zap).
    #[prop_or_default]
    pub on_tap: Callback<Spot>,
    /// A piece put on a spot that is not one of its targets (it went back): (from, to).
    #[prop_or_default]
    pub on_attempt: Callback<(Spot, Spot)>,
    /// A press, with nothing held, on a spot that cannot be picked up now (a teaching board
    /// says why).
    #[prop_or_default]
    pub on_touch: Callback<Spot>,
    /// The board's accessible name.
    #[prop_or_default]
    pub label: AttrValue,
    /// Whether to write the testing contract (`data-city`, `data-port`, `data-ship`,
    /// `data-spire-piece`, `data-pool-piece`): the play board only.
    #[prop_or_default]
    pub testing_attrs: bool,
}

static BOARDS: AtomicU32 = AtomicU32::new(0);

/// Maps client pixels to user units, as the SVG draws its view box (`view` wide and high):
/// scaled to fit its box, centred (`xMidYMid meet`).
fn to_user(svg: &NodeRef, view: (f64, f64), at: (f64, f64)) -> Option<(f64, f64)> {
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

/// The piece following the pointer, drawn at `at` (user units).
fn dragged(data: &BoardData, spot: Spot, at: (f64, f64)) -> Html {
    let (x, y) = at;
    match spot {
        Spot::Port(p) => {
            let ship = data.ships.iter().find(|s| s.port == p);
            let angle = data.layout.ports.get(p as usize).map_or(0.0, |p| p.angle);
            ship.map_or_else(Html::default, |s| {
                html! {
                    <g class={classes!("dragging", "ship", owner_class(s.seat))}
                        transform={format!("translate({} {}) rotate({})", fixed(x, 1), fixed(y, 1), fixed(angle, 1))}>
                        { lying(s.size) }
                    </g>
                }
            })
        }
        Spot::Piece { owner, size, .. } => html! {
            <g class={classes!("dragging", owner_class(owner))}
                transform={format!("translate({} {})", fixed(x, 1), fixed(y + height(size) / 2.0, 1))}>
                { upright(size, height(size)) }
            </g>
        },
        Spot::Pool { seat, size } => html! {
            <g class={classes!("dragging", owner_class(seat))}
                transform={format!("translate({} {})", fixed(x, 1), fixed(y + height(size) / 2.0, 1))}>
                { upright(size, height(size)) }
            </g>
        },
        Spot::City(_) => Html::default(),
    }
}

/// How a ship sails from port to port (slower than a chess piece: it crosses the map).
const SHIP_GLIDE: Glide = Glide {
    millis: 480.0,
    easing: "cubic-bezier(0.3, 0.75, 0.3, 1)",
};

/// The Sandships board.
#[function_component(SandBoard)]
pub fn sand_board(props: &SandBoardProps) -> Html {
    let selection = use_mut_ref(Selection::<Spot>::default);
    let redraw = use_force_update();
    let svg_ref = use_node_ref();
    use_glide(svg_ref.clone(), SHIP_GLIDE);
    let uid = *use_memo((), |_| BOARDS.fetch_add(1, Ordering::Relaxed));
    let place = use_pool_place(props.data.seats.len());
    let geo = Rc::new(Geometry::new(&props.data, place));
    let view = (geo.width, geo.height);

    // A selection whose piece can no longer move (the position changed) is dropped.
    {
        let origin = selection.borrow().origin();
        if origin.is_some_and(|o| !props.interactive || !movable(&props.targets, o)) {
            *selection.borrow_mut() = Selection::Idle;
        }
    }

    let apply = {
        let (on_move, on_attempt) = (props.on_move.clone(), props.on_attempt.clone());
        move |effect: Effect<Spot>| match effect {
            Effect::Move(from, to) => on_move.emit((from, to)),
            Effect::Attempt(from, to) => on_attempt.emit((from, to)),
            Effect::None | Effect::SnapBack(_) => {}
        }
    };

    let onpointerdown = {
        let (selection, redraw, props, geo) = (
            selection.clone(),
            redraw.clone(),
            props.clone(),
            geo.clone(),
        );
        let (svg_ref, apply) = (svg_ref.clone(), apply.clone());
        Callback::from(move |e: PointerEvent| {
            if !props.interactive || (e.pointer_type() == "mouse" && e.button() != 0) {
                return;
            }
            let px = client(&e);
            let Some(at) = to_user(&svg_ref, view, px) else {
                return;
            };
            e.prevent_default();
            // Capture on the SVG itself (never replaced while a piece is held), so the release
            // reaches the board even off it.
            if let Some(svg) = svg_ref.cast::<Element>() {
                let _ = svg.set_pointer_capture(e.pointer_id());
            }
            let targets = &props.targets;
            let current = effective(*selection.borrow(), props.pending);
            let origin = current.origin();
            let (next, effect) = match press_spot(targets, origin, &hits_at(&geo, at, px)) {
                Some(spot) => {
                    if origin.is_none() && !movable(targets, spot) {
                        props.on_touch.emit(spot);
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
            *selection.borrow_mut() = next;
            apply(effect);
            redraw.force_update();
        })
    };

    let onpointermove = {
        let (selection, redraw) = (selection.clone(), redraw.clone());
        Callback::from(move |e: PointerEvent| {
            let current = *selection.borrow();
            if !matches!(
                current,
                Selection::Pressed { .. } | Selection::Dragging { .. }
            ) {
                return;
            }
            let next = current.pointer_move(client(&e));
            if next != current {
                *selection.borrow_mut() = next;
                redraw.force_update();
            }
        })
    };

    let onpointerup = {
        let (selection, redraw, props, geo) = (
            selection.clone(),
            redraw.clone(),
            props.clone(),
            geo.clone(),
        );
        let (svg_ref, apply) = (svg_ref.clone(), apply.clone());
        Callback::from(move |e: PointerEvent| {
            let current = *selection.borrow();
            let targets = &props.targets;
            match current {
                Selection::Idle | Selection::Selected { .. } => return,
                Selection::Pressed {
                    from, was_selected, ..
                } if taps(targets, from, was_selected) => {
                    *selection.borrow_mut() = Selection::Idle;
                    props.on_tap.emit(from);
                    redraw.force_update();
                    return;
                }
                _ => {}
            }
            let origin = current.origin();
            let px = client(&e);
            let hits = to_user(&svg_ref, view, px)
                .map(|at| hits_at(&geo, at, px))
                .unwrap_or_default();
            let spot = drop_spot(targets, origin, &hits);
            let target = spot.is_some_and(|s| is_target(targets, origin, s));
            let (next, effect) = current.release(spot, target);
            *selection.borrow_mut() = next;
            apply(effect);
            redraw.force_update();
        })
    };

    let onpointercancel = {
        let (selection, redraw) = (selection.clone(), redraw.clone());
        Callback::from(move |_: PointerEvent| {
            let current = *selection.borrow();
            *selection.borrow_mut() = current.cancel();
            redraw.force_update();
        })
    };

    let onkeydown = {
        let (selection, redraw, props) = (selection.clone(), redraw.clone(), props.clone());
        let apply = apply.clone();
        Callback::from(move |e: KeyboardEvent| {
            if !props.interactive {
                return;
            }
            let key = e.key();
            if key == "Escape" {
                *selection.borrow_mut() = Selection::Idle;
                redraw.force_update();
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
            let Some(spot) = spot else {
                return;
            };
            e.prevent_default();
            let targets = &props.targets;
            let current = effective(*selection.borrow(), props.pending);
            let origin = current.origin();
            if taps(targets, spot, origin == Some(spot)) {
                *selection.borrow_mut() = Selection::Idle;
                props.on_tap.emit(spot);
                redraw.force_update();
                return;
            }
            let (next, effect) = current.press(
                spot,
                (0.0, 0.0),
                movable(targets, spot),
                is_target(targets, origin, spot),
            );
            let (next, effect) = match effect {
                Effect::Move(..) | Effect::Attempt(..) => (next, effect),
                _ => next.release(Some(spot), false),
            };
            *selection.borrow_mut() = next;
            apply(effect);
            redraw.force_update();
        })
    };

    let current = effective(*selection.borrow(), props.pending);
    let held = current.dragging();
    let scene = Scene {
        data: &props.data,
        geo: &geo,
        targets: &props.targets,
        origin: current.origin(),
        dragging: held.map(|(s, _)| s),
        interactive: props.interactive,
        testing: props.testing_attrs,
    };
    // The piece under the pointer is drawn last, over everything; its own spot keeps a ghost.
    let drag = held
        .and_then(|(spot, px)| to_user(&svg_ref, view, px).map(|at| (spot, at)))
        .map(|(spot, at)| dragged(&props.data, spot, at));

    html! {
        <svg ref={svg_ref}
            class={classes!(
                "sand-board",
                props.interactive.then_some("interactive"),
                held.map(|_| "is-dragging"),
                scene.origin.map(|_| "is-holding"),
                shape_class(props.data.seats.len(), place),
            )}
            viewBox={format!("0 0 {} {}", shortest(geo.width), shortest(geo.height))}
            role="group" aria-label={props.label.clone()}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
            { wasteland(&props.data.layout, uid) }
            { docks(&scene) }
            { cities(&scene) }
            { glows(&scene) }
            { spires(&scene) }
            { ships(&scene) }
            { pools(&scene) }
            { marks(&scene) }
            // Always present, so starting a drag adds no child to the SVG (Yew would then
            // re-insert the others and the pointer capture would be lost).
            <g class="drag-layer" aria-hidden="true">{ for drag }</g>
        </svg>
    }
}
