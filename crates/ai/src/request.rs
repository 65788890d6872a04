//! The messages a web worker exchanges with the app: a request in, progress after each depth,
//! a result out. Each carries the request's id, so the app can drop answers to a request it
//! no longer cares about (a busy worker cannot be interrupted; the request carries its own
//! budget instead). Positions and moves travel as text, the same text the app shows and saves,
//! and with the `serde` feature every type here is JSON-ready.

use martian_engine::{Game, Move, Position, RuleOptions};

use crate::deepening::{search_position, Report};
use crate::level::{Level, DEFAULT_LEVEL};
use crate::params::Limits;
use looney_pyramids::Clock;

/// A request for a move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct SearchRequest {
    /// Echoed in every progress report and in the result.
    pub id: u64,
    /// Position text. May be empty when `record` is given: the record's current position is
    /// used then. When both are given they must agree.
    pub position: String,
    /// The rule options the position is played under (a record brings its own).
    pub options: RuleOptions,
    /// The game so far as a record, so the AI can see repeated positions.
    pub record: Option<String>,
    /// 1 to 5 (see [`Level`]); the app's default is 3.
    pub level: u8,
    /// The caller's budget, on top of the level's own.
    pub limits: Limits,
    /// Seeds the level's noise: the same request gets the same answer.
    pub seed: u64,
}

impl Default for SearchRequest {
    fn default() -> Self {
        SearchRequest {
            id: 0,
            position: String::new(),
            options: RuleOptions::default(),
            record: None,
            level: DEFAULT_LEVEL,
            limits: Limits::default(),
            seed: 0,
        }
    }
}

/// Sent after every finished depth.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Progress {
    /// The request's id.
    pub id: u64,
    /// The depth just finished.
    pub depth: u32,
    /// The best move so far.
    pub best: Option<Move>,
    /// Its move text (`clock c2-c5` when it calls the clock).
    pub text: Option<String>,
    /// Its value to the side to move, in hundredths of a point (a won game is near 30000).
    pub score: i32,
    /// The expected line, as move texts.
    pub pv: Vec<String>,
    /// Nodes so far.
    pub nodes: u64,
    /// Milliseconds so far.
    pub elapsed_ms: f64,
}

/// The answer.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SearchResult {
    /// The request's id.
    pub id: u64,
    /// The move to play; `None` when the game is over or the request was bad.
    pub best: Option<Move>,
    /// Its move text (`clock c2-c5` when it calls the clock).
    pub text: Option<String>,
    /// Its value to the side to move, in hundredths of a point.
    pub score: i32,
    /// The last depth that finished.
    pub depth: u32,
    /// The expected line, as move texts.
    pub pv: Vec<String>,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
    /// Why the request could not be answered (bad position text, bad record, a mismatch).
    pub error: Option<String>,
}

impl SearchResult {
    /// The answer to a request that cannot be searched: no move, and why.
    pub fn failed(id: u64, error: String) -> SearchResult {
        SearchResult {
            id,
            best: None,
            text: None,
            score: 0,
            depth: 0,
            pv: Vec::new(),
            nodes: 0,
            elapsed_ms: 0.0,
            error: Some(error),
        }
    }
}

/// The position to search and the game's earlier positions, from a request.
pub fn resolve(request: &SearchRequest) -> Result<(Position, Vec<u64>), String> {
    let given = if request.position.trim().is_empty() {
        None
    } else {
        Some(Position::from_text(&request.position, request.options).map_err(|e| e.to_string())?)
    };
    let Some(record) = &request.record else {
        return given
            .map(|p| (p, Vec::new()))
            .ok_or_else(|| "no position and no record given".to_string());
    };
    let game = Game::from_record(record).map_err(|e| e.to_string())?;
    let current = *game.current();
    if let Some(pos) = given {
        if pos != current {
            return Err(format!(
                "the position is not the record's current position ({current}{})",
                if pos.options() != current.options() {
                    ", or its rule options differ"
                } else {
                    ""
                }
            ));
        }
    }
    let positions = game.positions();
    let earlier = &positions[..positions.len().saturating_sub(1)];
    Ok((current, earlier.iter().map(Position::hash).collect()))
}

/// Answers a request: picks the level, searches within the budget by the caller's clock, and
/// reports after every finished depth. Never panics on bad input: the result carries the error.
pub fn run(
    request: &SearchRequest,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    let (pos, history) = match resolve(request) {
        Ok(found) => found,
        Err(e) => return SearchResult::failed(request.id, e),
    };
    let params =
        Level::get(request.level).params(pos.seats(), request.limits, request.seed, history);
    let id = request.id;
    let texts = |pv: &[Move]| pv.iter().map(Move::to_string).collect::<Vec<_>>();
    let mut on_depth = |r: &Report| {
        progress(&Progress {
            id,
            depth: r.depth,
            best: r.best,
            text: r.best.map(|m| m.to_string()),
            score: r.score,
            pv: texts(&r.pv),
            nodes: r.nodes,
            elapsed_ms: r.elapsed_ms,
        })
    };
    let r = search_position(&pos, &params, clock, &mut on_depth);
    SearchResult {
        id,
        best: r.best,
        text: r.best.map(|m| m.to_string()),
        score: r.score,
        depth: r.depth,
        pv: texts(&r.pv),
        nodes: r.nodes,
        elapsed_ms: r.elapsed_ms,
        error: None,
    }
}
