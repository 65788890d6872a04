//! Win chances in Sandships. A state where a seat must roll (a turn's boundary) is worth, to
//! each seat, its chance averaged over the roller's every hand, each answered by the roller's
//! greedy turn ([`position_chances`]); the boundary that turn ends at gives each seat in play
//! `e^(a v + c t + e l) / sum` ([`Boundary::chances`]), `v` its value
//! ([`crate::eval::value`], in thousands: a controlled city is about one), `t` 1 for the seat
//! about to roll and `l` its lead (its value less the best other seat's); a seat that is out
//! has none, a winner all. A turn's plan is worth the chances of the boundary it ends at, so the
//! chance shown before a roll is the chance the review gives the turn that led there. Averaged
//! over chances, not over values, because a value mixes won games (a million) with positions.
//!
//! The constants were fitted by `martian sandships calibrate --players N --games 450 --seed 1
//! --every 8 --fit` on the chances the review shows: the best plan's, at the sampled turns of
//! the first 150 seeded self-play games (each game's seats all of level 2 or all of level 3),
//! and checked on the other 300, both after the best plan and before the roll (docs/study.md
//! has the tables). Constants fitted on the static formula at every boundary instead, and used
//! after the averaging, missed by up to 8 points with four seats: the averaging flattens them.

use sandships::{Roll, Seat, State};

use crate::budget::Meter;
use crate::chance::turn_after_roll;
use crate::eval::{value, Weights};

/// Values beyond this many thousands are taken as this much.
const CLAMP: f64 = 8.0;

/// The fitted constants `a c e` of a seat count (see the module docs).
pub fn shipped(players: u8) -> Theta {
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

/// Each seat's chance in a state (a turn's boundary, or a finished game).
pub fn static_chances(state: &State, w: &Weights, theta: &Theta) -> Vec<f64> {
    Boundary::of(state, w).chances(state.players(), theta)
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

/// Each seat's chance over weighted boundaries: the mean of their chances.
pub fn averaged(ends: &[(Boundary, u32)], players: u8, theta: &Theta) -> Vec<f64> {
    let mut total = vec![0.0; players as usize];
    let mut weight = 0.0;
    for (end, ways) in ends {
        for (t, p) in total.iter_mut().zip(end.chances(players, theta)) {
            *t += *ways as f64 * p;
        }
        weight += *ways as f64;
    }
    total.iter().map(|t| t / weight.max(1.0)).collect()
}

/// Each seat's chance in a state where a seat must roll, or a finished game: what "Show
/// chances" shows before a roll.
pub fn position_chances(state: &State, w: &Weights, theta: &Theta) -> Vec<f64> {
    let clock = looney_pyramids::StoppedClock;
    let mut meter = Meter::new(crate::budget::Budget::nodes(u64::MAX), &clock);
    expected_chances(state, &crate::chance::hands(), &mut meter, w, theta)
}

/// Each seat's chance after a plan that ends in `after` ([`reply_boundaries`], averaged).
pub fn expected_chances(
    after: &State,
    hands: &[(Roll, u32)],
    meter: &mut Meter,
    w: &Weights,
    theta: &Theta,
) -> Vec<f64> {
    averaged(
        &reply_boundaries(after, hands, meter, w),
        after.players(),
        theta,
    )
}

// The fitted constants (see the module docs).
const TWO: Theta = [0.2172, 0.0167, 0.0];
const THREE: Theta = [0.3465, 0.2562, 0.0887];
const FOUR: Theta = [-0.0213, 0.1969, 0.2643];
