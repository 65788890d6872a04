//! The five levels. A level is a node budget, a beam width, how many plans it looks ahead and
//! some noise: nodes, not time, so a level plays the same on a phone, a desktop and in a test
//! (level 5 alone spends the caller's budget, by default a second). The caller's own budget
//! still caps every level.
//!
//! - Level 1, a beginner: takes the best-looking single action each time, with loud noise.
//! - Level 2: plans the turn with a narrow beam, some noise; no look ahead.
//! - Level 3 (the app's default): a wider beam, and the best few plans are weighed against
//!   the next seat's every roll.
//! - Level 4: wider (a beam of 32), twelve plans looked ahead, little noise, 400,000 states.
//!   With a beam of 10 and three plans looked ahead it finished well under its budget
//!   (150,000 states; given 300,000 it played the same games) and, two seats against two
//!   level-3 seats with four seats, won 49.7% of 300 games (44.0-55.3%): no better than
//!   level 3. Measured on the same 120 games (seed 135, README "Three and four seats", sixth
//!   pass): as it was 45.0%; without noise 43.3%; weighing its plans again against wider
//!   replies (`deepen` 4) 45.8% at four times the time; a beam of 20 and six plans 52.5%;
//!   **a beam of 32 and twelve plans under 400,000 states 59.2%**; on new dice (seeds 141
//!   and 142, 300 games) 60.7% (55.0-66.0%), 16 games to the turn cap (27 before). With two
//!   seats it beats level 3 84-16 and with three 57.9% of 240 (51.6-64.0%, par 50%). About
//!   34 ms of CPU a turn natively with four seats (9.5 ms before): less than level 5, which
//!   spends the caller's time.
//! - Levels 2 to 4 first look for a plan that wins now (a third city) with one beam 64 wide
//!   and no noise, and take it: their narrow, noisy beams missed such wins (level 2 two times in
//!   three), and no person who can see a win in hand leaves it ([`crate::TurnParams::win_width`]).
//! - Level 5: the widest, no noise, as many plans looked ahead as the budget allows; then,
//!   with budget left, the best plans weighed again: with two seats in play two turns deep
//!   (the reply, then its own next turn), with more against replies that plan their turn with
//!   ever wider beams (see `TurnParams::deepen`), so that more time is better play. With
//!   four seats its beam and its widest reply are twice as wide as with two and three
//!   (`TurnParams::width_four_seats`, `TurnParams::deepen_four_seats`): the narrower search
//!   often ended inside 100 ms, and the wider won more (README, "Sixth pass, level 5's spare
//!   time with four seats").

use crate::budget::{Budget, DEFAULT_MILLIS};
use crate::eval::Weights;
use crate::search::TurnParams;

/// One level's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 to 5.
    pub number: u8,
    /// Its node budget (`None`: the caller's budget only).
    pub nodes: Option<u64>,
    /// The beam's width.
    pub width: usize,
    /// The same in four-seat games ([`TurnParams::width_four_seats`]).
    pub width_four_seats: usize,
    /// Plans looked ahead over the next roll.
    pub lookahead: usize,
    /// Noise, in points (a controlled city is about 1000).
    pub noise: i32,
    /// The widest reply the look ahead deepens to while budget is left (1: never; above 1,
    /// with two seats in play, the look ahead goes two turns deep instead).
    pub deepen: usize,
    /// The same in four-seat games ([`TurnParams::deepen_four_seats`]).
    pub deepen_four_seats: usize,
    /// The width of the look for a win in hand before planning ([`TurnParams::win_width`]; 0:
    /// none). Level 1, the beginner, does not look; level 5's own beam is as wide and without
    /// noise.
    pub win_width: usize,
    /// Its evaluation's weights. With four seats levels 1 and 2 lay siege
    /// ([`Weights::BESIEGER`]), level 3 lays siege and prepares a strike
    /// ([`Weights::BESIEGER_STRIKING`]), levels 4 and 5 leave a besieged home a port and
    /// strike ([`Weights::DEFAULT`]; level 5 with a lighter blockade cost,
    /// [`Weights::LEVEL_FIVE`], so that it also docks beside a rival besieging a home, and a
    /// strike prepared harder while its own home is safe); with
    /// three seats levels 1 to 4 lay siege and level 5 does not ([`Weights::WITHOUT_SIEGE`]:
    /// the siege terms cost it games against two level-4 seats); with two seats every level's
    /// weights are the same. Each level against the one below wins above par so (README,
    /// "Fourth pass"); given level 5's weights, the lower levels' four-seat games went on to
    /// the turn cap and fell out of order.
    pub weights: Weights,
}

