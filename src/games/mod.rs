//! The games this app plays, each a folder of its own, and the one place they are registered:
//! a game is a folder plus its line in `register!` below. Nothing outside this folder names a game;
//! the machinery knows them through their entries (`crate::shell::entry`), and no game's
//! folder imports another's.

pub mod martian_chess;
pub mod sandships;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod embed_readers;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod records;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod remote_play;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod rules_page;

use crate::embed::game::GameName;
use crate::learn::course::CourseEntry;
use crate::shell::entry::entry;
use crate::shell::types::GameEntry;

/// Registers the games: their entries ([`GAMES`]), their names alone ([`NAMES`], for a
/// build that holds one game's code, such as an embed) and their Learn courses ([`COURSES`],
/// for Learn's page, `src/bin/learn.rs`: the app reads only whether a game has a course, so
/// it links none of the courses' code).
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
        /// Every game's Learn course (if it has one), in the same order.
        pub const COURSES: &[CourseEntry] = &[$(CourseEntry {
            id: <$game as crate::history::Playable>::ID,
            title: <$game as crate::history::Playable>::TITLE,
            page: <$game as crate::shell::screens::GameScreens>::LEARN,
        }),+];
    };
}

register!(martian_chess::MartianChess, sandships::Sandships);
