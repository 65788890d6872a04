//! A game's history in the app, written once for every game: the game being played with the
//! steps taken back, the point being looked at, playing on from there, the computer's
//! requests, saving and naming; the game plugs in through [`Playable`]. Also who sits where,
//! and the names given to games that fork or come from another tab.

pub mod naming;
mod persisted;
pub mod playable;
pub mod player;
pub mod reducer;
pub mod remote;
pub mod state;
mod turns;

pub use playable::Playable;
pub use player::{Player, DEFAULT_LEVEL};
pub use reducer::HistoryAction;
pub use state::History;
