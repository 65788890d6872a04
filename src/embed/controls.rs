//! The embed's buttons under the board: stepping through the moves (first, previous, next,
//! last) or, on a teaching board, reset and hint. Each carries `data-control`, part of the
//! embed's testing contract.

use yew::prelude::*;

use crate::widgets::icons::step_arrow;

/// A control the reader pressed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Control {
    /// The first position.
    First,
    /// One move back.
    Prev,
    /// One move on.
    Next,
    /// The last position.
    Last,
    /// Back to the start (a teaching board).
    Reset,
    /// Point at the piece to move (a puzzle).
    Hint,
}

impl Control {
    /// Its `data-control` name.
    pub fn name(self) -> &'static str {
        match self {
            Control::First => "first",
            Control::Prev => "prev",
            Control::Next => "next",
            Control::Last => "last",
            Control::Reset => "reset",
            Control::Hint => "hint",
        }
    }

    /// The accessible name of an icon button; a button with words is named by them.
    fn label(self) -> Option<&'static str> {
        match self {
            Control::First => Some("First position"),
            Control::Prev => Some("Previous move"),
            Control::Next => Some("Next move"),
            Control::Last => Some("Last position"),
            Control::Reset | Control::Hint => None,
        }
    }

    fn face(self) -> Html {
        match self {
            Control::First => step_arrow(true, true),
            Control::Prev => step_arrow(true, false),
            Control::Next => step_arrow(false, false),
            Control::Last => step_arrow(false, true),
            Control::Reset => html! { <><span aria-hidden="true">{ "↺ " }</span>{ "Reset" }</> },
            Control::Hint => html! { "Hint" },
        }
    }
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The buttons to show, each with whether it can be pressed now.
    pub buttons: Vec<(Control, bool)>,
    /// A short text between them (`3 / 12`), if any.
    #[prop_or_default]
    pub counter: Option<String>,
    /// A button was pressed.
    pub on_press: Callback<Control>,
}

/// The row of buttons.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let button = |(control, enabled): &(Control, bool)| {
        let control = *control;
        let onclick = props.on_press.reform(move |_: MouseEvent| control);
        html! {
            <button type="button" class={classes!("control", control.name())}
                data-control={control.name()} aria-label={control.label()} title={control.label().unwrap_or(match control { Control::Reset => "Start again", _ => "Show the piece to move" })}
                disabled={!enabled} {onclick}>{ control.face() }</button>
        }
    };
    let (before, after): (Vec<_>, Vec<_>) = props
        .buttons
        .iter()
        .partition(|(c, _)| matches!(c, Control::First | Control::Prev));
    html! {
        <div class="embed-controls" role="toolbar" aria-label="Board controls">
            { for before.iter().map(&button) }
            if let Some(counter) = &props.counter {
                <span class="counter" aria-live="polite">{ counter.clone() }</span>
            }
            { for after.iter().map(&button) }
        </div>
    }
}
