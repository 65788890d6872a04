use std::collections::HashSet;
use std::rc::Rc;

use sandships::Seat;
use yew::Reducible;

use super::*;
use crate::games::sandships::board::model::Spot;
use crate::games::sandships::teach::{Input, Session, Tone};
use crate::games::sandships::view_model::last_spots;

const LESSONS: &str = include_str!("../lessons.txt");
const SECTIONS: &str = include_str!("../sections.txt");
const HOW_TO_PLAY: &str = include_str!("../../how_to_play.rs");

fn built_in() -> Parsed {
    parse(LESSONS).unwrap_or_else(|e| panic!("lessons.txt: {e}"))
}

fn fresh(step: &Step) -> Rc<Session> {
    Rc::new(
        Session::new(step.state.clone(), step.roll, step.goal.clone())
            .with_wrong_text(step.wrong.clone()),
    )
}

fn said(s: &Session) -> String {
    s.message.clone().map(|m| m.text).unwrap_or_default()
}

/// Does `action` on the board as a reader does: picks its die when the board would not choose
/// that one by itself, then puts the piece where it goes (and the bumped ship where it goes),
/// taps the piece to zap, or presses the button.
fn perform(s: Rc<Session>, action: Action) -> Rc<Session> {
    match action {
        Action::Roll(_) => s.reduce(Input::Roll),
        Action::End => s.reduce(Input::End),
        Action::Use(face, kind) => {
            let s = if die_for(s.state(), kind, None) == Some(face) {
                s
            } else {
                s.reduce(Input::Pick(Some(face)))
            };
            let spots = last_spots(s.state(), action);
            match (kind, spots.as_slice()) {
                (Kind::Zap { .. }, [piece]) => s.reduce(Input::Tap(*piece)),
                (Kind::Move { bump: Some(d), .. }, [from, to, ..]) => {
                    let s = s.reduce(Input::Put(*from, *to));
                    match s.bump {
                        Some(_) => s.reduce(Input::Put(*to, Spot::Port(d.0))),
                        None => s,
                    }
                }
                (_, [from, to, ..]) => s.reduce(Input::Put(*from, *to)),
                _ => s,
            }
        }
    }
}

/// Plays a step's answer on a teaching board; Ok when every action is taken and the board says
/// the goal is met.
fn answer_solves(step: &Step) -> Result<(), String> {
    let mut s = fresh(step);
    for &action in &step.answer {
        let before = s.game.actions().len();
        s = perform(s, action);
        if s.game.actions().len() != before + 1 || s.game.actions().last() != Some(&action) {
            return Err(format!("{action} was not taken: {}", said(&s)));
        }
    }
    if s.solved {
        Ok(())
    } else {
        Err(format!("the answer does not meet the goal: {}", said(&s)))
    }
}

#[test]
fn every_step_starts_from_a_legal_state_and_its_answer_meets_its_goal() {
    let parsed = built_in();
    let mut ids = HashSet::new();
    for lesson in &parsed.lessons {
        assert!(ids.insert(lesson.id.clone()), "lesson {} twice", lesson.id);
        for step in &lesson.steps {
            let name = format!("{}: “{}”", lesson.id, step.title);
            assert!(!step.text.is_empty(), "{name} has no text");
            // The parser read the state through the rules (`State::from_text`); it is legal,
            // not finished, and its text reads back the same.
            let again = State::from_text(&step.state.to_string(), step.state.options());
            assert_eq!(again.as_ref(), Ok(&step.state), "{name}");
            assert!(step.state.winner().is_none(), "{name} starts finished");
            if let Err(e) = answer_solves(step) {
                panic!("{name}: {e}");
            }
        }
    }
}

