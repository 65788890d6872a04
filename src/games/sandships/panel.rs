//! Beside the Sandships board: the turn's number, whose turn, the Roll button and the dice, the actions that need
//! no dragging (build, unfurl, end the turn), who holds which city, the result, messages and
//! the turns played.

use std::rc::Rc;

use sandships::{Action, City, Face, Kind, Port, BOARD};
use yew::prelude::*;

use super::dice::DiceTray;
use super::log::ActionLog;
use super::settings::SEAT_COLOURS;
use super::state::SandPlay;
use super::study::Parts;
use super::view_model::{dice_views, playable};
use crate::history::remote::FairRoll;
use crate::history::Player;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandPanelProps {
    /// The game.
    pub state: Rc<SandPlay>,
    /// The die the person picked to spend next.
    #[prop_or_default]
    pub picked: Option<Face>,
    /// A bump waiting for where the bumped ship goes.
    #[prop_or_default]
    pub bump: Option<(Port, Port)>,
    /// The dice are being thrown (the animation runs).
    pub rolling: bool,
    /// Roll.
    pub on_roll: Callback<()>,
    /// Pick a die (or none).
    pub on_pick: Callback<Option<Face>>,
    /// Play an action that needs no dragging.
    pub on_kind: Callback<Kind>,
    /// End the turn.
    pub on_end: Callback<()>,
    /// Forget a pending bump.
    pub on_cancel_bump: Callback<()>,
    /// Dismiss the message.
    pub on_dismiss: Callback<()>,
    /// Show the state after `n` actions.
    pub on_select: Callback<usize>,
    /// The hint and the chances (`super::study`; none in an embed).
    #[prop_or_default]
    pub study: Option<Parts>,
}

/// How to act now, in a sentence.
fn hint(state: &SandPlay, bump: bool) -> &'static str {
    if bump {
        return "Choose where the bumped ship goes (the marked ports), or cancel.";
    }
    if state.shown().needs_roll() {
        return "Roll the dice to start the turn.";
    }
    "Drag a ship to a port, or onto its city to land it; tap a piece in your spire, then a port, to launch it; tap an enemy piece marked for a zap. Build and unfurl here."
}

