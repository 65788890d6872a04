//! Learn's Sandships lessons, read from `lessons.txt`: data reviewed like text, not code spread
//! through components. This module reads that file; its tests play every step against the
//! rules engine (its state, its goal, its answer, the mistakes it expects), so a mistake in a
//! lesson is a failing test, never a broken screen.
//!
//! The format (also at the top of `lessons.txt`), as Martian Chess's: `# Title` starts a
//! lesson, followed by `id:`, `group:` and `rules:` lines; `## Title` starts a step, followed by
//! `name: value` lines (`state`, `options`, `roll`, `goal`, `answer`, `hint`, `wrong`,
//! `mistake`, `success`), a blank line, and the step's text in paragraphs. Lines starting with
//! `;` are comments.

use sandships::{parse_roll, Action, Face, Kind, Options, Roll, State};

use crate::games::sandships::state::die_for;
use crate::games::sandships::teach::{Goal, Sort};
use crate::learn::course;
pub use crate::learn::course::Group;
use crate::learn::lesson_file::{self, StepText};

/// Something a reader may try that the step must refuse, and what they are told.
#[derive(Clone, PartialEq, Debug)]
pub struct Mistake {
    /// The die picked before trying (`None`: the reader picks none).
    pub picked: Option<Face>,
    /// What is tried: a performance, or `None` for ending the turn.
    pub kind: Option<Kind>,
    /// Words the reason must contain; `None`: the step's `wrong:` words.
    pub said: Option<String>,
}

/// One step: a state, its dice, and one thing to do on it.
#[derive(Clone, PartialEq, Debug)]
pub struct Step {
    /// Its title.
    pub title: String,
    /// A few sentences, paragraph by paragraph.
    pub text: Vec<String>,
    /// Where it starts.
    pub state: State,
    /// The dice Roll gives, when the step starts before the roll.
    pub roll: Option<Roll>,
    /// What the reader is asked to do.
    pub goal: Goal,
    /// Actions that meet the goal: the tutorial's own check, and what the end-to-end test plays.
    pub answer: Vec<Action>,
    /// Said when the reader asks for a hint.
    pub hint: String,
    /// Said when a legal action misses the goal, instead of the general words.
    pub wrong: Option<String>,
    /// Mistakes the step expects, with what the reader is told.
    pub mistakes: Vec<Mistake>,
    /// Said when the goal is met.
    pub success: String,
}

/// A lesson of Sandships.
pub type Lesson = course::Lesson<Step>;

/// The course as read: the lessons, and for each the rule sections it teaches (ids from
/// `sections.txt`).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Parsed {
    /// The lessons, in order.
    pub lessons: Vec<Lesson>,
    /// `rules[i]`: the sections lesson `i` teaches.
    pub rules: Vec<Vec<String>>,
}

/// Reads `M:SW5-C5`, `SW5-C5` (no die picked) or `end`.
fn mistake(text: &str) -> Result<Mistake, String> {
    let (tried, said) = match text.split_once(" = ") {
        Some((t, s)) => (t.trim(), Some(s.trim().to_string())),
        None => (text.trim(), None),
    };
    if tried == "end" {
        return Ok(Mistake {
            picked: None,
            kind: None,
            said,
        });
    }
    let (picked, kind) = match tried.split_once(':') {
        Some((face, kind)) => {
            let mut chars = face.chars();
            match (chars.next().and_then(Face::from_letter), chars.next()) {
                (Some(f), None) => (Some(f), kind),
                _ => return Err(format!("`{face}` is not a die's face")),
            }
        }
        None => (None, tried),
    };
    let kind = kind
        .parse::<Kind>()
        .map_err(|e| format!("mistake `{tried}`: {e}"))?;
    Ok(Mistake {
        picked,
        kind: Some(kind),
        said,
    })
}

/// Reads a step's text: its state, dice, goal, answer and the mistakes it expects.
struct StepReader;

