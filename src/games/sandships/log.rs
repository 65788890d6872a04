//! The game so far, turn by turn: each seat's roll and what it did, in words. A click on an
//! action shows the state after it.

use sandships::{Action, Game};
use yew::prelude::*;

use super::settings::SandSettings;
use super::words::describe;

/// Props.
#[derive(Properties, PartialEq)]
pub struct ActionLogProps {
    /// The game.
    pub game: Game,
    /// Its settings (seat names).
    pub settings: SandSettings,
    /// How many actions the board shows.
    pub shown: usize,
    /// Show the state after `n` actions.
    pub on_select: Callback<usize>,
}

/// The log.
#[function_component(ActionLog)]
pub fn action_log(props: &ActionLogProps) -> Html {
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with(props.game.actions().len(), move |_| {
            if let Some(el) = list_ref.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    let states = props.game.states();
    let mut turns: Vec<Vec<(usize, Action)>> = Vec::new();
    for (i, &a) in props.game.actions().iter().enumerate() {
        if matches!(a, Action::Roll(_)) || turns.is_empty() {
            turns.push(Vec::new());
        }
        if let Some(t) = turns.last_mut() {
            t.push((i, a));
        }
    }
    let items = turns.iter().enumerate().map(|(n, turn)| {
        let seat = turn
            .first()
            .map_or(sandships::Seat(0), |(i, _)| states[*i].to_act());
        let actions = turn.iter().map(|&(i, a)| {
            let step = i + 1;
            let current = step == props.shown;
            let text = describe(&states[i], a);
            let onclick = props.on_select.reform(move |_: MouseEvent| step);
            html! {
                <button key={step} class={classes!("act", current.then_some("current"))} {onclick}
                    aria-current={current.then_some("step")}
                    title={a.to_string()}>{ text }</button>
            }
        });
        html! {
            <li key={n}>
                <span class={classes!("turn-seat", format!("seat-{}", seat.0))}>{ format!("{}. {}", n + 1, props.settings.seat_name(seat)) }</span>
                { for actions }
            </li>
        }
    });
    html! {
        <ol class="action-log" ref={list_ref} aria-label="Turns played">
            if turns.is_empty() {
                <li key="empty" class="empty">{ "No turns yet." }</li>
            }
            { for items }
        </ol>
    }
}
