//! Verifying a puzzle: replay its solution, every move legal in order, every solver move the
//! unique best at the budget given ([`UNIQUE_GAP`]), the line's shape as the format promises.

use core::fmt;

use martian_engine::{Move, Position};

use crate::judge::{judge_step, same_squares, UNIQUE_GAP};
use crate::mine::MAX_SOLVER_MOVES;
use crate::puzzle::Puzzle;

/// Why a puzzle fails, and at which move of its solution.
#[derive(Clone, Debug, PartialEq)]
pub struct VerifyError {
    /// The move of the solution, from 1 (0 for the puzzle as a whole).
    pub step: usize,
    /// What is wrong.
    pub kind: VerifyErrorKind,
}

/// What is wrong with a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub enum VerifyErrorKind {
    /// The move cannot be played here (the engine's reason).
    Illegal(String),
    /// The game is over before the solution is.
    GameOver,
    /// A solver move that is not the engine's best (the best's text).
    NotBest(String),
    /// A solver move that another move comes within the gap of (that move's text, and the gap
    /// in chance).
    NotUnique(String, f64),
    /// The only move: nothing to find.
    OnlyMove,
    /// The line ends on another seat's move.
    EndsOnAnswer,
    /// More solver moves than [`MAX_SOLVER_MOVES`].
    TooLong(usize),
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.step > 0 {
            write!(f, "move {}: ", self.step)?;
        }
        match &self.kind {
            VerifyErrorKind::Illegal(why) => write!(f, "illegal: {why}"),
            VerifyErrorKind::GameOver => write!(f, "the game is already over"),
            VerifyErrorKind::NotBest(best) => write!(f, "not the best move ({best} is)"),
            VerifyErrorKind::NotUnique(other, gap) => write!(
                f,
                "not unique: {other} is within {:.1} points of win chance (needs {:.0})",
                gap * 100.0,
                UNIQUE_GAP * 100.0
            ),
            VerifyErrorKind::OnlyMove => write!(f, "the only move: nothing to find"),
            VerifyErrorKind::EndsOnAnswer => {
                write!(f, "the line ends on an answer, not on a solver move")
            }
            VerifyErrorKind::TooLong(n) => {
                write!(f, "{n} solver moves (at most {MAX_SOLVER_MOVES})")
            }
        }
    }
}

impl std::error::Error for VerifyError {}

/// Checks a puzzle at `nodes` (the miner's check budget is the full check); returns the
/// checked moves of its solution.
///
/// The answers are checked for legality only: they are the miner's best answers, and a
/// different answer would only change which move the solver must find next, which the next
/// step checks anyway.
pub fn verify(puzzle: &Puzzle, nodes: u64) -> Result<Vec<Move>, VerifyError> {
    let solver = puzzle.solver();
    let mut pos: Position = puzzle.start;
    let mut moves = Vec::new();
    let mut solver_moves = 0;
    let mut last_mover = None;
    for (i, text) in puzzle.solution.iter().enumerate() {
        let fail = |kind| VerifyError { step: i + 1, kind };
        if pos.is_over() {
            return Err(fail(VerifyErrorKind::GameOver));
        }
        let mv = text
            .resolve(&pos)
            .map_err(|e| fail(VerifyErrorKind::Illegal(e.reason)))?;
        if pos.turn() == solver {
            solver_moves += 1;
            if solver_moves > MAX_SOLVER_MOVES {
                return Err(fail(VerifyErrorKind::TooLong(solver_moves)));
            }
            let step = judge_step(&pos, nodes).ok_or_else(|| fail(VerifyErrorKind::GameOver))?;
            if !same_squares(step.best, mv) {
                return Err(fail(VerifyErrorKind::NotBest(step.best.to_string())));
            }
            match step.second {
                None => return Err(fail(VerifyErrorKind::OnlyMove)),
                Some((other, _)) if step.gap() < UNIQUE_GAP => {
                    return Err(fail(VerifyErrorKind::NotUnique(
                        other.to_string(),
                        step.gap(),
                    )))
                }
                Some(_) => {}
            }
        }
        last_mover = Some(pos.turn());
        moves.push(mv);
        pos.play_unchecked(mv);
    }
    if last_mover != Some(solver) {
        return Err(VerifyError {
            step: moves.len(),
            kind: VerifyErrorKind::EndsOnAnswer,
        });
    }
    Ok(moves)
}
