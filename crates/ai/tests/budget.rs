//! The search stops on the budget it is given, measured by the clock it is given: a fake clock
//! here, which advances only when read, so nothing depends on the machine's speed.

mod common;

use common::{random_position, FakeClock};
use martian_ai::{
    run, search_position, Limits, Progress, SearchParams, SearchRequest, StoppedClock,
};
use martian_engine::{Position, RuleOptions, Seat, Variant};

fn start(variant: Variant) -> Position {
    Position::start(variant, RuleOptions::default(), Seat(0))
}

#[test]
fn stops_on_the_deadline_of_the_clock_it_is_given() {
    for variant in [Variant::TwoPlayer, Variant::FourPlayer] {
        // One millisecond passes per reading; the clock is read every 1024 nodes.
        let clock = FakeClock::new(1.0);
        let params = SearchParams {
            limits: Limits::millis(40),
            ..SearchParams::default()
        };
        let mut depths = Vec::new();
        let r = search_position(&start(variant), &params, &clock, &mut |p| {
            depths.push(p.depth)
        });
        let reads = clock.reads.get();
        assert!(r.nodes <= 41 * 1024 + 64, "{} nodes", r.nodes);
        assert!(reads <= 41 + 2 * depths.len() as u64 + 2, "{reads} reads");
        assert!(r.depth >= 1 && r.best.is_some());
        assert_eq!(depths.last().copied(), Some(r.depth));
        // Without a deadline the same search goes on longer.
        let longer = search_position(
            &start(variant),
            &SearchParams {
                limits: Limits::nodes(200_000),
                ..SearchParams::default()
            },
            &StoppedClock,
            &mut |_| {},
        );
        assert!(longer.nodes > r.nodes);
    }
}

#[test]
fn stops_on_the_node_budget_exactly_and_reproducibly() {
    let pos = random_position(Variant::TwoPlayer, RuleOptions::default(), 3, 10);
    let params = SearchParams {
        limits: Limits::nodes(5_000),
        noise: 40,
        seed: 9,
        ..SearchParams::default()
    };
    let a = search_position(&pos, &params, &StoppedClock, &mut |_| {});
    let b = search_position(&pos, &params, &StoppedClock, &mut |_| {});
    assert!(a.nodes <= 5_000);
    assert_eq!(a, b);
}

#[test]
fn answers_with_the_last_finished_depth() {
    let pos = random_position(Variant::TwoPlayer, RuleOptions::default(), 5, 12);
    let mut reports = Vec::new();
    let params = SearchParams {
        limits: Limits::nodes(30_000),
        ..SearchParams::default()
    };
    let r = search_position(&pos, &params, &StoppedClock, &mut |p| {
        reports.push(p.clone())
    });
    let last = reports.last().expect("at least depth 1");
    assert_eq!(r.best, last.best);
    assert_eq!(r.depth, last.depth);
    assert_eq!(r.score, last.score);
    assert!(reports.windows(2).all(|w| w[0].depth + 1 == w[1].depth));
    // A budget too small for depth 1 still gives a legal move.
    let tiny = SearchParams {
        limits: Limits::nodes(1),
        ..SearchParams::default()
    };
    let r = search_position(&pos, &tiny, &StoppedClock, &mut |_| {});
    assert_eq!(r.depth, 0);
    assert!(pos.is_legal(r.best.unwrap()));
}

#[test]
fn a_request_reports_each_depth_with_its_id() {
    let request = SearchRequest {
        id: 77,
        position: "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0".into(),
        level: 3,
        limits: Limits::millis(1_000),
        ..SearchRequest::default()
    };
    let clock = FakeClock::new(0.01);
    let mut seen: Vec<Progress> = Vec::new();
    let result = run(&request, &clock, &mut |p| seen.push(p.clone()));
    assert_eq!(result.id, 77);
    assert!(result.error.is_none());
    assert!(!seen.is_empty() && seen.iter().all(|p| p.id == 77));
    // Level 3 is bounded by its node budget, so the answer is reproducible.
    let again = run(&request, &FakeClock::new(0.01), &mut |_| {});
    assert_eq!(result.text, again.text);
    assert!(result.nodes <= 10_000);
}

#[test]
fn playouts_keep_to_the_same_budget() {
    // Four players, every seat for itself: part of the budget goes to playouts, which stop on
    // the same limits as the search.
    let pos = random_position(Variant::FourPlayer, RuleOptions::default(), 4, 16);
    let params = SearchParams {
        limits: Limits::nodes(60_000),
        seed: 2,
        ..SearchParams::default()
    };
    let a = search_position(&pos, &params, &StoppedClock, &mut |_| {});
    assert!(a.playouts > 0, "{a:?}");
    assert!(pos.is_legal(a.best.unwrap()));
    // The budget is checked after each round of one playout per candidate (at most 201 plies
    // each), so it may run over by that much.
    let candidates = pos.legal_moves().len() as u64 * 2;
    assert!(a.nodes <= 60_000 + 201 * candidates, "{} nodes", a.nodes);
    let b = search_position(&pos, &params, &StoppedClock, &mut |_| {});
    assert_eq!(a, b);
    // By the clock: one millisecond a reading, 40 in all.
    let clock = FakeClock::new(1.0);
    let timed = SearchParams {
        limits: Limits::millis(40),
        ..params.clone()
    };
    let r = search_position(&pos, &timed, &clock, &mut |_| {});
    assert!(r.playouts > 0, "{r:?}");
    assert!(r.elapsed_ms <= 42.0, "{} ms", r.elapsed_ms);
    // Without playouts the search spends it all; two players and teams have none.
    let count = |pos: &martian_engine::Position, params: &SearchParams| {
        search_position(pos, params, &StoppedClock, &mut |_| {}).playouts
    };
    let alone = SearchParams {
        playout_share: 0,
        ..params.clone()
    };
    assert_eq!(count(&pos, &alone), 0);
    let two = random_position(Variant::TwoPlayer, RuleOptions::default(), 4, 16);
    assert_eq!(count(&two, &params), 0);
    let teams = RuleOptions {
        teams: true,
        ..RuleOptions::default()
    };
    let four_teams = random_position(Variant::FourPlayer, teams, 4, 16);
    assert_eq!(count(&four_teams, &params), 0);
}
