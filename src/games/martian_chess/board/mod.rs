//! The board view: an SVG board that knows no rules. The host hands it squares, pieces and
//! legal targets and gets one `on_move` back. Pointer (mouse, touch, pen) and keyboard go
//! through one selection state machine.

pub mod model;
pub mod pyramid;
pub mod seat_mark;
pub mod view;
pub mod wedge;

pub use model::{Dest, Grid, Line, Mark, PieceCell, SquareCell, SquareId};
pub use view::{Board, BoardProps, Path};
pub use wedge::Wedge;
