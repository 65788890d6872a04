//! The messages a web worker exchanges with the app for Sandships: a request for the seat to
//! act's turn, and the answer. The state travels as its text (the text the app saves and
//! shows), the actions as action texts, and every message carries the request's id so that
//! stale answers can be dropped. With the `serde` feature they are JSON-ready.

use looney_pyramids::Clock;
use sandships::{Options, State};

use crate::budget::Budget;
use crate::level::{Level, DEFAULT_LEVEL};
use crate::search::best_turn;

/// A request for a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct TurnRequest {
    /// Echoed in the result.
    pub id: u64,
    /// The state text; the seat to act must hold its dice.
    pub state: String,
    /// The optional rules it is played under.
    pub options: Options,
    /// 1 to 5; the app's default is 3.
    pub level: u8,
    /// The caller's budget, on top of the level's.
    pub budget: Budget,
    /// Seeds the level's noise.
    pub seed: u64,
}

impl Default for TurnRequest {
    fn default() -> Self {
        TurnRequest {
            id: 0,
            state: String::new(),
            options: Options::default(),
            level: DEFAULT_LEVEL,
            budget: Budget::default(),
            seed: 0,
        }
    }
}

/// The answer.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TurnResult {
    /// The request's id.
    pub id: u64,
    /// The action texts to play in order (the last is `end` when the turn stops with dice
    /// left); empty with an error when there was nothing to answer.
    pub actions: Vec<String>,
    /// The plan's value for the seat, in points.
    pub value: i32,
    /// States made.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
    /// Why the request could not be answered.
    pub error: Option<String>,
}

impl TurnResult {
    /// The answer to a request that cannot be searched.
    pub fn failed(id: u64, error: String) -> TurnResult {
        TurnResult {
            id,
            actions: Vec::new(),
            value: 0,
            nodes: 0,
            elapsed_ms: 0.0,
            error: Some(error),
        }
    }
}

/// Answers a request. Never panics on bad input: the result carries the error.
pub fn run(request: &TurnRequest, clock: &dyn Clock) -> TurnResult {
    let state = match State::from_text(&request.state, request.options) {
        Ok(s) => s,
        Err(e) => return TurnResult::failed(request.id, e.to_string()),
    };
    if let Some(w) = state.winner() {
        return TurnResult::failed(request.id, format!("the game is over: seat {w} has won"));
    }
    if state.needs_roll() {
        return TurnResult::failed(
            request.id,
            "the seat to act has not rolled yet: roll first".into(),
        );
    }
    let params = Level::get(request.level).params(request.budget, request.seed);
    let report = best_turn(&state, &params, clock);
    TurnResult {
        id: request.id,
        actions: report.actions.iter().map(|a| a.to_string()).collect(),
        value: report.value,
        nodes: report.nodes,
        elapsed_ms: report.elapsed_ms,
        error: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use looney_pyramids::StoppedClock;

    #[test]
    fn a_request_gets_a_legal_turn_and_bad_ones_an_error() {
        let request = TurnRequest {
            id: 9,
            state: "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -".into(),
            level: 2,
            budget: Budget::nodes(3_000),
            ..TurnRequest::default()
        };
        let r = run(&request, &StoppedClock);
        assert_eq!((r.id, r.error.as_deref()), (9, None));
        let mut state = State::from_text(&request.state, Options::default()).unwrap();
        for text in &r.actions {
            state.play(text.parse().unwrap()).unwrap();
        }
        assert!(state.needs_roll() && state.to_act() == sandships::Seat(1));
        for bad in ["nonsense", "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -"] {
            let r = run(
                &TurnRequest {
                    state: bad.into(),
                    ..request.clone()
                },
                &StoppedClock,
            );
            assert!(r.actions.is_empty() && r.error.is_some(), "{bad}");
        }
    }
}
