//! The board view: an SVG board that knows no rules. The host hands it squares, pieces and
//! legal targets and gets one `on_move` back. Pointer (mouse, touch, pen) and keyboard go
//! through one selection state machine (`view`); each layer of the drawing is a file of its
//! own (`squares`, `marks`, `frame`, `pieces`, `annotations`).

mod annotations;
mod arrow_keys;
mod frame;
pub mod hint;
mod marks;
pub mod model;
mod pieces;
mod pointer;
pub mod props;
pub mod pyramid;
pub mod seat_mark;
mod squares;
mod svg;
pub mod view;
pub mod wedge;

pub use model::{Dest, Grid, Line, Mark, PieceCell, SquareCell, SquareId};
pub use props::{BoardProps, Path};
pub use view::Board;
pub use wedge::Wedge;
