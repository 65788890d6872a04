//! The hint: the best move for the side to move, with words that say why, from one analysis
//! at [`super::HINT_NODES`] nodes (about a quarter of a second in the browser, docs/study.md).

use martian_engine::{Move, Position};

use super::analyse::{analyse, AnalysisParams};
use super::review::best_for_mover;
use super::words::explain;

/// A hint.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The move.
    pub mv: Move,
    /// Its move text (`clock c2-c5` when it calls the clock).
    pub text: String,
    /// Why, in words.
    pub words: String,
    /// The line the engine expects, starting with the move.
    pub line: Vec<Move>,
    /// Every seat's chance to win after it, 0 to 1.
    pub chances: Vec<f64>,
}

/// The hint for the side to move of `pos` (`history`: the game's earlier positions' hashes);
/// `None` once the game is over.
pub fn hint(pos: &Position, history: Vec<u64>, nodes: u64) -> Option<Hint> {
    let a = analyse(
        pos,
        &AnalysisParams {
            history,
            ..AnalysisParams::new(nodes)
        },
    );
    let best = best_for_mover(&a.moves, pos.turn().0 as usize)?;
    Some(Hint {
        mv: best.mv,
        text: best.mv.to_string(),
        words: explain(pos, best.mv, &best.line),
        line: best.line.clone(),
        chances: best.chances.clone(),
    })
}
