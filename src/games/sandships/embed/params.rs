//! A Sandships board's fragment (`game=sandships`), read into a [`SandEmbedConfig`] that the
//! rules engine has checked; a bad parameter is an [`EmbedError`] naming it, shown instead of
//! a board, as for Martian Chess.
//!
//! The parameters (README, "Embed it in your page"): `game`, `state` (a state text, else the
//! start), `players` (2, 3 or 4), `options` (`zap-removes`, `bump-smaller`), `actions` (action
//! texts separated by spaces, a roll written `roll TTB` as in records), or `record` (a whole
//! game record instead of those), `ply` (the state shown first: after that many actions, or
//! `end`), `mode` (`view`, `step`, `try`, `play`; no puzzles: a Sandships turn depends on the
//! dice), `level` and `seat` (the computer's level and the reader's seat in play mode),
//! `theme`, `caption`. Martian Chess's drawing and coordinate parameters do not apply and are
//! refused by name, so an author who copied a link sees why.

use sandships::{Action, Game, Options, Record, Seat, State};

use crate::embed::fields::{
    err, read_caption, read_fields, read_number, read_ply, record_alone, Fields,
};
use crate::embed::terms::{EmbedError, Mode, Theme};

/// What a Sandships fragment may name.
const NAMES: [&str; 12] = [
    "game", "state", "players", "options", "actions", "record", "ply", "mode", "level", "seat",
    "theme", "caption",
];

/// Martian Chess parameters that mean nothing on a Sandships board.
const MARTIAN_ONLY: [&str; 8] = [
    "position", "moves", "teams", "solution", "arrows", "marks", "coords", "puzzle",
];

/// A checked Sandships embed configuration.
#[derive(Clone, PartialEq, Debug)]
pub struct SandEmbedConfig {
    /// The line of play: its start and the given actions.
    pub game: Game,
    /// Comments of the record: (actions before it, text).
    pub comments: Vec<(usize, String)>,
    /// The state shown first: after this many actions of the line.
    pub ply: usize,
    /// What the reader can do (never [`Mode::Puzzle`]).
    pub mode: Mode,
    /// The computer's level (play mode).
    pub level: u8,
    /// The reader's seat in play mode; `None`: the seat to act in the state shown.
    pub seat: Option<Seat>,
    /// Colours.
    pub theme: Theme,
    /// A caption under the board (plain text).
    pub caption: Option<String>,
}

impl SandEmbedConfig {
    /// The state shown first.
    pub fn shown(&self) -> &State {
        &self.game.states()[self.ply]
    }

    /// The reader's seat in play mode.
    pub fn reader(&self) -> Seat {
        self.seat.unwrap_or(self.shown().to_act())
    }

    /// The comments standing after `ply` actions, joined.
    pub fn comment_for(&self, ply: usize) -> Option<String> {
        let texts: Vec<&str> = self
            .comments
            .iter()
            .filter(|(p, _)| *p == ply)
            .map(|(_, t)| t.as_str())
            .collect();
        (!texts.is_empty()).then(|| texts.join(" "))
    }
}

/// Reads action texts separated by white space; `roll` and its faces are two words.
pub fn read_action_texts(text: &str) -> Result<Vec<Action>, String> {
    let mut out = Vec::new();
    let mut words = text.split_whitespace();
    while let Some(word) = words.next() {
        let one = if word == "roll" {
            let faces = words
                .next()
                .ok_or("`roll` at the end stands before no faces")?;
            format!("roll {faces}")
        } else {
            word.to_string()
        };
        let action: Action = one
            .parse()
            .map_err(|e: sandships::ParseActionError| format!("`{one}`: {}", e.reason))?;
        out.push(action);
    }
    Ok(out)
}

