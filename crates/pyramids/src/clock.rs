//! The time source. The AI has no clock of its own: native code, a browser worker and a test
//! each hand it theirs, so the crate stays portable (there is no `Instant` on `wasm32`) and a
//! test can drive time by hand instead of waiting for it.

/// Reads the time in milliseconds from any fixed origin. Only differences are used.
pub trait Clock {
    /// Milliseconds since the clock's origin.
    fn now_ms(&self) -> f64;
}

/// Any closure returning milliseconds is a clock (`&|| performance.now()` in a worker).
impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// A clock that never moves: searches limited by nodes or depth need no time at all.
#[derive(Clone, Copy, Debug, Default)]
pub struct StoppedClock;

impl Clock for StoppedClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}
