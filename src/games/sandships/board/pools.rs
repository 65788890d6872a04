//! The strip of pools under the board: a cell per seat in play order with its name, whether it
//! is to act, has won or is out, and its unplayed pieces by size (large, medium, small), each
//! size one spot the player may pick up (to build, or to unfurl a ship).

use yew::prelude::*;

use crate::widgets::fixed::fixed;

use super::geometry::{height, narrow_cell, PoolGroup, Rect, POOL_OFFSET};
use super::labels::size_letter;
use super::model::SeatView;
use super::pieces::{owner_class, upright};
use super::scene::Scene;

fn f(v: f64) -> String {
    format!("{}", fixed(v, 1))
}

/// `name` cut to `max` characters, with an ellipsis when cut.
pub fn fit(name: &str, max: usize) -> String {
    if name.chars().count() <= max {
        name.to_string()
    } else {
        let kept: String = name.chars().take(max.saturating_sub(1)).collect();
        format!("{}…", kept.trim_end())
    }
}

/// What a seat's cell says about it, if anything: it won, it is out, it is to act.
pub fn status(scene: &Scene, seat: &SeatView) -> Option<&'static str> {
    if scene.data.winner == Some(seat.seat) {
        Some("wins")
    } else if seat.out {
        Some("out")
    } else if scene.data.to_act == Some(seat.seat) && scene.data.winner.is_none() {
        Some("to act")
    } else {
        None
    }
}

/// One size of a seat's pool.
fn group(scene: &Scene, g: &PoolGroup) -> Html {
    let spot = g.spot();
    let r = g.rect();
    let copies = (0..g.count).map(|k| {
        let x = g.base.0 + k as f64 * POOL_OFFSET * g.scale;
        html! {
            <g transform={format!("translate({} {}) scale({})", f(x), f(g.base.1), fixed(g.scale, 3))}>
                { upright(g.size, height(g.size)) }
            </g>
        }
    });
    html! {
        <g key={format!("{}-{}", g.seat, g.size)}
            class={classes!(scene.classes(spot), "pool-piece", owner_class(g.seat))}
            data-pool-piece={scene.testing.then(|| format!("{}{}", g.seat, size_letter(g.size)))}
            data-spot={scene.key(spot)}
            tabindex={scene.tabindex(spot)} role={scene.role(spot)}
            aria-label={scene.label(spot)}>
            <g class="body">
                <rect class="focus-ring" fill="none" x={f(r.x0 - 6.0)} y={f(r.y0 - 6.0)}
                    width={f(r.width() + 12.0)} height={f(r.height() + 10.0)} rx="8" />
                { for copies }
            </g>
        </g>
    }
}

/// One seat's cell.
fn cell(scene: &Scene, seat: &SeatView, rect: Rect) -> Html {
    let state = status(scene, seat);
    // The status goes on the name's line, or on a line of its own in a narrow cell.
    let narrow = narrow_cell(rect);
    let status_w = match state {
        Some(s) if !narrow => 15.0 * s.len() as f64 + 20.0,
        _ => 0.0,
    };
    let room = ((rect.width() - 60.0 - status_w) / 15.5).max(3.0) as usize;
    let groups: Vec<Html> = scene
        .geo
        .pools
        .iter()
        .filter(|g| g.seat == seat.seat)
        .map(|g| group(scene, g))
        .collect();
    let empty = !seat.out && groups.is_empty();
    let (sx, sy) = (rect.x0 + 26.0, rect.y0 + 42.0);
    let swatch = format!(
        "{},{} {},{} {},{}",
        f(sx - 11.0),
        f(sy),
        f(sx),
        f(sy - 24.0),
        f(sx + 11.0),
        f(sy)
    );
    html! {
        <g key={seat.seat} class={classes!(
                "pool-cell", owner_class(seat.seat),
                (state == Some("to act")).then_some("to-act"),
                (state == Some("wins")).then_some("winner"),
                seat.out.then_some("out"))}>
            <rect class="cell-bg" x={f(rect.x0)} y={f(rect.y0)} width={f(rect.width())}
                height={f(rect.height())} rx="14" />
            <polygon class="swatch" points={swatch} />
            <text class="seat-name" x={f(rect.x0 + 46.0)} y={f(rect.y0 + 42.0)}>
                { fit(&seat.name, room) }
                <title>{ seat.name.clone() }</title>
            </text>
            if let Some(s) = state {
                if narrow {
                    <text class="seat-status" x={f(rect.x0 + 46.0)} y={f(rect.y0 + 78.0)}>{ s }</text>
                } else {
                    <text class="seat-status" x={f(rect.x1 - 16.0)} y={f(rect.y0 + 42.0)} text-anchor="end">{ s }</text>
                }
            }
            if seat.out {
                <text class="out-mark" x={f(rect.centre().0)} y={f(rect.y1 - 38.0)} text-anchor="middle">{ "out of the game" }</text>
            }
            if empty {
                <text class="empty-pool" x={f(rect.centre().0)} y={f(rect.y1 - 38.0)} text-anchor="middle">{ "pool empty" }</text>
            }
            { for groups }
        </g>
    }
}

/// Every seat's pool.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn pools(scene: &Scene) -> Html {
    let cells = scene
        .data
        .seats
        .iter()
        .zip(&scene.geo.cells)
        .map(|(seat, rect)| cell(scene, seat, *rect));
    html! { <g class="pools">{ for cells }</g> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_are_cut_with_an_ellipsis() {
        assert_eq!(fit("Blue (you)", 12), "Blue (you)");
        assert_eq!(fit("Amber, computer 3", 10), "Amber, co…");
        assert_eq!(fit("Green player", 6), "Green…");
    }
}
