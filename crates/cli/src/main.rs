//! `martian`: the rules engine (and the AI) on the command line.
//!
//! Every command prints its answer on stdout and exits 0; any bad input or usage prints one
//! line on stderr naming what is wrong and exits 2. Nothing here panics on input.

mod ai_commands;
mod args;
mod bench;
mod calibrate;
mod match_stats;
mod puzzles_commands;
mod rules_commands;
mod sandships;
mod study_bench;
mod study_commands;
mod wall_clock;

use std::process::ExitCode;

use args::Args;

const USAGE: &str = "usage: martian <command> ...
  moves '<position>' [options]              every legal move, one a line
  perft '<position>' <depth> [options]      the number of move sequences of that length
  play '<position>' [options] <move>...     the position after the moves ('clock' before a move calls it)
  replay <record file>                      the position after the record (and the result)
  bench                                     perft speed from the two- and four-player starts and the three wedge starts
  bestmove ['<position>'] [--level N] [--millis N | --nodes N | --depth N] [--seed S] [--record FILE]
                                            the AI's move ('clock' before it when it calls the clock);
                                            level 5 and 1000 ms unless told; with --record the
                                            position may be left out (the record's current one is
                                            used), and if given it must be the record's current one
  match A B --games N [--millis M | --nodes N] [--seed S] [--players 2-6]
                                            A against B (random, greedy, a level 1-5, search:
                                            level 5 without playouts, brs: level 5 with best
                                            reply search, paranoid: level 5 with the plain paranoid
                                            search, selfish1-9: level 5 whose opponents keep their
                                            1-9 best moves, mcts0-99: level 5's budget on max-n
                                            tree search with 0-99-ply playouts) from the start, seats
                                            alternating (three to six players: A in one seat, B
                                            in all the others; 3, 5 and 6 play on the wedge
                                            boards); 100 ms a move unless told; a game still
                                            running after 300 moves is a draw
  analyse <record file> [--nodes N] [--json] [--annotate]
                                            the review: move by move each seat's chance, the
                                            judgement, the better move and the accuracy, then each
                                            seat's summary; --annotate prints the record with the
                                            review as comments (a record that carries the review
                                            for the same budget is not analysed again)
  hint '<position>' [--nodes N] [--record FILE] [options]
                                            the best move for the side to move, why in words, the
                                            line and the chances
  study-bench [--seed S]                    how long reviews and hints take natively (and in the
                                            browser, estimated), for the app's budgets
  calibrate --players N [--teams] --games G --seed S [--nodes N] [--fit]
                                            self-play positions binned by their predicted chance
                                            against the results, with the Brier score
options: --no-promotions --knights-and-kings --queens-guard --teams
positions: square boards as ranks `qqd1/qdp1/...`; wedge boards (3, 5, 6 players) as zones
  separated by `|`, each four ranks of four, squares named by zone: `0c3`, moves `0c3-1d4`";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match run(argv) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("martian: {message}");
            ExitCode::from(2)
        }
    }
}

/// Runs one command and returns what it prints.
fn run(argv: Vec<String>) -> Result<String, String> {
    let Some((command, rest)) = argv.split_first() else {
        return Err("no command given (`martian help` lists them)".into());
    };
    if command == "sandships" {
        return sandships::run(rest);
    }
    if command == "puzzles" {
        return puzzles_commands::run(rest);
    }
    // Switches without a value that only the study commands take, passed on as words.
    let rest: Vec<String> = rest
        .iter()
        .map(|w| match (command.as_str(), w.as_str()) {
            ("calibrate", "--fit") => "fit".to_string(),
            ("analyse", "--json") => "json".to_string(),
            ("analyse", "--annotate") => "annotate".to_string(),
            _ => w.clone(),
        })
        .collect();
    let args = Args::parse(&rest)?;
    match command.as_str() {
        "moves" => rules_commands::moves(&args),
        "perft" => rules_commands::perft(&args),
        "play" => rules_commands::play(&args),
        "replay" => rules_commands::replay(&args),
        "bench" => bench::bench(&args),
        "bestmove" => ai_commands::bestmove(&args),
        "match" => ai_commands::play_match(&args),
        "calibrate" => calibrate::calibrate(&args),
        "analyse" => study_commands::analyse(&args),
        "hint" => study_commands::hint(&args),
        "study-bench" => study_bench::bench(&args),
        "help" | "--help" | "-h" => Ok(format!(
            "{USAGE}\n{}\n{}\n",
            puzzles_commands::USAGE,
            sandships::USAGE
        )),
        other => Err(format!(
            "unknown command `{other}` (`martian help` lists them)"
        )),
    }
}
