//! The puzzle trainer's progress in localStorage, one entry a game, at the app's edge, under the
//! app's namespace (as Learn's progress, `learn::store`): a failed write is said in words and the
//! trainer goes on; an entry that cannot be read, or that was tampered with, is set aside (kept
//! under `martian-chess/set-aside/...`), never deleted, and the trainer starts afresh.

use crate::learn::puzzle_progress::PuzzleProgress;
use crate::services::saved_game::{set_aside_key, NAMESPACE};

/// Where a game's puzzle progress is kept.
pub fn key(game: &str) -> String {
    format!("{NAMESPACE}v3/puzzles/{game}")
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The saved puzzle progress of `game`, and a notice if what was there could not be read.
pub fn load(game: &str) -> (PuzzleProgress, Option<String>) {
    let Some(store) = local() else {
        return (PuzzleProgress::default(), None);
    };
    let Some(text) = store.get_item(&key(game)).ok().flatten() else {
        return (PuzzleProgress::default(), None);
    };
    match PuzzleProgress::from_json(&text) {
        Ok(p) => (p, None),
        Err(e) => {
            if store.set_item(&set_aside_key(&key(game)), &text).is_ok() {
                let _ = store.remove_item(&key(game));
            }
            (
                PuzzleProgress::default(),
                Some(format!(
                    "Your puzzle progress could not be read ({e}); it was set aside and your rating starts afresh."
                )),
            )
        }
    }
}

/// Saves `game`'s puzzle progress; the error is said in words.
pub fn save(game: &str, progress: &PuzzleProgress) -> Result<(), String> {
    let store = local().ok_or("this browser keeps no local storage here")?;
    store
        .set_item(&key(game), &progress.to_json())
        .map_err(|_| {
            "Could not save your puzzle progress: the browser's storage is full or blocked."
                .to_string()
        })
}
