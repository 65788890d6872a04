//! Win chances in Sandships. A state where a seat must roll (a turn's boundary) is worth, to
//! each seat, its chance averaged over the roller's every hand, each answered by the roller's
//! greedy turn ([`position_chances`]); the boundary that turn ends at gives each seat in play
//! `e^(a v + c t + e l) / sum` ([`Boundary::chances`]), `v` its value
//! ([`crate::eval::value`], in thousands: a controlled city is about one), `t` 1 for the seat
//! about to roll and `l` its lead (its value less the best other seat's); a seat that is out
//! has none, a winner all. A turn's plan is worth the chances of the boundary it ends at, so the
//! chance shown before a roll is the chance the review gives the turn that led there. Averaged
//! over chances, not over values, because a value mixes won games (a million) with positions.
//! The average is then corrected ([`Constants::corrected`]): each chance moved by what the fit
//! games showed near it, and the seats' chances scaled to sum to one. With three seats the
//! formula alone left the leaders 2 to 9 points too sure at 60-90% whatever the features (the
//! lead, the lead squared, two cities held, a share of games dealt evenly: docs/study.md), so
//! three seats carry a correction; two and four hold without one.
//!
//! The constants were fitted by `martian sandships calibrate --players N --games G --seed 1
//! --every 8 fit` on the chances the review shows: the best plan's, at the sampled turns of
//! the first third of G seeded self-play games (each game's seats all of level 2 or all of
//! level 3; G 450 for two seats, 900 for four, 1,800 for three), and checked on the other two
//! thirds, both after the best plan and before the roll (docs/study.md has the tables).
//! Constants fitted on the static formula at every boundary instead, and used after the
//! averaging, missed by up to 8 points with four seats: the averaging flattens them.

use sandships::{Roll, Seat, State};

use crate::budget::Meter;
use crate::chance::turn_after_roll;
use crate::eval::{value, Weights};

/// Values beyond this many thousands are taken as this much.
const CLAMP: f64 = 8.0;

/// The fitted constants of a seat count (see the module docs).
pub fn shipped(players: u8) -> Constants {
    match players {
        2 => TWO,
        3 => THREE,
        _ => FOUR,
    }
}

/// A seat's features: its value in thousands (clamped), whether it rolls next, and its lead
/// (its value less the best other seat's, clamped).
pub type Features = [f64; 3];

/// The constants `a c e` of the model, one per feature.
pub type Theta = [f64; 3];

/// What is added to a chance of 0%, 10%, ... 100% (the ends none), and between them
/// interpolated.
pub type Correction = [f64; 11];

/// No correction.
pub const UNCORRECTED: Correction = [0.0; 11];

/// A seat count's model: the features' constants and the correction of the averaged chances.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Constants {
    /// The constants `a c e` of the formula.
    pub theta: Theta,
    /// The correction of its averaged chances.
    pub correction: Correction,
}

impl Constants {
    /// The formula's constants with no correction.
    pub const fn uncorrected(theta: Theta) -> Constants {
        Constants {
            theta,
            correction: UNCORRECTED,
        }
    }

    /// The chances corrected: each moved by the correction near it (kept within 0 and 1), then
    /// all scaled to sum to one. A seat with none keeps none, a sure one stays sure.
    pub fn corrected(&self, chances: Vec<f64>) -> Vec<f64> {
        // Two and four seats carry none: their chances stay the formula's to the last bit.
        if self.correction == UNCORRECTED {
            return chances;
        }
        let moved: Vec<f64> = chances
            .iter()
            .map(|&p| (p + interpolate(&self.correction, p)).clamp(0.0, 1.0))
            .collect();
        let sum: f64 = moved.iter().sum();
        if sum <= 0.0 {
            return chances;
        }
        moved.iter().map(|p| p / sum).collect()
    }
}

/// The correction at `p`: the straight line between its two nearest tenths.
pub fn interpolate(correction: &Correction, p: f64) -> f64 {
    let x = p.clamp(0.0, 1.0) * 10.0;
    let i = (x.floor() as usize).min(9);
    let t = x - i as f64;
    correction[i] * (1.0 - t) + correction[i + 1] * t
}

/// Each seat's features ([`Features`]) in a state where a seat must roll; `None` for a seat
/// that is out. The lead is what made the leader's chances hold with three and four seats: with
/// the value and the roll alone, the leader's bins (40-80%) won 6 to 18 points more than they
/// said (docs/study.md).
pub fn features(state: &State, w: &Weights) -> Vec<Option<Features>> {
    let values: Vec<Option<f64>> = (0..state.players())
        .map(Seat)
        .map(|s| {
            (!state.is_out(s)).then(|| (value(state, s, w) as f64 / 1000.0).clamp(-CLAMP, CLAMP))
        })
        .collect();
    (0..values.len())
        .map(|i| {
            let v = values[i]?;
            let best_other = (0..values.len())
                .filter(|&j| j != i)
                .filter_map(|j| values[j])
                .fold(f64::NEG_INFINITY, f64::max);
            let lead = if best_other.is_finite() {
                v - best_other
            } else {
                0.0
            };
            let rolls = (i == state.to_act().index()) as u8 as f64;
            Some([v, rolls, lead.clamp(-CLAMP, CLAMP)])
        })
        .collect()
}

/// How a turn's boundary stands for the chance model: won, or open with each seat's features.
#[derive(Clone, Debug, PartialEq)]
pub enum Boundary {
    /// The game is over: this seat won.
    Won(Seat),
    /// Each seat's features ([`features`]; `None` for a seat that is out).
    Open(Vec<Option<Features>>),
}

