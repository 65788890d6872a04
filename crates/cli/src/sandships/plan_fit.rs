//! The fit of the chances a Sandships review shows: those after a plan, averaged over the next
//! seat's hands (`sandships_ai::study::chance::averaged`). Constants fitted on the static
//! formula at every turn boundary and used after the averaging missed by up to 8 points in a
//! bin with four seats (docs/study.md): the averaging flattens what was fitted sharp. So the
//! constants are fitted on the very chances shown, at the sampled turns of the fit games, each
//! turn's best plan followed through every reply hand once and the boundaries kept, so that
//! each try of the constants costs no search. Then the correction of the chances
//! ([`fit_correction`]) on the same turns.

use sandships::{Seat, State};
use sandships_ai::study::chance::{
    averaged, interpolate, reply_boundaries, Boundary, Constants, Correction, Theta,
};
use sandships_ai::study::{analyse_turn, TurnAnalysisParams};
use sandships_ai::{hands, Budget, Meter, StoppedClock, Weights};

/// One sampled turn: where its best plan leads after each reply hand, and who won the game.
pub struct PlanSample {
    ends: Vec<(Boundary, u32)>,
    players: u8,
    winner: Seat,
}

/// The sample of a turn with the dice in hand (`None` when there is no plan), its plan the best
/// by the analysis at `nodes` with the constants `theta`.
pub fn sample(
    state: &State,
    nodes: u64,
    model: Constants,
    w: &Weights,
    winner: Seat,
) -> Option<PlanSample> {
    let a = analyse_turn(
        state,
        &TurnAnalysisParams {
            chance: Some(model),
            ..TurnAnalysisParams::new(nodes)
        },
    );
    let best = a.best()?;
    let mut meter = Meter::new(Budget::nodes(u64::MAX), &StoppedClock);
    Some(PlanSample {
        ends: reply_boundaries(&best.after, &hands(), &mut meter, w),
        players: state.players(),
        winner,
    })
}

