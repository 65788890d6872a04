//! The games the worker plays: one entry a game, found by the id the page sends. An entry
//! reads its game's own request and answers each kind of ask ([`crate::Ask`]): the steps its
//! AI plays, a hint for the seat to act, every seat's chance to win. All three read the same
//! request (the one the page writes for the computer's turn), so the page asks for a hint or
//! chances exactly as it asks for a move.

mod martian_chess;
mod sandships;

use crate::Clock;

/// A game's part in the worker.
pub struct WorkerGame {
    /// Its id, as the app's registry names it.
    pub id: &'static str,
    /// Answers one of its requests with the steps to play, or why there are none.
    pub answer: fn(&str, &dyn Clock) -> Result<Vec<String>, String>,
    /// The hint for the seat to act: one entry a step of the engine's best move or plan, each
    /// written `step<TAB>words` (the step as the game writes it, then the step in words).
    pub hint: fn(&str) -> Result<Vec<String>, String>,
    /// Every seat's chance to win, in seat order, each in tenths of a per cent (`"523"`: 52.3%),
    /// from a small search: cheap enough to ask after every step.
    pub chances: fn(&str) -> Result<Vec<String>, String>,
    /// One move (turn) of a game judged at the review's budget, from a
    /// [`crate::ReviewRequest`]: one entry, the judged move as a review comment's text
    /// (`study::comments::move_comment`), which the page completes from the record it sent.
    pub review: fn(&str) -> Result<Vec<String>, String>,
}

/// A chance (0 to 1) in tenths of a per cent, as the page reads it.
pub fn tenths(p: f64) -> String {
    ((p.clamp(0.0, 1.0) * 1000.0).round() as u16).to_string()
}

/// Every game the worker plays.
pub const GAMES: &[WorkerGame] = &[martian_chess::GAME, sandships::GAME];

/// The game with this id.
pub fn find(id: &str) -> Option<&'static WorkerGame> {
    GAMES.iter().find(|g| g.id == id)
}
