//! What the reader has done in Learn: the lessons finished and where they were. Saved as JSON at
//! the app's edge (`services::learn_store`); read back leniently, so a progress entry from an
//! older tutorial (a lesson since renamed) still loads.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

/// The reader's progress.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Progress {
    /// Ids of the lessons whose every step was met.
    #[serde(default)]
    pub done: BTreeSet<String>,
    /// Steps met, as `lesson/step` (`zone/0`).
    #[serde(default)]
    pub steps: BTreeSet<String>,
    /// The lesson and step last open.
    #[serde(default)]
    pub at: Option<(String, usize)>,
}

impl Progress {
    /// Whether a lesson is finished.
    pub fn is_done(&self, lesson: &str) -> bool {
        self.done.contains(lesson)
    }

    /// Whether a step was met.
    pub fn step_done(&self, lesson: &str, step: usize) -> bool {
        self.steps.contains(&format!("{lesson}/{step}"))
    }

    /// Marks a step of a lesson of `total` steps met; the lesson is finished once all are.
    pub fn finish_step(&mut self, lesson: &str, step: usize, total: usize) {
        self.steps.insert(format!("{lesson}/{step}"));
        if (0..total).all(|n| self.step_done(lesson, n)) {
            self.done.insert(lesson.to_string());
        }
    }

    /// Whether this progress is of a course with these lessons: it names at least one lesson,
    /// and only lessons of the course.
    pub fn belongs_to(&self, lessons: &[String]) -> bool {
        let named: Vec<&str> = self
            .done
            .iter()
            .map(String::as_str)
            .chain(self.steps.iter().filter_map(|s| s.split('/').next()))
            .chain(self.at.iter().map(|(l, _)| l.as_str()))
            .collect();
        !named.is_empty() && named.iter().all(|n| lessons.iter().any(|l| l == n))
    }

    /// As stored.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored entry; the error says what is wrong with it.
    pub fn from_json(text: &str) -> Result<Progress, String> {
        serde_json::from_str(text).map_err(|e| format!("it is not Learn progress ({e})"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_survives_a_round_trip_and_bad_entries_are_refused() {
        let mut p = Progress::default();
        p.finish_step("zone", 1, 2);
        assert!(!p.is_done("zone"), "one step of two is not the lesson");
        p.finish_step("zone", 0, 2);
        p.at = Some(("pieces".into(), 2));
        let back = Progress::from_json(&p.to_json()).unwrap();
        assert_eq!(back, p);
        assert!(back.is_done("zone") && !back.is_done("pieces"));
        assert_eq!(Progress::from_json("{}").unwrap(), Progress::default());
        assert!(Progress::from_json("[1,2]")
            .unwrap_err()
            .contains("not Learn progress"));
    }

    #[test]
    fn the_progress_of_one_course_is_not_taken_for_another() {
        let mut p = Progress::default();
        p.finish_step("zone", 0, 2);
        p.at = Some(("zone".into(), 1));
        let ids = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(p.belongs_to(&ids(&["zone", "pieces"])));
        assert!(!p.belongs_to(&ids(&["sea", "dice"])));
        assert!(!Progress::default().belongs_to(&ids(&["zone"])));
    }
}
