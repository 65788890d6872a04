//! Level 5's evaluation with three seats: it watches the leader alone (`lead_three` 100) and
//! lays no siege (`siege`, `focus` 0), where every other level counts its rivals by a quarter
//! the leader's strength and three quarters their mean and lays siege to one home.
//!
//! Why (README, "Three and four seats", fifth pass): level 5 alone against two level-4 seats
//! won 37.5% of 80 games at 100 ms, above par (33%) on the estimate only. Measured apart with
//! the `stall` example (three seats, 150,000 states a turn, 30 games a row, seed 200): its
//! deeper look ahead cost nothing (15 won with it, 15 without), while these weights won 22
//! against 15. Two rivals that each gain by weakening either of the others (the mean) and lay
//! siege wear each other down; a seat that holds back only whoever leads lets them, and takes
//! the game from the one left ahead. The terms changed count with three seats only, so
//! level 5's two- and four-seat play is unchanged move for move.

use crate::eval::Weights;

impl Weights {
    /// Level 5's weights: [`Weights::DEFAULT`], but with three seats the leader alone counts
    /// among its rivals and it lays no siege.
    pub const LEADER_WATCH: Weights = Weights {
        lead_three: 100,
        siege: 0,
        focus: 0,
        ..Weights::DEFAULT
    };
}
