//! Properties over random play: a game is a player count, random options and a list of random
//! numbers, each either a roll (when one is due) or the index of a legal action (modulo their
//! number), played from the standard start until the game ends or the numbers run out. Every
//! state on the way must satisfy what SANDSHIPS.md promises of all states: the listed actions
//! are legal, pieces are neither made nor lost, the state text and the record read back what
//! was written; and no reader panics on any text at all.

use proptest::prelude::*;
use sandships::{Action, Game, Options, Record, Roll, Seat, State};

fn options() -> impl Strategy<Value = Options> {
    (any::<bool>(), any::<bool>()).prop_map(|(zap_removes, bump_smaller)| Options {
        zap_removes,
        bump_smaller,
    })
}

/// One step of a random game: three die numbers (for a roll) and an action index.
type Step = ([u8; 3], u16);

fn steps(max: usize) -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec((any::<[u8; 3]>(), any::<u16>()), 0..max)
}

/// Plays a random game through [`Game::play`] (checked). `end` is listed in every list with
/// anything else in it; to let turns run their course it is taken only when the index says so
/// twice (the index is reduced modulo the list's length, then `end` is skipped once).
fn play_out(players: u8, options: Options, steps: &[Step]) -> Game {
    let mut game = Game::new(State::start(players, options));
    for &(dice, index) in steps {
        let s = game.current().clone();
        if s.winner().is_some() {
            break;
        }
        let action = if s.needs_roll() {
            Action::Roll(Roll::from_numbers(dice))
        } else {
            let list = s.legal_actions();
            assert!(
                !list.is_empty(),
                "a state with dice has a legal action: {s}"
            );
            let mut a = list[index as usize % list.len()];
            if a == Action::End && dice[0] % 4 != 0 {
                a = list[(index as usize + 1) % list.len()];
            }
            a
        };
        game.play(action)
            .unwrap_or_else(|e| panic!("{s}: listed action refused: {e}"));
    }
    game
}

