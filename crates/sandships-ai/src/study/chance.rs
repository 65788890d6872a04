//! Win chances in Sandships. A state where a seat must roll (a turn's boundary) gives each seat
//! in play the chance `e^(a v + c t) / sum`, `v` its value ([`crate::eval::value`], in thousands:
//! a controlled city is about one) and `t` 1 for the seat about to roll; a seat that is out has
//! none, a winner all. A turn's plan is worth the chances after it averaged over the next
//! seat's every roll, each answered by its greedy turn ([`expected_chances`]): expectimax over
//! chances, not over values, because a value mixes won games (a million) with positions.
//!
//! The constants were fitted by `martian sandships calibrate --players N --games 450 --seed 1
//! --every 8 --fit`: on every turn boundary of the first 150 seeded self-play games between
//! seats of levels 2 and 3, and checked on the other 300 by the chances of the review's
//! analysis at sampled turns (docs/study.md has the tables).

use sandships::{Action, Roll, Seat, State};

use crate::budget::Meter;
use crate::eval::{value, Weights};
use crate::turn::reply_turn;

/// Values beyond this many thousands are taken as this much.
const CLAMP: f64 = 8.0;

/// The fitted constants `a c` of a seat count.
pub fn shipped(players: u8) -> [f64; 2] {
    match players {
        2 => TWO,
        3 => THREE,
        _ => FOUR,
    }
}

/// Each seat's features (value in thousands, clamped; whether it rolls next) in a state where
/// a seat must roll; `None` for a seat that is out.
pub fn features(state: &State, w: &Weights) -> Vec<Option<[f64; 2]>> {
    (0..state.players())
        .map(Seat)
        .map(|s| {
            (!state.is_out(s)).then(|| {
                let v = (value(state, s, w) as f64 / 1000.0).clamp(-CLAMP, CLAMP);
                [v, (s == state.to_act()) as u8 as f64]
            })
        })
        .collect()
}

/// Each seat's chance in a state (a turn's boundary, or a finished game).
pub fn static_chances(state: &State, w: &Weights, theta: &[f64; 2]) -> Vec<f64> {
    if let Some(winner) = state.winner() {
        return (0..state.players())
            .map(|s| (s == winner.0) as u8 as f64)
            .collect();
    }
    let f = features(state, w);
    let z: Vec<f64> = f
        .iter()
        .flatten()
        .map(|x| theta[0] * x[0] + theta[1] * x[1])
        .collect();
    let p = study::math::softmax(&z);
    let mut it = p.into_iter();
    f.iter()
        .map(|x| {
            if x.is_some() {
                it.next().unwrap_or(0.0)
            } else {
                0.0
            }
        })
        .collect()
}

/// Each seat's chance after a plan that ends in `after`: averaged over the next seat's hands,
/// each answered by its greedy turn (a finished game is its result).
pub fn expected_chances(
    after: &State,
    hands: &[(Roll, u32)],
    meter: &mut Meter,
    w: &Weights,
    theta: &[f64; 2],
) -> Vec<f64> {
    if !after.needs_roll() {
        return static_chances(after, w, theta);
    }
    let judge = |s: &State, seat: Seat| value(s, seat, w);
    let mut total = vec![0.0; after.players() as usize];
    let mut weight = 0.0;
    for &(roll, ways) in hands {
        let mut rolled = after.clone();
        rolled.play_unchecked(Action::Roll(roll));
        meter.tick();
        let end = if rolled.needs_roll() || rolled.winner().is_some() {
            rolled
        } else {
            reply_turn(&rolled, 1, meter, &judge)
        };
        for (t, p) in total.iter_mut().zip(static_chances(&end, w, theta)) {
            *t += ways as f64 * p;
        }
        weight += ways as f64;
    }
    total.iter().map(|t| t / weight).collect()
}

// The fitted constants (see the module docs).
const TWO: [f64; 2] = [0.2662, 0.2034];
const THREE: [f64; 2] = [0.3929, 0.2457];
const FOUR: [f64; 2] = [0.3265, 0.1257];
