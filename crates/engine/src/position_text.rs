//! Position text, exactly as RULES.md defines it:
//! `<placement> <turn> <last> <clock> <scores>`, e.g. the two-player start
//! `qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0`.
//! On a wedge board the placement lists the zones in seat order separated by `|`, each as four
//! ranks from 4 down to 1: the three-player start is
//! `4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1 0 - - 0,0,0`.
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

/// `from-to`; `x` and `+` are accepted in place of `-`. Both squares are grid names (`c2-c5`)
/// or both wedge names (`0c3-1d4`).
pub(crate) fn parse_last(text: &str) -> Option<(Square, Square)> {
    let name = match text.len() {
        5 => 2,
        7 => 3,
        _ => return None,
    };
    if !text.is_ascii() {
        return None;
    }
    let (from, rest) = text.split_at(name);
    let (sign, to) = rest.split_at(1);
    if !matches!(sign, "-" | "x" | "+") {
        return None;
    }
    Some((Square::parse(from)?, Square::parse(to)?))
}

/// The zones a wedge board may have in its text (four players keep the 8 x 8 board).
const WEDGE_ZONES: [usize; 3] = [3, 5, 6];

/// The placement field: ranks separated by `/`, on a wedge board zones separated by `|`.
/// Ranks of the placement field, top first.
type Ranks = Vec<Vec<Option<Role>>>;

fn parse_placement(text: &str) -> Result<(Ranks, Option<u8>), ParsePositionError> {
    if !text.contains('|') {
        let ranks = text.split('/').map(parse_rank).collect::<Result<_, _>>()?;
        return Ok((ranks, None));
    }
    let zones: Vec<&str> = text.split('|').collect();
    if !WEDGE_ZONES.contains(&zones.len()) {
        return Err(err(
            PositionField::Placement,
            text,
            "a wedge board has 3, 5 or 6 zones separated by `|` (four players use the 8 x 8 board)",
        ));
    }
    let count = zones.len();
    let mut ranks = Vec::new();
    for zone in zones {
        let before = ranks.len();
        for rank in zone.split('/') {
            ranks.push(parse_rank(rank)?);
        }
        if ranks.len() - before != 4 || ranks[before..].iter().any(|r| r.len() != 4) {
            return Err(err(
                PositionField::Placement,
                zone,
                "each wedge zone is four ranks of four squares",
            ));
        }
    }
    Ok((ranks, Some(count as u8)))
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
        let (placement, zones) = parse_placement(fields[0])?;
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
            zones,
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
                let zone_ends = self.zones.is_some() && i % 4 == 0;
                f.write_str(if zone_ends { "|" } else { "/" })?;
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
    fn reads_and_writes_wedge_zones() {
        let text = "4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1|4/dpp1/qdp1/1qd1 2 0a1-2a1 - 0,3,0";
        let setup: Setup = text.parse().unwrap();
        assert_eq!((setup.zones, setup.placement.len()), (Some(3), 12));
        let at = |name| setup.piece_at(Square::parse(name).unwrap());
        assert_eq!(at("0a1"), Some(Role::Queen));
        assert_eq!(at("2a1"), None);
        assert_eq!(at("1c3"), Some(Role::Pawn));
        assert_eq!(at("3a1"), None);
        assert_eq!(at("a1"), None);
        assert_eq!(
            setup.last,
            Some((Square::parse("0a1").unwrap(), Square::parse("2a1").unwrap()))
        );
        assert_eq!(setup.to_string(), text);
    }

    #[test]
    fn refuses_bad_wedge_zones() {
        let zone = "4/dpp1/qdp1/qqd1";
        let cases = [
            // Two and four zones are not wedge boards; seven is too many.
            alloc::format!("{zone}|{zone} 0 - - 0,0"),
            alloc::format!("{zone}|{zone}|{zone}|{zone} 0 - - 0,0,0,0"),
            alloc::format!("{zone}|{zone}|{zone}|{zone}|{zone}|{zone}|{zone} 0 - - 0"),
            // Ragged zones: three ranks, five ranks, a rank of five squares.
            alloc::format!("{zone}|dpp1/qdp1/qqd1|{zone} 0 - - 0,0,0"),
            alloc::format!("{zone}|4/{zone}|{zone} 0 - - 0,0,0"),
            alloc::format!("{zone}|5/dpp1/qdp1/qqd1|{zone} 0 - - 0,0,0"),
            alloc::format!("{zone}||{zone} 0 - - 0,0,0"),
        ];
        for text in cases {
            let e = text.parse::<Setup>().unwrap_err();
            assert_eq!(e.field, PositionField::Placement, "{text}");
        }
        let mixed = alloc::format!("{zone}|{zone}|{zone} 0 0a1-b2 - 0,0,0");
        assert_eq!(
            mixed.parse::<Setup>().unwrap_err().field,
            PositionField::Last
        );
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
