//! Helpers shared by the AI's tests.

#![allow(dead_code)]

use std::cell::Cell;

use sandships::{Action, Options, State};
use sandships_ai::{random_state, roll_dice, Rng};

/// A clock that moves `step` milliseconds each time it is read, so a time limit is met after a
/// known number of readings, on any machine.
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

impl sandships_ai::Clock for FakeClock {
    fn now_ms(&self) -> f64 {
        self.reads.set(self.reads.get() + 1);
        let t = self.now.get();
        self.now.set(t + self.step);
        t
    }
}

/// A seeded random state of a game in play with dice in hand (rolled if need be).
pub fn state_with_dice(players: u8, options: Options, seed: u64, actions: u32) -> State {
    let mut state = random_state(players, options, seed, actions);
    let mut rng = Rng::new(seed ^ 0xabcd);
    while state.needs_roll() {
        state.play_unchecked(Action::Roll(roll_dice(&mut rng)));
    }
    state
}

pub fn state(text: &str) -> State {
    State::from_text(text, Options::default()).unwrap_or_else(|e| panic!("{text}: {e}"))
}
