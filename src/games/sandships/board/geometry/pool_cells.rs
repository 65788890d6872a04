//! The drawing's size and where each seat's pool is drawn: under the board (phones, narrow
//! windows) or in a column beside it, a cell per seat, each size of piece a group of its own.

use super::rect::Rect;
use super::sizes::{height, width, BOARD};
use crate::games::sandships::board::model::{SeatView, Spot};

/// Where the pools begin, below the board.
pub const POOL_TOP: f64 = BOARD + 14.0;
/// The height of a seat's pool cell.
pub const POOL_CELL: f64 = 150.0;
/// The space between pool cells.
const POOL_GAP: f64 = 8.0;
/// Pool cells per row under the board: two, so a phone still has room for a seat's name.
const POOL_COLUMNS: usize = 2;
/// Where the column of pools begins, beside the board.
pub const POOL_LEFT: f64 = BOARD + 14.0;
/// The width of the column of pools beside the board.
pub const POOL_COLUMN_W: f64 = 300.0;

/// Where the pools are drawn: under the board (phones, narrow windows) or in a column beside
/// it (wide windows, where a board above its pools would have to be smaller to fit the height).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PoolPlace {
    /// Under the board, two to a row.
    #[default]
    Below,
    /// Beside the board, one above the other.
    Beside,
}

/// How many rows of pool cells `seats` seats take under the board.
pub fn pool_rows(seats: usize) -> usize {
    seats.max(1).div_ceil(POOL_COLUMNS)
}

/// The whole drawing's size (the board and its pools): width and height.
pub fn view_size(seats: usize, place: PoolPlace) -> (f64, f64) {
    match place {
        PoolPlace::Below => {
            let rows = pool_rows(seats) as f64;
            (
                BOARD,
                POOL_TOP + rows * POOL_CELL + (rows - 1.0) * POOL_GAP + 4.0,
            )
        }
        PoolPlace::Beside => (POOL_LEFT + POOL_COLUMN_W + 4.0, BOARD),
    }
}

/// The CSS class giving the drawing its shape (the pages allow no style attribute).
pub fn shape_class(seats: usize, place: PoolPlace) -> &'static str {
    match (place, pool_rows(seats)) {
        (PoolPlace::Beside, _) => "pools-beside",
        (PoolPlace::Below, 1) => "pools-below-1",
        _ => "pools-below-2",
    }
}

/// Seat `i`'s cell among `n` seats' pools: two to a row under the board, or one above the
/// other beside it (always four slots high, so cells are alike whatever the number of seats).
pub fn pool_cell(i: usize, n: usize, place: PoolPlace) -> Rect {
    if place == PoolPlace::Beside {
        let h = (BOARD - 3.0 * POOL_GAP) / 4.0;
        let y0 = i as f64 * (h + POOL_GAP);
        return Rect {
            x0: POOL_LEFT,
            y0,
            x1: POOL_LEFT + POOL_COLUMN_W,
            y1: y0 + h,
        };
    }
    let cols = n.clamp(1, POOL_COLUMNS) as f64;
    let w = (BOARD - (cols - 1.0) * POOL_GAP) / cols;
    let (col, row) = ((i % POOL_COLUMNS) as f64, (i / POOL_COLUMNS) as f64);
    let x0 = col * (w + POOL_GAP);
    let y0 = POOL_TOP + row * (POOL_CELL + POOL_GAP);
    Rect {
        x0,
        y0,
        x1: x0 + w,
        y1: y0 + POOL_CELL,
    }
}

/// Whether a pool cell is too narrow for its seat's status on the name's line (it then takes a
/// line of its own).
pub fn narrow_cell(cell: Rect) -> bool {
    cell.width() < 400.0
}

/// Where a pool cell's text ends and its pieces may begin.
pub fn pool_text_bottom(cell: Rect) -> f64 {
    cell.y0 + if narrow_cell(cell) { 92.0 } else { 56.0 }
}

/// How far each further copy of a pool piece is drawn to the right of the one before.
pub const POOL_OFFSET: f64 = 14.0;

/// The pieces of one size in a seat's pool, drawn as overlapping upright pyramids.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PoolGroup {
    /// The seat.
    pub seat: u8,
    /// The size.
    pub size: u8,
    /// How many.
    pub count: u8,
    /// The base centre of the first copy.
    pub base: (f64, f64),
    /// The scale.
    pub scale: f64,
}

impl PoolGroup {
    /// The spot it is.
    pub fn spot(&self) -> Spot {
        Spot::Pool {
            seat: self.seat,
            size: self.size,
        }
    }

    /// The box around its copies.
    pub fn rect(&self) -> Rect {
        let s = self.scale;
        let half = width(self.size) * s / 2.0;
        let extra = (self.count.max(1) - 1) as f64 * POOL_OFFSET * s;
        Rect {
            x0: self.base.0 - half,
            y0: self.base.1 - height(self.size) * s,
            x1: self.base.0 + half + extra,
            y1: self.base.1,
        }
    }
}

/// The pool's groups of a seat in cell `cell`: large, medium, small from left to right, each in
/// a slot wide enough for three copies so pieces do not shift as others come and go. Empty
/// sizes and seats that are out have none.
pub fn pool_groups(seat: &SeatView, cell: Rect) -> Vec<PoolGroup> {
    if seat.out {
        return Vec::new();
    }
    let slot = |size: u8| width(size) + 2.0 * POOL_OFFSET;
    let gap = 14.0;
    let natural = slot(3) + slot(2) + slot(1) + 2.0 * gap;
    let (top, bottom) = (pool_text_bottom(cell), cell.y1 - 10.0);
    let scale = ((cell.width() - 20.0) / natural)
        .min((bottom - top) / height(3))
        .min(1.0);
    // Centred in the room under the text.
    let baseline = top + (bottom - top + height(3) * scale) / 2.0;
    let mut x = cell.centre().0 - natural * scale / 2.0;
    let mut out = Vec::new();
    for size in [3u8, 2, 1] {
        let count = seat.pool[size as usize - 1];
        if count > 0 {
            out.push(PoolGroup {
                seat: seat.seat,
                size,
                count,
                base: (x + width(size) * scale / 2.0, baseline),
                scale,
            });
        }
        x += (slot(size) + gap) * scale;
    }
    out
}
