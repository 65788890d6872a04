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

/// A step under construction: fields as written.
#[derive(Default)]
struct Draft {
    title: String,
    fields: Vec<(String, String)>,
    text: Vec<String>,
    in_text: bool,
    line: usize,
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

impl Draft {
    fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

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
                let plan = Draft::actions(arg)?;
                (Goal::Plan(plan.clone()), Some(plan))
            }
            other => match Sort::from_name(other) {
                Some(sort) => (Goal::Any(sort), None),
                None => return Err(format!("unknown goal `{other}`")),
            },
        })
    }

    fn build(self) -> Result<Step, String> {
        let at = |e: String| format!("step “{}” (line {}): {e}", self.title, self.line);
        let need = |name: &str| {
            self.field(name)
                .map(str::to_string)
                .ok_or_else(|| at(format!("no `{name}:` line")))
        };
        let options = Options::from_names(self.field("options").unwrap_or(""))
            .map_err(|n| at(format!("unknown option `{n}`")))?;
        let state =
            State::from_text(&need("state")?, options).map_err(|e| at(format!("state: {e}")))?;
        if state.winner().is_some() {
            return Err(at("the state is a finished game".into()));
        }
        let roll = match (self.field("roll"), state.needs_roll()) {
            (Some(r), true) => Some(parse_roll(r).map_err(|e| at(format!("roll: {e}")))?),
            (None, false) => None,
            (None, true) => return Err(at("the state waits for a roll: give `roll:`".into())),
            (Some(_), false) => return Err(at("`roll:` for a state whose dice are rolled".into())),
        };
        let (goal, given) = Draft::goal(&need("goal")?, &state).map_err(&at)?;
        let answer = match (self.field("answer"), given, goal == Goal::Roll) {
            (Some(a), _, _) => Draft::actions(a).map_err(&at)?,
            (None, Some(a), _) => a,
            (None, None, true) => roll.map(Action::Roll).into_iter().collect(),
            (None, None, false) => return Err(at("this goal needs an `answer:` line".into())),
        };
        let mistakes = self
            .fields
            .iter()
            .filter(|(n, _)| n == "mistake")
            .map(|(_, v)| mistake(v).map_err(&at))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Step {
            title: self.title.clone(),
            text: self.text.clone(),
            state,
            roll,
            goal,
            answer,
            hint: need("hint")?,
            wrong: self.field("wrong").map(str::to_string),
            mistakes,
            success: need("success")?,
        })
    }

    /// Takes one line of the step: a field before the first blank line, text after it.
    fn take(&mut self, line: &str, n: usize) -> Result<(), String> {
        if line.is_empty() {
            if !self.in_text {
                self.in_text = true;
            } else if self.text.last().is_some_and(|p| !p.is_empty()) {
                self.text.push(String::new());
            }
        } else if self.in_text {
            match self.text.last_mut() {
                Some(p) if !p.is_empty() => {
                    p.push(' ');
                    p.push_str(line.trim());
                }
                Some(p) => p.push_str(line.trim()),
                None => self.text.push(line.trim().to_string()),
            }
        } else {
            let (name, value) = line
                .split_once(':')
                .ok_or_else(|| format!("line {n}: expected `name: value` or a blank line"))?;
            self.fields
                .push((name.trim().to_string(), value.trim().to_string()));
        }
        Ok(())
    }
}

/// Takes a lesson's own line (`id:`, `group:`, `rules:`).
fn lesson_field(parsed: &mut Parsed, line: &str, n: usize) -> Result<(), String> {
    let (Some(lesson), Some(rules)) = (parsed.lessons.last_mut(), parsed.rules.last_mut()) else {
        return Err(format!("line {n}: text before the first lesson"));
    };
    let (name, value) = line
        .split_once(':')
        .ok_or_else(|| format!("line {n}: expected `id:`, `group:` or `rules:`"))?;
    match (name.trim(), value.trim()) {
        ("id", id) => lesson.id = id.to_string(),
        ("group", "rules") => lesson.group = Group::Rules,
        ("group", "strategy") => lesson.group = Group::Strategy,
        ("rules", list) => *rules = list.split_whitespace().map(str::to_string).collect(),
        (other, _) => return Err(format!("line {n}: unknown lesson field `{other}`")),
    }
    Ok(())
}

/// Adds a finished step to the last lesson.
fn finish(step: &mut Option<Draft>, parsed: &mut Parsed) -> Result<(), String> {
    if let Some(draft) = step.take() {
        let built = draft.build()?;
        let lesson = parsed
            .lessons
            .last_mut()
            .ok_or_else(|| format!("step “{}” stands before any lesson", built.title))?;
        lesson.steps.push(built);
    }
    Ok(())
}

/// Reads a lesson file; the error names the step and line.
pub fn parse(text: &str) -> Result<Parsed, String> {
    let mut parsed = Parsed::default();
    let mut step: Option<Draft> = None;
    for (i, raw) in text.lines().enumerate() {
        let (line, n) = (raw.trim_end(), i + 1);
        if line.starts_with(';') {
            continue;
        }
        if let Some(title) = line.strip_prefix("## ") {
            finish(&mut step, &mut parsed)?;
            step = Some(Draft {
                title: title.trim().to_string(),
                line: n,
                ..Draft::default()
            });
        } else if let Some(title) = line.strip_prefix("# ") {
            finish(&mut step, &mut parsed)?;
            parsed.lessons.push(Lesson {
                id: String::new(),
                title: title.trim().to_string(),
                group: Group::Rules,
                steps: Vec::new(),
            });
            parsed.rules.push(Vec::new());
        } else if let Some(draft) = step.as_mut() {
            draft.take(line, n)?;
        } else if !line.is_empty() {
            lesson_field(&mut parsed, line, n)?;
        }
    }
    finish(&mut step, &mut parsed)?;
    for lesson in &mut parsed.lessons {
        for step in &mut lesson.steps {
            while step.text.last().is_some_and(String::is_empty) {
                step.text.pop();
            }
        }
        if lesson.id.is_empty() || lesson.steps.is_empty() {
            return Err(format!(
                "lesson “{}” needs an `id:` and at least one step",
                lesson.title
            ));
        }
    }
    Ok(parsed)
}

#[cfg(test)]
mod tests;
