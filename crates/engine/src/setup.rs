//! An unchecked position: public fields, anything goes. It becomes a playable
//! [`crate::Position`] only through [`crate::Position::from_setup`], which checks it.

use alloc::vec::Vec;

use crate::role::Role;
use crate::square::Square;

/// A position as read from text or storage, not yet checked.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// Ranks from 8 down to 1, each listing its files from `a` on. On a wedge board: each
    /// zone's ranks from 4 down to 1 (files `a` to `d` in its own frame), zone after zone.
    pub placement: Vec<Vec<Option<Role>>>,
    /// `None` on a square board; on a wedge board the number of zones the text lists (the
    /// placement then holds four ranks a zone).
    #[cfg_attr(feature = "serde", serde(default))]
    pub zones: Option<u8>,
    /// The seat to move.
    pub turn: u32,
    /// The move just played, as (from, to); the no-rejection rule reads it.
    pub last: Option<(Square, Square)>,
    /// `None` if nobody has called the clock, else the count of captureless moves since.
    pub clock: Option<u32>,
    /// One score per seat, in seat order.
    pub scores: Vec<u32>,
}

impl Setup {
    /// The piece at a square, if the placement reaches it.
    pub fn piece_at(&self, sq: Square) -> Option<Role> {
        let row = match (sq.wedge_zone(), self.zones) {
            (None, None) => 7usize.checked_sub(sq.rank() as usize)?,
            (Some(z), Some(n)) if z < n => z as usize * 4 + 3 - sq.rank() as usize,
            _ => return None,
        };
        *self.placement.get(row)?.get(sq.file() as usize)?
    }
}
