//! The yardsticks the levels are measured against, and the dice: a random player, a greedy
//! one (the action that most raises its own best three cities' margins, else a random one),
//! a roll from a seeded generator, and random states for tests and benchmarks. All seeded, so
//! a match replays exactly.

use looney_pyramids::Rng;
use sandships::{Action, Options, Roll, State};

use crate::eval::best_three_margins;

/// Three dice thrown.
pub fn roll_dice(rng: &mut Rng) -> Roll {
    Roll::from_numbers([0, 0, 0].map(|_: u8| rng.below(6) as u8))
}

/// Any legal action, uniformly (`end` included); `None` when the seat must roll or the game
/// is over.
pub fn random_action(state: &State, rng: &mut Rng) -> Option<Action> {
    let mut actions = Vec::new();
    state.legal_actions_unsorted(&mut actions);
    actions
        .get(rng.below(actions.len() as u64) as usize)
        .copied()
}

/// The action that most raises the mover's three best cities' margins (a random one among
/// equals); if none raises them, any legal action at random.
pub fn greedy_action(state: &State, rng: &mut Rng) -> Option<Action> {
    let me = state.to_act();
    let mut actions = Vec::new();
    state.legal_actions_unsorted(&mut actions);
    let now = best_three_margins(state, me);
    let mut best: Vec<Action> = Vec::new();
    let mut top = now;
    for &action in &actions {
        let mut child = state.clone();
        child.play_unchecked(action);
        let m = if child.winner() == Some(me) {
            i32::MAX
        } else if child.is_out(me) {
            i32::MIN
        } else {
            best_three_margins(&child, me)
        };
        if m > top {
            top = m;
            best.clear();
        }
        if m == top && m > now {
            best.push(action);
        }
    }
    if best.is_empty() {
        return random_action(state, rng);
    }
    best.get(rng.below(best.len() as u64) as usize).copied()
}

/// A whole game of random actions and seeded rolls from the start, to a win or `max_turns`
/// turns: the final state, the turns begun and the actions played (rolls included). The
/// engine's speed is measured in these.
pub fn random_playout(
    players: u8,
    options: Options,
    rng: &mut Rng,
    max_turns: u32,
) -> (State, u32, u64) {
    let mut state = State::start(players, options);
    let (mut turns, mut actions) = (0, 0);
    while state.winner().is_none() {
        let action = if state.needs_roll() {
            if turns == max_turns {
                break;
            }
            turns += 1;
            Action::Roll(roll_dice(rng))
        } else {
            random_action(&state, rng).expect("a state with dice has an action")
        };
        state.play_unchecked(action);
        actions += 1;
    }
    (state, turns, actions)
}

/// The state after `actions` random actions (rolls included) from the start, or the last
/// state still in play if the game ends first. Reproducible from the seed.
pub fn random_state(players: u8, options: Options, seed: u64, actions: u32) -> State {
    let mut rng = Rng::new(seed);
    let mut state = State::start(players, options);
    for _ in 0..actions {
        let action = if state.needs_roll() {
            Action::Roll(roll_dice(&mut rng))
        } else {
            match random_action(&state, &mut rng) {
                Some(a) => a,
                None => break,
            }
        };
        let before = state.clone();
        state.play_unchecked(action);
        if state.winner().is_some() {
            return before;
        }
    }
    state
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yardsticks_play_legal_actions() {
        let mut rng = Rng::new(3);
        for seed in 0..40 {
            let state = random_state(2 + (seed % 3) as u8, Options::default(), seed, 37);
            if state.needs_roll() {
                continue;
            }
            let legal = state.legal_actions();
            for pick in [
                random_action(&state, &mut rng),
                greedy_action(&state, &mut rng),
            ] {
                assert!(legal.contains(&pick.unwrap()), "{state}");
            }
        }
    }

    #[test]
    fn greedy_takes_the_city() {
        // Seat 0's medium ship at C5 lands: 2 pips against a dead small (1) wins the centre.
        let state = State::from_text(
            "xlms/1lms/xlms/0ls/xs C5:0m lmss/llmmss 0 TBW -",
            Options::default(),
        )
        .unwrap();
        let mut rng = Rng::new(1);
        let a = greedy_action(&state, &mut rng).unwrap().to_string();
        assert!(a.ends_with(":C5^"), "{a}");
    }
}
