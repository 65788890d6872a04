//! The Learn page, for any game's course: it lists the lessons (done or not), shows the open
//! step, moves between steps and saves the reader's progress.

use std::rc::Rc;

use yew::prelude::*;

use super::course::{Course, Group, Lesson};
use super::progress::Progress;
use super::store;

/// Props.
#[derive(Properties, PartialEq)]
pub struct LearnPageProps {
    /// The lesson to open first (by id); `None`: where the reader left off.
    #[prop_or_default]
    pub lesson: Option<String>,
    /// Back to the game.
    pub on_close: Callback<()>,
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

/// The Learn page.
#[function_component(LearnPage)]
pub fn learn_page<C: Course>(props: &LearnPageProps) -> Html {
    let lessons = use_memo((), |_| C::lessons());
    let loaded = use_memo((), |_| store::load());
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
            if let Err(e) = store::save(&next) {
                notice.set(Some(e));
            }
            progress.set(next);
        }
    };
    let go = {
        let (at, progress, lessons, store) =
            (at.clone(), progress.clone(), lessons.clone(), store.clone());
        move |to: (usize, usize)| {
            let mut next = (*progress).clone();
            next.at = Some((lessons[to.0].id.clone(), to.1));
            store(next);
            at.set(to);
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
    let last_step = si + 1 == lesson.steps.len();
    let next_place = if !last_step {
        Some((li, si + 1))
    } else if li + 1 < lessons.len() {
        Some((li + 1, 0))
    } else {
        None
    };
    let prev_place = if si > 0 {
        Some((li, si - 1))
    } else {
        li.checked_sub(1).map(|p| (p, lessons[p].steps.len() - 1))
    };
    let nav = |place: Option<(usize, usize)>| {
        let go = go.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = place {
                go(p)
            }
        })
    };
    let next_label = match (last_step, next_place) {
        (false, _) => "Next step →",
        (true, Some(_)) => "Next lesson →",
        (true, None) => "Back to the game",
    };
    let on_next = if next_place.is_some() {
        nav(next_place)
    } else {
        props.on_close.reform(|_: MouseEvent| ())
    };

    let group_list = |group: Group, title: &'static str| {
        let items = lessons.iter().enumerate().filter(|(_, l)| l.group == group).map(|(i, l)| {
            let done = progress.is_done(&l.id);
            let current = i == li;
            let onclick = nav(Some((i, 0)));
            html! {
                <li>
                    <button type="button" class={classes!("lesson-link", done.then_some("done"), current.then_some("current"))}
                        data-lesson={l.id.clone()} aria-current={current.then_some("step")} {onclick}>
                        <span class="tick" aria-hidden="true">{ if done { "✓" } else { "" } }</span>
                        <span>{ l.title.clone() }</span>
                        <span class="visually-hidden">{ if done { " (done)" } else { " (not done yet)" } }</span>
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
    let done_count = lessons.iter().filter(|l| progress.is_done(&l.id)).count();
    let close = props.on_close.reform(|_: MouseEvent| ());
    let dismiss = {
        let notice = notice.clone();
        Callback::from(move |_: MouseEvent| notice.set(None))
    };

    html! {
        <main class="learn" aria-labelledby="learn-title">
            <nav class="lessons" aria-label="Lessons">
                <h2 id="learn-title">{ C::HEADING }</h2>
                <p class="learn-count">{ format!("{done_count} of {} lessons done", lessons.len()) }</p>
                { group_list(Group::Rules, "The rules") }
                { group_list(Group::Strategy, "Playing well") }
                <button type="button" class="secondary" onclick={close}>{ "Back to the game" }</button>
            </nav>
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
                    <button type="button" class={if solved_here { "primary" } else { "secondary" }} data-control="next-step" onclick={on_next}>{ next_label }</button>
                </div>
            </section>
        </main>
    }
}
