//! The Sandships board component: the host's board data drawn as SVG; the player's presses,
//! drags and keys are turned into moves, one-tap actions and attempts by `pointer.rs`, through
//! the same `Selection` machine as the Martian Chess board. It knows no rules: what may be
//! picked up and where it may go are the host's targets.
//!
//! ## One function per layer
//!
//! Each layer (and the geometry) is kept out of line, `#[inline(never)]`, so the render is not
//! one wasm function holding every layer's loops. Inlined, this render was one function of
//! 21,000 (Sandships) or 10,700 (Martian Chess) lines of wasm with 33 or 20 loops, and WebKit's
//! JavaScriptCore trapped in it now and then (`Out of bounds memory access`) when it moved a
//! render in flight into its optimised code: the fault of `docs/webkit-wasm-fault.md`, met by
//! the wedge boards' builder first.

use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

use yew::prelude::*;

use super::fit::use_pool_place;
use super::geometry::{height, shape_class, Geometry};
use super::interaction::{effective, movable};
use super::marks::{glows, marks};
use super::model::{BoardData, Spot};
use super::pieces::{lying, owner_class, upright};
use super::places::{cities, docks};
use super::pointer::{to_user, Handles};
use super::pools::pools;
use super::props::SandBoardProps;
use super::scene::Scene;
use super::ships::ships;
use super::spires::spires;
use super::terrain::wasteland;
use crate::hooks::{use_glide, Glide};
use crate::selection::Selection;
use crate::widgets::fixed::{fixed, shortest};

static BOARDS: AtomicU32 = AtomicU32::new(0);

/// The piece following the pointer, drawn at `at` (user units).
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
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

    let handles = Rc::new(Handles {
        selection: selection.clone(),
        redraw,
        svg: svg_ref.clone(),
        props: props.clone(),
        geo: geo.clone(),
    });
    let (onpointerdown, onpointermove, onpointerup) = (
        handles.pointer_down(),
        handles.pointer_move(),
        handles.pointer_up(),
    );
    let (onpointercancel, onkeydown) = (handles.pointer_cancel(), handles.key_down());

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
