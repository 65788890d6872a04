//! `martian analyse`, `martian hint`, `martian calibrate` and their Sandships forms as a user
//! runs them.

use std::process::{Command, Output};

const BLUNDER: &str =
    "[Players \"2\"]\n[Setup \"2qd/4/4/4/4/4/1q2/p2p 0 - - 0,0\"]\n\n1. b2-c2 c8xc2\n";
const SS_START: &str = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -";

fn martian(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_martian"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn ok(args: &[&str]) -> String {
    let out = martian(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn fails(args: &[&str], needle: &str) {
    let out = martian(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: `{err}` lacks `{needle}`");
}

fn file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("martian-study-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn analyse_judges_the_planted_blunder_and_names_the_better_move() {
    let path = file("blunder.txt", BLUNDER);
    let text = ok(&["analyse", &path, "--nodes", "50000"]);
    let first = text.lines().nth(1).unwrap();
    assert!(
        first.contains("b2-c2") && first.contains("blunder"),
        "{text}"
    );
    assert!(
        first.contains("better ") && !first.contains("better b2-c2"),
        "{text}"
    );
    assert!(
        text.contains("South: accuracy") && text.contains("1 blunders"),
        "{text}"
    );
    let json = ok(&["analyse", &path, "--nodes", "50000", "--json"]);
    assert!(json.starts_with("{\"key\":\"v1-n50000-"), "{json}");
    assert!(json.contains("\"judgement\":\"blunder\""), "{json}");
    assert!(json.contains("\"summary\":[{\"seat\":0"), "{json}");
    // Written into the record and read back: the same review, not computed again.
    let annotated = ok(&["analyse", &path, "--nodes", "50000", "--annotate"]);
    assert!(annotated.contains("{review: key v1-n50000-"), "{annotated}");
    let again = file("annotated.txt", &annotated);
    assert_eq!(ok(&["analyse", &again, "--nodes", "50000"]), text);
    assert_eq!(ok(&["replay", &again]), ok(&["replay", &path]));
}

#[test]
fn hint_gives_a_legal_move_and_says_why() {
    let pos = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";
    let out = ok(&["hint", pos, "--nodes", "30000"]);
    let mv = out.lines().next().unwrap();
    assert!(ok(&["moves", pos]).lines().any(|m| m == mv), "{out}");
    assert!(
        out.lines().nth(1).unwrap().starts_with("Move your"),
        "{out}"
    );
    assert!(out.contains("chances after it: South "), "{out}");
    let out = ok(&[
        "hint",
        "2qd/4/4/4/4/4/1q2/p2p 0 - - 0,0",
        "--nodes",
        "30000",
    ]);
    assert!(!out.starts_with("b2-c2"), "{out}");
    fails(&["hint", "4/4/4/4/4/4/4/3p 1 - - 0,0"], "the game is over");
    fails(&["hint", "nonsense"], "position");
    fails(&["analyse", "/no/such/record"], "cannot read");
}

#[test]
fn sandships_hint_and_analyse() {
    let rolled = ok(&["sandships", "play", SS_START, "roll", "MZB"]);
    let out = ok(&["sandships", "hint", rolled.trim(), "--nodes", "20000"]);
    let actions: Vec<&str> = out
        .lines()
        .take_while(|l| !l.starts_with("chances"))
        .map(|l| l.split("  ").next().unwrap())
        .collect();
    assert!(!actions.is_empty(), "{out}");
    let mut play = vec!["sandships", "play", rolled.trim()];
    play.extend(actions.iter().copied());
    let after = ok(&play);
    assert!(
        after.split(' ').nth(4) == Some("-"),
        "the turn is played out: {after}"
    );
    fails(&["sandships", "hint", SS_START], "roll first");
    // A two-turn record, reviewed turn by turn.
    let mut record = format!(
        "[Game \"sandships\"]\n\n1. roll MZB {}\n",
        actions.join(" ")
    );
    record += "2. roll TTU\n";
    let path = file("ss.txt", &record);
    let text = ok(&["sandships", "analyse", &path, "--nodes", "20000"]);
    assert!(text.contains("1. roll MZB"), "{text}");
    assert!(text.contains("seat 0: accuracy"), "{text}");
    let annotated = ok(&[
        "sandships",
        "analyse",
        &path,
        "--nodes",
        "20000",
        "--annotate",
    ]);
    assert!(annotated.contains("{review: chances"), "{annotated}");
    let again = file("ss-annotated.txt", &annotated);
    assert_eq!(
        ok(&["sandships", "analyse", &again, "--nodes", "20000"]),
        text
    );
}

#[test]
fn calibrate_prints_a_table_with_brier_scores() {
    let out = ok(&[
        "calibrate",
        "--players",
        "2",
        "--games",
        "2",
        "--nodes",
        "5000",
    ]);
    assert!(
        out.contains("| predicted |") && out.contains("Brier score"),
        "{out}"
    );
    let out = ok(&[
        "sandships",
        "calibrate",
        "--players",
        "2",
        "--games",
        "2",
        "--fit",
    ]);
    assert!(
        out.contains("fitted: [")
            && out.contains("The review's chances")
            && out.contains("The chances before a roll")
            && out.matches("Brier score").count() == 2,
        "{out}"
    );
}
