//! The three pyramids and their values. Colour is decoration: a piece is only its size.

use core::fmt;

/// The size of a pyramid, which fixes how it moves and what it is worth.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Role {
    /// Small pyramid: one square diagonally; worth 1.
    Pawn = 0,
    /// Medium pyramid: one or two squares orthogonally; worth 2.
    Drone = 1,
    /// Large pyramid: any distance in a straight line; worth 3.
    Queen = 2,
}

/// A piece is its role: it has no owner (the zone it stands in decides that).
pub type Piece = Role;

impl Role {
    /// All roles, smallest first.
    pub const ALL: [Role; 3] = [Role::Pawn, Role::Drone, Role::Queen];

    /// Points scored by capturing it (its pip count).
    pub const fn value(self) -> u16 {
        self as u16 + 1
    }

    /// The letter used in position text.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Drone => 'd',
            Role::Queen => 'q',
        }
    }

    /// The role of a position-text letter (lower case only, as writers write it).
    pub const fn from_char(c: char) -> Option<Role> {
        match c {
            'p' => Some(Role::Pawn),
            'd' => Some(Role::Drone),
            'q' => Some(Role::Queen),
            _ => None,
        }
    }

    /// The English name: `pawn`, `drone` or `queen`.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Drone => "drone",
            Role::Queen => "queen",
        }
    }

    pub(crate) const fn from_index(i: usize) -> Role {
        match i {
            0 => Role::Pawn,
            1 => Role::Drone,
            _ => Role::Queen,
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
