use super::*;
use martian_ai::{Limits, StoppedClock};

fn martian(ticket: u64, record: &str) -> Envelope {
    let ask = serde_json::to_string(&SearchRequest {
        id: ticket,
        record: Some(record.into()),
        level: 1,
        limits: Limits::nodes(2_000),
        seed: 7,
        ..SearchRequest::default()
    })
    .unwrap();
    envelope(ticket, "martian-chess", &ask)
}

fn envelope(ticket: u64, game: &str, ask: &str) -> Envelope {
    Envelope {
        ticket,
        game: game.into(),
        ask: ask.into(),
        kind: Ask::Move,
    }
}

fn steps(reply: Reply) -> Steps {
    match reply {
        Reply::Steps(s) => s,
        other => panic!("not steps: {other:?}"),
    }
}

#[test]
fn a_martian_chess_request_gets_a_legal_move_with_its_ticket() {
    let answer = steps(answer(&martian(42, "1. d3-d5"), &StoppedClock));
    assert_eq!((answer.ticket, answer.error.as_deref()), (42, None));
    let [text] = answer.steps.as_slice() else {
        panic!("one move: {:?}", answer.steps)
    };
    let mut game = martian_engine::Game::from_record("1. d3-d5").unwrap();
    assert!(game.play_text(text).is_ok(), "the move is legal");
}

#[test]
fn wedge_positions_and_records_are_searched_at_every_level() {
    let zone = "4/dpp1/qdp1/qqd1";
    for zones in [3, 5, 6] {
        let position = format!(
            "{} 0 - - {}",
            vec![zone; zones].join("|"),
            vec!["0"; zones].join(",")
        );
        for level in 1..=5 {
            let ask = serde_json::to_string(&SearchRequest {
                id: 9,
                position: position.clone(),
                level,
                limits: Limits::nodes(1_500),
                seed: 3,
                ..SearchRequest::default()
            })
            .unwrap();
            let answer = steps(answer(&envelope(9, "martian-chess", &ask), &StoppedClock));
            let pos = martian_engine::Position::from_text(&position, Default::default()).unwrap();
            let text = answer.steps.first().expect("a move");
            let mv = text.parse::<martian_engine::MoveText>().unwrap();
            assert!(
                mv.resolve(&pos).is_ok(),
                "{zones} zones, level {level}: {text}"
            );
        }
    }
    let record = "[Players \"3\"]\n\n1. 0c1-2a4 1c3-1d4";
    let answer = steps(answer(&martian(3, record), &StoppedClock));
    let mut game = martian_engine::Game::from_record(record).unwrap();
    assert!(game.play_text(&answer.steps[0]).is_ok());
}

#[test]
fn bad_requests_are_answered_with_an_error() {
    let r = steps(unreadable("not a request of the app"));
    assert_eq!(r.ticket, 0);
    assert!(r.steps.is_empty() && r.error.unwrap().contains("unreadable"));
    let r = steps(answer(
        &envelope(4, "martian-chess", "{not json"),
        &StoppedClock,
    ));
    assert_eq!(r.ticket, 4);
    assert!(r.error.unwrap().contains("unreadable request"));
    let r = steps(answer(&martian(42, "1. c3-c5"), &StoppedClock));
    assert_eq!(r.ticket, 42);
    assert!(r.steps.is_empty() && r.error.unwrap().contains("c3-c5"));
    let r = steps(answer(&envelope(5, "chess", "{}"), &StoppedClock));
    assert_eq!(r.ticket, 5);
    assert!(r.error.unwrap().contains("no game “chess”"));
    let r = steps(answer(
        &envelope(6, "sandships", "{\"level\": \"high\"}"),
        &StoppedClock,
    ));
    assert!(r.error.unwrap().contains("unreadable request"));
}

#[test]
fn a_sandships_request_gets_a_whole_legal_turn() {
    let state = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -";
    let ask = serde_json::to_string(&TurnRequest {
        id: 5,
        state: state.into(),
        level: 3,
        budget: sandships_ai::Budget::nodes(5_000),
        ..TurnRequest::default()
    })
    .unwrap();
    let result = steps(answer(&envelope(5, "sandships", &ask), &StoppedClock));
    assert_eq!((result.ticket, result.error), (5, None));
    let mut s = sandships::State::from_text(state, sandships::Options::default()).unwrap();
    for text in &result.steps {
        s.play(text.parse().unwrap()).unwrap();
    }
    assert!(s.needs_roll(), "the turn is over: {s}");
    let bad = serde_json::to_string(&TurnRequest {
        id: 6,
        state: "not a state".into(),
        ..TurnRequest::default()
    })
    .unwrap();
    let result = steps(answer(&envelope(6, "sandships", &bad), &StoppedClock));
    assert!(result.steps.is_empty() && result.error.unwrap().contains("state"));
}

#[test]
fn every_registered_game_has_a_distinct_id() {
    for (i, g) in games::GAMES.iter().enumerate() {
        assert!(games::GAMES[..i].iter().all(|h| h.id != g.id), "{}", g.id);
        assert_eq!(games::find(g.id).map(|f| f.id), Some(g.id));
    }
}

#[test]
fn replies_round_trip_as_json() {
    for reply in [
        Reply::Ready,
        Reply::Steps(Steps {
            ticket: 3,
            steps: vec!["clock c2-c5".into()],
            error: None,
            elapsed_ms: 12.5,
        }),
    ] {
        assert_eq!(
            serde_json::from_str::<Reply>(&reply.to_json()).unwrap(),
            reply
        );
    }
}
