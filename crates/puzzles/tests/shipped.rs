//! The shipped sets (`static/puzzles/*.tsv`) all read, and every puzzle verifies at its set's
//! mining budget (the miner proves each step there as well as at ten times it, so this is the
//! quick check; the full one is `martian puzzles verify FILE` by hand, docs/puzzles.md).

use std::collections::BTreeSet;
use std::path::PathBuf;

use martian_puzzles::{read_set, verify};

fn sets() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../static/puzzles");
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "tsv"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    out.sort();
    out
}

/// The `--nodes N` of the set's first comment line (the command that mined it).
fn mining_nodes(text: &str) -> u64 {
    let first = text.lines().next().unwrap_or_default();
    let words: Vec<&str> = first.split(' ').collect();
    let i = words.iter().position(|w| *w == "--nodes").expect(first);
    words[i + 1].parse().unwrap()
}

#[test]
fn every_shipped_puzzle_reads_and_verifies() {
    let sets = sets();
    let names: Vec<&str> = sets.iter().map(|(n, _)| n.as_str()).collect();
    assert!(names.contains(&"two"), "{names:?}");
    let mut starts = BTreeSet::new();
    let mut total = 0;
    let mut by_set = std::collections::BTreeMap::new();
    for (name, text) in &sets {
        let puzzles = read_set(text).unwrap_or_else(|e| panic!("{name}.tsv: {e}"));
        let nodes = mining_nodes(text);
        for p in &puzzles {
            assert!(
                starts.insert(p.start.to_string()),
                "{name}.tsv: {} repeats a position",
                p.id
            );
            if let Err(e) = verify(p, nodes) {
                panic!("{name}.tsv: {} fails at {nodes} nodes: {e}", p.id);
            }
        }
        total += puzzles.len();
        by_set.insert(name.as_str(), puzzles.len());
    }
    // What the trainer promises: 200 for two players, 50 for four (alone and in teams), 50 over
    // three, five and six.
    let count = |sets: &[&str]| -> usize {
        sets.iter()
            .map(|s| by_set.get(s).copied().unwrap_or(0))
            .sum()
    };
    assert!(count(&["two"]) >= 200, "{by_set:?}");
    assert!(count(&["four", "four-teams"]) >= 50, "{by_set:?}");
    assert!(count(&["three", "five", "six"]) >= 50, "{by_set:?}");
    assert!(total > 0);
}
