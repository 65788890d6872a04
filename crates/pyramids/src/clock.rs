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

/// A clock that moves `step` milliseconds each time it is read, counting its readings: time
/// passes with the search's own work, so a test of a deadline never waits and never depends
/// on the machine.
#[derive(Debug)]
pub struct SteppingClock {
    /// The time the next reading returns.
    pub now: core::cell::Cell<f64>,
    /// How far each reading moves the clock.
    pub step: f64,
    /// How many times the clock was read.
    pub reads: core::cell::Cell<u64>,
}

impl SteppingClock {
    /// A clock at 0 that moves `step` milliseconds a reading.
    pub fn new(step: f64) -> SteppingClock {
        SteppingClock {
            now: core::cell::Cell::new(0.0),
            step,
            reads: core::cell::Cell::new(0),
        }
    }
}

impl Clock for SteppingClock {
    fn now_ms(&self) -> f64 {
        self.reads.set(self.reads.get() + 1);
        let t = self.now.get();
        self.now.set(t + self.step);
        t
    }
}
