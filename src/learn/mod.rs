//! Learn: the interactive tutorial. Lessons are data (`lessons.txt`); each step is a teaching
//! board (`crate::teach`) with a goal the reader must meet.

pub mod lessons;
pub mod page;
pub mod progress;
pub mod step;
