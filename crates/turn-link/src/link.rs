//! The turn link's format: what it carries and how it is written and read. Reading checks only
//! the form (every field present, every number and byte string well written); what the game
//! and the dice say is checked by [`crate::judge`].

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::dice::{Chain, DiceLog, Nonce};
use crate::text::{base64url_decode, base64url_encode, decode_component, encode_component};

/// The link format this crate writes and reads.
pub const FORMAT: u32 = 1;

/// The most seats a game has.
const MAX_SEATS: usize = 6;

/// Who holds a seat: a hand (one device; hand 0 started the game) and whether that device's
/// computer plays it (its level), or a person.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SeatHold {
    /// The hand holding it.
    pub hand: u8,
    /// The computer's level, if the computer plays it on that hand's device.
    pub computer: Option<u8>,
}

/// A turn link: the whole game, who sent it to whom, and the dice proof.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TurnLink {
    /// The game's id (`martian-chess`, `sandships`).
    pub game: String,
    /// The remote game's id, the same on every device.
    pub id: String,
    /// The link's number in the game: one more than any link its sender had.
    pub hop: u32,
    /// The sender's seat.
    pub from: u8,
    /// The seat the link is for.
    pub to: u8,
    /// Who holds each seat.
    pub seats: Vec<SeatHold>,
    /// The dice log (empty for a game without dice).
    pub dice: DiceLog,
    /// The game record.
    pub record: String,
}

/// Why a link could not be read at all.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LinkError {
    /// It is not a turn link (no `#turn=`).
    NotALink,
    /// A format this version does not know.
    Version(String),
    /// A field is missing or badly written.
    Field {
        /// The field's name in the link.
        field: &'static str,
        /// What is wrong.
        reason: String,
    },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NotALink => write!(f, "it is not a turn link"),
            LinkError::Version(v) => {
                write!(
                    f,
                    "it is a link of format {v}, which this version does not know"
                )
            }
            LinkError::Field { field, reason } => write!(f, "its field `{field}` {reason}"),
        }
    }
}

fn bad(field: &'static str, reason: impl Into<String>) -> LinkError {
    LinkError::Field {
        field,
        reason: reason.into(),
    }
}

fn number<T: std::str::FromStr>(field: &'static str, text: &str) -> Result<T, LinkError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 9 {
        return Err(bad(field, format!("is not a number (`{text}`)")));
    }
    text.parse()
        .map_err(|_| bad(field, format!("is out of range (`{text}`)")))
}

fn bytes<const N: usize>(field: &'static str, text: &str) -> Result<[u8; N], LinkError> {
    base64url_decode(text)
        .and_then(|b| b.try_into().ok())
        .ok_or_else(|| bad(field, format!("holds a badly written value (`{text}`)")))
}

impl TurnLink {
    /// The fragment (without `#`): `turn=1&g=...&rec=...`.
    pub fn to_fragment(&self) -> String {
        let seats: Vec<String> = self
            .seats
            .iter()
            .map(|s| match s.computer {
                Some(level) => format!("{}c{level}", s.hand),
                None => format!("{}h", s.hand),
            })
            .collect();
        let mut out = format!(
            "turn={FORMAT}&g={}&id={}&n={}&from={}&to={}&seats={}",
            encode_component(&self.game),
            encode_component(&self.id),
            self.hop,
            self.from,
            self.to,
            seats.join(".")
        );
        if !self.dice.is_empty() {
            out.push_str("&dice=");
            out.push_str(&write_dice(&self.dice));
        }
        out.push_str("&rec=");
        out.push_str(&encode_component(&self.record));
        out
    }

    /// The whole link: the app's address (anything after a `#` in it is dropped) and the
    /// fragment.
    pub fn to_url(&self, base: &str) -> String {
        let base = base.split('#').next().unwrap_or(base);
        format!("{base}#{}", self.to_fragment())
    }

    /// Reads a link: a whole URL, or its fragment with or without `#`.
    pub fn parse(text: &str) -> Result<TurnLink, LinkError> {
        let text = text.trim();
        let fragment = match text.find('#') {
            Some(i) => &text[i + 1..],
            None => text,
        };
        let rest = fragment.strip_prefix("turn=").ok_or(LinkError::NotALink)?;
        let mut fields = rest.split('&');
        let version = fields.next().unwrap_or_default();
        if version != FORMAT.to_string() {
            return Err(LinkError::Version(
                decode_component(version).unwrap_or_default(),
            ));
        }
        let mut found: [Option<&str>; 8] = [None; 8];
        const NAMES: [&str; 8] = ["g", "id", "n", "from", "to", "seats", "dice", "rec"];
        for field in fields {
            let (name, value) = field.split_once('=').unwrap_or((field, ""));
            let Some(i) = NAMES.iter().position(|n| *n == name) else {
                continue; // A later version's field: ignored.
            };
            if found[i].replace(value).is_some() {
                return Err(bad(NAMES[i], "is given twice"));
            }
        }
        let get = |i: usize| found[i].ok_or_else(|| bad(NAMES[i], "is missing"));
        let text_of = |i: usize| {
            get(i)
                .and_then(|v| decode_component(v).ok_or_else(|| bad(NAMES[i], "is badly encoded")))
        };
        let game = text_of(0)?;
        let id = text_of(1)?;
        if id.is_empty() || id.len() > 64 {
            return Err(bad("id", "must be 1 to 64 characters"));
        }
        let hop: u32 = number("n", get(2)?)?;
        let from: u8 = number("from", get(3)?)?;
        let to: u8 = number("to", get(4)?)?;
        let seats = read_seats(get(5)?)?;
        if usize::from(from) >= seats.len() {
            return Err(bad(
                "from",
                format!("names seat {from}, and the game has {} seats", seats.len()),
            ));
        }
        if usize::from(to) >= seats.len() {
            return Err(bad(
                "to",
                format!("names seat {to}, and the game has {} seats", seats.len()),
            ));
        }
        let dice = match found[6] {
            Some(text) => read_dice(text, seats.len(), hop)?,
            None => DiceLog::default(),
        };
        let record = text_of(7)?;
        Ok(TurnLink {
            game,
            id,
            hop,
            from,
            to,
            seats,
            dice,
            record,
        })
    }
}

