//! Where each thing is drawn, in the board's user units, and which spots lie under a point.
//!
//! The view draws from this and hit-tests with it, so what the player sees and what a press
//! picks are the same shapes. Pieces are Looney pyramids seen from the side: a spire is a stack
//! of them, each covered piece showing only a band (its base up to where the piece above sits,
//! with its pips), the top one whole; a band is also what a press on that piece must hit.
//!
//! One concept a file: the drawing's size and the pools' cells (`pool_cells`), the pieces' and
//! docks' sizes (`sizes`), boxes (`rect`), spires in their cities (`spire_layout`) and what a
//! press hits (`hits`).

mod hits;
mod pool_cells;
mod rect;
mod sizes;
mod spire_layout;
#[cfg(test)]
mod tests;

pub use hits::{direction, segment_distance, Geometry};
pub use pool_cells::{
    narrow_cell, pool_cell, pool_groups, pool_rows, pool_text_bottom, shape_class, view_size,
    PoolGroup, PoolPlace, POOL_COLUMN_W, POOL_LEFT, POOL_OFFSET, POOL_TOP,
};
pub use rect::Rect;
pub use sizes::{band, height, width, BOARD, DOCK_BACK, DOCK_HALF, SLIP_HALF};
pub use spire_layout::{city_frame, spire_height, spire_layout, CityFrame, Upright};