#[test]
fn every_mistake_a_step_expects_is_refused_with_the_lessons_reason() {
    for lesson in built_in().lessons {
        for step in &lesson.steps {
            let name = format!("{}: “{}”", lesson.id, step.title);
            assert!(!step.mistakes.is_empty(), "{name} expects no mistake");
            for m in &step.mistakes {
                let s = fresh(step);
                let s = match m.picked {
                    Some(face) => s.reduce(Input::Pick(Some(face))),
                    None => s,
                };
                let s = match m.kind {
                    Some(kind) => s.reduce(Input::Button(kind)),
                    None => s.reduce(Input::End),
                };
                let message = s
                    .message
                    .clone()
                    .unwrap_or_else(|| panic!("{name}: {m:?} said nothing"));
                assert_eq!(message.tone, Tone::Wrong, "{name}: {m:?}: {}", message.text);
                assert!(s.game.actions().is_empty(), "{name}: {m:?} was taken back");
                match (&m.said, &step.wrong) {
                    (Some(words), _) => assert!(
                        message.text.contains(words.as_str()),
                        "{name}: {m:?} is told {:?}",
                        message.text
                    ),
                    (None, Some(wrong)) => assert_eq!(&message.text, wrong, "{name}: {m:?}"),
                    (None, None) => {
                        panic!("{name}: {m:?} names no words and the step has no `wrong:`")
                    }
                }
            }
            if step.wrong.is_some() {
                assert!(
                    step.mistakes.iter().any(|m| m.said.is_none()),
                    "{name}: its `wrong:` words are never tried"
                );
            }
        }
    }
}

/// The rule sections of `sections.txt`, by heading: `(heading, ids)`.
fn sections() -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for line in SECTIONS
        .lines()
        .filter(|l| !l.starts_with(';') && !l.trim().is_empty())
    {
        match line.strip_prefix("## ") {
            Some(heading) => out.push((heading.to_string(), Vec::new())),
            None => {
                let id = line.split_whitespace().next().unwrap_or("").to_string();
                out.last_mut().expect("a rule under a heading").1.push(id);
            }
        }
    }
    out
}

#[test]
fn every_rule_section_is_taught_by_some_lesson() {
    let parsed = built_in();
    let named: HashSet<&str> = parsed.rules.iter().flatten().map(String::as_str).collect();
    let sections = sections();
    let headings: Vec<&str> = sections.iter().map(|(h, _)| h.as_str()).collect();
    assert_eq!(
        headings,
        [
            "Board",
            "Seats and pieces",
            "A turn",
            "Actions",
            "Control, elimination, winning",
            "Optional rules"
        ],
        "the headings of SANDSHIPS.md's rules"
    );
    let all: HashSet<&str> = sections
        .iter()
        .flat_map(|(_, ids)| ids.iter().map(String::as_str))
        .collect();
    assert!(all.len() >= 30, "{} rules listed", all.len());
    for id in &all {
        assert!(named.contains(id), "no lesson teaches `{id}`");
    }
    for (lesson, rules) in parsed.lessons.iter().zip(&parsed.rules) {
        for id in rules {
            assert!(
                all.contains(id.as_str()),
                "{} names `{id}`, which is no rule",
                lesson.id
            );
        }
        if lesson.group == Group::Rules {
            assert!(!rules.is_empty(), "{} names no rule", lesson.id);
        }
    }
}

