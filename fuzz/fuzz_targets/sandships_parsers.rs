//! Feeds arbitrary UTF-8 to every parser of `sandships`: the state text reader (under each
//! combination of options), the action text parser and the game record (syntax and replay).
//! None may panic; what they accept must write back out and read again the same. When the text
//! is a state, every listed action is played on it, and so are the action texts found in the
//! input's words (checked `play`: a refusal is fine, a panic is not).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sandships::{Action, Game, Options, Record, State};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };

    // Any word of the input may be an action (the state text's own words never are, but a
    // state text followed by a line of actions gives both).
    let (state_line, rest) = text.split_once('\n').unwrap_or((text, ""));
    let actions: Vec<Action> = rest
        .split([' ', '\n', ';'])
        .chain(rest.split(['\n', ';']))
        .filter_map(|w| w.parse().ok())
        .take(64)
        .collect();

    for (zap_removes, bump_smaller) in [(false, false), (true, false), (false, true), (true, true)]
    {
        let options = Options {
            zap_removes,
            bump_smaller,
        };
        for line in [state_line, text] {
            let Ok(state) = State::from_text(line, options) else {
                continue;
            };
            let written = state.to_string();
            assert_eq!(
                State::from_text(&written, options).as_ref(),
                Ok(&state),
                "{written}"
            );
            let legal = state.legal_actions();
            // Nothing is listed while waiting for a roll or once the game is over.
            if state.needs_roll() || state.winner().is_some() {
                assert!(legal.is_empty(), "{written}");
            }
            for &a in &legal {
                let mut next = state.clone();
                next.play(a)
                    .unwrap_or_else(|e| panic!("{written}: listed {a} refused: {e}"));
                let mut unchecked = state.clone();
                unchecked.play_unchecked(a);
                assert_eq!(next, unchecked, "{written} then {a}");
                let after = next.to_string();
                assert_eq!(
                    State::from_text(&after, options).as_ref(),
                    Ok(&next),
                    "{after}"
                );
            }
            // Parsed actions in sequence: refused ones change nothing.
            let mut s = state.clone();
            for &a in &actions {
                let before = s.clone();
                if s.play(a).is_err() {
                    assert_eq!(s, before);
                } else {
                    let after = s.to_string();
                    assert_eq!(
                        State::from_text(&after, options).as_ref(),
                        Ok(&s),
                        "{after}"
                    );
                }
            }
        }
    }

    if let Ok(a) = text.parse::<Action>() {
        assert_eq!(a.to_string().parse::<Action>().ok(), Some(a));
    }

    if let Ok(record) = Record::parse(text) {
        for a in &record.actions {
            assert_eq!(a.to_string().parse::<Action>().ok(), Some(*a));
        }
    }
    if let Ok(game) = Game::from_record(text) {
        let record = game.record();
        let again = Game::from_record(&record);
        assert_eq!(again.as_ref().ok(), Some(&game), "{record}");
        assert_eq!(
            again.ok().map(|g| g.current().clone()).as_ref(),
            Some(game.current())
        );
    }
});
