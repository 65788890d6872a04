//! Level 5's evaluation with three seats: no siege terms ([`Weights::siege`],
//! [`Weights::focus`] at 0), where levels 1 to 4 lay siege to one enemy home.
//!
//! Why (README, "Three and four seats", fifth pass): level 5 alone against two level-4 seats
//! won 37.5% of 80 games at 100 ms, above par (33%) on the estimate only, and on one seed the
//! build before the three- and four-seat work won 11 of 20 where today's won 5. Measured apart
//! with the `stall` example (three seats, level 5 alone against two level 4, 150,000 states a
//! turn, seed 200, the same 30 games each): as it played 15 won; without its deeper look
//! ahead (`DEEPEN=1`) 15; watching the leader alone (`LEAD=100`) 13; **without the siege
//! terms 20** (and mean game 76.8 turns against 50.3); without the siege terms and watching
//! the leader alone 22 (games of 101.2 turns). So the deeper look ahead cost nothing, and the
//! siege terms cost level 5 there: its ships gather at one home that two rivals (each also
//! laying siege) keep building back, while the third seat takes cities. The terms count with
//! three seats only, so level 5's two- and four-seat play is unchanged move for move.

use crate::eval::Weights;

impl Weights {
    /// Level 5's weights: [`Weights::DEFAULT`] without the three-seat siege terms.
    pub const WITHOUT_SIEGE: Weights = Weights {
        siege: 0,
        focus: 0,
        ..Weights::DEFAULT
    };
}
