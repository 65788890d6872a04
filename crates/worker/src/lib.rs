//! The AIs' web worker, seen from both sides: the page posts a request (JSON text, with its own
//! id so stale answers can be dropped) and the worker replies with [`Reply`] messages: `Ready`
//! once it listens; for a Martian Chess [`SearchRequest`], `Progress` after each depth, then
//! `Done`; for a Sandships [`TurnRequest`] (sent as `{"sandships": {...}}`), `Turn` with the
//! whole turn's actions. The request and result types are the AI crates' own; this crate adds
//! only the envelope and the pure function that answers, so it is tested natively.
//! `src/bin/worker.rs` wires it to the browser's `postMessage`. The page reads the replies
//! without serde (the browser's `JSON.parse` and the few fields it uses, the app's
//! `services/ai_worker.rs`, to keep serde_json's reader out of the embeds): a change to
//! [`Reply`]'s JSON form is a change there too (`tests/browser.rs` reads every reply written
//! here).

pub mod bench;

pub use martian_ai::{Clock, Progress, SearchRequest, SearchResult};
pub use sandships_ai::{TurnRequest, TurnResult};
use serde::{Deserialize, Serialize};

/// A Sandships request as posted: `{"sandships": {...}}` (a bare object is a Martian Chess
/// request, as it always was).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SandshipsEnvelope {
    /// The request.
    pub sandships: TurnRequest,
}

impl SandshipsEnvelope {
    /// As posted.
    pub fn to_json(request: &TurnRequest) -> String {
        serde_json::to_string(&SandshipsEnvelope {
            sandships: request.clone(),
        })
        .unwrap_or_default()
    }
}

/// What the worker says.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    /// A depth of the search finished.
    Progress(Progress),
    /// The answer (its `error` says why when there is no move).
    Done(SearchResult),
    /// The answer to a Sandships request: the whole turn (its `error` says why when empty).
    Turn(TurnResult),
    /// The answer to the message `"bench"`.
    Bench(bench::BenchReport),
}

impl Reply {
    /// As sent.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Answers one request given as JSON. Never panics: an unreadable request is answered with an
/// error (id 0, since its id could not be read).
pub fn answer(request_json: &str, clock: &dyn Clock, progress: &mut dyn FnMut(Reply)) -> Reply {
    if request_json == "bench" {
        return Reply::Bench(bench::run(clock));
    }
    if let Ok(envelope) = serde_json::from_str::<SandshipsEnvelope>(request_json) {
        return Reply::Turn(sandships_ai::run(&envelope.sandships, clock));
    }
    let request: SearchRequest = match serde_json::from_str(request_json) {
        Ok(r) => r,
        Err(e) => return Reply::Done(SearchResult::failed(0, format!("unreadable request: {e}"))),
    };
    let result = martian_ai::run(&request, clock, &mut |p: &Progress| {
        progress(Reply::Progress(p.clone()))
    });
    Reply::Done(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_ai::{Limits, StoppedClock};

    fn request(record: &str) -> String {
        serde_json::to_string(&SearchRequest {
            id: 42,
            record: Some(record.into()),
            level: 1,
            limits: Limits::nodes(2_000),
            seed: 7,
            ..SearchRequest::default()
        })
        .unwrap()
    }

    #[test]
    fn a_request_gets_a_legal_move_with_its_id_and_progress() {
        let mut depths = 0;
        let reply = answer(&request("1. d3-d5"), &StoppedClock, &mut |r| {
            if let Reply::Progress(p) = r {
                assert_eq!(p.id, 42);
                depths += 1;
            }
        });
        let Reply::Done(result) = reply else {
            panic!("no result")
        };
        assert_eq!(result.id, 42);
        assert!(depths >= 1);
        let mut game = martian_engine::Game::from_record("1. d3-d5").unwrap();
        assert!(
            game.play_text(&result.text.unwrap()).is_ok(),
            "the move is legal"
        );
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
                let json = serde_json::to_string(&SearchRequest {
                    id: 9,
                    position: position.clone(),
                    level,
                    limits: Limits::nodes(1_500),
                    seed: 3,
                    ..SearchRequest::default()
                })
                .unwrap();
                let Reply::Done(result) = answer(&json, &StoppedClock, &mut |_| {}) else {
                    panic!("no result")
                };
                let pos =
                    martian_engine::Position::from_text(&position, Default::default()).unwrap();
                let best = result.best.expect("a move");
                assert!(pos.is_legal(best), "{zones} zones, level {level}: {best}");
            }
        }
        let record = "[Players \"3\"]\n\n1. 0c1-2a4 1c3-1d4";
        let Reply::Done(result) = answer(&request(record), &StoppedClock, &mut |_| {}) else {
            panic!("no result")
        };
        let mut game = martian_engine::Game::from_record(record).unwrap();
        assert!(game.play_text(&result.text.unwrap()).is_ok());
    }

    #[test]
    fn bad_requests_are_answered_with_an_error() {
        let Reply::Done(r) = answer("{not json", &StoppedClock, &mut |_| {}) else {
            panic!()
        };
        assert!(r.best.is_none() && r.error.unwrap().contains("unreadable"));
        let Reply::Done(r) = answer(&request("1. c3-c5"), &StoppedClock, &mut |_| {}) else {
            panic!()
        };
        assert_eq!(r.id, 42);
        assert!(r.best.is_none() && r.error.unwrap().contains("c3-c5"));
    }

    #[test]
    fn a_sandships_request_gets_a_whole_legal_turn() {
        let state = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -";
        let request = SandshipsEnvelope::to_json(&TurnRequest {
            id: 5,
            state: state.into(),
            level: 3,
            budget: sandships_ai::Budget::nodes(5_000),
            ..TurnRequest::default()
        });
        let Reply::Turn(result) = answer(&request, &StoppedClock, &mut |_| {}) else {
            panic!("no turn")
        };
        assert_eq!((result.id, result.error), (5, None));
        let mut s = sandships::State::from_text(state, sandships::Options::default()).unwrap();
        for text in &result.actions {
            s.play(text.parse().unwrap()).unwrap();
        }
        assert!(s.needs_roll(), "the turn is over: {s}");
        let bad = SandshipsEnvelope::to_json(&TurnRequest {
            id: 6,
            state: "not a state".into(),
            ..TurnRequest::default()
        });
        let Reply::Turn(result) = answer(&bad, &StoppedClock, &mut |_| {}) else {
            panic!("no turn")
        };
        assert!(result.actions.is_empty() && result.error.unwrap().contains("state"));
    }

    #[test]
    fn replies_round_trip_as_json() {
        let text = Reply::Ready.to_json();
        assert_eq!(serde_json::from_str::<Reply>(&text).unwrap(), Reply::Ready);
    }
}
