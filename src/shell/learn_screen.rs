//! Learn, for every game that has a course: the courses to choose from (when there are more than
//! one) above the chosen game's course, which opens at a lesson or where the reader left off.

use yew::prelude::*;

use super::control::ShellControl;
use super::types::Screen;

/// The page of `game`'s course, at a lesson (`None`: where the reader left off).
pub fn learn_screen(shell: &ShellControl, game: &'static str, lesson: Option<String>) -> Html {
    let courses: Vec<_> = shell.games.iter().filter(|g| g.learn.is_some()).collect();
    let Some(open) = courses.iter().find(|g| g.id == game).and_then(|g| g.learn) else {
        return Html::default();
    };
    let tabs = courses.iter().map(|g| {
        let chosen = g.id == game;
        html! {
            <button class={classes!("secondary", chosen.then_some("chosen"))} data-course={g.id}
                aria-pressed={chosen.to_string()} onclick={shell.show_on(Screen::Learn(g.id, None))}>
                { g.title }
            </button>
        }
    });
    html! {
        <>
            if courses.len() > 1 {
                <nav class="learn-courses" aria-label="Courses">{ for tabs }</nav>
            }
            { open(lesson, shell.show_on(Screen::Play)) }
        </>
    }
}
