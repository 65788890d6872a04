//! The look ahead over the next seat's roll is an exact expectation: averaging over the
//! distinct hands, each weighted by the ordered rolls that give it, equals averaging over all
//! 216 ordered rolls one by one.

mod common;

use common::state_with_dice;
use sandships::{Action, Face, Options, Roll};
use sandships_ai::{
    expected_value, greedy_turn, hands, value, Budget, Meter, StoppedClock, Weights,
};

#[test]
fn hands_weigh_every_ordered_roll() {
    let w = Weights::default();
    let judge = |s: &sandships::State, seat| value(s, seat, &w);
    for seed in 0..5 {
        let mut state = state_with_dice(2 + (seed % 3) as u8, Options::default(), seed, 40);
        state.play_unchecked(Action::End);
        if !state.needs_roll() {
            continue;
        }
        let me = sandships::Seat((state.to_act().0 + state.players() - 1) % state.players());
        let mut meter = Meter::new(Budget::nodes(u64::MAX), &StoppedClock);
        let by_hands = expected_value(&state, me, &hands(), 1, &mut meter, &judge);
        let mut total: i64 = 0;
        for a in Face::ALL {
            for b in Face::ALL {
                for c in Face::ALL {
                    let mut rolled = state.clone();
                    rolled.play_unchecked(Action::Roll(Roll([a, b, c])));
                    let end = if rolled.needs_roll() {
                        rolled
                    } else {
                        greedy_turn(&rolled, &mut meter, &judge).1
                    };
                    total += judge(&end, me) as i64;
                }
            }
        }
        assert_eq!(by_hands as i64, total / 216, "seed {seed}");
    }
}
