//! The AIs' web worker, seen from both sides, for every game: the page posts a request
//! ([`Envelope`]: a ticket of its own, a game's id and that game's request as JSON), and the
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

/// What a request asks of its game: the same request (the game's own, as JSON) read three ways.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Ask {
    /// The steps the computer plays.
    #[default]
    Move,
    /// A hint for the seat to act (`WorkerGame::hint`'s form).
    Hint,
    /// Every seat's chance to win (`WorkerGame::chances`'s form).
    Chances,
    /// One move (a Sandships turn) of a game judged, for the review: its request is a
    /// [`ReviewRequest`], not the game's own (`WorkerGame::review`'s form).
    Review,
}

impl Ask {
    /// Its name in the envelope's `kind` field.
    pub fn name(self) -> &'static str {
        match self {
            Ask::Move => "move",
            Ask::Hint => "hint",
            Ask::Chances => "chances",
            Ask::Review => "review",
        }
    }

    /// The ask of a `kind` field (none: a move, as before there were other asks).
    pub fn read(kind: Option<&str>) -> Option<Ask> {
        [Ask::Move, Ask::Hint, Ask::Chances, Ask::Review]
            .into_iter()
            .find(|a| kind.unwrap_or("move") == a.name())
    }
}

/// The review's request: a game's record (the game's own text, unchecked until the worker reads
/// it) and which of its moves (a Sandships turn, counted from 0) to judge. The page asks one move
/// at a time, so the first judgements show at once and a review stops between two moves.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct ReviewRequest {
    /// The game, as its record.
    pub record: String,
    /// The move (turn) to judge.
    pub index: usize,
}

impl ReviewRequest {
    /// Reads the request's JSON.
    pub fn read(ask: &str) -> Result<ReviewRequest, String> {
        serde_json::from_str(ask).map_err(|e| format!("unreadable review request: {e}"))
    }
}

/// A request as posted: a plain object `{ticket: 7, game: "sandships", ask: "{...}", kind:
/// "hint"}` (the page builds it with the browser's own objects, and the worker reads its fields
/// the same way, so neither side carries a JSON writer or reader for the envelope; no `kind`
/// is a move); the message `"bench"` asks for a measurement instead.
#[derive(Clone, PartialEq, Debug)]
pub struct Envelope {
    /// The page's number for the request, echoed in the answer.
    pub ticket: u64,
    /// The game's id (`martian-chess`, `sandships`).
    pub game: String,
    /// The game's own request, as JSON, in the form the game's entry reads.
    pub ask: String,
    /// What is asked of it.
    pub kind: Ask,
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

/// Answers one request. Never panics: a request the game cannot read, or one for a game the
/// worker does not know, is answered with an error.
pub fn answer(request: &Envelope, clock: &dyn Clock) -> Reply {
    let failed = |error: String| Steps {
        ticket: request.ticket,
        steps: Vec::new(),
        error: Some(error),
        elapsed_ms: 0.0,
    };
    let Some(game) = games::find(&request.game) else {
        let known: Vec<&str> = games::GAMES.iter().map(|g| g.id).collect();
        return Reply::Steps(failed(format!(
            "the worker plays no game “{}” (it plays {})",
            request.game,
            known.join(", ")
        )));
    };
    let started = clock.now_ms();
    let answered = match request.kind {
        Ask::Move => (game.answer)(&request.ask, clock),
        Ask::Hint => (game.hint)(&request.ask),
        Ask::Chances => (game.chances)(&request.ask),
        Ask::Review => (game.review)(&request.ask),
    };
    let elapsed_ms = clock.now_ms() - started;
    Reply::Steps(match answered {
        Ok(steps) if !steps.is_empty() => Steps {
            ticket: request.ticket,
            steps,
            error: None,
            elapsed_ms,
        },
        Ok(_) => Steps {
            elapsed_ms,
            ..failed("the computer found nothing to play".into())
        },
        Err(error) => Steps {
            elapsed_ms,
            ..failed(error)
        },
    })
}

/// The answer to a message that is not a request the worker can read (ticket 0: its ticket
/// could not be read either).
pub fn unreadable(why: &str) -> Reply {
    Reply::Steps(Steps {
        ticket: 0,
        steps: Vec::new(),
        error: Some(format!("unreadable request: {why}")),
        elapsed_ms: 0.0,
    })
}

#[cfg(test)]
mod study_tests;
#[cfg(test)]
mod tests;
