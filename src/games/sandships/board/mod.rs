//! The Sandships board: an SVG view that knows no rules (it is handed geometry, pieces and
//! legal targets) and the same selection state machine as the Martian Chess board, over spots
//! (cities, ports, spire pieces, pool pieces) instead of squares.

pub mod fit;
pub mod geometry;
pub mod interaction;
pub mod labels;
pub mod marks;
pub mod model;
pub mod pieces;
pub mod places;
mod pointer;
pub mod pools;
pub mod props;
pub mod scene;
pub mod ships;
pub mod spires;
pub mod terrain;
pub mod view;

pub use model::{BoardData, Layout, Mark, SeatView, ShipView, SpireView, Spot, Target};
pub use props::SandBoardProps;
pub use view::SandBoard;
