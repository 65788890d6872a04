//! Level 5's evaluation with four seats: a lighter blockade cost ([`Weights::blockade`] 800,
//! not 1,500), so that it still leaves a besieged home a port against seats that only build,
//! but docks beside a rival's ship at a home that rival besieges.
//!
//! Why (README, "Three and four seats", sixth pass): with the planner twice as fast and its
//! four-seat beam 128 wide, level 5 alone won 55 of 80 games against three greedy seats but
//! only 18 of 64 against three level-3 seats (`stall 4 5 <opponent> 16 250000`, seeds 11-15
//! and 11-14, the same dice for every row). The blockade cost counts whenever every port of
//! an enemy home is full and one of the ships is the seat's own, whoever's the others are.
//! Measured on the same games:
//!
//! | blockade | against three greedy (16 games a seed) | against three level 3 (seeds 11-14, 64 games) |
//! | --- | --- | --- |
//! | 1,500 (as it was) | seeds 11-13: 32 of 48 (11-15: 55 of 80) | 18 |
//! | 0 | seeds 11, 12, 14, 15: 11 of 64 (as it was: 45) | 39 |
//! | counted only when its own ships fill every port | seeds 11, 13, 14, 15: 3 of 64 (as it was: 43) | seeds 11-13: 30 of 48 (as it was: 13) |
//! | 400 | seeds 11-13: 23 of 48 | 33 |
//! | **800** | **seeds 11-13: 32 of 48** | **33** |
//!
//! So the cost is what keeps level 5 from blockading a greedy seat (whose every die then
//! builds), and at 1,500 it also kept level 5 from the homes that level-3 seats besiege;
//! at 800 it keeps the first and drops the second. The term counts with four seats only,
//! so two- and three-seat play is unchanged move for move. Level 4 keeps 1,500: it was
//! measured against level 3 with it in the same pass.

use crate::eval::Weights;

impl Weights {
    /// Level 5's weights: [`Weights::WITHOUT_SIEGE`] (no three-seat siege terms) with the
    /// four-seat blockade cost at 800.
    pub const LEVEL_FIVE: Weights = Weights {
        blockade: 800,
        ..Weights::WITHOUT_SIEGE
    };
}
