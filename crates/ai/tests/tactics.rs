//! The search finds what a Martian Chess player must find: a free capture, a capture sequence,
//! the run for the border, the clock call when ahead, and a way around repeating the game.

mod common;

use common::pos;
use martian_ai::reference::minimax;
use martian_ai::{search_position, Limits, Report, SearchParams, StoppedClock};
use martian_engine::{Position, Seat, Variant};

fn best(text: &str, depth: u32) -> Report {
    let p = SearchParams {
        limits: Limits::depth(depth),
        ..SearchParams::default()
    };
    search_position(&pos(text), &p, &StoppedClock, &mut |_| {})
}

#[test]
fn takes_the_free_queen() {
    // South's pawn a4 takes North's queen on b5; nothing can take anything back.
    let r = best("4/4/4/1q2/p3/4/4/3d 0 - - 0,0", 4);
    assert_eq!(r.best.unwrap().to_string(), "a4xb5");
    assert!(r.score >= 300, "{}", r.score);
}

/// Plain minimax's value of a position (every line searched), to check the search's answer.
fn exhaustive(text: &str, depth: u32) -> i32 {
    exhaustive_with(text, depth, false)
}

/// The same, with best reply search on or off (see [`SearchParams::best_reply`]).
fn exhaustive_with(text: &str, depth: u32, best_reply: bool) -> i32 {
    let p = SearchParams {
        limits: Limits::depth(depth),
        best_reply,
        ..SearchParams::default()
    };
    match pos(text) {
        Position::Two(x) => minimax(&x, depth, &p),
        Position::Four(x) => minimax(&x, depth, &p),
        Position::Three(x) => minimax(&x, depth, &p),
        Position::Five(x) => minimax(&x, depth, &p),
        Position::Six(x) => minimax(&x, depth, &p),
    }
}

#[test]
fn takes_the_queen_with_the_pawn_not_the_queen() {
    // South's queen d1 and pawn c4 can both take the queen on d5. The capturer changes hands,
    // so the pawn is the one to spend: the queen would hand North a queen.
    let text = "p3/4/4/3q/2p1/1d2/4/3q 0 - - 0,0";
    let r = best(text, 5);
    assert_eq!(r.best.unwrap().to_string(), "c4xd5", "{r:?}");
    assert_eq!(r.score, exhaustive(text, 5));
}

#[test]
fn finds_a_two_capture_sequence() {
    // Behind 0-4, South takes the queen on d5 with its queen; the queen, now North's, has to
    // go, and South's pawn then takes the drone on b5: five points, 5-4.
    let text = "1p2/4/4/1d1q/2p1/4/4/3q 0 - - 0,4";
    let r = best(text, 5);
    let line: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
    assert_eq!(line[0], "d1xd5", "{r:?}");
    assert_eq!(line[2], "c4xb5", "{r:?}");
    assert_eq!(r.score, exhaustive(text, 5));
    assert!(r.score >= 100, "{r:?}");
}

#[test]
fn ends_the_game_with_a_winning_capture() {
    // Behind 1-3 with a lone drone: taking the queen scores 3 and empties South's zone, which
    // ends the game 4-3.
    let text = "4/4/4/3q/3d/4/4/4 0 - - 1,3";
    let r = best(text, 3);
    assert_eq!(r.best.unwrap().to_string(), "d4xd5");
    assert_eq!(r.score, martian_ai::eval::WIN - 1);
    assert_eq!(r.score, exhaustive(text, 3));
}

#[test]
fn best_reply_search_takes_the_free_queen_on_three_zones() {
    // Three zones: seat 0's queen on 0d1 takes seat 1's queen on 1a4 along the glued edge;
    // the queen, now seat 1's, cannot take anything back, and neither can seat 2's pawn. The
    // value agrees with plain minimax under the same model of the opponents.
    let text = "4/4/4/p2q|q3/4/4/4|4/4/4/p3 0 - - 0,0,0";
    let p = SearchParams {
        limits: Limits::depth(3),
        best_reply: true,
        ..SearchParams::default()
    };
    let r = search_position(&pos(text), &p, &StoppedClock, &mut |_| {});
    assert_eq!(r.best.unwrap().to_string(), "0d1x1a4", "{r:?}");
    assert!(r.score >= 250, "{r:?}");
    assert_eq!(r.score, exhaustive_with(text, 3, true));
}

