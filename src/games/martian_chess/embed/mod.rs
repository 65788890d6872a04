//! Martian Chess's embed: its parameters, the Embed dialog's link writer, and its board.

pub mod author;
pub mod board;
pub mod params;
