//! What the Looney Pyramids games of this project truly share, kept once: the three pip sizes of
//! a pyramid, and the syntax of a game record (tag lines `[Name "value"]`, then tokens with
//! optional numbers `N.` and `{comments}`). Each game (Martian Chess in `martian-engine`,
//! Sandships in `sandships`) reads its own tokens on top of this; seats stay each game's own,
//! since the games name and order them differently.
//!
//! Also what the two computer players (`martian-ai`, `sandships-ai`) share: no clock and no
//! entropy of their own, so a [`Clock`] is handed in and randomness comes from a seeded [`Rng`].
//!
//! `no_std` with `alloc`, no IO.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;

mod clock;
mod rng;
mod size;
mod tag;
mod tokens;

pub use clock::{Clock, SteppingClock, StoppedClock};
pub use rng::Rng;
pub use size::Size;
pub use tag::{split_tags, Tag, TagError};
pub use tokens::{Token, TokenError, Tokens};
