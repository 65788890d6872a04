//! The embed's public contract: what its URL fragment may say, read into an [`EmbedConfig`]
//! that the rules engine has checked. Any bad parameter is an [`EmbedError`] naming the field,
//! which the frame shows instead of a board (never a blank frame).
//!
//! The parameters (README, "Embed it in your page"):
//! `game` (`martian-chess`, the default; a Sandships board is read by Sandships's own reader),
//! `position`, `players`, `options`, `teams`, `moves`, `ply`, `record`, `mode`, `solution`,
//! `level`, `seat`, `arrows`, `marks` (and `arrows@N`, `marks@N` for the position after N
//! moves), `coords`, `theme`, `caption`. An unknown name is an error too: a typo in a rules
//! page should be seen by its author, not silently ignored.

use martian_engine::{Game, Move, MoveText, Position, Record, RuleOptions, Seat, Square, Variant};

use crate::embed::fields::{self, err, read_number, Fields};
pub use crate::embed::terms::{EmbedError, Mode, Theme, MAX_CAPTION};
use crate::widgets::short_sort;

/// Arrows and marked squares drawn over a position.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Annotations {
    /// Arrows, from and to.
    pub arrows: Vec<(Square, Square)>,
    /// Marked squares.
    pub marks: Vec<Square>,
}

impl Annotations {
    /// Nothing drawn.
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.marks.is_empty()
    }
}

/// A checked embed configuration.
#[derive(Clone, PartialEq, Debug)]
pub struct EmbedConfig {
    /// The line of play: its start and the given moves.
    pub game: Game,
    /// Comments of the record: (moves played before it, text).
    pub comments: Vec<(usize, String)>,
    /// The position shown first: after this many moves of the line.
    pub ply: usize,
    /// What the reader can do.
    pub mode: Mode,
    /// The puzzle's solution, from the shown position (puzzle mode only).
    pub solution: Vec<Move>,
    /// The computer's level (play mode).
    pub level: u8,
    /// The seat nearest the reader (and the reader's seat in play mode); `None`: the default
    /// for the mode (see [`EmbedConfig::home_seat`]).
    pub seat: Option<Seat>,
    /// Whether coordinates are drawn.
    pub coords: bool,
    /// Colours.
    pub theme: Theme,
    /// A caption under the board (plain text).
    pub caption: Option<String>,
    /// Arrows and marks for every position without its own.
    pub annotations: Annotations,
    /// Arrows and marks for the position after N moves (`arrows@N`, `marks@N`).
    pub annotations_at: Vec<(usize, Annotations)>,
}

const NAMES: [&str; 17] = [
    "game", "position", "players", "options", "teams", "moves", "ply", "record", "mode",
    "solution", "level", "seat", "arrows", "marks", "coords", "theme", "caption",
];

fn read_fields(fragment: &str) -> Result<Fields, EmbedError> {
    fields::read_fields(fragment, &NAMES, true)
}

fn read_options(fields: &Fields) -> Result<RuleOptions, EmbedError> {
    let mut options = RuleOptions::default();
    if let Some(text) = fields.get("options") {
        for name in text.split_whitespace() {
            if !options.apply_name(name) {
                return Err(err(
                    "options",
                    format!(
                        "unknown option `{name}` (known: {})",
                        RuleOptions::NAMES.join(", ")
                    ),
                ));
            }
        }
    }
    options.teams = match fields.get("teams") {
        None | Some("no") => false,
        Some("yes") => true,
        Some(other) => return Err(err("teams", format!("`{other}`: write yes or no"))),
    };
    Ok(options)
}

/// Reads move texts separated by white space, each optionally preceded by the word `clock`.
pub fn read_move_texts(text: &str) -> Result<Vec<MoveText>, String> {
    let mut out = Vec::new();
    let mut clock = false;
    for word in text.split_whitespace() {
        if word == "clock" {
            if clock {
                return Err("`clock` written twice before one move".into());
            }
            clock = true;
            continue;
        }
        let mut mv: MoveText = word
            .parse()
            .map_err(|e: martian_engine::ParseMoveError| format!("`{word}`: {}", e.reason))?;
        mv.calls_clock = clock;
        clock = false;
        out.push(mv);
    }
    if clock {
        return Err("`clock` at the end stands before no move".into());
    }
    Ok(out)
}

