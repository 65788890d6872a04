//! Learn's lessons of Martian Chess: the lessons as data (`lessons.txt`), each step a teaching
//! board with a goal the reader must meet.

pub mod lessons;
pub mod step;
