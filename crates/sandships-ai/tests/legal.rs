//! Whatever it is asked, the AI answers with a whole turn of legal actions: each is accepted by
//! the checked `play`, and after the last one the turn is over (the next seat rolls, or the
//! game is won). Random states of 2, 3 and 4 players under every option, mid-turn included.

mod common;

use common::state_with_dice;
use proptest::prelude::*;
use sandships::Options;
use sandships_ai::{best_turn, Budget, Level, StoppedClock};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_level_plays_a_whole_legal_turn(
        players in 2u8..=4,
        zap_removes: bool,
        bump_smaller: bool,
        seed in 0u64..1_000_000,
        actions in 0u32..240,
        level in 1u8..=5,
    ) {
        let options = Options { zap_removes, bump_smaller };
        let mut state = state_with_dice(players, options, seed, actions);
        prop_assume!(state.winner().is_none());
        let me = state.to_act();
        let params = Level::get(level).params(Budget::nodes(20_000), seed);
        let report = best_turn(&state, &params, &StoppedClock);
        prop_assert!(!report.actions.is_empty(), "{}", state);
        for action in &report.actions {
            prop_assert!(state.play(*action).is_ok(), "{} refused in {}", action, state);
        }
        prop_assert!(
            state.winner().is_some() || (state.needs_roll() && state.to_act() != me)
                || state.is_out(me),
            "the turn is not over: {}", state
        );
    }
}
