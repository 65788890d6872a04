//! The set format: one puzzle a line, seven tab-separated fields, `#` comment lines.
//!
//! ```text
//! # id<TAB>players<TAB>options<TAB>start<TAB>solution<TAB>themes<TAB>rating
//! 9df4f9faf1<TAB>2<TAB>-<TAB>qqd1/qdp1/dp1d/q3/2p1/4/1pd1/1dqq 0 b5-c4 0 0,2<TAB>d1xd6<TAB>capture,defence,across-canal<TAB>1200
//! ```
//!
//! (`<TAB>` stands for one tab character.)
//!
//! - `players`: 2 to 6, and it must be the start position's number of seats;
//! - `options`: the command line's rule flags, space separated (`--teams`, `--no-promotions`,
//!   `--knights-and-kings`, `--queens-guard`), or `-` for the standard rules;
//! - `start`: the position text (RULES.md), the solver to move;
//! - `solution`: move texts separated by spaces, the solver's first; the word `clock` before a
//!   move calls the clock with it, as `martian play` reads it;
//! - `themes`: names separated by commas ([`Theme::name`]), or `-` for none;
//! - `rating`: a whole number from 100 to 4000.
//!
//! The reader checks the shape of every field and that the position is a legal position; it
//! does not play the moves (that is [`crate::verify`], which names the failing step). Blank
//! lines are skipped.

use core::fmt;
use std::collections::BTreeSet;

use martian_engine::{MoveText, Position, RuleOptions};

use crate::puzzle::{Puzzle, Theme};

/// A line of a set file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The line's number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub kind: ReadErrorKind,
}

/// What is wrong with a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadErrorKind {
    /// Not seven tab-separated fields (how many there were).
    Fields(usize),
    /// The id is empty or has characters other than letters, digits, `-` and `_`.
    Id(String),
    /// An id already used by an earlier line.
    DuplicateId(String),
    /// The players field is not 2 to 6.
    Players(String),
    /// An unknown rule flag.
    Option(String),
    /// The start is not a position (the engine's reason).
    Position(String),
    /// The players field and the position's seats differ.
    PlayersMismatch {
        /// The players field.
        field: u8,
        /// The position's seats.
        position: u8,
    },
    /// A solution word is not move text (which word, from 1, and why).
    Move(usize, String),
    /// The solution is empty, or ends with the word `clock`.
    Solution(String),
    /// An unknown theme name.
    Theme(String),
    /// The rating is not a whole number from 100 to 4000.
    Rating(String),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            ReadErrorKind::Fields(n) => write!(f, "{n} tab-separated fields, not 7 (id, players, options, start, solution, themes, rating)"),
            ReadErrorKind::Id(s) => write!(f, "`{s}` is not an id (letters, digits, - and _)"),
            ReadErrorKind::DuplicateId(s) => write!(f, "the id `{s}` is used twice"),
            ReadErrorKind::Players(s) => write!(f, "players `{s}` is not 2 to 6"),
            ReadErrorKind::Option(s) => write!(f, "unknown option `{s}`"),
            ReadErrorKind::Position(s) => write!(f, "the start is not a position: {s}"),
            ReadErrorKind::PlayersMismatch { field, position } => {
                write!(f, "players says {field} but the position has {position} seats")
            }
            ReadErrorKind::Move(i, s) => write!(f, "solution word {i}: {s}"),
            ReadErrorKind::Solution(s) => write!(f, "solution: {s}"),
            ReadErrorKind::Theme(s) => write!(f, "unknown theme `{s}`"),
            ReadErrorKind::Rating(s) => write!(f, "rating `{s}` is not a whole number from 100 to 4000"),
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads a whole set; the first bad line is the error.
pub fn read_set(text: &str) -> Result<Vec<Puzzle>, ReadError> {
    let mut ids = BTreeSet::new();
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |kind| ReadError { line: i + 1, kind };
        let puzzle = read_line(line).map_err(err)?;
        if !ids.insert(puzzle.id.clone()) {
            return Err(err(ReadErrorKind::DuplicateId(puzzle.id)));
        }
        out.push(puzzle);
    }
    Ok(out)
}

