//! The embed: one board and nothing around it, configured by its URL fragment, for any page to
//! put in an `<iframe>` (README, "Embed it in your page"). It writes nothing to storage and
//! tells its parent page what happens by `postMessage`. This is the frame every game's embed
//! shares; each game reads its own parameters and draws its own board.

pub mod controls;
pub mod fields;
pub mod fragment;
pub mod game;
pub mod messages;
pub mod page;
pub mod size;
pub mod snippets;
pub mod step_keys;
pub mod terms;
