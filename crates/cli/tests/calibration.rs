//! The chances mean what they say, on a fixed sample small enough for every test run: seeded
//! self-play (node budgets only, so the sample is the same on every machine) through `martian
//! calibrate` and `martian sandships calibrate`, each bin held to the bound docs/study.md names
//! ("The drift check"): within 7 points, or within 2.58 standard errors of its prediction where
//! the bin is too small for 7, for every bin of 30 positions or more; and a Brier score below a
//! coin's. A change to the engine, the search or the chance models that leaves the chances
//! saying something else fails here.

use std::process::Command;

fn calibrate(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_martian"))
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// One bin as the command prints it: (positions, mean predicted, actual), 0 to 1.
type Bin = (f64, f64, f64);

/// A table's bins and its Brier scores (the chances', a coin's), from the table the command
/// prints.
fn read_table(table: &str) -> (Vec<Bin>, (f64, f64)) {
    let percent = |t: &str| t.trim().trim_end_matches('%').parse::<f64>().unwrap() / 100.0;
    let bins = table
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains("% |") && !l.contains("predicted"))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let count = cells[2].trim_end_matches(" (few)").parse::<f64>().unwrap();
            (count, percent(cells[3]), percent(cells[4]))
        })
        .collect();
    let line = table
        .lines()
        .find(|l| l.contains("Brier score"))
        .expect("a Brier line");
    let number = |after: &str| {
        let rest = &line[line.find(after).unwrap() + after.len()..];
        let end = rest
            .find(|c: char| !c.is_ascii_digit() && c != '.')
            .unwrap();
        rest[..end].parse::<f64>().unwrap()
    };
    (bins, (number("Brier score "), number("1/N each: ")))
}

/// Every bin of 30 or more within the drift bound, and the chances beat the coin.
fn holds(name: &str, table: &str) {
    let (bins, (brier, coin)) = read_table(table);
    assert_eq!(bins.len(), 10, "{name}: {table}");
    for (count, predicted, actual) in bins.into_iter().filter(|b| b.0 >= 30.0) {
        let error = (predicted * (1.0 - predicted) / count).sqrt();
        let bound = (2.58 * error).max(0.07);
        assert!(
            (actual - predicted).abs() <= bound,
            "{name}: a bin of {count} positions predicted {:.1}% and saw {:.1}% (bound {:.1} points)\n{table}",
            predicted * 100.0,
            actual * 100.0,
            bound * 100.0
        );
    }
    assert!(
        brier < coin,
        "{name}: Brier {brier} not below a coin's {coin}\n{table}"
    );
}

#[test]
fn martian_chess_chances_hold_on_a_fixed_sample() {
    let out = calibrate(&[
        "calibrate",
        "--players",
        "2",
        "--games",
        "150",
        "--nodes",
        "5000",
        "--every",
        "6",
    ]);
    holds("two players", &out);
    let out = calibrate(&[
        "calibrate",
        "--players",
        "4",
        "--games",
        "30",
        "--nodes",
        "5000",
    ]);
    holds("four players", &out);
}

#[test]
fn sandships_chances_hold_on_a_fixed_sample() {
    let out = calibrate(&["sandships", "calibrate", "--players", "2", "--games", "60"]);
    let (review, before_roll) = out
        .split_once("The chances before a roll")
        .expect("both tables");
    holds("the review's chances", review);
    holds("the chances before a roll", before_roll);
}
