//! Helpers shared by the AI's tests.

#![allow(dead_code)]

use sandships::{Action, Options, State};
use sandships_ai::{
    best_turn, random_state, roll_dice, Budget, Level, Rng, StoppedClock, TurnParams, Weights,
};

/// A clock that moves `step` milliseconds each time it is read (shared with the other AI's tests).
#[allow(unused_imports)] // not every test file uses it
pub use sandships_ai::SteppingClock as FakeClock;

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

/// Level 5's turn (200,000 states) from the state `text` with the evaluation's `weights`, as
/// action texts.
pub fn turn_with(text: &str, weights: Weights) -> Vec<String> {
    let params = TurnParams {
        weights,
        ..Level::get(5).params(Budget::nodes(200_000), 1)
    };
    best_turn(&state(text), &params, &StoppedClock)
        .actions
        .iter()
        .map(|a| a.to_string())
        .collect()
}
