//! Playouts: a game finished quickly by a simple policy, to estimate who wins from a position.
//!
//! In the four-player game every seat for itself, what decides a game is less the next capture
//! than *when the game ends and who is on top then*: any seat that moves its last piece out of
//! its zone ends it, and three opponents capture between two of our moves. The paranoid search
//! cannot see that far, and it plays as if the three others schemed together. A playout plays
//! the game to its end with the policy most players follow most of the time, take the biggest
//! piece you can, and tells who won; many of them tell how often a move leads to a win.
//!
//! The policy is the greedy capturer's (the biggest capture, a random one among equals, else a
//! random move), for every seat alike. It is cheap (one move generation a ply) and it is what
//! a table of casual players does; against three greedy capturers it is exactly right.

use martian_engine::{EndReason, Geometry, Move, Outcome, Pos};

use looney_pyramids::Rng;

/// A playout still running after this many plies is judged as it stands.
pub const MAX_PLAYOUT_PLIES: u32 = 200;

/// A playout's result for one seat, counted in halves so sums stay integers.
pub type Halves = u32;

/// A win alone.
pub const WIN_HALVES: Halves = 2;

/// Plays `pos` to its end with [`policy`] and returns the result for `seat`: [`WIN_HALVES`]
/// for a win alone, 1 for a shared top, 0 for a loss. Adds the plies played (at least one, so
/// a budget always runs down) to `nodes`.
pub(crate) fn playout<G: Geometry>(
    mut pos: Pos<G>,
    seat: u8,
    rng: &mut Rng,
    nodes: &mut u64,
) -> Halves {
    *nodes += 1;
    for _ in 0..MAX_PLAYOUT_PLIES {
        if let Some(reason) = pos.quick_end() {
            return result(&pos, reason, seat);
        }
        let Some(mv) = policy(&pos, rng) else {
            return result(&pos, EndReason::NoMoves, seat);
        };
        pos.play_unchecked(mv);
        *nodes += 1;
    }
    // Judged as if the clock ended it now: the top score wins, a shared top is shared.
    let reason = pos.quick_end().unwrap_or(EndReason::Clock);
    result(&pos, reason, seat)
}

/// What the end of the game at `pos` means for `seat`.
fn result<G: Geometry>(pos: &Pos<G>, reason: EndReason, seat: u8) -> Halves {
    let last = pos.turn().prev(G::SEATS);
    let outcome = Outcome::decide(reason, pos.scores(), last, pos.options().teams);
    match (
        outcome.winners.iter().any(|s| s.0 == seat),
        outcome.winners.len(),
    ) {
        (false, _) => 0,
        (true, 1) => WIN_HALVES,
        (true, _) => 1,
    }
}

/// The playout policy: the capture of the biggest piece (a random one among equals), else a
/// random move; `None` when there is no legal move.
pub(crate) fn policy<G: Geometry>(pos: &Pos<G>, rng: &mut Rng) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let mut top = 0;
    let mut equals = 0;
    let mut chosen = moves[0];
    for mv in moves.iter().filter(|m| m.is_capture()) {
        let value = pos.piece_at(mv.to).map_or(0, |r| r.value());
        if value > top {
            (top, equals, chosen) = (value, 1, *mv);
        } else if value == top {
            // Reservoir sampling: each of the equals is kept with the same chance.
            equals += 1;
            if rng.below(equals) == 0 {
                chosen = *mv;
            }
        }
    }
    if top > 0 {
        return Some(chosen);
    }
    Some(moves[rng.below(moves.len() as u64) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_positions::four;
    use martian_engine::{Four, RuleOptions};

    #[test]
    fn the_policy_takes_the_biggest_piece() {
        // Seat 0 (a1-d4) has a queen on d4 that can take the pawn on e4 or the queen on e5.
        let pos = four("p7/8/8/4q3/3qp3/8/8/p6d 0 - - 0,0,0,0");
        let mut rng = Rng::new(3);
        for _ in 0..20 {
            let mv = policy(&pos, &mut rng).unwrap();
            assert_eq!(mv.to.to_string(), "e5");
        }
    }

    #[test]
    fn a_playout_ends_the_game_and_names_the_winner() {
        // Seat 0 leads 10 to 0; its last piece takes the pawn on a8, which ends the game.
        let pos = four("p6p/8/8/8/q7/8/8/7d 0 - - 10,0,0,0");
        let mut rng = Rng::new(1);
        let mut nodes = 0;
        for seat in 0..4 {
            let r = playout(pos, seat, &mut rng, &mut nodes);
            assert_eq!(r, if seat == 0 { WIN_HALVES } else { 0 });
        }
        assert!(nodes >= 4);
        // From the start, every playout ends with a result for each seat that adds up: one
        // winner alone, or a shared top.
        let start = Pos::<Four>::start(RuleOptions::default(), martian_engine::Seat(0));
        for _ in 0..20 {
            let seed = rng.next_u64();
            let total: u32 = (0..4)
                .map(|seat| playout(start, seat, &mut Rng::new(seed), &mut nodes))
                .sum();
            assert!((1..=4).contains(&total), "{total}");
        }
    }
}
