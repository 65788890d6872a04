//! A small row of pyramids (captured pieces), drawn without the play board's testing
//! attributes.

use crate::widgets::fixed::shortest;
use martian_engine::Role;
use yew::prelude::*;

use crate::games::martian_chess::board::pyramid::pyramid;

/// Props: the roles to show.
#[derive(Properties, PartialEq)]
pub struct TrayProps {
    /// Pieces, in the order captured.
    pub roles: Vec<Role>,
    /// What a screen reader says.
    pub label: AttrValue,
}

/// Captured pieces in a row.
#[function_component(Tray)]
pub fn tray(props: &TrayProps) -> Html {
    let width = (props.roles.len().max(1) * 34) as f64;
    let items = props.roles.iter().enumerate().map(|(i, r)| {
        let x = 17.0 + i as f64 * 34.0;
        html! { <g transform={format!("translate({} 18) scale(0.42)", shortest(x))}>{ pyramid(r.value() as u8, "#8a8f98") }</g> }
    });
    html! {
        <svg class="tray" viewBox={format!("0 0 {} 36", shortest(width))} width={shortest(width * 0.8)} height="29" role="img" aria-label={props.label.clone()}>
            { for items }
        </svg>
    }
}
