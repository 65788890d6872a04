//! The places pieces go: each port's dock (a slip of packed sand reaching from its notch in the
//! city wall into its zone, named) and each round city (walls, paving, its name, a small house
//! in the colour of each seat whose home it is, and a ring and flag in its controller's colour).
//! Both are spots: the player drops ships on docks and cities, and tabs to them as targets.

use yew::prelude::*;

use crate::widgets::fixed::fixed;

use super::geometry::{city_frame, direction, DOCK_BACK, SLIP_HALF};
use super::model::Spot;
use super::pieces::owner_class;
use super::scene::Scene;

fn f(v: f64) -> String {
    format!("{}", fixed(v, 1))
}

/// Every port's dock.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn docks(scene: &Scene) -> Html {
    let docks = scene
        .data
        .layout
        .ports
        .iter()
        .enumerate()
        .map(|(i, port)| {
            let spot = Spot::Port(i as u8);
            let (dx, dy) = direction(port.angle);
            let reach = ((port.notch.0 - port.berth.0).powi(2)
                + (port.notch.1 - port.berth.1).powi(2))
            .sqrt();
            let (lx, ly) = (
                port.berth.0 - dx * (DOCK_BACK + 18.0),
                port.berth.1 - dy * (DOCK_BACK + 18.0) + 7.0,
            );
            let occupied = scene.data.ships.iter().any(|s| s.port == i as u8);
            // The ship is the keyboard stop of an occupied port (it carries the same spot).
            let stop = !occupied;
            html! {
                <g key={port.name.clone()}
                    class={classes!(scene.classes(spot), "dock", occupied.then_some("occupied"))}
                    data-port={scene.testing.then(|| port.name.clone())}
                    data-spot={scene.key(spot)}
                    tabindex={if stop { scene.tabindex(spot) } else { None }}
                    role={if stop { scene.role(spot) } else { "img" }}
                    aria-label={scene.label(spot)}>
                    <g transform={format!("translate({} {}) rotate({})", f(port.berth.0), f(port.berth.1), f(port.angle))}>
                        <rect class="focus-ring" fill="none" x={f(-DOCK_BACK - 6.0)} y={f(-SLIP_HALF - 6.0)}
                            width={f(DOCK_BACK + reach + 6.0)} height={f(2.0 * SLIP_HALF + 12.0)} rx="16" />
                        <rect class="slip" x={f(-DOCK_BACK)} y={f(-SLIP_HALF)}
                            width={f(DOCK_BACK + reach + 4.0)} height={f(2.0 * SLIP_HALF)} rx="12" />
                        <line class="mooring" x1={f(-DOCK_BACK + 8.0)} y1="0" x2={f(reach - 10.0)} y2="0" />
                        <circle class="bollard" cx={f(-DOCK_BACK + 8.0)} cy={f(-SLIP_HALF + 8.0)} r="4" />
                        <circle class="bollard" cx={f(-DOCK_BACK + 8.0)} cy={f(SLIP_HALF - 8.0)} r="4" />
                    </g>
                    <text class="port-name" x={f(lx)} y={f(ly)} text-anchor="middle">{ port.name.clone() }</text>
                </g>
            }
        });
    html! { <g class="docks">{ for docks }</g> }
}

/// A small house, the home of a seat, centred on (x, y).
fn house(x: f64, y: f64, seat: u8) -> Html {
    let pts = format!(
        "{},{} {},{} {},{} {},{} {},{}",
        f(x - 9.0),
        f(y + 8.0),
        f(x - 9.0),
        f(y - 2.0),
        f(x),
        f(y - 10.0),
        f(x + 9.0),
        f(y - 2.0),
        f(x + 9.0),
        f(y + 8.0)
    );
    html! { <polygon class={classes!("home", owner_class(seat))} points={pts} /> }
}

/// Every city.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn cities(scene: &Scene) -> Html {
    let cities = scene
        .data
        .layout
        .cities
        .iter()
        .enumerate()
        .map(|(i, city)| {
            let spot = Spot::City(i as u8);
            let (cx, cy) = city.centre;
            let r = city.radius;
            let controller = scene.data.controllers.get(i).copied().flatten();
            let notches = scene
                .data
                .layout
                .ports
                .iter()
                .filter(|p| p.city as usize == i)
                .map(|p| {
                    html! { <circle class="notch" cx={f(p.notch.0)} cy={f(p.notch.1)} r="19" /> }
                });
            let homes: Vec<u8> = scene
                .data
                .seats
                .iter()
                .filter(|s| s.home as usize == i)
                .map(|s| s.seat)
                .collect();
            // The name, a house per seat whose home it is on its left, the controller's flag
            // on its right.
            let name_y = city_frame(city).name_y;
            let half_name = 9.0 * city.name.len() as f64;
            let houses = homes.iter().enumerate().map(|(k, &seat)| {
                house(cx - half_name - 16.0 - 22.0 * k as f64, name_y - 9.0, seat)
            });
            let ring = controller.map(|seat| {
                let (px, py) = (cx + half_name + 9.0, name_y + 2.0);
                let flag = format!(
                    "{},{} {},{} {},{}",
                    f(px),
                    f(py - 26.0),
                    f(px + 22.0),
                    f(py - 19.0),
                    f(px),
                    f(py - 12.0)
                );
                html! {
                    <g class={classes!("control", owner_class(seat))}>
                        <circle class="control-ring" cx={f(cx)} cy={f(cy)} r={f(r + 7.0)} />
                        <line class="pole" x1={f(px)} y1={f(py)} x2={f(px)} y2={f(py - 27.0)} />
                        <polygon class="flag" points={flag} />
                    </g>
                }
            });
            html! {
                <g key={city.name.clone()} class={classes!(scene.classes(spot), "city")}
                    data-city={scene.testing.then(|| city.name.clone())}
                    data-spot={scene.key(spot)}
                    tabindex={scene.tabindex(spot)} role={scene.role(spot)}
                    aria-label={scene.label(spot)}>
                    <circle class="focus-ring" fill="none" cx={f(cx)} cy={f(cy)} r={f(r + 16.0)} />
                    <circle class="wall" cx={f(cx)} cy={f(cy)} r={f(r)} />
                    <circle class="paving" cx={f(cx)} cy={f(cy)} r={f(r - 13.0)} />
                    { for notches }
                    <text class="city-name" x={f(cx)} y={f(name_y)} text-anchor="middle">{ city.name.clone() }</text>
                    { for houses }
                    { for ring }
                </g>
            }
        });
    html! { <g class="cities">{ for cities }</g> }
}
