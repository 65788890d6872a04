//! The study controls every game's panel shows, knowing no rules: the Hint button with the
//! hint's words (a plan of several steps shown one at a time) and the hints used, the "Show
//! chances" switch, a seat's chance beside its score, and the bar of two parties' chances
//! beside the board. What they show comes from `hooks::study::Study`.

use yew::prelude::*;

use super::per_cent::per_cents;
use crate::hooks::study::{Hint, HintOffer, Study};

/// Seat `seat`'s chance as shown: rounded with the other seats' so that they add up.
fn shown_chance(study: &Study, seat: usize) -> Option<String> {
    per_cents(&study.chances.as_ref()?.0).into_iter().nth(seat)
}

/// Seat `seat`'s chance to win, beside its score, while the chances are shown (`data-chance`:
/// the number, 0-100, for tests and tools).
pub fn chance_badge(study: &Study, seat: usize) -> Html {
    let (Some(tenths), Some(shown)) = (study.chance(seat), shown_chance(study, seat)) else {
        return html! {};
    };
    let stale = study.chances.as_ref().is_some_and(|(_, stale)| *stale);
    let number = format!("{}.{}", tenths / 10, tenths % 10);
    html! {
        <span class={classes!("chance", stale.then_some("stale"))} data-chance={number}
            data-seat={seat.to_string()} aria-label={format!("chance to win {shown}")}>
            { shown }
        </span>
    }
}

/// The bar of two parties' chances beside the board: `top` fills from the top in `top_class`'s
/// colour, `bottom` from the bottom (each in tenths; they are scaled to fill the bar).
pub fn chances_bar(
    study: &Study,
    top: (usize, &'static str),
    bottom: (usize, &'static str),
) -> Html {
    let (Some(a), Some(b)) = (study.chance(top.0), study.chance(bottom.0)) else {
        return html! {};
    };
    let label = format!(
        "chances to win: {} and {}",
        shown_chance(study, top.0).unwrap_or_default(),
        shown_chance(study, bottom.0).unwrap_or_default()
    );
    // The top's share in tenths of a per cent, in whole numbers (no float formatting is
    // linked); an SVG, whose sizes are attributes: the page's policy allows no inline style.
    // The SVG fills a box that takes the board's height (an SVG of its own would bring its
    // view box's tall shape to the row).
    let share = match u32::from(a) + u32::from(b) {
        0 => 500,
        sum => (u32::from(a) * 1000 + sum / 2) / sum,
    };
    html! {
        <div class="chances-bar" role="img" data-chances-bar=""
            aria-label={label}>
        <svg viewBox="0 0 10 1000" preserveAspectRatio="none" aria-hidden="true">
            <rect class={classes!("part", top.1)} x="0" y="0" width="10" height={share.to_string()} />
            <rect class={classes!("part", bottom.1)} x="0" y={share.to_string()} width="10"
                height={(1000 - share).to_string()} />
        </svg>
        </div>
    }
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct StudyPanelProps {
    /// The hint and chances.
    pub study: Study,
}

/// The Hint button (or why there is none), the hint's words, the hints used and the "Show
/// chances" switch.
#[function_component(StudyPanel)]
pub fn study_panel(props: &StudyPanelProps) -> Html {
    let study = &props.study;
    // `state` names how the button is drawn: "working" while the engine thinks, "shown" while
    // this position's hint is on the board (then there is nothing more to ask: it reads as on,
    // not as a button that is out of use).
    let button = |label: &str, state: Option<&'static str>, enabled: bool| {
        let onclick = study.on_hint.reform(|_: MouseEvent| ());
        let working = state == Some("working");
        html! {
            <button class={classes!("hint-button", state)} type="button"
                data-hint-button="" aria-keyshortcuts="h" aria-busy={working.to_string()}
                disabled={!enabled} {onclick}>{ label.to_string() }</button>
        }
    };
    let control = match &study.offer {
        HintOffer::ByLink => html! {
            <p class="hint-none" data-no-hints="">{ "No hints in a game played by link" }</p>
        },
        HintOffer::Ready | HintOffer::Failed(_) => button("Hint (H)", None, true),
        HintOffer::Working => button("Thinking…", Some("working"), false),
        HintOffer::Shown(_) => button("Hint shown", Some("shown"), false),
        HintOffer::NotNow => button("Hint (H)", None, false),
    };
    let words = match &study.offer {
        HintOffer::Shown(hint) => plan(study, hint),
        HintOffer::Failed(why) => html! { <span>{ format!("No hint: {why}.") }</span> },
        _ => html! {},
    };
    let used = match study.hints {
        0 => String::new(),
        1 => "1 hint used in this game".to_string(),
        n => format!("{n} hints used in this game"),
    };
    let onchange = {
        let (on, show) = (study.on_show_chances.clone(), study.show_chances);
        Callback::from(move |_: Event| on.emit(!show))
    };
    html! {
        <section class="study" aria-label="Hint and chances">
            <div class="hint-row">
                { control }
                <span class="hints-used" data-hints-used={study.hints.to_string()}>{ used }</span>
            </div>
            <div class="hint-words" aria-live="polite" data-hint-words="">{ words }</div>
            <label class="show-chances">
                <input type="checkbox" checked={study.show_chances} {onchange} data-show-chances="" />
                { " Show chances" }
            </label>
        </section>
    }
}

/// A hint's words: one step's alone, or a plan's steps with those played marked done, the one
/// shown marked current, and buttons to step through the rest.
fn plan(study: &Study, hint: &Hint) -> Html {
    let (steps, shown, done, len) = (&hint.steps, hint.shown, hint.done, hint.steps.len());
    if len == 1 {
        return html! { <p class="hint-text" data-hint={steps[0].0.clone()}>{ steps[0].1.clone() }</p> };
    }
    let items = steps.iter().enumerate().map(|(i, (step, words))| {
        let current = i == shown;
        let played = i < done;
        html! {
            <li class={classes!(current.then_some("current"), played.then_some("done"))}
                data-hint-step={step.clone()} data-hint-done={played.then_some("")}
                aria-current={current.then_some("step")}>
                { words.clone() }
                if played {
                    <span class="visually-hidden">{ " (played)" }</span>
                }
            </li>
        }
    });
    let go = |n: usize| study.on_hint_step.reform(move |_: MouseEvent| n);
    html! {
        <>
            <p class="hint-text">{ format!("The engine's plan, step {} of {len}:", shown + 1) }</p>
            <ol class="hint-plan">{ for items }</ol>
            <div class="hint-steps">
                <button type="button" disabled={shown <= done} onclick={go(shown.saturating_sub(1))}>{ "Previous step" }</button>
                <button type="button" disabled={shown + 1 >= len} onclick={go(shown + 1)}>{ "Next step" }</button>
            </div>
        </>
    }
}
