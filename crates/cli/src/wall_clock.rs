//! The clock of this process, for the AIs (which have none of their own).

use std::time::Instant;

/// Milliseconds since `start`, as a clock both AIs accept.
pub fn wall_clock(start: Instant) -> impl Fn() -> f64 {
    move || start.elapsed().as_secs_f64() * 1000.0
}
