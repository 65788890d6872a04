//! Before an imported or shared game opens: who plays each seat, a person or the computer.

use martian_engine::{Game, Seat};
use yew::prelude::*;

use crate::state::settings::DEFAULT_LEVEL;
use crate::state::Player;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SeatsProps {
    /// The game to open.
    pub game: Game,
    /// Where it came from, for the heading ("Shared game", "Imported game").
    pub title: AttrValue,
    /// Open it with these players.
    pub on_open: Callback<Vec<Player>>,
    /// Do not open it.
    pub on_cancel: Callback<()>,
}

/// A tag of the record, if it has a non-empty one.
pub fn tag<'a>(game: &'a Game, name: &str) -> Option<&'a str> {
    game.tags()
        .iter()
        .find(|t| t.name == name)
        .map(|t| t.value.trim())
        .filter(|v| !v.is_empty())
}

/// The seat chooser.
#[function_component(Seats)]
pub fn seats(props: &SeatsProps) -> Html {
    let seats = props.game.start().seats();
    let players = use_state(|| {
        let mut p = vec![Player::Human];
        p.resize(seats as usize, Player::Computer(DEFAULT_LEVEL));
        p
    });
    let rows = (0..seats).map(|i| {
        let players_state = players.clone();
        let onchange = Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            let mut next = (*players_state).clone();
            next[i as usize] = value.parse::<u8>().map(Player::Computer).unwrap_or(Player::Human);
            players_state.set(next);
        });
        let current = players[i as usize];
        let id = format!("open-seat-{i}");
        // The record's name for the seat, if it gives one (text, as every record text is).
        let named = tag(&props.game, &format!("Seat{i}"))
            .map_or_else(String::new, |n| format!(" ({n})"));
        html! {
            <div class="field">
                <label for={id.clone()}>{ format!("{}{named}", Seat(i).name(seats)) }</label>
                <select id={id} {onchange}>
                    <option value="human" selected={current == Player::Human}>{ "Person" }</option>
                    { for (1..=5u8).map(|l| html! { <option value={l.to_string()} selected={current == Player::Computer(l)}>{ format!("Computer, level {l}") }</option> }) }
                </select>
            </div>
        }
    });
    let onsubmit = {
        let (players, on_open) = (players.clone(), props.on_open.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_open.emit((*players).clone());
        })
    };
    let moves = props.game.moves().len();
    let status = match props.game.outcome() {
        Some(o) => format!("Finished: {}.", o.describe()),
        None => format!(
            "{} to move.",
            props.game.current().seat_name(props.game.current().turn())
        ),
    };
    html! {
        <div class="dialog-backdrop" role="dialog" aria-modal="true" aria-labelledby="seats-title">
            <form class="dialog seats-dialog" {onsubmit}>
                <h2 id="seats-title">{ props.title.clone() }</h2>
                if let Some(event) = tag(&props.game, "Event") {
                    <p class="event">{ event.to_string() }</p>
                }
                <p>{ format!("{seats} players, {moves} moves played. {status}") }</p>
                <fieldset>
                    <legend>{ "Who plays each seat?" }</legend>
                    { for rows }
                </fieldset>
                <div class="actions">
                    <button type="button" class="secondary" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                    <button type="submit" class="primary">{ "Open game" }</button>
                </div>
            </form>
        </div>
    }
}