/// The panel.
#[function_component(SandPanel)]
pub fn sand_panel(props: &SandPanelProps) -> Html {
    let state = &props.state;
    let shown = state.shown();
    let to_act = shown.to_act();
    let human = state.human_to_act();
    let live = !state.viewing_history();
    let name = state.settings.seat_name(to_act);

    let status = if let Some(_w) = shown.winner() {
        html! { <p class="result" role="status">{ format!("{}.", state.result_words()) }</p> }
    } else if state.viewing_history() {
        html! { <p class="status">{ format!("Looking back: after action {} of {}.", state.shown_step(), state.game.actions().len()) }</p> }
    } else if state.thinking.is_some() || !state.pending.is_empty() {
        html! { <p class="status thinking" role="status">{ format!("{name} is playing…") }</p> }
    } else if state.settings.player(to_act) == Player::Friend {
        html! { <p class="status" role="status">{ format!("Waiting for {name}: their turn comes by link.") }</p> }
    } else if live && shown.needs_roll() && state.fair_roll() == FairRoll::Waiting {
        html! { <p class="status" role="status">{ format!("{name}: your dice need a friend's part first. Send them the link; their answer brings it.") }</p> }
    } else if let Player::Computer(_) = state.settings.player(to_act) {
        html! { <p class="status" role="status">{ format!("{name} to {}.", if shown.needs_roll() { "roll" } else { "play" }) }</p> }
    } else {
        html! { <p class="status" role="status">{ format!("{name}: {}", hint(state, props.bump.is_some())) }</p> }
    };

    // The turn shown (rolls so far): a long game is hard to follow without it.
    let turn_number = state
        .game
        .actions()
        .iter()
        .take(state.shown_step())
        .filter(|a| matches!(a, Action::Roll(_)))
        .count();

    let turn_dice = state.turn_dice();
    let dice = dice_views(shown, &turn_dice);
    let picked_index = props.picked.and_then(|f| {
        turn_dice
            .iter()
            .position(|(face, used)| *face == f && !used)
    });
    let on_pick = {
        let (on_pick, faces) = (props.on_pick.clone(), turn_dice.clone());
        Callback::from(move |i: Option<usize>| {
            on_pick.emit(i.and_then(|i| faces.get(i).map(|(f, _)| *f)))
        })
    };

    let kinds = if human && live && !shown.needs_roll() {
        playable(shown)
    } else {
        Vec::new()
    };
    let build = kinds.contains(&Kind::Build).then(|| {
        let on_kind = props.on_kind.clone();
        html! { <button class="secondary" data-action="build" onclick={move |_| on_kind.emit(Kind::Build)}>{ "Build at home" }</button> }
    });
    let unfurls = kinds.iter().filter_map(|k| match *k {
        Kind::Unfurl { port } => Some(port),
        _ => None,
    });
    let unfurl_buttons = unfurls.map(|port: Port| {
        let on_kind = props.on_kind.clone();
        let name = BOARD.port_name(port).to_string();
        html! {
            <button class="secondary" data-action="unfurl" data-port={name.clone()}
                onclick={move |_| on_kind.emit(Kind::Unfurl { port })}>{ format!("Unfurl ship at {name}") }</button>
        }
    });
    let can_end = human && live && shown.dice().is_some() && !shown.legal_actions().is_empty();
    let roll = (human && live && shown.needs_roll() && shown.winner().is_none()).then(|| {
        let on_roll = props.on_roll.clone();
        let waiting = state.fair_roll() == FairRoll::Waiting;
        html! { <button class="primary roll" data-action="roll" disabled={props.rolling || waiting} onclick={move |_| on_roll.emit(())}>{ if props.rolling { "Rolling…" } else { "Roll the dice" } }</button> }
    });

    let cities = City::ALL.iter().map(|&c| {
        let holder = shown.controller(c);
        let text = match holder {
            Some(s) => format!("{}: {}", c.name(), SEAT_COLOURS[s.index()]),
            None => format!("{}: nobody", c.name()),
        };
        html! { <li class={classes!("held", holder.map(|s| format!("seat-{}", s.0)))}>{ text }</li> }
    });

    html! {
        <aside class="panel sandships-panel" aria-label="Game">
            if turn_number > 0 {
                <p class="panel-heading turn-number" data-turn={turn_number.to_string()}>{ format!("Turn {turn_number}") }</p>
            }
            { status }
            if let Some(notice) = state.notice.clone() {
                <div class="notice" role="alert">
                    <span>{ notice }</span>
                    <button class="secondary" onclick={props.on_dismiss.reform(|_: MouseEvent| ())} aria-label="Dismiss">{ "×" }</button>
                </div>
            }
            <div class="turn-controls">
                { for roll }
                <DiceTray dice={dice} picked={picked_index} on_pick={on_pick}
                    interactive={human && live} rolling={props.rolling} />
                <div class="action-buttons">
                    { for build }
                    { for unfurl_buttons }
                    if props.bump.is_some() {
                        <button class="secondary" data-action="cancel-bump" onclick={props.on_cancel_bump.reform(|_: MouseEvent| ())}>{ "Cancel the bump" }</button>
                    }
                    if can_end {
                        <button class="secondary end-turn" data-action="end" onclick={props.on_end.reform(|_: MouseEvent| ())}>{ "End turn" }</button>
                    }
                </div>
            </div>
            { props.study.as_ref().map(|p| p.0.panel.clone()).unwrap_or_default() }
            <h3 class="panel-heading">{ "Cities" }</h3>
            <ul class="cities-held">{ for cities }</ul>
            <h3 class="panel-heading">{ "Turns" }</h3>
            <ActionLog game={state.game.clone()} settings={state.settings.clone()} shown={state.shown_step()} on_select={props.on_select.clone()} />
        </aside>
    }
}
