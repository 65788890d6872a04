//! The hint and chances asks, as the page sends them: the same request as for a move.

use super::*;
use martian_ai::StoppedClock;

fn ask(kind: Ask, game: &str, ask: String) -> Steps {
    let envelope = Envelope {
        ticket: 11,
        game: game.into(),
        ask,
        kind,
    };
    match answer(&envelope, &StoppedClock) {
        Reply::Steps(s) => s,
        other => panic!("not steps: {other:?}"),
    }
}

fn martian(record: &str) -> String {
    serde_json::to_string(&SearchRequest {
        record: Some(record.into()),
        ..SearchRequest::default()
    })
    .unwrap()
}

fn sandships(state: &str) -> String {
    serde_json::to_string(&TurnRequest {
        state: state.into(),
        ..TurnRequest::default()
    })
    .unwrap()
}

/// Each seat's chance in tenths, checked to sum to 100% within rounding.
fn chances_sum_to_a_hundred(steps: &Steps, seats: usize) -> Vec<u16> {
    assert_eq!(steps.error, None);
    let tenths: Vec<u16> = steps.steps.iter().map(|t| t.parse().unwrap()).collect();
    assert_eq!(tenths.len(), seats, "{tenths:?}");
    let sum: u16 = tenths.iter().sum();
    assert!((997..=1003).contains(&sum), "{tenths:?} sums to {sum}");
    tenths
}

#[test]
fn the_kind_of_an_envelope_reads_back_and_none_is_a_move() {
    for kind in [Ask::Move, Ask::Hint, Ask::Chances, Ask::Review] {
        assert_eq!(Ask::read(Some(kind.name())), Some(kind));
    }
    assert_eq!(Ask::read(None), Some(Ask::Move));
    assert_eq!(Ask::read(Some("analyse")), None);
}

#[test]
fn a_martian_chess_hint_is_a_legal_move_with_words() {
    for record in [
        "1. d3-d5",
        "[Players \"4\"]\n\n",
        "[Players \"3\"]\n\n1. 0c1-2a4",
    ] {
        let hint = ask(Ask::Hint, "martian-chess", martian(record));
        assert_eq!((hint.ticket, hint.error.as_deref()), (11, None), "{record}");
        let [entry] = hint.steps.as_slice() else {
            panic!("one move: {:?}", hint.steps)
        };
        let (text, words) = entry.split_once('\t').expect("move<TAB>words");
        let mut game = martian_engine::Game::from_record(record).unwrap();
        assert!(game.play_text(text).is_ok(), "{record}: {text} is legal");
        assert!(words.len() > 5, "{record}: words {words:?}");
    }
}

#[test]
fn martian_chess_chances_cover_every_seat_and_sum_to_a_hundred() {
    chances_sum_to_a_hundred(&ask(Ask::Chances, "martian-chess", martian("1. d3-d5")), 2);
    let four = "[Players \"4\"]\n\n";
    chances_sum_to_a_hundred(&ask(Ask::Chances, "martian-chess", martian(four)), 4);
    let three = "[Players \"3\"]\n\n1. 0c1-2a4";
    chances_sum_to_a_hundred(&ask(Ask::Chances, "martian-chess", martian(three)), 3);
}

#[test]
fn a_sandships_hint_is_a_legal_plan_for_the_dice_in_hand() {
    let state = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -";
    let hint = ask(Ask::Hint, "sandships", sandships(state));
    assert_eq!(hint.error, None);
    let mut s = sandships::State::from_text(state, sandships::Options::default()).unwrap();
    assert!(!hint.steps.is_empty());
    for entry in &hint.steps {
        let (text, words) = entry.split_once('\t').expect("action<TAB>words");
        s.play(text.parse().unwrap()).unwrap();
        assert!(!words.is_empty(), "{text} in words");
    }
    assert!(s.needs_roll(), "the plan ends the turn: {s}");
    let rolled = ask(Ask::Hint, "sandships", sandships(&s.to_string()));
    assert!(rolled.steps.is_empty() && rolled.error.unwrap().contains("roll first"));
}

