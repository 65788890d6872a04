//! The set format: a set written and read back is the same set; every kind of malformed line
//! is refused with its line number and what is wrong.

use martian_engine::{MoveText, Position, RuleOptions};
use martian_puzzles::{read_set, write_set, Puzzle, ReadErrorKind, Theme};

const TWO: &str = "q2q/1pp1/4/4/4/4/1dd1/q2q 0 - - 0,0";
const FOUR_TEAMS: &str = "qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 0 - - 0,0,0,0";

fn puzzle(id: &str, text: &str, options: RuleOptions, moves: &[&str], themes: &[Theme]) -> Puzzle {
    Puzzle {
        id: id.to_string(),
        start: Position::from_text(text, options).unwrap(),
        solution: moves
            .iter()
            .map(|m| m.parse::<MoveText>().unwrap())
            .collect(),
        themes: themes.to_vec(),
        rating: 1500,
    }
}

#[test]
fn a_set_reads_back_as_written() {
    let teams = RuleOptions {
        teams: true,
        queens_guard: true,
        ..RuleOptions::default()
    };
    let set = vec![
        puzzle(
            "a1",
            TWO,
            RuleOptions::default(),
            &["clock a1xa8", "d8xd1", "b2-b4"],
            &[Theme::Capture, Theme::Clock],
        ),
        puzzle("b-2", FOUR_TEAMS, teams, &["c3-c4"], &[]),
    ];
    let text = write_set(&["a comment".to_string()], &set);
    assert!(text.starts_with("# a comment\n# id\t"));
    assert!(text.contains("\tclock a1xa8 d8xd1 b2-b4\tcapture,clock\t1500\n"));
    assert!(text.contains("\t4\t--queens-guard --teams\t"));
    assert!(text.contains("\tc3-c4\t-\t1500\n"));
    assert_eq!(read_set(&text).unwrap(), set);
}

/// The line of a good puzzle with one field replaced (fields from 0).
fn with_field(i: usize, value: &str) -> String {
    let mut f = ["x1", "2", "-", TWO, "a1xa8 d8xd1 b2-b4", "capture", "1200"];
    f[i] = value;
    f.join("\t")
}

/// What the error must be.
type Expected = fn(&ReadErrorKind) -> bool;

fn error_of(bad_line: &str) -> (usize, ReadErrorKind) {
    // The bad line is line 4: after a comment, a good puzzle and a blank line.
    let text = format!("# set\n{}\n\n{bad_line}\n", with_field(0, "ok"));
    let e = read_set(&text).unwrap_err();
    (e.line, e.kind)
}

#[test]
fn malformed_lines_are_refused_with_their_number() {
    let cases: Vec<(String, Expected)> = vec![
        ("x1\t2\t-".to_string(), |k| {
            matches!(k, ReadErrorKind::Fields(3))
        }),
        (with_field(0, "a b"), |k| matches!(k, ReadErrorKind::Id(_))),
        (with_field(0, "ok"), |k| {
            matches!(k, ReadErrorKind::DuplicateId(_))
        }),
        (with_field(1, "7"), |k| {
            matches!(k, ReadErrorKind::Players(_))
        }),
        (with_field(1, "4"), |k| {
            matches!(
                k,
                ReadErrorKind::PlayersMismatch {
                    field: 4,
                    position: 2
                }
            )
        }),
        (with_field(2, "--fast"), |k| {
            matches!(k, ReadErrorKind::Option(_))
        }),
        (with_field(3, "q2q/1pp1/4 0 - - 0,0"), |k| {
            matches!(k, ReadErrorKind::Position(_))
        }),
        (with_field(4, "a1xa8 a9-a1"), |k| {
            matches!(k, ReadErrorKind::Move(2, _))
        }),
        (with_field(4, "a1xa8 clock"), |k| {
            matches!(k, ReadErrorKind::Solution(_))
        }),
        (with_field(4, ""), |k| {
            matches!(k, ReadErrorKind::Move(1, _))
        }),
        (with_field(5, "capture,fork"), |k| {
            matches!(k, ReadErrorKind::Theme(_))
        }),
        (with_field(6, "12"), |k| {
            matches!(k, ReadErrorKind::Rating(_))
        }),
        (with_field(6, "high"), |k| {
            matches!(k, ReadErrorKind::Rating(_))
        }),
    ];
    for (line, expected) in cases {
        let (n, kind) = error_of(&line);
        assert_eq!(n, 4, "{line}");
        assert!(expected(&kind), "{line}: {kind:?}");
    }
    let message = read_set("# c\nx\t2").unwrap_err().to_string();
    assert!(
        message.starts_with("line 2: 2 tab-separated fields"),
        "{message}"
    );
}
