//! The board view: an SVG board that knows no rules. The host hands it squares, pieces and
//! legal targets and gets one `on_move` back. Pointer (mouse, touch, pen) and keyboard go
//! through one selection state machine.

pub mod model;
pub mod pyramid;
pub mod view;

pub use model::{Dest, Grid, Line, Mark, PieceCell, SquareCell, SquareId};
pub use view::{Board, BoardProps};
