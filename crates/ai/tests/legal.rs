//! The AI never returns an illegal move, returns none once the game is over, and never panics
//! on any request.

mod common;

use common::random_position;
use martian_ai::{run, search_position, Limits, SearchParams, SearchRequest, StoppedClock};
use martian_engine::{RuleOptions, Variant};
use proptest::prelude::*;

fn options() -> impl Strategy<Value = RuleOptions> {
    (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(p, k, q, t)| {
        RuleOptions {
            promotions: p,
            knights_and_kings: k,
            queens_guard: q,
            teams: t,
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn never_an_illegal_move(
        four in any::<bool>(),
        opts in options(),
        seed in any::<u64>(),
        plies in 0u32..120,
        nodes in 1u64..3_000,
        noise in any::<i32>(),
    ) {
        let variant = if four { Variant::FourPlayer } else { Variant::TwoPlayer };
        let opts = RuleOptions { teams: opts.teams && four, ..opts };
        let pos = random_position(variant, opts, seed, plies);
        let params = SearchParams {
            limits: Limits::nodes(nodes),
            noise,
            seed,
            ..SearchParams::default()
        };
        let r = search_position(&pos, &params, &StoppedClock, &mut |_| {});
        match r.best {
            Some(mv) => prop_assert!(pos.is_legal(mv), "{} in {}", mv, pos),
            None => prop_assert!(pos.is_over()),
        }
        for mv in r.pv.iter().take(1) {
            prop_assert!(pos.is_legal(*mv));
        }
    }

    #[test]
    fn never_an_illegal_move_on_a_wedge_board(
        board in 0usize..3,
        opts in options(),
        seed in any::<u64>(),
        plies in 0u32..150,
        nodes in 1u64..3_000,
        share in 0u8..=100,
        mcts in proptest::option::of(0u8..6),
    ) {
        let variant = [Variant::ThreePlayer, Variant::FivePlayer, Variant::SixPlayer][board];
        let pos = random_position(variant, opts, seed, plies);
        let params = SearchParams {
            limits: Limits::nodes(nodes),
            playout_share: share,
            seed,
            mcts,
            ..SearchParams::default()
        };
        let r = search_position(&pos, &params, &StoppedClock, &mut |_| {});
        match r.best {
            Some(mv) => prop_assert!(pos.is_legal(mv), "{} in {}", mv, pos),
            None => prop_assert!(pos.is_over()),
        }
    }

    #[test]
    fn any_request_is_answered(
        position in ".{0,60}",
        record in proptest::option::of(".{0,80}"),
        level in any::<u8>(),
        id in any::<u64>(),
    ) {
        let request = SearchRequest {
            id,
            position,
            record,
            level,
            limits: Limits::nodes(200),
            ..SearchRequest::default()
        };
        let r = run(&request, &StoppedClock, &mut |_| {});
        prop_assert_eq!(r.id, id);
        prop_assert!(r.best.is_none() || r.error.is_none());
    }
}

#[test]
fn requests_with_a_record() {
    let record = "[Players \"2\"]\n\n1. c3-b4 c7-d8 2. b3-c4 c6-b5 3. c4xb5\n";
    let at = |position: &str| SearchRequest {
        position: position.into(),
        record: Some(record.into()),
        limits: Limits::nodes(500),
        ..SearchRequest::default()
    };
    // No position: the record's current one.
    let r = run(&at(""), &StoppedClock, &mut |_| {});
    assert!(r.error.is_none(), "{r:?}");
    assert!(r.best.is_some());
    // The start position is not the record's current one.
    let r = run(
        &at("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0"),
        &StoppedClock,
        &mut |_| {},
    );
    assert!(r.error.unwrap().contains("record's current position"));
    // A game that is over has no move and no error.
    let over = SearchRequest {
        position: "q3/4/4/4/4/4/4/4 0 - - 3,1".into(),
        ..SearchRequest::default()
    };
    let r = run(&over, &StoppedClock, &mut |_| {});
    assert_eq!((r.best, r.error), (None, None));
    let depth = Limits::depth(0);
    assert!(depth.depth.is_some());
}
