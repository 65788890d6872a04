//! The SVG board component.

use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, PointerEvent};
use yew::prelude::*;

use super::model::{layout, Dest, Grid, Line, Mark, PieceCell, SquareCell, SquareId};
use super::pyramid::pyramid;
use super::seat_mark::shape_path;
use super::wedge::{Point, Wedge};
use crate::hooks::{use_glide, Glide};
use crate::selection::{Effect, Selection};
use crate::widgets::fixed::{fixed, shortest};

/// What the board is given.
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// Size and turning.
    pub grid: Grid,
    /// Every square.
    pub squares: Rc<Vec<SquareCell>>,
    /// Every piece.
    pub pieces: Rc<Vec<PieceCell>>,
    /// The legal moves the player may make now (empty: nothing to move).
    #[prop_or_default]
    pub dests: Rc<Vec<Dest>>,
    /// The squares each legal move passes through, where the eye needs them: on a wedge
    /// board a line bends across a glued edge, so the picked-up piece's paths are drawn.
    #[prop_or_default]
    pub paths: Rc<Vec<Path>>,
    /// The move just played.
    #[prop_or_default]
    pub last_move: Option<(SquareId, SquareId)>,
    /// Lines drawn over the squares (the canals).
    #[prop_or_default]
    pub lines: Rc<Vec<Line>>,
    /// Squares to point out (rule pictures).
    #[prop_or_default]
    pub highlights: Rc<Vec<SquareId>>,
    /// Arrows drawn over the board (teaching boards, embeds), from and to.
    #[prop_or_default]
    pub arrows: Rc<Vec<(SquareId, SquareId)>>,
    /// Squares circled (teaching boards, embeds).
    #[prop_or_default]
    pub marks: Rc<Vec<SquareId>>,
    /// A square to draw the eye to (a hint).
    #[prop_or_default]
    pub hint: Option<SquareId>,
    /// Show this square's targets while nothing is picked up (rule pictures).
    #[prop_or_default]
    pub show_from: Option<SquareId>,
    /// Whether pieces can be picked up.
    #[prop_or_default]
    pub interactive: bool,
    /// Whether every piece can be picked up, not only those with legal targets: a teaching
    /// board lets the reader try anything and says why a move is not allowed (`on_attempt`).
    #[prop_or_default]
    pub free_pick: bool,
    /// Whether arrows and marks can be drawn with the right button (or with Shift held):
    /// dragging draws an arrow, a click marks a square (as on lichess).
    #[prop_or_default]
    pub annotate: bool,
    /// Whether to carry the testing contract (`data-square`, `data-piece`, `data-at`): the
    /// play board only.
    #[prop_or_default]
    pub testing_attrs: bool,
    /// A move the player made.
    #[prop_or_default]
    pub on_move: Callback<(SquareId, SquareId)>,
    /// A piece put on a square that is not one of its targets (it went back).
    #[prop_or_default]
    pub on_attempt: Callback<(SquareId, SquareId)>,
    /// An arrow (from, to) or a mark (from == to) drawn by the reader.
    #[prop_or_default]
    pub on_annotate: Callback<(SquareId, SquareId)>,
    /// The board's accessible name.
    #[prop_or_default]
    pub label: AttrValue,
    /// Extra classes on the SVG.
    #[prop_or_default]
    pub class: Classes,
}

/// The squares a move passes through, `from` and `to` included, in order.
#[derive(Clone, PartialEq, Debug)]
pub struct Path {
    /// From.
    pub from: SquareId,
    /// To.
    pub to: SquareId,
    /// Every square on the way, both ends included.
    pub squares: Vec<SquareId>,
}

