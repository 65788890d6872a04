//! Helpers shared by the integration tests: positions reached by seeded random play, and a
//! fake clock that moves only when read.

#![allow(dead_code)]

use std::cell::Cell;

use martian_ai::Clock;
use martian_engine::{Position, RuleOptions};

/// A clock that advances `step` milliseconds each time it is read: time passes with the
/// search's own work, so a test of the deadline never waits and never depends on the machine.
pub struct FakeClock {
    pub now: Cell<f64>,
    pub step: f64,
    pub reads: Cell<u64>,
}

impl FakeClock {
    pub fn new(step: f64) -> FakeClock {
        FakeClock {
            now: Cell::new(0.0),
            step,
            reads: Cell::new(0),
        }
    }
}

impl Clock for FakeClock {
    fn now_ms(&self) -> f64 {
        self.reads.set(self.reads.get() + 1);
        let t = self.now.get();
        self.now.set(t + self.step);
        t
    }
}

#[allow(unused_imports)] // not every test file uses it
pub use martian_ai::random_position;

/// Reads a position, panicking with the text on failure (tests only).
pub fn pos(text: &str) -> Position {
    Position::from_text(text, RuleOptions::default()).unwrap_or_else(|e| panic!("{text}: {e}"))
}
