//! `martian puzzles mine` and `martian puzzles verify` as a user runs them.

use std::path::PathBuf;
use std::process::{Command, Output};

fn martian(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_martian"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("puzzles-cli");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn mine_writes_a_set_that_verifies() {
    let out = scratch("mined.tsv");
    let path = out.to_str().unwrap();
    let args = [
        "puzzles",
        "mine",
        "--players",
        "2",
        "--games",
        "2",
        "--seed",
        "7",
        "--nodes",
        "2000",
        "--out",
        path,
    ];
    let run = martian(&args);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let printed = String::from_utf8(run.stdout).unwrap();
    assert!(
        printed
            .contains("candidates 1, rejected by uniqueness 0, duplicates 0, kept 1 (in 2 games"),
        "{printed}"
    );
    let set = std::fs::read_to_string(&out).unwrap();
    assert!(set.starts_with("# martian puzzles mine --players 2 --games 2 --seed 7 --nodes 2000\n"));
    assert!(set
        .contains("\n9df4f9faf1\t2\t-\tqqd1/qdp1/dp1d/q3/2p1/4/1pd1/1dqq 0 b5-c4 0 0,2\td1xd6\t"));
    let check = martian(&["puzzles", "verify", path, "--nodes", "20000"]);
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert!(String::from_utf8(check.stdout)
        .unwrap()
        .contains(": 1 puzzles, 1 verified, 0 failed at 20000 nodes"));
}

#[test]
fn verify_names_each_puzzle_that_fails() {
    let file = scratch("bad.tsv");
    let start = "qqd1/qdp1/dp1d/q3/2p1/4/1pd1/1dqq 0 b5-c4 0 0,2";
    std::fs::write(
        &file,
        format!(
            "# three puzzles, two wrong\ngood\t2\t-\t{start}\td1xd6\tcapture\t1200\n\
             illegal\t2\t-\t{start}\td1xd5\tcapture\t1200\n\
             two-good\t2\t-\tq2q/1pp1/4/4/4/4/1dd1/q2q 0 - - 0,0\ta1xa8\tcapture\t1200\n"
        ),
    )
    .unwrap();
    let check = martian(&[
        "puzzles",
        "verify",
        file.to_str().unwrap(),
        "--nodes",
        "20000",
    ]);
    assert_eq!(check.status.code(), Some(2));
    let err = String::from_utf8(check.stderr).unwrap();
    assert!(err.contains("illegal: move 1: illegal: "), "{err}");
    assert!(err.contains("\ntwo-good: move 1: not "), "{err}");
    assert!(!err.lines().any(|l| l.starts_with("good:")), "{err}");
    assert!(err.contains("3 puzzles, 1 verified, 2 failed"), "{err}");
    // A malformed file is refused with its line.
    std::fs::write(&file, "# c\ngood\t2\t-\n").unwrap();
    let read = martian(&["puzzles", "verify", file.to_str().unwrap()]);
    assert_eq!(read.status.code(), Some(2));
    assert!(String::from_utf8(read.stderr)
        .unwrap()
        .contains("bad.tsv: line 2: 3 tab-separated fields"));
}
