//! Glicko-2 ratings, as lichess rates its puzzles: the player against each puzzle, one result at
//! a time, the puzzle's own rating moving the other way (Glickman, "Example of the Glicko-2
//! system", 2012; `shared/STUDY.md`).
//!
//! Each attempt is rated as a period of its own (lichess does the same for puzzles), so the
//! deviation falls as a player solves and rises a little with every period through the
//! volatility. Constants are lichess's: a new rating 1500 with deviation 500 (a new player's
//! first results move it far), deviation kept between 45 and 500, τ = 0.75.

use serde::{Deserialize, Serialize};

/// The Glicko-2 scale's factor between the displayed scale and the internal one.
const SCALE: f64 = 173.7178;
/// How much the volatility may change (τ).
const TAU: f64 = 0.75;
/// The smallest deviation: a rating is never certain.
pub const MIN_DEVIATION: f64 = 45.0;
/// The largest deviation, a new player's.
pub const MAX_DEVIATION: f64 = 500.0;
/// The deviation a puzzle's rating starts with: its estimate from the line's shape is a
/// guess, so the first results move it, but less than a new player's.
pub const PUZZLE_DEVIATION: f64 = 200.0;

/// A rating on the displayed scale (1500 average).
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its deviation (how unsure it is).
    pub deviation: f64,
    /// Its volatility (how erratic the results have been).
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player's rating.
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: MAX_DEVIATION,
            volatility: 0.09,
        }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

impl Rating {
    /// A puzzle's rating from its estimated difficulty.
    pub fn puzzle(estimate: f64) -> Rating {
        Rating {
            rating: estimate,
            deviation: PUZZLE_DEVIATION,
            volatility: 0.09,
        }
    }

    /// Whether the numbers are ones a rating can have (a stored rating is checked).
    pub fn is_sane(&self) -> bool {
        self.rating.is_finite()
            && (0.0..=4000.0).contains(&self.rating)
            && (MIN_DEVIATION..=MAX_DEVIATION).contains(&self.deviation)
            && self.volatility.is_finite()
            && self.volatility > 0.0
            && self.volatility < 1.0
    }

    /// The chance this side beats `other` (the expected score).
    pub fn expected(&self, other: &Rating) -> f64 {
        let (mu, mu_j) = (
            (self.rating - 1500.0) / SCALE,
            (other.rating - 1500.0) / SCALE,
        );
        1.0 / (1.0 + (-g(other.deviation / SCALE) * (mu - mu_j)).exp())
    }

    /// This rating after one result against `other`: `score` 1 for a win, 0 for a loss.
    pub fn after(&self, other: &Rating, score: f64) -> Rating {
        let next = self.period(&[(*other, score)], TAU);
        Rating {
            rating: next.rating.clamp(100.0, 3900.0),
            deviation: next.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: next.volatility.clamp(0.01, 0.5),
        }
    }

    /// This rating after one rating period of `results` (each opponent and the score against
    /// it), with volatility constraint `tau`: steps 2 to 8 of Glickman's paper, unclamped.
    fn period(&self, results: &[(Rating, f64)], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let (mut inv_v, mut sum) = (0.0, 0.0);
        for (other, score) in results {
            let g_j = g(other.deviation / SCALE);
            let e = self.expected(other);
            inv_v += g_j * g_j * e * (1.0 - e);
            sum += g_j * (score - e);
        }
        let v = 1.0 / inv_v;
        let sigma = new_volatility(phi, v, v * sum, self.volatility, tau);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: 1500.0 + SCALE * mu_new,
            deviation: SCALE * phi_new,
            volatility: sigma,
        }
    }
}

