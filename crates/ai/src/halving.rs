//! Choosing a root move by playouts, with successive halving: every candidate gets the same
//! number of playouts in a round, the better half goes on to the next round, until one is
//! left or the budget is spent. The budget goes where the choice is hard, and a move that
//! wins one playout in ten is dropped after a few dozen.
//!
//! The candidates are the moves the search valued near its best (see
//! [`crate::deepening::PLAYOUT_MARGIN`]): the search keeps out the unsound moves, the playouts
//! choose among the sound ones.

use martian_engine::{Geometry, Move, Pos};

use crate::params::{spent_fraction, Limits};
use crate::playout::{playout, Halves, WIN_HALVES};
use crate::sides::Sides;
use looney_pyramids::Clock;
use looney_pyramids::Rng;

/// What the playouts may spend, counted from where they start: nodes (plies played) and time
/// by the caller's clock, whichever runs out first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlayoutBudget {
    pub nodes_from: u64,
    pub nodes_to: Option<u64>,
    pub ms_from: f64,
    pub ms_to: Option<f64>,
}

impl PlayoutBudget {
    /// The playouts' part of a search's budget, if it ends with playouts: four players every
    /// seat for itself, a `share` (percent) set, and a node or time limit to share. The
    /// search's own `limits` shrink to the rest. The start is set again when the playouts begin.
    pub fn plan<G: Geometry>(
        pos: &Pos<G>,
        limits: &mut Limits,
        share: u8,
        start_ms: f64,
    ) -> Option<PlayoutBudget> {
        let alone = matches!(
            Sides::for_game(G::SEATS, pos.options().teams, pos.turn()),
            Sides::Paranoid { .. }
        );
        let share = share.min(100) as u64;
        let full = *limits;
        if !alone || share == 0 || (full.nodes.is_none() && full.millis.is_none()) {
            return None;
        }
        let keep = |n: u64| ((n as u128 * (100 - share) as u128 / 100) as u64).max(1);
        limits.nodes = full.nodes.map(keep);
        limits.millis = full.millis.map(keep);
        Some(PlayoutBudget {
            nodes_from: 0,
            nodes_to: full.nodes,
            ms_from: start_ms,
            ms_to: full.millis.map(|ms| start_ms + ms as f64),
        })
    }

    /// How much of the budget is spent, 0 to 1 (1 and over: all of it).
    fn spent(&self, nodes: u64, clock: &dyn Clock) -> f64 {
        spent_fraction(
            nodes.saturating_sub(self.nodes_from),
            self.nodes_to.map(|to| to.saturating_sub(self.nodes_from)),
            clock.now_ms() - self.ms_from,
            self.ms_to.map(|to| to - self.ms_from),
        )
    }
}

/// One candidate's tally.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Tally {
    pub mv: Move,
    /// Results summed in halves (see [`crate::playout::playout`]).
    pub won: Halves,
    pub played: u32,
}

impl Tally {
    /// The share of the points it won, 0 to 1 (0 before any playout).
    pub fn share(&self) -> f64 {
        if self.played == 0 {
            return 0.0;
        }
        self.won as f64 / (self.played as f64 * WIN_HALVES as f64)
    }
}

