//! `martian sandships ...` as a user runs it: answers on stdout with exit 0, one clear line on
//! stderr with exit 2 for anything bad.

use std::process::{Command, Output};

const START: &str = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -";

fn martian(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_martian"))
        .arg("sandships")
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
    assert!(out.stdout.is_empty());
}

#[test]
fn actions_lists_the_canonical_list() {
    assert_eq!(ok(&["actions", START]), "", "the seat must roll first");
    let rolled = ok(&["play", START, "roll", "MTB"]);
    assert_eq!(rolled, "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBM -\n");
    let list = ok(&["actions", rolled.trim()]);
    let lines: Vec<&str> = list.lines().collect();
    // Build; the Move die has no ship to move, so it is wild for a launch or the build; six
    // launches (three sizes, two ports of SW); and end.
    assert_eq!(lines.len(), 1 + 7 + 6 + 1, "{list}");
    assert_eq!(lines[0], "B:b");
    assert!(lines.contains(&"M:l>SW5") && lines.contains(&"T:s>SW6"));
    assert_eq!(*lines.last().unwrap(), "end");
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(sorted, lines);
}

#[test]
fn play_takes_rolls_as_one_word_or_two_and_says_the_result() {
    let a = ok(&["play", START, "roll TTT", "W:b"]);
    let b = ok(&["play", START, "roll", "TTT", "W:b"]);
    assert_eq!(a, b);
    assert_eq!(a, "xlms/1lms/xlms/0lmss/xlms - llmms/llmmss 0 TWW -\n");
    // Seat 0's large ship at C7 sails to NW7 and lands: NW, SW and C are its own.
    let out = ok(&[
        "play",
        "xs/1lms/xlms/0lms/0lm,xs C7:0l ms/lmmss 0 TM -",
        "M:C7-NW7",
        "T:NW7^",
    ]);
    assert_eq!(
        out,
        "0l,xs/1lms/xlms/0lms/0lm,xs - ms/lmmss 0 - w0\nresult: seat 0 wins, controlling NW, SW and C\n"
    );
}

#[test]
fn replay_reads_a_record() {
    let dir = std::env::temp_dir().join(format!("sandships-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.txt");
    std::fs::write(
        &file,
        "[Game \"sandships\"]\n[Players \"2\"]\n\n1. roll TBM B:b T:s>SW6 {a start} M:SW6-C6\n2. roll ZZZ\n",
    )
    .unwrap();
    assert_eq!(
        ok(&["replay", file.to_str().unwrap()]),
        "xlms/1lms/xlms/0lms/xlms C6:0s llmms/llmmss 1 ZWWW -\n"
    );
    std::fs::write(&file, "1. roll TBM B:b B:b\n").unwrap();
    fails(&["replay", file.to_str().unwrap()], "`B:b` in turn 1");
    fails(
        &["replay", dir.join("missing.txt").to_str().unwrap()],
        "cannot read",
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bestturn_plays_the_whole_turn() {
    let state = "xs/1lms/xlms/0lms/0lm,xs C7:0l ms/lmmss 0 TM -";
    assert_eq!(
        ok(&["bestturn", state, "--nodes", "20000"]),
        "M:C7-NW7 T:NW7^\n"
    );
    let rolled = ok(&["play", START, "roll", "MTB"]);
    let turn = ok(&["bestturn", rolled.trim(), "--level", "3", "--seed", "4"]);
    let words: Vec<&str> = turn.split_whitespace().collect();
    let mut args = vec!["play", rolled.trim()];
    args.extend(&words);
    let after = ok(&args);
    assert!(after.contains(" 1 - -"), "seat 1 rolls next: {after}");
    fails(&["bestturn", START], "must roll first");
    fails(&["bestturn", rolled.trim(), "--level", "6"], "--level");
}

#[test]
fn a_short_match_reports_score_and_ends() {
    let out = ok(&["match", "greedy", "random", "--games", "4", "--seed", "3"]);
    assert!(
        out.contains("wins ") && out.contains("Elo difference"),
        "{out}"
    );
    assert!(out.contains("ended by control"), "{out}");
    let out = ok(&[
        "match",
        "1",
        "random",
        "--games",
        "3",
        "--players",
        "3",
        "--nodes",
        "500",
    ]);
    assert!(out.contains("A won ") && out.contains("par 33%"), "{out}");
    // A may hold two of four seats: par is then a half.
    let out = ok(&[
        "match",
        "1",
        "random",
        "--games",
        "2",
        "--players",
        "4",
        "--a-seats",
        "2",
        "--nodes",
        "500",
    ]);
    assert!(
        out.contains("A = level 1 in 2 seats") && out.contains("par 50%"),
        "{out}"
    );
    fails(
        &[
            "match",
            "1",
            "2",
            "--games",
            "2",
            "--players",
            "3",
            "--a-seats",
            "3",
        ],
        "--a-seats",
    );
}

#[test]
fn player_a_may_have_its_own_budget() {
    let out = ok(&[
        "match",
        "2",
        "2",
        "--games",
        "2",
        "--nodes",
        "500",
        "--a-nodes",
        "2000",
    ]);
    assert!(
        out.contains("A 2000 states a turn, B 500 states a turn"),
        "{out}"
    );
    fails(
        &["match", "2", "2", "--games", "2", "--a-nodes", "0"],
        "--a-nodes",
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    fails(&["actions", "xlms/1lms 0 - -"], "state text");
    fails(
        &["actions", "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TT -"],
        "dice",
    );
    fails(&["play", START, "roll", "TBQ"], "three faces");
    fails(&["play", START, "B:b"], "roll first");
    fails(&["play", START, "roll"], "no faces");
    fails(&["actions", START, "--teams"], "Martian Chess option");
    fails(&["match", "random", "7", "--games", "2"], "a player is");
    fails(&["match", "random", "greedy"], "--games");
    fails(&["frobnicate"], "unknown sandships command");
    fails(&[], "needs a command");
}
