//! The sizes of things as drawn: the board, pyramids by size, and docks.

/// The board's square side.
pub const BOARD: f64 = 1000.0;

/// How far a docked ship's dock reaches behind its berth (away from the city).
pub const DOCK_BACK: f64 = 54.0;
/// Half the width of a dock as drawn.
pub const SLIP_HALF: f64 = 36.0;
/// Half the width of a port's hit area.
pub const DOCK_HALF: f64 = 40.0;

/// A pyramid's base width, sizes 1-3.
pub fn width(size: u8) -> f64 {
    match size {
        1 => 40.0,
        2 => 52.0,
        _ => 64.0,
    }
}

/// A pyramid's height, sizes 1-3.
pub fn height(size: u8) -> f64 {
    match size {
        1 => 60.0,
        2 => 80.0,
        _ => 100.0,
    }
}

/// How much of a covered piece shows under the one above it: enough for its pips.
pub fn band(size: u8) -> f64 {
    match size {
        1 => 24.0,
        2 => 29.0,
        _ => 34.0,
    }
}
