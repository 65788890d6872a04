//! The shape every game's lesson file shares, read once here: `# Title` starts a lesson,
//! followed by its own `name: value` lines (`id:`, `group:`, and whatever else the game's course
//! asks for); `## Title` starts a step, followed by `name: value` lines, a blank line, and the
//! step's text in paragraphs. Lines starting with `;` are comments. What the fields mean (a
//! position, a goal, an answer) is the game's: it builds each step from its [`StepText`].

use crate::learn::course::{Group, Lesson};

/// A step as written: its title and line, its fields in order, and its text's paragraphs.
#[derive(Default, Debug)]
pub struct StepText {
    /// Its title (after `## `).
    pub title: String,
    /// The line of its title (1-based), for messages.
    pub line: usize,
    /// `name: value` pairs, in order (a name may repeat).
    pub fields: Vec<(String, String)>,
    /// The text after the first blank line, paragraph by paragraph.
    pub text: Vec<String>,
    in_text: bool,
}

impl StepText {
    /// The first value of a field.
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every value of a field that may repeat (Sandships's `mistake:`).
    pub fn fields_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.fields
            .iter()
            .filter(move |(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// A message about this step: "step “Title” (line 12): ...".
    pub fn at(&self, error: String) -> String {
        format!("step “{}” (line {}): {error}", self.title, self.line)
    }

    /// A field every step must have; the error names it.
    pub fn need(&self, name: &str) -> Result<String, String> {
        self.field(name)
            .map(str::to_string)
            .ok_or_else(|| self.at(format!("no `{name}:` line")))
    }

    /// Takes one line of the step: a field before the first blank line, text after it (lines
    /// of a paragraph joined by spaces; blank lines between paragraphs).
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

/// Reads a lesson file. `build` makes a step of the game's own kind from its text (its errors
/// should name the step: [`StepText::at`]); `extra(lesson, name, value)` takes a lesson field
/// other than `id:` and `group:` and answers whether it knows it. Errors name the line or step.
pub fn read<S>(
    text: &str,
    build: impl Fn(&StepText) -> Result<S, String>,
    mut extra: impl FnMut(usize, &str, &str) -> bool,
) -> Result<Vec<Lesson<S>>, String> {
    let mut lessons: Vec<Lesson<S>> = Vec::new();
    let mut step: Option<StepText> = None;
    let finish = |step: &mut Option<StepText>, lessons: &mut Vec<Lesson<S>>| {
        let Some(mut written) = step.take() else {
            return Ok(());
        };
        while written.text.last().is_some_and(String::is_empty) {
            written.text.pop();
        }
        let built = build(&written)?;
        let lesson = lessons
            .last_mut()
            .ok_or_else(|| format!("step “{}” stands before any lesson", written.title))?;
        lesson.steps.push(built);
        Ok::<(), String>(())
    };
    for (i, raw) in text.lines().enumerate() {
        let (line, n) = (raw.trim_end(), i + 1);
        if line.starts_with(';') {
            continue;
        }
        if let Some(title) = line.strip_prefix("## ") {
            finish(&mut step, &mut lessons)?;
            step = Some(StepText {
                title: title.trim().to_string(),
                line: n,
                ..StepText::default()
            });
        } else if let Some(title) = line.strip_prefix("# ") {
            finish(&mut step, &mut lessons)?;
            lessons.push(Lesson {
                id: String::new(),
                title: title.trim().to_string(),
                group: Group::Rules,
                steps: Vec::new(),
            });
        } else if let Some(written) = step.as_mut() {
            written.take(line, n)?;
        } else if !line.is_empty() {
            lesson_field(&mut lessons, line, n, &mut extra)?;
        }
    }
    finish(&mut step, &mut lessons)?;
    for lesson in &lessons {
        if lesson.id.is_empty() || lesson.steps.is_empty() {
            return Err(format!(
                "lesson “{}” needs an `id:` and at least one step",
                lesson.title
            ));
        }
    }
    Ok(lessons)
}

/// Takes a lesson's own line: `id:`, `group:`, or one the game's `extra` knows.
fn lesson_field<S>(
    lessons: &mut [Lesson<S>],
    line: &str,
    n: usize,
    extra: &mut impl FnMut(usize, &str, &str) -> bool,
) -> Result<(), String> {
    let index = lessons.len().checked_sub(1);
    let lesson = lessons
        .last_mut()
        .ok_or_else(|| format!("line {n}: text before the first lesson"))?;
    let (name, value) = line
        .split_once(':')
        .ok_or_else(|| format!("line {n}: expected a lesson field such as `id: …`"))?;
    match (name.trim(), value.trim()) {
        ("id", id) => lesson.id = id.to_string(),
        ("group", "rules") => lesson.group = Group::Rules,
        ("group", "strategy") => lesson.group = Group::Strategy,
        ("group", other) => return Err(format!("line {n}: unknown group `{other}`")),
        (name, value) => {
            if !index.is_some_and(|i| extra(i, name, value)) {
                return Err(format!("line {n}: unknown lesson field `{name}`"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn titles(text: &str) -> Result<Vec<(String, Vec<String>)>, String> {
        let lessons = read(text, |s| Ok(s.text.join("|")), |_, _, _| false)?;
        Ok(lessons
            .into_iter()
            .map(|l| (l.id, l.steps))
            .collect::<Vec<_>>())
    }

    #[test]
    fn paragraphs_are_joined_and_trailing_blank_lines_dropped() {
        let got = titles("# A\nid: a\n\n## One\ngoal: x\n\nFirst\nline.\n\n\nSecond.\n\n").unwrap();
        assert_eq!(
            got,
            vec![("a".to_string(), vec!["First line.|Second.".to_string()])]
        );
    }

    #[test]
    fn a_malformed_file_is_refused_with_its_line() {
        assert!(titles("## Orphan\n")
            .unwrap_err()
            .contains("before any lesson"));
        assert!(titles("id: a\n").unwrap_err().contains("line 1"));
        assert!(titles("# A\nid: a\nfoo: b\n")
            .unwrap_err()
            .contains("unknown lesson field `foo`"));
        assert!(titles("# A\nid: a\ngroup: fun\n")
            .unwrap_err()
            .contains("unknown group"));
        assert!(titles("# A\ngroup: rules\n## S\n\nt\n")
            .unwrap_err()
            .contains("needs an `id:`"));
        assert!(titles("# A\nid: a\n## S\nno colon\n")
            .unwrap_err()
            .contains("line 4"));
    }
}
