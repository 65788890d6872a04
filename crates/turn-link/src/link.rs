//! The turn link's format: what it carries and how it is written and read. Reading checks only
//! the form (every field present, every number and byte string well written); what the game
//! and the dice say is checked by [`crate::judge`].

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::dice::{Chain, DiceLog, Shares};
use crate::sign::{public_key, seal, Counts, HandKey, Seal, Transcript};
use crate::text::{base64url_decode, base64url_encode, decode_component, encode_component};

/// The link format this crate writes and reads (formats 1 and 2, whose seals covered no start,
/// and 3, whose rolls took one other hand's nonce, are still read, as links that prove nothing:
/// [`crate::judge`]).
pub const FORMAT: u32 = 4;

/// The longest link text read (a 300-turn Sandships game's link is about a third of it): a
/// longer one is refused unread.
pub const MAX_LINK: usize = 64 * 1024;

/// The most a compressed fragment may inflate to.
pub const MAX_INFLATED: usize = 128 * 1024;

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

/// The agreed start of a game by link: the first `steps` steps of its record are not proven
/// by this game's signatures and dice (they were played before it: a game played on from an
/// earlier point of `parent`, or a game begun by an earlier version of the app). A new game
/// has none.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Past {
    /// The steps before the game by link began.
    pub steps: u32,
    /// The remote game it was played on from, if any.
    pub parent: Option<String>,
}

/// A turn link: the whole game, who sent it to whom, the hands' keys and seals, and the dice
/// proof.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TurnLink {
    /// The format it was read from: [`FORMAT`], or 1 to 3 for a link of an earlier version
    /// (whose keys, seals and dice are not read: they prove nothing now).
    pub format: u32,
    /// The game's id (`martian-chess`, `sandships`).
    pub game: String,
    /// The remote game's id, the same on every device.
    pub id: String,
    /// The sender's seat.
    pub from: u8,
    /// The seat the link is for.
    pub to: u8,
    /// Who holds each seat.
    pub seats: Vec<SeatHold>,
    /// The agreed start.
    pub past: Past,
    /// Each hand's public key, in the order published.
    pub keys: Vec<HandKey>,
    /// Each hand's latest seal.
    pub seals: Vec<Seal>,
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
    /// Longer than [`MAX_LINK`] (or inflating past [`MAX_INFLATED`]): refused unread.
    TooLong,
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
            LinkError::TooLong => write!(f, "it is longer than any game's link"),
            LinkError::Field { field, reason } => write!(f, "its field `{field}` {reason}"),
        }
    }
}

pub(crate) fn bad(field: &'static str, reason: impl Into<String>) -> LinkError {
    LinkError::Field {
        field,
        reason: reason.into(),
    }
}

pub(crate) fn number<T: std::str::FromStr>(
    field: &'static str,
    text: &str,
) -> Result<T, LinkError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 9 {
        return Err(bad(field, format!("is not a number (`{text}`)")));
    }
    text.parse()
        .map_err(|_| bad(field, format!("is out of range (`{text}`)")))
}

pub(crate) fn bytes<const N: usize>(field: &'static str, text: &str) -> Result<[u8; N], LinkError> {
    base64url_decode(text)
        .and_then(|b| b.try_into().ok())
        .ok_or_else(|| bad(field, format!("holds a badly written value (`{text}`)")))
}

/// The fields of format 4 after `turn=4&`, in the order written (format 3's, which meant other
/// dice).
const NAMES: [&str; 10] = [
    "g", "id", "from", "to", "seats", "past", "keys", "seals", "dice", "rec",
];

impl TurnLink {
    /// The fragment (without `#`): `turn=4&g=...&rec=...`, or `turn=4&z=...` (the same fields
    /// deflated and in base64url) when that is shorter.
    pub fn to_fragment(&self) -> String {
        let plain = self.fields();
        let packed = crate::pack::deflate(&plain);
        if packed.len() + 2 < plain.len() {
            format!("turn={FORMAT}&z={packed}")
        } else {
            format!("turn={FORMAT}&{plain}")
        }
    }

    /// The fragment never deflated (`turn=4&g=...&rec=...`), as a person reads it; parsed as
    /// [`TurnLink::to_fragment`]'s.
    pub fn to_plain_fragment(&self) -> String {
        format!("turn={FORMAT}&{}", self.fields())
    }

