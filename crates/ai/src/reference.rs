//! Plain minimax, with no pruning, no table and no ordering: the yardstick the real search is
//! tested against. It shares the evaluation, the terminal values, the sides, the root's
//! candidate moves (clock calls included) and the paranoid search's model of the opponents
//! (they capture when they can), and it follows best reply search where the search does (one
//! reply a round of opponents, the others playing their likeliest move), so any difference in
//! value is the search's fault. Exponential: for small trees only.

use martian_engine::{EndReason, Geometry, Pos};

use crate::best_reply::{last_opponent, likeliest, uses_best_reply};
use crate::deepening::root_candidates;
use crate::eval::{evaluate, terminal};
use crate::params::SearchParams;
use crate::search::INF;
use crate::sides::{plausible, Sides};

/// The value of `pos` to its side to move, `depth` plies deep then captures played out (when
/// `params.quiescence` is on), every line searched.
pub fn minimax<G: Geometry>(pos: &Pos<G>, depth: u32, params: &SearchParams) -> i32 {
    let sides = Sides::for_game(G::SEATS, pos.options().teams, pos.turn());
    if let Some(reason) = pos.quick_end() {
        return terminal(pos, reason, sides, 0);
    }
    if depth == 0 {
        return quiet(pos, 0, sides, params);
    }
    let moves = root_candidates(pos, params.clock_calls);
    if moves.is_empty() {
        return terminal(pos, EndReason::NoMoves, sides, 0);
    }
    let brs = uses_best_reply(params, sides);
    let side = sides.side(pos.turn().0);
    let mut best = -INF;
    for mv in moves {
        let mut child = *pos;
        child.play_unchecked(mv);
        let v = node(&child, depth - 1, 1, sides, params, brs, false);
        let v = if sides.side(child.turn().0) == side {
            v
        } else {
            -v
        };
        best = best.max(v);
    }
    best
}

/// `brs`: best reply search; `replied`: an opponent has replied in this round already.
fn node<G: Geometry>(
    pos: &Pos<G>,
    depth: u32,
    ply: usize,
    sides: Sides,
    params: &SearchParams,
    brs: bool,
    replied: bool,
) -> i32 {
    if let Some(reason) = pos.quick_end() {
        return terminal(pos, reason, sides, ply);
    }
    if depth == 0 {
        return quiet(pos, ply, sides, params);
    }
    let mut moves = pos.legal_moves();
    if moves.is_empty() {
        return terminal(pos, EndReason::NoMoves, sides, ply);
    }
    plausible(&mut moves, sides, pos.turn().0);
    crate::selfish::restrict(pos, &mut moves, sides, params.selfish, &params.weights);
    let side = sides.side(pos.turn().0);
    // The root's side is side 0.
    let opponent = brs && side != 0;
    // (move, the depth after it, whether the round is replied after it)
    let mut lines: Vec<_> = Vec::new();
    if opponent && replied {
        lines.push((likeliest(pos, &moves), depth, true));
    } else {
        lines.extend(moves.iter().map(|&mv| (mv, depth - 1, opponent)));
        if opponent && !last_opponent(pos, sides, 0) {
            lines.push((likeliest(pos, &moves), depth, false));
        }
    }
    let mut best = -INF;
    for (mv, d, r) in lines {
        let mut child = *pos;
        child.play_unchecked(mv);
        let v = node(&child, d, ply + 1, sides, params, brs, r);
        best = best.max(if sides.side(child.turn().0) == side {
            v
        } else {
            -v
        });
    }
    best
}

fn quiet<G: Geometry>(pos: &Pos<G>, ply: usize, sides: Sides, params: &SearchParams) -> i32 {
    if let Some(reason) = pos.quick_end() {
        return terminal(pos, reason, sides, ply);
    }
    let mut best = evaluate(pos, sides, &params.weights);
    if !params.quiescence {
        return best;
    }
    let side = sides.side(pos.turn().0);
    for mv in pos.captures() {
        let mut child = *pos;
        child.play_unchecked(mv);
        let v = quiet(&child, ply + 1, sides, params);
        best = best.max(if sides.side(child.turn().0) == side {
            v
        } else {
            -v
        });
    }
    best
}
