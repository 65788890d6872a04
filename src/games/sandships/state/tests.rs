//! The shared history with Sandships, natively: rolls, a person's actions, undo within the turn (never a
//! roll), redo, the computer's turn shown action by action, stale answers dropped, looking
//! back and playing on as a new game.

use std::rc::Rc;

use sandships::{Action as Play, Face, Roll, Seat};
use yew::Reducible;

use super::*;
use crate::games::sandships::settings::SandSettings;
use crate::history::Player;

fn roll(t: &str) -> Roll {
    sandships::parse_roll(t).unwrap()
}

fn act(t: &str) -> Play {
    t.parse().unwrap()
}

fn fresh(players: Vec<Player>) -> Rc<SandPlay> {
    Rc::new(
        SandPlay::new(
            "g".into(),
            SandSettings {
                players,
                ..SandSettings::default()
            },
            1.0,
        )
        .unwrap(),
    )
}

fn human(s: Rc<SandPlay>, t: &str) -> Rc<SandPlay> {
    s.reduce(SandAction::Person {
        step: act(t),
        now: 5.0,
        fork_id: "fork".into(),
    })
}

fn rolled(s: Rc<SandPlay>, t: &str, now: f64) -> Rc<SandPlay> {
    let numbers = roll(t).0.map(|face| face as u8);
    s.reduce(SandAction::Roll { numbers, now })
}

#[test]
fn a_turn_is_rolled_played_and_undone_back_to_the_roll() {
    let s = fresh(vec![Player::Human, Player::Computer(3)]);
    let s = rolled(s, "TBM", 2.0);
    assert_eq!(
        s.current().to_string(),
        "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -"
    );
    assert_eq!(
        s.turn_dice(),
        vec![(Face::T, false), (Face::B, false), (Face::M, false)]
    );
    let s = human(s, "B:b");
    let s = human(s, "T:s>SW6");
    assert_eq!(
        s.turn_dice(),
        vec![(Face::T, true), (Face::B, true), (Face::M, false)]
    );
    assert!(s.can_undo());
    let s = s.reduce(SandAction::Undo { now: 6.0 });
    let s = s.reduce(SandAction::Undo { now: 6.0 });
    assert_eq!(s.game.actions().len(), 1, "back to the roll");
    assert!(!s.can_undo(), "a roll is never taken back");
    let s = s.reduce(SandAction::Redo { now: 7.0 });
    assert_eq!(s.game.actions().last(), Some(&act("B:b")));
    assert_eq!(s.redo.len(), 1);
}

#[test]
fn the_last_die_passes_the_turn_and_can_still_be_undone_until_the_next_roll() {
    let s = fresh(vec![Player::Human, Player::Human]);
    let s = rolled(s, "TBM", 2.0);
    let s = human(human(human(s, "B:b"), "T:s>SW6"), "M:SW6-C6");
    assert_eq!(s.current().to_act(), Seat(1));
    assert!(s.current().needs_roll());
    assert!(s.can_undo());
    let s = s.reduce(SandAction::Undo { now: 3.0 });
    assert_eq!(s.current().to_act(), Seat(0));
    let s = human(s, "end");
    let s = rolled(s, "ZZZ", 4.0);
    assert!(!s.can_undo());
}

#[test]
fn illegal_actions_change_nothing_and_say_why() {
    let s = fresh(vec![Player::Human, Player::Computer(3)]);
    let before = s.clone();
    let s = human(s, "B:b");
    assert_eq!(s.game, before.game);
    assert!(
        s.notice.as_deref().unwrap().contains("roll"),
        "{:?}",
        s.notice
    );
}