fn game_strategy(max_steps: usize) -> impl Strategy<Value = (u8, Options, Vec<Step>)> {
    (2u8..=4, options(), steps(max_steps))
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 48,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    /// Every listed action is accepted by `play`, and `play_unchecked` reaches the same state;
    /// actions outside the list are refused by `play` and change nothing.
    #[test]
    fn listed_actions_play_and_checked_and_unchecked_agree(
        (players, options, steps) in game_strategy(600),
        stray in any::<[u8; 3]>(),
    ) {
        let game = play_out(players, options, &steps);
        for s in game.states() {
            let list = s.legal_actions();
            for &a in &list {
                let mut checked = s.clone();
                checked.play(a).map_err(|e| TestCaseError::fail(format!("{s}: {e}")))?;
                let mut unchecked = s.clone();
                unchecked.play_unchecked(a);
                prop_assert_eq!(&checked, &unchecked, "{} after {}", s, a);
            }
            if s.needs_roll() {
                let roll = Action::Roll(Roll::from_numbers(stray));
                let mut checked = s.clone();
                checked.play(roll).map_err(|e| TestCaseError::fail(format!("{s}: {e}")))?;
                let mut unchecked = s.clone();
                unchecked.play_unchecked(roll);
                prop_assert_eq!(&checked, &unchecked);
                // After a roll, either the seat has something to do or the turn has passed.
                prop_assert!(checked.needs_roll() || !checked.legal_actions().is_empty());
            }
            // An action text of the right shape that is not listed is refused and changes
            // nothing: a zap of the dead small in every city, a launch to every port.
            for text in ["W:C.xs", "W:NE.xs", "W:s>C1", "W:l>NW7", "Z:SW.0s", "M:SW5-C5"] {
                let a: Action = text.parse().unwrap();
                let mut t = s.clone();
                let listed = list.contains(&a);
                prop_assert_eq!(t.play(a).is_ok(), listed, "{} in {}", text, s);
                if !listed {
                    prop_assert_eq!(&t, s);
                }
            }
        }
    }

    /// The list is canonical: sorted by byte value without repeats, `end` in it whenever anything
    /// else is, empty exactly while waiting for a roll or once the game is over; the unsorted
    /// list holds the same actions.
    #[test]
    fn legal_lists_are_canonical((players, options, steps) in game_strategy(600)) {
        let game = play_out(players, options, &steps);
        for s in game.states() {
            let texts: Vec<String> = s.legal_actions().iter().map(|a| a.to_string()).collect();
            let mut sorted = texts.clone();
            sorted.sort();
            sorted.dedup();
            prop_assert_eq!(&texts, &sorted);
            let waiting = s.dice().is_none() || s.winner().is_some();
            prop_assert_eq!(texts.is_empty(), waiting, "{}", s);
            prop_assert_eq!(texts.iter().any(|t| t == "end"), !texts.is_empty());
            let mut unsorted = Vec::new();
            s.legal_actions_unsorted(&mut unsorted);
            let mut unsorted: Vec<String> = unsorted.iter().map(|a| a.to_string()).collect();
            unsorted.sort();
            prop_assert_eq!(unsorted, texts);
            // Every listed action spends a die in hand (written with that die's face).
            if let Some(dice) = s.dice() {
                for a in s.legal_actions() {
                    if let Action::Use(face, _) = a {
                        prop_assert!(dice.count(face) > 0);
                    }
                }
            }
        }
    }

    /// Pieces are neither made nor lost: each seat still in the game has 9 pieces in spires,
    /// ships and pool (at most 9 with `zap-removes`), a seat that is out has none; the dead
    /// pieces only grow by eliminations.
    /// The search's quick test (whether any die can still be used) says what the full list
    /// says, in every state of random games and, where a roll is due, after one.
    #[test]
    fn has_performance_agrees_with_the_list((players, options, steps) in game_strategy(600)) {
        let game = play_out(players, options, &steps);
        for s in game.states() {
            prop_assert_eq!(s.has_performance(), !s.performances().is_empty(), "{}", s);
            let mut rolled = s.clone();
            if rolled.needs_roll() {
                rolled.play_unchecked(Action::Roll(Roll::from_numbers([0, 1, 2])));
                prop_assert_eq!(
                    rolled.has_performance(),
                    !rolled.performances().is_empty(),
                    "{}",
                    rolled
                );
            }
        }
    }

    #[test]
    fn pieces_are_conserved((players, options, steps) in game_strategy(800)) {
        let game = play_out(players, options, &steps);
        for s in game.states() {
            for seat in (0..players).map(Seat) {
                let n = s.pieces_of(seat);
                if s.is_out(seat) {
                    prop_assert_eq!(n, 0, "{}", s);
                } else if options.zap_removes {
                    prop_assert!((1..=9).contains(&n), "{}", s);
                } else {
                    prop_assert_eq!(n, 9, "{}", s);
                }
            }
            // Only seats in the game act; a finished game has a winner in it.
            if let Some(w) = s.winner() {
                prop_assert!(!s.is_out(w));
                prop_assert!(s.dice().is_none());
            } else {
                prop_assert!(!s.is_out(s.to_act()));
            }
        }
        for pair in game.states().windows(2) {
            let dead = |s: &State| -> u32 {
                sandships::City::ALL
                    .iter()
                    .map(|&c| s.spire(c, sandships::Owner::Dead).iter().map(|&n| n as u32).sum::<u32>())
                    .sum()
            };
            let outs = |s: &State| (0..players).filter(|&p| s.is_out(Seat(p))).count();
            if outs(&pair[1]) == outs(&pair[0]) {
                prop_assert!(dead(&pair[1]) <= dead(&pair[0]), "{} -> {}", pair[0], pair[1]);
            }
        }
    }

    /// The state text round-trips: whatever state play reaches, its text reads back as the same
    /// state under the same options.
    #[test]
    fn state_text_round_trips((players, options, steps) in game_strategy(800)) {
        let game = play_out(players, options, &steps);
        for s in game.states() {
            let text = s.to_string();
            let back = State::from_text(&text, options);
            prop_assert_eq!(back.as_ref(), Ok(s), "{}", text);
            prop_assert_eq!(s.players(), players);
            prop_assert_eq!(s.options(), options);
        }
    }

    /// The game record round-trips: write it, read it, and the same game comes back (start,
    /// options, every action, free tags, the current state); also from a mid-game start.
    #[test]
    fn record_round_trips(
        (players, options, steps) in game_strategy(800),
        tags in prop::collection::vec((0usize..4, "[ -~]{0,16}"), 0..3),
        split in any::<prop::sample::Index>(),
    ) {
        const NAMES: [&str; 4] = ["Date", "Seat0", "Event", "Result"];
        let mut game = play_out(players, options, &steps);
        for (name, value) in &tags {
            game.tags.push(looney_pyramids::Tag::new(NAMES[*name], value));
        }
        let record = game.record();
        let back = Game::from_record(&record)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{record}")))?;
        prop_assert_eq!(&back, &game, "{}", record);
        prop_assert_eq!(back.current(), game.current());
        prop_assert_eq!(back.record(), record.clone());
        // The record's syntax alone: the same actions.
        let parsed = Record::parse(&record).unwrap();
        prop_assert_eq!(&parsed.actions[..], game.actions());
        // From a state in the middle (a Setup tag), the rest of the game.
        let cut = split.index(game.states().len());
        let mut rest = Game::new(game.states()[cut].clone());
        for &a in &game.actions()[cut..] {
            rest.play(a).unwrap();
        }
        let record = rest.record();
        let back = Game::from_record(&record)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{record}")))?;
        prop_assert_eq!(back.current(), game.current());
        prop_assert_eq!(&back, &rest);
        // Undo walks back to the start.
        let mut undo = game.clone();
        while undo.undo().is_some() {}
        prop_assert_eq!(undo.current(), game.start());
    }

    /// No reader panics on arbitrary text, and what a reader accepts writes back to a text it
    /// reads the same.
    #[test]
    fn readers_never_panic_on_arbitrary_text(text in "\\PC{0,80}", options in options()) {
        check_readers(&text, options)?;
    }

    /// ... nor on texts in their own alphabet.
    #[test]
    fn readers_never_panic_on_texts_of_their_alphabet(
        text in "[-0-9a-zA-Z/,:>^+. \\[\\]\"{}]{0,80}",
        options in options(),
    ) {
        check_readers(&text, options)?;
    }

    /// ... nor on valid texts with a few characters changed, added or taken out.
    #[test]
    fn readers_never_panic_on_mutated_valid_texts(
        (players, options, steps) in game_strategy(400),
        which in any::<prop::sample::Index>(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0u8..3, any::<char>()), 1..4),
    ) {
        let game = play_out(players, options, &steps);
        let state = game.states()[which.index(game.states().len())].to_string();
        let record = game.record();
        let action = game
            .actions()
            .get(which.index(game.actions().len().max(1)))
            .map(|a| a.to_string())
            .unwrap_or_else(|| "M:NE1-C1/C3".into());
        for base in [state, record, action] {
            let mut chars: Vec<char> = base.chars().collect();
            for (at, kind, c) in &edits {
                let i = at.index(chars.len() + 1);
                match kind {
                    0 if i < chars.len() => chars[i] = *c,
                    1 => chars.insert(i, *c),
                    _ if i < chars.len() => {
                        chars.remove(i);
                    }
                    _ => chars.push(*c),
                }
            }
            let text: String = chars.into_iter().collect();
            check_readers(&text, options)?;
        }
    }
}