/// SVG points of a polygon.
fn points(pts: &[Point]) -> String {
    pts.iter()
        .map(|(x, y)| format!("{},{}", fixed(x, 1), fixed(y, 1)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The neighbour of `from` (a square sharing a corner with it, across a glued edge too) that
/// lies most nearly in the direction of an arrow key on the screen, among `ids`: for a wedge
/// board, whose squares lie in no rows or columns. Nothing more than 67.5 degrees off.
fn neighbour_towards(
    grid: &Grid,
    ids: &[SquareId],
    from: SquareId,
    dir: Point,
) -> Option<SquareId> {
    let corners = grid.corners(from);
    let touches = |id: SquareId| {
        grid.corners(id).iter().any(|(x, y)| {
            corners
                .iter()
                .any(|(cx, cy)| (x - cx).abs() < 1.0 && (y - cy).abs() < 1.0)
        })
    };
    let (x0, y0) = grid.centre(from);
    ids.iter()
        .filter(|id| **id != from && touches(**id))
        .filter_map(|id| {
            let (x, y) = grid.centre(*id);
            let (dx, dy) = (x - x0, y - y0);
            let len = (dx * dx + dy * dy).sqrt().max(1e-9);
            let cos = (dx * dir.0 + dy * dir.1) / len;
            (cos > 0.38).then_some((cos, *id))
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, id)| id)
}

static BOARDS: AtomicU32 = AtomicU32::new(0);

fn is_target(dests: &[Dest], from: Option<SquareId>, to: SquareId) -> bool {
    from.is_some_and(|f| dests.iter().any(|d| d.from == f && d.to == to))
}

fn movable(props: &BoardProps, sq: SquareId) -> bool {
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

/// How a moved piece slides to its new square (as quick as a hand's move).
const PIECE_GLIDE: Glide = Glide {
    millis: 220.0,
    easing: "cubic-bezier(0.25, 0.8, 0.35, 1)",
};

/// The SVG board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let selection = use_mut_ref(Selection::<SquareId>::default);
    // An arrow being drawn: its first square and the square under the pointer.
    let drawing = use_mut_ref(|| None::<(SquareId, SquareId)>);
    let redraw = use_force_update();
    let svg_ref = use_node_ref();
    use_glide(svg_ref.clone(), PIECE_GLIDE);
    let uid = use_memo((), |_| BOARDS.fetch_add(1, Ordering::Relaxed));
    let grid = props.grid;
    let (vw, vh) = grid.view_box();

    // A selection whose piece can no longer move (the position changed) is dropped.
    {
        let origin = selection.borrow().origin();
        if origin.is_some_and(|o| !movable(props, o)) {
            *selection.borrow_mut() = Selection::Idle;
        }
    }

    let to_user = {
        let svg_ref = svg_ref.clone();
        move |x: i32, y: i32| -> Option<(f64, f64)> {
            let rect = svg_ref.cast::<Element>()?.get_bounding_client_rect();
            if rect.width() <= 0.0 || rect.height() <= 0.0 {
                return None;
            }
            Some((
                (x as f64 - rect.left()) / rect.width() * vw,
                (y as f64 - rect.top()) / rect.height() * vh,
            ))
        }
    };

    let apply = {
        let (on_move, on_attempt) = (props.on_move.clone(), props.on_attempt.clone());
        move |effect: Effect<SquareId>| match effect {
            Effect::Move(from, to) => on_move.emit((from, to)),
            Effect::Attempt(from, to) => on_attempt.emit((from, to)),
            Effect::None | Effect::SnapBack(_) => {}
        }
    };

    let onpointerdown = {
        let (selection, redraw, props) = (selection.clone(), redraw.clone(), props.clone());
        let (svg_capture, drawing) = (svg_ref.clone(), drawing.clone());
        let (to_user, apply) = (to_user.clone(), apply.clone());
        Callback::from(move |e: PointerEvent| {
            let annotating = draws(&props, &e);
            if !(props.interactive || annotating)
                || (!annotating && e.pointer_type() == "mouse" && e.button() != 0)
            {
                return;
            }
            let Some(at) = to_user(e.client_x(), e.client_y()) else {
                return;
            };
            e.prevent_default();
            // Capture on the SVG itself (never replaced while a piece is held), so the release
            // reaches the board even off it.
            if let Some(svg) = svg_capture.cast::<Element>() {
                let _ = svg.set_pointer_capture(e.pointer_id());
            }
            if annotating {
                *drawing.borrow_mut() = grid.square_at(at.0, at.1).map(|sq| (sq, sq));
                redraw.force_update();
                return;
            }
            let current = *selection.borrow();
            let (next, effect) = match grid.square_at(at.0, at.1) {
                Some(sq) => current.press(
                    sq,
                    at,
                    movable(&props, sq),
                    is_target(&props.dests, current.origin(), sq),
                ),
                None => (current.cancel(), Effect::None),
            };
            *selection.borrow_mut() = next;
            apply(effect);
            redraw.force_update();
        })
    };

    let onpointermove = {
        let (selection, redraw, to_user) = (selection.clone(), redraw.clone(), to_user.clone());
        let drawing = drawing.clone();
        Callback::from(move |e: PointerEvent| {
            let held = *drawing.borrow();
            if let Some((from, to)) = held {
                let over = to_user(e.client_x(), e.client_y())
                    .and_then(|(x, y)| grid.square_at(x, y))
                    .unwrap_or(to);
                if over != to {
                    *drawing.borrow_mut() = Some((from, over));
                    redraw.force_update();
                }
                return;
            }
            let current = *selection.borrow();
            if !matches!(
                current,
                Selection::Pressed { .. } | Selection::Dragging { .. }
            ) {
                return;
            }
            if let Some(at) = to_user(e.client_x(), e.client_y()) {
                let next = current.pointer_move(at);
                if next != current {
                    *selection.borrow_mut() = next;
                    redraw.force_update();
                }
            }
        })
    };

    let onpointerup = {
        let (selection, redraw, props) = (selection.clone(), redraw.clone(), props.clone());
        let (to_user, apply, drawing) = (to_user.clone(), apply.clone(), drawing.clone());
        Callback::from(move |e: PointerEvent| {
            let held = drawing.borrow_mut().take();
            if let Some((from, to)) = held {
                let to = to_user(e.client_x(), e.client_y())
                    .and_then(|(x, y)| grid.square_at(x, y))
                    .unwrap_or(to);
                props.on_annotate.emit((from, to));
                redraw.force_update();
                return;
            }
            let current = *selection.borrow();
            let square =
                to_user(e.client_x(), e.client_y()).and_then(|(x, y)| grid.square_at(x, y));
            let target = square.is_some_and(|sq| is_target(&props.dests, current.origin(), sq));
            let (next, effect) = current.release(square, target);
            *selection.borrow_mut() = next;
            apply(effect);
            redraw.force_update();
        })
    };

    let onpointercancel = {
        let (selection, redraw, drawing) = (selection.clone(), redraw.clone(), drawing.clone());
        Callback::from(move |_: PointerEvent| {
            let current = *selection.borrow();
            *selection.borrow_mut() = current.cancel();
            *drawing.borrow_mut() = None;
            redraw.force_update();
        })
    };

    // The right button draws on an annotating board: its menu would get in the way.
    let oncontextmenu = {
        let annotate = props.annotate;
        Callback::from(move |e: MouseEvent| {
            if annotate {
                e.prevent_default();
            }
        })
    };

    let square_dom_id = |id: SquareId| format!("board{}-sq{}", *uid, id);

    let onkeydown = {
        let (selection, redraw, props) = (selection.clone(), redraw.clone(), props.clone());
        let apply = apply.clone();
        let uid = *uid;
        Callback::from(move |e: KeyboardEvent| {
            if !props.interactive {
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
            let current = *selection.borrow();
            match key.as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    let (next, effect) = current.press(
                        sq,
                        (0.0, 0.0),
                        movable(&props, sq),
                        is_target(&props.dests, current.origin(), sq),
                    );
                    let (next, effect) = match effect {
                        Effect::Move(..) | Effect::Attempt(..) => (next, effect),
                        _ => next.release(Some(sq), false),
                    };
                    *selection.borrow_mut() = next;
                    apply(effect);
                    redraw.force_update();
                }
                "Escape" => {
                    *selection.borrow_mut() = current.cancel();
                    redraw.force_update();
                }
                "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" => {
                    e.prevent_default();
                    let wedge_next = grid.wedge.map(|_| {
                        let ids: Vec<SquareId> = props.squares.iter().map(|s| s.id).collect();
                        let dir = match key.as_str() {
                            "ArrowUp" => (0.0, -1.0),
                            "ArrowDown" => (0.0, 1.0),
                            "ArrowLeft" => (-1.0, 0.0),
                            _ => (1.0, 0.0),
                        };
                        neighbour_towards(&grid, &ids, sq, dir)
                    });
                    let (c, r) = grid.cell(sq);
                    let (cols, rows) = grid.view_size();
                    let (c, r) = match key.as_str() {
                        "ArrowUp" => (c, r.saturating_sub(1)),
                        "ArrowDown" => (c, (r + 1).min(rows - 1)),
                        "ArrowLeft" => (c.saturating_sub(1), r),
                        _ => ((c + 1).min(cols - 1), r),
                    };
                    let next = match wedge_next {
                        Some(next) => next.and_then(|id| props.squares.iter().find(|s| s.id == id)),
                        None => props.squares.iter().find(|s| grid.cell(s.id) == (c, r)),
                    };
                    if let Some(next) = next {
                        let doc = gloo::utils::document();
                        if let Some(el) =
                            doc.get_element_by_id(&format!("board{uid}-sq{}", next.id))
                        {
                            if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                                let _ = el.focus();
                            }
                        }
                    }
                }
                _ => {}
            }
        })
    };

    let sel = *selection.borrow();
    let origin = sel.origin().or(props.show_from);
    let dragging = sel.dragging();
    let targets: Vec<Dest> = props
        .dests
        .iter()
        .filter(|d| Some(d.from) == origin)
        .copied()
        .collect();
    let piece_on = |id: SquareId| props.pieces.iter().find(|p| p.at == id);
    let square_name = |id: SquareId| {
        props
            .squares
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    };

    // One square is in the tab order (roving tabindex): the selected piece's, else the first
    // movable piece's; arrow keys move between squares.
    let roving = origin
        .or_else(|| props.dests.first().map(|d| d.from))
        .or_else(|| props.squares.first().map(|s| s.id));
    let squares = props.squares.iter().map(|s| {
        let target = targets.iter().find(|d| d.to == s.id);
        let last = props.last_move.is_some_and(|(a, b)| a == s.id || b == s.id);
        let class = classes!(
            "square",
            s.tint,
            if grid.is_light(s.id) { "light" } else { "dark" },
            last.then_some("last-move"),
            (origin == Some(s.id)).then_some("selected"),
            target.map(|_| "dest"),
            props.highlights.contains(&s.id).then_some("highlight"),
        );
        let mut label = s.label.clone();
        match piece_on(s.id) {
            Some(p) => label.push_str(&format!(", {}", p.kind)),
            None => label.push_str(", empty"),
        }
        if let Some(t) = target {
            label.push_str(match t.mark {
                Mark::Plain => ", move here",
                Mark::Capture => ", capture here",
                Mark::Promotion => ", promote here",
            });
        }
        if origin == Some(s.id) {
            label.push_str(", selected");
        }
        if props.marks.contains(&s.id) {
            label.push_str(", marked");
        }
        let interactive = props.interactive;
        if grid.wedge.is_some() {
            return html! {
                <polygon
                    id={interactive.then(|| square_dom_id(s.id))}
                    class={class}
                    points={points(&grid.corners(s.id))}
                    data-square={props.testing_attrs.then(|| s.name.clone())}
                    data-sq-id={format!("{}", s.id)}
                    tabindex={interactive.then_some(if Some(s.id) == roving { "0" } else { "-1" })}
                    role={if interactive { "button" } else { "img" }}
                    aria-label={label}
                />
            };
        }
        let (x, y) = grid.origin(s.id);
        html! {
            <rect
                id={interactive.then(|| square_dom_id(s.id))}
                class={class}
                x={shortest(x)} y={shortest(y)}
                width={shortest(layout::SQ)} height={shortest(layout::SQ)}
                data-square={props.testing_attrs.then(|| s.name.clone())}
                data-sq-id={format!("{}", s.id)}
                tabindex={interactive.then_some(if Some(s.id) == roving { "0" } else { "-1" })}
                role={if interactive { "button" } else { "img" }}
                aria-label={label}
            />
        }
    });

    let overlay = |id: SquareId, class: &'static str| {
        if grid.wedge.is_some() {
            return html! { <polygon class={classes!("hl", class)} points={points(&grid.corners(id))} /> };
        }
        let (x, y) = grid.origin(id);
        html! { <rect class={classes!("hl", class)} x={shortest(x)} y={shortest(y)} width={shortest(layout::SQ)} height={shortest(layout::SQ)} /> }
    };
    let mut overlays = Vec::new();
    if let Some((a, b)) = props.last_move {
        overlays.push(overlay(a, "last"));
        overlays.push(overlay(b, "last"));
    }
    for h in props.highlights.iter() {
        overlays.push(overlay(*h, "point"));
    }
    if let Some(o) = sel.origin() {
        overlays.push(overlay(o, "selected"));
    }
    if let Some(h) = props.hint {
        overlays.push(overlay(h, "hint"));
    }

    let wedge_canals = grid.wedge.map(|w| w.canals()).unwrap_or_default();
    let wedge_canals = wedge_canals.iter().map(|((x1, y1), (x2, y2))| {
        html! { <line class="canal" x1={format!("{}", fixed(x1, 1))} y1={format!("{}", fixed(y1, 1))} x2={format!("{}", fixed(x2, 1))} y2={format!("{}", fixed(y2, 1))} /> }
    });
    let lines = props.lines.iter().map(|l| {
        let (x1, y1) = grid.point(l.a.0, l.a.1);
        let (x2, y2) = grid.point(l.b.0, l.b.1);
        html! { <line class="canal" x1={shortest(x1)} y1={shortest(y1)} x2={shortest(x2)} y2={shortest(y2)} /> }
    });

    // Coordinates: along the bottom the names' varying part, along the left likewise.
    let (cols, rows) = grid.view_size();
    let coord = |id: SquareId, along_bottom: bool| -> String {
        let name = props
            .squares
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.name.clone())
            .unwrap_or_default();
        let turned = grid.quarter_turns % 2 == 1;
        let file_part = along_bottom != turned;
        if file_part {
            name.chars().take(1).collect()
        } else {
            name.chars().skip(1).collect()
        }
    };
    let find = |c: u8, r: u8| {
        props
            .squares
            .iter()
            .find(|s| grid.cell(s.id) == (c, r))
            .map(|s| s.id)
    };
    let bottom = (0..cols).filter(|_| grid.coords && grid.wedge.is_none()).filter_map(|c| find(c, rows - 1).map(|id| (c, id))).map(|(c, id)| {
        let x = grid.margin() + (c as f64 + 0.5) * layout::SQ;
        let y = layout::PAD + rows as f64 * layout::SQ + 21.0;
        html! { <text class="coord" x={shortest(x)} y={shortest(y)} text-anchor="middle" aria-hidden="true">{ coord(id, true) }</text> }
    });
    let left = (0..rows).filter(|_| grid.coords && grid.wedge.is_none()).filter_map(|r| find(0, r).map(|id| (r, id))).map(|(r, id)| {
        let x = layout::MARGIN / 2.0;
        let y = layout::PAD + (r as f64 + 0.5) * layout::SQ + 7.0;
        html! { <text class="coord" x={shortest(x)} y={shortest(y)} text-anchor="middle" aria-hidden="true">{ coord(id, false) }</text> }
    });

    let marks = targets.iter().map(|d| {
        let (cx, cy) = grid.centre(d.to);
        let k = grid.piece_scale(d.to);
        let ring = format!("{}", fixed(44.0 * k, 1));
        match d.mark {
            Mark::Plain => html! { <circle class="mark plain" cx={format!("{}", fixed(cx, 1))} cy={format!("{}", fixed(cy, 1))} r={format!("{}", fixed(13.0 * k.max(0.8), 1))} /> },
            Mark::Capture => html! { <circle class="mark capture" cx={format!("{}", fixed(cx, 1))} cy={format!("{}", fixed(cy, 1))} r={ring} /> },
            Mark::Promotion => html! {
                <g class="mark promotion">
                    <circle cx={format!("{}", fixed(cx, 1))} cy={format!("{}", fixed(cy, 1))} r={ring} />
                    <text x={format!("{}", fixed(cx + 34.0 * k, 1))} y={format!("{}", fixed(cy - 24.0 * k, 1))} text-anchor="middle">{"+"}</text>
                </g>
            },
        }
    });
    // The picked-up piece's lines, square by square, so a line that bends across a glued
    // edge is seen to go on in the next zone.
    let path_lines = props
        .paths
        .iter()
        .filter(|p| Some(p.from) == origin && p.squares.len() > 1)
        .map(|p| {
            let pts: Vec<Point> = p.squares.iter().map(|sq| grid.centre(*sq)).collect();
            html! { <polyline class="move-path" points={points(&pts)} /> }
        });
    let wedge_labels = grid.wedge.filter(|_| grid.coords).map(|w| wedge_labels(&w));
    let seat_marks = grid.wedge.map(|w| {
        (0..w.zones)
            .map(|z| {
                let [outer, ..] = w.zone_corners(z);
                let c = w.half_size();
                // Beyond the outer corner, on the line from the centre.
                let (dx, dy) = (outer.0 - c, outer.1 - c);
                let len = (dx * dx + dy * dy).sqrt().max(1.0);
                let (x, y) = (outer.0 + dx / len * 40.0, outer.1 + dy / len * 40.0);
                // The zone's digit on its shape, as square names and move texts carry it
                // (`2a4` is a4 of this zone).
                html! {
                    <g transform={format!("translate({} {})", fixed(x, 1), fixed(y, 1))}>
                        <path class={classes!("seat-mark", format!("zone-{z}"))} d={shape_path(z, 24.0)} />
                        <text class="zone-digit" y="8" text-anchor="middle">{ z }</text>
                    </g>
                }
            })
            .collect::<Html>()
    });
    let outline = grid
        .wedge
        .map(|w| html! { <polygon class="wedge-rim" points={points(&w.outline())} /> });

    // Arrows and circles drawn by an author or a reader, over the pieces (as on lichess), and the
    // one being drawn now.
    let centre = |id: SquareId| grid.centre(id);
    let marker = format!("arrowhead-{}", *uid);
    let arrow = |from: SquareId, to: SquareId, class: &'static str| {
        let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
        // Stop short of the target's centre by the head's length, so its tip ends there.
        let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
        let (x2, y2) = (x2 - (x2 - x1) / len * 40.0, y2 - (y2 - y1) / len * 40.0);
        html! {
            <line class={classes!("drawn-arrow", class)} x1={format!("{}", fixed(x1, 1))} y1={format!("{}", fixed(y1, 1))}
                x2={format!("{}", fixed(x2, 1))} y2={format!("{}", fixed(y2, 1))} marker-end={format!("url(#{marker})")} />
        }
    };
    let circle = |id: SquareId, class: &'static str| {
        let (cx, cy) = centre(id);
        let r = 45.0 * grid.piece_scale(id);
        html! { <circle class={classes!("drawn-ring", class)} cx={format!("{}", fixed(cx, 1))} cy={format!("{}", fixed(cy, 1))} r={format!("{}", fixed(r, 1))} /> }
    };
    let mut drawn: Vec<Html> = props.marks.iter().map(|m| circle(*m, "author")).collect();
    drawn.extend(props.arrows.iter().map(|(a, b)| arrow(*a, *b, "author")));
    match *drawing.borrow() {
        Some((a, b)) if a == b => drawn.push(circle(a, "drawing")),
        Some((a, b)) => drawn.push(arrow(a, b, "drawing")),
        None => {}
    }

    let pieces = props.pieces.iter().map(|p| {
        let ghost = dragging.is_some_and(|(from, _)| from == p.at);
        let (x, y) = grid.centre(p.at);
        let k = grid.piece_scale(p.at);
        let scale = if k < 1.0 {
            format!(" scale({})", fixed(k, 2))
        } else {
            String::new()
        };
        let class = classes!(
            "piece",
            p.kind,
            ghost.then_some("ghost"),
            (origin == Some(p.at)).then_some("lifted")
        );
        // Placed by the SVG transform attribute (not a style: the pages' Content Security
        // Policy allows no style attribute); `use_glide` animates the change of place.
        html! {
            <g key={p.key} class={class} data-glide={p.key.to_string()}
                transform={format!("translate({} {}){scale}", fixed(x, 1), fixed(y, 1))}
                data-piece={props.testing_attrs.then_some(p.kind)}
                data-at={props.testing_attrs.then(|| square_name(p.at))}
                role="img" aria-label={p.label.clone()}>
                { pyramid(p.size, p.colour) }
            </g>
        }
    });
    // The piece under the pointer is drawn last, on top of everything; its square keeps a
    // faint ghost.
    let dragged = dragging.and_then(|(from, at)| piece_on(from).map(|p| (p, at)));
    let dragged = dragged.map(|(p, (x, y))| {
        html! {
            <g class={classes!("piece", "dragging", p.kind)} aria-hidden="true"
                transform={format!("translate({} {})", fixed(x, 1), fixed(y, 1))}>
                { pyramid(p.size, p.colour) }
            </g>
        }
    });

    html! {
        <svg ref={svg_ref}
            class={classes!("board", grid.shape_class(), props.interactive.then_some("interactive"), dragging.map(|_| "is-dragging"), props.class.clone())}
            viewBox={format!("0 0 {} {}", shortest(vw), shortest(vh))}
            role="group" aria-label={props.label.clone()}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown} {oncontextmenu}>
            <defs>
                <marker id={marker.clone()} class="arrowhead" viewBox="0 0 10 10" refX="3" refY="5"
                    markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" />
                </marker>
            </defs>
            { for outline }
            <g class="squares">{ for squares }</g>
            <g class="overlays" aria-hidden="true">{ for overlays }</g>
            <g class="canals" aria-hidden="true">{ for lines }{ for wedge_canals }</g>
            <g class="coords">{ for bottom }{ for left }{ for wedge_labels }</g>
            if grid.wedge.is_some() {
                <g class="seat-marks" aria-hidden="true">{ for seat_marks }</g>
            }
            <g class="paths" aria-hidden="true">{ for path_lines }</g>
            <g class="marks" aria-hidden="true">{ for marks }</g>
            <g class="pieces">{ for pieces }</g>
            <g class="annotations" aria-hidden="true">{ for drawn }</g>
            // Always present, so starting a drag adds no child to the SVG (Yew would then
            // re-insert the others and the pointer capture would be lost).
            <g class="drag-layer">{ for dragged }</g>
        </svg>
    }
}