/// Plays move texts on a game; the error names the move by its number in the list.
fn play_all(game: &mut Game, texts: &[MoveText]) -> Result<Vec<Move>, String> {
    let mut played = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        let mv = text
            .resolve(game.current())
            .map_err(|e| format!("move {} `{text}`: {}", i + 1, e.reason))?;
        game.play(mv)
            .map_err(|e| format!("move {} `{text}`: {}", i + 1, e.reason))?;
        played.push(mv);
    }
    Ok(played)
}

fn read_line(fields: &Fields) -> Result<(Game, Vec<(usize, String)>), EmbedError> {
    if let Some(record) = fields.get("record") {
        fields::record_alone(
            fields,
            &["position", "players", "options", "teams", "moves"],
            "position and moves",
        )?;
        let parsed = Record::parse(record).map_err(|e| err("record", e.to_string()))?;
        let game = Game::from_parsed(&parsed).map_err(|e| err("record", e.to_string()))?;
        return Ok((game, parsed.comments));
    }
    let options = read_options(fields)?;
    let players = match fields.get("players") {
        None => None,
        Some(text) => match text.trim().parse().ok().and_then(Variant::for_seats) {
            Some(variant) => Some(variant),
            None => return Err(err("players", format!("`{text}`: write 2, 3, 4, 5 or 6"))),
        },
    };
    let start = match fields.get("position") {
        Some(text) => {
            let pos = Position::from_text(text.trim(), options)
                .map_err(|e| err("position", e.to_string()))?;
            if players.is_some_and(|v| v != pos.variant()) {
                return Err(err(
                    "players",
                    format!("the position is for {} players", pos.seats()),
                ));
            }
            pos
        }
        None => Position::start(players.unwrap_or(Variant::TwoPlayer), options, Seat(0)),
    };
    let mut game = Game::new(start);
    if let Some(text) = fields.get("moves") {
        let texts = read_move_texts(text).map_err(|e| err("moves", e))?;
        play_all(&mut game, &texts).map_err(|e| err("moves", e))?;
    }
    Ok((game, Vec::new()))
}

fn read_squares(field: &str, text: &str, pos: &Position) -> Result<Vec<Square>, EmbedError> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            Square::parse(s)
                .filter(|sq| pos.zone_of(*sq).is_some())
                .ok_or_else(|| err(field, format!("`{s}` is not a square of this board")))
        })
        .collect()
}

fn read_arrows(
    field: &str,
    text: &str,
    pos: &Position,
) -> Result<Vec<(Square, Square)>, EmbedError> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            let on_board = |t: &str| Square::parse(t).filter(|sq| pos.zone_of(*sq).is_some());
            // Two squares written together: `c3d4`, or on a wedge board `0c31d4`.
            let half = s.len() / 2;
            let pair = (matches!(s.len(), 4 | 6) && s.is_ascii())
                .then(|| (on_board(&s[..half]), on_board(&s[half..])));
            match pair {
                Some((Some(a), Some(b))) if a != b => Ok((a, b)),
                _ => Err(err(
                    field,
                    format!("`{s}`: an arrow is two squares of this board, like c3d4 (0c31d4 on a wedge board)"),
                )),
            }
        })
        .collect()
}

/// Reads and checks a fragment.
pub fn parse(fragment: &str) -> Result<EmbedConfig, EmbedError> {
    let fields = read_fields(fragment)?;
    if fields.get("game").is_some_and(|g| g != "martian-chess") {
        return Err(err("game", "this reader shows Martian Chess boards"));
    }
    let (game, comments) = read_line(&fields)?;
    let total = game.moves().len();
    let ply = fields::read_ply(&fields, total)?;
    let mode = read_mode(&fields, total)?;
    let shown = game.positions()[ply];
    let solution = read_solution(&fields, mode, shown)?;
    if matches!(mode, Mode::Try | Mode::Puzzle | Mode::Play) && shown.is_over() {
        return Err(err(
            if fields.get("ply").is_some() {
                "ply"
            } else {
                "position"
            },
            format!(
                "the game is already over there, so mode={} has nothing to play",
                mode.name()
            ),
        ));
    }
    let level = match fields.get("level") {
        None => 3,
        Some(text) => read_number("level", text, 1..=5)? as u8,
    };
    let seat = match fields.get("seat") {
        None => None,
        Some(text) => Some(Seat(
            read_number("seat", text, 0..=shown.seats() as usize - 1)? as u8,
        )),
    };
    let coords = match fields.get("coords") {
        None | Some("1") => true,
        Some("0") => false,
        Some(other) => {
            return Err(err(
                "coords",
                format!("`{other}`: write 0 (hide) or 1 (show)"),
            ))
        }
    };
    let theme = fields::read_theme(&fields)?;
    let caption = fields::read_caption(&fields);
    let (annotations, annotations_at) = read_annotations(&fields, &shown, total + solution.len())?;
    Ok(EmbedConfig {
        game,
        comments,
        ply,
        mode,
        solution,
        level,
        seat,
        coords,
        theme,
        caption,
        annotations,
        annotations_at,
    })
}

