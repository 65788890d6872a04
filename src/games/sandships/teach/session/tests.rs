use super::*;
use sandships::{parse_roll, Options};

fn state(text: &str) -> State {
    State::from_text(text, Options::default()).unwrap()
}

fn kind(text: &str) -> Kind {
    text.parse().unwrap()
}

fn port(name: &str) -> Spot {
    Spot::Port(sandships::BOARD.port(name).unwrap().0)
}

fn session(text: &str, goal: Goal) -> Rc<Session> {
    Rc::new(Session::new(state(text), None, goal))
}

fn text(s: &Session) -> String {
    s.message.clone().map(|m| m.text).unwrap_or_default()
}

const SAIL: &str = "xlms/1lms/xlms/0lm/xlms SW5:0s llmmss/llmmss 0 TM -";

#[test]
fn the_roll_gives_the_lessons_dice() {
    let start = state("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -");
    let s = Rc::new(Session::new(
        start,
        Some(parse_roll("ZZB").unwrap()),
        Goal::Roll,
    ));
    assert!(!s.reader_acts(), "nothing to do before the roll");
    let s = s.reduce(Input::Roll);
    assert!(s.solved);
    assert_eq!(s.state().dice().unwrap().to_string(), "BZW");
    assert_eq!(
        s.turn_dice(),
        vec![(Face::B, false), (Face::Z, false), (Face::W, false)]
    );
}

#[test]
fn the_goal_action_solves_and_a_legal_miss_is_taken_back_with_the_lessons_words() {
    let goal = Goal::Do(kind("SW5-C5"));
    let s = Rc::new(
        Session::new(state(SAIL), None, goal).with_wrong_text(Some("Into the centre!".into())),
    );
    let missed = s.clone().reduce(Input::Put(port("SW5"), port("SW6")));
    assert_eq!(missed.game.actions().len(), 0, "taken back");
    assert_eq!(text(&missed), "Into the centre!");
    assert_eq!(missed.message.as_ref().unwrap().tone, Tone::Wrong);
    let refused = s.clone().reduce(Input::Put(port("SW5"), port("C4")));
    assert!(text(&refused).contains("from SW5, that is SW6 or C5"));
    let solved = s.reduce(Input::Put(port("SW5"), port("C5")));
    assert!(solved.solved && !solved.reader_acts());
    assert_eq!(solved.game.actions(), &["M:SW5-C5".parse().unwrap()]);
    assert_eq!(solved.turn_dice(), vec![(Face::T, false), (Face::M, true)]);
}

#[test]
fn a_picked_die_pays_or_is_explained() {
    let launch = Spot::Piece {
        city: 3,
        owner: 0,
        size: 2,
    };
    let s = session(SAIL, Goal::Use(Face::T, kind("m>SW6")));
    let picked = s.clone().reduce(Input::Pick(Some(Face::M)));
    let why = picked.reduce(Input::Put(launch, port("SW6")));
    assert!(
        text(&why).starts_with("That die is a Move, and your ship on SW5 can still sail"),
        "{}",
        text(&why)
    );
    assert_eq!(why.game.actions().len(), 0);
    let done = s.reduce(Input::Put(launch, port("SW6")));
    assert!(done.solved, "the Transform die pays by itself");
}

#[test]
fn a_bump_with_a_choice_asks_where_the_bumped_ship_goes() {
    // Blue's medium on C6 sails onto Amber's small on C1, which may go to NE1 or any free
    // port of the centre.
    let text_state = "xlms/1lms/xlms/0lms/xlms C1:1s,C6:0m lmss/llmms 0 MW -";
    let s = session(text_state, Goal::Do(kind("C6-C1/NE1")));
    let asked = s.reduce(Input::Put(port("C6"), port("C1")));
    assert_eq!(asked.bump, Some((Port(13), Port(8))));
    assert_eq!(asked.message.as_ref().unwrap().tone, Tone::Info);
    let wrong = asked.clone().reduce(Input::Put(port("C1"), port("C2")));
    assert!(!wrong.solved && wrong.game.actions().is_empty());
    let right = asked.reduce(Input::Put(port("C1"), port("NE1")));
    assert!(right.solved);
    assert_eq!(
        right.state().ship(Port(2)).unwrap().seat.0,
        1,
        "Amber's ship on NE1"
    );
}

