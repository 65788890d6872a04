//! The new-game form: two or four players, teams, who sits where (a person or the computer at a
//! level), who moves first, the rule options and, optionally, a start position.

use martian_engine::Seat;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::Settings;
use crate::games::martian_chess::seat_names::{seat_name, teams};
use crate::history::Player;
use crate::widgets::seat_picker::SeatPicker;

/// Props.
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The settings to start from (the current game's).
    pub initial: Settings,
    /// Start a game.
    pub on_start: Callback<Settings>,
    /// Close without starting.
    pub on_cancel: Callback<()>,
    /// Embed the start position these settings give, in a rules page.
    #[prop_or_default]
    pub on_embed: Callback<Settings>,
    /// The choice of game, shown at the top.
    #[prop_or_default]
    pub chooser: Html,
}

fn input_of(e: &Event) -> Option<HtmlInputElement> {
    e.target().and_then(|t| t.dyn_into().ok())
}

fn select_of(e: &Event) -> Option<HtmlSelectElement> {
    e.target().and_then(|t| t.dyn_into().ok())
}

/// The teams in words: "South-West + North-East against North-West + South-East"; with six,
/// partners sit across the centre.
fn team_words(seats: u8) -> String {
    let names: Vec<String> = teams(seats).into_iter().map(|(_, n)| n).collect();
    let words = names.join(" against ");
    if seats == 6 {
        format!("{words} (partners across the centre)")
    } else {
        words
    }
}

/// Hands the settings to `to` when they give a start position; otherwise says why in the form.
fn start_with(
    settings: &UseStateHandle<Settings>,
    error: &UseStateHandle<Option<String>>,
    to: Callback<Settings>,
) -> Callback<()> {
    let (settings, error) = (settings.clone(), error.clone());
    Callback::from(move |()| {
        let s = (*settings).clone().normalised();
        match s.start_position() {
            Ok(_) => to.emit(s),
            Err(msg) => error.set(Some(msg)),
        }
    })
}

/// The number of players, each with its board.
fn players_field(seats: u8, on_players: Callback<Event>) -> Html {
    html! {
        <div class="field">
            <label for="players">{ "Players" }</label>
            <select id="players" onchange={on_players}>
                <option value="2" selected={seats == 2}>{ "Two (4 × 8 board)" }</option>
                <option value="3" selected={seats == 3}>{ "Three (wedge board)" }</option>
                <option value="4" selected={seats == 4}>{ "Four (8 × 8 board)" }</option>
                <option value="5" selected={seats == 5}>{ "Five (wedge board)" }</option>
                <option value="6" selected={seats == 6}>{ "Six (wedge board)" }</option>
            </select>
        </div>
    }
}

/// The optional rules, as checkboxes (Of Knights and Kings only off the wedge boards).
fn rule_checks(
    s: &Settings,
    on_promotions: Callback<Event>,
    on_kk: Callback<Event>,
    on_guard: Callback<Event>,
) -> Html {
    html! {
        <fieldset>
            <legend>{ "Rules" }</legend>
            <label class="check"><input type="checkbox" checked={s.promotions} onchange={on_promotions} />{ " Field promotion" }</label>
            if !s.variant().is_wedge() {
                <label class="check"><input type="checkbox" checked={s.knights_and_kings} onchange={on_kk} />{ " Of Knights and Kings (pawns move like kings, drones like knights)" }</label>
            }
            <label class="check"><input type="checkbox" checked={s.queens_guard} onchange={on_guard} />{ " Queen's guard (a piece next to its zone's queen cannot be taken)" }</label>
        </fieldset>
    }
}

/// The form.
#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let settings = use_state(|| props.initial.clone());
    let error = use_state(|| None::<String>);
    let s = (*settings).clone();
    let seats = s.variant().seats();

    let update = |f: fn(&mut Settings, &Event)| {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let mut next = (*settings).clone();
            f(&mut next, &e);
            settings.set(next.normalised());
        })
    };

    let on_players = update(|s, e| {
        let seats = select_of(e)
            .and_then(|x| x.value().parse().ok())
            .unwrap_or(2);
        *s = s.clone().with_seats(seats);
    });
    let on_teams = update(|s, e| s.teams = input_of(e).is_some_and(|x| x.checked()));
    let on_first = update(|s, e| {
        s.first = select_of(e)
            .and_then(|x| x.value().parse().ok())
            .unwrap_or(0)
    });
    let on_promotions = update(|s, e| s.promotions = input_of(e).is_some_and(|x| x.checked()));
    let on_kk = update(|s, e| s.knights_and_kings = input_of(e).is_some_and(|x| x.checked()));
    let on_guard = update(|s, e| s.queens_guard = input_of(e).is_some_and(|x| x.checked()));
    let on_setup = {
        let settings = settings.clone();
        Callback::from(move |e: InputEvent| {
            let mut next = (*settings).clone();
            let value = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .map(|x| x.value());
            next.setup = value.filter(|v| !v.trim().is_empty());
            settings.set(next);
        })
    };

    let seat_rows = (0..seats).map(|i| {
        let settings = settings.clone();
        let on_change = Callback::from(move |player: Player| {
            let mut next = (*settings).clone();
            next.players[i as usize] = player;
            settings.set(next.normalised());
        });
        html! {
            <SeatPicker id={format!("seat-{i}")} label={seat_name(seats, Seat(i))}
                current={s.player(Seat(i))} describe_levels={true} {on_change} />
        }
    });

    let onsubmit = start_with(&settings, &error, props.on_start.clone())
        .reform(|e: SubmitEvent| e.prevent_default());
    let oncancel = props.on_cancel.reform(|_: MouseEvent| ());
    let onembed = start_with(&settings, &error, props.on_embed.clone()).reform(|_: MouseEvent| ());

    html! {
        <div class="dialog-backdrop" role="dialog" aria-modal="true" aria-labelledby="new-game-title">
            <form class="dialog new-game" {onsubmit}>
                <h2 id="new-game-title">{ "New game" }</h2>
                { props.chooser.clone() }
                { players_field(seats, on_players) }
                if s.variant().has_teams() {
                    <label class="check"><input type="checkbox" checked={s.teams} onchange={on_teams} />{ format!(" Teams: {}", team_words(seats)) }</label>
                }
                <fieldset>
                    <legend>{ "Seats" }</legend>
                    { for seat_rows }
                </fieldset>
                <div class="field">
                    <label for="first">{ "Moves first" }</label>
                    <select id="first" onchange={on_first}>
                        { for (0..seats).map(|i| html! { <option value={i.to_string()} selected={s.first == i}>{ seat_name(seats, Seat(i)) }</option> }) }
                    </select>
                </div>
                { rule_checks(&s, on_promotions, on_kk, on_guard) }
                <div class="field wide">
                    <label for="setup">{ "Start position (optional position text)" }</label>
                    <input id="setup" type="text" spellcheck="false" placeholder="standard start"
                        value={s.setup.clone().unwrap_or_default()} oninput={on_setup} />
                    <small>{ "For lessons and puzzles; its turn field says who moves first." }</small>
                </div>
                if let Some(msg) = (*error).clone() {
                    <p class="form-error" role="alert">{ msg }</p>
                }
                <div class="actions">
                    <button type="button" class="secondary embed-start" onclick={onembed}>{ "Embed this start…" }</button>
                    <button type="button" class="secondary" onclick={oncancel}>{ "Cancel" }</button>
                    <button type="submit" class="primary">{ "Start game" }</button>
                </div>
            </form>
        </div>
    }
}
