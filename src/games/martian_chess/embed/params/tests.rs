use super::*;
use crate::embed::fragment;

const START_2P: &str = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn field_of(fragment: &str) -> String {
    parse(fragment).unwrap_err().field
}

#[test]
fn an_empty_fragment_is_the_two_player_start_as_a_diagram() {
    let c = parse("").unwrap();
    assert_eq!(c.shown().to_string(), START_2P);
    assert_eq!(
        (c.mode, c.ply, c.coords, c.theme),
        (Mode::View, 0, true, Theme::Auto)
    );
    assert_eq!(c.home_seat(), Seat(0));
    let four = parse("#players=4").unwrap();
    assert_eq!(four.shown().seats(), 4);
}

#[test]
fn moves_default_to_stepping_and_ply_picks_the_first_position() {
    let c = parse("#moves=d3-d5%20c6-b5%20clock%20d2xd5&ply=end").unwrap();
    assert_eq!(c.mode, Mode::Step);
    assert_eq!(c.game.moves().len(), 3);
    assert_eq!(c.ply, 3);
    assert!(
        c.game.moves()[2].calls_clock,
        "the clock word travels with its move"
    );
    assert_eq!(parse("#moves=d3-d5&ply=1").unwrap().ply, 1);
    assert_eq!(field_of("#moves=d3-d5&ply=2"), "ply");
    assert_eq!(field_of("#moves=d3-d5&ply=x"), "ply");
}

#[test]
fn a_bad_move_names_the_field_and_the_move() {
    let e = parse("#moves=d3-d5%20c3-c5").unwrap_err();
    assert_eq!(e.field, "moves");
    assert!(e.message.contains("move 2 `c3-c5`"), "{e}");
    let e = parse("#moves=d3-d5%20clock").unwrap_err();
    assert_eq!(e.field, "moves");
}

#[test]
fn options_teams_and_players_are_checked() {
    let c = parse("#players=4&teams=yes&options=queens-guard%20no-promotions").unwrap();
    let o = c.shown().options();
    assert!(o.teams && o.queens_guard && !o.promotions);
    assert_eq!(field_of("#options=castling"), "options");
    assert_eq!(field_of("#teams=maybe"), "teams");
    assert_eq!(field_of("#players=8"), "players");
    assert_eq!(
        field_of(&format!(
            "#players=4&position={}",
            fragment::encode(START_2P)
        )),
        "players"
    );
    assert_eq!(field_of("#position=qqq"), "position");
}

#[test]
fn a_record_brings_its_own_line() {
    let record = "[Players \"2\"]\n1. d3-d5 c6-b5 2. d2xd5";
    let c = parse(&format!("#record={}&ply=end", fragment::encode(record))).unwrap();
    assert_eq!(c.game.moves().len(), 3);
    assert_eq!(c.mode, Mode::Step);
    assert_eq!(
        field_of(&format!("#record={}&moves=d3-d5", fragment::encode(record))),
        "moves"
    );
    assert_eq!(field_of("#record=1.%20c3-c5"), "record");
}

#[test]
fn a_record_brings_its_comments_to_the_move_they_follow() {
    let record = "1. d3-d5 {the pawn goes first} c6-b5 {a reply} {and a second thought} 2. d2xd5";
    let c = parse(&format!("#record={}", fragment::encode(record))).unwrap();
    assert_eq!(c.comment_for(0), None);
    assert_eq!(c.comment_for(1).as_deref(), Some("the pawn goes first"));
    assert_eq!(
        c.comment_for(2).as_deref(),
        Some("a reply and a second thought")
    );
    assert_eq!(c.comment_for(3), None);
}

#[test]
fn unknown_and_repeated_parameters_are_errors() {
    assert_eq!(field_of("#mdoe=view"), "mdoe");
    assert_eq!(field_of("#mode=view&mode=step"), "mode");
    assert_eq!(field_of("#coords@2=0"), "coords@2");
    assert_eq!(field_of("#mode=edit"), "mode");
    assert_eq!(field_of("#theme=blue"), "theme");
    assert_eq!(field_of("#coords=no"), "coords");
    assert_eq!(field_of("#level=6&mode=play"), "level");
    assert_eq!(field_of("#seat=2"), "seat");
    assert_eq!(field_of("#caption=%ZZ"), "caption");
}