    /// The fields, written out plainly.
    fn fields(&self) -> String {
        let seats: Vec<String> = self
            .seats
            .iter()
            .map(|s| match s.computer {
                Some(level) => format!("{}c{level}", s.hand),
                None => format!("{}h", s.hand),
            })
            .collect();
        let mut out = format!(
            "g={}&id={}&from={}&to={}&seats={}",
            encode_component(&self.game),
            encode_component(&self.id),
            self.from,
            self.to,
            seats.join(".")
        );
        if self.past != Past::default() {
            out.push_str(&format!("&past={}", self.past.steps));
            if let Some(parent) = &self.past.parent {
                out.push_str(&format!(".{}", encode_component(parent)));
            }
        }
        if !self.keys.is_empty() {
            let keys: Vec<String> = self
                .keys
                .iter()
                .map(|k| format!("{}.{}", k.hand, base64url_encode(&k.key)))
                .collect();
            out.push_str(&format!("&keys={}", keys.join(",")));
        }
        if !self.seals.is_empty() {
            let seals: Vec<String> = self
                .seals
                .iter()
                .map(|s| {
                    let c = s.counts;
                    let sig = base64url_encode(&s.sig);
                    format!(
                        "{}.{}.{}.{}.{}.{}.{}.{sig}",
                        s.hand, c.steps, c.keys, c.chains, c.shares, s.from, s.to
                    )
                })
                .collect();
            out.push_str(&format!("&seals={}", seals.join(",")));
        }
        if !self.dice.is_empty() {
            out.push_str("&dice=");
            out.push_str(&write_dice(&self.dice));
        }
        out.push_str("&rec=");
        out.push_str(&encode_component(&self.record));
        out
    }

    /// What a seal over this link signs, with its record's start and steps as the rules engine
    /// writes them.
    pub fn transcript<'a>(&'a self, start: &'a str, steps: &'a [String]) -> Transcript<'a> {
        Transcript {
            game: &self.game,
            id: &self.id,
            start,
            seats: &self.seats,
            past: &self.past,
            steps,
            keys: &self.keys,
            dice: &self.dice,
        }
    }

    /// Signs the whole link as hand `hand` (`start` and `steps`: its record's start and steps
    /// as the rules engine writes them), its sender and receiver included: publishes the hand's
    /// public key if the link has none for it yet, and puts the new seal in place of the
    /// hand's older one.
    pub fn sign(&mut self, secret: &[u8; 32], hand: u8, start: &str, steps: &[String]) {
        if !self.keys.iter().any(|k| k.hand == hand) {
            self.keys.push(HandKey {
                hand,
                key: public_key(secret),
            });
        }
        let new = seal(
            secret,
            hand,
            (self.from, self.to),
            &self.transcript(start, steps),
        );
        self.seals.retain(|s| s.hand != hand);
        self.seals.push(new);
        self.seals.sort_by_key(|s| s.hand);
    }

    /// The whole link: the app's address (anything after a `#` in it is dropped) and the
    /// fragment.
    pub fn to_url(&self, base: &str) -> String {
        let base = base.split('#').next().unwrap_or(base);
        format!("{base}#{}", self.to_fragment())
    }

    /// Reads a link: a whole URL, or its fragment with or without `#`; of this format (plain
    /// or deflated), or of format 1 (before seats signed), 2 (before the start was signed) or 3
    /// (before every hand had a share in each roll).
    pub fn parse(text: &str) -> Result<TurnLink, LinkError> {
        let text = text.trim();
        if text.len() > MAX_LINK {
            return Err(LinkError::TooLong);
        }
        let fragment = match text.find('#') {
            Some(i) => &text[i + 1..],
            None => text,
        };
        let rest = fragment.strip_prefix("turn=").ok_or(LinkError::NotALink)?;
        let (version, fields) = rest.split_once('&').unwrap_or((rest, ""));
        match version {
            "1" => return crate::link::v1::parse(fields),
            "2" | "3" | "4" => {}
            _ => {
                return Err(LinkError::Version(
                    decode_component(version).unwrap_or_default(),
                ))
            }
        }
        let plain = match fields.strip_prefix("z=") {
            Some(packed) => crate::pack::inflate(packed)?,
            None => fields.to_string(),
        };
        match version {
            "2" => crate::link::v1::parse_v2(&plain),
            "3" => crate::link::v1::parse_v3(&plain),
            _ => parse_fields(&plain),
        }
    }
}

