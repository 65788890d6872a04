//! Everything that talks to the browser beyond the page: storage and the AI's worker.

pub mod ai_worker;
pub mod learn_store;
pub mod saved_game;
pub mod storage;