#[test]
fn the_course_does_every_action_and_ends_the_game_every_way() {
    let parsed = built_in();
    let steps: Vec<&Step> = parsed.lessons.iter().flat_map(|l| &l.steps).collect();
    let played: Vec<Action> = steps
        .iter()
        .flat_map(|s| s.answer.iter().copied())
        .collect();
    for (sort, name) in Sort::ALL {
        let done = played
            .iter()
            .any(|a| matches!(a, Action::Use(_, k) if Sort::of(*k) == sort));
        assert!(done, "no step does a {name}");
    }
    assert!(played.contains(&Action::End), "no step ends a turn");
    // The rolls: a pair and a triple, and a Wild spent as one.
    let rolled: Vec<String> = steps
        .iter()
        .filter_map(|s| s.roll)
        .map(|r| r.dice().to_string())
        .collect();
    assert!(
        rolled.iter().any(|d| d.len() == 3 && d.contains('W')),
        "{rolled:?}"
    );
    assert!(rolled.iter().any(|d| d.len() == 4), "{rolled:?}");
    assert!(played.iter().any(|a| matches!(a, Action::Use(Face::W, _))));
    // A die spent as wild because its own action was impossible.
    let null_wild = steps.iter().any(|s| {
        s.answer
            .iter()
            .any(|a| matches!(a, Action::Use(f, k) if *f != Face::W && k.face() != *f))
    });
    assert!(null_wild, "no step spends a die whose action is impossible");
    // Every way a game ends, each seen by playing the answer: the mover's three cities, the
    // last seat left, and (as the mistake a step warns of) another seat's three cities.
    let ends: Vec<(Seat, State)> = steps
        .iter()
        .map(|s| {
            let mut end = s.state.clone();
            for a in &s.answer {
                end.play(*a).unwrap();
            }
            (s.state.to_act(), end)
        })
        .collect();
    assert!(ends
        .iter()
        .any(|(me, e)| e.winner() == Some(*me) && e.cities_controlled(*me) >= 3));
    assert!(ends
        .iter()
        .any(|(me, e)| e.winner() == Some(*me) && e.seats_in().count() == 1));
    let another = steps.iter().any(|s| {
        s.mistakes.iter().filter_map(|m| m.kind).any(|k| {
            let mut after = s.state.clone();
            let face = die_for(&after, k, None);
            face.is_some_and(|f| after.play(Action::Use(f, k)).is_ok())
                && after.winner().is_some_and(|w| w != s.state.to_act())
        })
    });
    assert!(
        another,
        "no step shows another seat winning on the mover's action"
    );
    assert!(
        ends.iter()
            .any(|(_, e)| e.seats_in().count() < e.players() as usize && e.winner().is_none()),
        "no seat put out mid-game"
    );
    // Two, three and four seats; both optional rules.
    for players in 2..=4 {
        assert!(
            steps.iter().any(|s| s.state.players() == players),
            "no {players}-seat step"
        );
    }
    assert!(steps.iter().any(|s| s.state.options().zap_removes));
    assert!(steps.iter().any(|s| s.state.options().bump_smaller));
    // Three strategy lessons, each a whole turn's plan.
    let strategy: Vec<&Lesson> = parsed
        .lessons
        .iter()
        .filter(|l| l.group == Group::Strategy)
        .collect();
    assert_eq!(strategy.len(), 3);
    for lesson in strategy {
        assert!(
            lesson.steps.iter().all(|s| matches!(s.goal, Goal::Plan(_))),
            "{}",
            lesson.id
        );
    }
}

#[test]
fn how_to_play_links_only_to_lessons_that_exist() {
    let ids: HashSet<String> = built_in().lessons.into_iter().map(|l| l.id).collect();
    let linked: Vec<&str> = HOW_TO_PLAY
        .split("learn(Some(\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert!(linked.len() >= 10, "{linked:?}");
    for id in linked {
        assert!(
            ids.contains(id),
            "How to play links to `{id}`, which is no lesson"
        );
    }
}

#[test]
fn bad_lesson_files_are_refused_with_the_step_named() {
    let step = |fields: &str| {
        format!(
            "# A\nid: a\nrules: board/zones\n\n## One\n{fields}\nhint: h\nsuccess: s\n\nText.\n"
        )
    };
    let e = parse(&step("state: nonsense\ngoal: end")).unwrap_err();
    assert!(e.contains("step “One”") && e.contains("state"), "{e}");
    let start = "state: xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -";
    let e = parse(&step(&format!("{start}\ngoal: roll"))).unwrap_err();
    assert!(e.contains("give `roll:`"), "{e}");
    let e = parse(&step(&format!("{start}\nroll: TQB\ngoal: roll"))).unwrap_err();
    assert!(e.contains("roll:"), "{e}");
    let rolled = "state: xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -";
    let e = parse(&step(&format!("{rolled}\ngoal: launch"))).unwrap_err();
    assert!(e.contains("needs an `answer:`"), "{e}");
    let e = parse(&step(&format!("{rolled}\ngoal: fly"))).unwrap_err();
    assert!(e.contains("unknown goal `fly`"), "{e}");
    let e = parse(&step(&format!("{rolled}\ngoal: end\nmistake: Q:b"))).unwrap_err();
    assert!(e.contains("`Q` is not a die's face"), "{e}");
    assert!(parse("## Orphan\n").is_err());
    let ok = parse(&step(&format!(
        "{rolled}\ngoal: end\nmistake: s>SW5 = Legal"
    )))
    .unwrap();
    assert_eq!(ok.rules, vec![vec!["board/zones".to_string()]]);
    assert_eq!(ok.lessons[0].steps[0].answer, vec![Action::End]);
}
