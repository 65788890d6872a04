//! Beside the board: whose turn, every seat's score and captures, team totals, the clock, the
//! result, messages and the move list.

use std::rc::Rc;

use martian_engine::{EndReason, Role, Seat};
use yew::prelude::*;

use super::move_list::MoveList;
use super::tray::Tray;
use super::view_model::{captures, zone_class};
use super::{MartianChess, PlayState};
use crate::games::martian_chess::board::seat_mark::swatch;
use crate::games::martian_chess::seat_names::{describe, seat_name, teams};
use crate::history::{Playable, Player};
use crate::hooks::study::Study;
use crate::widgets::study::{chance_badge, StudyPanel};

/// Props.
#[derive(Properties, PartialEq)]
pub struct GamePanelProps {
    /// The game.
    pub state: Rc<PlayState>,
    /// Whether the person has asked to call the clock with their next move.
    #[prop_or_default]
    pub clock_armed: bool,
    /// Toggle "call the clock".
    pub on_toggle_clock: Callback<()>,
    /// Dismiss the message.
    pub on_dismiss: Callback<()>,
    /// Show the position after `n` moves.
    #[prop_or_default]
    pub on_select: Callback<usize>,
    /// The hint and the chances.
    #[prop_or_default]
    pub study: Study,
}

fn who(state: &PlayState, seat: Seat) -> String {
    let name = seat_name(state.position().seats(), seat);
    match kind(state, seat) {
        Some(kind) => format!("{name} ({kind})"),
        None => name.to_string(),
    }
}

/// Who plays a seat when it is not a person at this screen: "computer, level 3".
fn kind(state: &PlayState, seat: Seat) -> Option<String> {
    match state.settings.player(seat) {
        Player::Human => None,
        // A no-break space: "level 3" never parts over two lines.
        Player::Computer(level) => Some(format!("computer, level\u{a0}{level}")),
        Player::Friend => Some("a friend, by link".to_string()),
    }
}

/// A seat's name in its row; who plays it in a span of its own, which the compact rows of
/// five and six seats put on a line of its own in small type, without the brackets (on a
/// phone "Amber (computer, level 3)" took three lines of a half-width row).
fn seat_label(state: &PlayState, seat: Seat) -> Html {
    let name = seat_name(state.position().seats(), seat);
    html! {
        <span class="seat-name">
            { name }
            if let Some(kind) = kind(state, seat) {
                <span class="seat-kind">
                    <span class="paren">{ " (" }</span>{ kind }<span class="paren">{ ")" }</span>
                </span>
            }
        </span>
    }
}

/// The end of the game in words.
pub fn result_text(state: &PlayState) -> Option<String> {
    let outcome = state.position().outcome()?;
    let why = match outcome.reason {
        EndReason::EmptyZone => "a zone is empty",
        EndReason::Clock => "the clock ran out",
        EndReason::NoMoves => "the player to move had no legal move",
    };
    let pos = state.position();
    let headline = if outcome.is_draw() {
        "Draw".to_string()
    } else {
        let names: Vec<&str> = outcome
            .winners
            .iter()
            .map(|s| seat_name(pos.seats(), s))
            .collect();
        let verb = if names.len() == 1 { "wins" } else { "win" };
        format!("{} {verb}", names.join(" and "))
    };
    let tie_note = {
        let top = pos.scores().iter().max().copied().unwrap_or(0);
        let tied = pos.scores().iter().filter(|s| **s == top).count() > 1;
        if outcome.teams || !tied {
            ""
        } else if outcome.reason == EndReason::EmptyZone && !outcome.is_draw() {
            " On a tie, whoever emptied a zone wins."
        } else {
            ""
        }
    };
    Some(format!(
        "{headline}: {why} ({}).{tie_note}",
        describe(&outcome, pos.seats())
    ))
}

