//! The fit of the chances a Sandships review shows: those after a plan, averaged over the next
//! seat's hands (`sandships_ai::study::chance::averaged`). Constants fitted on the static
//! formula at every turn boundary and used after the averaging missed by up to 8 points in a
//! bin with four seats (docs/study.md): the averaging flattens what was fitted sharp. So the
//! constants are fitted on the very chances shown, at the sampled turns of the fit games, each
//! turn's best plan followed through every reply hand once and the boundaries kept, so that
//! each try of the constants costs no search.

use sandships::{Seat, State};
use sandships_ai::study::chance::{averaged, reply_boundaries, Boundary, Theta};
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
    theta: Theta,
    w: &Weights,
    winner: Seat,
) -> Option<PlanSample> {
    let a = analyse_turn(
        state,
        &TurnAnalysisParams {
            chance: Some(theta),
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

/// The winners' mean log chance with the constants `theta`.
pub fn mean_log_chance(theta: &Theta, samples: &[PlanSample]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            averaged(&s.ends, s.players, theta)[s.winner.index()]
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
        let chance = |s: &[PlanSample], t: &Theta| averaged(&s[0].ends, 2, t)[0];
        assert!((chance(&samples(90), &sure) - 0.9).abs() < 0.01, "{sure:?}");
        assert!((chance(&samples(50), &even) - 0.5).abs() < 0.01, "{even:?}");
        assert!(
            mean_log_chance(&sure, &samples(90)) > mean_log_chance(&[0.3, 0.2, 0.0], &samples(90))
        );
    }
}
