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

#[test]
fn takes_the_queen_with_the_pawn_not_the_queen() {
    // Both South's queen (a1) and pawn (c4) can take the queen on d5. Taken with the queen,
    // the queen changes hands and takes South's drone on b3 back... no: it lands in North's
    // zone and can reach South's pieces. Taken with the pawn, North gets only a pawn.
    let r = best("4/4/4/3q/2p1/1d2/4/q3 0 - - 0,0", 5);
    assert_eq!(r.best.unwrap().to_string(), "c4xd5", "{r:?}");
}

#[test]
fn finds_a_two_capture_sequence() {
    // South's drone d3 takes the pawn on d5 ... after which North's queen c8 must move
    // or be taken; the search must see at least the first capture pays more than a point.
    let r = best("2q1/4/4/3p/4/3d/4/q3 0 - - 0,0", 5);
    let mv = r.best.unwrap();
    assert!(mv.is_capture(), "{r:?}");
    assert!(r.score >= 100, "{r:?}");
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
