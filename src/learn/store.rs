//! Learn's progress in localStorage, at the app's edge, under the app's namespace. A failed
//! write is said in words and the tutorial goes on; an entry that cannot be read is set aside
//! (kept under `martian-chess/set-aside/...`), never deleted.

use crate::learn::progress::Progress;
use crate::services::saved_game::{set_aside_key, NAMESPACE};

/// Where the progress is kept.
pub fn key() -> String {
    format!("{NAMESPACE}v2/learn")
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The saved progress, and a notice if what was there could not be read.
pub fn load() -> (Progress, Option<String>) {
    let Some(store) = local() else {
        return (Progress::default(), None);
    };
    let Some(text) = store.get_item(&key()).ok().flatten() else {
        return (Progress::default(), None);
    };
    match Progress::from_json(&text) {
        Ok(p) => (p, None),
        Err(e) => {
            let kept = store.set_item(&set_aside_key(&key()), &text).is_ok();
            if kept {
                let _ = store.remove_item(&key());
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

/// Saves the progress; the error is said in words.
pub fn save(progress: &Progress) -> Result<(), String> {
    let store = local().ok_or("this browser keeps no local storage here")?;
    store.set_item(&key(), &progress.to_json()).map_err(|_| {
        "Could not save your Learn progress: the browser's storage is full or blocked.".to_string()
    })
}
