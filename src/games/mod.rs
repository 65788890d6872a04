//! The games this app plays, each a folder of its own, and the one place they are registered:
//! a game is a folder plus its line in `register!` below. Nothing outside this folder names a game;
//! the machinery knows them through their entries (`crate::shell::entry`), and no game's
//! folder imports another's.

pub mod martian_chess;
pub mod sandships;

use crate::embed::game::GameName;
use crate::shell::entry::entry;
use crate::shell::types::GameEntry;

/// Registers the games: their entries ([`GAMES`]) and their names alone ([`NAMES`], for a
/// build that holds one game's code, such as an embed).
macro_rules! register {
    ($($game:ty),+ $(,)?) => {
        /// Every game, in the order the game chooser lists them; the first is a first visit's
        /// game, the embed's default and the game of a record that names none.
        pub const GAMES: &[GameEntry] = &[$(entry::<$game>()),+];
        /// Every game's id and name, in the same order.
        pub const NAMES: &[GameName] = &[$(GameName {
            id: <$game as crate::history::Playable>::ID,
            title: <$game as crate::history::Playable>::TITLE,
        }),+];
    };
}

register!(martian_chess::MartianChess, sandships::Sandships);
