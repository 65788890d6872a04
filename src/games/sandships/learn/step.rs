//! One step of a Sandships lesson on screen: its text, its teaching board (dice, buttons and
//! board), and what the reader is told (why a try is refused or taken back, the lesson's hint,
//! its words of success).

use std::rc::Rc;

use yew::prelude::*;

use super::lessons::Step;
use crate::games::sandships::settings::SEAT_COLOURS;
use crate::games::sandships::teach::board::SandTeachBoard;
use crate::games::sandships::teach::{Goal, Input, Message, Session, Tone};

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandLearnStepProps {
    /// The step.
    pub step: Rc<Step>,
    /// Its goal was met.
    pub on_solved: Callback<()>,
}

/// A message, coloured by its tone; a refusal is announced at once.
fn message_view(message: &Message) -> Html {
    let tone = match message.tone {
        Tone::Wrong => "wrong",
        Tone::Info | Tone::Hint => "info",
        Tone::Success => "success",
    };
    html! {
        <p class={classes!("learn-message", tone)} role={if message.tone == Tone::Wrong { "alert" } else { "status" }}>
            { message.text.clone() }
        </p>
    }
}

/// The step.
#[function_component(SandLearnStep)]
pub fn sand_learn_step(props: &SandLearnStepProps) -> Html {
    let step = props.step.clone();
    let session = {
        let step = step.clone();
        use_reducer(move || {
            Session::new(step.state.clone(), step.roll, step.goal.clone())
                .with_wrong_text(step.wrong.clone())
        })
    };
    {
        let on_solved = props.on_solved.clone();
        use_effect_with(session.solved, move |solved| {
            if *solved {
                on_solved.emit(());
            }
        });
    }
    // The lesson's own words for a hint and for success.
    let message = match &session.message {
        _ if session.solved => Some(Message {
            tone: Tone::Success,
            text: step.success.clone(),
        }),
        Some(m) if m.tone == Tone::Hint => Some(Message {
            tone: Tone::Hint,
            text: step.hint.clone(),
        }),
        other => other.clone(),
    };
    let send = |input: fn() -> Input| {
        let d = session.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(input()))
    };
    let start = &step.state;
    let you = SEAT_COLOURS[start.to_act().index()];
    let label = format!(
        "Lesson board, {} players, you play {you}{}",
        start.players(),
        if matches!(step.goal, Goal::Plan(_)) {
            ", a whole turn to plan"
        } else {
            ""
        }
    );
    html! {
        <div class="learn-step sand-learn-step">
            <div class="learn-text">
                { for step.text.iter().map(|p| html! { <p>{ p.clone() }</p> }) }
            </div>
            <div class="learn-board sand-learn-board">
                <SandTeachBoard session={session.clone()} label={AttrValue::from(label)} />
            </div>
            <div class="learn-feedback">
                if let Some(m) = message {
                    { message_view(&m) }
                }
                <div class="learn-actions">
                    <button type="button" class="secondary" data-control="hint" onclick={send(|| Input::Hint)} disabled={session.solved}>{ "Hint" }</button>
                    <button type="button" class="secondary" data-control="reset" onclick={send(|| Input::Reset)}>{ "Start the step again" }</button>
                </div>
            </div>
        </div>
    }
}
