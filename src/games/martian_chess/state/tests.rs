//! The shared history with Martian Chess, natively: moves, the computer's answers (stale ones
//! dropped), a clock call, undo and redo against the computer, stepping through a game and
//! forking from it.

use std::rc::Rc;

use super::*;
use crate::games::martian_chess::Settings;
use crate::history::Player;
use yew::Reducible;

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn fresh() -> Rc<PlayState> {
    Rc::new(PlayState::new("g1".into(), Settings::default(), 0.0).unwrap())
}

fn human(s: Rc<PlayState>, from: &str, to: &str, now: f64) -> Rc<PlayState> {
    let action = person_move(&s, sq(from), sq(to), false, now, format!("fork{now}"));
    s.reduce(action)
}

/// The computer's answer to `request`, then its step shown.
fn answer(s: Rc<PlayState>, request: u32, text: &str, now: f64) -> Rc<PlayState> {
    s.reduce(Action::ComputerAnswer {
        request,
        steps: vec![text.into()],
    })
    .reduce(Action::ComputerStep { now })
}

fn computer(s: Rc<PlayState>, text: &str, now: f64) -> Rc<PlayState> {
    let request = s.next_request;
    answer(s.reduce(Action::Think { request }), request, text, now)
}

fn two_humans() -> Rc<PlayState> {
    let settings = Settings {
        players: vec![Player::Human, Player::Human],
        ..Settings::default()
    };
    Rc::new(PlayState::new("h".into(), settings, 0.0).unwrap())
}

#[test]
fn a_human_move_is_played_and_hands_the_turn_to_the_computer() {
    let s = human(fresh(), "d3", "d5", 5.0);
    assert_eq!(s.game.moves().len(), 1);
    assert_eq!(s.updated, 5.0);
    assert_eq!(s.computer_to_act(), Some(3));
    assert!(!s.human_to_move());
}

#[test]
fn an_illegal_move_changes_nothing_and_says_why() {
    let s0 = fresh();
    let s = human(s0.clone(), "c3", "c5", 5.0);
    assert_eq!(s.game, s0.game);
    assert!(s.notice.as_deref().unwrap().contains("pawn"));
}

#[test]
fn a_stale_computer_answer_is_dropped() {
    let s = human(fresh(), "d3", "d5", 1.0).reduce(Action::Think { request: 7 });
    let stale = answer(s.clone(), 6, "b6-a5", 2.0);
    assert_eq!(stale.game.moves().len(), 1);
    assert!(stale.pending.is_empty());
    let s = answer(s, 7, "b6-a5", 2.0);
    assert_eq!(s.game.moves().len(), 2);
    assert_eq!(s.thinking, None);
    assert!(s.human_to_move());
}

#[test]
fn an_answer_after_a_new_game_is_dropped() {
    let s = human(fresh(), "d3", "d5", 1.0).reduce(Action::Think { request: 3 });
    let s = s.reduce(Action::NewGame {
        id: "g2".into(),
        settings: Settings::default(),
        now: 3.0,
    });
    let s = answer(s, 3, "b6-a5", 4.0);
    assert_eq!(s.game.moves().len(), 0);
    assert_eq!(s.id, "g2");
    assert!(s.next_request > 3, "request ids are never reused");
}

#[test]
fn a_move_calls_the_clock_when_asked_and_nobody_has() {
    let s = fresh();
    let s = s
        .clone()
        .reduce(person_move(&s, sq("d3"), sq("d5"), true, 1.0, "f".into()));
    assert!(s.game.moves()[0].calls_clock);
    assert_eq!(s.position().clock(), Some(0));
    let s = answer(s.reduce(Action::Think { request: 1 }), 1, "b6-a5", 2.0);
    let s = s
        .clone()
        .reduce(person_move(&s, sq("c3"), sq("d4"), true, 3.0, "f".into()));
    assert!(!s.game.moves()[2].calls_clock, "the clock is called once");
}

#[test]
fn a_computer_answer_that_does_not_read_is_refused_in_words() {
    let s = human(fresh(), "d3", "d5", 1.0).reduce(Action::Think { request: 1 });
    let s = s.reduce(Action::ComputerAnswer {
        request: 1,
        steps: vec!["b6-b2".into()],
    });
    assert_eq!((s.game.moves().len(), s.thinking), (1, None));
    assert!(s.pending.is_empty());
    assert!(s
        .notice
        .as_deref()
        .unwrap()
        .contains("computer's move was refused"));
}

#[test]
fn a_bad_setup_keeps_the_current_game() {
    let s0 = fresh();
    let settings = Settings {
        setup: Some("4/4 0 - - 0,0".into()),
        ..Settings::default()
    };
    let s = s0.reduce(Action::NewGame {
        id: "g9".into(),
        settings,
        now: 1.0,
    });
    assert_eq!(s.id, "g1");
    assert!(s.notice.as_deref().unwrap().starts_with("Cannot start"));
}

