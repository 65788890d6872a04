//! Everything that talks to the browser beyond the page: storage (saved games of every game the
//! app plays) and the AIs' worker.

pub mod ai_worker;
pub mod any_game;
pub mod any_record;
pub mod learn_store;
pub mod saved_game;
pub mod storage;
