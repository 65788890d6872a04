//! The moves played, round by round, in move text.

use martian_engine::Move;
use yew::prelude::*;

/// Props.
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// The moves.
    pub moves: Vec<Move>,
    /// Seats in the game (a round is one move of each).
    pub seats: u8,
}

/// The move list.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let list_ref = use_node_ref();
    {
        // Keep the newest move in view.
        let list_ref = list_ref.clone();
        use_effect_with(props.moves.len(), move |_| {
            if let Some(el) = list_ref.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    let seats = props.seats.max(1) as usize;
    let rounds = props.moves.chunks(seats).enumerate().map(|(i, round)| {
        let cells = round
            .iter()
            .map(|m| html! { <span class="move">{ m.to_string() }</span> });
        html! { <li><span class="round">{ format!("{}.", i + 1) }</span>{ for cells }</li> }
    });
    html! {
        <ol class={classes!("move-list", (seats == 4).then_some("four"))} ref={list_ref} aria-label="Moves played">
            if props.moves.is_empty() {
                <li class="empty">{ "No moves yet." }</li>
            }
            { for rounds }
        </ol>
    }
}
