//! The AI sees what decides a game: a turn that wins at once, the elimination of a seat whose
//! last home piece it can zap, the danger of leaving its own last home piece to a zap, and the
//! next seat's dice.

mod common;

use common::state;
use sandships::Seat;
use sandships_ai::{best_turn, Budget, Level, StoppedClock};

fn turn_of(text: &str, level: u8) -> Vec<String> {
    let params = Level::get(level).params(Budget::nodes(200_000), 1);
    best_turn(&state(text), &params, &StoppedClock)
        .actions
        .iter()
        .map(|a| a.to_string())
        .collect()
}

fn after(text: &str, level: u8) -> sandships::State {
    let mut s = state(text);
    let params = Level::get(level).params(Budget::nodes(200_000), 1);
    for a in best_turn(&s.clone(), &params, &StoppedClock).actions {
        s.play(a).unwrap();
    }
    s
}

#[test]
fn lands_the_third_city() {
    // Seat 0 holds SW and the centre; its large ship at C7 sails to NW7 and lands for the third
    // city (NW's dead small has 1 pip): two actions in the right order, the move first.
    let text = "xs/1lms/xlms/0lms/0lm,xs C7:0l ms/lmmss 0 TM -";
    for level in 2..=5 {
        let s = after(text, level);
        assert_eq!(s.winner(), Some(Seat(0)), "level {level}: {s}");
    }
}

/// Wins in hand that level 2's narrow, noisy beam does not reach (found in seeded self-play),
/// with the seed of the noise it missed them with.
const WINS_A_NARROW_BEAM_MISSES: [(&str, u64); 3] = [
    (
        "xlms/1l/xlms/0mmsss/0ll,xl NE1:0l,SW5:1l,C2:1s m/lmmmss 0 ZWW -",
        17822119314448963598,
    ),
    (
        "xlms/1mm/xlms/0lm/0llmmsss,1lllmss,xlm C1:1s -/- 0 TWWW -",
        8652739651864032297,
    ),
    (
        "xlms/1m/xlms/0l/0llmmsss,1lllmsss,xlm SW5:0m,C1:1m -/- 0 TBW -",
        6600914042307201651,
    ),
];

#[test]
fn levels_two_to_four_take_a_win_in_hand() {
    for (text, seed) in WINS_A_NARROW_BEAM_MISSES {
        let start = state(text);
        let play = |params: &sandships_ai::TurnParams| {
            let mut s = start.clone();
            for a in best_turn(&start, params, &StoppedClock).actions {
                s.play(a).unwrap();
            }
            s.winner()
        };
        let mut blind = Level::get(2).params(Budget::default(), seed);
        blind.win_width = 0;
        assert_eq!(play(&blind), None, "the beam alone misses it: {text}");
        for level in 2..=4 {
            let params = Level::get(level).params(Budget::default(), seed);
            assert_eq!(play(&params), Some(Seat(0)), "level {level}: {text}");
        }
    }
}

#[test]
fn zaps_the_last_home_piece() {
    // Seat 1's home NE holds one medium; seat 0's large ship docked at NE1 has 3 pips.
    let text = "xlms/1m/xlms/0lms/xlms NE1:0l lmmss/llmss 0 TBZ -";
    for level in 2..=5 {
        let turn = turn_of(text, level);
        assert!(
            turn.iter().any(|a| a == "Z:NE.1m"),
            "level {level}: {turn:?}"
        );
        assert_eq!(after(text, level).winner(), Some(Seat(0)));
    }
}

#[test]
fn guards_its_last_home_piece() {
    // Seat 0 has only a medium at home; seat 1's large ship at SW5 could zap it next turn with
    // a Z or W die (more than half of all rolls). With a Build and a Transform seat 0 can add
    // pieces at home, or bump the attacker with its own large ship; it must not leave the medium
    // alone.
    let text = "xlms/1lms/xlms/0m/xlms SW5:1l,C6:0l mss/lmmss 0 TBM -";
    for level in 3..=5 {
        let s = after(text, level);
        let home = s.spire(sandships::City::SW, sandships::Owner::Seat(Seat(0)));
        let attacker_home = s.docked_pips(Seat(1), sandships::City::SW);
        assert!(
            home.iter().sum::<u8>() >= 2 || attacker_home == 0,
            "level {level} left its home open: {s}"
        );
    }
}

#[test]
fn brings_a_ship_where_one_action_takes_a_city() {
    // Seat 0 holds only its home; at SE its spire (5 pips) trails the dead one (6). Its large
    // ship at C2 can sail C2-C3-SE3 (the Unfurl die is wild: the pool is empty) and land
    // (T): SE taken this turn. Found once the evaluation knows a city one action away from a
    // docked ship; before, a turn of pure standing still looked as good (a 300-turn draw).
    let text = "xlms/1lllmmmsss/0lm,xlms/0mmss/xlms NE2:0l,C2:0l,C3:0s -/- 0 TUM -";
    let s = after(text, 5);
    assert_eq!(s.cities_controlled(Seat(0)), 2, "{s}");
}

#[test]
fn clears_the_dead_spire_of_the_deciding_city() {
    // Seat 0 holds SW and SE; the centre's dead spire (6 pips) stands between it and the game.
    // Its large ship at C2 (3 pips) can zap the dead medium and small, a step that helps both
    // seats' pip counts alike; it must see that it helps the seat for whom the centre decides.
    let text = "xlms/1lllmmmsss/0lms,xls/0mmss/xlms NE1:0l,C2:0l -/- 0 BZW -";
    let s = after(text, 5);
    assert!(
        s.spire_pips(sandships::City::C, sandships::Owner::Dead) < 6,
        "{s}"
    );
}
