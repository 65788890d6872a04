//! An unchecked position: public fields, anything goes. It becomes a playable
//! [`crate::Position`] only through [`crate::Position::from_setup`], which checks it.

use alloc::vec::Vec;

use crate::role::Role;
use crate::square::Square;

/// A position as read from text or storage, not yet checked.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// Ranks from 8 down to 1, each listing its files from `a` on.
    pub placement: Vec<Vec<Option<Role>>>,
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
        let row = 7usize.checked_sub(sq.rank() as usize)?;
        *self.placement.get(row)?.get(sq.file() as usize)?
    }
}
