//! Actions and their text (SANDSHIPS.md, "Action text").

use core::fmt;
use core::str::FromStr;

use looney_pyramids::Size;

use crate::board::{City, Port};
use crate::dice::{Face, Roll};
use crate::error::ParseActionError;
use crate::piece::{Owner, Seat};
use crate::BOARD;

/// What a die is spent on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Kind {
    /// Transform: a piece of that size leaves the mover's spire in the port's city and docks
    /// there (`l>NE1`).
    Launch {
        /// The piece's size.
        size: Size,
        /// The empty port.
        port: Port,
    },
    /// Transform: the mover's ship in that port stands up in its city (`NE1^`).
    Land {
        /// The ship's port.
        port: Port,
    },
    /// Build: the smallest pool piece joins the home spire (`b`).
    Build,
    /// Unfurl: the ship in that port becomes the next larger size (`NE1+`).
    Unfurl {
        /// The ship's port.
        port: Port,
    },
    /// Move: the ship sails `from` → `to`; a ship on `to` is first bumped to `bump`
    /// (`NE1-C1`, `NE1-C1/C3`).
    Move {
        /// Where the ship stands.
        from: Port,
        /// Where it goes.
        to: Port,
        /// Where the ship it bumps goes.
        bump: Option<Port>,
    },
    /// Zap: a piece of another owner leaves a spire (`C.2m`, `C.xl`).
    Zap {
        /// The city.
        city: City,
        /// Whose piece.
        owner: Owner,
        /// Its size.
        size: Size,
    },
}

impl Kind {
    /// The face whose action this is.
    pub const fn face(self) -> Face {
        match self {
            Kind::Launch { .. } | Kind::Land { .. } => Face::T,
            Kind::Build => Face::B,
            Kind::Unfurl { .. } => Face::U,
            Kind::Move { .. } => Face::M,
            Kind::Zap { .. } => Face::Z,
        }
    }
}

/// One action of a turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Action {
    /// The dice as rolled (`roll TTB`).
    Roll(Roll),
    /// A die of that face spent on an action (`M:NE1-C1`); a die spent as Wild keeps its face.
    Use(Face, Kind),
    /// The turn ends with dice left (`end`).
    End,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |p: Port| BOARD.port_name(p);
        match *self {
            Kind::Launch { size, port } => write!(f, "{}>{}", size.letter(), name(port)),
            Kind::Land { port } => write!(f, "{}^", name(port)),
            Kind::Build => f.write_str("b"),
            Kind::Unfurl { port } => write!(f, "{}+", name(port)),
            Kind::Move { from, to, bump } => {
                write!(f, "{}-{}", name(from), name(to))?;
                match bump {
                    Some(b) => write!(f, "/{}", name(b)),
                    None => Ok(()),
                }
            }
            Kind::Zap { city, owner, size } => {
                write!(f, "{}.{}{}", city, owner.char(), size.letter())
            }
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(roll) => write!(f, "roll {roll}"),
            Action::Use(face, kind) => write!(f, "{}:{kind}", face.letter()),
            Action::End => f.write_str("end"),
        }
    }
}

fn port(text: &str) -> Result<Port, &'static str> {
    BOARD
        .port(text)
        .ok_or("a port is a city and a zone it faces: NW7 NW8 NE1 NE2 SE3 SE4 SW5 SW6 C1-C8")
}

impl FromStr for Kind {
    type Err = &'static str;

    fn from_str(text: &str) -> Result<Kind, &'static str> {
        if text == "b" {
            return Ok(Kind::Build);
        }
        if let Some(rest) = text.strip_suffix('^') {
            return Ok(Kind::Land { port: port(rest)? });
        }
        if let Some(rest) = text.strip_suffix('+') {
            return Ok(Kind::Unfurl { port: port(rest)? });
        }
        if let Some((size, to)) = text.split_once('>') {
            let mut chars = size.chars();
            let size = match (chars.next().and_then(Size::from_letter), chars.next()) {
                (Some(s), None) => s,
                _ => return Err("a launch is a size (s, m, l), `>` and a port: l>NE1"),
            };
            return Ok(Kind::Launch {
                size,
                port: port(to)?,
            });
        }
        if let Some((city, piece)) = text.split_once('.') {
            let city = City::from_name(city).ok_or("a zap names a city: NW NE SE SW C")?;
            let mut chars = piece.chars();
            let (owner, size) = match (chars.next(), chars.next(), chars.next()) {
                (Some(o), Some(s), None) => (o, s),
                _ => return Err("a zap is a city, `.`, an owner and a size: C.2m or C.xl"),
            };
            let owner = match owner {
                'x' => Owner::Dead,
                '0'..='3' => Owner::Seat(Seat(owner as u8 - b'0')),
                _ => return Err("a zapped piece's owner is a seat 0-3 or x (dead)"),
            };
            let size = Size::from_letter(size).ok_or("a size is s, m or l")?;
            return Ok(Kind::Zap { city, owner, size });
        }
        if let Some((from, rest)) = text.split_once('-') {
            let (to, bump) = match rest.split_once('/') {
                Some((to, bump)) => (to, Some(port(bump)?)),
                None => (rest, None),
            };
            return Ok(Kind::Move {
                from: port(from)?,
                to: port(to)?,
                bump,
            });
        }
        Err("an action is a launch l>NE1, a landing NE1^, b, an unfurl NE1+, a move NE1-C1 or NE1-C1/C3, or a zap C.2m")
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads `roll TTB` (or `roll` and the faces as one word with no space: `rollTTB` is not
    /// accepted), `end`, or `<face>:<action>`.
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let bad = |reason: &'static str| ParseActionError {
            text: text.into(),
            reason,
        };
        let text = text.trim();
        if text == "end" {
            return Ok(Action::End);
        }
        if let Some(faces) = text.strip_prefix("roll ") {
            return parse_roll(faces.trim()).map(Action::Roll).map_err(bad);
        }
        let (face, kind) = text.split_once(':').ok_or_else(|| {
            bad("an action is `roll XYZ`, `end`, or a die's face, `:` and what it does (M:NE1-C1)")
        })?;
        let mut chars = face.chars();
        let face = match (chars.next().and_then(Face::from_letter), chars.next()) {
            (Some(f), None) => f,
            _ => return Err(bad("a die's face is T, B, U, M, Z or W")),
        };
        let kind: Kind = kind.parse().map_err(bad)?;
        Ok(Action::Use(face, kind))
    }
}

/// Three faces as rolled, such as `TTB`.
pub fn parse_roll(faces: &str) -> Result<Roll, &'static str> {
    let mut out = [Face::W; 3];
    let mut n = 0;
    for c in faces.chars() {
        let face = Face::from_letter(c).ok_or("a roll is three faces from T B U M Z W")?;
        if n == 3 {
            return Err("a roll is three faces from T B U M Z W");
        }
        out[n] = face;
        n += 1;
    }
    if n != 3 {
        return Err("a roll is three faces from T B U M Z W");
    }
    Ok(Roll(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn action_texts_round_trip() {
        for text in [
            "roll TTB",
            "end",
            "T:l>NE1",
            "T:NE1^",
            "B:b",
            "U:NE1+",
            "M:NE1-C1",
            "M:NE1-C1/C3",
            "Z:C.2m",
            "Z:C.xl",
            "W:SW5-SW6",
        ] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
        }
        for bad in [
            "",
            "roll TT",
            "roll TTBB",
            "X:b",
            "T:",
            "T:q>NE1",
            "M:NE1-NE9",
            "Z:C.5m",
            "b",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