#[test]
fn runs_for_the_border_when_ahead() {
    // South leads 5-3 with one pawn left; crossing the canal empties its zone and wins, while
    // waiting lets North's queen take the pawn.
    let r = best("2q1/4/4/4/2p1/4/4/4 0 - - 5,3", 4);
    let mv = r.best.unwrap();
    assert!(mv.to.rank() >= 4, "{r:?}");
    assert!(r.score > 29_000, "{r:?}");
}

#[test]
fn calls_the_clock_when_ahead_only() {
    // A quiet position, South far ahead: calling the clock brings the end nearer.
    let ahead = best("qq2/d3/4/4/4/4/3d/2qq 0 - - 12,2", 4);
    assert!(ahead.best.unwrap().calls_clock, "{ahead:?}");
    let behind = best("qq2/d3/4/4/4/4/3d/2qq 0 - - 2,12", 4);
    assert!(!behind.best.unwrap().calls_clock, "{behind:?}");
    // Already called: never again.
    let called = best("qq2/d3/4/4/4/4/3d/2qq 0 - 3 12,2", 4);
    assert!(!called.best.unwrap().calls_clock, "{called:?}");
}

#[test]
fn avoids_repeating_the_game() {
    // From the start, no capture within one move and quiescence off: each root move's value
    // is the child's evaluation, which the reference gives exactly.
    let start = Position::start(Variant::TwoPlayer, Default::default(), Seat(0));
    let Position::Two(root) = start else {
        unreachable!()
    };
    let params = SearchParams {
        limits: Limits::depth(1),
        quiescence: false,
        ..SearchParams::default()
    };
    let plain = search_position(&start, &params, &StoppedClock, &mut |_| {});
    let first = plain.best.unwrap();
    let mut values: Vec<(i32, String)> = root
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut c = root;
            c.play_unchecked(m);
            (-minimax(&c, 0, &params), m.to_string())
        })
        .collect();
    values.sort();
    let top = values.last().unwrap().0;
    assert_eq!(plain.score, top);
    // The game has already been through the position the best move leads to.
    let mut after = root;
    after.play_unchecked(first);
    let with_history = SearchParams {
        history: vec![after.hash()],
        ..params.clone()
    };
    let r = search_position(&start, &with_history, &StoppedClock, &mut |_| {});
    let penalty = martian_ai::eval::POINT / 2;
    let runner_up = values
        .iter()
        .filter(|(_, m)| *m != first.to_string())
        .map(|(v, _)| *v)
        .max()
        .unwrap();
    assert_eq!(r.score, runner_up.max(top - penalty));
    if runner_up > top - penalty {
        assert_ne!(r.best, Some(first));
    }
    // Every move repeats: the best is the old best, less the penalty.
    let all = SearchParams {
        history: root
            .legal_moves()
            .into_iter()
            .map(|m| {
                let mut c = root;
                c.play_unchecked(m);
                c.hash()
            })
            .collect(),
        ..params
    };
    let r = search_position(&start, &all, &StoppedClock, &mut |_| {});
    assert_eq!(r.score, top - penalty);
}

#[test]
fn returns_nothing_once_the_game_is_over() {
    // South's zone is empty: the game is over.
    let r = best("q3/4/4/4/4/4/4/4 0 - - 3,1", 3);
    assert_eq!(r.best, None);
    let r = best("q3/4/4/4/4/4/4/1p2 0 - 7 3,1", 3);
    assert_eq!(r.best, None);
}

#[test]
fn selfish_opponents_still_let_it_run_for_the_border_on_three_zones() {
    // Three zones, seat 0 on top alone (5 to 3 and 3) with one pawn left on 0d1: stepping
    // across the glued edge to 2b4 empties its zone and wins the game outright; staying lets
    // the others catch up. With selfish opponents (each keeps its two best moves) the search
    // finds the win, and its value is plain minimax's under the same model.
    let text = "4/4/4/3p|q3/4/4/p3|4/4/4/q3 0 - - 5,3,3";
    let p = SearchParams {
        limits: Limits::depth(4),
        selfish: 2,
        ..SearchParams::default()
    };
    let r = search_position(&pos(text), &p, &StoppedClock, &mut |_| {});
    assert_eq!(r.best.unwrap().to_string(), "0d1-2b4", "{r:?}");
    assert_eq!(r.score, martian_ai::eval::WIN - 1, "{r:?}");
    let Position::Three(x) = pos(text) else {
        unreachable!()
    };
    assert_eq!(r.score, minimax(&x, 4, &p));
}
