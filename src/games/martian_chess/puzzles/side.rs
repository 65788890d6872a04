//! The trainer's side panel: the player's puzzle rating, the mode (rated puzzles, the puzzle of
//! the day, a streak), the filters (seat count, theme) and the latest attempts.

use yew::prelude::*;

use super::sets::SETS;
use crate::learn::address::puzzles_fragment;
use crate::learn::glicko::Rating;
use crate::learn::puzzle_pick::Filter;
use crate::learn::puzzle_progress::PuzzleProgress;
use martian_puzzles::Theme;

/// How the next puzzle is chosen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Near the player's rating, each first attempt rated.
    Rated,
    /// The day's puzzle, the same for everyone on the date.
    Day,
    /// From the easiest up until the first miss (not rated).
    Streak,
}

impl Mode {
    fn label(self) -> &'static str {
        match self {
            Mode::Rated => "Rated",
            Mode::Day => "Puzzle of the day",
            Mode::Streak => "Streak",
        }
    }

    fn id(self) -> &'static str {
        match self {
            Mode::Rated => "rated",
            Mode::Day => "day",
            Mode::Streak => "streak",
        }
    }
}

/// A theme's name in words.
pub fn theme_words(name: &str) -> &str {
    match name {
        "double-capture" => "double capture",
        "empty-zone" => "empty zone",
        "clock" => "the clock",
        "across-canal" => "across the canal",
        "across-edge" => "across a glued edge",
        "team-play" => "team play",
        other => other,
    }
}

/// Whether a rating is still provisional (lichess shows a `?` above 110).
pub fn provisional(rating: &Rating) -> bool {
    rating.deviation > 110.0
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct SideProps {
    /// The game's id (links to puzzles).
    pub game: &'static str,
    /// The player's progress.
    pub progress: PuzzleProgress,
    /// The mode.
    pub mode: Mode,
    /// The filters.
    pub filter: Filter,
    /// The streak so far.
    pub streak: usize,
    /// Another mode chosen.
    pub on_mode: Callback<Mode>,
    /// Other filters chosen.
    pub on_filter: Callback<Filter>,
}

fn select_value(e: &Event) -> Option<String> {
    let value = e.target_dyn_into::<web_sys::HtmlSelectElement>()?.value();
    (!value.is_empty()).then_some(value)
}

/// The filters.
fn filters(props: &SideProps) -> Html {
    let on_set = {
        let (filter, on_filter) = (props.filter.clone(), props.on_filter.clone());
        Callback::from(move |e: Event| {
            on_filter.emit(Filter {
                set: select_value(&e),
                ..filter.clone()
            })
        })
    };
    let on_theme = {
        let (filter, on_filter) = (props.filter.clone(), props.on_filter.clone());
        Callback::from(move |e: Event| {
            on_filter.emit(Filter {
                theme: select_value(&e),
                ..filter.clone()
            })
        })
    };
    let chosen = |f: &Option<String>, v: &str| f.as_deref() == Some(v);
    let disabled = props.mode == Mode::Day;
    html! {
        <div class="puzzle-filters">
            <label>{ "Players " }
                <select data-control="puzzle-set" onchange={on_set} {disabled}>
                    <option value="" selected={props.filter.set.is_none()}>{ "Any" }</option>
                    { for SETS.iter().map(|(id, name)| html! {
                        <option value={*id} selected={chosen(&props.filter.set, id)}>{ *name }</option>
                    }) }
                </select>
            </label>
            <label>{ "Theme " }
                <select data-control="puzzle-theme" onchange={on_theme} {disabled}>
                    <option value="" selected={props.filter.theme.is_none()}>{ "Any" }</option>
                    { for Theme::ALL.iter().map(|t| html! {
                        <option value={t.name()} selected={chosen(&props.filter.theme, t.name())}>{ theme_words(t.name()) }</option>
                    }) }
                </select>
            </label>
        </div>
    }
}

/// The side panel.
#[function_component(PuzzleSide)]
pub fn puzzle_side(props: &SideProps) -> Html {
    let progress = &props.progress;
    let (solved, missed) = progress.counts();
    let modes = [Mode::Rated, Mode::Day, Mode::Streak].map(|m| {
        let on_mode = props.on_mode.clone();
        let here = m == props.mode;
        html! {
            <button type="button" class={classes!("secondary", here.then_some("chosen"))}
                data-mode={m.id()} aria-pressed={here.to_string()}
                onclick={Callback::from(move |_: MouseEvent| on_mode.emit(m))}>{ m.label() }</button>
        }
    });
    let recent = progress.history.iter().rev().take(8).map(|a| {
        let sign = if a.change > 0 { "+" } else { "" };
        let change = (a.change != 0).then(|| format!(" ({sign}{})", a.change));
        html! {
            <li class={if a.solved { "solved" } else { "missed" }}>
                <a href={puzzles_fragment(props.game, Some(&a.id))}>{ a.id.clone() }</a>
                { format!(" {}{}", if a.solved { "solved" } else { "missed" }, change.unwrap_or_default()) }
            </li>
        }
    });
    html! {
        <aside class="puzzle-side" aria-label="Your puzzles">
            <p class="puzzle-rating">{ "Your puzzle rating: " }
                <strong data-rating={progress.shown_rating().to_string()}>{ progress.shown_rating() }</strong>
                if provisional(&progress.player) { <span class="muted">{ " (provisional)" }</span> }
            </p>
            <p class="puzzle-counts">{ format!("{solved} solved · {missed} missed · best streak {}", progress.best_streak) }</p>
            <div class="puzzle-modes" role="group" aria-label="Mode">{ for modes }</div>
            if props.mode == Mode::Streak {
                <p class="puzzle-streak" data-streak={props.streak.to_string()}>{ format!("Streak: {} solved in a row", props.streak) }</p>
            }
            { filters(props) }
            if !progress.history.is_empty() {
                <h3>{ "Latest" }</h3>
                <ol class="puzzle-history">{ for recent }</ol>
            }
        </aside>
    }
}
