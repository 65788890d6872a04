use super::*;
use martian_engine::{MoveText, RuleOptions};

const START: &str = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";

fn pos(text: &str) -> Position {
    Position::from_text(text, RuleOptions::default()).unwrap()
}

fn sq(n: &str) -> Square {
    Square::parse(n).unwrap()
}

fn line(p: &Position, texts: &[&str]) -> Vec<Move> {
    let mut game = Game::new(*p);
    texts
        .iter()
        .map(|t| {
            let mv = t
                .parse::<MoveText>()
                .unwrap()
                .resolve(game.current())
                .unwrap();
            game.play(mv).unwrap();
            mv
        })
        .collect()
}

fn attempt(s: Rc<Session>, from: &str, to: &str) -> Rc<Session> {
    s.reduce(Action::Attempt(sq(from), sq(to)))
}

#[test]
fn trying_plays_any_legal_move_for_either_side() {
    let s = Rc::new(Session::new(pos(START), Goal::Free, None));
    let s = attempt(s, "d3", "d5");
    let s = attempt(s, "c6", "b5");
    assert_eq!(s.game.moves().len(), 2);
    assert!(matches!(
        s.events.as_slice(),
        [Event::Moved(_, 1, _), Event::Moved(_, 2, _)]
    ));
    let s = s.reduce(Action::Reset);
    assert_eq!(s.game.moves().len(), 0);
    assert_eq!(s.position(), &pos(START));
}

#[test]
fn an_illegal_try_changes_nothing_and_says_why() {
    let s = Rc::new(Session::new(pos(START), Goal::Free, None));
    let s2 = attempt(s.clone(), "c6", "d5");
    assert_eq!(s2.game, s.game, "nothing was played");
    let m = s2.message.clone().unwrap();
    assert_eq!(m.tone, Tone::Wrong);
    assert!(m.text.contains("in North's zone"), "{}", m.text);
    assert!(s2.events.is_empty(), "an illegal try is no event");
}

#[test]
fn a_puzzle_plays_the_replies_and_is_solved_at_the_end() {
    let p = pos(START);
    let solution = line(&p, &["d3-d5", "c6-b5", "d2xd5"]);
    let s = Rc::new(Session::new(p, Goal::Line(solution), None));
    assert_eq!(s.reader, Some(Seat(0)), "the solver is the seat to move");
    // A wrong but legal move is taken back with a message and reported.
    let wrong = attempt(s.clone(), "c3", "d4");
    assert_eq!(wrong.game.moves().len(), 0);
    assert!(matches!(wrong.events.as_slice(), [Event::Failed(_, 0)]));
    assert_eq!(wrong.message.as_ref().unwrap().tone, Tone::Wrong);
    let s = attempt(wrong, "d3", "d5");
    assert!(s.reply_due(), "North's reply comes next");
    assert!(!s.reader_to_move());
    let early = attempt(s.clone(), "c6", "b5");
    assert_eq!(
        early.game.moves().len(),
        1,
        "the reader does not play the reply"
    );
    let s = s.reduce(Action::Reply);
    assert_eq!(s.game.moves().len(), 2);
    assert!(!s.solved);
    let s = attempt(s, "d2", "d5");
    assert!(s.solved);
    assert_eq!(s.message.as_ref().unwrap().tone, Tone::Success);
    let last_two = &s.events[s.events.len() - 2..];
    assert!(
        matches!(last_two, [Event::Moved(_, 3, _), Event::Solved]),
        "the solving move is reported, then the solution: {last_two:?}"
    );
    assert!(!s.reader_to_move(), "a solved puzzle takes no more moves");
}

#[test]
fn the_hint_points_at_the_piece_to_move() {
    let p = pos(START);
    let s = Rc::new(Session::new(p, Goal::Line(line(&p, &["c3-d4"])), None));
    let s = s.reduce(Action::Hint);
    assert_eq!(s.hint, Some(sq("c3")));
    assert!(s.message.as_ref().unwrap().text.contains("pawn on c3"));
}

#[test]
fn one_move_goals_are_judged_and_explained() {
    // A capture is asked; a quiet move is taken back with what is missing.
    let p = pos("4/4/2p1/4/4/4/2q1/4 0 - - 0,0");
    let s = Rc::new(Session::new(p, Goal::Capture, None));
    let quiet = attempt(s.clone(), "c2", "c3");
    assert_eq!(quiet.game.moves().len(), 0);
    assert!(quiet
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("captures nothing"));
    let done = attempt(s, "c2", "c6");
    assert!(done.solved);
    assert_eq!(done.position().scores(), &[1, 0]);
}

#[test]
fn calling_the_clock_needs_the_switch() {
    let s = Rc::new(Session::new(pos(START), Goal::CallClock, None));
    let without = attempt(s.clone(), "c3", "d4");
    assert!(!without.solved);
    let with = attempt(s.reduce(Action::ToggleClock), "c3", "d4");
    assert!(with.solved);
    assert_eq!(with.position().clock(), Some(0));
}

#[test]
fn ending_and_winning_goals() {
    // South leads 5-4 with one pawn left: crossing the canal empties South's zone.
    let p = pos("4/4/2q1/4/2p1/4/4/4 0 - - 5,4");
    let s = Rc::new(Session::new(p, Goal::Win, None));
    let hint = s.clone().reduce(Action::Hint);
    assert_eq!(hint.hint, Some(sq("c4")));
    let stays = attempt(s.clone(), "c4", "d3");
    assert!(!stays.solved && stays.game.moves().is_empty());
    let won = attempt(s, "c4", "d5");
    assert!(won.position().is_over());
    assert!(won.solved);
}

#[test]
fn the_computer_moves_only_for_other_seats() {
    let p = pos(START);
    let s = Rc::new(Session::new(p, Goal::Free, Some(Seat(0))));
    let mv = p.legal_moves()[0];
    let refused = s.clone().reduce(Action::Computer(mv));
    assert_eq!(refused.game.moves().len(), 0, "South is the reader's seat");
    let s = attempt(s, "d3", "d5");
    let reply = s.position().legal_moves()[0];
    let s = s.reduce(Action::Computer(reply));
    assert_eq!(s.game.moves().len(), 2);
}

#[test]
fn show_the_solution_plays_the_line_for_every_seat_to_its_end() {
    let p = pos(START);
    let solution = line(&p, &["d3-d5", "c6-b5", "d2xd5"]);
    let s = Rc::new(Session::new(p, Goal::Line(solution.clone()), None));
    let s = s.reduce(Action::PlayNext).reduce(Action::PlayNext);
    assert_eq!(s.game.moves(), &solution[..2]);
    assert!(!s.solved);
    let s = s.reduce(Action::PlayNext);
    assert!(s.solved && s.game.moves() == solution.as_slice());
    let after = s.clone().reduce(Action::PlayNext);
    assert!(Rc::ptr_eq(&s, &after), "nothing left to play");
    let free = Rc::new(Session::new(p, Goal::Free, None));
    assert!(Rc::ptr_eq(&free, &free.clone().reduce(Action::PlayNext)));
}
