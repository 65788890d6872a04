//! The `martian` command as a user runs it: answers on stdout with exit 0, one clear line on
//! stderr with exit 2 for anything bad.

use std::process::{Command, Output};

const START: &str = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";
const START4: &str = "qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 0 - - 0,0,0,0";
const START3: &str = "4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1 0 - - 0,0,0";

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

/// Exit 2 and exactly one line on stderr, which must mention `needle`.
fn fails(args: &[&str], needle: &str) {
    let out = martian(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: `{err}` lacks `{needle}`");
    assert!(out.stdout.is_empty());
}

#[test]
fn moves_lists_the_ten_opening_moves() {
    let out = ok(&["moves", START]);
    let mut moves: Vec<&str> = out.lines().collect();
    moves.sort();
    assert_eq!(
        moves,
        [
            "b1-a1", "b2-a1", "b2-a3", "b3-a2", "b3-a4", "b3-c4", "c3-b4", "c3-d4", "d3-d4",
            "d3-d5"
        ]
    );
    assert_eq!(
        ok(&["moves", START, "--knights-and-kings"]).lines().count(),
        18
    );
    assert_eq!(ok(&["moves", START4]).lines().count(), 11);
}

#[test]
fn moves_of_a_finished_position_prints_nothing() {
    assert_eq!(ok(&["moves", "4/4/4/4/4/4/4/3p 1 - - 0,0"]), "");
}

#[test]
fn perft_counts() {
    assert_eq!(ok(&["perft", START, "3"]), "1328\n");
    assert_eq!(ok(&["perft", START, "2", "--knights-and-kings"]), "323\n");
    assert_eq!(ok(&["perft", START4, "2"]), "122\n");
}

#[test]
fn play_prints_the_position_and_the_clock() {
    assert_eq!(
        ok(&["play", START, "d3-d5"]),
        "qqd1/qdp1/dpp1/3d/4/1pp1/1pdq/1dqq 1 d3-d5 - 0,0\n"
    );
    // The calling move does not count; the next quiet move does.
    assert_eq!(
        ok(&["play", START, "clock", "c3-d4", "b6-a5"]),
        "qqd1/qdp1/d1p1/p3/3p/1p1d/1pdq/1dqq 0 b6-a5 1 0,0\n"
    );
}

#[test]
fn play_prints_the_result_when_the_game_ends() {
    // South's last piece crosses the canal: South's zone is empty, South leads 5-4.
    let out = ok(&["play", "4/4/4/q3/3p/4/4/4 0 - - 5,4", "d4-c5"]);
    assert_eq!(
        out,
        "4/4/4/q1p1/4/4/4/4 1 d4-c5 - 5,4\nresult: South wins 5-4, empty zone\n"
    );
}

#[test]
fn replay_reads_a_record() {
    let dir = std::env::temp_dir().join(format!("martian-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.txt");
    std::fs::write(
        &file,
        "[Players \"2\"]\n[Date \"2026-11-22\"]\n\n1. d3-d5 {ahead} b6-a5 2. clock c3-d4\n",
    )
    .unwrap();
    assert_eq!(
        ok(&["replay", file.to_str().unwrap()]),
        "qqd1/qdp1/d1p1/p2d/3p/1p2/1pdq/1dqq 1 c3-d4 0 0,0\n"
    );
    std::fs::write(&file, "1. d3-d5 b6-a5 2. c3-c5\n").unwrap();
    fails(&["replay", file.to_str().unwrap()], "round 2, `c3-c5`");
    fails(
        &["replay", dir.join("missing.txt").to_str().unwrap()],
        "cannot read",
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_input_exits_2_with_one_line() {
    fails(
        &["moves", "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqx 0 - - 0,0"],
        "placement",
    );
    fails(
        &["moves", "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 2 - - 0,0"],
        "turn",
    );
    fails(
        &["moves", "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - 8 0,0"],
        "clock",
    );
    fails(
        &["moves", "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0"],
        "scores",
    );
    fails(&["moves", START, "--fast"], "unknown option `--fast`");
    fails(&["play", START, "c3-c5"], "c3-c5");
    fails(&["play", START, "d3xd5"], "write d3-d5");
    fails(&["play", START, "d3-d5", "clock"], "clock");
    fails(&["perft", START, "x"], "depth");
    fails(&["perft", START], "missing depth");
    fails(&["frobnicate"], "unknown command");
    fails(&[], "no command");
}

#[test]
fn wedge_positions_are_read_by_every_command() {
    let moves = ok(&["moves", START3]);
    assert_eq!(moves.lines().count(), 11);
    assert!(moves.lines().any(|m| m == "0c1-2a4"), "{moves}");
    assert_eq!(ok(&["perft", START3, "3"]), "1364\n");
    let six = ok(&["play", START3, "0c1-2a4", "clock 1c3-1d4"]);
    assert_eq!(
        six,
        "4/dpp1/qdp1/qq2|3p/dp2/qdp1/qqd1|d3/dpp1/qdp1/qqd1 2 1c3-1d4 0 0,0,0\n"
    );
    let best = ok(&["bestmove", START3, "--nodes", "2000", "--level", "3"]);
    assert!(
        moves.lines().any(|m| m == best.trim()),
        "{best} is not a legal opening"
    );
    let dir = std::env::temp_dir().join(format!("martian-wedge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("three.txt");
    std::fs::write(&file, "[Players \"3\"]\n\n1. 0c1-2a4 1c3-1d4\n").unwrap();
    assert_eq!(
        ok(&["replay", file.to_str().unwrap()]),
        "4/dpp1/qdp1/qq2|3p/dp2/qdp1/qqd1|d3/dpp1/qdp1/qqd1 2 1c3-1d4 - 0,0,0\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_wedge_text_exits_2_naming_the_field() {
    let z = "4/dpp1/qdp1/qqd1";
    // Wrong zone count; ragged zones.
    fails(&["moves", &format!("{z}|{z} 0 - - 0,0")], "placement");
    fails(
        &["moves", &format!("{z}|{z}|{z}|{z} 0 - - 0,0,0,0")],
        "placement",
    );
    fails(
        &["moves", &format!("{z}|4/{z}|{z} 0 - - 0,0,0")],
        "placement",
    );
    fails(
        &["perft", &format!("{z}|qdp1/qqd1|{z} 0 - - 0,0,0"), "2"],
        "placement",
    );
    // A seat, or a score count, that does not match the zones.
    fails(&["moves", &format!("{z}|{z}|{z} 3 - - 0,0,0")], "turn");
    fails(&["moves", &format!("{z}|{z}|{z} 0 - - 0,0,0,0")], "scores");
    fails(
        &["bestmove", &format!("{z}|{z}|{z}|{z}|{z} 0 - - 0,0,0,0")],
        "scores",
    );
    // Grid names on a wedge board, and the option it does not play.
    fails(&["play", START3, "c1-c2"], "c1-c2");
    fails(
        &["moves", &format!("{z}|{z}|{z} 1 0a1-b2 - 0,0,0")],
        "last move",
    );
}
