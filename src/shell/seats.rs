//! Before an imported or shared game opens: who plays each seat, a person or the computer. Any
//! game: the record names its seats.

use yew::prelude::*;

use std::rc::Rc;

use super::types::OpenedRecord;
use crate::history::Player;
use crate::history::DEFAULT_LEVEL;
use crate::widgets::seat_picker::SeatPicker;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SeatsProps {
    /// The game to open.
    pub game: Rc<OpenedRecord>,
    /// Where it came from, for the heading ("Shared game", "Imported game").
    pub title: AttrValue,
    /// Open it with these players.
    pub on_open: Callback<Vec<Player>>,
    /// Do not open it.
    pub on_cancel: Callback<()>,
}

/// The seat chooser.
#[function_component(Seats)]
pub fn seats(props: &SeatsProps) -> Html {
    let names = props.game.seat_names.clone();
    let players = use_state(|| {
        let mut p = vec![Player::Human];
        p.resize(names.len(), Player::Computer(DEFAULT_LEVEL));
        p
    });
    let rows = names.iter().enumerate().map(|(i, name)| {
        let players_state = players.clone();
        let on_change = Callback::from(move |player: Player| {
            let mut next = (*players_state).clone();
            next[i] = player;
            players_state.set(next);
        });
        html! {
            <SeatPicker id={format!("open-seat-{i}")} label={name.clone()} current={players[i]} offer_friend={false} {on_change} />
        }
    });
    let onsubmit = {
        let (players, on_open) = (players.clone(), props.on_open.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_open.emit((*players).clone());
        })
    };
    html! {
        <div class="dialog-backdrop" role="dialog" aria-modal="true" aria-labelledby="seats-title">
            <form class="dialog seats-dialog" {onsubmit}>
                <h2 id="seats-title">{ format!("{}: {}", props.title, props.game.title) }</h2>
                if let Some(event) = props.game.event.clone() {
                    <p class="event">{ event }</p>
                }
                <p>{ props.game.status.clone() }</p>
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
