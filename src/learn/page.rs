//! The Learn page, for any game's course: it lists the lessons (done or not), shows the open
//! step, moves between steps and saves the reader's progress.

use std::rc::Rc;

use yew::prelude::*;

use super::address::GAME_PAGE;
use super::course::{Course, Lesson};
use super::lesson_list::{lesson_list, LessonLine};
use super::places::{next_place, prev_place};
use super::progress::Progress;
use super::store;

/// Props.
#[derive(Properties, PartialEq)]
pub struct LearnPageProps {
    /// The lesson to open first (by id); `None`: where the reader left off.
    #[prop_or_default]
    pub lesson: Option<String>,
    /// The lesson the reader moved to (its id), for the page's address.
    #[prop_or_default]
    pub on_place: Callback<String>,
}

/// Where the reader is: a lesson and a step, by index.
fn start_at<S>(lessons: &[Lesson<S>], asked: Option<&str>, progress: &Progress) -> (usize, usize) {
    let find = |id: &str| lessons.iter().position(|l| l.id == id);
    if let Some(i) = asked.and_then(find) {
        return (i, 0);
    }
    if let Some((id, step)) = &progress.at {
        if let Some(i) = find(id) {
            return (i, (*step).min(lessons[i].steps.len() - 1));
        }
    }
    let first_open = lessons.iter().position(|l| !progress.is_done(&l.id));
    (first_open.unwrap_or(0), 0)
}

/// The step's way on (the primary button once the step is met): the next step or lesson, or after
/// the last step the game, a page of its own.
fn next_control(last_step: bool, on_next: Option<Callback<MouseEvent>>, solved: bool) -> Html {
    let class = if solved { "primary" } else { "secondary" };
    match on_next {
        Some(onclick) => html! {
            <button type="button" {class} data-control="next-step" {onclick}>
                { if last_step { "Next lesson →" } else { "Next step →" } }
            </button>
        },
        None => html! {
            <a class={classes!("button", class)} data-control="next-step" href={GAME_PAGE}>{ "Back to the game" }</a>
        },
    }
}

/// The Learn page.
#[function_component(LearnPage)]
pub fn learn_page<C: Course>(props: &LearnPageProps) -> Html {
    let lessons = use_memo((), |_| C::lessons());
    let loaded = use_memo((), |_| {
        let ids: Vec<String> = match &*lessons {
            Ok(l) => l.iter().map(|l| l.id.clone()).collect(),
            Err(_) => Vec::new(),
        };
        store::load(C::GAME, &ids)
    });
    let progress = use_state(|| loaded.0.clone());
    let notice = use_state(|| loaded.1.clone());
    let at = {
        let (lessons, asked) = (lessons.clone(), props.lesson.clone());
        use_state(|| match &*lessons {
            Ok(l) => start_at(l, asked.as_deref(), &loaded.0),
            Err(_) => (0, 0),
        })
    };
    let lessons = match &*lessons {
        Ok(l) => Rc::new(l.clone()),
        Err(e) => {
            return html! { <main class="learn"><p class="form-error" role="alert">{ format!("The lessons could not be read: {e}") }</p></main> }
        }
    };
    let (li, si) = *at;
    let lesson = &lessons[li];
    let step = Rc::new(lesson.steps[si].clone());
    let solved_here = progress.step_done(&lesson.id, si);

    let store = {
        let (progress, notice) = (progress.clone(), notice.clone());
        move |next: Progress| {
            if let Err(e) = store::save(C::GAME, &next) {
                notice.set(Some(e));
            }
            progress.set(next);
        }
    };
    let go = {
        let (at, progress, lessons, store, on_place) = (
            at.clone(),
            progress.clone(),
            lessons.clone(),
            store.clone(),
            props.on_place.clone(),
        );
        move |to: (usize, usize)| {
            let mut next = (*progress).clone();
            next.at = Some((lessons[to.0].id.clone(), to.1));
            store(next);
            at.set(to);
            on_place.emit(lessons[to.0].id.clone());
        }
    };
    let on_solved = {
        let (progress, lessons, store) = (progress.clone(), lessons.clone(), store.clone());
        Callback::from(move |_: ()| {
            let lesson = &lessons[li];
            let mut next = (*progress).clone();
            next.finish_step(&lesson.id, si, lesson.steps.len());
            next.at = Some((lesson.id.clone(), si));
            store(next);
        })
    };
    let counts: Vec<usize> = lessons.iter().map(|l| l.steps.len()).collect();
    let last_step = si + 1 == lesson.steps.len();
    let next_place = next_place(&counts, (li, si));
    let prev_place = prev_place(&counts, (li, si));
    let nav = |place: Option<(usize, usize)>| {
        let go = go.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = place {
                go(p)
            }
        })
    };
    let next = next_control(last_step, next_place.map(|p| nav(Some(p))), solved_here);
    let lines: Vec<LessonLine> = lessons
        .iter()
        .map(|l| LessonLine {
            id: l.id.clone(),
            title: l.title.clone(),
            group: l.group,
            done: progress.is_done(&l.id),
        })
        .collect();
    let on_open = {
        let go = go.clone();
        Callback::from(move |i: usize| go((i, 0)))
    };
    let dismiss = {
        let notice = notice.clone();
        Callback::from(move |_: MouseEvent| notice.set(None))
    };

    html! {
        <main class="learn" aria-labelledby="learn-title">
            { lesson_list(C::HEADING, &lines, li, &on_open) }
            <section class="lesson" aria-labelledby="step-title">
                if let Some(n) = (*notice).clone() {
                    <div class="notice" role="alert"><span>{ n }</span>
                        <button class="dismiss" onclick={dismiss} aria-label="Dismiss message">{ "×" }</button></div>
                }
                <p class="crumb">{ format!("Lesson {} of {} · step {} of {}", li + 1, lessons.len(), si + 1, lesson.steps.len()) }</p>
                <h2 id="step-title" data-step={format!("{}/{si}", lesson.id)}>
                    { format!("{}: {}", lesson.title, C::step_title(&step)) }
                    if solved_here { <span class="badge done-badge">{ "done" }</span> }
                </h2>
                { C::step(step.clone(), format!("{}/{si}", lesson.id), on_solved) }
                <div class="step-nav">
                    <button type="button" class="secondary" data-control="prev-step" onclick={nav(prev_place)} disabled={prev_place.is_none()}>{ "← Previous" }</button>
                    { next }
                </div>
            </section>
        </main>
    }
}
