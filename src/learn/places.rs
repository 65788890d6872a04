//! Moving through a course: the step after and before a place (a lesson and a step, by index),
//! across lesson ends.

/// The place after `(lesson, step)` in lessons of these step counts (`None`: the end).
pub fn next_place(steps: &[usize], (lesson, step): (usize, usize)) -> Option<(usize, usize)> {
    if step + 1 < steps[lesson] {
        Some((lesson, step + 1))
    } else if lesson + 1 < steps.len() {
        Some((lesson + 1, 0))
    } else {
        None
    }
}

/// The place before `(lesson, step)` (`None`: the start).
pub fn prev_place(steps: &[usize], (lesson, step): (usize, usize)) -> Option<(usize, usize)> {
    if step > 0 {
        Some((lesson, step - 1))
    } else {
        lesson.checked_sub(1).map(|p| (p, steps[p] - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_run_through_every_step_and_across_lessons() {
        let steps = [2, 1, 3];
        let mut at = (0, 0);
        let mut seen = vec![at];
        while let Some(next) = next_place(&steps, at) {
            assert_eq!(prev_place(&steps, next), Some(at));
            at = next;
            seen.push(at);
        }
        assert_eq!(seen.len(), 6);
        assert_eq!(at, (2, 2));
        assert_eq!(prev_place(&steps, (0, 0)), None);
    }
}
