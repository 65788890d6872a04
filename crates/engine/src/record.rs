//! The game record: tag lines `[Name "value"]`, then the moves in order, with optional move
//! numbers `N.` and `{comments}` (kept with the move they follow, for teaching boards; the
//! rules ignore them), and the word `clock` before a move on
//! which its mover called the clock. Reading is in two steps: [`Record::parse`] reads the
//! syntax, [`crate::Game::from_record`] checks every move through the rules.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::error::ParseRecordError;
use crate::move_text::MoveText;
use crate::position_text::parse_number;

/// One tag line.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tag {
    /// Its name, such as `Players`.
    pub name: String,
    /// Its value, unquoted.
    pub value: String,
}

impl fmt::Display for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let escaped = self.value.replace('\\', "\\\\").replace('"', "\\\"");
        write!(f, "[{} \"{}\"]", self.name, escaped)
    }
}

/// A record read for its syntax: tags and move texts, not yet checked against the rules.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Record {
    /// The tags in the order written.
    pub tags: Vec<Tag>,
    /// The moves in order.
    pub moves: Vec<MoveText>,
    /// The `{comments}` in order, each with the number of moves written before it: a comment
    /// after the first move is `(1, ..)`, one before any move `(0, ..)`. Its text is trimmed and
    /// is only ever text (a page shows it, never interprets it).
    pub comments: Vec<(usize, String)>,
}

impl Record {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    }

    /// Seats the record says the game has (for round numbers): 4 if `Players` says so.
    fn seats(&self) -> u32 {
        if self.tag("Players") == Some("4") {
            4
        } else if let Some(setup) = self.tag("Setup") {
            // A four-player setup has ranks of 8 files.
            let rank = setup.split('/').next().unwrap_or("");
            let width: u32 = rank.chars().map(|c| c.to_digit(10).unwrap_or(1)).sum();
            if width == 8 {
                4
            } else {
                2
            }
        } else {
            2
        }
    }

    /// Reads the syntax of a record. The first unreadable token is reported with its round.
    pub fn parse(text: &str) -> Result<Record, ParseRecordError> {
        let mut record = Record::default();
        let mut rest = text;
        // Tags: leading lines that start with `[`.
        loop {
            let trimmed = rest.trim_start();
            if !trimmed.starts_with('[') {
                rest = trimmed;
                break;
            }
            let end = trimmed.find('\n').unwrap_or(trimmed.len());
            let line = trimmed[..end].trim_end();
            record.tags.push(parse_tag(line)?);
            rest = &trimmed[end..];
        }
        let seats = record.seats();
        let round = |moves: usize| Some(moves as u32 / seats + 1);
        let mut clock = false;
        let mut chars = rest.char_indices().peekable();
        while let Some(&(start, c)) = chars.peek() {
            if c.is_whitespace() {
                chars.next();
                continue;
            }
            if c == '{' {
                let close = rest[start..].find('}').ok_or_else(|| ParseRecordError {
                    token: rest[start..].chars().take(20).collect(),
                    round: round(record.moves.len()),
                    reason: String::from("a comment opened with `{` is never closed with `}`"),
                })?;
                let comment = rest[start + 1..start + close].trim();
                if !comment.is_empty() {
                    record
                        .comments
                        .push((record.moves.len(), comment.to_string()));
                }
                while chars.peek().is_some_and(|(i, _)| *i <= start + close) {
                    chars.next();
                }
                continue;
            }
            let mut end = rest.len();
            while let Some(&(i, c)) = chars.peek() {
                if c.is_whitespace() || c == '{' {
                    end = i;
                    break;
                }
                chars.next();
            }
            let token = &rest[start..end];
            let error = |reason: String| ParseRecordError {
                token: token.to_string(),
                round: round(record.moves.len()),
                reason,
            };
            if token == "clock" {
                if clock {
                    return Err(error(String::from("`clock` written twice before one move")));
                }
                clock = true;
            } else if let Some(number) = token.strip_suffix('.') {
                if parse_number(number).is_none() {
                    return Err(error(String::from("a move number is written `N.`")));
                }
                if clock {
                    return Err(error(String::from(
                        "`clock` must stand right before a move",
                    )));
                }
            } else if token.starts_with('[') {
                return Err(error(String::from("tags must come before the moves")));
            } else {
                let mut mv: MoveText = token
                    .parse()
                    .map_err(|e: crate::ParseMoveError| error(e.reason))?;
                mv.calls_clock = clock;
                clock = false;
                record.moves.push(mv);
            }
        }
        if clock {
            return Err(ParseRecordError {
                token: String::from("clock"),
                round: round(record.moves.len()),
                reason: String::from("`clock` at the end stands before no move"),
            });
        }
        Ok(record)
    }
}

