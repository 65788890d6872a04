//! Whether win chances mean what they say: predictions binned by the chance they gave, the share
//! of them that came true in each bin beside the bin's mean prediction, and the Brier score
//! beside a coin's (every party given 1/N).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// One predicted chance and what happened: 1 won, 0 lost, 1/k a top shared by k.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prediction {
    /// The chance given, 0 to 1.
    pub chance: f64,
    /// The result, 0 to 1.
    pub outcome: f64,
    /// How many parties (seats, or teams) the game had: the coin gives 1/N.
    pub parties: u8,
}

/// One bin of the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bin {
    /// Its range of chances, 0 to 1: `lo <= chance < hi` (the last bin includes 1).
    pub lo: f64,
    /// See `lo`.
    pub hi: f64,
    /// Predictions in it.
    pub count: usize,
    /// Their mean chance.
    pub predicted: f64,
    /// Their mean result (the share that came true, ties split).
    pub actual: f64,
}

/// Bins with this many predictions or more are held to [`TOLERANCE`].
pub const MIN_COUNT: usize = 100;
/// How far (0 to 1) a bin's share of wins may lie from its prediction.
pub const TOLERANCE: f64 = 0.07;

/// A calibration table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// The bins, lowest first.
    pub bins: Vec<Bin>,
    /// Predictions in all.
    pub count: usize,
    /// The mean squared error of the chances.
    pub brier: f64,
    /// The same for a coin: every party given 1/N.
    pub coin: f64,
}

impl Table {
    /// Bins `predictions` into `bins` equal ranges of chance.
    pub fn new(predictions: &[Prediction], bins: usize) -> Table {
        let bins = bins.max(1);
        let mut out: Vec<Bin> = (0..bins)
            .map(|i| Bin {
                lo: i as f64 / bins as f64,
                hi: (i + 1) as f64 / bins as f64,
                count: 0,
                predicted: 0.0,
                actual: 0.0,
            })
            .collect();
        let (mut brier, mut coin) = (0.0, 0.0);
        for p in predictions {
            let i = ((p.chance * bins as f64) as usize).min(bins - 1);
            let b = &mut out[i];
            b.count += 1;
            b.predicted += p.chance;
            b.actual += p.outcome;
            brier += (p.chance - p.outcome) * (p.chance - p.outcome);
            let c = 1.0 / p.parties.max(1) as f64;
            coin += (c - p.outcome) * (c - p.outcome);
        }
        for b in out.iter_mut().filter(|b| b.count > 0) {
            b.predicted /= b.count as f64;
            b.actual /= b.count as f64;
        }
        let n = predictions.len().max(1) as f64;
        Table {
            bins: out,
            count: predictions.len(),
            brier: brier / n,
            coin: coin / n,
        }
    }

    /// The bins with [`MIN_COUNT`] predictions or more whose share of wins is further than
    /// [`TOLERANCE`] from their prediction.
    pub fn failures(&self) -> Vec<Bin> {
        self.bins
            .iter()
            .filter(|b| b.count >= MIN_COUNT && (b.actual - b.predicted).abs() > TOLERANCE)
            .copied()
            .collect()
    }

    /// The table in Markdown, then the Brier scores and the verdict.
    pub fn markdown(&self) -> String {
        let mut s = String::from(
            "| predicted | positions | mean predicted | actual wins | difference |\n| --- | --- | --- | --- | --- |\n",
        );
        for b in &self.bins {
            if b.count == 0 {
                continue;
            }
            let held = if b.count >= MIN_COUNT { "" } else { " (few)" };
            s += &format!(
                "| {:.0}-{:.0}% | {}{held} | {:.1}% | {:.1}% | {:+.1} |\n",
                b.lo * 100.0,
                b.hi * 100.0,
                b.count,
                b.predicted * 100.0,
                b.actual * 100.0,
                (b.actual - b.predicted) * 100.0
            );
        }
        let failures = self.failures();
        s += &format!(
            "\n{} predictions; Brier score {:.4} (a coin's, 1/N each: {:.4}); {}\n",
            self.count,
            self.brier,
            self.coin,
            if failures.is_empty() {
                String::from("every bin of 100 or more within 7 points")
            } else {
                format!(
                    "{} bin(s) of 100 or more further than 7 points",
                    failures.len()
                )
            }
        );
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bins_and_scores() {
        let mut p = Vec::new();
        for i in 0..1000 {
            // Chance 0.3: true 3 times in 10. Chance 0.9: true 9 times in 10.
            p.push(Prediction {
                chance: 0.3,
                outcome: (i % 10 < 3) as u8 as f64,
                parties: 2,
            });
            p.push(Prediction {
                chance: 0.9,
                outcome: (i % 10 < 9) as u8 as f64,
                parties: 2,
            });
        }
        let t = Table::new(&p, 10);
        assert_eq!(t.bins[3].count, 1000);
        assert!((t.bins[3].actual - 0.3).abs() < 1e-9);
        assert!(t.failures().is_empty());
        assert!(t.brier < t.coin);
        assert!((t.coin - 0.25).abs() < 1e-9);
        // A liar: says 0.9 for what happens 3 times in 10.
        let liar: Vec<Prediction> = p
            .iter()
            .map(|x| Prediction {
                chance: if x.chance < 0.5 { 0.9 } else { 0.3 },
                ..*x
            })
            .collect();
        let t = Table::new(&liar, 10);
        assert_eq!(t.failures().len(), 2);
        assert!(t.markdown().contains("2 bin(s)"));
    }
}
