//! Martian Chess's line in the saved-games list. Its save and restoration (settings, record,
//! redo, every move checked through the engine) are the shared history's
//! (`crate::history`); the tests below hold them to Martian Chess's saves.

use martian_engine::Seat;

use super::PlayState;
use crate::games::martian_chess::seat_names::{describe, seat_name};
use crate::history::Playable;
use crate::history::Player;
use crate::services::saved_game::Summary;

/// Its line in the saved-games list: who plays, the scores, whose move or the result.
pub(super) fn summary(state: &PlayState) -> Summary {
    let pos = state.position();
    let seats = pos.seats();
    let players: Vec<String> = (0..seats)
        .map(|s| match state.settings.player(Seat(s)) {
            Player::Human => seat_name(seats, Seat(s)).to_string(),
            Player::Computer(l) => format!("{} (computer {l})", seat_name(seats, Seat(s))),
            Player::Friend => format!("{} (friend)", seat_name(seats, Seat(s))),
        })
        .collect();
    let score: Vec<String> = pos.scores().iter().map(|s| s.to_string()).collect();
    let status = match pos.outcome() {
        Some(o) => describe(&o, seats),
        None => format!("{} to move", seat_name(pos.seats(), pos.turn())),
    };
    let title = state.name.clone().unwrap_or_else(|| {
        let count = ["Two", "Three", "Four", "Five", "Six"][(seats as usize).clamp(2, 6) - 2];
        match (seats, pos.options().teams) {
            (2, _) => "Two-player game".into(),
            (_, true) => format!("{count}-player team game"),
            _ => format!("{count}-player game"),
        }
    });
    let moves = state.game.moves().len();
    Summary {
        id: state.id.clone(),
        game: super::MartianChess::ID,
        game_title: super::MartianChess::TITLE,
        title,
        players: players.join(" · "),
        standing: format!("score {}", score.join("-")),
        status,
        progress: format!("{moves} move{}", if moves == 1 { "" } else { "s" }),
        updated: state.updated,
        remote: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::martian_chess::state::person_move;
    use crate::games::martian_chess::Action;
    use crate::games::martian_chess::Settings;
    use crate::services::saved_game::migrate;
    use crate::services::saved_game::{Persisted, FORMAT};
    use martian_engine::Square;
    use std::rc::Rc;
    use yew::Reducible;

    /// One move, calling the clock.
    fn played() -> Rc<PlayState> {
        let s = Rc::new(PlayState::new("abc".into(), Settings::default(), 10.0).unwrap());
        let (d3, d5) = (Square::parse("d3").unwrap(), Square::parse("d5").unwrap());
        let action = person_move(&s, d3, d5, true, 20.0, "f".into());
        s.reduce(action)
    }

    fn reload(s: &PlayState) -> Result<PlayState, String> {
        PlayState::from_saved(&migrate(&s.to_saved().to_json())?)
    }

    #[test]
    fn a_game_survives_a_save_and_load() {
        let s = played().reduce(Action::Rename {
            name: Some("Friday".into()),
            now: 20.0,
        });
        let back = reload(&s).unwrap();
        assert_eq!(back.game, s.game);
        assert_eq!(back.settings, s.settings);
        assert_eq!(back.name.as_deref(), Some("Friday"));
        assert_eq!((back.started, back.updated), (10.0, 20.0));
        assert_eq!(back.stored_at, Some(20.0));
    }

    #[test]
    fn the_hints_used_survive_a_save_and_load() {
        let s = played();
        assert!(
            !s.to_saved().to_json().contains("hints"),
            "a game without hints is saved as before"
        );
        let s = s
            .reduce(Action::Hinted { now: 30.0 })
            .reduce(Action::Hinted { now: 40.0 });
        assert_eq!(
            (s.hints, s.updated),
            (2, 40.0),
            "a hint is a change to save"
        );
        assert_eq!(reload(&s).unwrap().hints, 2);
    }

    #[test]
    fn redo_survives_a_save_and_load() {
        let s = played().reduce(Action::Undo { now: 30.0 });
        assert_eq!(s.redo.len(), 1);
        assert_eq!(reload(&s).unwrap().redo, s.redo);
    }

    #[test]
    fn the_first_formats_are_migrated() {
        let s = played();
        for format in [1, 2] {
            let old = format!(
                "{{\"format\":{format},\"id\":\"abc\",\"settings\":{},\"record\":{},\"started\":10.0,\"updated\":20.0}}",
                serde_json::to_string(&s.settings).unwrap(),
                serde_json::to_string(&s.game.to_record()).unwrap()
            );
            let migrated = migrate(&old).unwrap();
            assert_eq!(migrated.format, FORMAT);
            assert_eq!(migrated.game, "martian-chess");
            let back = PlayState::from_saved(&migrated).unwrap();
            assert_eq!(back.game, s.game);
            assert_eq!(back.name, None);
        }
    }

    #[test]
    fn corrupt_saves_are_refused_in_words() {
        let s = PlayState::new("abc".into(), Settings::default(), 1.0).unwrap();
        let mut saved = s.to_saved();
        saved.record = "1. c3-c5".into();
        let err = PlayState::from_saved(&saved).unwrap_err();
        assert!(err.contains("round 1"), "{err}");
        saved.settings = serde_json::json!({"four_players": "many"});
        assert!(PlayState::from_saved(&saved)
            .unwrap_err()
            .contains("settings"));
    }

    #[test]
    fn summaries_say_who_plays_and_how_it_stands() {
        let sum = played().summary();
        assert_eq!(sum.players, "South · North (computer 3)");
        assert_eq!(sum.standing, "score 0-0");
        assert_eq!(sum.status, "North to move");
        assert_eq!(sum.progress, "1 move");
        assert_eq!(sum.game, "martian-chess");
    }
}
