//! Everything that talks to the browser beyond the page: storage (saved games of every game the
//! app plays) and the AIs' worker.

pub mod ai_worker;
pub mod remote_game;
pub mod saved_game;
pub mod storage;