fn read_seats(text: &str) -> Result<Vec<SeatHold>, LinkError> {
    let seats = text
        .split('.')
        .map(|s| {
            let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
            let hand: u8 = number("seats", &s[..split])?;
            let computer = match &s[split..] {
                "h" => None,
                kind => match kind.strip_prefix('c').map(|l| number::<u8>("seats", l)) {
                    Some(Ok(level)) if (1..=5).contains(&level) => Some(level),
                    _ => return Err(bad("seats", format!("has a seat of unknown kind (`{s}`)"))),
                },
            };
            Ok(SeatHold { hand, computer })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !(2..=MAX_SEATS).contains(&seats.len()) {
        return Err(bad(
            "seats",
            format!("lists {} seats (a game has 2 to 6)", seats.len()),
        ));
    }
    if seats.iter().any(|s| usize::from(s.hand) >= seats.len()) {
        return Err(bad("seats", "names a hand beyond the seats"));
    }
    Ok(seats)
}

/// Chains, then nonces: `seat.hop.head[.depth.reveal],...~for.from.hop.value,...`.
fn write_dice(dice: &DiceLog) -> String {
    let chains: Vec<String> = dice
        .chains
        .iter()
        .map(|c| {
            let mut s = format!("{}.{}.{}", c.seat, c.hop, base64url_encode(&c.head));
            if let Some((depth, x)) = c.reveal {
                s.push_str(&format!(".{depth}.{}", base64url_encode(&x)));
            }
            s
        })
        .collect();
    let nonces: Vec<String> = dice
        .nonces
        .iter()
        .map(|n| {
            format!(
                "{}.{}.{}.{}",
                n.seat,
                n.from,
                n.hop,
                base64url_encode(&n.value)
            )
        })
        .collect();
    format!("{}~{}", chains.join(","), nonces.join(","))
}

fn read_dice(text: &str, seats: usize, hop: u32) -> Result<DiceLog, LinkError> {
    let (chains, nonces) = text
        .split_once('~')
        .ok_or_else(|| bad("dice", "has no `~` between commitments and nonces"))?;
    let seat = |t: &str| -> Result<u8, LinkError> {
        let s: u8 = number("dice", t)?;
        if usize::from(s) >= seats {
            return Err(bad("dice", format!("names seat {s}, beyond the seats")));
        }
        Ok(s)
    };
    let hop_of = |t: &str| -> Result<u32, LinkError> {
        let h: u32 = number("dice", t)?;
        if h > hop {
            return Err(bad(
                "dice",
                format!("has an entry from link {h}, after this link ({hop})"),
            ));
        }
        Ok(h)
    };
    let mut log = DiceLog::default();
    for c in chains.split(',').filter(|c| !c.is_empty()) {
        let parts: Vec<&str> = c.split('.').collect();
        let reveal = match parts.len() {
            3 => None,
            5 => Some((number("dice", parts[3])?, bytes("dice", parts[4])?)),
            _ => {
                return Err(bad(
                    "dice",
                    format!("has a badly written commitment (`{c}`)"),
                ))
            }
        };
        let chain = Chain {
            seat: seat(parts[0])?,
            hop: hop_of(parts[1])?,
            head: bytes("dice", parts[2])?,
            reveal,
        };
        if log.chains.iter().any(|o| o.seat == chain.seat) {
            return Err(bad("dice", format!("commits seat {} twice", chain.seat)));
        }
        log.chains.push(chain);
    }
    for n in nonces.split(',').filter(|n| !n.is_empty()) {
        let parts: Vec<&str> = n.split('.').collect();
        if parts.len() != 4 {
            return Err(bad("dice", format!("has a badly written nonce (`{n}`)")));
        }
        log.nonces.push(Nonce {
            seat: seat(parts[0])?,
            from: seat(parts[1])?,
            hop: hop_of(parts[2])?,
            value: bytes("dice", parts[3])?,
        });
    }
    Ok(log)
}

#[cfg(test)]
mod tests;
