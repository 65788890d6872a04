use std::collections::HashSet;
use std::rc::Rc;

use yew::Reducible;

use super::*;
use crate::games::martian_chess::teach::{Action, Session};

fn built_in() -> Vec<Lesson> {
    parse(LESSONS_TEXT).unwrap_or_else(|e| panic!("lessons.txt: {e}"))
}

/// Plays a step's answer on a teaching board as a reader would (the other side's moves of a
/// line come as replies); Ok when the board says the goal is met.
fn answer_solves(step: &Step) -> Result<(), String> {
    let mut s = Rc::new(Session::new(step.position, step.goal.clone(), None));
    for mv in &step.answer {
        if s.reply_due() {
            s = s.reduce(Action::Reply);
            if s.game.moves().last() == Some(mv) {
                continue;
            }
        }
        if mv.calls_clock && s.position().clock().is_none() {
            s = s.reduce(Action::ToggleClock);
        }
        let before = s.game.moves().len();
        s = s.reduce(Action::Attempt(mv.from, mv.to));
        if s.game.moves().len() == before {
            return Err(format!(
                "{mv} was not taken: {}",
                s.message.as_ref().map_or("", |m| m.text.as_str())
            ));
        }
    }
    if s.reply_due() {
        s = s.reduce(Action::Reply);
    }
    if s.solved {
        Ok(())
    } else {
        Err("the answer does not meet the goal".into())
    }
}

#[test]
fn the_lesson_file_reads_and_every_answer_meets_its_goal() {
    let lessons = built_in();
    let mut ids = HashSet::new();
    for lesson in &lessons {
        assert!(
            ids.insert(lesson.id.clone()),
            "lesson id {} twice",
            lesson.id
        );
        for step in &lesson.steps {
            assert!(
                !step.text.is_empty(),
                "{}: “{}” has no text",
                lesson.id,
                step.title
            );
            assert!(
                !step.position.is_over(),
                "{}: “{}” starts finished",
                lesson.id,
                step.title
            );
            for sq in step
                .marks
                .iter()
                .chain(step.arrows.iter().flat_map(|(a, b)| [a, b]))
            {
                assert!(
                    step.position.zone_of(*sq).is_some(),
                    "{}: {sq} is off the board",
                    lesson.id
                );
            }
            if let Err(e) = answer_solves(step) {
                panic!("{}: step “{}”: {e}", lesson.id, step.title);
            }
        }
    }
}

#[test]
fn every_rule_and_three_strategies_are_taught() {
    let lessons = built_in();
    let ids: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
    for id in [
        "zone",
        "pieces",
        "canal",
        "capture",
        "rejection",
        "promotion",
        "clock",
        "end",
        "four",
        "double-whammy",
        "eyes-on-the-prize",
        "run-for-the-border",
    ] {
        assert!(ids.contains(&id), "no lesson `{id}`");
    }
    let strategy = lessons
        .iter()
        .filter(|l| l.group == Group::Strategy)
        .count();
    assert_eq!(strategy, 3);
    let goals: Vec<&Goal> = lessons
        .iter()
        .flat_map(|l| l.steps.iter().map(|s| &s.goal))
        .collect();
    let has = |f: fn(&Goal) -> bool| goals.iter().any(|g| f(g));
    assert!(has(|g| matches!(g, Goal::Promotion)));
    assert!(has(|g| matches!(g, Goal::CallClock)));
    assert!(has(|g| matches!(g, Goal::EndGame)));
    assert!(has(|g| matches!(g, Goal::Win)));
    assert!(has(|g| matches!(g, Goal::Line(_))));
    let teams = lessons
        .iter()
        .flat_map(|l| &l.steps)
        .any(|s| s.position.options().teams);
    assert!(teams, "a step teaches teams");
}

#[test]
fn wrong_moves_are_explained_on_the_steps_that_invite_them() {
    let lessons = built_in();
    let step = |id: &str, n: usize| lessons.iter().find(|l| l.id == id).unwrap().steps[n].clone();
    let sq = |n: &str| Square::parse(n).unwrap();
    let tried = |step: &Step, from: &str, to: &str| {
        let s = Rc::new(Session::new(step.position, step.goal.clone(), None));
        let s = s.reduce(Action::Attempt(sq(from), sq(to)));
        s.message.clone().map(|m| m.text).unwrap_or_default()
    };
    let not_yours = tried(&step("zone", 1), "c6", "d5");
    assert!(
        not_yours.contains("North's zone: you move only pieces in your own zone"),
        "{not_yours}"
    );
    let back = tried(&step("rejection", 0), "c4", "b5");
    assert!(back.starts_with("No rejection"), "{back}");
    let pawn = tried(&step("pieces", 0), "b3", "b4");
    assert!(pawn.contains("one square diagonally"), "{pawn}");
}

#[test]
fn bad_lesson_files_are_refused_with_the_step_named() {
    let e = parse("# A\nid: a\n\n## One\nposition: nonsense\ngoal: any\nanswer: c3-d4\nhint: h\nsuccess: s\n\nText.\n")
        .unwrap_err();
    assert!(e.contains("step “One”"), "{e}");
    let e = parse("# A\nid: a\n\n## One\nposition: qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0\ngoal: capture\nanswer: c3-c5\nhint: h\nsuccess: s\n\nText.\n")
        .unwrap_err();
    assert!(e.contains("c3-c5"), "{e}");
    assert!(parse("## Orphan\n").is_err());
}
