//! The games this app plays, each a folder of its own, and the one place they are registered:
//! a game is a folder plus its line in [`GAMES`]. Nothing outside this folder names a game;
//! the machinery knows them through their entries (`crate::shell::entry`), and no game's
//! folder imports another's.

pub mod martian_chess;
pub mod sandships;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod embed_readers;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod records;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod rules_page;

use crate::shell::entry::{entry, GameEntry};

/// Every game, in the order the game chooser lists them; the first is a first visit's game,
/// the embed's default and the game of a record that names none.
pub const GAMES: &[GameEntry] = &[
    entry::<martian_chess::MartianChess>(),
    entry::<sandships::Sandships>(),
];
