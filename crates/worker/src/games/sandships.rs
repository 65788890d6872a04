//! Sandships in the worker: a [`TurnRequest`] in, the whole turn's actions out.

use sandships_ai::TurnRequest;

use super::WorkerGame;
use crate::Clock;

/// Its entry.
pub const GAME: WorkerGame = WorkerGame {
    id: "sandships",
    answer,
};

fn answer(ask: &str, clock: &dyn Clock) -> Result<Vec<String>, String> {
    let request =
        serde_json::from_str::<TurnRequest>(ask).map_err(|e| format!("unreadable request: {e}"))?;
    let result = sandships_ai::run(&request, clock);
    match result.error {
        Some(error) if result.actions.is_empty() => Err(error),
        _ => Ok(result.actions),
    }
}
