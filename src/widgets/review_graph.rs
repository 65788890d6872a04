//! A review's graph, for any game: each seat's chance to win over the game, one line a seat in
//! its colour, the moves along the bottom, each judged move marked on its mover's line, the
//! position on the board marked. A click on the graph, or the arrow keys while it has focus, go
//! to a position (Home and End to the ends): it is a slider to a screen reader, its value said
//! as the move and each seat's chance there.

use std::rc::Rc;

use study::MoveReview;
use yew::prelude::*;

/// The graph's drawing size (its view box; the page scales it to its width).
const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 160.0;

/// A judged move's mark on the graph.
#[derive(Clone, PartialEq, Debug)]
pub struct GraphMark {
    /// The move (0 for the first): marked at the position it leads to.
    pub index: usize,
    /// Its mover.
    pub seat: usize,
    /// Its judgement's word (`inaccuracy`, `mistake`, `blunder`): the mark's class.
    pub judgement: &'static str,
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct ReviewGraphProps {
    /// Each position's chances (tenths of a per cent), one entry a seat; as many positions as
    /// are judged so far (the first is the start).
    pub points: Rc<Vec<Vec<u16>>>,
    /// Positions in the whole game (its moves and one), so the axis holds still while a review
    /// fills it in.
    pub positions: usize,
    /// Each seat's colour class (`zone-0`) and name.
    pub seats: Rc<Vec<(&'static str, String)>>,
    /// The judged moves to mark.
    pub marks: Rc<Vec<GraphMark>>,
    /// The position on the board.
    pub at: usize,
    /// What position `i` is called ("after move 14, North's c3xd4").
    pub describe: Callback<usize, String>,
    /// A position chosen.
    pub on_select: Callback<usize>,
}

fn x_of(i: usize, positions: usize) -> f64 {
    i as f64 * WIDTH / (positions.max(2) - 1) as f64
}

fn y_of(tenths: u16) -> f64 {
    HEIGHT - f64::from(tenths.min(1000)) * HEIGHT / 1000.0
}

/// A number for an SVG attribute, to a tenth.
fn attr(v: f64) -> String {
    let tenths = (v * 10.0).round() as i64;
    format!("{}.{}", tenths / 10, (tenths % 10).abs())
}

/// The line of seat `seat` through the points so far.
fn seat_line(points: &[Vec<u16>], positions: usize, seat: usize, class: &'static str) -> Html {
    let path = points
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            Some(format!(
                "{},{}",
                attr(x_of(i, positions)),
                attr(y_of(*p.get(seat)?))
            ))
        })
        .collect::<Vec<_>>()
        .join(" ");
    html! { <polyline class={classes!("seat-line", class)} points={path} /> }
}

/// Where a key moves the graph's position from `at`, if it is one of the graph's keys.
pub fn key_target(key: &str, at: usize, last: usize) -> Option<usize> {
    match key {
        "ArrowLeft" | "ArrowDown" => Some(at.saturating_sub(1)),
        "ArrowRight" | "ArrowUp" => Some((at + 1).min(last)),
        "Home" => Some(0),
        "End" => Some(last),
        _ => None,
    }
}

/// Each position's chances for the graph: before each judged move, then after the last.
pub fn points(judged: &[MoveReview]) -> Vec<Vec<u16>> {
    let mut points: Vec<Vec<u16>> = judged
        .iter()
        .map(|m| m.before.iter().map(|t| t.0).collect())
        .collect();
    if let Some(last) = judged.last() {
        points.push(last.after.iter().map(|t| t.0).collect());
    }
    points
}

/// The graph.
#[function_component(ReviewGraph)]
pub fn review_graph(props: &ReviewGraphProps) -> Html {
    let positions = props.positions.max(1);
    let last = props.points.len().saturating_sub(1);
    let lines = props
        .seats
        .iter()
        .enumerate()
        .map(|(seat, (class, _))| seat_line(&props.points, positions, seat, class));
    let marks = props.marks.iter().filter_map(|m| {
        let y = y_of(*props.points.get(m.index + 1)?.get(m.seat)?);
        let x = x_of(m.index + 1, positions);
        Some(html! {
            <circle class={classes!("judged", m.judgement, props.seats.get(m.seat).map(|s| s.0))}
                cx={attr(x)} cy={attr(y)} r="5" />
        })
    });
    // One clickable band a position, so a click goes to the nearest position.
    let band = WIDTH / (positions.max(2) - 1) as f64;
    let bands = (0..=last).map(|i| {
        let on_select = props.on_select.clone();
        html! {
            <rect class="band" x={attr(x_of(i, positions) - band / 2.0)} y="0" width={attr(band)}
                height={attr(HEIGHT)} onclick={Callback::from(move |_| on_select.emit(i))} />
        }
    });
    let onkeydown = {
        let (at, on_select) = (props.at, props.on_select.clone());
        Callback::from(move |e: KeyboardEvent| {
            if let Some(to) = key_target(&e.key(), at, last) {
                e.prevent_default();
                on_select.emit(to);
            }
        })
    };
    let at_x = attr(x_of(props.at, positions));
    html! {
        <div class="review-graph" data-review-graph="" tabindex="0" role="slider"
            aria-label="Each seat's chance to win over the game" aria-valuemin="0"
            aria-valuemax={last.to_string()} aria-valuenow={props.at.to_string()}
            aria-valuetext={props.describe.emit(props.at)} {onkeydown}>
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} preserveAspectRatio="none" aria-hidden="true">
                <line class="even" x1="0" y1={attr(HEIGHT / 2.0)} x2={attr(WIDTH)} y2={attr(HEIGHT / 2.0)} />
                { for lines }
                <line class="at" x1={at_x.clone()} y1="0" x2={at_x} y2={attr(HEIGHT)} />
                { for marks }
                { for bands }
            </svg>
            // The moves along the bottom, at the quarters (evenly spaced, so a row of five
            // labels spread across the graph's width sits under them).
            <div class="graph-ticks" aria-hidden="true">
                { for (0..5).map(|q| html! { <span>{ (q * (positions - 1) + 2) / 4 }</span> }) }
            </div>
            <ul class="graph-key" aria-hidden="true">
                { for props.seats.iter().map(|(class, name)| html! {
                    <li><span class={classes!("swatch", *class)}></span>{ name.clone() }</li>
                }) }
            </ul>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_walk_the_positions_and_stop_at_the_ends() {
        assert_eq!(key_target("ArrowLeft", 0, 9), Some(0));
        assert_eq!(key_target("ArrowRight", 3, 9), Some(4));
        assert_eq!(key_target("ArrowRight", 9, 9), Some(9));
        assert_eq!(key_target("End", 2, 9), Some(9));
        assert_eq!(key_target("Home", 5, 9), Some(0));
        assert_eq!(key_target("a", 5, 9), None);
    }

    #[test]
    fn chances_run_from_the_bottom_to_the_top() {
        assert_eq!(y_of(0), HEIGHT);
        assert_eq!(y_of(1000), 0.0);
        assert_eq!(y_of(5000), 0.0);
        assert_eq!(x_of(0, 61), 0.0);
        assert_eq!(x_of(60, 61), WIDTH);
        assert_eq!(attr(12.34), "12.3");
    }
}
