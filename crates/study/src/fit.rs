//! Fitting win chances to results: a conditional logit (McFadden's), the multi-party logistic
//! regression. Each party `p` of a position (a seat, or a team) has features `x_p`; its chance is
//! `e^(theta . x_p) / sum_q e^(theta . x_q)`. With two parties and the second's features all 0
//! it is the plain logistic curve `1 / (1 + e^-(theta . x))`. Fitted by Newton's method on the
//! log-likelihood (with a touch of ridge so a feature that never varies cannot run away); the
//! result is a handful of constants that the games write into their code.

use alloc::vec;
use alloc::vec::Vec;

use crate::math::{exp, softmax};

/// One position: each party's features, and its share of the result (1 for the winner, 1/k for
/// each of k sharing the top; the shares sum to 1).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// One feature vector a party, all of one length.
    pub features: Vec<Vec<f64>>,
    /// One share a party.
    pub result: Vec<f64>,
}

/// The chances `theta` gives each party of a sample.
pub fn chances(theta: &[f64], features: &[Vec<f64>]) -> Vec<f64> {
    let z: Vec<f64> = features
        .iter()
        .map(|x| x.iter().zip(theta).map(|(a, b)| a * b).sum())
        .collect();
    softmax(&z)
}

/// The mean log-likelihood of the results under `theta` (natural log; higher is better).
pub fn log_likelihood(theta: &[f64], samples: &[Sample]) -> f64 {
    let mut total = 0.0;
    for s in samples {
        let p = chances(theta, &s.features);
        for (pi, yi) in p.iter().zip(&s.result) {
            if *yi > 0.0 {
                total += yi * ln(pi.max(1e-300));
            }
        }
    }
    total / samples.len().max(1) as f64
}

/// Natural log by Newton's method on [`exp`] (only the fit's report needs it).
fn ln(x: f64) -> f64 {
    // Bring x into [0.5, 1) by powers of two, then refine.
    let mut k = 0i32;
    let mut m = x;
    while m >= 1.0 {
        m /= 2.0;
        k += 1;
    }
    while m < 0.5 {
        m *= 2.0;
        k -= 1;
    }
    let mut y = m - 1.0;
    for _ in 0..30 {
        y -= 1.0 - m / exp(y);
    }
    y + k as f64 * core::f64::consts::LN_2
}

/// The `theta` of the best fit, from `start`, by Newton's method with step halving (never a
/// step that lowers the likelihood), `ridge` added to the Hessian's diagonal.
#[allow(clippy::needless_range_loop)] // feature indices, as the algebra writes them
pub fn fit(samples: &[Sample], start: &[f64], ridge: f64, rounds: usize) -> Vec<f64> {
    let d = start.len();
    let mut theta = start.to_vec();
    let mut best = log_likelihood(&theta, samples);
    for _ in 0..rounds {
        let mut grad = vec![0.0; d];
        let mut hess = vec![vec![0.0; d]; d];
        for s in samples {
            let p = chances(&theta, &s.features);
            let mut mean = vec![0.0; d];
            for (pi, x) in p.iter().zip(&s.features) {
                for j in 0..d {
                    mean[j] += pi * x[j];
                }
            }
            for ((pi, yi), x) in p.iter().zip(&s.result).zip(&s.features) {
                for j in 0..d {
                    grad[j] += (yi - pi) * x[j];
                    for k in 0..d {
                        hess[j][k] += pi * (x[j] - mean[j]) * (x[k] - mean[k]);
                    }
                }
            }
        }
        for (j, row) in hess.iter_mut().enumerate() {
            row[j] += ridge * samples.len() as f64;
            grad[j] -= ridge * samples.len() as f64 * theta[j];
        }
        let Some(step) = solve(hess, grad) else {
            break;
        };
        let mut scale = 1.0;
        let mut moved = false;
        while scale > 1e-6 {
            let trial: Vec<f64> = theta
                .iter()
                .zip(&step)
                .map(|(t, s)| t + scale * s)
                .collect();
            let ll = log_likelihood(&trial, samples);
            if ll >= best {
                moved = ll - best > 1e-12;
                theta = trial;
                best = ll;
                break;
            }
            scale /= 2.0;
        }
        if !moved {
            break;
        }
    }
    theta
}

#[allow(clippy::needless_range_loop)] // row and column indices, as the algebra writes them
/// Solves `a x = b` by Gaussian elimination with partial pivoting (`None`: singular).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..n {
            let f = a[row][col] / a[col][col];
            for k in col..n {
                a[row][k] -= f * a[col][k];
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let s: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - s) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::math::logistic;

    #[test]
    fn recovers_a_known_curve() {
        // Results drawn (deterministically) from 1 / (1 + e^-(0.8 v + 0.3)).
        let mut samples = Vec::new();
        let mut state: u64 = 7;
        for i in 0..4000 {
            let v = (i % 81) as f64 / 10.0 - 4.0;
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let u = (state >> 11) as f64 / (1u64 << 53) as f64;
            let won = u < logistic(0.8 * v + 0.3);
            samples.push(Sample {
                features: vec![vec![v, 1.0], vec![0.0, 0.0]],
                result: if won { vec![1.0, 0.0] } else { vec![0.0, 1.0] },
            });
        }
        let theta = fit(&samples, &[0.0, 0.0], 1e-6, 50);
        assert!(
            (theta[0] - 0.8).abs() < 0.1 && (theta[1] - 0.3).abs() < 0.15,
            "{theta:?}"
        );
        assert!(log_likelihood(&theta, &samples) > log_likelihood(&[0.0, 0.0], &samples));
        assert!((ln(10.0) - std::primitive::f64::ln(10.0)).abs() < 1e-12);
    }
}
