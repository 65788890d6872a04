//! Martian Chess in the worker: a [`SearchRequest`] in, the move to play out.

use martian_ai::{Clock, SearchRequest};

use super::WorkerGame;

/// Its entry.
pub const GAME: WorkerGame = WorkerGame {
    id: "martian-chess",
    answer,
};

fn answer(ask: &str, clock: &dyn Clock) -> Result<Vec<String>, String> {
    let request = serde_json::from_str::<SearchRequest>(ask)
        .map_err(|e| format!("unreadable request: {e}"))?;
    let result = martian_ai::run(&request, clock, &mut |_| {});
    match (result.text, result.error) {
        (Some(text), _) => Ok(vec![text]),
        (None, Some(error)) => Err(error),
        (None, None) => Err("there is no move to play".into()),
    }
}