#[test]
fn undo_against_the_computer_returns_to_your_previous_turn_and_redo_replays_it() {
    let s = computer(human(fresh(), "d3", "d5", 1.0), "b6-a5", 2.0);
    let s = computer(human(s, "c3", "d4", 3.0), "c6-b5", 4.0);
    assert_eq!(s.game.moves().len(), 4);
    let s = s.reduce(Action::Undo { now: 5.0 });
    assert_eq!(
        s.game.moves().len(),
        2,
        "your move and the computer's answer are taken back"
    );
    assert!(s.human_to_move());
    let s = s.reduce(Action::Undo { now: 6.0 });
    assert_eq!(s.game.moves().len(), 0);
    let s = s.reduce(Action::Redo { now: 7.0 });
    assert_eq!(s.game.moves().len(), 2);
    assert!(s.human_to_move());
    let s = s.reduce(Action::Redo { now: 8.0 });
    assert_eq!(s.game.moves().len(), 4);
}

#[test]
fn undo_while_the_computer_thinks_takes_back_your_move_and_drops_its_answer() {
    let s = human(fresh(), "d3", "d5", 1.0).reduce(Action::Think { request: 1 });
    let s = s.reduce(Action::Undo { now: 2.0 });
    assert_eq!(s.game.moves().len(), 0);
    assert_eq!(s.thinking, None);
    let s = answer(s, 1, "b6-a5", 3.0);
    assert_eq!(s.game.moves().len(), 0);
}

#[test]
fn a_new_move_clears_redo() {
    let s = human(two_humans(), "d3", "d5", 1.0).reduce(Action::Undo { now: 2.0 });
    assert_eq!(s.redo.len(), 1);
    let s = human(s, "c3", "d4", 3.0);
    assert!(s.redo.is_empty());
}

#[test]
fn stepping_through_and_playing_on_from_an_earlier_move_makes_a_new_game() {
    let s = human(
        human(human(two_humans(), "d3", "d5", 1.0), "b6", "a5", 2.0),
        "c3",
        "d4",
        3.0,
    );
    let original = s.game.clone();
    let s = s.reduce(Action::View(Some(1)));
    assert!(s.viewing_history());
    assert_eq!(s.shown_position(), &original.positions()[1]);
    assert_eq!(s.shown_to_move(), Some(Seat(1)));
    let forked = human(s.clone(), "c6", "b5", 4.0);
    assert_eq!(forked.id, "fork4");
    assert_eq!(forked.game.moves().len(), 2);
    assert_eq!(forked.game.moves()[0], original.moves()[0]);
    assert!(!forked.viewing_history());
    assert_eq!(forked.name.as_deref(), Some("From move 1"));
    // Viewing does not touch the game itself.
    assert_eq!(s.game, original);
    let s = s.reduce(Action::View(None));
    assert!(!s.viewing_history());
}

#[test]
fn play_from_here_forks_without_a_move() {
    let s = human(two_humans(), "d3", "d5", 1.0).reduce(Action::View(Some(0)));
    let f = s.reduce(Action::PlayFromHere {
        id: "f".into(),
        now: 9.0,
    });
    assert_eq!((f.id.as_str(), f.game.moves().len()), ("f", 0));
}

#[test]
fn the_computer_does_not_move_while_you_look_back() {
    let s = computer(human(fresh(), "d3", "d5", 1.0), "b6-a5", 2.0);
    let s = human(s, "c3", "d4", 3.0).reduce(Action::View(Some(1)));
    assert_eq!(s.computer_to_act(), None);
}

#[test]
fn nothing_is_taken_back_while_you_look_back() {
    let s = human(two_humans(), "d3", "d5", 1.0).reduce(Action::View(Some(0)));
    assert!(!s.can_undo());
    let s = s.reduce(Action::Undo { now: 2.0 });
    assert_eq!(s.game.moves().len(), 1);
}

#[test]
fn the_computer_answers_while_you_look_back_and_the_game_goes_on() {
    let s = human(fresh(), "d3", "d5", 1.0);
    let request = s.next_request;
    let s = s
        .reduce(Action::Think { request })
        .reduce(Action::View(Some(0)));
    let s = answer(s, request, "b6-a5", 2.0);
    assert_eq!(
        s.game.moves().len(),
        2,
        "the answer is played in the live game"
    );
    assert_eq!(s.thinking, None);
    assert_eq!(s.shown_ply(), 0, "the player still looks at the start");
}

#[test]
fn renaming_is_a_change() {
    let s = fresh().reduce(Action::Rename {
        name: Some("  Derby ".into()),
        now: 7.0,
    });
    assert_eq!((s.name.as_deref(), s.updated), (Some("Derby"), 7.0));
    let s = s.reduce(Action::Rename {
        name: Some("  ".into()),
        now: 8.0,
    });
    assert_eq!(s.name, None);
}
