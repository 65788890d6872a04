//! Teaching boards: a position, a goal, and a reader whose every try is judged by the engine
//! and explained in words. The embed's `try`, `puzzle` and `play` modes and the Learn tutorial
//! are all built on this.

pub mod board;
pub mod explain;
pub mod goal;
pub mod session;

pub use explain::explain;
pub use goal::Goal;
pub use session::{Action, Event, Message, Session, Tone};
