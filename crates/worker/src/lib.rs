//! The AIs' web worker, seen from both sides, for every game: the page posts a request
//! ([`Envelope`]: a ticket of its own, a game's id and that game's request, as JSON), and the
//! worker answers with [`Reply`] messages: `Ready` once it listens, then for each request the
//! steps the computer plays (a move, or a whole Sandships turn) or why there are none. Which
//! game answers is looked up in the worker's registry ([`games::GAMES`]), so the protocol names
//! no game and a new game adds one entry there.
//!
//! This crate holds only the envelope and the pure function that answers, so it is tested
//! natively; `src/bin/worker.rs` wires it to the browser's `postMessage`. The page reads the
//! replies without serde (the browser's `JSON.parse` and the few fields it uses, the app's
//! `services/ai_worker.rs`, to keep serde_json's reader out of the embeds): a change to
//! [`Reply`]'s JSON form is a change there too (`tests/browser.rs` reads every reply written
//! here).

pub mod bench;
pub mod games;

pub use martian_ai::{Clock, SearchRequest, SearchResult};
pub use sandships_ai::{TurnRequest, TurnResult};
use serde::{Deserialize, Serialize};

/// A request as posted: `{"ticket": 7, "game": "sandships", "ask": "{...}"}`. The game's
/// request travels as a string of JSON, read by the game's entry: the worker never builds a
/// JSON tree, and the page writes it with serde_json's small string writer.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Envelope {
    /// The page's number for the request, echoed in the answer.
    pub ticket: u64,
    /// The game's id (`martian-chess`, `sandships`).
    pub game: String,
    /// The game's own request, as JSON.
    pub ask: String,
}

impl Envelope {
    /// As posted: `ask` is the game's request already written as JSON.
    pub fn to_json(ticket: u64, game: &str, ask: &str) -> String {
        let text = |s: &str| serde_json::to_string(s).unwrap_or_default();
        format!(
            "{{\"ticket\":{ticket},\"game\":{},\"ask\":{}}}",
            text(game),
            text(ask)
        )
    }
}

/// The computer's answer to one request.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Steps {
    /// The request's ticket.
    pub ticket: u64,
    /// The steps to play, in order, as the game writes them (a move text with `clock ` in
    /// front when it calls the clock; a Sandships turn's action texts). Empty with `error`.
    pub steps: Vec<String>,
    /// Why there are no steps.
    pub error: Option<String>,
    /// Milliseconds the search took.
    pub elapsed_ms: f64,
}

/// What the worker says.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    /// The answer to a request.
    Steps(Steps),
    /// The answer to the message `"bench"`.
    Bench(bench::BenchReport),
}

impl Reply {
    /// As sent.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Answers one request given as JSON. Never panics: an unreadable request, or one for a game
/// the worker does not know, is answered with an error (ticket 0 when its ticket could not be
/// read).
pub fn answer(request_json: &str, clock: &dyn Clock) -> Reply {
    if request_json == "bench" {
        return Reply::Bench(bench::run(clock));
    }
    let failed = |ticket: u64, error: String| {
        Reply::Steps(Steps {
            ticket,
            steps: Vec::new(),
            error: Some(error),
            elapsed_ms: 0.0,
        })
    };
    let envelope: Envelope = match serde_json::from_str(request_json) {
        Ok(e) => e,
        Err(e) => return failed(0, format!("unreadable request: {e}")),
    };
    let Some(game) = games::find(&envelope.game) else {
        return failed(
            envelope.ticket,
            format!("the worker plays no game “{}”", envelope.game),
        );
    };
    let started = clock.now_ms();
    let answered = (game.answer)(&envelope.ask, clock);
    let elapsed_ms = clock.now_ms() - started;
    Reply::Steps(match answered {
        Ok(steps) if !steps.is_empty() => Steps {
            ticket: envelope.ticket,
            steps,
            error: None,
            elapsed_ms,
        },
        Ok(_) => Steps {
            ticket: envelope.ticket,
            steps: Vec::new(),
            error: Some("the computer found nothing to play".into()),
            elapsed_ms,
        },
        Err(error) => Steps {
            ticket: envelope.ticket,
            steps: Vec::new(),
            error: Some(error),
            elapsed_ms,
        },
    })
}

#[cfg(test)]
mod tests;
