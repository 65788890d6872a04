//! The wedge boards through the public API: starts, typed errors naming the field, move text,
//! records with `[Players "3"]`, `"5"`, `"6"`, teams of six, and the options a wedge board
//! refuses.

use martian_engine::{
    Game, GameError, MoveText, Position, PositionField, RuleOptions, Seat, Square, Variant,
};

const ZONE: &str = "4/dpp1/qdp1/qqd1";

fn start_text(zones: usize) -> String {
    format!(
        "{} 0 - - {}",
        vec![ZONE; zones].join("|"),
        vec!["0"; zones].join(",")
    )
}

fn field_of(text: &str) -> PositionField {
    match Position::from_text(text, RuleOptions::default()) {
        Err(GameError::Position(e)) => e.field,
        Err(GameError::Setup(e)) => e.field,
        other => panic!("{text} was not refused: {other:?}"),
    }
}

#[test]
fn starts_are_the_rules_text() {
    for (variant, zones) in [
        (Variant::ThreePlayer, 3),
        (Variant::FivePlayer, 5),
        (Variant::SixPlayer, 6),
    ] {
        let pos = Position::start(variant, RuleOptions::default(), Seat(0));
        assert_eq!(pos.to_string(), start_text(zones));
        assert_eq!(pos.variant(), variant);
        assert!(pos.is_wedge());
        assert_eq!(pos.squares().len(), zones * 16);
        assert_eq!(pos.pieces().len(), zones * 9);
        let read = Position::from_text(&start_text(zones), RuleOptions::default()).unwrap();
        assert_eq!(read, pos);
        let second = Position::start(variant, RuleOptions::default(), Seat(2));
        assert_eq!(second.turn(), Seat(2));
    }
    let three = Position::start(Variant::ThreePlayer, RuleOptions::default(), Seat(0));
    assert_eq!(
        three.piece_at(Square::parse("2a1").unwrap()),
        Some(martian_engine::Role::Queen)
    );
    assert_eq!(three.zone_of(Square::parse("1d4").unwrap()), Some(Seat(1)));
    assert_eq!(three.zone_of(Square::parse("3a1").unwrap()), None);
    assert_eq!(three.zone_of(Square::parse("a1").unwrap()), None);
}

#[test]
fn bad_wedge_text_names_its_field() {
    let z = ZONE;
    // Wrong zone count, ragged zones.
    assert_eq!(
        field_of(&format!("{z}|{z} 0 - - 0,0")),
        PositionField::Placement
    );
    assert_eq!(
        field_of(&format!("{z}|{z}|{z}|{z} 0 - - 0,0,0,0")),
        PositionField::Placement
    );
    assert_eq!(
        field_of(&format!("{z}|4/{z}|{z} 0 - - 0,0,0")),
        PositionField::Placement
    );
    assert_eq!(
        field_of(&format!("{z}|dpp1/qdp1/qqd1|{z} 0 - - 0,0,0")),
        PositionField::Placement
    );
    // A seat or a score count that does not fit the zones.
    assert_eq!(
        field_of(&format!("{z}|{z}|{z} 3 - - 0,0,0")),
        PositionField::Turn
    );
    assert_eq!(
        field_of(&format!("{z}|{z}|{z} 0 - - 0,0")),
        PositionField::Scores
    );
    assert_eq!(
        field_of(&format!("{z}|{z}|{z} 0 - - 0,0,0,0,0")),
        PositionField::Scores
    );
    // A last move off the board, or in grid names.
    assert_eq!(
        field_of(&format!("{z}|{z}|{z} 1 3a1-0a1 - 0,0,0")),
        PositionField::Last
    );
    assert_eq!(
        field_of(&format!("{z}|{z}|{z} 1 a1-a2 - 0,0,0")),
        PositionField::Last
    );
    assert_eq!(
        field_of(&format!("{z}|{z}|{z} 1 0a1-a2 - 0,0,0")),
        PositionField::Last
    );
    // And the square boards refuse wedge names.
    assert_eq!(
        field_of("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 1 0a1-0a2 - 0,0"),
        PositionField::Last
    );
}

