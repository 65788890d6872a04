//! One step of a lesson on screen: its text, its teaching board, and what the reader is told
//! (why a move is not allowed, the lesson's hint, its words of success).

use std::rc::Rc;

use yew::prelude::*;

use super::lessons::Step;
use crate::games::martian_chess::seat_names::seat_name;
use crate::games::martian_chess::teach::board::{
    clock_switch, message_view, use_line_replies, SessionBoard,
};
use crate::games::martian_chess::teach::{Action, Goal, Message, Session, Tone};

/// Props.
#[derive(Properties, PartialEq)]
pub struct LearnStepProps {
    /// The step.
    pub step: Rc<Step>,
    /// Its goal was met.
    pub on_solved: Callback<()>,
}

/// The step.
#[function_component(LearnStep)]
pub fn learn_step(props: &LearnStepProps) -> Html {
    let step = props.step.clone();
    let session = {
        let step = step.clone();
        use_reducer(move || {
            Session::new(step.position, step.goal.clone(), None).with_wrong_text(step.wrong.clone())
        })
    };
    use_line_replies(&session);
    {
        let on_solved = props.on_solved.clone();
        use_effect_with(session.solved, move |solved| {
            if *solved {
                on_solved.emit(());
            }
        });
    }
    let pos = session.position();
    let home = step.position.turn();
    // The lesson's own words for a hint and for success.
    let message = if session.solved {
        Some(Message {
            tone: Tone::Success,
            text: step.success.clone(),
        })
    } else {
        session.message.clone().map(|m| match m.tone {
            Tone::Info => Message {
                tone: Tone::Info,
                text: step.hint.clone(),
            },
            _ => m,
        })
    };
    let waiting = session.reply_due();
    // The switch only where the step is about the clock: elsewhere it would be a distraction.
    let calls_clock = match &step.goal {
        Goal::CallClock => true,
        Goal::Line(line) => line.iter().any(|m| m.calls_clock),
        _ => false,
    };
    let hint = {
        let d = session.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Hint))
    };
    let reset = {
        let d = session.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Reset))
    };
    let label = format!(
        "Lesson board, {} to move{}",
        seat_name(pos.seats(), pos.turn()),
        if matches!(step.goal, Goal::Line(_)) {
            ", a puzzle"
        } else {
            ""
        }
    );
    html! {
        <div class="learn-step">
            <div class="learn-text">
                { for step.text.iter().map(|p| html! { <p>{ p.clone() }</p> }) }
            </div>
            <div class="learn-board">
                <SessionBoard session={session.clone()} {home}
                    arrows={Rc::new(step.arrows.clone())} marks={Rc::new(step.marks.clone())}
                    label={AttrValue::from(label)} />
            </div>
            <div class="learn-feedback">
                if waiting {
                    <p class="learn-message info" role="status">{ format!("{} replies…", seat_name(pos.seats(), pos.turn())) }</p>
                } else if let Some(m) = message {
                    { message_view(&m, "learn-message") }
                }
                if calls_clock {
                    { clock_switch(&session, "Call the clock with my next move") }
                }
                <div class="learn-actions">
                    <button type="button" class="secondary" data-control="hint" onclick={hint} disabled={session.solved}>{ "Hint" }</button>
                    <button type="button" class="secondary" data-control="reset" onclick={reset}>{ "Start the step again" }</button>
                </div>
            </div>
        </div>
    }
}
