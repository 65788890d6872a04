//! Who plays with whom: every search here is between two sides, and this file says how the
//! seats of a game fall into them.
//!
//! - Two players: each seat is a side, and the sides alternate, so the search is plain
//!   negamax.
//! - Four players in teams: seats 0 + 2 against 1 + 3. Turn order is 0, 1, 2, 3, so the teams
//!   alternate too, and it is negamax again on the team to move.
//! - Four players, every seat for itself: a **paranoid** search. The seat that asks for a move
//!   is one side; the three others are assumed to be a coalition playing against it. We chose
//!   paranoid over max-n on purpose: max-n cannot prune (no alpha-beta cut-offs between more
//!   than two players, only shallow pruning), so at the same budget it sees about half the
//!   depth; paranoid keeps alpha-beta, the transposition table and quiescence unchanged, and its
//!   pessimism is what a lone player needs on a board where all three neighbours can take its
//!   pieces. Its known weakness (expecting opponents to sacrifice for each other) is softened by
//!   the evaluation, which scores the coalition by a blend of its best and its average member
//!   rather than by their sum.
//!
//! The coalition is modelled one step closer to real opponents: a coalition seat that can
//! capture is assumed to capture (any capture, not only the biggest). Without this, paranoid
//! play credits the three with quiet moves whose only purpose is to hurt the root, and turns
//! timid; with it, against three greedy capturers, the winning share at 200 000 nodes a move
//! rose from 28 to 41 games in 80 (the same 80 seeded games). It also narrows the tree, so
//! the root sees one more of its own moves.
//!
//! Paranoid search still cannot see what decides most four-player games: who is on top when
//! some seat empties its zone. At levels 4 and 5 it therefore only picks the sound moves, and
//! playouts choose among them (see `deepening` and `playout`).
//!
//! - Three and five players (wedge boards): paranoid, as four alone, for the same reasons. Best
//!   reply search (`best_reply`: of each round of opponents only one replies in full) was
//!   measured against it on every wedge board and did not win; it stays an option. Selfish
//!   opponents (`selfish`: each opponent keeps only its own best moves, then paranoid among
//!   them) did better in three players, where level 5 uses them (not in five).
//! - Six players in teams (partners across the centre, `k` and `k + 3`): three teams cannot
//!   alternate as two sides, so the root's team is one side and the other two teams are the
//!   paranoid coalition (**alliance**), scored like the four-player coalition but by team.
//!
//! In the paranoid search two seats in a row can be on the same side (the coalition moves three
//! times running), so the search negates a child's value only when the side changes.

use martian_engine::Seat;

/// How the seats of a game are split into two sides for the search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sides {
    /// Two players: side = seat.
    Seats,
    /// Four players in teams: side = seat parity.
    Teams,
    /// Four players alone (or three, or five): the `root` seat against the others.
    Paranoid {
        /// The seat the search plays for.
        root: u8,
    },
    /// Six players in teams: the root's team against the other two.
    Alliance {
        /// The seats of the root's team, one bit each.
        team: u8,
    },
}

/// Team totals of six seats (partners `k` and `k + 3`), in hundredths: the team holding
/// `team`'s seats, and the best and the sum of the two others.
fn six_teams(scores: &[u16], team: u8) -> (i32, i32, i32) {
    let s = |i: usize| scores.get(i).copied().unwrap_or(0) as i32 * 100;
    let mut mine = 0;
    let (mut best, mut sum) = (0, 0);
    for k in 0..3 {
        let points = s(k) + s(k + 3);
        if team >> k & 1 != 0 {
            mine = points;
        } else {
            best = best.max(points);
            sum += points;
        }
    }
    (mine, best, sum)
}

impl Sides {
    /// The split for a game of `seats` seats, searched for seat `root`.
    pub fn for_game(seats: u8, teams: bool, root: Seat) -> Sides {
        match (seats, teams) {
            (2, _) => Sides::Seats,
            (4, true) => Sides::Teams,
            (6, true) => Sides::Alliance {
                team: root.team_mask(6, true),
            },
            _ => Sides::Paranoid { root: root.0 },
        }
    }

    /// The side (0 or 1) a seat plays on.
    #[inline(always)]
    pub fn side(self, seat: u8) -> u8 {
        match self {
            Sides::Seats => seat & 1,
            Sides::Teams => seat & 1,
            Sides::Paranoid { root } => (seat != root) as u8,
            Sides::Alliance { team } => (team >> seat & 1 == 0) as u8,
        }
    }

