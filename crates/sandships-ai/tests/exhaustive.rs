//! The turn planner against plain enumeration, as Martian Chess's searches are checked against
//! plain minimax (`crates/ai/tests/agree.rs`): with a beam wider than any step of a turn has
//! states, the best plan it finds is worth exactly the best of every complete turn for the dice
//! in hand (each action sequence, ended where the player may end it), by the same evaluation,
//! on seeded positions of two, three and four seats.

use sandships::{Action, Options, Seat, State};
use sandships_ai::{
    plan_turn, random_state, roll_dice, value, Budget, Level, Meter, Rng, StoppedClock,
};

/// The best value for `me` over every way to play out the turn from `state`.
fn best_by_enumeration(
    state: &State,
    me: Seat,
    judge: &dyn Fn(&State, Seat) -> i32,
) -> (i32, usize) {
    let actions = state.legal_actions();
    let mut ended = state.clone();
    if !actions.is_empty() {
        ended.play_unchecked(Action::End);
    }
    let (mut best, mut turns) = (judge(&ended, me), 1);
    for &action in actions.iter().filter(|a| **a != Action::End) {
        let mut child = state.clone();
        child.play_unchecked(action);
        let (v, n) = best_by_enumeration(&child, me, judge);
        best = best.max(v);
        turns += n;
    }
    (best, turns)
}

#[test]
fn the_widest_beam_finds_the_best_turn_of_all() {
    let weights = Level::get(5).weights;
    let judge = |s: &State, me: Seat| value(s, me, &weights);
    let mut checked = 0;
    for players in [2u8, 3, 4] {
        for seed in 0..12u64 {
            let mut state = random_state(
                players,
                Options::default(),
                seed * 7 + 1,
                6 + 5 * seed as u32,
            );
            if state.winner().is_some() {
                continue;
            }
            if state.needs_roll() {
                state.play_unchecked(Action::Roll(roll_dice(&mut Rng::new(seed))));
            }
            let me = state.to_act();
            let (best, turns) = best_by_enumeration(&state, me, &judge);
            let clock = StoppedClock;
            let mut meter = Meter::new(Budget::nodes(u64::MAX / 2), &clock);
            let plans = plan_turn(&state, 1 << 20, &mut meter, 1.0, &judge);
            let found = plans.first().map(|p| p.value);
            assert_eq!(
                found,
                Some(best),
                "{players} seats, seed {seed}: {turns} turns enumerated from {state}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} positions in play");
}
