//! The games this app plays, each a folder of its own, and the one place they are registered.

pub mod any_game;
pub mod any_record;
pub mod embed_page;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod embed_readers;
pub mod kind;
pub mod martian_chess;
pub mod sandships;

pub use kind::GameKind;