#[test]
fn the_computer_turn_is_shown_one_action_at_a_time() {
    let s = fresh(vec![Player::Computer(2), Player::Human]);
    assert_eq!(s.computer_to_act(), Some(2));
    assert!(!s.human_to_act());
    let s = rolled(s, "TBM", 2.0);
    let s = s.reduce(SandAction::Think { request: 4 });
    // A stale answer is dropped.
    let same = s.clone().reduce(SandAction::ComputerAnswer {
        request: 3,
        steps: vec!["B:b".into()],
    });
    assert!(same.pending.is_empty());
    let s = s.reduce(SandAction::ComputerAnswer {
        request: 4,
        steps: vec!["B:b".into(), "T:s>SW6".into(), "M:SW6-C6".into()],
    });
    assert_eq!(s.pending.len(), 3);
    assert!(!s.human_to_act());
    let s = s.reduce(SandAction::ComputerStep { now: 3.0 });
    assert_eq!(s.game.actions().len(), 2);
    let s = s.reduce(SandAction::ComputerStep { now: 3.0 });
    let s = s.reduce(SandAction::ComputerStep { now: 3.0 });
    assert!(s.pending.is_empty());
    assert_eq!(s.current().to_act(), Seat(1));
    assert!(s.human_to_act() || s.current().needs_roll());
    assert!(!s.can_undo(), "the computer's actions are not taken back");
}

#[test]
fn a_computer_turn_with_a_refused_action_is_refused_whole() {
    let s = fresh(vec![Player::Computer(2), Player::Human]);
    let s = rolled(s, "TBM", 2.0)
        .reduce(SandAction::Think { request: 1 })
        .reduce(SandAction::ComputerAnswer {
            request: 1,
            steps: vec!["Z:C.1l".into(), "B:b".into()],
        })
        .reduce(SandAction::ComputerStep { now: 3.0 });
    assert!(s.pending.is_empty());
    assert!(s.notice.as_deref().unwrap().contains("refused"));
    assert_eq!(s.game.actions().len(), 1);
    assert_eq!(s.thinking, None, "asked again");
}

#[test]
fn a_roll_that_can_be_used_for_nothing_is_said_and_passes_the_turn() {
    // Blue: every piece at home, both home ports taken by Amber, an empty pool and no ship.
    let text = "xlms/1lllmmms/xlms/0lllmmmsss/xlms SW5:1s,SW6:1s -/- 0 - -";
    let state = sandships::State::from_text(text, sandships::Options::default()).unwrap();
    let settings = SandSettings {
        players: vec![Player::Human, Player::Human],
        ..SandSettings::default()
    };
    let game = sandships::Game::new(state);
    let s = Rc::new(SandPlay::from_game("g".into(), settings, game, 1.0, 1.0));
    let s = rolled(s, "TBU", 3.0);
    assert_eq!(s.current().to_act(), Seat(1), "the turn passed");
    let notice = s.notice.as_deref().unwrap();
    assert!(notice.contains("rolled TBU and can do nothing"), "{notice}");
    let s = rolled(s, "MMM", 4.0);
    assert_eq!(s.notice, None, "Amber can act: nothing to say");
}

#[test]
fn playing_from_an_earlier_state_starts_a_new_game() {
    let s = fresh(vec![Player::Human, Player::Human]);
    let s = human(rolled(s, "TBM", 2.0), "B:b");
    let s = s.reduce(SandAction::View(Some(1)));
    assert!(s.viewing_history());
    let forked = human(s.clone(), "T:s>SW5");
    assert_eq!(forked.id, "fork");
    assert_eq!(forked.game.actions().len(), 2);
    assert_eq!(s.game.actions().len(), 2, "the original is unchanged");
    assert_eq!(forked.name.as_deref(), Some("From action 1"));
}

#[test]
fn the_die_spent_is_the_pick_or_the_own_face_or_a_null_one_before_a_wild() {
    let s = sandships::State::from_text(
        "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TMW -",
        sandships::Options::default(),
    )
    .unwrap();
    let build = sandships::Kind::Build;
    // Build: no B die; M is wild now (no ship), so M is spent and the Wild kept.
    assert_eq!(die_for(&s, build, None), Some(Face::M));
    assert_eq!(die_for(&s, build, Some(Face::W)), Some(Face::W));
    // T may not buy a build (its own launch is possible).
    assert_eq!(die_for(&s, build, Some(Face::T)), Some(Face::M));
}
