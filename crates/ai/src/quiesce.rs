//! Quiescence search: at the horizon, play out the captures before trusting the evaluation.
//! In Martian Chess every capture hands the capturer to the other side, so a capture that
//! looks free often gives away a piece that takes something back; stopping in the middle of
//! such an exchange would misjudge it badly.
//!
//! The side to move may always "stand pat" (make a quiet move instead), so the evaluation is a
//! floor. Captures only shrink the material, so the search ends by itself.

use martian_engine::{Geometry, Pos, MAX_MOVES};

use crate::eval::{evaluate, terminal};
use crate::order::{pick, value_at, MAX_PLY};
use crate::search::Searcher;

impl<G: Geometry> Searcher<'_, G> {
    /// The value of `pos` to its side to move, captures played out.
    pub(crate) fn quiesce(&mut self, pos: &Pos<G>, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if let Some(reason) = pos.quick_end() {
            return terminal(pos, reason, self.sides, ply);
        }
        if self.tick() {
            return 0;
        }
        let stand = evaluate(pos, self.sides, &self.weights);
        if !self.quiescence || ply >= MAX_PLY || stand >= beta {
            return stand;
        }
        if stand > alpha {
            alpha = stand;
        }
        let mut moves = pos.captures();
        let mut scores = [0i32; MAX_MOVES];
        for (s, mv) in scores.iter_mut().zip(moves.iter()) {
            *s = 16 * value_at(pos, mv.to) - value_at(pos, mv.from);
        }
        let side = self.sides.side(pos.turn().0);
        let mut best = stand;
        for i in 0..moves.len() {
            pick(&mut moves, &mut scores, i);
            let mut child = *pos;
            child.play_unchecked(moves[i]);
            let v = if self.sides.side(child.turn().0) == side {
                self.quiesce(&child, ply + 1, alpha, beta)
            } else {
                -self.quiesce(&child, ply + 1, -beta, -alpha)
            };
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
