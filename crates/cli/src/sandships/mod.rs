//! `martian sandships ...`: the Sandships rules and AI on the command line, with the same
//! conventions as the Martian Chess commands (answers on stdout; bad input is one line on
//! stderr and exit status 2).

mod ai;
mod plan_fit;
mod rules;
mod study;

use martian_engine::RuleOptions;
use sandships::Options;

use crate::args::Args;

/// The sandships commands' usage.
pub const USAGE: &str =
    "  sandships actions '<state>' [options]      every legal action, one a line, sorted
  sandships play '<state>' [options] <action>...
                                            the state after the actions ('roll XYZ' is one);
                                            'result: ...' when a seat has won
  sandships replay <record file>            the final state and the result
  sandships bestturn '<state>' [--level N] [--millis N | --nodes N] [--seed S] [options]
                                            the AI's actions for the dice in hand, one line
                                            (ending with 'end' if it stops early)
  sandships match A B --games N [--players 2|3|4] [--millis M | --nodes N] [--seed S] [options]
                                            A against B (random, greedy or a level 1-5), dice
                                            from the seed, seats rotated; a game still running
                                            after 300 turns is a draw; --a-millis M | --a-nodes N
                                            give A its own budget; --a-seats K gives A K seats
                                            (spread round the table), B the others
  sandships analyse <record file> [--nodes N] [--json] [--annotate]
                                            the review turn by turn: given the roll, the plan played
                                            against the engine's plan, each seat's chance, the
                                            judgement and the accuracy; each seat's summary
  sandships hint '<state>' [--nodes N]      the plan for the dice in hand, action by action in words
  sandships calibrate --players N --games G --seed S [--nodes N] [--every K] [--fit]
                                            self-play turns binned by predicted chance, Brier score
  sandships options: --zap-removes --bump-smaller";

/// Runs `martian sandships <command> ...`.
pub fn run(words: &[String]) -> Result<String, String> {
    let Some((command, rest)) = words.split_first() else {
        return Err("`sandships` needs a command: actions, play, replay, bestturn, match, analyse, hint or calibrate".into());
    };
    let mut options = Options::default();
    let mut others = Vec::new();
    for w in rest {
        match w.as_str() {
            "--json" => others.push("json".into()),
            "--annotate" => others.push("annotate".into()),
            "--fit" => others.push("fit".into()),
            "--zap-removes" => options.zap_removes = true,
            "--bump-smaller" => options.bump_smaller = true,
            _ => others.push(w.clone()),
        }
    }
    let args = Args::parse(&others)?;
    if args.options != RuleOptions::default() {
        return Err(
            "that is a Martian Chess option; Sandships takes --zap-removes and --bump-smaller"
                .into(),
        );
    }
    match command.as_str() {
        "actions" => rules::actions(&args, options),
        "play" => rules::play(&args, options),
        "replay" => rules::replay(&args, options),
        "bestturn" => ai::bestturn(&args, options),
        "match" => ai::play_match(&args, options),
        "analyse" => study::analyse(&args, options),
        "hint" => study::hint(&args, options),
        "calibrate" => study::calibrate(&args, options),
        other => Err(format!(
            "unknown sandships command `{other}` (actions, play, replay, bestturn, match, analyse, hint, calibrate)"
        )),
    }
}