    /// Each side's points in hundredths, for the evaluation. A coalition counts a blend of its
    /// best member (who would win) and its average (what it can spread around).
    pub fn points(self, scores: &[u16]) -> [i32; 2] {
        let s = |i: usize| scores.get(i).copied().unwrap_or(0) as i32 * 100;
        match self {
            Sides::Seats => [s(0), s(1)],
            Sides::Teams => [s(0) + s(2), s(1) + s(3)],
            Sides::Paranoid { root } => {
                let r = root as usize;
                let others = (0..scores.len()).filter(|i| *i != r);
                let best = others.clone().map(s).max().unwrap_or(0);
                let sum: i32 = others.map(s).sum();
                let n = (scores.len() as i32 - 1).max(1);
                [s(r), (6 * best + 4 * sum / n) / 10]
            }
            Sides::Alliance { team } => {
                let (mine, best, sum) = six_teams(scores, team);
                [mine, (6 * best + 4 * sum / 2) / 10]
            }
        }
    }

    /// +1 when side 0 leads on the points that decide the game, -1 when side 1 does, 0 on a
    /// tie. In the paranoid split the root leads only if it is strictly on top.
    pub fn lead(self, scores: &[u16]) -> i32 {
        let s = |i: usize| scores.get(i).copied().unwrap_or(0) as i32;
        let (a, b) = match self {
            Sides::Seats => (s(0), s(1)),
            Sides::Teams => (s(0) + s(2), s(1) + s(3)),
            Sides::Paranoid { root } => {
                let r = root as usize;
                let best = (0..scores.len()).filter(|i| *i != r).map(s).max();
                (s(r), best.unwrap_or(0))
            }
            Sides::Alliance { team } => {
                let (mine, best, _) = six_teams(scores, team);
                (mine, best)
            }
        };
        (a - b).signum()
    }

    /// How much one seat counts in its side's sums (material, pieces): a whole seat, or a third
    /// of one in the paranoid coalition, so three opponents do not outweigh one seat threefold
    /// (in the alliance, half a seat: two teams against one).
    #[inline(always)]
    pub fn share(self, seats: usize, seat: u8) -> (i32, i32) {
        match self {
            Sides::Paranoid { root } if seat != root => (1, (seats as i32 - 1).max(1)),
            Sides::Alliance { team } if team >> seat & 1 == 0 => (1, 2),
            _ => (1, 1),
        }
    }
}

/// The moves the search considers for `mover`. In the paranoid search an opponent that can
/// capture is assumed to capture: points are what every player is after, and without this the
/// coalition would be credited with quiet moves that only serve to hurt the root.
pub(crate) fn plausible(moves: &mut martian_engine::MoveList, sides: Sides, mover: u8) {
    let coalition = match sides {
        Sides::Paranoid { root } => mover != root,
        Sides::Alliance { team } => team >> mover & 1 == 0,
        _ => false,
    };
    if coalition && moves.iter().any(|m| m.is_capture()) {
        moves.retain(|m| m.is_capture());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits() {
        assert_eq!(Sides::for_game(2, false, Seat(1)), Sides::Seats);
        assert_eq!(Sides::for_game(4, true, Seat(1)), Sides::Teams);
        let p = Sides::for_game(4, false, Seat(2));
        assert_eq!(p, Sides::Paranoid { root: 2 });
        assert_eq!(p.side(2), 0);
        assert_eq!(p.side(3), 1);
        assert_eq!(Sides::Teams.side(2), 0);
        assert_eq!(Sides::Teams.side(3), 1);
        assert_eq!(Sides::Seats.lead(&[3, 5]), -1);
        assert_eq!(Sides::Teams.lead(&[3, 5, 4, 1]), 1);
        assert_eq!(p.lead(&[3, 5, 5, 1]), 0);
        // Root 10; the others 0, 0, 10: best 10, average 3.33, blended 7.33.
        assert_eq!(p.points(&[0, 0, 10, 10]), [1000, 733]);
        // Three and five seats: paranoid too.
        assert_eq!(
            Sides::for_game(5, false, Seat(4)),
            Sides::Paranoid { root: 4 }
        );
        // Six in teams: seat 4 plays with seat 1 against the four others.
        let a = Sides::for_game(6, true, Seat(4));
        assert_eq!(a, Sides::Alliance { team: 0b010010 });
        assert_eq!((a.side(1), a.side(4), a.side(0), a.side(5)), (0, 0, 1, 1));
        // Teams 0+3 = 5, 1+4 = 8, 2+5 = 9: ours 8, best other 9, sum 14: 0.6*9 + 0.4*7.
        assert_eq!(a.points(&[2, 3, 4, 3, 5, 5]), [800, 820]);
        assert_eq!(a.lead(&[2, 3, 4, 3, 5, 5]), -1);
        assert_eq!(a.share(6, 0), (1, 2));
        assert_eq!(a.share(6, 1), (1, 1));
    }
}
