//! Learn's progress in localStorage, one entry a game, at the app's edge, under the app's
//! namespace. A failed write is said in words and the tutorial goes on; an entry that cannot be
//! read is set aside (kept under `martian-chess/set-aside/...`), never deleted.
//!
//! Before there was a second course, the progress lived under one key (`v2/learn`); it is
//! read as the progress of the course whose lessons it names, and left where it was.

use crate::learn::progress::Progress;
use crate::services::saved_game::{set_aside_key, NAMESPACE};

/// Where a game's progress is kept.
pub fn key(game: &str) -> String {
    format!("{NAMESPACE}v3/learn/{game}")
}

/// Where the only course's progress was kept before courses were per game.
pub fn legacy_key() -> String {
    format!("{NAMESPACE}v2/learn")
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The saved progress of `game`'s course (whose lessons are `lessons`), and a notice if what
/// was there could not be read.
pub fn load(game: &str, lessons: &[String]) -> (Progress, Option<String>) {
    let Some(store) = local() else {
        return (Progress::default(), None);
    };
    let Some(text) = store.get_item(&key(game)).ok().flatten() else {
        let legacy = store.get_item(&legacy_key()).ok().flatten();
        let adopted = legacy
            .and_then(|text| Progress::from_json(&text).ok())
            .filter(|p| p.belongs_to(lessons));
        return (adopted.unwrap_or_default(), None);
    };
    match Progress::from_json(&text) {
        Ok(p) => (p, None),
        Err(e) => {
            let kept = store.set_item(&set_aside_key(&key(game)), &text).is_ok();
            if kept {
                let _ = store.remove_item(&key(game));
            }
            (
                Progress::default(),
                Some(format!(
                    "Your Learn progress could not be read ({e}); it was set aside and the lessons start afresh."
                )),
            )
        }
    }
}

/// Saves `game`'s progress; the error is said in words.
pub fn save(game: &str, progress: &Progress) -> Result<(), String> {
    let store = local().ok_or("this browser keeps no local storage here")?;
    store
        .set_item(&key(game), &progress.to_json())
        .map_err(|_| {
            "Could not save your Learn progress: the browser's storage is full or blocked."
                .to_string()
        })
}
