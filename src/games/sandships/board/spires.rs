//! The spires: each city's stacks of upright pieces, one stack per owner, side by side. Each
//! piece is its own element (a spot the player may pick up to launch, or tap to zap), drawn as
//! the band of it that shows, so its box is the part under the pointer.

use yew::prelude::*;

use crate::widgets::fixed::fixed;

use super::geometry::{width, Upright};
use super::labels::piece_code;
use super::pieces::{owner_class, upright};
use super::scene::Scene;

fn f(v: f64) -> String {
    format!("{}", fixed(v, 1))
}

/// Where a piece stands: its base centre, and its city's scale when not 1.
pub fn placement(u: &Upright) -> String {
    if (u.scale - 1.0).abs() < 1e-6 {
        format!("translate({} {})", f(u.base.0), f(u.base.1))
    } else {
        format!(
            "translate({} {}) scale({})",
            f(u.base.0),
            f(u.base.1),
            fixed(u.scale, 3)
        )
    }
}

/// One spire piece.
fn piece(scene: &Scene, u: &Upright) -> Html {
    let spot = u.spot();
    let city = scene
        .data
        .layout
        .cities
        .get(u.city as usize)
        .map(|c| c.name.clone());
    let code = piece_code(u.owner, u.size);
    // Equal pieces of a spire are one spot: only the uppermost is a keyboard stop.
    let stop = u.first_of_kind;
    let half = width(u.size) / 2.0;
    html! {
        <g key={format!("{}-{}-{}", u.city, u.owner, u.index)}
            class={classes!(scene.classes(spot), "spire-piece", owner_class(u.owner), u.top.then_some("top"))}
            transform={placement(u)}
            data-spire-piece={scene.testing.then_some(code)}
            data-city={scene.testing.then_some(city).flatten()}
            data-spot={scene.key(spot)}
            tabindex={if stop { scene.tabindex(spot) } else { None }}
            role={if stop { scene.role(spot) } else { "img" }}
            aria-label={scene.label(spot)}>
            <g class="body">
                <rect class="focus-ring" fill="none" x={f(-half - 5.0)} y={f(-u.visible - 5.0)}
                    width={f(2.0 * half + 10.0)} height={f(u.visible + 10.0)} rx="6" />
                { upright(u.size, u.visible) }
            </g>
        </g>
    }
}

/// Every spire, with a shadow at the foot of each.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn spires(scene: &Scene) -> Html {
    let shadows = scene.geo.pieces.iter().filter(|u| u.index == 0).map(|u| {
        html! {
            <ellipse class="ground-shadow" cx={f(u.base.0 + 4.0 * u.scale)} cy={f(u.base.1)}
                rx={f(width(u.size) * 0.62 * u.scale)} ry={f(6.0 * u.scale)} />
        }
    });
    let pieces = scene.geo.pieces.iter().map(|u| piece(scene, u));
    html! {
        <g class="spires">
            <g aria-hidden="true">{ for shadows }</g>
            { for pieces }
        </g>
    }
}
