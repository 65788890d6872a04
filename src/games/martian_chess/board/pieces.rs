//! The pieces, each placed by its transform so `use_glide` can animate a change of place, and
//! the piece being dragged, drawn last so it is above everything.

use yew::prelude::*;

use super::model::{PieceCell, SquareId};
use super::props::BoardProps;
use super::pyramid::pyramid;
use super::svg::one;
use crate::widgets::fixed::fixed;

/// Every piece where it stands; the dragged one leaves a faint ghost on its square.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn pieces(
    props: &BoardProps,
    origin: Option<SquareId>,
    dragging: Option<(SquareId, (f64, f64))>,
) -> Vec<Html> {
    let grid = &props.grid;
    props
        .pieces
        .iter()
        .map(|p| {
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
            let at = props.testing_attrs.then(|| props.square_name(p.at));
            // Placed by the SVG transform attribute (not a style: the pages' Content Security
            // Policy allows no style attribute); `use_glide` animates the change of place.
            html! {
                <g key={p.key} class={class} data-glide={p.key.to_string()}
                    transform={format!("translate({} {}){scale}", one(x), one(y))}
                    data-piece={props.testing_attrs.then_some(p.kind)}
                    data-at={at}
                    role="img" aria-label={p.label.clone()}>
                    { pyramid(p.size, p.colour) }
                </g>
            }
        })
        .collect()
}

/// The piece under the pointer while it is dragged, at the pointer.
#[inline(never)] // a layer of its own (view.rs, "One function per layer")
pub fn dragged(props: &BoardProps, dragging: Option<(SquareId, (f64, f64))>) -> Option<Html> {
    let (from, (x, y)) = dragging?;
    let p: &PieceCell = props.pieces.iter().find(|p| p.at == from)?;
    Some(html! {
        <g class={classes!("piece", "dragging", p.kind)} aria-hidden="true"
            transform={format!("translate({} {})", one(x), one(y))}>
            { pyramid(p.size, p.colour) }
        </g>
    })
}
