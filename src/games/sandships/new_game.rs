//! The New game form for Sandships: two, three or four players, who sits where (a person or
//! the computer at a level) and the optional rules.

use sandships::{home, Seat};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::settings::{SandSettings, SEAT_COLOURS};
use crate::history::Player;
use crate::history::DEFAULT_LEVEL;
use crate::widgets::seat_picker::SeatPicker;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandNewGameProps {
    /// The settings to start from.
    pub initial: SandSettings,
    /// Start a game.
    pub on_start: Callback<SandSettings>,
    /// Close without starting.
    pub on_cancel: Callback<()>,
    /// The choice of game, shown at the top.
    #[prop_or_default]
    pub chooser: Html,
}

fn checked(e: &Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .is_some_and(|x| x.checked())
}

fn selected(e: &Event) -> String {
    e.target()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|x| x.value())
        .unwrap_or_default()
}

/// The form.
#[function_component(SandNewGame)]
pub fn sand_new_game(props: &SandNewGameProps) -> Html {
    let settings = use_state(|| props.initial.clone().normalised());
    let s = (*settings).clone();
    let count = s.players_count();

    let on_players = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let mut next = (*settings).clone();
            let n = selected(&e).parse::<usize>().unwrap_or(2).clamp(2, 4);
            next.players.resize(n, Player::Computer(DEFAULT_LEVEL));
            settings.set(next);
        })
    };
    let on_zap = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let mut next = (*settings).clone();
            next.zap_removes = checked(&e);
            settings.set(next);
        })
    };
    let on_bump = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let mut next = (*settings).clone();
            next.bump_smaller = checked(&e);
            settings.set(next);
        })
    };
    let seat_rows = (0..count).map(|i| {
        let settings = settings.clone();
        let on_change = Callback::from(move |player: Player| {
            let mut next = (*settings).clone();
            next.players[i as usize] = player;
            settings.set(next);
        });
        let name = format!(
            "{} (home {})",
            SEAT_COLOURS[i as usize],
            home(count, Seat(i))
        );
        html! {
            <SeatPicker id={format!("sand-seat-{i}")} label={name}
                current={s.player(Seat(i))} describe_levels={true} {on_change} />
        }
    });
    let onsubmit = {
        let (settings, on_start) = (settings.clone(), props.on_start.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_start.emit((*settings).clone().normalised());
        })
    };
    html! {
        <div class="dialog-backdrop" role="dialog" aria-modal="true" aria-labelledby="new-game-title">
            <form class="dialog new-game" {onsubmit}>
                <h2 id="new-game-title">{ "New game" }</h2>
                { props.chooser.clone() }
                <div class="field">
                    <label for="sand-players">{ "Players" }</label>
                    <select id="sand-players" onchange={on_players}>
                        { for (2..=4u8).map(|n| html! {
                            <option value={n.to_string()} selected={count == n}>{ match n { 2 => "Two", 3 => "Three", _ => "Four" } }</option>
                        }) }
                    </select>
                </div>
                <fieldset>
                    <legend>{ "Seats (Blue plays first)" }</legend>
                    { for seat_rows }
                </fieldset>
                <fieldset>
                    <legend>{ "Optional rules" }</legend>
                    <label class="check"><input type="checkbox" checked={s.zap_removes} onchange={on_zap} />{ " Zapped pieces leave the game (instead of going back to their pool)" }</label>
                    <label class="check"><input type="checkbox" checked={s.bump_smaller} onchange={on_bump} />{ " Only a smaller ship can be bumped" }</label>
                </fieldset>
                <div class="actions">
                    <button type="button" class="secondary" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                    <button type="submit" class="primary">{ "Start game" }</button>
                </div>
            </form>
        </div>
    }
}