fn read_line(line: &str) -> Result<Puzzle, ReadErrorKind> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [id, players, options, start, solution, themes, rating] = fields[..] else {
        return Err(ReadErrorKind::Fields(fields.len()));
    };
    let id_ok = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !id_ok {
        return Err(ReadErrorKind::Id(id.to_string()));
    }
    let players: u8 = match players.parse() {
        Ok(n @ 2..=6) => n,
        _ => return Err(ReadErrorKind::Players(players.to_string())),
    };
    let options = read_options(options)?;
    let start =
        Position::from_text(start, options).map_err(|e| ReadErrorKind::Position(e.to_string()))?;
    if start.seats() != players {
        return Err(ReadErrorKind::PlayersMismatch {
            field: players,
            position: start.seats(),
        });
    }
    Ok(Puzzle {
        id: id.to_string(),
        start,
        solution: read_solution(solution)?,
        themes: read_themes(themes)?,
        rating: match rating.parse() {
            Ok(r @ 100..=4000) => r,
            _ => return Err(ReadErrorKind::Rating(rating.to_string())),
        },
    })
}

fn read_options(field: &str) -> Result<RuleOptions, ReadErrorKind> {
    let mut options = RuleOptions::default();
    if field == "-" {
        return Ok(options);
    }
    for flag in field.split(' ') {
        match flag {
            "--teams" => options.teams = true,
            f => match f.strip_prefix("--") {
                Some(name) if options.apply_name(name) => {}
                _ => return Err(ReadErrorKind::Option(f.to_string())),
            },
        }
    }
    Ok(options)
}

fn read_solution(field: &str) -> Result<Vec<MoveText>, ReadErrorKind> {
    let mut moves = Vec::new();
    let mut clock = false;
    for (i, word) in field.split(' ').enumerate() {
        if word == "clock" {
            if clock {
                return Err(ReadErrorKind::Solution(
                    "`clock` twice before one move".into(),
                ));
            }
            clock = true;
            continue;
        }
        let mut text: MoveText = word.parse().map_err(|e: martian_engine::ParseMoveError| {
            ReadErrorKind::Move(i + 1, e.to_string())
        })?;
        text.calls_clock |= clock;
        clock = false;
        moves.push(text);
    }
    if clock {
        return Err(ReadErrorKind::Solution(
            "`clock` at the end stands before no move".into(),
        ));
    }
    if moves.is_empty() {
        return Err(ReadErrorKind::Solution("no moves".into()));
    }
    Ok(moves)
}

fn read_themes(field: &str) -> Result<Vec<Theme>, ReadErrorKind> {
    if field == "-" {
        return Ok(Vec::new());
    }
    field
        .split(',')
        .map(|name| Theme::from_name(name).ok_or_else(|| ReadErrorKind::Theme(name.to_string())))
        .collect()
}

/// The options field for a set of rule options: their flags, or `-` for the standard rules
/// (`teams` only where the board has teams, as the position keeps it).
pub fn options_text(options: RuleOptions) -> String {
    let mut flags = Vec::new();
    if !options.promotions {
        flags.push("--no-promotions");
    }
    if options.knights_and_kings {
        flags.push("--knights-and-kings");
    }
    if options.queens_guard {
        flags.push("--queens-guard");
    }
    if options.teams {
        flags.push("--teams");
    }
    if flags.is_empty() {
        "-".to_string()
    } else {
        flags.join(" ")
    }
}

/// One puzzle as a line (without the line break); [`read_set`] reads it back equal.
pub fn write_puzzle(p: &Puzzle) -> String {
    let solution: Vec<String> = p.solution.iter().map(|m| m.to_string()).collect();
    let themes: Vec<&str> = p.themes.iter().map(|t| t.name()).collect();
    format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}",
        p.id,
        p.players(),
        options_text(p.start.options()),
        p.start,
        solution.join(" "),
        if themes.is_empty() {
            "-".to_string()
        } else {
            themes.join(",")
        },
        p.rating
    )
}

/// A whole set: the comment lines given (each written after `# `), the column names, then
/// one puzzle a line.
pub fn write_set(comments: &[String], puzzles: &[Puzzle]) -> String {
    let mut out = String::new();
    for c in comments {
        out += &format!("# {c}\n");
    }
    out += "# id\tplayers\toptions\tstart\tsolution\tthemes\trating\n";
    for p in puzzles {
        out += &write_puzzle(p);
        out.push('\n');
    }
    out
}