/// The panel.
#[function_component(GamePanel)]
pub fn game_panel(props: &GamePanelProps) -> Html {
    let state = &props.state;
    let pos = state.shown_position();
    let seats = pos.seats();
    let shown = state.shown_ply();
    let caps = captures(
        &state.game.positions()[..=shown],
        &state.game.moves()[..shown],
    );
    let status = if state.viewing_history() {
        html! {
            <p class="status viewing" role="status">
                { format!("Looking at move {shown} of {}. ", state.game.moves().len()) }
                { if state.human_to_move() { "Move a piece to play on from here as a new game." } else { "" } }
            </p>
        }
    } else {
        match (result_text(state), state.to_move()) {
            (Some(result), _) => html! {
                <>
                    <p class="status result" role="status">{ result }</p>
                    <a class="button primary review-game" data-control="review-game"
                        href={crate::review::href(MartianChess::ID, &state.id)}>{ "Review this game" }</a>
                </>
            },
            (None, Some(seat)) => {
                let text = match state.settings.player(seat) {
                    Player::Human
                        if state
                            .settings
                            .players
                            .iter()
                            .filter(|p| **p == Player::Human)
                            .count()
                            == 1 =>
                    {
                        format!("Your move ({}).", seat_name(pos.seats(), seat))
                    }
                    Player::Human => format!("{} to move.", seat_name(pos.seats(), seat)),
                    Player::Computer(_) => format!("{} is thinking…", who(state, seat)),
                    Player::Friend => format!(
                        "Waiting for {}: their move comes by link.",
                        pos.seat_name(seat)
                    ),
                };
                let thinking = matches!(state.settings.player(seat), Player::Computer(_));
                html! { <p class={classes!("status", thinking.then_some("thinking"))} role="status" aria-live="polite">{ text }</p> }
            }
            (None, None) => html! {},
        }
    };
    let rows = (0..seats).map(Seat).map(|seat| {
        let mine: Vec<Role> = caps.iter().filter(|(s, _)| *s == seat).map(|(_, r)| *r).collect();
        let to_move = state.shown_to_move() == Some(seat);
        html! {
            <li class={classes!("seat", to_move.then_some("to-move"))}>
                if pos.is_wedge() {
                    { swatch(seat.0) }
                } else {
                    <span class={classes!("swatch", zone_class(seat))} aria-hidden="true"></span>
                }
                { seat_label(state, seat) }
                <span class="score" aria-label={format!("score {}", pos.scores()[seat.index()])}>{ pos.scores()[seat.index()] }</span>
                { chance_badge(&props.study, seat.index()) }
                <Tray roles={mine.clone()} label={format!("{} captured {} pieces", seat_name(pos.seats(), seat), mine.len())} />
            </li>
        }
    });
    let team_line = pos.options().teams.then(|| {
        let s = pos.scores();
        let totals: Vec<String> = teams(seats)
            .into_iter()
            .map(|(members, names)| {
                let total: u32 = members.iter().map(|m| s[m.index()] as u32).sum();
                format!("{names} {total}")
            })
            .collect();
        html! {
            <p class="teams">{ format!("Teams: {}", totals.join(" — ")) }</p>
        }
    });
    let clock = match pos.clock() {
        Some(count) => html! {
            <p class="clock called" role="status">{ format!("Clock called: {count} of 7 quiet moves.") }</p>
        },
        None if state.human_to_move() => {
            let onchange = props.on_toggle_clock.reform(|_: Event| ());
            html! {
                <label class="clock toggle">
                    <input type="checkbox" checked={props.clock_armed} {onchange} />
                    { " Call the clock with my next move" }
                </label>
            }
        }
        None => html! { <p class="clock">{ "Clock not called." }</p> },
    };
    let notice = state.notice.as_ref().map(|n| {
        let onclick = props.on_dismiss.reform(|_: MouseEvent| ());
        html! {
            <div class="notice" role="alert">
                <span>{ n.clone() }</span>
                <button class="dismiss" {onclick} aria-label="Dismiss message">{ "×" }</button>
            </div>
        }
    });
    html! {
        <aside class="panel" aria-label="Game">
            { status }
            { for notice }
            <ul class={classes!("seats", (seats > 4).then_some("many"))}>{ for rows }</ul>
            { for team_line }
            { clock }
            <StudyPanel study={props.study.clone()} />
            <MoveList moves={state.game.moves().to_vec()} seats={seats} shown={shown} on_select={props.on_select.clone()} />
        </aside>
    }
}
