//! The app's state: settings, the game, piece identities, and the reducer that changes them.

pub mod naming;
pub mod persisted;
pub mod piece_keys;
pub mod play;
pub mod settings;

pub use play::{Action, PlayState};
pub use settings::{Player, Settings};
