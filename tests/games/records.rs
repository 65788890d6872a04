//! Records and saves of every registered game open as their own game, through the registry
//! as import, share links and storage open them.

use martian_app::games::GAMES;
use martian_app::shell::opened::{game_of_record, read_record};

#[test]
fn records_open_as_their_game_with_named_seats() {
    let m = read_record(GAMES, "[Seat1 \"Ann\"]\n\n1. d3-d5").unwrap();
    assert_eq!(m.game, "martian-chess");
    assert_eq!(m.seat_names, vec!["South", "North (Ann)"]);
    let s = read_record(
        GAMES,
        "[Game \"sandships\"]\n[Players \"3\"]\n\n1. roll TTB B:b",
    )
    .unwrap();
    assert_eq!(s.game, "sandships");
    assert_eq!(s.seat_names, vec!["Blue", "Amber", "Green"]);
    assert!(s.status.contains("3 players, 1 turns"), "{}", s.status);
    let bad = read_record(GAMES, "[Game \"sandships\"]\n\n1. roll TTB Z:C.xl").unwrap_err();
    assert!(bad.contains("turn 1"), "{bad}");
    let wedge = read_record(GAMES, "[Players \"3\"]\n\n1. 0c2-0d3").unwrap();
    assert_eq!(wedge.game, "martian-chess");
    assert_eq!(wedge.seat_names, vec!["Blue", "Amber", "Green"]);
    let bad = read_record(GAMES, "[Players \"3\"]\n\n1. 0a1-2d4").unwrap_err();
    assert!(bad.contains("round 1"), "{bad}");
}

#[test]
fn records_say_their_game() {
    let of = |t: &str| game_of_record(GAMES, t).map(|g| g.id);
    assert_eq!(of("[Players \"2\"]\n\n1. d3-d5"), Ok("martian-chess"));
    assert_eq!(of(""), Ok("martian-chess"));
    assert_eq!(
        of("[Game \"sandships\"]\n[Players \"3\"]\n\n1. roll TTB"),
        Ok("sandships")
    );
    assert_eq!(
        of("[Game \"Martian Chess\"]\n\n1. d3-d5"),
        Ok("martian-chess")
    );
    assert_eq!(of("1. roll TTB B:b"), Ok("sandships"));
    let err = of("[Game \"chess\"]\n1. e4").unwrap_err();
    assert!(err.contains("“chess”"), "{err}");
    assert!(err.contains("Martian Chess and Sandships"), "{err}");
}

#[test]
fn a_record_longer_than_any_game_is_refused_unread_in_words() {
    // A shared link or an imported file of megabytes of tags: refused before anything is
    // parsed, so it can neither hang the page nor fill the storage it would be saved to.
    let huge = format!("[Event \"{}\"]\n\n1. d3-d5", "x".repeat(600_000));
    let e = read_record(GAMES, &huge).map(|_| ()).unwrap_err();
    assert!(e.contains("longer than any game's record"), "{e}");
    // A long real game with comments is far below the cap.
    let long = "[Players \"2\"]\n\n".to_string() + &"{a comment on this move} ".repeat(2_000);
    assert!(!read_record(GAMES, &long)
        .err()
        .unwrap_or_default()
        .contains("longer than any"));
}
