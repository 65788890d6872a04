//! The course's lessons beside the open step: grouped into the rules and playing well, each
//! marked done or not, the open one marked current; a click opens a lesson. Under them, the
//! way back to the game.

use yew::prelude::*;

use super::address::GAME_PAGE;
use super::course::Group;

/// One lesson as the list shows it.
#[derive(Clone, PartialEq)]
pub struct LessonLine {
    /// Its id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Rules or strategy.
    pub group: Group,
    /// Whether every step of it was met.
    pub done: bool,
}

/// The list, under the course's heading; `current` is the lesson open (its index).
pub fn lesson_list(
    heading: &'static str,
    lessons: &[LessonLine],
    current: usize,
    on_open: &Callback<usize>,
) -> Html {
    let group_list = |group: Group, title: &'static str| {
        let items = lessons.iter().enumerate().filter(|(_, l)| l.group == group).map(|(i, l)| {
            let current = i == current;
            let onclick = on_open.reform(move |_: MouseEvent| i);
            html! {
                <li>
                    <button type="button" class={classes!("lesson-link", l.done.then_some("done"), current.then_some("current"))}
                        data-lesson={l.id.clone()} aria-current={current.then_some("step")} {onclick}>
                        <span class="tick" aria-hidden="true">{ if l.done { "✓" } else { "" } }</span>
                        <span>{ l.title.clone() }</span>
                        <span class="visually-hidden">{ if l.done { " (done)" } else { " (not done yet)" } }</span>
                    </button>
                </li>
            }
        });
        html! {
            <>
                <h3>{ title }</h3>
                <ol class="lesson-list">{ for items }</ol>
            </>
        }
    };
    let done_count = lessons.iter().filter(|l| l.done).count();
    html! {
        <nav class="lessons" aria-label="Lessons">
            <h2 id="learn-title">{ heading }</h2>
            <p class="learn-count">{ format!("{done_count} of {} lessons done", lessons.len()) }</p>
            { group_list(Group::Rules, "The rules") }
            { group_list(Group::Strategy, "Playing well") }
            <a class="button secondary" href={GAME_PAGE}>{ "Back to the game" }</a>
        </nav>
    }
}
