//! The Learn tutorial's lessons, read from `lessons.txt`: data reviewed like text, not code
//! spread through components. This module reads that file and checks every step against the
//! engine (its position, its goal, its model answer), so a mistake in a lesson is a failing
//! test, never a broken screen.
//!
//! The format (also at the top of `lessons.txt`): `# Title` starts a lesson, followed by
//! `id:` and `group:` lines; `## Title` starts a step, followed by `name: value` lines
//! (`position`, `options`, `arrows`, `marks`, `goal`, `answer`, `hint`, `wrong`,
//! `success`), a blank
//! line, and the step's text in paragraphs. Lines starting with `;` are comments.

use martian_engine::{Game, Move, Position, RuleOptions, Square};

use crate::games::martian_chess::embed::params::read_move_texts;
use crate::games::martian_chess::teach::Goal;
use crate::learn::course;
pub use crate::learn::course::Group;
use crate::learn::lesson_file::{self, StepText};

/// The lesson file, built into the app.
pub const LESSONS_TEXT: &str = include_str!("lessons.txt");

/// One step: a position and something to do on it.
#[derive(Clone, PartialEq, Debug)]
pub struct Step {
    /// Its title.
    pub title: String,
    /// A few sentences, paragraph by paragraph.
    pub text: Vec<String>,
    /// Where it starts.
    pub position: Position,
    /// Arrows to draw.
    pub arrows: Vec<(Square, Square)>,
    /// Squares to mark.
    pub marks: Vec<Square>,
    /// What the reader is asked to do.
    pub goal: Goal,
    /// Moves that meet the goal (the line itself for a line goal): the tutorial's own check,
    /// and what the end-to-end test plays.
    pub answer: Vec<Move>,
    /// Said when the reader asks for a hint.
    pub hint: String,
    /// Said when a legal move misses the goal, instead of the general words.
    pub wrong: Option<String>,
    /// Said when the goal is met.
    pub success: String,
}

/// A lesson of Martian Chess.
pub type Lesson = course::Lesson<Step>;

/// Builds a step from its text: every field read and checked against the engine.
fn build(written: &StepText) -> Result<Step, String> {
    let at = |e: String| written.at(e);
    let need = |name: &str| written.need(name);
    let mut options = RuleOptions::default();
    for name in written.field("options").unwrap_or("").split_whitespace() {
        if name == "teams" {
            options.teams = true;
        } else if !options.apply_name(name) {
            return Err(at(format!("unknown option `{name}`")));
        }
    }
    let position = Position::from_text(&need("position")?, options)
        .map_err(|e| at(format!("position: {e}")))?;
    let squares = |text: &str| -> Result<Vec<Square>, String> {
        text.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| Square::parse(s).ok_or_else(|| at(format!("`{s}` is not a square"))))
            .collect()
    };
    let marks = squares(written.field("marks").unwrap_or(""))?;
    let arrows = written
        .field("arrows")
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            match (
                s.get(..2).and_then(Square::parse),
                s.get(2..).and_then(Square::parse),
            ) {
                (Some(a), Some(b)) => Ok((a, b)),
                _ => Err(at(format!("`{s}` is not an arrow like c3d4"))),
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let play = |text: &str| -> Result<Vec<Move>, String> {
        let texts = read_move_texts(text).map_err(&at)?;
        let mut game = Game::new(position);
        texts
            .iter()
            .map(|t| {
                let mv = t.resolve(game.current()).map_err(|e| at(e.to_string()))?;
                game.play(mv).map_err(|e| at(e.reason.to_string()))?;
                Ok(mv)
            })
            .collect()
    };
    let goal_text = need("goal")?;
    let (kind, arg) = goal_text
        .split_once(' ')
        .unwrap_or((goal_text.as_str(), ""));
    let square =
        |s: &str| Square::parse(s.trim()).ok_or_else(|| at(format!("`{s}` is not a square")));
    let goal = match kind {
        "any" => Goal::Any,
        "move" => {
            let mv = play(arg)?;
            match mv.as_slice() {
                [m] => Goal::Move(m.from, m.to),
                _ => return Err(at("`goal: move` takes one move".into())),
            }
        }
        "piece" => Goal::PieceMoves(square(arg)?),
        "capture" => Goal::Capture,
        "promotion" => Goal::Promotion,
        "clock" => Goal::CallClock,
        "end" => Goal::EndGame,
        "win" => Goal::Win,
        "line" => Goal::Line(play(arg)?),
        other => return Err(at(format!("unknown goal `{other}`"))),
    };
    let answer = match &goal {
        Goal::Line(line) => line.clone(),
        _ => play(&need("answer")?)?,
    };
    Ok(Step {
        title: written.title.clone(),
        text: written.text.clone(),
        position,
        arrows,
        marks,
        goal,
        answer,
        hint: need("hint")?,
        wrong: written.field("wrong").map(str::to_string),
        success: need("success")?,
    })
}

/// Reads a lesson file (`learn::lesson_file`: lessons take only `id:` and `group:`); the error
/// names the step and line.
pub fn parse(text: &str) -> Result<Vec<Lesson>, String> {
    lesson_file::read(text, build, |_, _, _| false)
}

/// The built-in lessons. The file is checked by the tests, so this cannot fail in a build that
/// passed them; should it ever, the Learn page shows the error instead of lessons.
pub fn lessons() -> Result<Vec<Lesson>, String> {
    parse(LESSONS_TEXT)
}

#[cfg(test)]
mod tests;