/// The app's default level.
pub const DEFAULT_LEVEL: u8 = 3;

/// Every level, weakest first.
pub const LEVELS: [Level; 5] = [
    Level {
        number: 1,
        nodes: Some(2_000),
        width: 1,
        width_four_seats: 1,
        lookahead: 0,
        noise: 400,
        deepen: 1,
        deepen_four_seats: 1,
        win_width: 0,
        weights: Weights::BESIEGER,
    },
    Level {
        number: 2,
        nodes: Some(10_000),
        width: 2,
        width_four_seats: 2,
        lookahead: 1,
        noise: 200,
        deepen: 1,
        deepen_four_seats: 1,
        win_width: 64,
        weights: Weights::BESIEGER,
    },
    Level {
        number: 3,
        nodes: Some(40_000),
        width: 5,
        width_four_seats: 5,
        lookahead: 2,
        noise: 120,
        deepen: 1,
        deepen_four_seats: 1,
        win_width: 64,
        weights: Weights::BESIEGER_STRIKING,
    },
    // Level 4: a beam of 32 and twelve plans looked ahead, under 400,000 states. With a beam
    // of 10 and three plans it used well under its 150,000 (300,000 played the same games)
    // and, two against two with four seats, did not beat level 3 (README, "Sixth pass").
    Level {
        number: 4,
        nodes: Some(400_000),
        width: 32,
        width_four_seats: 32,
        lookahead: 12,
        noise: 50,
        deepen: 1,
        deepen_four_seats: 1,
        win_width: 64,
        weights: Weights::DEFAULT,
    },
    Level {
        number: 5,
        nodes: None,
        width: 64,
        width_four_seats: 128,
        lookahead: 32,
        noise: 0,
        deepen: 16,
        deepen_four_seats: 32,
        win_width: 0,
        weights: Weights::LEVEL_FIVE,
    },
];

impl Level {
    /// Level `n`, anything outside 1..=5 taken as the nearest.
    pub fn get(n: u8) -> Level {
        LEVELS[(n.clamp(1, 5) - 1) as usize]
    }

    /// The search settings of this level under the caller's budget.
    pub fn params(&self, caller: Budget, seed: u64) -> TurnParams {
        let mut budget = Budget {
            nodes: self.nodes,
            millis: None,
        }
        .tightest(caller);
        if budget.is_unlimited() {
            budget.millis = Some(DEFAULT_MILLIS);
        }
        TurnParams {
            budget,
            width: self.width,
            width_four_seats: self.width_four_seats,
            lookahead: self.lookahead,
            noise: self.noise,
            deepen: self.deepen,
            deepen_four_seats: self.deepen_four_seats,
            win_width: self.win_width,
            seed,
            weights: self.weights,
            ..TurnParams::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_step_up_and_obey_the_caller() {
        for pair in LEVELS.windows(2) {
            assert!(pair[0].noise >= pair[1].noise);
            assert!(pair[0].width < pair[1].width);
            assert!(pair[0].width_four_seats < pair[1].width_four_seats);
            assert!(pair[0].lookahead < pair[1].lookahead);
            assert!(pair[0].nodes.unwrap_or(u64::MAX) < pair[1].nodes.unwrap_or(u64::MAX));
        }
        assert_eq!(Level::get(0).number, 1);
        assert_eq!(Level::get(7).number, 5);
        assert_eq!(
            Level::get(4).params(Budget::nodes(100), 1).budget.nodes,
            Some(100)
        );
        assert_eq!(
            Level::get(5).params(Budget::default(), 1).budget.millis,
            Some(DEFAULT_MILLIS)
        );
        let p = Level::get(2).params(Budget::millis(50), 1);
        assert_eq!((p.budget.nodes, p.budget.millis), (Some(10_000), Some(50)));
    }
}
