//! Verify refuses what is not a puzzle: two good first moves, an illegal move, a line that ends
//! on an answer, a move that is not the best.

use martian_engine::{MoveText, Position, RuleOptions};
use martian_puzzles::{verify, Puzzle, VerifyErrorKind};

fn planted(start: &str, moves: &str) -> Puzzle {
    Puzzle {
        id: "planted".to_string(),
        start: Position::from_text(start, RuleOptions::default()).unwrap(),
        solution: moves
            .split(' ')
            .map(|m| m.parse::<MoveText>().unwrap())
            .collect(),
        themes: Vec::new(),
        rating: 1500,
    }
}

/// South's queens on a1 and d1 can each take a North queen (a8, d8) down an open file, and
/// each capture is answered the same way on the other side: two equally good first moves (at
/// least).
const TWO_GOOD: &str = "q2q/1pp1/4/4/4/4/1dd1/q2q 0 - - 0,0";

/// The miner's known puzzle (tests/mine.rs): d1xd6 is the one move.
const KNOWN: &str = "qqd1/qdp1/dp1d/q3/2p1/4/1pd1/1dqq 0 b5-c4 0 0,2";

#[test]
fn two_good_first_moves_are_not_a_puzzle() {
    let mut not_unique = 0;
    for first in ["a1xa8", "d1xd8"] {
        let e = verify(&planted(TWO_GOOD, first), 20_000).unwrap_err();
        assert_eq!(e.step, 1, "{first}: {e}");
        // The engine's best of the two is not unique; the other is not even the best.
        match e.kind {
            VerifyErrorKind::NotUnique(other, gap) => {
                not_unique += 1;
                assert_ne!(other, first);
                assert!(gap.abs() < 0.35, "{gap}");
            }
            VerifyErrorKind::NotBest(best) => assert_ne!(best, first),
            k => panic!("{first}: {k:?}"),
        }
    }
    assert_eq!(not_unique, 1);
}

#[test]
fn an_illegal_move_is_named_with_its_step() {
    // Taking on an empty square.
    let e = verify(&planted(KNOWN, "d1xd5"), 20_000).unwrap_err();
    assert_eq!(e.step, 1);
    assert!(matches!(e.kind, VerifyErrorKind::Illegal(_)), "{e}");
    // North's answer carries the queen straight back: no rejection forbids it.
    let e = verify(&planted(KNOWN, "d1xd6 d6-d1 b2-a3"), 20_000).unwrap_err();
    assert_eq!(e.step, 2);
    assert!(matches!(e.kind, VerifyErrorKind::Illegal(_)), "{e}");
    assert!(e.to_string().starts_with("move 2: illegal: "), "{e}");
}

#[test]
fn the_line_must_be_the_best_and_end_on_a_solver_move() {
    assert_eq!(verify(&planted(KNOWN, "d1xd6"), 20_000).unwrap().len(), 1);
    let e = verify(&planted(KNOWN, "d1xd6 a5-a4"), 20_000).unwrap_err();
    assert_eq!((e.step, e.kind), (2, VerifyErrorKind::EndsOnAnswer));
    let e = verify(&planted(KNOWN, "c2-c3"), 20_000).unwrap_err();
    assert_eq!(e.step, 1);
    assert!(
        matches!(e.kind, VerifyErrorKind::NotBest(ref b) if b == "d1xd6"),
        "{e}"
    );
}
