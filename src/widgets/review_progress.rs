//! A review's progress, for any game: while the worker judges, how far it is, with Cancel;
//! after Cancel, where it stopped, with Go on; when done, that every move (turn) is judged.

use yew::prelude::*;

/// The run's line (`unit`: "move", "turn"): progress and Cancel, or what was done.
pub fn progress_view(
    done: usize,
    total: usize,
    running: bool,
    unit: &str,
    on_run: Callback<bool>,
) -> Html {
    let toggle = |run: bool, text: &'static str, class: &'static str| {
        let on_run = on_run.clone();
        html! {
            <button type="button" class={class} data-control={if run { "resume-review" } else { "cancel-review" }}
                onclick={Callback::from(move |_| on_run.emit(run))}>{ text }</button>
        }
    };
    if done >= total {
        return html! {
            <p class="review-status" data-review-done="">{ format!("Every {unit} judged ({total}), at the engine's review depth.") }</p>
        };
    }
    html! {
        <div class="review-status">
            <label>
                { if running { format!("Judging {unit} {} of {total}…", done + 1) } else { format!("Stopped after {done} of {total} {unit}s.") } }
                <progress max={total.to_string()} value={done.to_string()} />
            </label>
            { if running { toggle(false, "Cancel", "secondary") } else { toggle(true, "Go on", "primary") } }
        </div>
    }
}
