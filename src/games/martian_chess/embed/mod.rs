//! Martian Chess's embed: its parameters, the Embed dialog's link writer, and its board.

pub mod author;
mod bar;
pub mod board;
mod computer;
pub mod params;
