//! Learn's lessons of Martian Chess: the lessons as data (`lessons.txt`), each step a teaching
//! board with a goal the reader must meet.

pub mod lessons;
pub mod step;

use std::rc::Rc;

use yew::prelude::*;

use crate::games::martian_chess::MartianChess;
use crate::history::Playable;
use crate::learn::course::{Course, Lesson};

/// The Learn course of Martian Chess: every rule taught by doing, then strategy puzzles.
pub struct MartianCourse;

impl Course for MartianCourse {
    type Step = lessons::Step;
    const GAME: &'static str = <MartianChess as Playable>::ID;
    const HEADING: &'static str = "Learn Martian Chess";

    fn lessons() -> Result<Vec<Lesson<lessons::Step>>, String> {
        lessons::lessons()
    }

    fn step_title(step: &lessons::Step) -> &str {
        &step.title
    }

    fn step(step: Rc<lessons::Step>, key: String, on_solved: Callback<()>) -> Html {
        html! { <step::LearnStep {key} {step} {on_solved} /> }
    }
}
