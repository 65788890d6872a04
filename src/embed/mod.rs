//! The embed: one board and nothing around it, configured by its URL fragment, for any page to
//! put in an `<iframe>` (README, "Embed it in your page"). It writes nothing to storage and
//! tells its parent page what happens by `postMessage`.

pub mod author;
pub mod board;
pub mod controls;
pub mod fields;
pub mod fragment;
pub mod game;
pub mod messages;
pub mod page;
pub mod params;
pub mod sand_author;
pub mod sand_board;
pub mod sand_params;
pub mod size;
pub mod step_keys;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod robustness;
