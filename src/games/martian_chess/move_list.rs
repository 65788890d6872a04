//! The moves played, round by round, in move text. A click on a move shows the position
//! after it.

use martian_engine::Move;
use yew::prelude::*;

/// Props.
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// The moves.
    pub moves: Vec<Move>,
    /// Seats in the game (a round is one move of each).
    pub seats: u8,
    /// How many moves the board shows (the one after the last of them is highlighted).
    pub shown: usize,
    /// Show the position after `n` moves.
    #[prop_or_default]
    pub on_select: Callback<usize>,
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
        let cells = round.iter().enumerate().map(|(j, m)| {
            let ply = i * seats + j + 1;
            let onclick = props.on_select.reform(move |_: MouseEvent| ply);
            let current = ply == props.shown;
            html! {
                <button key={ply} class={classes!("move", current.then_some("current"))} {onclick}
                    aria-current={current.then_some("step")}
                    aria-label={format!("Move {ply}: {m}")}>{ m.to_string() }</button>
            }
        });
        html! { <li key={i}><span class="round">{ format!("{}.", i + 1) }</span>{ for cells }</li> }
    });
    html! {
        <ol class={classes!("move-list", (seats == 4).then_some("four"), matches!(seats, 3 | 5 | 6).then_some("wedge"))} ref={list_ref} aria-label="Moves played">
            if props.moves.is_empty() {
                <li key="empty" class="empty">{ "No moves yet." }</li>
            }
            { for rounds }
        </ol>
    }
}
