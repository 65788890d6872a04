//! What Learn's frame needs of a game's course: its lessons (each a few steps, grouped into
//! the rules and playing well) and how one step is drawn. The frame lists the lessons, shows
//! the open step, moves between steps and keeps the reader's progress.

use std::rc::Rc;

use yew::prelude::*;

use crate::hooks::ai_worker::AiHandle;

/// Which part of the tutorial a lesson belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Group {
    /// The rules, one at a time.
    Rules,
    /// Playing well: puzzles.
    Strategy,
}

/// A lesson: a few steps on one rule or idea.
#[derive(Clone, PartialEq, Debug)]
pub struct Lesson<S> {
    /// Its stable id (progress is saved under it).
    pub id: String,
    /// Its title.
    pub title: String,
    /// Rules or strategy.
    pub group: Group,
    /// Its steps, in order.
    pub steps: Vec<S>,
}

/// A game's course.
pub trait Course: 'static {
    /// One step of a lesson.
    type Step: Clone + PartialEq + 'static;
    /// The game's id: the reader's progress is kept per game.
    const GAME: &'static str;
    /// The page's heading ("Learn Martian Chess").
    const HEADING: &'static str;
    /// Every lesson, in order; the error says what is wrong with the course's data.
    fn lessons() -> Result<Vec<Lesson<Self::Step>>, String>;
    /// A step's title.
    fn step_title(step: &Self::Step) -> &str;
    /// The step on screen (`on_solved` when the reader meets its goal); `key` is new for
    /// every step, so each starts afresh.
    fn step(step: Rc<Self::Step>, key: String, on_solved: Callback<()>) -> Html;
}

/// A game's course page at a lesson (`None`: where the reader left off); it tells the lesson
/// it moves to (by id), so the page's address follows the reader.
pub type CoursePage = fn(Option<String>, Callback<String>) -> Html;

/// A game's puzzle trainer at a puzzle (`None`: the trainer chooses); it tells the puzzle it
/// moves to (by id), so the page's address follows the player and can be shared. It is handed
/// the AI's worker, which Learn's page keeps while the trainer is shown: a puzzle opened by its
/// address opens the trainer afresh, and the worker (its 870 KB wasm) is not started again for it.
pub type PuzzlePage = fn(Option<String>, Callback<String>, AiHandle) -> Html;

/// A game as Learn's page sees it: its id and name, and its course if it has one (the registry,
/// `games/mod.rs`, lists one entry a game).
#[derive(Clone, Copy)]
pub struct CourseEntry {
    /// Its id (in Learn's address and the progress's key).
    pub id: &'static str,
    /// Its name, on the course's tab.
    pub title: &'static str,
    /// Its course's page, if it has one.
    pub page: Option<CoursePage>,
    /// Its puzzle trainer, if it has puzzles.
    pub puzzles: Option<PuzzlePage>,
}

/// Entries are the same game when their ids are.
impl PartialEq for CourseEntry {
    fn eq(&self, other: &CourseEntry) -> bool {
        self.id == other.id
    }
}
