//! The game record (SANDSHIPS.md, "Game record"): tag lines, then each turn's `roll` and its
//! actions, with optional turn numbers `N.` and `{comments}`. Reading is in two steps, as for
//! Martian Chess: [`Record::parse`] reads the syntax, [`crate::Game::from_record`] checks every
//! action through the rules.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use looney_pyramids::{split_tags, Tag, Token, TokenError, Tokens};

use crate::action::{parse_roll, Action};
use crate::error::RecordError;

/// A record read for its syntax: tags, actions and comments, not yet checked against the rules.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Record {
    /// The tags in the order written.
    pub tags: Vec<Tag>,
    /// The actions in order, rolls included.
    pub actions: Vec<Action>,
    /// The `{comments}`, each with the number of actions written before it.
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

    /// The turn (1 for the first roll) an action at `index` belongs to.
    pub fn turn_of(&self, index: usize) -> Option<u32> {
        let rolls = self.actions[..index.min(self.actions.len())]
            .iter()
            .filter(|a| matches!(a, Action::Roll(_)))
            .count() as u32;
        let own = matches!(self.actions.get(index), Some(Action::Roll(_))) as u32;
        (rolls + own > 0).then_some(rolls + own)
    }

    /// Reads the syntax of a record; the first unreadable token is reported with its turn.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let (tags, rest) = split_tags(text).map_err(|e| RecordError {
            token: e.line,
            turn: None,
            reason: e.reason.to_string(),
        })?;
        let mut record = Record {
            tags,
            ..Record::default()
        };
        let mut turns = 0u32;
        let mut roll_pending = false;
        for token in Tokens::new(rest) {
            let turn = (turns > 0).then_some(turns);
            let token = token.map_err(|e| RecordError {
                token: e.token,
                turn,
                reason: TokenError::REASON.to_string(),
            })?;
            let bad = |token: &str, turn: Option<u32>, reason: &str| RecordError {
                token: token.to_string(),
                turn,
                reason: reason.to_string(),
            };
            match token {
                Token::Comment(c) => record.comments.push((record.actions.len(), c.to_string())),
                Token::Number(value, word) => {
                    if value.is_none() {
                        return Err(bad(word, turn, "a turn number is written `N.`"));
                    }
                    if roll_pending {
                        return Err(bad(word, turn, "`roll` is followed by its three faces"));
                    }
                }
                Token::Word(word) if roll_pending => {
                    roll_pending = false;
                    let roll = parse_roll(word).map_err(|r| bad(word, Some(turns), r))?;
                    record.actions.push(Action::Roll(roll));
                }
                Token::Word("roll") => {
                    roll_pending = true;
                    turns += 1;
                }
                Token::Word(word) if word.starts_with('[') => {
                    return Err(bad(word, turn, "tags must come before the actions"));
                }
                Token::Word(word) => {
                    let action: Action = word
                        .parse()
                        .map_err(|e: crate::ParseActionError| bad(word, turn, e.reason))?;
                    record.actions.push(action);
                }
            }
        }
        if roll_pending {
            return Err(RecordError {
                token: "roll".into(),
                turn: Some(turns),
                reason: "`roll` at the end has no faces".into(),
            });
        }
        Ok(record)
    }
}

/// Writes actions with turn numbers before each roll, wrapped to lines of about 80 characters,
/// with each comment `(n, text)` after the first `n` actions (braces in its text become
/// parentheses, so it cannot end early).
pub(crate) fn write_actions(actions: &[Action], comments: &[(usize, String)]) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    let mut turn = 0;
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
    for (i, action) in actions.iter().enumerate() {
        let mut word = String::new();
        if matches!(action, Action::Roll(_)) {
            turn += 1;
            word.push_str(&format!("{turn}. "));
        }
        word.push_str(&action.to_string());
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
    use crate::{Game, State};

    #[test]
    fn comments_written_read_back_in_place() {
        let mut game = Game::new(State::start(2, crate::Options::default()));
        for text in ["roll ZMB", "Z:l>SW5", "M:SW5-C5", "B:b"] {
            game.play(text.parse().unwrap()).unwrap();
        }
        let comments = alloc::vec![
            (0, String::from("start")),
            (4, String::from("review: a {turn}")),
        ];
        let text = game.record_with_comments(&comments);
        let r = Record::parse(&text).unwrap();
        assert_eq!(Game::from_parsed(&r).unwrap(), game);
        assert_eq!(r.comments[0], (0, String::from("start")));
        assert_eq!(r.comments[1], (4, String::from("review: a (turn)")));
        assert_eq!(game.record_with_comments(&[]), game.record());
    }
}
