//! `martian sandships actions | play | replay`: the rules alone.

use std::fmt::Write;

use sandships::{Action, Game, Options, State};

use crate::args::Args;

/// Every legal action of the state, one a line, in the canonical order (none while the seat
/// must roll or once the game is over).
pub fn actions(args: &Args, options: Options) -> Result<String, String> {
    args.only_flags(&[])?;
    no_extra_words(args, 1)?;
    let state = read_state(args, options)?;
    let mut out = String::new();
    for action in state.legal_actions() {
        let _ = writeln!(out, "{action}");
    }
    Ok(out)
}

/// The state after the actions; `roll XYZ` may come as one word or two.
pub fn play(args: &Args, options: Options) -> Result<String, String> {
    args.only_flags(&[])?;
    let mut state = read_state(args, options)?;
    let mut words = args.positional[1..].iter();
    while let Some(word) = words.next() {
        let text = if word == "roll" {
            let faces = words
                .next()
                .ok_or("`roll` at the end has no faces (roll TTB)")?;
            format!("roll {faces}")
        } else {
            word.clone()
        };
        let action: Action = text.parse().map_err(|e| format!("{e}"))?;
        state.play(action).map_err(|e| e.to_string())?;
    }
    Ok(with_result(&state))
}

/// The state after a record's last action, and the result.
pub fn replay(args: &Args, options: Options) -> Result<String, String> {
    args.only_flags(&[])?;
    no_extra_words(args, 1)?;
    if options != Options::default() {
        return Err("a record names its own options ([Options \"...\"])".into());
    }
    let path = args.word(0, "record file")?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read `{path}`: {e}"))?;
    let game = Game::from_record(&text).map_err(|e| e.to_string())?;
    Ok(with_result(game.current()))
}

/// The state text in positional word 0.
pub fn read_state(args: &Args, options: Options) -> Result<State, String> {
    let text = args.word(0, "state text")?;
    State::from_text(text, options).map_err(|e| e.to_string())
}

fn with_result(state: &State) -> String {
    match state.winner() {
        Some(_) => format!("{state}\nresult: {}\n", state.result_text()),
        None => format!("{state}\n"),
    }
}

fn no_extra_words(args: &Args, n: usize) -> Result<(), String> {
    match args.positional.get(n) {
        Some(w) => Err(format!("unexpected word `{w}`")),
        None => Ok(()),
    }
}
