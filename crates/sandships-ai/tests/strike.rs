//! With four seats the AI prepares a strike on one enemy home over several turns (its own
//! spire landed there, ships docked at its ports) and carries it out in one turn: zaps of
//! the defender's larges, then a landing.

mod common;

use common::{state, turn_with};
use sandships::Seat;
use sandships_ai::{best_turn, value, Budget, Level, StoppedClock, TurnParams, Weights};

/// The strike in place of the siege terms, as measured (crate docs, "A strike prepared over
/// several turns"): a zapped home piece counts as built again.
const STRIKER: Weights = Weights {
    siege: 0,
    focus: 0,
    rebuild: 3,
    strike: 150,
    ..Weights::DEFAULT
};

#[test]
fn a_prepared_strike_takes_the_home_and_the_game() {
    // Seat 0 holds SW and the centre; at NW (seat 1's home, 15 pips with a large in the pool)
    // it has a spire of 9 and two larges docked. Zap a large, zap a large (9 left), land a
    // large (12): three actions, the zaps first, and the third city is seat 0's.
    let text = "0lmmss,1llmmmsss/2lms/3lms/0s/0m NW7:0l,NW8:0l -/l/llmmss/llmmss 0 TZW -";
    for weights in [Weights::DEFAULT, STRIKER] {
        let mut s = state(text);
        let params = TurnParams {
            weights,
            ..Level::get(5).params(Budget::nodes(200_000), 1)
        };
        for a in best_turn(&s.clone(), &params, &StoppedClock).actions {
            s.play(a).unwrap();
        }
        assert_eq!(s.winner(), Some(Seat(0)), "{s}");
    }
}

#[test]
fn level_five_lands_for_the_strike_rather_than_zap_a_piece_that_comes_back() {
    // Seat 3 keeps all nine pieces at home (SE); seat 0's two larges are docked there, a
    // Transform and a Zap in hand. A zap of a large looks like three pips gained, but seat 3
    // builds it back before seat 0 rolls again: counted so (`rebuild` 3), the strike lands a
    // large (three pips that stay in SE) and spends nothing on the zap.
    let text = "1lms/2lms/3lllmmmsss/0lmmsss/xlms SE3:0l,SE4:0l m/llmmss/llmmss/- 0 TZ -";
    let striker = turn_with(text, STRIKER);
    assert!(
        striker
            .iter()
            .any(|a| a.ends_with(":SE3^") || a.ends_with(":SE4^")),
        "{striker:?}"
    );
    assert!(!striker.iter().any(|a| a.contains(":SE.3")), "{striker:?}");
}

#[test]
fn level_five_prepares_its_strike_harder_while_its_home_is_safe() {
    // Seat 0 (home SW) has two larges docked at NW for a strike. With no rival ship at SW or
    // one move from it, level 5's strike counts `strike_safe` more a pip; with a rival ship
    // docked at SW, or at a centre port one move from it, it counts as before: a seat under
    // attack keeps its weight on defence.
    let safe = "0lmmss,1llmmmsss/2lms/3lms/0s/0m NW7:0l,NW8:0l -/l/llmmss/llmmss 0 TZW -";
    let docked = "0lmmss,1llmmmsss/2lms/3lms/0s/0m NW7:0l,NW8:0l,SW5:2s -/l/llmms/llmmss 0 TZW -";
    let near = "0lmmss,1llmmmsss/2lms/3lms/0s/0m NW7:0l,NW8:0l,C5:2s -/l/llmms/llmmss 0 TZW -";
    let five = Level::get(5).weights;
    assert!(five.strike_safe > 0);
    let without = Weights {
        strike_safe: 0,
        ..five
    };
    let gain =
        |text: &str| value(&state(text), Seat(0), &five) - value(&state(text), Seat(0), &without);
    assert!(gain(safe) > 0, "{}", gain(safe));
    assert_eq!(gain(docked), 0);
    assert_eq!(gain(near), 0);
}
