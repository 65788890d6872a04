//! The AI's web worker, seen from both sides: the page posts a [`SearchRequest`] (JSON text,
//! with its own id so stale answers can be dropped) and the worker replies with [`Reply`]
//! messages: `Ready` once it listens, `Progress` after each depth, then `Done`. The request,
//! progress and result types are the AI crate's own; this crate adds only the envelope and
//! the pure function that answers, so it is tested natively. `src/bin/worker.rs` wires it to
//! the browser's `postMessage`.

pub mod bench;

pub use martian_ai::{Clock, Progress, SearchRequest, SearchResult};
use serde::{Deserialize, Serialize};

/// What the worker says.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    /// A depth of the search finished.
    Progress(Progress),
    /// The answer (its `error` says why when there is no move).
    Done(SearchResult),
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
    fn replies_round_trip_as_json() {
        let text = Reply::Ready.to_json();
        assert_eq!(serde_json::from_str::<Reply>(&text).unwrap(), Reply::Ready);
    }
}
