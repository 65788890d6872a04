//! The game record: tag lines `[Name "value"]`, then the moves in order, with optional move
//! numbers `N.` and `{comments}` (kept with the move they follow, for teaching boards; the
//! rules ignore them), and the word `clock` before a move on
//! which its mover called the clock. Reading is in two steps: [`Record::parse`] reads the
//! syntax, [`crate::Game::from_record`] checks every move through the rules.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use looney_pyramids::{split_tags, Token, TokenError, Tokens};

use crate::error::ParseRecordError;
use crate::move_text::MoveText;

/// One tag line (shared with the other Looney Pyramids games: `looney_pyramids::Tag`).
pub use looney_pyramids::Tag;

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

    /// Seats the record says the game has (for round numbers): its `Players` tag, else its
    /// `Setup`'s board, else two.
    fn seats(&self) -> u32 {
        if let Some(n @ 2..=6) = self.tag("Players").and_then(|t| t.parse::<u32>().ok()) {
            n
        } else if let Some(zones @ 2..) = self.tag("Setup").map(|s| s.matches('|').count() + 1) {
            zones as u32
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
        let (tags, rest) = split_tags(text).map_err(|e| ParseRecordError {
            token: e.line,
            round: None,
            reason: String::from(e.reason),
        })?;
        let mut record = Record {
            tags,
            ..Record::default()
        };
        let seats = record.seats();
        let round = |moves: usize| Some(moves as u32 / seats + 1);
        let mut clock = false;
        for token in Tokens::new(rest) {
            let token = token.map_err(|e| ParseRecordError {
                token: e.token,
                round: round(record.moves.len()),
                reason: String::from(TokenError::REASON),
            })?;
            let error = |token: &str, reason: String| ParseRecordError {
                token: token.to_string(),
                round: round(record.moves.len()),
                reason,
            };
            match token {
                Token::Comment(comment) => {
                    record
                        .comments
                        .push((record.moves.len(), comment.to_string()));
                }
                Token::Number(value, word) => {
                    if value.is_none() {
                        return Err(error(word, String::from("a move number is written `N.`")));
                    }
                    if clock {
                        return Err(error(
                            word,
                            String::from("`clock` must stand right before a move"),
                        ));
                    }
                }
                Token::Word("clock") => {
                    if clock {
                        return Err(error(
                            "clock",
                            String::from("`clock` written twice before one move"),
                        ));
                    }
                    clock = true;
                }
                Token::Word(word) if word.starts_with('[') => {
                    return Err(error(word, String::from("tags must come before the moves")));
                }
                Token::Word(word) => {
                    let mut mv: MoveText = word
                        .parse()
                        .map_err(|e: crate::ParseMoveError| error(word, e.reason))?;
                    mv.calls_clock = clock;
                    clock = false;
                    record.moves.push(mv);
                }
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

/// Writes the moves with round numbers, wrapped to lines of about 80 characters, with each
/// comment `(n, text)` after the first `n` moves (braces in its text become parentheses, so it
/// cannot end early).
pub(crate) fn write_moves(
    moves: &[MoveText],
    seats: usize,
    comments: &[(usize, String)],
) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    let mut put = |out: &mut String, word: &str| {
        if line_len > 0 && line_len + 1 + word.len() > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += word.len();
        out.push_str(word);
    };
    let comment = |text: &str| format!("{{{}}}", text.replace('{', "(").replace('}', ")"));
    for (_, text) in comments.iter().filter(|(n, _)| *n == 0) {
        put(&mut out, &comment(text));
    }
    for (i, mv) in moves.iter().enumerate() {
        let mut word = String::new();
        if i % seats == 0 {
            word.push_str(&format!("{}. ", i / seats + 1));
        }
        word.push_str(&mv.to_string());
        put(&mut out, &word);
        for (_, text) in comments.iter().filter(|(n, _)| *n == i + 1) {
            put(&mut out, &comment(text));
        }
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
    fn comments_written_read_back_in_place() {
        let mut game = crate::Game::standard(
            crate::Variant::TwoPlayer,
            crate::RuleOptions::default(),
            crate::Seat(0),
        );
        for text in ["c3-d4", "b6-a5", "clock b3-a4"] {
            game.play_text(text).unwrap();
        }
        let comments = vec![
            (0, String::from("start")),
            (1, String::from("a {braced} note")),
            (3, String::from("review: last")),
        ];
        let text = game.to_record_with_comments(&comments);
        let r = Record::parse(&text).unwrap();
        assert_eq!(crate::Game::from_parsed(&r).unwrap(), game);
        assert_eq!(r.comments[0], (0, String::from("start")));
        assert_eq!(r.comments[1], (1, String::from("a (braced) note")));
        assert_eq!(r.comments[2], (3, String::from("review: last")));
        assert_eq!(game.to_record_with_comments(&[]), game.to_record());
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
