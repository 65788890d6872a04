//! Learn's Sandships course: the lessons as data (`lessons.txt`, built into Learn's page),
//! each step a teaching board with one thing to do, checked by the rules engine; and the rule
//! sections of SANDSHIPS.md the lessons must cover (`sections.txt`, checked by the tests).

pub mod lessons;
pub mod step;

use std::rc::Rc;

use yew::prelude::*;

use crate::games::sandships::Sandships;
use crate::history::Playable;
use crate::learn::course::{Course, Lesson};

/// The lessons' text.
const LESSONS_TEXT: &str = include_str!("lessons.txt");

/// The Learn course of Sandships: every rule taught by doing, then strategy.
pub struct SandCourse;

impl Course for SandCourse {
    type Step = lessons::Step;
    const GAME: &'static str = <Sandships as Playable>::ID;
    const HEADING: &'static str = "Learn Sandships";

    /// The lessons of `lessons.txt`, built into Learn's page (which loads only when opened).
    /// The file is checked by the tests; should it ever fail to read, the page says why.
    fn lessons() -> Result<Vec<Lesson<lessons::Step>>, String> {
        lessons::parse(LESSONS_TEXT).map(|parsed| parsed.lessons)
    }

    fn step_title(step: &lessons::Step) -> &str {
        &step.title
    }

    fn step(step: Rc<lessons::Step>, key: String, on_solved: Callback<()>) -> Html {
        html! { <step::SandLearnStep {key} {step} {on_solved} /> }
    }
}