/// The new volatility σ' (step 5 of Glickman's paper, the Illinois algorithm).
fn new_volatility(phi: f64, v: f64, delta: f64, sigma: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - d) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < 100.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    for _ in 0..100 {
        if (big_b - big_a).abs() <= 1e-6 {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example: 1500/200/0.06 against three players, as three one-game
    /// periods here, moves the same way; the single-game formula is checked by its symmetry
    /// and direction, and the paper's one-opponent numbers.
    #[test]
    fn a_win_raises_a_loss_lowers_and_the_puzzle_moves_the_other_way() {
        let player = Rating::default();
        let puzzle = Rating::puzzle(1500.0);
        let won = player.after(&puzzle, 1.0);
        let lost = player.after(&puzzle, 0.0);
        assert!(won.rating > 1600.0 && won.rating < 1900.0, "{won:?}");
        assert!(lost.rating < 1400.0 && lost.rating > 1100.0, "{lost:?}");
        assert!(
            (won.rating - 1500.0 + (lost.rating - 1500.0)).abs() < 1.0,
            "symmetric"
        );
        assert!(won.deviation < player.deviation, "a result makes it surer");
        let puzzle_after = puzzle.after(&player, 0.0);
        assert!(puzzle_after.rating < 1500.0 && puzzle_after.rating > 1400.0);
    }

    /// Glickman's worked example ("Example of the Glicko-2 system", 2012), to the paper's
    /// digits: 1500 / 200 / 0.06 with τ = 0.5 beats 1400 / 30 and loses to 1550 / 100 and
    /// 1700 / 300 in one period, and becomes 1464.06 / 151.52 / 0.05999.
    #[test]
    fn glickmans_worked_example_to_the_papers_digits() {
        let rated = |rating: f64, deviation: f64| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let after = rated(1500.0, 200.0).period(
            &[
                (rated(1400.0, 30.0), 1.0),
                (rated(1550.0, 100.0), 0.0),
                (rated(1700.0, 300.0), 0.0),
            ],
            0.5,
        );
        // The paper's numbers on the Glicko-2 scale: μ' = -0.2069, φ' = 0.8722, σ' = 0.05999.
        let mu = (after.rating - 1500.0) / SCALE;
        assert_eq!(format!("{mu:.4}"), "-0.2069", "{after:?}");
        assert_eq!(
            format!("{:.4}", after.deviation / SCALE),
            "0.8722",
            "{after:?}"
        );
        // σ' = 0.0599960: the paper's 0.05999 cut to five places.
        assert!((after.volatility - 0.05999).abs() < 1e-5, "{after:?}");
        // Back on the displayed scale: the paper writes 1464.06 from μ' rounded to four
        // places (1500 + 173.7178 × -0.2069); unrounded it is 1464.05.
        assert_eq!(format!("{:.2}", 1500.0 + SCALE * -0.2069), "1464.06");
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert_eq!(format!("{:.2}", after.deviation), "151.52", "{after:?}");
    }

    #[test]
    fn glickmans_example_with_one_opponent() {
        // The paper's player (1500, 200, 0.06) against its first opponent (1400, 30), a win:
        // E = 0.639, g = 0.9955; μ' from the one-game period by the same formulas.
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = Rating {
            rating: 1400.0,
            deviation: 45.0,
            volatility: 0.06,
        };
        assert!((player.expected(&opponent) - 0.639).abs() < 0.01);
        let after = player.after(&opponent, 1.0);
        assert!(after.rating > 1560.0 && after.rating < 1600.0, "{after:?}");
        assert!((after.volatility - 0.06).abs() < 0.001, "{after:?}");
    }

    #[test]
    fn a_long_run_of_wins_settles_and_stays_sane() {
        let mut player = Rating::default();
        for i in 0..400 {
            let puzzle = Rating::puzzle(1200.0 + (i % 10) as f64 * 100.0);
            player = player.after(&puzzle, if i % 3 == 0 { 0.0 } else { 1.0 });
            assert!(player.is_sane(), "{player:?}");
        }
        assert!(player.deviation < 120.0, "{player:?}");
        assert!(!Rating {
            rating: f64::NAN,
            ..Rating::default()
        }
        .is_sane());
    }
}
