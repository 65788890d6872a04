//! The games this app plays, each a folder of its own, and the one place they are registered:
//! a game is a folder plus its line in `register!` below. Nothing outside this folder names a game;
//! the machinery knows them through their entries (`crate::shell::entry`), and no game's
//! folder imports another's.

pub mod martian_chess;
pub mod sandships;

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

        /// The embed board reader of the game with id `id`, the constant of one embed build
        /// (`src/bin/embed.rs`): inlined there, every other game's branch folds away, and the
        /// linker leaves their code out.
        #[inline(always)]
        pub fn embed_board_of(id: &str) -> Option<crate::embed::game::BoardReader> {
            $(if same_id(id, <$game as crate::history::Playable>::ID) {
                return Some(<$game as crate::shell::screens::GameScreens>::embed_board);
            })+
            None
        }

        /// Every game's Learn course (if it has one), in the same order.
        pub const COURSES: &[CourseEntry] = &[$(CourseEntry {
            id: <$game as crate::history::Playable>::ID,
            title: <$game as crate::history::Playable>::TITLE,
            page: <$game as crate::shell::screens::GameScreens>::LEARN,
            puzzles: <$game as crate::shell::screens::GameScreens>::PUZZLES,
        }),+];

        /// Every game's review of a saved game (if it has one), in the same order, for the
        /// review's page (`src/bin/review.rs`), so neither the app nor Learn links its code.
        pub const REVIEWS: &[crate::review::ReviewEntry] = &[$(crate::review::ReviewEntry {
            id: <$game as crate::history::Playable>::ID,
            page: <$game as crate::shell::screens::GameScreens>::REVIEW,
        }),+];
    };
}

/// Whether two ids are the same, byte by byte: a plain loop the optimiser folds when both are
/// constants (see [`embed_board_of`]).
#[inline(always)]
const fn same_id(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

register!(martian_chess::MartianChess, sandships::Sandships);

#[cfg(test)]
mod tests {
    use super::GAMES;

    /// The build (scripts/build/games.mjs) finds the games by reading `register!` in this file,
    /// each id its folder's name with `-` for `_`: that reading must give the app's own ids, in
    /// the registry's order, or an embed would be built for a game the page does not know.
    #[test]
    fn the_build_reads_the_registry_as_the_app_does() {
        let source = include_str!("mod.rs");
        let line = source
            .lines()
            .find(|l| l.starts_with("register!("))
            .expect("a register! line");
        let inside = &line["register!(".len()..line.rfind(");").expect("register!(...);")];
        let read: Vec<String> = inside
            .split(',')
            .map(str::trim)
            .filter(|e| !e.is_empty())
            .map(|e| e.split("::").next().unwrap().replace('_', "-"))
            .collect();
        let ids: Vec<&str> = GAMES.iter().map(|g| g.id).collect();
        assert_eq!(read, ids);
    }

    /// Each embed build keeps one game: the id comparison that picks it is exact.
    #[test]
    fn ids_are_compared_exactly() {
        assert!(super::same_id("sandships", "sandships"));
        assert!(!super::same_id("sandships", "sandship"));
        assert!(!super::same_id("martian-chess", "martian_chess"));
    }
}
