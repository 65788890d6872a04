//! The commands that only need the rules: `moves`, `perft`, `play`, `replay`.

use std::fmt::Write;

use martian_engine::{Game, MoveText, Position};

use crate::args::Args;

/// `martian moves '<position>'`: every legal move, one a line (none once the game is over).
pub fn moves(args: &Args) -> Result<String, String> {
    args.only_flags(&[])?;
    no_extra_words(args, 1)?;
    let pos = args.position()?;
    let mut out = String::new();
    for mv in pos.legal_moves() {
        let _ = writeln!(out, "{mv}");
    }
    Ok(out)
}

/// `martian perft '<position>' <depth>`: the count.
pub fn perft(args: &Args) -> Result<String, String> {
    args.only_flags(&[])?;
    no_extra_words(args, 2)?;
    let pos = args.position()?;
    let depth_text = args.word(1, "depth")?;
    let depth: u32 = depth_text
        .parse()
        .ok()
        .filter(|d| *d <= 64)
        .ok_or_else(|| format!("depth is a whole number from 0 to 64, not `{depth_text}`"))?;
    Ok(format!("{}\n", pos.perft(depth)))
}

/// `martian play '<position>' <move>...`: the position after the moves, and the result line
/// when the last move ends the game.
pub fn play(args: &Args) -> Result<String, String> {
    args.only_flags(&[])?;
    let mut pos = args.position()?;
    let mut clock = false;
    for word in &args.positional[1..] {
        if word == "clock" {
            if clock {
                return Err("`clock` written twice before one move".into());
            }
            clock = true;
            continue;
        }
        let mut text: MoveText = word.parse().map_err(|e| format!("{e}"))?;
        // `clock c2-c5` may also come as one word.
        text.calls_clock |= clock;
        clock = false;
        let mv = text.resolve(&pos).map_err(|e| e.to_string())?;
        pos = pos.play(mv).map_err(|e| e.to_string())?;
    }
    if clock {
        return Err("`clock` at the end stands before no move".into());
    }
    Ok(with_result(&pos))
}

/// `martian replay <record file>`: the position after the record's last move, and the result.
pub fn replay(args: &Args) -> Result<String, String> {
    args.only_flags(&[])?;
    no_extra_words(args, 1)?;
    let path = args.word(0, "record file")?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read `{path}`: {e}"))?;
    let game = Game::from_record(&text).map_err(|e| e.to_string())?;
    Ok(with_result(game.current()))
}

fn with_result(pos: &Position) -> String {
    match pos.outcome() {
        Some(outcome) => format!("{pos}\nresult: {}\n", outcome.describe()),
        None => format!("{pos}\n"),
    }
}

fn no_extra_words(args: &Args, n: usize) -> Result<(), String> {
    match args.positional.get(n) {
        Some(w) => Err(format!("unexpected word `{w}`")),
        None => Ok(()),
    }
}