#[test]
fn a_plan_is_played_in_any_order_that_works() {
    let start = "xlms/1lm/xlms/0lms/xlms NE1:0l,C2:0m lmss/lmmss 0 MZW -";
    let plan: Vec<Action> = ["M:C2-NE2", "Z:NE.1l", "W:NE.1m"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    let s = session(start, Goal::Plan(plan));
    let medium = Spot::Piece {
        city: 1,
        owner: 1,
        size: 2,
    };
    let large = Spot::Piece {
        city: 1,
        owner: 1,
        size: 3,
    };
    let s = s.reduce(Input::Tap(medium));
    assert_eq!(s.game.actions().len(), 1, "the medium zapped first");
    let off_plan = s.clone().reduce(Input::Put(port("NE1"), port("C1")));
    assert_eq!(
        off_plan.game.actions().len(),
        1,
        "a sail off the plan is taken back"
    );
    let s = s.reduce(Input::Put(port("C2"), port("NE2")));
    assert!(!s.solved);
    let s = s.reduce(Input::Tap(large));
    assert!(s.solved);
    assert_eq!(s.state().winner(), Some(sandships::Seat(0)));
}

#[test]
fn a_hint_shows_the_die_the_piece_and_where_it_goes() {
    let s = session(SAIL, Goal::Use(Face::M, kind("SW5-C5")));
    let s = s.reduce(Input::Hint);
    let hint = s.hint.clone().unwrap();
    assert_eq!(hint.die, Some(Face::M));
    assert_eq!(hint.spots, vec![port("SW5"), port("C5")]);
    assert_eq!(s.message.as_ref().unwrap().tone, Tone::Hint);
    let end = session(SAIL, Goal::End).reduce(Input::Hint);
    assert_eq!(end.hint.clone().unwrap().control, Some(Control::End));
    let reset = s.reduce(Input::Reset);
    assert_eq!(reset.hint, None);
}

#[test]
fn ending_the_turn_is_judged_like_any_action() {
    let s = session(SAIL, Goal::End);
    let wrong = s.clone().reduce(Input::Put(port("SW5"), port("C5")));
    assert!(!wrong.solved && wrong.game.actions().is_empty());
    let ended = s.reduce(Input::End);
    assert!(ended.solved);
    assert!(ended.state().needs_roll(), "Amber rolls next");
    let early = session(SAIL, Goal::Do(kind("SW5-C5"))).reduce(Input::End);
    assert!(!early.solved && early.game.actions().is_empty());
    assert!(text(&early).contains("sail the ship on SW5 to C5"));
}

#[test]
fn touching_an_enemy_piece_that_cannot_be_zapped_says_why() {
    let s = session(
        "xlms/1lms/xlms/0lms/xlms NE1:0l lmmss/llmmss 0 Z -",
        Goal::Any(Sort::Zap),
    );
    let large = Spot::Piece {
        city: 1,
        owner: 1,
        size: 3,
    };
    let s = s.reduce(Input::Touch(large));
    assert!(text(&s).contains("have 3 pips together"), "{}", text(&s));
}

#[test]
fn a_plan_step_out_of_order_or_paid_with_the_wrong_die_is_taken_back_saying_so() {
    // Zap Amber's medium in the centre while both ships are docked, then land both.
    let start = "xlms/1lms/xlms/0lms/1m,xms C5:0l,C6:0m lmss/llmss 0 TZW -";
    let plan: Vec<Action> = ["Z:C.1m", "T:C5^", "W:C6^"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    let s = session(start, Goal::Plan(plan));
    let early = s.clone().reduce(Input::Put(port("C5"), Spot::City(4)));
    assert!(early.game.actions().is_empty());
    assert!(text(&early).contains("but not yet"), "{}", text(&early));
    // The Wild spent on the zap leaves the Zap die, which cannot land a ship: the plan fails.
    let wild = s.clone().reduce(Input::Pick(Some(Face::W)));
    let zap = Spot::Piece {
        city: 4,
        owner: 1,
        size: 2,
    };
    let wrong_die = wild.reduce(Input::Tap(zap));
    assert!(wrong_die.game.actions().is_empty());
    assert!(
        text(&wrong_die).contains("pick another die"),
        "{}",
        text(&wrong_die)
    );
    let right = s.reduce(Input::Tap(zap));
    assert_eq!(right.game.actions().len(), 1);
    assert_eq!(right.message.as_ref().unwrap().tone, Tone::Info);
}

#[test]
fn a_turn_of_the_readers_own_takes_every_legal_action_until_it_ends() {
    // Blue's last home piece is a small at SW; the dice are T, B and M.
    let start = "xlms/1lms/xlms/0s/xlms C5:0l,C6:0m llmmss/llmmss 0 TBM -";
    let s = session(start, Goal::Turn);
    let s = s.reduce(Input::Button(Kind::Build));
    assert_eq!(s.played().len(), 1);
    assert!(!s.solved && s.message.is_none(), "{}", text(&s));
    let s = s.reduce(Input::Put(port("C5"), port("SW5")));
    assert_eq!(s.played().len(), 2);
    assert!(!s.solved);
    let ended = s.clone().reduce(Input::End);
    assert!(ended.solved);
    assert_eq!(
        ended
            .played()
            .iter()
            .map(|a| a.to_string())
            .collect::<Vec<_>>(),
        ["B:b", "M:C5-SW5", "end"]
    );
    // The last die spent ends the turn too.
    let landed = s.reduce(Input::Put(port("SW5"), Spot::City(3)));
    assert!(landed.solved, "{}", text(&landed));
    assert_eq!(landed.played().len(), 3);
    // So does a turn that loses the game at once: launching the last home piece.
    let lost = session(start, Goal::Turn).reduce(Input::Put(
        Spot::Piece {
            city: 3,
            owner: 0,
            size: 1,
        },
        port("SW5"),
    ));
    assert!(lost.solved, "{}", text(&lost));
    assert!(lost.state().winner().is_some());
    // Reset goes back to the turn's start.
    let again = lost.reduce(Input::Reset);
    assert!(again.played().is_empty() && !again.solved);
}
