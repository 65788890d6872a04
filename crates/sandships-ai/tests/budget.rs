//! The search keeps to its budget (nodes, or time by the clock it is handed) and gives the
//! same answer to the same request; more budget buys a wider search.

mod common;

use common::{state_with_dice, FakeClock};
use sandships::Options;
use sandships_ai::{best_turn, Budget, Level, StoppedClock, TurnParams};

#[test]
fn the_same_request_gets_the_same_turn() {
    for seed in 0..6 {
        let state = state_with_dice(2 + (seed % 3) as u8, Options::default(), seed, 50);
        for level in 1..=5 {
            let params = Level::get(level).params(Budget::nodes(30_000), seed);
            let a = best_turn(&state, &params, &StoppedClock);
            let b = best_turn(&state, &params, &StoppedClock);
            assert_eq!(a.actions, b.actions);
            assert_eq!(a.nodes, b.nodes);
        }
    }
}

#[test]
fn a_time_limit_stops_the_search() {
    // The clock moves 5 ms at each reading: a 100 ms budget allows about twenty readings.
    let state = state_with_dice(4, Options::default(), 7, 80);
    let clock = FakeClock::new(5.0);
    let params = TurnParams {
        budget: Budget::millis(100),
        width: 512,
        lookahead: 512,
        ..TurnParams::default()
    };
    let report = best_turn(&state, &params, &clock);
    assert!(!report.actions.is_empty());
    assert!(clock.reads.get() <= 40, "{} readings", clock.reads.get());
    let unhurried = best_turn(
        &state,
        &TurnParams {
            budget: Budget::nodes(u64::MAX),
            ..params
        },
        &StoppedClock,
    );
    assert!(unhurried.nodes > report.nodes);
}

#[test]
fn a_node_budget_is_kept_but_for_the_first_pass() {
    for seed in 0..8 {
        let state = state_with_dice(2, Options::default(), seed, 60);
        let small = TurnParams {
            budget: Budget::nodes(5_000),
            width: 256,
            lookahead: 256,
            ..TurnParams::default()
        };
        let report = best_turn(&state, &small, &StoppedClock);
        // The greedy first pass and the first plan's look ahead always complete; past them no
        // new step starts once the budget is spent, and a step is at most a few thousand nodes.
        assert!(report.nodes < 5_000 + 12_000, "{} nodes", report.nodes);
        let big = best_turn(
            &state,
            &TurnParams {
                budget: Budget::nodes(2_000_000),
                ..small
            },
            &StoppedClock,
        );
        assert!(big.looked_ahead >= report.looked_ahead);
    }
}
