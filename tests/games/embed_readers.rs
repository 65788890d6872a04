//! Whatever a rules page puts in an embed's fragment, the readers answer with a board or an
//! error naming a parameter, never a panic (a panic in the frame would leave it blank).

use proptest::prelude::*;

use martian_app::embed::fragment;
use martian_app::embed::game::{game_of, EmbedEntry};
use martian_app::games::GAMES;

/// Reads a fragment as the page does, with every registered game; `Err(field)` on a refusal.
fn read(text: &str) -> Result<(), String> {
    let games: Vec<EmbedEntry> = GAMES.iter().map(|g| g.embed_entry()).collect();
    let game = game_of(text, &games).map_err(|e| e.field)?;
    (game.board.expect("every game's board is in the app"))(text, "test".to_string())
        .map(|_| ())
        .map_err(|e| e.field)
}

/// Parameter names, known to either game or not.
fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("game".to_string()),
        prop::sample::select(vec![
            "position", "players", "options", "teams", "moves", "ply", "record", "mode",
            "solution", "level", "seat", "arrows", "marks", "coords", "theme", "caption", "state",
            "actions", "arrows@1", "marks@0", "x",
        ])
        .prop_map(str::to_string),
        "[a-z@0-9]{0,6}",
    ]
}

/// Values: the games' names, texts close to real ones, and anything.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "sandships",
            "martian-chess",
            "2",
            "3",
            "4",
            "end",
            "view",
            "step",
            "try",
            "play",
            "puzzle",
            "roll TBM B:b T:l>SW5",
            "roll",
            "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -",
            "d3-d5 c6-b5",
            "[Game \"sandships\"]\n\n1. roll TBM",
            "zap-removes",
            "c3d4",
        ])
        .prop_map(str::to_string),
        "[ -~]{0,40}",
        "\\PC{0,20}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn no_fragment_panics_and_refusals_name_a_field(
        pairs in prop::collection::vec((name(), value()), 0..6),
        raw in "[ -~]{0,60}",
    ) {
        let written: Vec<(&str, String)> = pairs.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
        for text in [fragment::write(&written), raw.clone(), format!("#{raw}")] {
            if let Err(field) = read(&text) {
                prop_assert!(!field.is_empty(), "{text}: an error names its field");
            }
        }
    }
}
