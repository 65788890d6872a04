//! The ships: pyramids lying on their side in their port's dock, tip towards the notch. Each is
//! keyed by the host's stable key, so a ship that sails keeps its element and glides
//! (`hooks::use_glide` animates the change of its `transform` attribute) instead of vanishing
//! and reappearing.

use yew::prelude::*;

use crate::widgets::fixed::fixed;

use super::geometry::height;
use super::labels::{port_name, size_letter};
use super::model::{ShipView, Spot};
use super::pieces::{lying, owner_class};
use super::scene::Scene;
use crate::widgets::short_sort;

/// Where a ship lies: its port's berth, turned to point at the notch.
pub fn placement(scene: &Scene, ship: &ShipView) -> Option<String> {
    let port = scene.data.layout.ports.get(ship.port as usize)?;
    Some(format!(
        "translate({} {}) rotate({})",
        fixed(port.berth.0, 1),
        fixed(port.berth.1, 1),
        fixed(port.angle, 1)
    ))
}

/// One ship, lying at `transform`.
fn ship(scene: &Scene, ship: &ShipView, transform: String) -> Html {
    let spot = Spot::Port(ship.port);
    let code = format!("{}{}", ship.seat, size_letter(ship.size));
    let r = height(ship.size) / 2.0 + 6.0;
    html! {
        <g key={ship.key} data-glide={ship.key.to_string()}
            class={classes!(scene.classes(spot), "ship", owner_class(ship.seat))}
            transform={transform}
            data-ship={scene.testing.then_some(code)}
            data-at={scene.testing.then(|| port_name(scene.data, ship.port))}
            data-spot={scene.key(spot)}
            tabindex={scene.tabindex(spot)} role={scene.role(spot)}
            aria-label={scene.label(spot)}>
            <g class="body">
                <circle class="focus-ring" fill="none" cx="0" cy="0" r={format!("{}", fixed(r, 1))} />
                { lying(ship.size) }
            </g>
        </g>
    }
}

/// Every ship, in key order (a stable order: moving an element in the DOM would cut its glide
/// short).
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn ships(scene: &Scene) -> Html {
    let mut all: Vec<(&ShipView, String)> = scene
        .data
        .ships
        .iter()
        .filter_map(|s| placement(scene, s).map(|t| (s, t)))
        .collect();
    short_sort::sort_by(&mut all, |a, b| a.0.key < b.0.key);
    html! { <g class="ships">{ for all.into_iter().map(|(s, t)| ship(scene, s, t)) }</g> }
}
