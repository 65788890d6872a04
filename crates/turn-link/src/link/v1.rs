//! Reading the links of format 1, which the app wrote before seats signed
//! (`turn=1&g=...&dice=seat.hop.head...~for.from.hop.value&rec=...`): still read, so a link
//! sent before an update opens. It has no keys and no seals, so nothing in it is proven: the
//! judge takes its whole record as an agreed start (see [`crate::judge`]).

use super::{read_dice_entries, read_head, read_record, split_fields, LinkError, Past, TurnLink};
use crate::dice::DiceLog;

const NAMES: [&str; 8] = ["g", "id", "n", "from", "to", "seats", "dice", "rec"];

/// The fields after `turn=1&`.
pub(super) fn parse(fields: &str) -> Result<TurnLink, LinkError> {
    let found = split_fields(fields, &NAMES)?;
    let (game, id, hop, from, to, seats) = read_head(&found, &NAMES)?;
    let dice = match found[6] {
        Some(text) => read_dice_entries(text, seats.len(), true)?,
        None => DiceLog::default(),
    };
    let record = read_record(found[7])?;
    Ok(TurnLink {
        format: 1,
        game,
        id,
        hop,
        from,
        to,
        seats,
        past: Past::default(),
        keys: Vec::new(),
        seals: Vec::new(),
        dice,
        record,
    })
}
