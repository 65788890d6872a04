//! Learn: the interactive tutorial's frame (the lesson list, the open step, the reader's
//! progress and where it is kept).

pub mod course;
pub mod lesson_list;
pub mod page;
pub mod places;
pub mod progress;
pub mod store;
