//! Every search strategy agrees with plain unpruned minimax on small trees: the two-player
//! negamax, the four-player team search, the paranoid search and best reply search (four
//! players alone and the wedge boards), selfish opponents, with and without quiescence, with and without the
//! transposition table, with clock calls at the root.

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
        Position::Three(x) => minimax(x, depth, p),
        Position::Five(x) => minimax(x, depth, p),
        Position::Six(x) => minimax(x, depth, p),
    }
}

fn check(pos: &Position, depth: u32, quiescence: bool, tt: bool) {
    check_with(pos, depth, quiescence, tt, false);
}

/// `best_reply`: as [`SearchParams::best_reply`].
fn check_with(pos: &Position, depth: u32, quiescence: bool, tt: bool, best_reply: bool) {
    let p = SearchParams {
        best_reply,
        ..params(depth, quiescence, tt)
    };
    check_params(pos, depth, &p);
}

/// The search with `p` (a depth limit of `depth`) against plain minimax with the same `p`.
fn check_params(pos: &Position, depth: u32, p: &SearchParams) {
    let r = search_position(pos, p, &StoppedClock, &mut |_| {});
    let want = reference(pos, depth, p);
    assert_eq!(
        r.score, want,
        "{pos} depth {depth} q {} tt {} best reply {} selfish {}",
        p.quiescence, p.transposition_table, p.best_reply, p.selfish
    );
    let best = r.best.expect("a move");
    assert!(pos.is_legal(best), "{pos}: {best}");
}

#[test]
fn two_players_agree_with_minimax() {
    for seed in 0..10 {
        let pos = random_position(
            Variant::TwoPlayer,
            RuleOptions::default(),
            seed,
            6 + seed as u32 * 3,
        );
        for depth in 1..=3 {
            check(&pos, depth, false, false);
        }
        for depth in 1..=2 {
            check(&pos, depth, true, false);
            check(&pos, depth, true, true);
        }
        if seed < 2 {
            check(&pos, 3, true, false);
        }
    }
}

/// Sparse positions (a few pieces a zone), where the full-width capture search of the
/// reference stays small enough to run with quiescence on.
const SPARSE_FOUR: [&str; 3] = [
    "q6d/1p4p1/8/2d2q2/2q1p3/8/1p4d1/d6q 0 - - 3,1,4,2",
    "8/1qd2p2/2p5/3q1d2/2d3p1/1p6/3qd3/p7 2 - - 0,5,5,2",
    "d6q/8/2pq4/4d3/3d4/5pq1/8/q6p 3 - 0 6,2,2,1",
];

#[test]
fn four_players_paranoid_agrees_with_minimax() {
    for seed in 0..5 {
        let pos = random_position(
            Variant::FourPlayer,
            RuleOptions::default(),
            seed,
            8 + seed as u32 * 5,
        );
        for depth in 1..=2 {
            check(&pos, depth, false, false);
            check(&pos, depth, false, true);
        }
    }
    for text in SPARSE_FOUR {
        let pos = Position::from_text(text, RuleOptions::default()).unwrap();
        for depth in 1..=2 {
            check(&pos, depth, true, false);
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
    for seed in 0..5 {
        let pos = random_position(Variant::FourPlayer, teams, seed, 8 + seed as u32 * 5);
        for depth in 1..=2 {
            check(&pos, depth, false, false);
            check(&pos, depth, false, true);
        }
    }
    for text in SPARSE_FOUR {
        let pos = Position::from_text(text, teams).unwrap();
        for depth in 1..=2 {
            check(&pos, depth, true, false);
            check(&pos, depth, true, true);
        }
    }
}

#[test]
fn wedge_boards_agree_with_minimax() {
    let teams = RuleOptions {
        teams: true,
        ..RuleOptions::default()
    };
    let games = [
        (Variant::ThreePlayer, RuleOptions::default()),
        (Variant::FivePlayer, RuleOptions::default()),
        (Variant::SixPlayer, RuleOptions::default()),
        (Variant::SixPlayer, teams),
    ];
    for (variant, options) in games {
        for seed in 0..3 {
            let pos = random_position(variant, options, seed, 10 + seed as u32 * 7);
            for best_reply in [false, true] {
                for depth in 1..=2 {
                    check_with(&pos, depth, false, false, best_reply);
                    check_with(&pos, depth, false, true, best_reply);
                }
            }
        }
    }
}

/// Selfish opponents (each keeps only its own best moves, see `SearchParams::selfish`) on
/// every board where a seat plays alone against several, a round deep and more: the pruned
/// search with its table finds plain minimax's value under the same model.
#[test]
fn selfish_opponents_agree_with_minimax() {
    let games = [
        (Variant::ThreePlayer, 4),
        (Variant::FourPlayer, 3),
        (Variant::FivePlayer, 3),
        (Variant::SixPlayer, 3),
    ];
    for (variant, deepest) in games {
        for seed in 0..3 {
            let pos = random_position(variant, RuleOptions::default(), seed, 10 + seed as u32 * 7);
            for keep in [1, 2, 3] {
                for depth in 1..=deepest {
                    for tt in [false, true] {
                        let p = SearchParams {
                            selfish: keep,
                            ..params(depth, false, tt)
                        };
                        check_params(&pos, depth, &p);
                    }
                }
            }
        }
    }
    for text in SPARSE_FOUR {
        let pos = Position::from_text(text, RuleOptions::default()).unwrap();
        for depth in 1..=3 {
            let p = SearchParams {
                selfish: 2,
                ..params(depth, true, true)
            };
            check_params(&pos, depth, &p);
        }
    }
}

/// Best reply search a round deeper (three plies: our move, a reply, our move), on every
/// board with several opponents.
#[test]
fn best_reply_search_agrees_with_minimax() {
    let teams = RuleOptions {
        teams: true,
        ..RuleOptions::default()
    };
    let games = [
        (Variant::ThreePlayer, RuleOptions::default()),
        (Variant::FourPlayer, RuleOptions::default()),
        (Variant::FivePlayer, RuleOptions::default()),
        (Variant::SixPlayer, teams),
    ];
    for (variant, options) in games {
        for seed in 0..2 {
            let pos = random_position(variant, options, seed, 12 + seed as u32 * 9);
            check_with(&pos, 3, false, false, true);
            check_with(&pos, 3, false, true, true);
        }
    }
    for text in SPARSE_FOUR {
        let pos = Position::from_text(text, RuleOptions::default()).unwrap();
        for depth in 1..=3 {
            check_with(&pos, depth, true, false, true);
            check_with(&pos, depth, true, true, true);
        }
    }
}
