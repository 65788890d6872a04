//! Perft tables kept as data: the counts RULES.md gives and positions of our own.

use martian_engine::{Position, RuleOptions};

fn options(list: &str) -> RuleOptions {
    let mut o = RuleOptions::default();
    for name in list.split_whitespace() {
        if name == "teams" {
            o.teams = true;
        } else {
            assert!(o.apply_name(name), "unknown option {name}");
        }
    }
    o
}

#[test]
fn perft_tables() {
    let data = include_str!("data/perft.txt");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        // A wedge placement holds `|` itself: the last two `|` separate the fields.
        let mut parts: Vec<&str> = line.rsplitn(3, '|').map(str::trim).collect();
        parts.reverse();
        let pos = Position::from_text(parts[0], options(parts[1]))
            .unwrap_or_else(|e| panic!("{line}: {e}"));
        for (depth, want) in parts[2].split_whitespace().enumerate() {
            let want: u64 = want.parse().unwrap();
            assert_eq!(
                pos.perft(depth as u32 + 1),
                want,
                "{} depth {}",
                parts[0],
                depth + 1
            );
            checked += 1;
        }
    }
    assert!(checked >= 50);
}