/// The arrows and marks of single positions, by the number of moves before each.
type AnnotationsAt = Vec<(usize, Annotations)>;

/// The mode: named, or as the fields suggest (a solution: a puzzle; moves: stepping through).
fn read_mode(fields: &Fields, total: usize) -> Result<Mode, EmbedError> {
    Ok(match fields.get("mode") {
        None if fields.get("solution").is_some() => Mode::Puzzle,
        None if total > 0 => Mode::Step,
        None => Mode::View,
        Some(name) => Mode::ALL
            .into_iter()
            .find(|m| m.name() == name)
            .ok_or_else(|| {
                err(
                    "mode",
                    format!("`{name}`: write view, step, try, puzzle or play"),
                )
            })?,
    })
}

/// A puzzle's solution, played from `shown` by the rules engine (none for other modes).
fn read_solution(fields: &Fields, mode: Mode, shown: Position) -> Result<Vec<Move>, EmbedError> {
    Ok(match (mode, fields.get("solution")) {
        (Mode::Puzzle, Some(text)) => {
            let texts = read_move_texts(text).map_err(|e| err("solution", e))?;
            let mut probe = Game::new(shown);
            let moves = play_all(&mut probe, &texts).map_err(|e| err("solution", e))?;
            if moves.is_empty() {
                return Err(err("solution", "a puzzle needs at least one move"));
            }
            moves
        }
        (Mode::Puzzle, None) => {
            return Err(err("solution", "mode=puzzle needs the solution's moves"))
        }
        (_, Some(_)) => return Err(err("solution", "is for mode=puzzle")),
        (_, None) => Vec::new(),
    })
}

/// The arrows and marks: those of every position (`arrows`, `marks`) and those of one
/// (`arrows@N`, `marks@N`, N up to `last_ply`), in the order of their positions.
fn read_annotations(
    fields: &Fields,
    shown: &Position,
    last_ply: usize,
) -> Result<(Annotations, AnnotationsAt), EmbedError> {
    let mut annotations = Annotations::default();
    let mut annotations_at: Vec<(usize, Annotations)> = Vec::new();
    for (name, value) in &fields.0 {
        let (base, at) = match name.split_once('@') {
            Some((base, n)) => (base, Some(read_number(name, n, 0..=last_ply)?)),
            None => (name.as_str(), None),
        };
        if base != "arrows" && base != "marks" {
            continue;
        }
        let target = match at {
            None => &mut annotations,
            Some(n) => {
                if !annotations_at.iter().any(|(p, _)| *p == n) {
                    annotations_at.push((n, Annotations::default()));
                }
                &mut annotations_at
                    .iter_mut()
                    .find(|(p, _)| *p == n)
                    .expect("just added")
                    .1
            }
        };
        if base == "arrows" {
            target.arrows = read_arrows(name, value, shown)?;
        } else {
            target.marks = read_squares(name, value, shown)?;
        }
    }
    short_sort::sort_by(&mut annotations_at, |a, b| a.0 < b.0);
    Ok((annotations, annotations_at))
}

impl EmbedConfig {
    /// The arrows and marks for the position after `ply` moves of the line.
    pub fn annotations_for(&self, ply: usize) -> &Annotations {
        self.annotations_at
            .iter()
            .find(|(p, _)| *p == ply)
            .map_or(&self.annotations, |(_, a)| a)
    }

    /// The comment standing after `ply` moves of the line, if the record has one.
    pub fn comment_for(&self, ply: usize) -> Option<String> {
        let texts: Vec<&str> = self
            .comments
            .iter()
            .filter(|(p, _)| *p == ply)
            .map(|(_, t)| t.as_str())
            .collect();
        (!texts.is_empty()).then(|| texts.join(" "))
    }

    /// The position shown first.
    pub fn shown(&self) -> &Position {
        &self.game.positions()[self.ply]
    }

    /// The seat nearest the reader: the one asked for; else in a puzzle or a game the seat to
    /// move (the solver, the player); else seat 0.
    pub fn home_seat(&self) -> Seat {
        self.seat.unwrap_or(match self.mode {
            Mode::Puzzle | Mode::Play => self.shown().turn(),
            _ => Seat(0),
        })
    }
}

#[cfg(test)]
mod tests;
