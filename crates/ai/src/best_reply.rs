//! Best reply search (Schadd and Winands, 2011; the "BRS+" form of Esser and others, 2013) for
//! a seat alone against several opponents: of each round of opponents' moves, only **one**
//! opponent replies with every move it has; the others play their likeliest move.
//!
//! Why it was tried, on the wedge boards: the paranoid search lets every opponent answer every
//! move with its worst for us, so two opponents on three zones (four on five, five on six)
//! count as a coalition that always finds the combination that hurts, and a round costs as
//! many plies as there are seats; at a fixed 150,000 nodes level 5 won only 11.7% of
//! three-player games against two level-3 seats (par 33%). Best reply assumes only the
//! strongest single reply, and a round costs two plies (our move and one reply), so it sees
//! whole rounds further ahead.
//!
//! **It is off by default** ([`SearchParams::best_reply`]): measured with level 5's playouts
//! (`martian match brs ...`) it did not beat the paranoid search both against level-3 seats and
//! head to head on any board. In three players it beat level-3 seats more often (at 100 ms a
//! move 34.0% of 450 games against paranoid's 25.6% of 360, par 33.3%) but lost to paranoid
//! head to head at 100 ms (16.0% of 150; even at 100,000 nodes, 30.4% of 450): a paranoid
//! searcher given the time punishes its optimism. In five players it lost head to head (10% of
//! 100, par 20%); in six it did worse against level-3 seats at 100 ms (18.3% of 60, paranoid
//! 33.3% of the same 60): there it plays every far opponent's likeliest move for whole rounds,
//! a poor guess of a quiet move. The README ("The AI on the wedge boards") has the tables.
//!
//! In the turn order, the round of opponents after a move of ours is searched like this:
//! - the first opponent either replies (each of its moves, one ply deeper, with the round
//!   marked as replied) or passes the reply on: it plays its likeliest move ([`likeliest`]) at
//!   the same depth, and the next opponent chooses the same way; the last opponent of the
//!   round must reply, so every round holds exactly one reply;
//! - once the round is replied, the opponents after the one that replied play their likeliest
//!   move without branching and without a ply ([`Searcher::bystander`]).
//!
//! Every move is legal in turn, so positions stay real (unlike the original best reply search,
//! which let the other opponents pass). Opponents still capture when they can (see
//! [`crate::sides::plausible`]). With one opponent (two players, or teams that alternate) every
//! round is a single reply and the search is the plain one.

use martian_engine::{EndReason, Geometry, Move, MoveKind, MoveList, Pos};

use crate::eval::terminal;
use crate::order::value_at;
use crate::params::SearchParams;
use crate::search::Searcher;
use crate::sides::Sides;

/// Whether a search with `params` for a game split into `sides` uses best reply search: only
/// where a seat or a team stands against several opponents.
pub(crate) fn uses_best_reply(params: &SearchParams, sides: Sides) -> bool {
    params.best_reply && matches!(sides, Sides::Paranoid { .. } | Sides::Alliance { .. })
}

/// The move an opponent that does not reply plays: its biggest capture, by its smallest
/// piece (what a player after its own points most likely does); else a field promotion; else
/// a move that stays in its own zone (a piece that crosses a canal changes hands, which
/// nobody does for nothing); else its first move. Fixed by the position alone, so that the
/// tests' plain minimax ([`crate::reference`]) plays the same.
pub(crate) fn likeliest<G: Geometry>(pos: &Pos<G>, moves: &MoveList) -> Move {
    let mover = pos.turn().0;
    let mut best = moves[0];
    let mut top = i32::MIN;
    for &mv in moves.iter() {
        let s = match mv.kind {
            MoveKind::Capture => 1_000 + 16 * value_at(pos, mv.to) - value_at(pos, mv.from),
            MoveKind::Promotion => 500,
            MoveKind::Plain if G::index(mv.to).map(G::zone_of) == Some(mover) => 1,
            MoveKind::Plain => 0,
        };
        if s > top {
            (best, top) = (mv, s);
        }
    }
    best
}

/// Whether the seat to move at `pos` is the last opponent before side `ours` moves again (it
/// must reply if nobody before it in the round did).
#[inline(always)]
pub(crate) fn last_opponent<G: Geometry>(pos: &Pos<G>, sides: Sides, ours: u8) -> bool {
    sides.side(pos.turn().next(G::SEATS).0) == ours
}

impl<G: Geometry> Searcher<'_, G> {
    /// An opponent after the reply of its round: it plays its likeliest move, at the same
    /// depth, and the value is what follows.
    pub(crate) fn bystander(
        &mut self,
        pos: &Pos<G>,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return terminal(pos, EndReason::NoMoves, self.sides, ply);
        }
        crate::sides::plausible(&mut moves, self.sides, pos.turn().0);
        let mut child = *pos;
        child.play_unchecked(likeliest(pos, &moves));
        let same = self.sides.side(child.turn().0) == self.sides.side(pos.turn().0);
        self.child(&child, same, depth, ply + 1, alpha, beta, true)
    }
}
