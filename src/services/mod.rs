//! Everything that talks to the browser beyond the page: storage (saved games of every game the
//! app plays), the AIs' worker, the clipboard and games by link.

pub mod ai_worker;
pub mod clipboard;
pub mod remote_game;
pub mod saved_game;
pub mod storage;
