//! What the player may do, drawn over the board: each target's mark tells its action by shape
//! and colour (a dot to sail to, a red ring to bump, a dashed hull to launch into, a green
//! ring with an arrow to land, a gold plus to build, a gold sail to unfurl, a dotted orange ring
//! for a bumped ship's new port, a lightning bolt to zap). Under the pieces: the glow of the
//! last action's spots and of the held piece. None of it can be pointed at or read: the spots'
//! names say it.

use yew::prelude::*;

use crate::widgets::fixed::{fixed, shortest};

use super::geometry::{height, width, Rect};
use super::model::{Mark, Spot};
use super::scene::Scene;

fn f(v: f64) -> String {
    format!("{}", fixed(v, 1))
}

/// The class naming a mark, for CSS and tests.
pub fn mark_class(mark: Mark) -> &'static str {
    match mark {
        Mark::Move => "move",
        Mark::Bump => "bump",
        Mark::Land => "land",
        Mark::Launch => "launch",
        Mark::Build => "build",
        Mark::Unfurl => "unfurl",
        Mark::BumpTo => "bump-to",
        Mark::Zap => "zap",
    }
}

/// A badge: a disc with a glyph, centred on (x, y), `scale` times its full size.
fn badge(x: f64, y: f64, scale: f64, mark: Mark) -> Html {
    let glyph = match mark {
        Mark::Land => html! { <path class="glyph-line" d="M 0 -9 V 7 M -7 1 L 0 8 L 7 1" /> },
        Mark::Build => html! { <path class="glyph-line" d="M 0 -9 V 9 M -9 0 H 9" /> },
        Mark::Unfurl => html! { <path class="glyph-fill" d="M -6 8 L -6 -10 L 8 6 Z" /> },
        Mark::Zap => {
            html! { <polygon class="glyph-fill" points="3,-11 -7,2 -1,2 -4,11 7,-3 1,-3" /> }
        }
        Mark::Bump => {
            html! { <path class="glyph-line" d="M -8 -6 L -2 0 L -8 6 M 1 -6 L 7 0 L 1 6" /> }
        }
        _ => html! {},
    };
    html! {
        <g class="badge" transform={format!("translate({} {}) scale({})", f(x), f(y), shortest(scale))}>
            <circle r="15" />
            { glyph }
        </g>
    }
}

/// One target's mark.
fn mark(scene: &Scene, to: Spot, mark: Mark) -> Html {
    let class = classes!("mark", mark_class(mark));
    match to {
        Spot::Port(p) => {
            let Some(port) = scene.data.layout.ports.get(p as usize) else {
                return Html::default();
            };
            let at = format!(
                "translate({} {}) rotate({})",
                f(port.berth.0),
                f(port.berth.1),
                f(port.angle)
            );
            let inner = match mark {
                Mark::Move => html! { <circle class="dot" r="15" /> },
                Mark::Launch => {
                    let (h, w) = (height(2) / 2.0, width(2) / 2.0);
                    let hull = format!("{},{} {},0 {},{}", f(-h), f(-w), f(h), f(-h), f(w));
                    html! { <polygon class="hull" points={hull} /> }
                }
                Mark::BumpTo => html! {
                    <>
                        <circle class="ring" r="40" />
                        <circle class="dot" r="9" />
                    </>
                },
                _ => html! { <circle class="ring" r="57" /> },
            };
            let (dx, dy) = (port.berth.0 + 42.0, port.berth.1 - 42.0);
            html! {
                <g class={class}>
                    <g transform={at}>{ inner }</g>
                    if matches!(mark, Mark::Bump | Mark::Unfurl) { { badge(dx, dy, 1.0, mark) } }
                </g>
            }
        }
        Spot::City(c) => {
            let Some(city) = scene.data.layout.cities.get(c as usize) else {
                return Html::default();
            };
            let (cx, cy) = city.centre;
            let r = city.radius;
            html! {
                <g class={class}>
                    <circle class="ring" cx={f(cx)} cy={f(cy)} r={f(r - 5.0)} />
                    { badge(cx + r * 0.74, cy + r * 0.62, 1.0, mark) }
                </g>
            }
        }
        Spot::Piece { .. } | Spot::Pool { .. } => {
            let Some(r) = scene.geo.piece_rect(to) else {
                return Html::default();
            };
            html! {
                <g class={class}>
                    <rect class="ring" x={f(r.x0 - 4.0)} y={f(r.y0 - 4.0)} width={f(r.width() + 8.0)}
                        height={f(r.height() + 8.0)} rx="6" />
                    { badge(r.x1, r.y0 + 2.0, 0.75, mark) }
                </g>
            }
        }
    }
}

/// Every target shown now.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn marks(scene: &Scene) -> Html {
    let marks = scene.shown().into_iter().map(|t| mark(scene, t.to, t.mark));
    html! { <g class="marks" aria-hidden="true">{ for marks }</g> }
}

/// A glow around a spot: `class` says which (the last action, a hint, the held piece).
fn glow(scene: &Scene, spot: Spot, class: &'static str) -> Html {
    let grow = |r: Rect, by: f64| {
        html! {
            <rect class={classes!("glow", class)} x={f(r.x0 - by)} y={f(r.y0 - by)}
                width={f(r.width() + 2.0 * by)} height={f(r.height() + 2.0 * by)} rx="8" />
        }
    };
    match spot {
        Spot::Port(p) => scene.data.layout.ports.get(p as usize).map_or_else(Html::default, |port| {
            html! { <circle class={classes!("glow", class)} cx={f(port.berth.0)} cy={f(port.berth.1)} r="58" /> }
        }),
        Spot::City(c) => scene.data.layout.cities.get(c as usize).map_or_else(Html::default, |city| {
            html! { <circle class={classes!("glow", "ring-glow", class)} cx={f(city.centre.0)} cy={f(city.centre.1)} r={f(city.radius + 14.0)} /> }
        }),
        _ => scene.geo.piece_rect(spot).map_or_else(Html::default, |r| grow(r, 7.0)),
    }
}

/// The last action's spots, a lesson's hint and the held piece, under the pieces.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn glows(scene: &Scene) -> Html {
    let last = scene.data.last.iter().map(|&s| glow(scene, s, "last"));
    let hints = scene.data.hints.iter().map(|&s| glow(scene, s, "hint"));
    let held = scene.origin.map(|s| glow(scene, s, "held"));
    html! { <g class="glows" aria-hidden="true">{ for last }{ for hints }{ for held }</g> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mark_has_its_own_class() {
        let all = [
            Mark::Move,
            Mark::Bump,
            Mark::Land,
            Mark::Launch,
            Mark::Build,
            Mark::Unfurl,
            Mark::BumpTo,
            Mark::Zap,
        ];
        let mut classes: Vec<&str> = all.iter().map(|&m| mark_class(m)).collect();
        classes.sort_unstable();
        classes.dedup();
        assert_eq!(classes.len(), all.len());
    }
}
