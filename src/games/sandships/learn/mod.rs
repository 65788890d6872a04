//! Learn's Sandships course: the lessons as data (`lessons.txt`, fetched when Learn opens),
//! each step a teaching board with one thing to do, checked by the rules engine; and the rule
//! sections of SANDSHIPS.md the lessons must cover (`sections.txt`, checked by the tests).

pub mod lessons;
pub mod loader;
pub mod step;

use std::rc::Rc;

use yew::prelude::*;

use crate::games::sandships::Sandships;
use crate::history::Playable;
use crate::learn::course::{Course, Lesson};

/// The Learn course of Sandships: every rule taught by doing, then strategy.
pub struct SandCourse;

impl Course for SandCourse {
    type Step = lessons::Step;
    const GAME: &'static str = <Sandships as Playable>::ID;
    const HEADING: &'static str = "Learn Sandships";

    /// The lessons read by [`loader::SandLearn`], which shows Learn's frame only once they are.
    fn lessons() -> Result<Vec<Lesson<lessons::Step>>, String> {
        loader::loaded()
            .map(|parsed| parsed.lessons.clone())
            .ok_or_else(|| "they have not been downloaded yet".to_string())
    }

    fn step_title(step: &lessons::Step) -> &str {
        &step.title
    }

    fn step(step: Rc<lessons::Step>, key: String, on_solved: Callback<()>) -> Html {
        html! { <step::SandLearnStep {key} {step} {on_solved} /> }
    }
}
