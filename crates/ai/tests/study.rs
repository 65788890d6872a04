//! The study tools as a player relies on them: a planted blunder is judged a blunder and the
//! better move named; the engine's own level-5 moves are rarely judged inaccuracies; the same
//! review on every run; every board analysed; the review written into the record reads back.

use martian_ai::study::{
    analyse, hint, read_review, record_with_review, review_game, review_move, AnalysisParams,
};
use martian_ai::{search_position, Level, Limits, StoppedClock};
use martian_engine::{Game, Position, RuleOptions, Seat, Variant};
use study::Judgement;

const BLUNDER: &str =
    "[Players \"2\"]\n[Setup \"2qd/4/4/4/4/4/1q2/p2p 0 - - 0,0\"]\n\n1. b2-c2 c8xc2\n";

#[test]
fn a_queen_left_to_be_taken_is_a_blunder_and_the_better_move_is_named() {
    // South's queen steps onto the c-file, where North's queen takes it for nothing.
    let game = Game::from_record(BLUNDER).unwrap();
    let m = review_move(&game, 0, 100_000).unwrap();
    assert_eq!(m.played, "b2-c2");
    assert_eq!(m.judgement, Judgement::Blunder, "{m:?}");
    assert_ne!(m.best, "b2-c2");
    assert!(m.line.first() == Some(&m.best), "{m:?}");
    // The better move does not leave the queen on the c-file.
    assert!(!m.best.ends_with("c2") && !m.best.ends_with("c3"), "{m:?}");
    // North's capture was the best it had.
    let reply = review_move(&game, 1, 100_000).unwrap();
    assert_eq!(
        (reply.played.as_str(), reply.judgement),
        ("c8xc2", Judgement::Best)
    );
    assert!(review_move(&game, 2, 100_000).is_none());
}

#[test]
fn every_move_is_judged_a_clock_called_while_not_ahead_too() {
    // South calls the clock at 0-0: the search never offers that call (it calls only when
    // ahead), but a review must still judge the move played.
    let record = "[Players \"2\"]\n[Setup \"1q1d/2p1/4/4/4/4/1p2/d1q1 0 - - 0,0\"]\n\n\
                  1. c1-c6 d8-c8 2. clock a1-a3 c7-d8\n";
    let game = Game::from_record(record).unwrap();
    let call = review_move(&game, 2, 20_000).expect("the clock call is judged");
    assert_eq!(call.played, "clock a1-a3");
    let review = review_game(&game, 20_000, &mut |_| {});
    assert_eq!(review.moves.len(), game.moves().len(), "{review:?}");
}

/// Plays a level-5 game under a node budget (so it replays exactly) and returns it.
fn level5_game(variant: Variant, nodes: u64, plies: usize) -> Game {
    let mut game = Game::standard(variant, RuleOptions::default(), Seat(0));
    for ply in 0..plies {
        let pos = *game.current();
        if pos.is_over() {
            break;
        }
        let history = game.positions()[..game.positions().len() - 1]
            .iter()
            .map(Position::hash)
            .collect();
        let params = Level::get(5).params(pos.seats(), Limits::nodes(nodes), ply as u64, history);
        let mv = search_position(&pos, &params, &StoppedClock, &mut |_| {})
            .best
            .unwrap();
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn the_engine_s_own_moves_are_rarely_inaccuracies() {
    let game = level5_game(Variant::TwoPlayer, 200_000, 60);
    let review = review_game(&game, 200_000, &mut |_| {});
    let n = review.moves.len();
    let bad = review
        .moves
        .iter()
        .filter(|m| m.judgement >= Judgement::Inaccuracy)
        .count();
    println!(
        "level 5 at 200,000 nodes, reviewed at the same budget: {bad} of {n} moves judged inaccuracies or worse"
    );
    assert!(n >= 20, "{n}");
    assert!(bad * 10 <= n, "{bad} of {n}");
}

#[test]
fn a_review_is_the_same_every_time() {
    let game = level5_game(Variant::FourPlayer, 20_000, 12);
    let a = review_game(&game, 30_000, &mut |_| {});
    let b = review_game(&game, 30_000, &mut |_| {});
    assert_eq!(a, b);
    // Move by move, as the app's worker asks, gives the same moves.
    for (ply, m) in a.moves.iter().enumerate() {
        assert_eq!(review_move(&game, ply, 30_000).as_ref(), Some(m));
    }
}

#[test]
fn every_board_is_analysed_with_chances_for_every_seat() {
    for (variant, teams) in [
        (Variant::TwoPlayer, false),
        (Variant::FourPlayer, false),
        (Variant::FourPlayer, true),
        (Variant::ThreePlayer, false),
        (Variant::FivePlayer, false),
        (Variant::SixPlayer, false),
        (Variant::SixPlayer, true),
    ] {
        let options = RuleOptions {
            teams,
            ..RuleOptions::default()
        };
        let pos = martian_ai::random_position(variant, options, 3, 9);
        let a = analyse(&pos, &AnalysisParams::new(20_000));
        let seats = pos.seats() as usize;
        assert_eq!(a.mover, pos.turn());
        assert!(a.depth >= 1 && !a.moves.is_empty(), "{variant:?}");
        assert_eq!(a.moves.len(), {
            let legal = pos.legal_moves().len();
            // Every move, and each with the clock called where the mover may call it.
            if a.moves.iter().any(|m| m.mv.calls_clock) {
                2 * legal
            } else {
                legal
            }
        });
        let best = a.best().unwrap();
        assert!(best.exact && best.line[0] == best.mv);
        assert_eq!(best.seats.len(), seats);
        assert_eq!(best.chances.len(), seats);
        let parties: f64 = if teams {
            best.chances.iter().sum::<f64>() / 2.0
        } else {
            best.chances.iter().sum()
        };
        assert!(
            (parties - 1.0).abs() < 1e-9,
            "{variant:?} {teams}: {:?}",
            best.chances
        );
        // The best exact values come first, each no worse than the next.
        let exact: Vec<i32> = a
            .moves
            .iter()
            .filter(|m| m.exact)
            .map(|m| m.value)
            .collect();
        assert!(exact.len() >= 3.min(a.moves.len()));
        assert!(exact.windows(2).all(|w| w[0] >= w[1]));
        // Every bound lies below the worst of the best three.
        let floor = exact[2.min(exact.len() - 1)];
        assert!(a
            .moves
            .iter()
            .filter(|m| !m.exact)
            .all(|m| m.value <= floor));
        assert!(hint(&pos, Vec::new(), 20_000).is_some());
    }
}

#[test]
fn the_review_in_the_record_reads_back_to_the_same_game_and_review() {
    let game = level5_game(Variant::TwoPlayer, 20_000, 16);
    let review = review_game(&game, 20_000, &mut |_| {});
    let text = record_with_review(&game, &review);
    let (back, read) = read_review(&text).unwrap();
    assert_eq!(back, game);
    assert_eq!(read.as_ref(), Some(&review));
    // Without comments: the game and no review.
    let (plain, none) = read_review(&game.to_record()).unwrap();
    assert_eq!((plain, none), (game.clone(), None));
    // A comment whose judgement does not follow from its chances is refused.
    let lied = text.replacen("best, lost 0.0", "blunder, lost 0.0", 1);
    if lied != text {
        assert!(read_review(&lied).is_err());
    }
}
