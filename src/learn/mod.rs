//! Learn: the interactive tutorial's frame (the lesson list, the open step, the reader's
//! progress and where it is kept) and its page of its own (`learn.html`, built by
//! `src/bin/learn.rs`, every game's course; the app links to it and holds no course code), and
//! the puzzle trainer's game-agnostic parts (ratings, progress, choosing the next puzzle).

pub mod address;
pub mod course;
pub mod glicko;
pub mod lesson_file;
pub mod lesson_list;
pub mod page;
pub mod places;
pub mod progress;
pub mod puzzle_pick;
pub mod puzzle_progress;
pub mod puzzle_store;
pub mod site;
pub mod store;
