//! Move ordering: alpha-beta prunes most when the best move comes first. In order:
//! 1. the transposition table's move (the best one last time this position was searched);
//! 2. captures, biggest victim first, and of those the smallest capturer first (the capturer
//!    changes hands, so taking a queen with a pawn beats taking it with a queen);
//! 3. field promotions;
//! 4. the two killer moves of this ply (quiet moves that cut off in a sibling);
//! 5. the other quiet moves by their history score (how often they cut off anywhere).

use martian_engine::{Geometry, Move, MoveKind, Pos};

use crate::tt::pack;

/// Deepest ply the search keeps per-ply data for.
pub const MAX_PLY: usize = 96;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const PROMOTION: i32 = 1 << 23;
const KILLER: i32 = 1 << 22;
const HISTORY_MAX: i32 = 1 << 20;

/// The value of the piece on a square (0 for an empty one).
#[inline(always)]
pub fn value_at<G: Geometry>(pos: &Pos<G>, sq: martian_engine::Square) -> i32 {
    pos.piece_at(sq).map_or(0, |r| r.value() as i32)
}

/// Killers and history, learnt during one search.
pub struct Orderer {
    killers: Vec<[u32; 2]>,
    history: Vec<i32>,
}

impl Default for Orderer {
    fn default() -> Self {
        Orderer {
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; SQUARES * SQUARES],
        }
    }
}

impl Orderer {
    /// How early a move should be tried.
    #[inline]
    pub fn score<G: Geometry>(&self, pos: &Pos<G>, mv: Move, tt_move: u32, ply: usize) -> i32 {
        let packed = pack(mv);
        if packed == tt_move {
            return TT_MOVE;
        }
        match mv.kind {
            MoveKind::Capture => CAPTURE + 16 * value_at(pos, mv.to) - value_at(pos, mv.from),
            MoveKind::Promotion => PROMOTION,
            MoveKind::Plain => {
                let k = self.killers.get(ply).copied().unwrap_or([0; 2]);
                if packed == k[0] {
                    KILLER + 1
                } else if packed == k[1] {
                    KILLER
                } else {
                    self.history[history_index(mv)]
                }
            }
        }
    }

    /// A quiet move caused a cut-off: remember it as a killer and raise its history.
    pub fn cut_off(&mut self, mv: Move, depth: i32, ply: usize) {
        if mv.kind != MoveKind::Plain {
            return;
        }
        let packed = pack(mv);
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != packed {
                k[1] = k[0];
                k[0] = packed;
            }
        }
        let h = &mut self.history[history_index(mv)];
        *h += depth * depth;
        if *h > HISTORY_MAX {
            for v in self.history.iter_mut() {
                *v /= 2;
            }
        }
    }
}

#[inline(always)]
fn history_index(mv: Move) -> usize {
    (mv.from.index() as usize % SQUARES) * SQUARES + (mv.to.index() as usize % SQUARES)
}

/// Square indices run to 159 (64 grid squares, then six wedge zones of 16).
const SQUARES: usize = 160;

/// Moves `moves[i..]`'s best-scored move to `i` (selection sort, one step at a time, since a
/// cut-off usually comes before the list is through).
#[inline]
pub fn pick(moves: &mut [Move], scores: &mut [i32], i: usize) {
    let mut best = i;
    for j in i + 1..moves.len().min(scores.len()) {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
}
