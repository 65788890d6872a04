//! A game: its start, the moves played and every position reached, for undo, replay and
//! records. The rule options travel inside the positions.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use crate::error::{ParseMoveError, ParseRecordError, PlayError};
use crate::move_text::MoveText;
use crate::moves::Move;
use crate::options::RuleOptions;
use crate::outcome::Outcome;
use crate::position::{Position, Variant};
use crate::record::{write_moves, Record, Tag};
use crate::seat::Seat;
use crate::setup::Setup;

/// Tags that set up play; every other tag is kept as written.
const RULE_TAGS: [&str; 5] = ["Players", "Teams", "Options", "Setup", "FirstSeat"];

/// A game with its whole history.
///
/// Two games are equal when they start alike and have the same moves and tags; the `Result`
/// tag is left out of the comparison, since it is prose written from the outcome.
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
    tags: Vec<Tag>,
}

impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        let tags = |g: &Game| -> Vec<Tag> {
            g.tags
                .iter()
                .filter(|t| t.name != "Result")
                .cloned()
                .collect()
        };
        self.positions[0] == other.positions[0]
            && self.moves == other.moves
            && tags(self) == tags(other)
    }
}

impl Eq for Game {}

impl Game {
    /// A game from any legal position.
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
            tags: Vec::new(),
        }
    }

    /// A game from the standard start.
    pub fn standard(variant: Variant, options: RuleOptions, first: Seat) -> Game {
        Game::new(Position::start(variant, options, first))
    }

    /// Where the game began.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The position now.
    pub fn current(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position: the start, then one after each move.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The round a move stands in (counting from 0 for the first move): one move of each seat
    /// in turn order is a round.
    pub fn round_of(&self, ply: usize) -> u32 {
        (ply / self.start().seats() as usize) as u32 + 1
    }

    /// The result once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.current().outcome()
    }

    /// Extra tags (names, date, result), in the order written.
    pub fn tags(&self) -> &[Tag] {
        &self.tags
    }

    /// Sets a tag that does not change play. A rule tag, or a name that is not letters,
    /// digits and `_`, is refused with `false`; line breaks in the value become spaces (a tag
    /// is one line of the record).
    pub fn set_tag(&mut self, name: &str, value: &str) -> bool {
        let name_ok =
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if RULE_TAGS.contains(&name) || !name_ok {
            return false;
        }
        let value: String = value
            .chars()
            .map(|c| if c == '\n' || c == '\r' { ' ' } else { c })
            .collect();
        let value = value.as_str();
        match self.tags.iter_mut().find(|t| t.name == name) {
            Some(t) => t.value = value.to_string(),
            None => self.tags.push(Tag {
                name: name.to_string(),
                value: value.to_string(),
            }),
        }
        true
    }

    /// Plays a legal move; an illegal one changes nothing and says why.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError<()>> {
        match (*self.current()).play(mv) {
            Ok(next) => {
                self.positions.push(next);
                self.moves.push(mv);
                Ok(())
            }
            Err(e) => Err(PlayError {
                given: (),
                mv: e.mv,
                reason: e.reason,
            }),
        }
    }

    /// Reads move text and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, ParseMoveError> {
        let mt: MoveText = text.parse()?;
        let mv = mt.resolve(self.current())?;
        self.positions
            .push(self.current().play(mv).map_err(|e| ParseMoveError {
                text: text.to_string(),
                reason: e.reason,
            })?);
        self.moves.push(mv);
        Ok(mv)
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// Keeps only the first `plies` moves.
    pub fn truncate(&mut self, plies: usize) {
        self.moves.truncate(plies);
        self.positions.truncate(plies + 1);
    }

    /// The game as a record: rule tags, the other tags, the result when over, the moves.
    pub fn to_record(&self) -> String {
        self.to_record_with_comments(&[])
    }

    /// The record with `{comments}`: each `(n, text)` after the first `n` moves (0: before the
    /// first), as [`Record::parse`] reads them back (a review's judgements, for one).
    pub fn to_record_with_comments(&self, comments: &[(usize, String)]) -> String {
        let start = self.start();
        let options = start.options();
        let seats = start.seats();
        let mut tags = vec![Tag {
            name: "Players".into(),
            value: format!("{seats}"),
        }];
        if start.variant().has_teams() {
            tags.push(Tag {
                name: "Teams".into(),
                value: if options.teams { "yes" } else { "no" }.into(),
            });
        }
        if !options.is_standard() {
            tags.push(Tag {
                name: "Options".into(),
                value: options.to_string(),
            });
        }
        let standard = Position::start(start.variant(), options, start.turn());
        if standard != *start {
            tags.push(Tag {
                name: "Setup".into(),
                value: start.to_string(),
            });
        } else if start.turn() != Seat(0) {
            tags.push(Tag {
                name: "FirstSeat".into(),
                value: format!("{}", start.turn()),
            });
        }
        tags.extend(self.tags.iter().filter(|t| t.name != "Result").cloned());
        if let Some(outcome) = self.outcome() {
            tags.push(Tag {
                name: "Result".into(),
                value: outcome.describe(),
            });
        } else if let Some(r) = self.tags.iter().find(|t| t.name == "Result") {
            tags.push(r.clone());
        }
        let mut out = String::new();
        for t in &tags {
            out.push_str(&t.to_string());
            out.push('\n');
        }
        out.push('\n');
        let texts: Vec<MoveText> = self.moves.iter().map(|m| MoveText::from(*m)).collect();
        out.push_str(&write_moves(&texts, seats as usize, comments));
        out.push('\n');
        out
    }

    /// Reads a record and replays it through the rules. The first bad tag or move is reported
    /// (a move with its text and round); nothing is built then.
    pub fn from_record(text: &str) -> Result<Game, ParseRecordError> {
        let record = Record::parse(text)?;
        Game::from_parsed(&record)
    }

    /// Replays a parsed record.
    pub fn from_parsed(record: &Record) -> Result<Game, ParseRecordError> {
        let tag_error = |name: &str, reason: String| ParseRecordError {
            token: format!("[{name} \"{}\"]", record.tag(name).unwrap_or("")),
            round: None,
            reason,
        };
        let players = match record.tag("Players") {
            None => None,
            Some(t) => match t.parse::<u8>().ok().and_then(Variant::for_seats) {
                Some(v) if t.len() == 1 => Some(v),
                _ => return Err(tag_error("Players", "Players is 2, 3, 4, 5 or 6".into())),
            },
        };
        let mut options = RuleOptions::default();
        match record.tag("Teams") {
            None | Some("no") => {}
            Some("yes") => options.teams = true,
            Some(_) => return Err(tag_error("Teams", "Teams is yes or no".into())),
        }
        if let Some(list) = record.tag("Options") {
            for name in list.split_whitespace() {
                if !options.apply_name(name) {
                    return Err(tag_error(
                        "Options",
                        format!(
                            "unknown option `{name}`; known: {}",
                            RuleOptions::NAMES.join(", ")
                        ),
                    ));
                }
            }
        }
        // Checked against the game's seats once the board is known (a Setup may decide it).
        let first = match record.tag("FirstSeat") {
            None => None,
            Some(t) => Some(Seat(t.parse::<u8>().map_err(|_| {
                tag_error("FirstSeat", "FirstSeat is a seat number".into())
            })?)),
        };
        let seat_error = || tag_error("FirstSeat", "FirstSeat is a seat of the game".into());
        let start = match record.tag("Setup") {
            Some(text) => {
                let setup: Setup = text
                    .parse()
                    .map_err(|e: crate::ParsePositionError| tag_error("Setup", e.to_string()))?;
                let pos = Position::from_setup(setup, options)
                    .map_err(|e| tag_error("Setup", e.to_string()))?;
                if players.is_some_and(|v| v != pos.variant()) {
                    return Err(tag_error(
                        "Setup",
                        "the Setup board does not fit the Players tag".into(),
                    ));
                }
                if first.is_some_and(|f| f.0 >= pos.seats()) {
                    return Err(seat_error());
                }
                if first.is_some_and(|f| f != pos.turn()) {
                    return Err(tag_error(
                        "FirstSeat",
                        "FirstSeat disagrees with the Setup's seat to move".into(),
                    ));
                }
                pos
            }
            None => {
                let variant = players.unwrap_or(Variant::TwoPlayer);
                if first.is_some_and(|f| f.0 >= variant.seats()) {
                    return Err(seat_error());
                }
                Position::start(variant, options, first.unwrap_or(Seat(0)))
            }
        };
        if options.teams && !start.variant().has_teams() {
            return Err(tag_error("Teams", "teams need four or six players".into()));
        }
        if options.knights_and_kings && start.is_wedge() {
            return Err(tag_error(
                "Options",
                "knights-and-kings is not played on a wedge board (a jump over a glued edge has no agreed reading)".into(),
            ));
        }
        let mut game = Game::new(start);
        game.tags = record
            .tags
            .iter()
            .filter(|t| !RULE_TAGS.contains(&t.name.as_str()))
            .cloned()
            .collect();
        for (ply, mt) in record.moves.iter().enumerate() {
            let round = Some(game.round_of(ply));
            let mv = mt.resolve(game.current()).map_err(|e| ParseRecordError {
                token: mt.to_string(),
                round,
                reason: e.reason,
            })?;
            game.play(mv).map_err(|e| ParseRecordError {
                token: mt.to_string(),
                round,
                reason: e.reason,
            })?;
        }
        Ok(game)
    }
}