/// A wedge board's coordinates: each zone's files along its rim below rank 1, its ranks along
/// its rim beside file `a`, upright, just outside the board.
fn wedge_labels(w: &Wedge) -> Html {
    let label = |(x, y): Point, text: String| {
        html! { <text class="coord" x={format!("{}", fixed(x, 1))} y={format!("{}", fixed(y + 8.0, 1))} text-anchor="middle" aria-hidden="true">{ text }</text> }
    };
    (0..w.zones)
        .flat_map(|z| {
            (0..4u8).flat_map(move |i| {
                let along = i as f64 + 0.5;
                [
                    label(w.point(z, along, -0.3), ((b'a' + i) as char).to_string()),
                    label(w.point(z, -0.3, along), format!("{}", i + 1)),
                ]
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// From every square of every wedge board, some arrow key leads to each of its neighbours'
    /// directions, and every key press moves to a square that shares a corner.
    #[test]
    fn arrow_keys_walk_to_neighbours_on_wedge_boards() {
        for zones in [3, 5, 6] {
            let grid = Grid {
                files: 4,
                ranks: 4,
                quarter_turns: 0,
                coords: true,
                wedge: Some(Wedge { zones, home: 0 }),
            };
            let ids: Vec<SquareId> = (0..zones * 16).map(|i| 64 + i).collect();
            for &from in &ids {
                let mut reached = 0;
                for dir in [(0.0, -1.0), (0.0, 1.0), (-1.0, 0.0), (1.0, 0.0)] {
                    if let Some(to) = neighbour_towards(&grid, &ids, from, dir) {
                        reached += 1;
                        let (a, b) = (grid.centre(from), grid.centre(to));
                        assert!((b.0 - a.0) * dir.0 + (b.1 - a.1) * dir.1 > 0.0);
                    }
                }
                assert!(
                    reached >= 2,
                    "{zones} zones: square {from} has {reached} ways out"
                );
            }
            // Every square can be reached from any other by arrow keys alone.
            let mut seen = vec![ids[0]];
            let mut i = 0;
            while i < seen.len() {
                let at = seen[i];
                for dir in [(0.0, -1.0), (0.0, 1.0), (-1.0, 0.0), (1.0, 0.0)] {
                    if let Some(to) = neighbour_towards(&grid, &ids, at, dir) {
                        if !seen.contains(&to) {
                            seen.push(to);
                        }
                    }
                }
                i += 1;
            }
            assert_eq!(seen.len(), ids.len(), "{zones} zones");
        }
    }
}