#[test]
fn move_text_names_wedge_squares() {
    let mut g = Game::standard(Variant::ThreePlayer, RuleOptions::default(), Seat(0));
    let mv = g.play_text("0c1-2a4").unwrap();
    assert_eq!(mv.to_string(), "0c1-2a4");
    // The drone crossed into zone 2: seat 2 controls it now, seat 1 moves next.
    assert_eq!(g.current().zone_of(mv.to), Some(Seat(2)));
    assert_eq!(g.current().turn(), Seat(1));
    let text: MoveText = "clock 1a3x2b2".parse().unwrap();
    assert_eq!(text.to_string(), "clock 1a3x2b2");
    assert!(text.calls_clock);
    for bad in ["0c1-a4", "c1-2a4", "0c12a4", "6a1-0a2", "0e1-0a2"] {
        assert!(bad.parse::<MoveText>().is_err(), "{bad}");
    }
    // Grid names on a wedge board are not on the board.
    let e = g.play_text("c2-c3").unwrap_err();
    assert!(e.reason.contains("wedge board"), "{e}");
    assert_eq!(
        g.current().last_move(),
        Some((Square::parse("0c1").unwrap(), Square::parse("2a4").unwrap()))
    );
    assert!(g.current().to_string().contains(" 0c1-2a4 "));
}

#[test]
fn records_carry_the_players_and_replay() {
    for (players, variant) in [
        ("3", Variant::ThreePlayer),
        ("5", Variant::FivePlayer),
        ("6", Variant::SixPlayer),
    ] {
        let mut g = Game::standard(variant, RuleOptions::default(), Seat(0));
        for _ in 0..20 {
            let moves = g.current().legal_moves();
            let Some(m) = moves.get(moves.len() / 2) else {
                break;
            };
            g.play(*m).unwrap();
        }
        let record = g.to_record();
        assert!(
            record.contains(&format!("[Players \"{players}\"]")),
            "{record}"
        );
        assert_eq!(record.contains("[Teams"), variant == Variant::SixPlayer);
        let again = Game::from_record(&record).unwrap();
        assert_eq!(again, g);
        assert_eq!(again.current(), g.current());
    }
    // Round numbers count one move of each of the three seats.
    let g =
        Game::from_record("[Players \"3\"]\n\n1. 0c3-0d4 1c3-1d4 2c3-2d4 2. 0b3-0c4\n").unwrap();
    assert_eq!(g.moves().len(), 4);
    assert!(g.to_record().contains("2. 0b3-0c4"));
    let e = Game::from_record("[Players \"3\"]\n\n1. 0c3-0d4 1c3-1d4 2c3-2d4 2. 0a1-0b2\n")
        .unwrap_err();
    assert_eq!((e.token.as_str(), e.round), ("0a1-0b2", Some(2)));
    // A wedge Setup decides the board without a Players tag, and must agree with one.
    let setup = format!("[Setup \"{}\"]\n", start_text(5));
    assert_eq!(
        Game::from_record(&setup).unwrap().start().variant(),
        Variant::FivePlayer
    );
    assert!(Game::from_record(&format!("[Players \"3\"]\n{setup}")).is_err());
}

#[test]
fn teams_of_six_and_refused_options() {
    let g = Game::from_record("[Players \"6\"]\n[Teams \"yes\"]\n").unwrap();
    assert!(g.start().options().teams);
    assert!(g.to_record().contains("[Teams \"yes\"]"));
    for refused in [
        "[Players \"3\"]\n[Teams \"yes\"]\n",
        "[Players \"5\"]\n[Teams \"yes\"]\n",
        "[Players \"3\"]\n[Options \"knights-and-kings\"]\n",
        "[Players \"6\"]\n[Options \"knights-and-kings\"]\n",
    ] {
        let e = Game::from_record(refused).unwrap_err();
        assert!(
            e.token.contains("Teams") || e.token.contains("Options"),
            "{e}"
        );
    }
    // Queen's guard is played on the wedge boards.
    let g = Game::from_record("[Players \"5\"]\n[Options \"queens-guard\"]\n").unwrap();
    assert!(g.start().options().queens_guard);
    // A position made with knights-and-kings drops it, as a two-player game drops teams.
    let options = RuleOptions {
        knights_and_kings: true,
        teams: true,
        ..RuleOptions::default()
    };
    let three = Position::start(Variant::ThreePlayer, options, Seat(0));
    assert!(!three.options().knights_and_kings && !three.options().teams);
    let six = Position::start(Variant::SixPlayer, options, Seat(0));
    assert!(!six.options().knights_and_kings && six.options().teams);
}
