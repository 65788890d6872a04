//! The Sandships review and hint as a player relies on them: a missed win is a blunder with the
//! winning plan named; the same review every time; the review in the record reads back.

use sandships::{Action, Game, Options, State};
use sandships_ai::study::{
    analyse_turn, hint, read_review, record_with_review, review_game, review_turn,
    TurnAnalysisParams,
};
use sandships_ai::{best_turn, roll_dice, Budget, Level, Rng, StoppedClock};
use study::Judgement;

/// Seat 0 holds NW and SW; its large docked at SE3 takes SE (a dead medium) by landing.
const WIN_IN_HAND: &str = "0lm,xs/1lms/xm/0mss/xlms SE3:0l lms/llmmss 0 TBM -";

#[test]
fn the_winning_plan_is_the_hint_and_its_words_say_so() {
    let state = State::from_text(WIN_IN_HAND, Options::default()).unwrap();
    let h = hint(&state, 20_000).unwrap();
    assert_eq!(h.actions[0].to_string(), "T:SE3^");
    assert!(h.words[0].ends_with("you win"), "{:?}", h.words);
    assert_eq!(h.chances[0], 1.0);
    // Ending the turn instead leaves the win to the next roll: worse, by the same search.
    let a = analyse_turn(
        &state,
        &TurnAnalysisParams {
            played: Some(vec![Action::End]),
            ..TurnAnalysisParams::new(20_000)
        },
    );
    assert!(a.played.unwrap().chances[0] < 1.0);
}

#[test]
fn launching_the_last_home_piece_is_a_blunder_and_a_better_plan_is_named() {
    // Seat 0's home (SW) holds one small; its ships are docked at C. Launching the small puts
    // seat 0 out at once, and seat 1 wins as the last seat in the game.
    let setup = "xlms/1lms/xlms/0s/xlms C5:0l,C6:0m llmmss/llmmss 0 - -";
    let record = format!("[Game \"sandships\"]\n[Setup \"{setup}\"]\n\n1. roll TBM T:s>SW5\n");
    let game = Game::from_record(&record).unwrap();
    let m = review_turn(&game, 0, 20_000).unwrap();
    assert_eq!(
        (m.played.as_str(), m.judgement),
        ("T:s>SW5", Judgement::Blunder),
        "{m:?}"
    );
    assert_eq!(m.after[0].0, 0);
    assert!(!m.best.contains("T:s>"), "{m:?}");
}

/// Level-3 seats for `turns` turns (seeded dice).
fn game(players: u8, turns: u32) -> Game {
    let mut rng = Rng::new(5);
    let mut game = Game::new(State::start(players, Options::default()));
    for _ in 0..turns {
        if game.current().winner().is_some() {
            break;
        }
        game.play(Action::Roll(roll_dice(&mut rng))).unwrap();
        if game.current().needs_roll() {
            continue;
        }
        let params = Level::get(3).params(Budget::default(), rng.next_u64());
        for a in best_turn(game.current(), &params, &StoppedClock).actions {
            game.play(a).unwrap();
        }
    }
    game
}

#[test]
fn the_review_is_the_same_every_time_and_reads_back_from_the_record() {
    for players in [2, 3, 4] {
        let g = game(players, 8);
        let a = review_game(&g, 20_000, &mut |_| {});
        assert_eq!(a, review_game(&g, 20_000, &mut |_| {}));
        assert!(!a.moves.is_empty());
        for m in &a.moves {
            assert_eq!(m.before.len(), players as usize);
            let sum: u32 = m.before.iter().map(|t| t.0 as u32).sum();
            assert!((995..=1005).contains(&sum), "{m:?}");
        }
        let text = record_with_review(&g, &a);
        let (back, read) = read_review(&text).unwrap();
        assert_eq!(back, g);
        assert_eq!(read, Some(a));
    }
}

#[test]
fn the_chances_before_a_roll_are_those_the_review_gave_the_turn_before() {
    use sandships_ai::study::chance::{position_chances, shipped};
    let g = game(3, 6);
    let w = Level::get(5).weights;
    let turns = sandships_ai::study::turns(&g);
    let judged = turns
        .iter()
        .rposition(|t| t.complete && !t.actions.is_empty())
        .expect("a judged turn");
    let turn = &turns[judged];
    let before = &g.states()[turn.roll + 1];
    let after = &g.states()[turn.roll + 1 + turn.actions.len()];
    assert!(after.needs_roll(), "the turn ends at a roll");
    let a = analyse_turn(
        before,
        &TurnAnalysisParams {
            played: Some(turn.actions.clone()),
            ..TurnAnalysisParams::new(20_000)
        },
    );
    let shown = position_chances(after, &w, &shipped(3));
    assert_eq!(a.played.unwrap().chances, shown);
    assert!((shown.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{shown:?}");
    // A finished game: the winner has it all.
    let won = State::from_text(WIN_IN_HAND, Options::default()).unwrap();
    let mut over = won.clone();
    over.play("T:SE3^".parse().unwrap()).unwrap();
    assert_eq!(position_chances(&over, &w, &shipped(2)), vec![1.0, 0.0]);
}