/// Splits `name=value&...` into the values of `names` (a field twice is an error; a field of
/// a later version is ignored).
pub(crate) fn split_fields<'a, const N: usize>(
    text: &'a str,
    names: &[&'static str; N],
) -> Result<[Option<&'a str>; N], LinkError> {
    let mut found: [Option<&str>; N] = [None; N];
    for field in text.split('&').filter(|f| !f.is_empty()) {
        let (name, value) = field.split_once('=').unwrap_or((field, ""));
        let Some(i) = names.iter().position(|n| *n == name) else {
            continue;
        };
        if found[i].replace(value).is_some() {
            return Err(bad(names[i], "is given twice"));
        }
    }
    Ok(found)
}

/// The fields every format has: game, id, from, to and seats.
pub(crate) type Head = (String, String, u8, u8, Vec<SeatHold>);

/// The value of field `name` (one of `names`), if the link has it.
pub(crate) fn field<'a>(
    found: &[Option<&'a str>],
    names: &[&'static str],
    name: &'static str,
) -> Option<&'a str> {
    names.iter().position(|n| *n == name).and_then(|i| found[i])
}

pub(crate) fn read_head(found: &[Option<&str>], names: &[&'static str]) -> Result<Head, LinkError> {
    let get = |name: &'static str| field(found, names, name).ok_or_else(|| bad(name, "is missing"));
    let text_of = |name: &'static str| {
        get(name).and_then(|v| decode_component(v).ok_or_else(|| bad(name, "is badly encoded")))
    };
    let game = text_of("g")?;
    let id = text_of("id")?;
    if id.is_empty() || id.len() > 64 {
        return Err(bad("id", "must be 1 to 64 characters"));
    }
    let from: u8 = number("from", get("from")?)?;
    let to: u8 = number("to", get("to")?)?;
    let seats = read_seats(get("seats")?)?;
    for (seat, field) in [(from, "from"), (to, "to")] {
        if usize::from(seat) >= seats.len() {
            return Err(bad(
                field,
                format!("names seat {seat}, and the game has {} seats", seats.len()),
            ));
        }
    }
    Ok((game, id, from, to, seats))
}

pub(crate) fn read_record(value: Option<&str>) -> Result<String, LinkError> {
    value
        .ok_or_else(|| bad("rec", "is missing"))
        .and_then(|v| decode_component(v).ok_or_else(|| bad("rec", "is badly encoded")))
}

fn parse_fields(text: &str) -> Result<TurnLink, LinkError> {
    let found = split_fields(text, &NAMES)?;
    let (game, id, from, to, seats) = read_head(&found, &NAMES)?;
    let past = match found[5] {
        Some(text) => read_past(text)?,
        None => Past::default(),
    };
    let keys = match found[6] {
        Some(text) => read_keys(text, seats.len())?,
        None => Vec::new(),
    };
    let seals = match found[7] {
        Some(text) => read_seals(text, seats.len())?,
        None => Vec::new(),
    };
    let dice = match found[8] {
        Some(text) => read_dice(text, seats.len())?,
        None => DiceLog::default(),
    };
    let record = read_record(found[9])?;
    Ok(TurnLink {
        format: FORMAT,
        game,
        id,
        from,
        to,
        seats,
        past,
        keys,
        seals,
        dice,
        record,
    })
}

