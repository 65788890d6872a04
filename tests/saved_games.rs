//! Property: any game the app can hold survives a save and a load unchanged (settings, moves,
//! clock calls, taken-back moves, name, times), through the current save format and through
//! the first two, which are migrated; and so does any Sandships game (rolls, actions, actions
//! taken back within the turn).
#![cfg(not(target_arch = "wasm32"))]

use std::rc::Rc;

use martian_app::games::martian_chess::state::person_move;
use martian_app::games::martian_chess::{Action, PlayState, Settings};
use martian_app::games::sandships::settings::SandSettings;
use martian_app::games::sandships::state::{SandAction, SandPlay};
use martian_app::games::GAMES;
use martian_app::history::Player;
use martian_app::services::saved_game::{migrate, Persisted};
use martian_app::shell::opened::read_save;
use proptest::prelude::*;
use yew::Reducible;

/// Settings of every board: two or four players, or a wedge board of three, five or six.
fn settings() -> impl Strategy<Value = Settings> {
    (
        any::<bool>(),
        any::<bool>(),
        prop_oneof![Just(0u8), Just(0), Just(3), Just(5), Just(6)],
        prop::collection::vec(
            prop_oneof![Just(Player::Human), (1u8..=5).prop_map(Player::Computer)],
            6,
        ),
        0u8..6,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(four, teams, wedge, players, first, promotions, kk, guard)| {
                Settings {
                    four_players: four,
                    teams,
                    wedge,
                    players,
                    first,
                    promotions,
                    knights_and_kings: kk,
                    queens_guard: guard,
                    setup: None,
                }
                .normalised()
            },
        )
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
        let now = 2000.0 + i as f64;
        s = s
            .clone()
            .reduce(person_move(&s, mv.from, mv.to, *clock, now, "x".into()));
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
        let json = s.to_saved().to_json();
        let back = PlayState::from_saved(&migrate(&json).unwrap()).unwrap();
        prop_assert_eq!(&back.game, &s.game);
        prop_assert_eq!(&back.settings, &s.settings);
        prop_assert_eq!(&back.redo, &s.redo);
        prop_assert_eq!(back.name.as_deref(), s.name.as_deref());
        prop_assert_eq!((back.started, back.updated), (s.started, s.updated));
        // Saved again, it is the same text.
        prop_assert_eq!(back.to_saved().to_json(), json);
    }

    #[test]
    fn any_game_in_the_first_formats_is_migrated_intact(
        settings in settings(),
        picks in prop::collection::vec((any::<u16>(), prop::bool::weighted(0.05)), 0..40),
        format in 1u32..=2,
    ) {
        let s = state(settings, &picks, 0, None);
        let old = serde_json::json!({
            "format": format,
            "id": s.id,
            "settings": s.settings,
            "record": s.game.to_record(),
            "started": s.started,
            "updated": s.updated,
        });
        let saved = migrate(&old.to_string()).unwrap();
        prop_assert_eq!(saved.game.as_str(), "martian-chess");
        let loaded = read_save(GAMES, &saved).unwrap();
        prop_assert_eq!(loaded.game, "martian-chess");
        let back = PlayState::from_saved(&loaded.saved).unwrap();
        prop_assert_eq!(&back.game, &s.game);
        prop_assert_eq!(&back.settings, &s.settings);
    }

    #[test]
    fn any_sandships_game_comes_back_the_same(
        players in 2usize..=4,
        zap_removes: bool,
        bump_smaller: bool,
        picks in prop::collection::vec((any::<u16>(), any::<[u8; 3]>()), 0..120),
        undo in 0usize..3,
        name in prop::option::of("[a-zA-Z0-9 \"\\\\é]{0,20}"),
    ) {
        let settings = SandSettings {
            players: vec![Player::Human; players],
            zap_removes,
            bump_smaller,
        };
        let mut s = Rc::new(SandPlay::new("s".into(), settings, 1000.0).unwrap());
        for (i, (pick, faces)) in picks.iter().enumerate() {
            let now = 2000.0 + i as f64;
            if s.current().winner().is_some() {
                break;
            }
            if s.current().needs_roll() {
                let numbers = faces.map(|f| f % 6);
                s = s.reduce(SandAction::Roll { numbers, now });
                continue;
            }
            let legal = s.current().legal_actions();
            let action = legal[*pick as usize % legal.len()];
            s = s.reduce(SandAction::Person { step: action, now, fork_id: "x".into() });
        }
        for i in 0..undo {
            s = s.reduce(SandAction::Undo { now: 9000.0 + i as f64 });
        }
        let updated = s.updated;
        let s = s.reduce(SandAction::Rename { name, now: updated });
        let json = s.to_saved().to_json();
        let saved = migrate(&json).unwrap();
        prop_assert_eq!(saved.game.as_str(), "sandships");
        let loaded = read_save(GAMES, &saved).unwrap();
        prop_assert_eq!(loaded.game, "sandships");
        let back = SandPlay::from_saved(&loaded.saved).unwrap();
        prop_assert_eq!(&back.game, &s.game);
        prop_assert_eq!(&back.settings, &s.settings);
        prop_assert_eq!(&back.redo, &s.redo);
        prop_assert_eq!(back.name.as_deref(), s.name.as_deref());
        prop_assert_eq!(back.to_saved().to_json(), json);
    }
}