/// Plays out every candidate (in the order given, best first by the search) for the side to
/// move at `pos`, halving the field each round, and returns the tallies, the chosen move first.
/// Ties keep the search's order. Counts every ply played in `nodes`.
pub(crate) fn choose<G: Geometry>(
    pos: &Pos<G>,
    candidates: &[Move],
    budget: PlayoutBudget,
    clock: &dyn Clock,
    rng: &mut Rng,
    nodes: &mut u64,
) -> Vec<Tally> {
    let seat = pos.turn().0;
    let mut field: Vec<Tally> = candidates
        .iter()
        .map(|&mv| Tally {
            mv,
            won: 0,
            played: 0,
        })
        .collect();
    let mut alive = field.len();
    let rounds = (usize::BITS - (alive.max(1) - 1).leading_zeros()).max(1) as f64;
    let mut round = 0.0;
    'rounds: while alive > 1 {
        round += 1.0;
        let until = round / rounds;
        loop {
            for tally in field.iter_mut().take(alive) {
                let mut child = *pos;
                child.play_unchecked(tally.mv);
                tally.won += playout(child, seat, rng, nodes);
                tally.played += 1;
            }
            let spent = budget.spent(*nodes, clock);
            if spent >= 1.0 {
                break 'rounds;
            }
            if spent >= until {
                break;
            }
        }
        field[..alive].sort_by(|a, b| b.share().total_cmp(&a.share()));
        alive = alive.div_ceil(2);
    }
    field[..alive].sort_by(|a, b| b.share().total_cmp(&a.share()));
    field
}

#[cfg(test)]
mod tests {
    use super::*;
    use looney_pyramids::StoppedClock;
    use martian_engine::{Four, Position, RuleOptions};

    #[test]
    fn the_plan_splits_the_budget_only_for_four_players_alone() {
        let four = Pos::<Four>::start(RuleOptions::default(), martian_engine::Seat(0));
        let mut limits = Limits {
            nodes: Some(u64::MAX),
            millis: Some(1000),
            depth: None,
        };
        let plan = PlayoutBudget::plan(&four, &mut limits, 20, 5.0).unwrap();
        assert_eq!(limits.millis, Some(800));
        assert_eq!(limits.nodes, Some((u64::MAX as u128 * 4 / 5) as u64));
        assert_eq!((plan.nodes_to, plan.ms_to), (Some(u64::MAX), Some(1005.0)));
        // Nothing to share, no share, or teams: no playouts, the limits untouched.
        let mut depth_only = Limits::depth(4);
        assert!(PlayoutBudget::plan(&four, &mut depth_only, 20, 0.0).is_none());
        let mut limits = Limits::nodes(1000);
        assert!(PlayoutBudget::plan(&four, &mut limits, 0, 0.0).is_none());
        let teams = RuleOptions {
            teams: true,
            ..RuleOptions::default()
        };
        let four_teams = Pos::<Four>::start(teams, martian_engine::Seat(0));
        assert!(PlayoutBudget::plan(&four_teams, &mut limits, 20, 0.0).is_none());
        assert_eq!(limits, Limits::nodes(1000));
    }

    #[test]
    fn picks_the_move_that_wins_and_keeps_to_the_budget() {
        // Seat 0 and seat 1 have 5 points each. Seat 0's last piece can leave its zone and
        // end the game (the last mover wins a shared top), or stay, and seat 1's pawn takes
        // the pawn on e4 (or the queen), empties its zone and wins.
        let Ok(Position::Four(pos)) = Position::from_text(
            "7p/8/8/3p4/q3p3/8/8/8 0 - - 5,5,0,0",
            RuleOptions::default(),
        ) else {
            panic!()
        };
        let pos: Pos<Four> = pos;
        let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
        let mut nodes = 0;
        let budget = PlayoutBudget {
            nodes_from: 0,
            nodes_to: Some(20_000),
            ms_from: 0.0,
            ms_to: None,
        };
        let field = choose(
            &pos,
            &moves,
            budget,
            &StoppedClock,
            &mut Rng::new(5),
            &mut nodes,
        );
        let mut after = pos;
        after.play_unchecked(field[0].mv);
        assert!(after.quick_end().is_some(), "{:?}", field[0]);
        assert_eq!(field[0].share(), 1.0);
        assert!(field.iter().any(|t| t.played > 0 && t.share() == 0.0));
        assert_eq!(field.len(), moves.len());
        // The last cycle may run over by one playout a candidate.
        assert!(nodes < 20_000 + 2 * 200 * moves.len() as u64, "{nodes}");
    }
}
