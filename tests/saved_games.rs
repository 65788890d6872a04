//! Property: any game the app can hold survives a save and a load unchanged (settings, moves,
//! clock calls, taken-back moves, name, times), through the current save format and through
//! the first one, which is migrated.
#![cfg(not(target_arch = "wasm32"))]

use std::rc::Rc;

use martian_app::services::saved_game::{migrate, SavedGame};
use martian_app::state::{Action, PlayState, Player, Settings};
use proptest::prelude::*;
use yew::Reducible;

fn settings() -> impl Strategy<Value = Settings> {
    (
        any::<bool>(),
        any::<bool>(),
        prop::collection::vec(
            prop_oneof![Just(Player::Human), (1u8..=5).prop_map(Player::Computer)],
            4,
        ),
        0u8..4,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(four, teams, players, first, promotions, kk, guard)| {
            Settings {
                four_players: four,
                teams,
                players,
                first,
                promotions,
                knights_and_kings: kk,
                queens_guard: guard,
                setup: None,
            }
            .normalised()
        })
}

/// A game of random legal moves (some calling the clock), then some moves taken back.
fn state(
    settings: Settings,
    picks: &[(u16, bool)],
    undo: usize,
    name: Option<String>,
) -> Rc<PlayState> {
    let everyone_human = Settings {
        players: vec![Player::Human; settings.players.len()],
        ..settings.clone()
    };
    let mut s = Rc::new(PlayState::new("p".into(), everyone_human, 1000.0).unwrap());
    for (i, (pick, clock)) in picks.iter().enumerate() {
        let moves = s.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[*pick as usize % moves.len()];
        if *clock && !s.clock_armed {
            s = s.reduce(Action::ToggleClock);
        }
        s = s.reduce(Action::HumanMove {
            from: mv.from,
            to: mv.to,
            now: 2000.0 + i as f64,
            fork_id: "x".into(),
        });
    }
    for i in 0..undo {
        s = s.reduce(Action::Undo {
            now: 9000.0 + i as f64,
        });
    }
    let updated = s.updated;
    let mut inner = (*s.reduce(Action::Rename { name, now: updated })).clone();
    inner.settings = settings;
    Rc::new(inner)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_saved_game_comes_back_the_same(
        settings in settings(),
        picks in prop::collection::vec((any::<u16>(), prop::bool::weighted(0.05)), 0..60),
        undo in 0usize..5,
        name in prop::option::of("[a-zA-Z0-9 \"\\\\é]{0,20}"),
    ) {
        let s = state(settings, &picks, undo, name);
        let json = SavedGame::of(&s).to_json();
        let back = SavedGame::from_json(&json).unwrap();
        prop_assert_eq!(&back.game, &s.game);
        prop_assert_eq!(&back.settings, &s.settings);
        prop_assert_eq!(&back.redo, &s.redo);
        prop_assert_eq!(&back.keys, &s.keys);
        prop_assert_eq!(back.name.as_deref(), s.name.as_deref());
        prop_assert_eq!((back.started, back.updated), (s.started, s.updated));
        // Saved again, it is the same text.
        prop_assert_eq!(SavedGame::of(&back).to_json(), json);
    }

    #[test]
    fn any_game_in_the_first_format_is_migrated_intact(
        settings in settings(),
        picks in prop::collection::vec((any::<u16>(), prop::bool::weighted(0.05)), 0..40),
    ) {
        let s = state(settings, &picks, 0, None);
        let v1 = serde_json::json!({
            "format": 1,
            "id": s.id,
            "settings": s.settings,
            "record": s.game.to_record(),
            "started": s.started,
            "updated": s.updated,
        });
        let back = migrate(&v1.to_string()).unwrap().to_state().unwrap();
        prop_assert_eq!(&back.game, &s.game);
        prop_assert_eq!(&back.settings, &s.settings);
    }
}
