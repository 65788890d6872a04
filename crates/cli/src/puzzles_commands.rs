//! `martian puzzles mine` and `martian puzzles verify`: the puzzle sets of `static/puzzles/`
//! (the `martian-puzzles` crate does the work; this reads and writes the files and counts).

use std::fmt::Write;
use std::time::Instant;

use martian_puzzles::{read_set, verify, write_set, MineParams, Miner, CHECK_FACTOR};

use crate::args::Args;
use crate::study_bench::cpu_seconds;

/// The mining budget unless told, nodes (checks at ten times it).
const MINE_NODES: u64 = 20_000;

/// The subcommands' usage.
pub const USAGE: &str =
    "  puzzles mine --players N [--teams] --games G --seed S --out FILE [--nodes N] [options]
                                            self-play games between levels 1-4, every position
                                            scanned at N nodes (20000 unless told), candidates
                                            proved at ten times N; writes the set after every game
  puzzles verify FILE [--nodes N]           replays every puzzle (legality, uniqueness at N nodes,
                                            200000 unless told) and names each that fails";

/// `martian puzzles <mine|verify> ...`.
pub fn run(rest: &[String]) -> Result<String, String> {
    let Some((sub, rest)) = rest.split_first() else {
        return Err("puzzles needs `mine` or `verify`".into());
    };
    let args = Args::parse(rest)?;
    match sub.as_str() {
        "mine" => mine(&args),
        "verify" => verify_file(&args),
        other => Err(format!("unknown puzzles command `{other}` (mine, verify)")),
    }
}

fn mine(args: &Args) -> Result<String, String> {
    args.only_flags(&["--players", "--games", "--seed", "--out", "--nodes"])?;
    if let Some(w) = args.positional.first() {
        return Err(format!("unexpected word `{w}`"));
    }
    let players = args
        .number("--players", 2, 6)?
        .ok_or("--players is needed")? as u8;
    let games = args
        .number("--games", 1, 1_000_000)?
        .ok_or("--games is needed")?;
    let seed = args
        .number("--seed", 0, u64::MAX)?
        .ok_or("--seed is needed")?;
    let out = args.text("--out").ok_or("--out is needed")?;
    let nodes = args
        .number("--nodes", 100, u64::MAX / CHECK_FACTOR)?
        .unwrap_or(MINE_NODES);
    let params = MineParams {
        players,
        options: args.options,
        nodes,
        seed,
    };
    let mut miner = Miner::new(params).ok_or("no board for that many players")?;
    let (wall, cpu) = (Instant::now(), cpu_seconds());
    let mut puzzles = Vec::new();
    let command = format!(
        "martian puzzles mine --players {players}{} --games {games} --seed {seed} --nodes {nodes}",
        if args.options.teams { " --teams" } else { "" }
    );
    for g in 1..=games {
        puzzles.extend(miner.play_game());
        let s = miner.stats;
        let counts = format!(
            "{} games, {} positions, {} candidates, {} rejected by uniqueness, {} duplicates, {} kept",
            s.games, s.positions, s.candidates, s.rejected, s.duplicates, s.kept
        );
        // The set is written after every game, so a long run can be stopped at any time.
        let text = write_set(&[command.clone(), counts.clone()], &puzzles);
        // Through a file beside it and a rename, so a run stopped mid-write leaves the last set.
        let part = format!("{out}.part");
        std::fs::write(&part, text).map_err(|e| format!("cannot write `{part}`: {e}"))?;
        std::fs::rename(&part, out).map_err(|e| format!("cannot write `{out}`: {e}"))?;
        eprintln!(
            "game {g}/{games}: {counts} ({:.0} s wall, {:.0} s CPU)",
            wall.elapsed().as_secs_f64(),
            cpu_seconds() - cpu
        );
    }
    let s = miner.stats;
    let cpu = cpu_seconds() - cpu;
    let mut text = String::new();
    let _ = writeln!(text, "{command}");
    let _ = writeln!(
        text,
        "candidates {}, rejected by uniqueness {}, duplicates {}, kept {} (in {} games, {} positions)",
        s.candidates, s.rejected, s.duplicates, s.kept, s.games, s.positions
    );
    let _ = writeln!(
        text,
        "{:.1} s wall, {:.1} s CPU, {:.1} s CPU a puzzle kept; written to {out}",
        wall.elapsed().as_secs_f64(),
        cpu,
        cpu / s.kept.max(1) as f64
    );
    Ok(text)
}

fn verify_file(args: &Args) -> Result<String, String> {
    args.only_flags(&["--nodes"])?;
    let path = args.word(0, "puzzle file")?;
    if let Some(w) = args.positional.get(1) {
        return Err(format!("unexpected word `{w}`"));
    }
    let nodes = args
        .number("--nodes", 100, u64::MAX)?
        .unwrap_or(MINE_NODES * CHECK_FACTOR);
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read `{path}`: {e}"))?;
    let puzzles = read_set(&text).map_err(|e| format!("{path}: {e}"))?;
    let (wall, cpu) = (Instant::now(), cpu_seconds());
    let mut failures = String::new();
    let mut failed = 0;
    for p in &puzzles {
        if let Err(e) = verify(p, nodes) {
            failed += 1;
            let _ = writeln!(failures, "{}: {e}", p.id);
        }
    }
    let summary = format!(
        "{path}: {} puzzles, {} verified, {failed} failed at {nodes} nodes ({:.1} s wall, {:.1} s CPU)\n",
        puzzles.len(),
        puzzles.len() - failed,
        wall.elapsed().as_secs_f64(),
        cpu_seconds() - cpu
    );
    if failed > 0 {
        Err(format!("{failures}{summary}").trim_end().to_string())
    } else {
        Ok(summary)
    }
}
