//! The games the worker plays: one entry a game, found by the id the page sends. An entry
//! reads its game's own request and answers with the steps its AI plays.

mod martian_chess;
mod sandships;

use crate::Clock;

/// A game's part in the worker.
pub struct WorkerGame {
    /// Its id, as the app's registry names it.
    pub id: &'static str,
    /// Answers one of its requests with the steps to play, or why there are none.
    pub answer: fn(&str, &dyn Clock) -> Result<Vec<String>, String>,
}

/// Every game the worker plays.
pub const GAMES: &[WorkerGame] = &[martian_chess::GAME, sandships::GAME];

/// The game with this id.
pub fn find(id: &str) -> Option<&'static WorkerGame> {
    GAMES.iter().find(|g| g.id == id)
}
