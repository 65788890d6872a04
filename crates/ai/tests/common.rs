//! Helpers shared by the integration tests: positions reached by seeded random play, and a
//! fake clock that moves only when read.

#![allow(dead_code)]

use martian_engine::{Position, RuleOptions};

/// A clock that moves `step` milliseconds each time it is read (shared with the other AI's tests).
#[allow(unused_imports)] // not every test file uses it
pub use martian_ai::SteppingClock as FakeClock;

#[allow(unused_imports)] // not every test file uses it
pub use martian_ai::random_position;

/// Reads a position, panicking with the text on failure (tests only).
pub fn pos(text: &str) -> Position {
    Position::from_text(text, RuleOptions::default()).unwrap_or_else(|e| panic!("{text}: {e}"))
}
