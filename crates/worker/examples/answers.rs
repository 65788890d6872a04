//! The answers the worker's code gives natively to a fixed set of requests, one JSON line each
//! (`{"game", "kind", "ask", "steps", "error"}`): both games, a move at every level, a hint,
//! the chances and a review. Every budget is in nodes and every search seeded, so the answers
//! are the same on any machine; `tests/e2e/worker-native.test.mjs` posts the same requests to
//! the built worker in each browser and compares answer by answer.
//!
//!     cargo run --profile test -p martian-worker --example answers

use martian_ai::{Limits, SearchRequest, StoppedClock};
use martian_worker::{answer, Ask, Envelope, Reply, ReviewRequest};
use sandships::{Action, Game, Options, Roll, State};
use sandships_ai::{Budget, TurnRequest};

/// A Sandships state whose seat to act holds its dice (Thrust, Build, Move).
const SANDSHIPS_ROLLED: &str = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -";

/// Martian Chess: a two-player and a four-player game, a move at every level, a hint and the
/// chances for each, and a review of a short game's second move.
fn martian_chess() -> Vec<(Ask, String)> {
    let mut out = Vec::new();
    let mut four = martian_engine::Game::standard(
        martian_engine::Variant::for_seats(4).unwrap(),
        Default::default(),
        martian_engine::Seat(0),
    );
    let first = four.current().legal_moves()[0];
    four.play(first).unwrap();
    for record in ["1. d3-d5 a6-a4".to_string(), four.to_record()] {
        for level in 1..=5 {
            let ask = SearchRequest {
                id: u64::from(level),
                record: Some(record.clone()),
                level,
                limits: Limits::nodes(3_000),
                seed: 11,
                ..SearchRequest::default()
            };
            out.push((Ask::Move, serde_json::to_string(&ask).unwrap()));
        }
        let ask = SearchRequest {
            record: Some(record),
            ..SearchRequest::default()
        };
        let ask = serde_json::to_string(&ask).unwrap();
        out.push((Ask::Hint, ask.clone()));
        out.push((Ask::Chances, ask));
    }
    // A short game of the first legal moves, its second move judged.
    let mut game = martian_engine::Game::from_record("1. d3-d5 a6-a4").unwrap();
    for _ in 0..2 {
        let mv = game.current().legal_moves()[0];
        game.play(mv).unwrap();
    }
    let review = ReviewRequest {
        record: game.to_record(),
        index: 1,
    };
    out.push((Ask::Review, serde_json::to_string(&review).unwrap()));
    out
}

/// Sandships: a turn at every level for the dice in hand, a hint and the chances, and a review
/// of the first turn of a game of two turns (played here with fixed rolls, the first legal
/// action each time).
fn sandships() -> Vec<(Ask, String)> {
    let mut out = Vec::new();
    for level in 1..=5 {
        let ask = TurnRequest {
            id: u64::from(level),
            state: SANDSHIPS_ROLLED.into(),
            level,
            budget: Budget::nodes(3_000),
            seed: 5,
            ..TurnRequest::default()
        };
        out.push((Ask::Move, serde_json::to_string(&ask).unwrap()));
    }
    let ask = TurnRequest {
        state: SANDSHIPS_ROLLED.into(),
        ..TurnRequest::default()
    };
    let ask = serde_json::to_string(&ask).unwrap();
    out.push((Ask::Hint, ask.clone()));
    out.push((Ask::Chances, ask));
    let start = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -";
    let mut game = Game::new(State::from_text(start, Options::default()).unwrap());
    for numbers in [[0, 1, 3], [4, 2, 5]] {
        game.play(Action::Roll(Roll::from_numbers(numbers)))
            .unwrap();
        let seat = game.current().to_act();
        while game.current().to_act() == seat && !game.current().needs_roll() {
            let action = game.current().legal_actions()[0];
            game.play(action).unwrap();
        }
    }
    let review = ReviewRequest {
        record: game.record(),
        index: 0,
    };
    out.push((Ask::Review, serde_json::to_string(&review).unwrap()));
    out
}

fn main() {
    let requests = martian_chess()
        .into_iter()
        .map(|(kind, ask)| ("martian-chess", kind, ask))
        .chain(
            sandships()
                .into_iter()
                .map(|(kind, ask)| ("sandships", kind, ask)),
        );
    for (i, (game, kind, ask)) in requests.enumerate() {
        let envelope = Envelope {
            ticket: i as u64 + 1,
            game: game.into(),
            ask,
            kind,
        };
        let Reply::Steps(steps) = answer(&envelope, &StoppedClock) else {
            unreachable!("a request is answered with steps");
        };
        let line = serde_json::json!({
            "game": game,
            "kind": kind.name(),
            "ask": envelope.ask,
            "steps": steps.steps,
            "error": steps.error,
        });
        println!("{line}");
    }
}