pub(crate) fn read_seats(text: &str) -> Result<Vec<SeatHold>, LinkError> {
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

pub(crate) fn read_past(text: &str) -> Result<Past, LinkError> {
    let (steps, parent) = match text.split_once('.') {
        Some((steps, parent)) => {
            let parent = decode_component(parent)
                .filter(|p| !p.is_empty() && p.len() <= 64)
                .ok_or_else(|| bad("past", "names its parent game badly"))?;
            (steps, Some(parent))
        }
        None => (text, None),
    };
    Ok(Past {
        steps: number("past", steps)?,
        parent,
    })
}

/// A seat number or hand below `seats`.
fn below(field: &'static str, text: &str, seats: usize) -> Result<u8, LinkError> {
    let s: u8 = number(field, text)?;
    if usize::from(s) >= seats {
        return Err(bad(
            field,
            format!("names seat or hand {s}, beyond the seats"),
        ));
    }
    Ok(s)
}

fn read_keys(text: &str, seats: usize) -> Result<Vec<HandKey>, LinkError> {
    let mut keys: Vec<HandKey> = Vec::new();
    for k in text.split(',') {
        let (hand, key) = k
            .split_once('.')
            .ok_or_else(|| bad("keys", format!("has a badly written key (`{k}`)")))?;
        let key = HandKey {
            hand: below("keys", hand, seats)?,
            key: bytes("keys", key)?,
        };
        if keys.iter().any(|o| o.hand == key.hand) {
            return Err(bad("keys", format!("gives hand {} two keys", key.hand)));
        }
        keys.push(key);
    }
    Ok(keys)
}

fn read_seals(text: &str, seats: usize) -> Result<Vec<Seal>, LinkError> {
    let mut seals: Vec<Seal> = Vec::new();
    for s in text.split(',') {
        let parts: Vec<&str> = s.split('.').collect();
        if parts.len() != 8 {
            return Err(bad("seals", format!("has a badly written seal (`{s}`)")));
        }
        let seal = Seal {
            hand: below("seals", parts[0], seats)?,
            counts: Counts {
                steps: number("seals", parts[1])?,
                keys: number("seals", parts[2])?,
                chains: number("seals", parts[3])?,
                shares: number("seals", parts[4])?,
            },
            from: below("seals", parts[5], seats)?,
            to: below("seals", parts[6], seats)?,
            sig: bytes("seals", parts[7])?,
        };
        if seals.iter().any(|o| o.hand == seal.hand) {
            return Err(bad("seals", format!("gives hand {} two seals", seal.hand)));
        }
        seals.push(seal);
    }
    Ok(seals)
}

/// Roll chains, then chains of shares: `seat.head[.rolls.reveal],...~hand.head[.depth.reveal],...`.
fn write_dice(dice: &DiceLog) -> String {
    let write = |who: u8, head: &[u8; 16], reveal: Option<(u32, [u8; 16])>| {
        let mut s = format!("{who}.{}", base64url_encode(head));
        if let Some((depth, x)) = reveal {
            s.push_str(&format!(".{depth}.{}", base64url_encode(&x)));
        }
        s
    };
    let chains: Vec<String> = dice
        .chains
        .iter()
        .map(|c| write(c.seat, &c.head, c.reveal))
        .collect();
    let shares: Vec<String> = dice
        .shares
        .iter()
        .map(|c| write(c.hand, &c.head, c.reveal))
        .collect();
    format!("{}~{}", chains.join(","), shares.join(","))
}

/// One commitment of the dice field: seat or hand, head and reveal.
type Commitment = (u8, [u8; 16], Option<(u32, [u8; 16])>);

/// The commitments of one side of the dice field, each seat or hand once.
fn read_commitments(text: &str, seats: usize) -> Result<Vec<Commitment>, LinkError> {
    let mut out: Vec<Commitment> = Vec::new();
    for c in text.split(',').filter(|c| !c.is_empty()) {
        let parts: Vec<&str> = c.split('.').collect();
        let reveal = match parts.len() {
            2 => None,
            4 => Some((number("dice", parts[2])?, bytes("dice", parts[3])?)),
            _ => {
                return Err(bad(
                    "dice",
                    format!("has a badly written commitment (`{c}`)"),
                ))
            }
        };
        let who = below("dice", parts[0], seats)?;
        if out.iter().any(|o| o.0 == who) {
            return Err(bad("dice", format!("commits seat or hand {who} twice")));
        }
        out.push((who, bytes("dice", parts[1])?, reveal));
    }
    Ok(out)
}

/// The roll chains and chains of shares of the dice field.
fn read_dice(text: &str, seats: usize) -> Result<DiceLog, LinkError> {
    let (chains, shares) = text
        .split_once('~')
        .ok_or_else(|| bad("dice", "has no `~` between roll chains and shares"))?;
    Ok(DiceLog {
        chains: read_commitments(chains, seats)?
            .into_iter()
            .map(|(seat, head, reveal)| Chain { seat, head, reveal })
            .collect(),
        shares: read_commitments(shares, seats)?
            .into_iter()
            .map(|(hand, head, reveal)| Shares { hand, head, reveal })
            .collect(),
    })
}

mod v1;

#[cfg(test)]
pub(crate) mod tests;
