//! Sandships in the worker: a [`TurnRequest`] in, the whole turn's actions out.

use sandships_ai::TurnRequest;
use serde::Deserialize;

use super::WorkerGame;
use crate::Clock;

/// Its entry.
pub const GAME: WorkerGame = WorkerGame {
    id: "sandships",
    answer,
};

fn answer(ask: &serde_json::Value, clock: &dyn Clock) -> Result<Vec<String>, String> {
    let request = TurnRequest::deserialize(ask).map_err(|e| format!("unreadable request: {e}"))?;
    let result = sandships_ai::run(&request, clock);
    match result.error {
        Some(error) if result.actions.is_empty() => Err(error),
        _ => Ok(result.actions),
    }
}