fn read_line(fields: &Fields) -> Result<(Game, Vec<(usize, String)>), EmbedError> {
    if let Some(record) = fields.get("record") {
        record_alone(
            fields,
            &["state", "players", "options", "actions"],
            "state and actions",
        )?;
        let parsed = Record::parse(record).map_err(|e| err("record", e.to_string()))?;
        let game = Game::from_parsed(&parsed).map_err(|e| err("record", e.to_string()))?;
        return Ok((game, parsed.comments));
    }
    let options = match fields.get("options") {
        None => Options::default(),
        Some(text) => Options::from_names(text).map_err(|name| {
            err(
                "options",
                format!("unknown option `{name}` (known: zap-removes, bump-smaller)"),
            )
        })?,
    };
    let players = match fields.get("players") {
        None => None,
        Some(text) => Some(read_number("players", text, 2..=4)? as u8),
    };
    let start = match fields.get("state") {
        Some(text) => {
            let state =
                State::from_text(text.trim(), options).map_err(|e| err("state", e.to_string()))?;
            if players.is_some_and(|n| n != state.players()) {
                return Err(err(
                    "players",
                    format!("the state is for {} players", state.players()),
                ));
            }
            state
        }
        None => State::start(players.unwrap_or(2), options),
    };
    let mut game = Game::new(start);
    if let Some(text) = fields.get("actions") {
        let actions = read_action_texts(text).map_err(|e| err("actions", e))?;
        for (i, action) in actions.into_iter().enumerate() {
            game.play(action).map_err(|e| {
                err(
                    "actions",
                    format!("action {} `{action}`: {}", i + 1, e.reason),
                )
            })?;
        }
    }
    Ok((game, Vec::new()))
}

/// An unknown parameter that Martian Chess boards take is said to be theirs, with what to write
/// instead where Sandships has one.
fn martian_only(e: EmbedError) -> EmbedError {
    let base = e.field.split_once('@').map_or(e.field.as_str(), |(b, _)| b);
    if !MARTIAN_ONLY.contains(&base) {
        return e;
    }
    let hint = match base {
        "position" => " (a Sandships board's is `state`)",
        "moves" => " (a Sandships board's are `actions`)",
        _ => "",
    };
    let message = format!("is for Martian Chess boards{hint}");
    err(&e.field, message)
}

/// Reads and checks a Sandships fragment.
pub fn parse_sandships(fragment: &str) -> Result<SandEmbedConfig, EmbedError> {
    let fields = read_fields(fragment, &NAMES, false).map_err(martian_only)?;
    let (game, comments) = read_line(&fields)?;
    let total = game.actions().len();
    let ply = read_ply(&fields, total)?;
    let mode = match fields.get("mode") {
        None if total > 0 => Mode::Step,
        None => Mode::View,
        Some("puzzle") => {
            return Err(err(
                "mode",
                "a Sandships turn depends on the dice, so there are no puzzles: write view, step, try or play",
            ))
        }
        Some(name) => Mode::ALL
            .into_iter()
            .find(|m| m.name() == name)
            .ok_or_else(|| err("mode", format!("`{name}`: write view, step, try or play")))?,
    };
    let shown = &game.states()[ply];
    if matches!(mode, Mode::Try | Mode::Play) && shown.winner().is_some() {
        let field = if fields.get("ply").is_some() {
            "ply"
        } else {
            "state"
        };
        return Err(err(
            field,
            format!(
                "the game is already over there, so mode={} has nothing to play",
                mode.name()
            ),
        ));
    }
    let level = match fields.get("level") {
        None => 3,
        Some(_) if mode != Mode::Play => return Err(err("level", "is for mode=play")),
        Some(text) => read_number("level", text, 1..=5)? as u8,
    };
    let seat = match fields.get("seat") {
        None => None,
        Some(_) if mode != Mode::Play => {
            return Err(err("seat", "is for mode=play (the reader's seat)"))
        }
        Some(text) => {
            let seat = Seat(read_number("seat", text, 0..=shown.players() as usize - 1)? as u8);
            if shown.is_out(seat) {
                return Err(err(
                    "seat",
                    format!("seat {} is out of the game there", seat.0),
                ));
            }
            Some(seat)
        }
    };
    Ok(SandEmbedConfig {
        game,
        comments,
        ply,
        mode,
        level,
        seat,
        theme: crate::embed::fields::read_theme(&fields)?,
        caption: read_caption(&fields),
    })
}

#[cfg(test)]
mod tests;
