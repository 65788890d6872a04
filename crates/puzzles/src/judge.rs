//! Is there exactly one good move? The analysis search's exact values for the best moves,
//! turned into the solver's calibrated win chance, compared between the best move and the best
//! move to other squares.
//!
//! A move and the same move with the clock called are one choice here: they move the same piece
//! to the same square, and where calling does not matter the two are equal, which would make
//! every position where the clock can be called "not unique". The solution records the engine's
//! choice (its best of the two); the clock is a theme of its own when it is called.
//!
//! The miner and [`crate::verify`] make exactly the same call on the same position (no history,
//! no moves forced exact), so a puzzle mined at a budget verifies at that budget on any machine.

use martian_ai::study::{analyse, Analysis, AnalysisParams};
use martian_engine::{Move, Position};

/// How much better than every other the solver's move must be, in win chance (0 to 1): 35
/// points of Win%, lichess-puzzler's threshold.
pub const UNIQUE_GAP: f64 = 0.35;

/// The side to move's choice, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The analysis's best move.
    pub best: Move,
    /// The solver's chance after it.
    pub chance: f64,
    /// The best move to other squares and the solver's chance after it (`None` when one
    /// piece's move is the only one: nothing to find).
    pub second: Option<(Move, f64)>,
}

impl Step {
    /// How much the best beats the best other by, in chance (0 when there is no other).
    pub fn gap(&self) -> f64 {
        match self.second {
            Some((_, c)) => self.chance - c,
            None => 0.0,
        }
    }

    /// Whether the best is the one good move: better than every other by [`UNIQUE_GAP`].
    pub fn is_unique(&self) -> bool {
        self.second.is_some() && self.gap() >= UNIQUE_GAP
    }
}

/// Whether two moves move the same piece to the same square (the clock call aside).
pub fn same_squares(a: Move, b: Move) -> bool {
    a.from == b.from && a.to == b.to
}

/// Judges the side to move's choice at `nodes`. `None` when the game is over.
///
/// Three moves get exact values (every other is bounded by the third), so the best move to
/// other squares is always among the exact ones even when the best move's clock call takes a
/// place.
pub fn judge_step(pos: &Position, nodes: u64) -> Option<Step> {
    let analysis = analyse(
        pos,
        &AnalysisParams {
            exact: 3,
            ..AnalysisParams::new(nodes)
        },
    );
    step_of(&analysis, pos.turn().0 as usize)
}

/// The step in an analysis made as [`judge_step`] makes it.
pub(crate) fn step_of(analysis: &Analysis, solver: usize) -> Option<Step> {
    let best = analysis.best()?;
    let second = analysis
        .moves
        .iter()
        .filter(|r| r.exact && !same_squares(r.mv, best.mv))
        .max_by(|a, b| a.chances[solver].total_cmp(&b.chances[solver]))
        .map(|r| (r.mv, r.chances[solver]));
    Some(Step {
        best: best.mv,
        chance: best.chances[solver],
        second,
    })
}
