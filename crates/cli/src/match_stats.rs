//! The arithmetic of a match result: the score with its 95% interval, and the Elo difference
//! with its margin.
//!
//! The interval is Wilson's score interval with the game score (a draw is half a win) as the
//! proportion. Draws make the true spread a little smaller than a proportion's, so the
//! interval errs on the wide side; unlike the plain normal interval it stays sensible at 0% or
//! 100% and with few games.

/// z for a two-sided 95% interval.
const Z: f64 = 1.959_964;

/// Wins, draws and losses of one side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn (or shared).
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score: wins plus half the draws, over the games (0.5 with no games).
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (self.wins as f64 + self.draws as f64 / 2.0) / n as f64
    }

    /// The share of games won.
    pub fn win_share(&self) -> f64 {
        match self.games() {
            0 => 0.0,
            n => self.wins as f64 / n as f64,
        }
    }
}

/// Wilson's 95% interval for a proportion `p` observed over `n` trials.
pub fn interval(p: f64, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The Elo difference that gives the expected score `s` (infinite at 0 and 1).
pub fn elo(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / s - 1.0).log10()
    }
}

/// "+123", "-45", "+inf".
pub fn signed(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{:+.0}", x)
    }
}

/// The lines a match prints for side A's tally.
pub fn summary(t: &Tally) -> String {
    let s = t.score();
    let (lo, hi) = interval(s, t.games());
    let e = elo(s);
    let (elo_lo, elo_hi) = (elo(lo), elo(hi));
    let elo_line = if e.is_finite() && elo_lo.is_finite() && elo_hi.is_finite() {
        format!(
            "Elo difference {} ± {:.0} (95% interval {} to {})",
            signed(e),
            (elo_hi - elo_lo) / 2.0,
            signed(elo_lo),
            signed(elo_hi)
        )
    } else {
        format!(
            "Elo difference {} (95% interval {} to {})",
            signed(e),
            signed(elo_lo),
            signed(elo_hi)
        )
    };
    format!(
        "wins {} draws {} losses {}\nscore {:.1}% (95% interval {:.1}% to {:.1}%)\n{elo_line}\n",
        t.wins,
        t.draws,
        t.losses,
        100.0 * s,
        100.0 * lo,
        100.0 * hi
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        let t = Tally {
            wins: 30,
            draws: 0,
            losses: 10,
        };
        assert_eq!(t.score(), 0.75);
        let (lo, hi) = interval(0.75, 40);
        assert!(
            (lo - 0.598).abs() < 0.005 && (hi - 0.858).abs() < 0.005,
            "{lo} {hi}"
        );
        assert!((elo(0.75) - 190.85).abs() < 0.1);
        assert_eq!(elo(1.0), f64::INFINITY);
        assert_eq!(signed(elo(0.0)), "-inf");
        let (lo, hi) = interval(1.0, 20);
        assert!(lo > 0.8 && hi == 1.0);
        assert!(summary(&t).contains("score 75.0%"));
        assert!(summary(&Tally {
            wins: 5,
            draws: 0,
            losses: 0
        })
        .contains("+inf"));
        assert_eq!(interval(0.5, 0), (0.0, 1.0));
    }
}
