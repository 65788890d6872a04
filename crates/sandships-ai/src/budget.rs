//! What a turn's search may spend, and the meter that counts it: nodes (states made by playing
//! an action) and time by the caller's clock, whichever runs out first. Nodes are reproducible
//! (the same on every machine); time is what a person waits.

use looney_pyramids::Clock;

/// How much a search may spend. With neither limit set it thinks for [`DEFAULT_MILLIS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Budget {
    /// States made (every action played in the search counts one).
    pub nodes: Option<u64>,
    /// Milliseconds by the caller's clock.
    pub millis: Option<u64>,
}

/// The thinking time when nothing else limits a search (level 5 with no budget given).
pub const DEFAULT_MILLIS: u64 = 1000;

impl Budget {
    /// Only a node budget.
    pub fn nodes(n: u64) -> Budget {
        Budget {
            nodes: Some(n),
            millis: None,
        }
    }

    /// Only a time budget.
    pub fn millis(ms: u64) -> Budget {
        Budget {
            nodes: None,
            millis: Some(ms),
        }
    }

    /// The tightest parts of both: a level's budget capped by the caller's.
    pub fn tightest(self, other: Budget) -> Budget {
        fn min(a: Option<u64>, b: Option<u64>) -> Option<u64> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        Budget {
            nodes: min(self.nodes, other.nodes),
            millis: min(self.millis, other.millis),
        }
    }

    /// Whether no limit is set.
    pub fn is_unlimited(&self) -> bool {
        self.nodes.is_none() && self.millis.is_none()
    }
}

/// Counts what a search spends against its budget.
pub struct Meter<'c> {
    clock: &'c dyn Clock,
    start_ms: f64,
    budget: Budget,
    /// States made so far.
    pub nodes: u64,
    /// The clock is read every this many nodes (reading it costs more than a node in a
    /// browser worker).
    checks: u64,
    out_of_time: bool,
}

impl<'c> Meter<'c> {
    /// A meter starting now.
    pub fn new(budget: Budget, clock: &'c dyn Clock) -> Meter<'c> {
        Meter {
            clock,
            start_ms: clock.now_ms(),
            budget,
            nodes: 0,
            checks: 0,
            out_of_time: false,
        }
    }

    /// One more state made.
    pub fn tick(&mut self) {
        self.nodes += 1;
    }

    /// How far along the budget is, 0 to 1 (1 and over: all of it), by nodes or by time,
    /// whichever is further.
    pub fn spent(&mut self) -> f64 {
        let by_nodes = self
            .budget
            .nodes
            .map_or(0.0, |n| self.nodes as f64 / n.max(1) as f64);
        let by_time = match self.budget.millis {
            Some(ms) => {
                self.checks += 1;
                let t = (self.clock.now_ms() - self.start_ms) / (ms as f64).max(1e-3);
                if t >= 1.0 {
                    self.out_of_time = true;
                }
                t
            }
            None => 0.0,
        };
        by_nodes.max(by_time)
    }

    /// Whether less than `fraction` of the budget is spent (never once the time is up: a
    /// fraction over 1 still stops at the deadline).
    pub fn below(&mut self, fraction: f64) -> bool {
        let spent = self.spent();
        !self.out_of_time && spent < fraction
    }

    /// Milliseconds since the meter started.
    pub fn elapsed_ms(&self) -> f64 {
        self.clock.now_ms() - self.start_ms
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::cell::Cell;

    #[test]
    fn the_meter_counts_nodes_and_time() {
        let t = Cell::new(0.0);
        let clock = || t.get();
        let mut m = Meter::new(Budget::nodes(10), &clock);
        for _ in 0..5 {
            m.tick();
        }
        assert!(m.below(0.6) && !m.below(0.5));
        let mut m = Meter::new(Budget::millis(100), &clock);
        assert!(m.below(0.1));
        t.set(50.0);
        assert!(!m.below(0.5) && m.below(0.6));
        t.set(100.0);
        assert!(!m.below(2.0), "past the time limit nothing more is spent");
        assert_eq!(
            Budget::nodes(5).tightest(Budget::millis(7)),
            Budget {
                nodes: Some(5),
                millis: Some(7)
            }
        );
    }
}
