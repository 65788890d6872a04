//! Feeds arbitrary UTF-8 to every parser of the engine: position text (as a `Setup` and as a
//! checked `Position`, on the square boards and the wedge boards with their `|`-separated
//! zones), move text (`c2-c5` and `0c3-1d4`), and game records (syntax and replay). None may panic; what
//! they accept must write back out and read again the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use martian_engine::{Game, MoveText, Position, Record, RuleOptions, Seat, Setup, Variant};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };

    if let Ok(setup) = text.parse::<Setup>() {
        // What a reader accepts, a writer writes and the reader reads back the same.
        let written = setup.to_string();
        assert_eq!(written.parse::<Setup>().as_ref(), Ok(&setup), "{written}");
        let _ = Position::from_setup(setup, RuleOptions::default());
    }

    for options in [
        RuleOptions::default(),
        RuleOptions {
            promotions: false,
            knights_and_kings: true,
            queens_guard: true,
            teams: true,
        },
    ] {
        if let Ok(pos) = Position::from_text(text, options) {
            let written = pos.to_string();
            assert_eq!(Position::from_text(&written, options).ok(), Some(pos), "{written}");
            let moves = pos.legal_moves();
            assert_eq!(moves.is_empty(), pos.is_over());
            let _ = pos.outcome();
            if let Some(m) = moves.first() {
                let _ = pos.play(*m);
            }
        }
    }

    if let Ok(mt) = text.parse::<MoveText>() {
        assert_eq!(mt.to_string().parse::<MoveText>().ok(), Some(mt));
        for variant in Variant::ALL {
            let start = Position::start(variant, RuleOptions::default(), Seat(0));
            let _ = mt.resolve(&start);
        }
    }

    let _ = Record::parse(text);
    if let Ok(game) = Game::from_record(text) {
        let record = game.to_record();
        let again = Game::from_record(&record);
        assert_eq!(again.as_ref().ok(), Some(&game), "{record}");
    }
});
