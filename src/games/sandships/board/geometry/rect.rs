//! An axis-aligned box: a pool cell, or what a press on a piece must hit.

/// An axis-aligned box.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rect {
    /// Left.
    pub x0: f64,
    /// Top.
    pub y0: f64,
    /// Right.
    pub x1: f64,
    /// Bottom.
    pub y1: f64,
}

impl Rect {
    /// Whether `p` lies inside, grown by `pad` on every side.
    pub fn contains(&self, p: (f64, f64), pad: f64) -> bool {
        p.0 >= self.x0 - pad && p.0 <= self.x1 + pad && p.1 >= self.y0 - pad && p.1 <= self.y1 + pad
    }

    /// Its centre.
    pub fn centre(&self) -> (f64, f64) {
        ((self.x0 + self.x1) / 2.0, (self.y0 + self.y1) / 2.0)
    }

    /// Its width.
    pub fn width(&self) -> f64 {
        self.x1 - self.x0
    }

    /// Its height.
    pub fn height(&self) -> f64 {
        self.y1 - self.y0
    }
}