#[test]
fn puzzles_need_a_legal_solution_from_the_shown_position() {
    let c = parse("#moves=d3-d5&ply=1&solution=c6-b5%20d2xd5").unwrap();
    assert_eq!(c.mode, Mode::Puzzle, "a solution alone means a puzzle");
    assert_eq!(c.solution.len(), 2);
    assert_eq!(
        c.home_seat(),
        Seat(1),
        "the solver (North, to move) sits nearest"
    );
    assert_eq!(field_of("#mode=puzzle"), "solution");
    assert_eq!(field_of("#mode=step&solution=d3-d5"), "solution");
    let e = parse("#solution=d3-d5%20d2-d4").unwrap_err();
    assert_eq!(e.field, "solution");
    assert!(e.message.contains("move 2"), "{e}");
}

#[test]
fn arrows_and_marks_by_ply() {
    let c = parse("#moves=d3-d5%20c6-b5&arrows=c3d4,b2b3&marks=c3&arrows@1=d5c6&marks@1=").unwrap();
    assert_eq!(
        c.annotations.arrows,
        vec![(sq("c3"), sq("d4")), (sq("b2"), sq("b3"))]
    );
    assert_eq!(c.annotations_for(0).marks, vec![sq("c3")]);
    assert_eq!(c.annotations_for(1).arrows, vec![(sq("d5"), sq("c6"))]);
    assert!(
        c.annotations_for(1).marks.is_empty(),
        "a per-ply list replaces the general one"
    );
    assert_eq!(c.annotations_for(2), &c.annotations);
    assert_eq!(field_of("#arrows=c3c3"), "arrows");
    assert_eq!(
        field_of("#arrows=e1e2"),
        "arrows",
        "e is off the two-player board"
    );
    assert_eq!(field_of("#marks=c9"), "marks");
    assert_eq!(field_of("#arrows@9=c3d4"), "arrows@9");
}

#[test]
fn captions_are_plain_text_and_short() {
    let c = parse("#caption=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E").unwrap();
    assert_eq!(c.caption.as_deref(), Some("<img src=x onerror=alert(1)>"));
    let long = "a".repeat(MAX_CAPTION + 50);
    assert_eq!(
        parse(&format!("#caption={long}"))
            .unwrap()
            .caption
            .unwrap()
            .len(),
        MAX_CAPTION
    );
    assert_eq!(parse("#caption=%20").unwrap().caption, None);
}

#[test]
fn play_and_try_need_a_game_that_goes_on() {
    let over = fragment::encode("4/4/4/4/4/4/4/q3 1 - - 5,4");
    assert_eq!(field_of(&format!("#position={over}&mode=try")), "position");
    assert_eq!(
        parse(&format!("#position={over}")).unwrap().mode,
        Mode::View
    );
    let c = parse("#mode=play&level=5&seat=1").unwrap();
    assert_eq!((c.level, c.home_seat()), (5, Seat(1)));
}

#[test]
fn wedge_boards_are_read_from_players_position_moves_and_records() {
    let three = "4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1%200%20-%20-%200,0,0";
    let c = parse(&format!("#position={three}&moves=0c2-0d3%201c2-1d3")).unwrap();
    assert_eq!(c.game.start().seats(), 3);
    assert_eq!(c.game.moves().len(), 2);
    let c = parse("#players=6").unwrap();
    assert_eq!(c.game.start().seats(), 6);
    assert!(c.game.start().is_wedge());
    let c = parse("#record=%5BPlayers%20%225%22%5D%0A1.%200c2-0d3").unwrap();
    assert_eq!(c.game.start().seats(), 5);
    let c = parse("#players=3&arrows=0a32d1&marks=1c3").unwrap();
    let sq = |t: &str| Square::parse(t).unwrap();
    assert_eq!(c.annotations.arrows, vec![(sq("0a3"), sq("2d1"))]);
    assert_eq!(c.annotations.marks, vec![sq("1c3")]);
    assert_eq!(field_of("#players=3&arrows=0a36d1"), "arrows");
    assert_eq!(field_of("#players=3&marks=c3"), "marks");
    let e = parse("#players=7").unwrap_err();
    assert_eq!(e.field, "players");
    assert!(e.message.contains("2, 3, 4, 5 or 6"), "{}", e.message);
    let e = parse("#players=5&moves=0c2-0e3").unwrap_err();
    assert_eq!(e.field, "moves");
    let e = parse(&format!("#players=5&position={three}")).unwrap_err();
    assert_eq!(e.field, "players");
}