impl StepReader {
    fn actions(text: &str) -> Result<Vec<Action>, String> {
        text.split_whitespace()
            .map(|t| t.parse::<Action>().map_err(|e| e.to_string()))
            .collect()
    }

    fn goal(text: &str, state: &State) -> Result<(Goal, Option<Vec<Action>>), String> {
        let (kind, arg) = text.split_once(' ').unwrap_or((text, ""));
        let performance = |t: &str| t.trim().parse::<Kind>().map_err(|e| e.to_string());
        Ok(match kind {
            "roll" => (Goal::Roll, None),
            "end" => (Goal::End, Some(vec![Action::End])),
            "win" => (Goal::Win, None),
            "action" => match arg.trim().parse::<Action>().map_err(|e| e.to_string())? {
                Action::Use(face, kind) => {
                    (Goal::Use(face, kind), Some(vec![Action::Use(face, kind)]))
                }
                _ => return Err("`goal: action` takes a die and what it does: M:SW5-C5".into()),
            },
            "do" => {
                let kind = performance(arg)?;
                let face = die_for(state, kind, None)
                    .ok_or_else(|| format!("no die may do `{arg}` in this state"))?;
                (Goal::Do(kind), Some(vec![Action::Use(face, kind)]))
            }
            "plan" => {
                let plan = StepReader::actions(arg)?;
                (Goal::Plan(plan.clone()), Some(plan))
            }
            other => match Sort::from_name(other) {
                Some(sort) => (Goal::Any(sort), None),
                None => return Err(format!("unknown goal `{other}`")),
            },
        })
    }

    fn build(written: &StepText) -> Result<Step, String> {
        let at = |e: String| written.at(e);
        let need = |name: &str| written.need(name);
        let options = Options::from_names(written.field("options").unwrap_or(""))
            .map_err(|n| at(format!("unknown option `{n}`")))?;
        let state =
            State::from_text(&need("state")?, options).map_err(|e| at(format!("state: {e}")))?;
        if state.winner().is_some() {
            return Err(at("the state is a finished game".into()));
        }
        let roll = match (written.field("roll"), state.needs_roll()) {
            (Some(r), true) => Some(parse_roll(r).map_err(|e| at(format!("roll: {e}")))?),
            (None, false) => None,
            (None, true) => return Err(at("the state waits for a roll: give `roll:`".into())),
            (Some(_), false) => return Err(at("`roll:` for a state whose dice are rolled".into())),
        };
        let (goal, given) = StepReader::goal(&need("goal")?, &state).map_err(&at)?;
        let answer = match (written.field("answer"), given, goal == Goal::Roll) {
            (Some(a), _, _) => StepReader::actions(a).map_err(&at)?,
            (None, Some(a), _) => a,
            (None, None, true) => roll.map(Action::Roll).into_iter().collect(),
            (None, None, false) => return Err(at("this goal needs an `answer:` line".into())),
        };
        let mistakes = written
            .fields_named("mistake")
            .map(|v| mistake(v).map_err(&at))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Step {
            title: written.title.clone(),
            text: written.text.clone(),
            state,
            roll,
            goal,
            answer,
            hint: need("hint")?,
            wrong: written.field("wrong").map(str::to_string),
            mistakes,
            success: need("success")?,
        })
    }
}

/// Reads a lesson file (`learn::lesson_file`; a lesson here also names the rule sections it
/// teaches, `rules:`); the error names the step and line.
pub fn parse(text: &str) -> Result<Parsed, String> {
    let mut rules: Vec<Vec<String>> = Vec::new();
    let lessons = lesson_file::read(text, StepReader::build, |lesson, name, value| {
        if name != "rules" {
            return false;
        }
        rules.resize(rules.len().max(lesson + 1), Vec::new());
        rules[lesson] = value.split_whitespace().map(str::to_string).collect();
        true
    })?;
    rules.resize(lessons.len(), Vec::new());
    Ok(Parsed { lessons, rules })
}

#[cfg(test)]
mod tests;
