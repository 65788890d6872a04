//! Learn's page (`learn.html`): a bar with the way back to the game, the courses to choose from
//! (when more than one game has one) and the chosen course, at the lesson the address names or
//! where the reader left off.
//!
//! The address is the page's state. A course's tab is a link to another fragment, so Back
//! returns to the course before; the lesson the reader moves to replaces the fragment (a reload
//! or a copied address opens there, and Back leaves Learn instead of walking back through every
//! step). A fragment that names no course of ours opens the first course; one that names no
//! lesson of the course opens where the reader left off (`page::start_at`).

use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use super::address::{self, Asked, GAME_PAGE};
use super::course::CourseEntry;
use crate::hooks::ai_worker::{use_ai_worker, AiHandle};

/// Props.
#[derive(Properties, PartialEq)]
pub struct LearnSiteProps {
    /// Every game (the registry), those with a course shown.
    pub courses: &'static [CourseEntry],
}

/// The course a fragment opens: its game's if that game has one, else the first course.
pub fn chosen<'a>(courses: &'a [CourseEntry], asked: &Asked) -> Option<&'a CourseEntry> {
    let with_course = || courses.iter().filter(|c| c.page.is_some());
    with_course()
        .find(|c| asked.game.as_deref() == Some(c.id))
        .or_else(|| with_course().next())
}

/// The page's fragment now.
fn fragment_now() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Puts `fragment` in the address in place of the one there (no history entry, no hashchange).
fn replace_fragment(fragment: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(fragment));
    }
}

/// Props of one course's page.
#[derive(Properties, PartialEq)]
struct CourseViewProps {
    course: CourseEntry,
    lesson: Option<String>,
}

/// Props of one game's puzzle trainer.
#[derive(Properties, PartialEq)]
struct PuzzlesViewProps {
    course: CourseEntry,
    puzzle: Option<String>,
    ai: AiHandle,
}

/// One game's puzzle trainer; the address follows the puzzle on the board, so it can be shared.
#[function_component(PuzzlesView)]
fn puzzles_view(props: &PuzzlesViewProps) -> Html {
    let Some(page) = props.course.puzzles else {
        return Html::default();
    };
    let game = props.course.id;
    let on_place = Callback::from(move |id: String| {
        replace_fragment(&address::puzzles_fragment(game, Some(&id)))
    });
    page(props.puzzle.clone(), on_place, props.ai.clone())
}

/// One course's page; the address follows the lesson the reader moves to.
#[function_component(CourseView)]
fn course_view(props: &CourseViewProps) -> Html {
    let Some(page) = props.course.page else {
        return Html::default();
    };
    let game = props.course.id;
    let on_place = Callback::from(move |lesson: String| {
        replace_fragment(&address::fragment(game, Some(&lesson)))
    });
    page(props.lesson.clone(), on_place)
}

/// Learn's page.
#[function_component(LearnSite)]
pub fn learn_site(props: &LearnSiteProps) -> Html {
    // What the fragment asks, and how many times it changed (the course opens afresh each time,
    // even at a lesson asked before).
    let asked = use_state(|| (0u32, address::parse(&fragment_now())));
    {
        // Back, Forward, a tab or an edited address: the page opens what the fragment now asks.
        let asked = asked.clone();
        use_effect_with((), move |_| {
            let mut changes = 0;
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    changes += 1;
                    asked.set((changes, address::parse(&fragment_now())))
                })
            });
            move || drop(listener)
        });
    }
    let (generation, asked) = (asked.0, &asked.1);
    // The puzzle trainer of the asked game, if it has one.
    let trainer = props
        .courses
        .iter()
        .find(|c| asked.puzzles && c.puzzles.is_some() && asked.game.as_deref() == Some(c.id))
        .copied();
    // The trainer's AI worker lives here, not in the trainer: each fragment opens the trainer
    // afresh (`key`), and a worker dropped with it was stopped while still loading (the
    // browser reported its script's load aborted) and then started and loaded again.
    let ai = use_ai_worker(trainer.is_some());
    let courses: Vec<&CourseEntry> = props.courses.iter().filter(|c| c.page.is_some()).collect();
    let Some(open) = chosen(props.courses, asked).copied() else {
        return html! {
            <main class="learn"><p class="form-error" role="alert">{ "This build has no Learn course." }</p></main>
        };
    };
    {
        let title = match trainer {
            Some(t) => format!("{} puzzles", t.title),
            None => format!("Learn {}", open.title),
        };
        use_effect_with(title, |title| gloo::utils::document().set_title(title));
    }
    let tab = |id: String, href: String, title: String, here: bool| {
        html! {
            <a class={classes!("button", "secondary", here.then_some("chosen"))} data-course={id}
                {href} aria-current={here.then_some("page")}>
                { title }
            </a>
        }
    };
    let course_tabs = courses.iter().map(|c| {
        let here = trainer.is_none() && c.id == open.id;
        tab(
            c.id.to_string(),
            address::fragment(c.id, None),
            c.title.to_string(),
            here,
        )
    });
    let puzzle_tabs = props
        .courses
        .iter()
        .filter(|c| c.puzzles.is_some())
        .map(|c| {
            let here = trainer.is_some_and(|t| t.id == c.id);
            tab(
                format!("{}-puzzles", c.id),
                address::puzzles_fragment(c.id, None),
                format!("{} puzzles", c.title),
                here,
            )
        });
    // A lesson asked of another course than the one open is not this course's.
    let lesson = asked
        .lesson
        .clone()
        .filter(|_| asked.game.as_deref() == Some(open.id));
    let key = generation.to_string();
    html! {
        <div class={classes!("app", "learn-site", format!("game-{}", open.id))}>
            <header class="topbar">
                <h1><span class="logo" aria-hidden="true">{ "▲" }</span>{ " Learn" }</h1>
                <nav>
                    <a class="button secondary back-to-game" href={GAME_PAGE}>{ "← Back to the game" }</a>
                </nav>
            </header>
            <nav class="learn-courses" aria-label="Courses">{ for course_tabs }{ for puzzle_tabs }</nav>
            if let Some(course) = trainer {
                <PuzzlesView {key} {course} puzzle={asked.puzzle.clone()} {ai} />
            } else {
                <CourseView {key} course={open} {lesson} />
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(_: Option<String>, _: Callback<String>) -> Html {
        Html::default()
    }

    fn trainer(_: Option<String>, _: Callback<String>, _: AiHandle) -> Html {
        Html::default()
    }

    const COURSES: &[CourseEntry] = &[
        CourseEntry {
            id: "plain",
            title: "Plain",
            page: None,
            puzzles: None,
        },
        CourseEntry {
            id: "first",
            title: "First",
            page: Some(page),
            puzzles: None,
        },
        CourseEntry {
            id: "second",
            title: "Second",
            page: Some(page),
            puzzles: Some(trainer),
        },
    ];

    #[test]
    fn a_fragment_opens_its_course_or_the_first_one() {
        let open = |fragment: &str| chosen(COURSES, &address::parse(fragment)).map(|c| c.id);
        assert_eq!(open("#game=second&lesson=x"), Some("second"));
        assert_eq!(open("#game=first"), Some("first"));
        // A game with no course, an unknown game, no game: the first course.
        assert_eq!(open("#game=plain"), Some("first"));
        assert_eq!(open("#game=chess960"), Some("first"));
        assert_eq!(open(""), Some("first"));
        assert_eq!(chosen(&COURSES[..1], &Asked::default()).map(|c| c.id), None);
    }
}
