//! Sandships teaching boards: a lesson's state, its dice and a goal, and a reader whose every
//! try is judged by the rules engine and explained in words. Learn's Sandships lessons are
//! built on this, as Martian Chess's are on its own teaching boards.

pub mod board;
pub mod explain;
pub mod goal;
pub mod phrase;
pub mod plan;
pub mod session;
pub mod turn;

pub use goal::{Goal, Sort};
pub use session::{Control, Hint, Input, Message, Session, Tone};
