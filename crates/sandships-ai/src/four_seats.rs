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
//!
//! # The strike prepared harder while its home is safe (eighth pass)
//! With the blockade at 800 and a quiet machine, level 5 alone lost no game against three
//! greedy seats but took half of them to the 300-turn cap (51.3% of 480 won at 100 ms a
//! turn, seeds 171 and 177, 46.8-55.7%): greedy seats keep every piece they can at home, up
//! to 18 pips, and build back what it zaps. A heavier strike term won those games and lost
//! others to level-3 seats, which sail out and attack; [`Weights::strike_safe`] adds to the
//! strike only while no rival ship is docked at level 5's home or one move from it, so it
//! prepares a strike harder when nobody can answer it at home. `stall 4 5 <opponent> 16
//! 250000 <seed>`, the same dice in each column:
//!
//! | level 5's strike, a pip | against three greedy, seeds 21-23 | against three level 3, seeds 21-22 |
//! | --- | --- | --- |
//! | 60 (the seventh pass) | 23 of 48 | 23 of 32 |
//! | 120 | 36 of 48 | 14 of 32 |
//! | **60, and 60 more while its home is safe (shipped)** | **40 of 48** | **20 of 32** |
//! | the same, safe counting only ships docked at its home | 33 of 48 | 17 of 32 |
//! | 30 more, docked ships only | 28 of 48 | 19 of 32 |
//!
//! At 100 ms a turn, quiet (README, "Eighth pass"): against three level-3 seats 60.4% of
//! 240 (seed 191; 46.7% before), against three greedy seats 75.4% of 240 (seed 190, none
//! lost; 51.3% before). Like the blockade it counts with four seats only (so does the
//! strike term it adds to), so two- and three-seat play is unchanged move for move.

use crate::eval::Weights;

impl Weights {
    /// Level 5's weights: [`Weights::WITHOUT_SIEGE`] (no three-seat siege terms) with the
    /// four-seat blockade cost at 800 and the strike 60 a pip heavier while its home is safe.
    pub const LEVEL_FIVE: Weights = Weights {
        blockade: 800,
        strike_safe: 60,
        ..Weights::WITHOUT_SIEGE
    };
}