/// The winners' mean log chance with the constants `theta`, uncorrected.
pub fn mean_log_chance(theta: &Theta, samples: &[PlanSample]) -> f64 {
    let model = Constants::uncorrected(*theta);
    let total: f64 = samples
        .iter()
        .map(|s| {
            averaged(&s.ends, s.players, &model)[s.winner.index()]
                .max(1e-9)
                .ln()
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The constants that make the winners' mean log chance greatest: a pattern search from
/// `start`, each constant moved by a step while that helps, the step halved when neither does,
/// down to 0.0001.
pub fn fit_after_plan(samples: &[PlanSample], start: Theta) -> Theta {
    let mut theta = start;
    let mut best = mean_log_chance(&theta, samples);
    let mut step = 0.1;
    while step >= 1e-4 {
        let mut moved = false;
        for i in 0..theta.len() {
            for sign in [1.0, -1.0] {
                let mut tried = theta;
                tried[i] += sign * step;
                let score = mean_log_chance(&tried, samples);
                if score > best {
                    (theta, best, moved) = (tried, score, true);
                }
            }
        }
        if !moved {
            step /= 2.0;
        }
    }
    theta
}

/// How far from a tenth a chance counts towards its correction (weighed less the further).
const REACH: f64 = 0.2;

/// How few outcomes near a tenth leave its correction to its neighbours ([`fill_between`]).
const FEWEST: f64 = 50.0;

/// The correction that makes the chances of `samples` with the constants `theta` say what
/// happened: at each tenth, the mean of (won - chance) over the chances near it (weighed by
/// their nearness, within [`REACH`]), added to the correction so far; three rounds, as each
/// round's scaling to one moves the others; a tenth with few chances near it set between its
/// neighbours, and each corrected tenth kept at least the one below, so that a higher chance
/// is never shown lower.
pub fn fit_correction(samples: &[PlanSample], theta: Theta) -> Correction {
    let mut model = Constants::uncorrected(theta);
    // The tenths with enough chances near them, in any round so far (and the ends).
    let mut known = [false; 11];
    (known[0], known[10]) = (true, true);
    for _ in 0..3 {
        let mut sums = [(0.0, 0.0); 11];
        for s in samples {
            for (seat, p) in averaged(&s.ends, s.players, &model).into_iter().enumerate() {
                let won = (seat == s.winner.index()) as u8 as f64;
                for (k, (weight, residual)) in sums.iter_mut().enumerate() {
                    let near = 1.0 - (p - k as f64 / 10.0).abs() / REACH;
                    if near > 0.0 {
                        *weight += near;
                        *residual += near * (won - p);
                    }
                }
            }
        }
        let mut next = model.correction;
        for k in 1..10 {
            let (weight, residual) = sums[k];
            if weight >= FEWEST {
                known[k] = true;
                next[k] += residual / weight;
            }
        }
        model.correction = monotone(fill_between(next, &known));
    }
    model.correction
}

/// The correction with each tenth that had too few outcomes set on the straight line between
/// the nearest tenths that had enough (the ends always count, at none).
fn fill_between(mut c: Correction, known: &[bool; 11]) -> Correction {
    for k in 1..10 {
        if known[k] {
            continue;
        }
        let below = (0..k).rev().find(|&j| known[j]).unwrap_or(0);
        let above = (k + 1..11).find(|&j| known[j]).unwrap_or(10);
        let t = (k - below) as f64 / (above - below) as f64;
        c[k] = c[below] * (1.0 - t) + c[above] * t;
    }
    c
}

/// The correction with each corrected tenth (tenth plus correction) at least the one below and
/// within 0 and 1.
fn monotone(mut c: Correction) -> Correction {
    let mut floor: f64 = 0.0;
    for (k, x) in c.iter_mut().enumerate() {
        let tenth = k as f64 / 10.0;
        let y = (tenth + *x).clamp(floor, 1.0);
        *x = y - tenth;
        floor = y;
    }
    c[0] = 0.0;
    c[10] = 0.0;
    c
}

/// The correction at each tenth, rounded for the fit's report.
pub fn correction_text(c: &Correction) -> String {
    let tenths: Vec<String> = (0..=10)
        .map(|k| format!("{:+.1}", 100.0 * interpolate(c, k as f64 / 10.0)))
        .collect();
    format!("[{}]", tenths.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two seats: seat 0 a city ahead after three hands of four, the winner after the fourth.
    fn samples(wins_of_the_leader: usize) -> Vec<PlanSample> {
        let ahead = Boundary::Open(vec![Some([1.0, 0.0, 2.0]), Some([-1.0, 1.0, -2.0])]);
        (0..100)
            .map(|i| PlanSample {
                ends: vec![(ahead.clone(), 3), (Boundary::Won(Seat(0)), 1)],
                players: 2,
                winner: Seat((i >= wins_of_the_leader) as u8),
            })
            .collect()
    }

    #[test]
    fn the_fit_follows_the_results() {
        let sure = fit_after_plan(&samples(90), [0.3, 0.2, 0.0]);
        let even = fit_after_plan(&samples(50), [0.3, 0.2, 0.0]);
        let chance =
            |s: &[PlanSample], t: &Theta| averaged(&s[0].ends, 2, &Constants::uncorrected(*t))[0];
        assert!((chance(&samples(90), &sure) - 0.9).abs() < 0.01, "{sure:?}");
        assert!((chance(&samples(50), &even) - 0.5).abs() < 0.01, "{even:?}");
        assert!(
            mean_log_chance(&sure, &samples(90)) > mean_log_chance(&[0.3, 0.2, 0.0], &samples(90))
        );
    }

    #[test]
    fn the_correction_makes_the_chances_say_what_happened() {
        let theta = [0.3, 0.2, 0.0];
        for wins in [55, 90] {
            let fitted = Constants {
                theta,
                correction: fit_correction(&samples(wins), theta),
            };
            let before = averaged(&samples(wins)[0].ends, 2, &Constants::uncorrected(theta));
            let after = averaged(&samples(wins)[0].ends, 2, &fitted);
            assert!((before[0] - 0.70).abs() < 0.01, "{before:?}");
            assert!(
                (after[0] - wins as f64 / 100.0).abs() < 0.01,
                "{wins}: {after:?}"
            );
            assert!((after[0] + after[1] - 1.0).abs() < 1e-12);
        }
    }

    #[test]
    fn a_higher_chance_is_never_corrected_below_a_lower() {
        let mut wild = [0.0; 11];
        wild[5] = 0.3;
        wild[6] = -0.3;
        let c = monotone(wild);
        let shown: Vec<f64> = (0..=100)
            .map(|i| i as f64 / 100.0)
            .map(|p| p + interpolate(&c, p))
            .collect();
        assert!(shown.windows(2).all(|w| w[0] <= w[1] + 1e-12), "{c:?}");
        assert_eq!((c[0], c[10]), (0.0, 0.0));
    }
}
