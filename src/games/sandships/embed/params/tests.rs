use super::*;

const START_2P: &str = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -";

fn field_of(fragment: &str) -> String {
    parse_sandships(fragment).unwrap_err().field
}

#[test]
fn the_bare_game_is_the_two_player_start_as_a_diagram() {
    let c = parse_sandships("#game=sandships").unwrap();
    assert_eq!(c.shown().to_string(), START_2P);
    assert_eq!((c.mode, c.ply, c.theme), (Mode::View, 0, Theme::Auto));
    let four = parse_sandships("#game=sandships&players=4&options=zap-removes").unwrap();
    assert_eq!(four.shown().players(), 4);
    assert!(four.shown().options().zap_removes);
    assert_eq!(field_of("#game=sandships&players=5"), "players");
    assert_eq!(field_of("#game=sandships&options=fast"), "options");
}

#[test]
fn actions_with_their_rolls_default_to_stepping() {
    let c = parse_sandships(
        "#game=sandships&actions=roll%20TBM%20B:b%20T:l%3ESW5%20M:SW5-C5%20roll%20UUZ&ply=end",
    )
    .unwrap();
    assert_eq!(c.mode, Mode::Step);
    assert_eq!(c.game.actions().len(), 5);
    assert_eq!(c.ply, 5);
    assert_eq!(c.shown().to_act(), Seat(1));
    let bad = parse_sandships("#game=sandships&actions=roll%20TBM%20Z:C.xl").unwrap_err();
    assert_eq!(bad.field, "actions");
    assert!(bad.message.contains("action 2"), "{}", bad.message);
    assert_eq!(field_of("#game=sandships&actions=roll"), "actions");
    assert_eq!(field_of("#game=sandships&actions=roll%20TBM&ply=2"), "ply");
}

#[test]
fn a_record_brings_its_game_and_comments() {
    let record =
        "[Game \"sandships\"]\n[Players \"2\"]\n\n1. roll TBM B:b {Builds first.} end\n2. roll UUZ";
    let fragment = format!(
        "#game=sandships&record={}&ply=2",
        crate::embed::fragment::encode(record)
    );
    let c = parse_sandships(&fragment).unwrap();
    assert_eq!(c.game.actions().len(), 4);
    assert_eq!(c.comment_for(2).as_deref(), Some("Builds first."));
    let both = format!("{fragment}&players=2");
    assert_eq!(field_of(&both), "players");
}

#[test]
fn modes_and_their_parameters_are_checked() {
    let play = parse_sandships("#game=sandships&mode=play&level=5&seat=1").unwrap();
    assert_eq!((play.level, play.reader()), (5, Seat(1)));
    assert_eq!(
        parse_sandships("#game=sandships&mode=play")
            .unwrap()
            .reader(),
        Seat(0)
    );
    assert_eq!(field_of("#game=sandships&mode=puzzle"), "mode");
    assert_eq!(field_of("#game=sandships&mode=view&level=2"), "level");
    assert_eq!(field_of("#game=sandships&mode=play&seat=2"), "seat");
    let won = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 1 - w0";
    let text = format!(
        "#game=sandships&mode=try&state={}",
        crate::embed::fragment::encode(won)
    );
    assert_eq!(field_of(&text), "state");
}

#[test]
fn martian_chess_parameters_are_refused_by_name() {
    let e = parse_sandships("#game=sandships&position=x").unwrap_err();
    assert_eq!(e.field, "position");
    assert!(e.message.contains("`state`"), "{}", e.message);
    assert_eq!(field_of("#game=sandships&arrows@2=c3d4"), "arrows@2");
    assert_eq!(field_of("#game=sandships&coords=0"), "coords");
    assert_eq!(field_of("#game=sandships&colour=red"), "colour");
    assert_eq!(field_of("#game=sandships&ply=1&ply=2"), "ply");
    assert_eq!(field_of("#game=sandships&state=nonsense"), "state");
}

#[test]
fn caption_and_theme_are_read_as_for_martian_chess() {
    let c = parse_sandships("#game=sandships&theme=dark&caption=%20Ships%20%3Cb%3E%20").unwrap();
    assert_eq!(c.theme, Theme::Dark);
    assert_eq!(c.caption.as_deref(), Some("Ships <b>"));
    assert_eq!(field_of("#game=sandships&theme=blue"), "theme");
}
