//! Martian Chess puzzles: the sets mined from self-play and proved by the engine
//! (`static/puzzles/`, `martian puzzles mine`), and the trainer on Learn's page that serves
//! them one at a time (the machinery it plugs into, ratings and choosing, is in `crate::learn`).

pub mod board;
pub mod refute;
pub mod sets;
pub mod share;
pub mod side;
pub mod trainer;

use yew::prelude::*;

use crate::hooks::ai_worker::AiHandle;

/// The trainer at a puzzle (`None`: the trainer chooses), as Learn's page opens it, with the
/// AI's worker Learn's page keeps for it.
pub fn page(asked: Option<String>, on_place: Callback<String>, ai: AiHandle) -> Html {
    html! { <trainer::PuzzleTrainer {asked} {on_place} {ai} /> }
}
