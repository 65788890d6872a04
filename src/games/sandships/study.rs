//! The hint and the chances on the Sandships play screen: the shared controls
//! (`widgets::study`), each seat's chance in the panel, the two players' bar beside the board,
//! and the spots the hint's current action touches, pointed at on the board. Built by the app's
//! play screen and handed to `SandshipsPlay` as parts, so the embed (which plays through the
//! same screen) links none of it.

use std::rc::Rc;

use sandships::{Action, Seat};
use yew::prelude::*;

use super::board::model::Spot;
use super::state::SandPlay;
use super::view_model::last_spots;
use super::Sandships;
use crate::history::Playable;
use crate::hooks::study::Study;
use crate::widgets::study::{chance_badge, chances_bar, StudyPanel};

/// What the play screen shows of the hint and chances.
#[derive(Clone, Default)]
pub struct StudyParts {
    /// The panel's part: the Hint button, the plan in words, the switch, the chances.
    pub panel: Html,
    /// The bar beside the board (two players).
    pub bar: Html,
    /// The spots the hint's current action touches.
    pub hint_spots: Vec<Spot>,
}

/// The parts as a prop: equal only to themselves (made afresh with each render of the room,
/// so comparing their contents would buy nothing, and would link the comparison of `Html`
/// into the embed, which passes none).
#[derive(Clone)]
pub struct Parts(pub Rc<StudyParts>);

impl PartialEq for Parts {
    fn eq(&self, other: &Parts) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The parts for the game in `state`.
pub fn study_parts(state: &SandPlay, study: &Study) -> Parts {
    Parts(Rc::new(parts(state, study)))
}

fn parts(state: &SandPlay, study: &Study) -> StudyParts {
    let players = state.current().players();
    let bar = match players {
        2 => chances_bar(study, (1, "seat-1"), (0, "seat-0")),
        _ => html! {},
    };
    // A finished game offers its review (on Learn's page); the embed builds no parts, so it
    // links none of it.
    let review = state.current().winner().is_some().then(|| {
        html! {
            <a class="button primary review-game" data-control="review-game"
                href={crate::review::href(Sandships::ID, &state.id)}>{ "Review this game" }</a>
        }
    });
    StudyParts {
        panel: html! {
            <>
                { review.unwrap_or_default() }
                <StudyPanel study={study.clone()} />
                { chances_list(state, study) }
            </>
        },
        bar,
        hint_spots: hint_spots(state, study),
    }
}

/// The spots the hint's current action touches, in the state its plan reaches before it (the
/// plan's steps still to play start from the live state: the hint is only shown there).
fn hint_spots(state: &SandPlay, study: &Study) -> Vec<Spot> {
    let Some(hint) = study.hint() else {
        return Vec::new();
    };
    let mut before = state.current().clone();
    // The steps done are played already: the rest goes on from the live state.
    for (i, (text, _)) in hint.steps.iter().enumerate().skip(hint.done) {
        let Ok(action) = text.parse::<Action>() else {
            break;
        };
        if i == hint.shown {
            return last_spots(&before, action);
        }
        if before.play(action).is_err() {
            break;
        }
    }
    Vec::new()
}

/// Each seat's chance to win, while the chances are shown.
fn chances_list(state: &SandPlay, study: &Study) -> Html {
    if study.chances.is_none() {
        return html! {};
    }
    let seats = (0..state.current().players()).map(|s| {
        html! {
            <li class={classes!("seat-chance", format!("seat-{s}"))}>
                <span class="seat-name">{ state.settings.seat_name(Seat(s)) }</span>
                { " " }{ chance_badge(study, usize::from(s)) }
            </li>
        }
    });
    html! {
        <>
            <h3 class="panel-heading">{ "Chances to win" }</h3>
            <ul class="chances">{ for seats }</ul>
        </>
    }
}