#[test]
fn sandships_chances_sum_to_a_hundred_with_dice_in_hand_and_at_a_roll() {
    let state = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -";
    chances_sum_to_a_hundred(&ask(Ask::Chances, "sandships", sandships(state)), 2);
    let mut s = sandships::State::from_text(state, sandships::Options::default()).unwrap();
    let plan = ask(Ask::Hint, "sandships", sandships(state));
    for entry in &plan.steps {
        s.play(entry.split('\t').next().unwrap().parse().unwrap())
            .unwrap();
    }
    chances_sum_to_a_hundred(
        &ask(Ask::Chances, "sandships", sandships(&s.to_string())),
        2,
    );
}

#[test]
fn a_hint_for_a_finished_or_unreadable_game_is_an_error_not_a_panic() {
    let r = ask(Ask::Hint, "martian-chess", "{not json".into());
    assert!(r.steps.is_empty() && r.error.unwrap().contains("unreadable"));
    let r = ask(Ask::Chances, "sandships", sandships("not a state"));
    assert!(r.steps.is_empty() && r.error.is_some());
}

fn review_ask(record: &str, index: usize) -> String {
    serde_json::to_string(&ReviewRequest {
        record: record.into(),
        index,
    })
    .unwrap()
}

/// The planted blunder of `crates/ai/tests/study.rs`: South's queen steps where it is taken.
const BLUNDER: &str =
    "[Players \"2\"]\n[Setup \"2qd/4/4/4/4/4/1q2/p2p 0 - - 0,0\"]\n\n1. b2-c2 c8xc2\n";

#[test]
fn a_review_ask_judges_one_move_as_a_review_comment() {
    let steps = ask(Ask::Review, "martian-chess", review_ask(BLUNDER, 0));
    assert_eq!(steps.error, None);
    let [comment] = &steps.steps[..] else {
        panic!("one comment: {steps:?}");
    };
    let Some(Ok(study::comments::Comment::Move(partial))) = study::comments::read_comment(comment)
    else {
        panic!("{comment}");
    };
    let judged = study::comments::complete(comment, partial, 0, 0, "b2-c2".into()).unwrap();
    assert_eq!(judged.judgement, study::Judgement::Blunder, "{comment}");
    assert_ne!(judged.best, "b2-c2");
}

#[test]
fn a_review_ask_past_the_end_or_of_a_bad_record_says_why() {
    let past = ask(Ask::Review, "martian-chess", review_ask(BLUNDER, 2));
    assert!(past.steps.is_empty());
    assert!(past.error.unwrap().contains("no move 3"));
    let bad = ask(Ask::Review, "martian-chess", review_ask("1. z9-z9", 0));
    assert!(bad.steps.is_empty() && bad.error.is_some(), "{bad:?}");
    let junk = ask(Ask::Review, "sandships", "{\"record\": 3}".into());
    assert!(junk.error.unwrap().contains("unreadable review request"));
}

#[test]
fn a_sandships_turn_is_reviewed_by_the_same_ask() {
    // Launching the last home piece (sandships-ai's planted blunder).
    let setup = "xlms/1lms/xlms/0s/xlms C5:0l,C6:0m llmmss/llmmss 0 - -";
    let record = format!("[Game \"sandships\"]\n[Setup \"{setup}\"]\n\n1. roll TBM T:s>SW5\n");
    let steps = ask(Ask::Review, "sandships", review_ask(&record, 0));
    assert_eq!(steps.error, None, "{steps:?}");
    assert!(steps.steps[0].contains("blunder"), "{steps:?}");
    let past = ask(Ask::Review, "sandships", review_ask(&record, 1));
    assert!(past.error.unwrap().contains("no turn 2"));
}