fn parse_tag(line: &str) -> Result<Tag, ParseRecordError> {
    let bad = |reason: &str| ParseRecordError {
        token: line.to_string(),
        round: None,
        reason: String::from(reason),
    };
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(|| bad("a tag line is written [Name \"value\"]"))?;
    let (name, value) = inner
        .split_once(' ')
        .ok_or_else(|| bad("a tag line is written [Name \"value\"]"))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(bad("a tag name is letters, digits and `_`"));
    }
    let quoted = value
        .trim()
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .ok_or_else(|| bad("a tag value stands in double quotes"))?;
    let mut out = String::new();
    let mut escape = false;
    for c in quoted.chars() {
        match (escape, c) {
            (false, '\\') => escape = true,
            (false, '"') => return Err(bad("a quote inside a tag value is written \\\"")),
            (_, c) => {
                out.push(c);
                escape = false;
            }
        }
    }
    if escape {
        return Err(bad("a tag value ends in a lone `\\`"));
    }
    Ok(Tag {
        name: name.to_string(),
        value: out,
    })
}

/// Writes the moves with round numbers, wrapped to lines of about 80 characters.
pub(crate) fn write_moves(moves: &[MoveText], seats: usize) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for (i, mv) in moves.iter().enumerate() {
        let mut word = String::new();
        if i % seats == 0 {
            word.push_str(&format!("{}. ", i / seats + 1));
        }
        word.push_str(&mv.to_string());
        if line_len > 0 && line_len + 1 + word.len() > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += word.len();
        out.push_str(&word);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn reads_tags_numbers_comments_and_clock() {
        let text = "[Players \"2\"]\n[Seat0 \"Ann \\\"A\\\"\"]\n\n1. c3-c5 {a comment} b6-b4 2. clock d1-d3\n";
        let r = Record::parse(text).unwrap();
        assert_eq!(r.tag("Players"), Some("2"));
        assert_eq!(r.tag("Seat0"), Some("Ann \"A\""));
        assert_eq!(r.moves.len(), 3);
        assert!(r.moves[2].calls_clock);
        assert!(!r.moves[1].calls_clock);
        assert_eq!(r.comments, vec![(1, String::from("a comment"))]);
    }

    #[test]
    fn comments_keep_their_place_and_text() {
        let r = Record::parse("{before} 1. c3-c5 {<b>x</b>}{ } b6-b4 {last\nline}").unwrap();
        assert_eq!(
            r.comments,
            vec![
                (0, String::from("before")),
                (1, String::from("<b>x</b>")),
                (2, String::from("last\nline")),
            ]
        );
    }

    #[test]
    fn bad_tokens_name_their_round() {
        let e = Record::parse("1. c3-c5 b6-b4 2. c2-c9").unwrap_err();
        assert_eq!((e.token.as_str(), e.round), ("c2-c9", Some(2)));
        let e = Record::parse("[Players \"4\"]\n1. a3-a4 a6-a5 h6-h5 h3-h4 e2e3").unwrap_err();
        assert_eq!((e.token.as_str(), e.round), ("e2e3", Some(2)));
        let e = Record::parse("1. c3-c5 {open").unwrap_err();
        assert_eq!(e.round, Some(1));
        assert!(Record::parse("[Players 2]").is_err());
        assert!(Record::parse("c3-c5 clock").is_err());
    }
}