impl Boundary {
    /// The boundary `state` stands at (a seat must roll, or the game is over).
    pub fn of(state: &State, w: &Weights) -> Boundary {
        match state.winner() {
            Some(winner) => Boundary::Won(winner),
            None => Boundary::Open(features(state, w)),
        }
    }

    /// Each seat's chance here with the constants `theta`, in seat order.
    pub fn chances(&self, players: u8, theta: &Theta) -> Vec<f64> {
        let f = match self {
            Boundary::Won(winner) => {
                return (0..players).map(|s| (s == winner.0) as u8 as f64).collect();
            }
            Boundary::Open(f) => f,
        };
        let z: Vec<f64> = f
            .iter()
            .flatten()
            .map(|x| x.iter().zip(theta).map(|(x, t)| x * t).sum())
            .collect();
        let mut p = study::math::softmax(&z).into_iter();
        f.iter()
            .map(|x| match x {
                Some(_) => p.next().unwrap_or(0.0),
                None => 0.0,
            })
            .collect()
    }
}

/// Where a plan that ends in `after` leads: the boundary after each of the next seat's hands,
/// each answered by its greedy turn, with the hand's number of ways out of 216 (a finished
/// game is its own boundary, every way).
pub fn reply_boundaries(
    after: &State,
    hands: &[(Roll, u32)],
    meter: &mut Meter,
    w: &Weights,
) -> Vec<(Boundary, u32)> {
    if !after.needs_roll() {
        return vec![(Boundary::of(after, w), 216)];
    }
    let judge = |s: &State, seat: Seat| value(s, seat, w);
    hands
        .iter()
        .map(|&(roll, ways)| {
            let end = turn_after_roll(after, roll, 1, meter, &judge);
            (Boundary::of(&end, w), ways)
        })
        .collect()
}

/// Each seat's chance over weighted boundaries: the mean of their chances, corrected.
pub fn averaged(ends: &[(Boundary, u32)], players: u8, model: &Constants) -> Vec<f64> {
    let mut total = vec![0.0; players as usize];
    let mut weight = 0.0;
    for (end, ways) in ends {
        for (t, p) in total.iter_mut().zip(end.chances(players, &model.theta)) {
            *t += *ways as f64 * p;
        }
        weight += *ways as f64;
    }
    model.corrected(total.iter().map(|t| t / weight.max(1.0)).collect())
}

/// Each seat's chance in a state where a seat must roll, or a finished game: what "Show
/// chances" shows before a roll.
pub fn position_chances(state: &State, w: &Weights, model: &Constants) -> Vec<f64> {
    let clock = looney_pyramids::StoppedClock;
    let mut meter = Meter::new(crate::budget::Budget::nodes(u64::MAX), &clock);
    expected_chances(state, &crate::chance::hands(), &mut meter, w, model)
}

/// Each seat's chance after a plan that ends in `after` ([`reply_boundaries`], averaged).
pub fn expected_chances(
    after: &State,
    hands: &[(Roll, u32)],
    meter: &mut Meter,
    w: &Weights,
    model: &Constants,
) -> Vec<f64> {
    averaged(
        &reply_boundaries(after, hands, meter, w),
        after.players(),
        model,
    )
}

// The fitted constants (see the module docs).
const TWO: Constants = Constants::uncorrected([0.2172, 0.0167, 0.0]);
const THREE: Constants = Constants {
    theta: [0.3004, 0.2474, 0.0881],
    correction: [
        0.0, 0.003, -0.036, -0.008, 0.035, 0.033, -0.031, -0.086, -0.085, -0.051, 0.0,
    ],
};
const FOUR: Constants = Constants::uncorrected([-0.0213, 0.1969, 0.2643]);

#[cfg(test)]
mod tests {
    use super::*;

    /// The leaders' chances of 70% shown 10 points lower, nothing else moved.
    fn humbler() -> Constants {
        let mut correction = UNCORRECTED;
        correction[7] = -0.1;
        Constants {
            theta: [1.0, 0.0, 0.0],
            correction,
        }
    }

    #[test]
    fn a_correction_moves_a_chance_and_the_seats_still_sum_to_one() {
        let shown = humbler().corrected(vec![0.7, 0.0, 0.3]);
        // 0.7 -> 0.6 and 0.3 stays, then both scaled by 1 / 0.9.
        assert!((shown[0] - 0.6 / 0.9).abs() < 1e-12, "{shown:?}");
        assert!((shown[2] - 0.3 / 0.9).abs() < 1e-12, "{shown:?}");
        assert_eq!(shown[1], 0.0, "a seat with no chance keeps none");
        // Half way between two tenths, half the correction.
        assert!((interpolate(&humbler().correction, 0.75) + 0.05).abs() < 1e-12);
    }

    #[test]
    fn a_won_game_stays_won_whatever_the_correction() {
        let ends = [(Boundary::Won(Seat(1)), 216)];
        assert_eq!(averaged(&ends, 3, &humbler()), vec![0.0, 1.0, 0.0]);
        for players in 2..=4 {
            let model = shipped(players);
            assert_eq!(model.corrected(vec![0.0, 1.0, 0.0]), vec![0.0, 1.0, 0.0]);
            let shown: Vec<f64> = (0..=1000)
                .map(|i| i as f64 / 1000.0)
                .map(|p| p + interpolate(&model.correction, p))
                .collect();
            assert!(
                shown.windows(2).all(|w| w[0] <= w[1] + 1e-12),
                "{players} players: a higher chance shown below a lower one"
            );
        }
    }
}
