//! Position text, exactly as RULES.md defines it:
//! `<placement> <turn> <last> <clock> <scores>`, e.g. the two-player start
//! `qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0`.
//! Writers use lower case, one digit per run of empty squares and single spaces; the reader
//! rejects anything else with an error naming the field.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::error::{ParsePositionError, PositionField};
use crate::role::Role;
use crate::setup::Setup;
use crate::square::Square;

fn err(field: PositionField, found: &str, expected: &'static str) -> ParsePositionError {
    ParsePositionError {
        field,
        found: found.to_string(),
        expected,
    }
}

/// A whole number written plainly: digits only, no sign, no leading zero.
pub(crate) fn parse_number(text: &str) -> Option<u32> {
    let plain = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    if plain {
        text.parse().ok()
    } else {
        None
    }
}

fn parse_rank(text: &str) -> Result<Vec<Option<Role>>, ParsePositionError> {
    let mut rank = Vec::new();
    let mut after_digit = false;
    for c in text.chars() {
        if let Some(role) = Role::from_char(c) {
            rank.push(Some(role));
            after_digit = false;
        } else if let Some(n @ 1..=8) = c.to_digit(10) {
            if after_digit {
                return Err(err(
                    PositionField::Placement,
                    text,
                    "one digit per run of empty squares",
                ));
            }
            rank.extend(core::iter::repeat_n(None, n as usize));
            after_digit = true;
        } else {
            return Err(err(
                PositionField::Placement,
                text,
                "a rank lists `p`, `d`, `q` and digits 1-8 for empty squares",
            ));
        }
    }
    if rank.is_empty() {
        return Err(err(
            PositionField::Placement,
            text,
            "an empty rank is written `4` or `8`",
        ));
    }
    Ok(rank)
}

/// `from-to`; `x` and `+` are accepted in place of `-`.
pub(crate) fn parse_last(text: &str) -> Option<(Square, Square)> {
    if !text.is_ascii() || text.len() != 5 {
        return None;
    }
    let (from, rest) = text.split_at(2);
    let (sign, to) = rest.split_at(1);
    if !matches!(sign, "-" | "x" | "+") {
        return None;
    }
    Some((Square::parse(from)?, Square::parse(to)?))
}

impl FromStr for Setup {
    type Err = ParsePositionError;

    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let fields: Vec<&str> = text.split(' ').collect();
        if fields.len() != 5 || fields.iter().any(|f| f.is_empty()) {
            return Err(err(
                PositionField::Line,
                text,
                "five fields separated by single spaces: placement, turn, last move, clock, scores",
            ));
        }
        let placement = fields[0]
            .split('/')
            .map(parse_rank)
            .collect::<Result<Vec<_>, _>>()?;
        let turn = parse_number(fields[1])
            .ok_or_else(|| err(PositionField::Turn, fields[1], "a seat number"))?;
        let last = match fields[2] {
            "-" => None,
            t => Some(parse_last(t).ok_or_else(|| {
                err(
                    PositionField::Last,
                    t,
                    "`-` or a move written `from-to`, such as `c2-c5`",
                )
            })?),
        };
        let clock = match fields[3] {
            "-" => None,
            t => Some(
                parse_number(t)
                    .ok_or_else(|| err(PositionField::Clock, t, "`-` or the clock's count, 0-7"))?,
            ),
        };
        let scores = fields[4]
            .split(',')
            .map(parse_number)
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| {
                err(
                    PositionField::Scores,
                    fields[4],
                    "one whole number per seat, separated by commas",
                )
            })?;
        Ok(Setup {
            placement,
            turn,
            last,
            clock,
            scores,
        })
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, rank) in self.placement.iter().enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            let mut empty = 0;
            for sq in rank {
                match sq {
                    None => empty += 1,
                    Some(role) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", role.char())?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        write!(f, " {} ", self.turn)?;
        match self.last {
            Some((from, to)) => write!(f, "{from}-{to}")?,
            None => f.write_str("-")?,
        }
        match self.clock {
            Some(c) => write!(f, " {c} ")?,
            None => f.write_str(" - ")?,
        }
        let scores: Vec<String> = self.scores.iter().map(|s| s.to_string()).collect();
        f.write_str(&scores.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_the_start() {
        let text = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";
        let setup: Setup = text.parse().unwrap();
        assert_eq!(setup.placement.len(), 8);
        assert_eq!(
            setup.piece_at(Square::parse("c1").unwrap()),
            Some(Role::Queen)
        );
        assert_eq!(
            setup.piece_at(Square::parse("b3").unwrap()),
            Some(Role::Pawn)
        );
        assert_eq!(setup.to_string(), text);
    }

    #[test]
    fn rejects_with_the_field_named() {
        let cases = [
            (
                "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0 ",
                PositionField::Line,
            ),
            (
                "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq  0 - - 0,0",
                PositionField::Line,
            ),
            (
                "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqQ 0 - - 0,0",
                PositionField::Placement,
            ),
            (
                "qqd1/qdp1/dpp1/22/4/1ppd/1pdq/1dqq 0 - - 0,0",
                PositionField::Placement,
            ),
            (
                "qqd1/qdp1/dpp1/4/0/1ppd/1pdq/1dqq 0 - - 0,0",
                PositionField::Placement,
            ),
            (
                "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq x - - 0,0",
                PositionField::Turn,
            ),
            (
                "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 c2c5 - 0,0",
                PositionField::Last,
            ),
            (
                "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - 07 0,0",
                PositionField::Clock,
            ),
            (
                "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,,0",
                PositionField::Scores,
            ),
            (
                "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - -1,0",
                PositionField::Scores,
            ),
        ];
        for (text, field) in cases {
            assert_eq!(text.parse::<Setup>().unwrap_err().field, field, "{text}");
        }
    }

    #[test]
    fn accepts_x_and_plus_in_the_last_move() {
        for sign in ["-", "x", "+"] {
            let text = alloc::format!("4/4/4/4/4/4/4/3p 1 c2{sign}c5 3 1,2");
            let setup: Setup = text.parse().unwrap();
            assert_eq!(
                setup.last,
                Some((Square::parse("c2").unwrap(), Square::parse("c5").unwrap()))
            );
            assert_eq!(setup.to_string(), "4/4/4/4/4/4/4/3p 1 c2-c5 3 1,2");
        }
    }
}
