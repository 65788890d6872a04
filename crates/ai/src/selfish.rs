//! Selfish opponents: a hybrid of the paranoid search and max-n for a seat alone against
//! several opponents (three to six players, every seat for itself).
//!
//! The paranoid search lets every opponent answer with whatever hurts the root most, as if the
//! others were one coalition. Real opponents (the app's level-3 seats, people) play for their
//! own points: they do not give up a capture or leave a queen hanging to hurt a third player.
//! Credited with such moves, the coalition looks stronger the deeper the search looks, and the
//! root plays timidly (in three players level 5 won fewer games alone with more nodes).
//!
//! Here each opponent first ranks its moves by **its own** evaluation one ply deep: the
//! position after the move, valued for that opponent as a seat alone against all the others
//! (the same [`evaluate`] every level uses, from its chair: its points against the best of the
//! rest, what the next seat can take from it), less its biggest piece that *any* other seat
//! attacks ([`exposure`]: the evaluation counts only the next seat's threats, and without this
//! the model let opponents leave pieces hanging to us, an optimism the paranoid level 5 punished
//! head to head: 24.7% of 150 three-player games, with it 33.3%, par 33.3%). Only its `keep`
//! best moves stay (after the paranoid search's own rule: an opponent that can capture does,
//! see [`crate::sides::plausible`]); among those the search still assumes the one that is
//! worst for the root. So an opponent is selfish first (max-n's model) and hostile only among
//! its good moves (paranoid's), and the search keeps alpha-beta, the transposition table and
//! quiescence (the restriction depends on the position alone, so the table stays sound). With
//! `keep` 1 it is a max-n search with one-ply opponents.
//!
//! Switched by [`crate::SearchParams::selfish`] (level 5 keeps 2 in three-player games); the
//! figures are in the README ("The AI on the wedge boards", selfish opponents): at a fixed
//! 100,000 nodes a move against two level-3 seats level 5 won 33.5% of 400 three-player games
//! alone with it and 21.5% of the same 400 seeds without it; keeping 1, 3 or 4 moves did no
//! better.

use martian_engine::{Geometry, MoveList, Pos, MAX_MOVES};

use crate::eval::{evaluate, exposure, terminal, Weights};
use crate::sides::Sides;

/// Whether `mover` is an opponent the selfish model applies to under `sides`.
#[inline(always)]
pub(crate) fn applies(sides: Sides, mover: u8, keep: u8) -> bool {
    keep > 0 && matches!(sides, Sides::Paranoid { root } if root != mover)
}

/// The value of playing `mv` for the seat to move at `pos`, by its own evaluation.
pub(crate) fn own_value<G: Geometry>(pos: &Pos<G>, mv: martian_engine::Move, w: &Weights) -> i32 {
    let me = pos.turn().0;
    let own = Sides::Paranoid { root: me };
    let mut child = *pos;
    child.play_unchecked(mv);
    // Both values are to the child's side to move, under `own`: negate unless that is `me`.
    let v = match child.quick_end() {
        Some(reason) => return mine(terminal(&child, reason, own, 1), own, &child),
        None => mine(evaluate(&child, own, w), own, &child),
    };
    // The evaluation counts only the next seat's threats; every other seat moves before this
    // one again, so its biggest piece any of them attacks is at stake.
    v - w.hanging * exposure(&child, me)
}

/// A value to the side to move at `child` under `own`, turned to the side of `own`'s root.
#[inline(always)]
fn mine<G: Geometry>(v: i32, own: Sides, child: &Pos<G>) -> i32 {
    if own.side(child.turn().0) == 0 {
        v
    } else {
        -v
    }
}

/// Keeps the `keep` moves the seat to move at `pos` rates best for itself (ties: the earlier
/// move in generation order), when it is an opponent of the root under `sides`.
pub(crate) fn restrict<G: Geometry>(
    pos: &Pos<G>,
    moves: &mut MoveList,
    sides: Sides,
    keep: u8,
    w: &Weights,
) {
    let keep = keep as usize;
    if !applies(sides, pos.turn().0, keep as u8) || moves.len() <= keep {
        return;
    }
    let mut rated = [(0i32, 0usize); MAX_MOVES];
    let n = moves.len();
    for (i, (slot, mv)) in rated.iter_mut().zip(moves.iter()).enumerate() {
        *slot = (-own_value(pos, *mv, w), i);
    }
    // Best first, ties in generation order; the kept ones go back in generation order.
    rated[..n].sort_unstable();
    let mut kept = [false; MAX_MOVES];
    for &(_, i) in &rated[..keep] {
        kept[i] = true;
    }
    let mut i = 0;
    moves.retain(|_| {
        i += 1;
        kept[i - 1]
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_positions::three;

    #[test]
    fn an_opponent_keeps_its_own_best_moves() {
        // Seat 1's queen on 1a4 can take the root's pawn on 0d1 (1 point) or seat 2's queen on
        // 2a1 (3 points), or move quietly (its pawn on 1a1 keeps its zone from emptying). The paranoid search would let it do either capture;
        // selfish, keeping one move, it takes the queen.
        let pos = three("4/4/4/p2p|q3/4/4/p3|4/4/4/q3 1 - - 0,0,0");
        let sides = Sides::Paranoid { root: 0 };
        let w = Weights::default();
        let all = pos.legal_moves();
        let mut one = all.clone();
        restrict(&pos, &mut one, sides, 1, &w);
        let names: Vec<String> = one.iter().map(|m| m.to_string()).collect();
        assert_eq!(names, ["1a4x2a1"]);
        // Keeping two: the two captures, in generation order.
        let mut two = all.clone();
        restrict(&pos, &mut two, sides, 2, &w);
        let names: Vec<String> = two.iter().map(|m| m.to_string()).collect();
        assert_eq!(names, ["1a4x0d1", "1a4x2a1"]);
        // Off, or the root's own move: every move stays.
        let mut off = all.clone();
        restrict(&pos, &mut off, sides, 0, &w);
        assert_eq!(off, all);
        let mut root = all.clone();
        restrict(&pos, &mut root, Sides::Paranoid { root: 1 }, 1, &w);
        assert_eq!(root, all);
    }
}
