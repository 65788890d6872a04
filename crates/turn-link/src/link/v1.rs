//! Reading the links of earlier formats, still read so that a link sent before an update
//! opens: format 1, which the app wrote before seats signed
//! (`turn=1&g=...&dice=seat.hop.head...~for.from.hop.value&rec=...`), format 2, whose seals
//! did not cover the record's start, the sender or the receiver, and format 3, whose rolls each
//! took one other hand's nonce (so a player holding two hands could choose their own). None
//! proves anything now, so their keys, seals and dice are not read: the judge takes the whole
//! record as an agreed start (see [`crate::judge`]).

use super::{read_head, read_past, read_record, split_fields, LinkError, Past, TurnLink};
use crate::dice::DiceLog;

const V1: [&str; 8] = ["g", "id", "n", "from", "to", "seats", "dice", "rec"];

const V2: [&str; 11] = [
    "g", "id", "n", "from", "to", "seats", "past", "keys", "seals", "dice", "rec",
];

const V3: [&str; 10] = [
    "g", "id", "from", "to", "seats", "past", "keys", "seals", "dice", "rec",
];

/// The fields after `turn=1&`.
pub(super) fn parse(fields: &str) -> Result<TurnLink, LinkError> {
    old(fields, &V1, 1)
}

/// The fields after `turn=2&` (inflated).
pub(super) fn parse_v2(fields: &str) -> Result<TurnLink, LinkError> {
    old(fields, &V2, 2)
}

/// The fields after `turn=3&` (inflated).
pub(super) fn parse_v3(fields: &str) -> Result<TurnLink, LinkError> {
    old(fields, &V3, 3)
}

fn old<const N: usize>(
    fields: &str,
    names: &[&'static str; N],
    format: u32,
) -> Result<TurnLink, LinkError> {
    let found = split_fields(fields, names)?;
    let (game, id, from, to, seats) = read_head(&found, names)?;
    let past = match super::field(&found, names, "past") {
        Some(text) => read_past(text)?,
        None => Past::default(),
    };
    let record = read_record(super::field(&found, names, "rec"))?;
    Ok(TurnLink {
        format,
        game,
        id,
        from,
        to,
        seats,
        past,
        keys: Vec::new(),
        seals: Vec::new(),
        dice: DiceLog::default(),
        record,
    })
}