/// Feeds a text to every reader: state text, action text, record (syntax and replay), and, if
/// it is a state, plays every listed action and a few parsed ones.
fn check_readers(text: &str, options: Options) -> Result<(), TestCaseError> {
    if let Ok(s) = State::from_text(text, options) {
        let written = s.to_string();
        let back = State::from_text(&written, options);
        prop_assert_eq!(back.as_ref(), Ok(&s));
        for a in s.legal_actions() {
            let mut t = s.clone();
            prop_assert!(t.play(a).is_ok());
        }
        for a in ["roll TTT", "end", "W:b", "M:C1-C2/C3", "Z:C.xl"] {
            let mut t = s.clone();
            let _ = t.play(a.parse().unwrap());
        }
    }
    if let Ok(a) = text.parse::<Action>() {
        let written = a.to_string();
        prop_assert_eq!(written.parse::<Action>().ok(), Some(a));
        for players in 2..=4 {
            let mut s = State::start(players, options);
            let _ = s.play(a);
        }
    }
    if let Ok(record) = Record::parse(text) {
        for a in &record.actions {
            prop_assert_eq!(a.to_string().parse::<Action>().ok(), Some(*a));
        }
    }
    if let Ok(game) = Game::from_record(text) {
        let record = game.record();
        prop_assert_eq!(Game::from_record(&record).ok(), Some(game), "{}", record);
    }
    Ok(())
}
