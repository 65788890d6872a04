//! What the board view is handed: squares, pieces and legal targets, already decided by the
//! host. The view knows no rules and no game, so a second game (Sandships) reuses it.

use super::wedge::{Point, Wedge};

/// A square's identity: `rank * 8 + file` on the square boards, `64 + zone * 16 + rank * 4 +
/// file` on a wedge board (the engine's square index).
pub type SquareId = u8;

/// The grid and how it is turned (or a wedge board and its home zone).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Grid {
    /// Files (columns before turning).
    pub files: u8,
    /// Ranks (rows before turning).
    pub ranks: u8,
    /// Quarter turns anticlockwise applied so the player's own zone is nearest.
    /// Non-square grids take only 0 or 2.
    pub quarter_turns: u8,
    /// Whether coordinates are drawn (a margin on the left and at the bottom holds them).
    pub coords: bool,
    /// A wedge board's zones instead of the grid (files, ranks and quarter turns then unused).
    pub wedge: Option<Wedge>,
}

/// One square as drawn.
#[derive(Clone, PartialEq, Debug)]
pub struct SquareCell {
    /// Its identity.
    pub id: SquareId,
    /// Its name (`c3`).
    pub name: String,
    /// CSS class of its tint (its zone).
    pub tint: &'static str,
    /// What a screen reader says of it, without the piece (`c3, South's zone`).
    pub label: String,
}

/// One piece as drawn.
#[derive(Clone, PartialEq, Debug)]
pub struct PieceCell {
    /// Stable identity across moves, so the view can animate it.
    pub key: u32,
    /// Where it stands.
    pub at: SquareId,
    /// Its kind as the testing contract names it (`pawn`, `drone`, `queen`).
    pub kind: &'static str,
    /// Its size, 1 to 3 (also its pip count).
    pub size: u8,
    /// Its colour (decoration), as `#rrggbb`.
    pub colour: &'static str,
    /// What a screen reader says of it (`drone on c3, South's zone`).
    pub label: String,
}

/// What a legal target does, so the view can mark it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// A plain move.
    Plain,
    /// A capture.
    Capture,
    /// A promotion.
    Promotion,
}

/// A legal move offered to the player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Dest {
    /// From.
    pub from: SquareId,
    /// To.
    pub to: SquareId,
    /// What it does.
    pub mark: Mark,
}

/// A line across the board in grid units (0..files, 0..ranks from the bottom-left corner before
/// turning): the canals.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Line {
    /// One end.
    pub a: (f64, f64),
    /// The other end.
    pub b: (f64, f64),
}

/// Board geometry in SVG user units.
pub mod layout {
    /// Side of a square.
    pub const SQ: f64 = 100.0;
    /// Room for coordinates on the left and at the bottom.
    pub const MARGIN: f64 = 30.0;
    /// Padding on the other two sides.
    pub const PAD: f64 = 6.0;
}

impl Grid {
    /// The room on the left and at the bottom: the coordinates', or a thin edge without them.
    pub fn margin(&self) -> f64 {
        if self.coords {
            layout::MARGIN
        } else {
            layout::PAD
        }
    }

    /// The CSS class that gives the board's shape to the stylesheet (its aspect ratio), so no
    /// style attribute is needed: `shape-4x8`, `shape-8x8`, with `-bare` without coordinates.
    pub fn shape_class(&self) -> String {
        if self.wedge.is_some() {
            return "shape-wedge".into();
        }
        let (cols, rows) = self.view_size();
        format!(
            "shape-{cols}x{rows}{}",
            if self.coords { "" } else { "-bare" }
        )
    }

    /// Columns and rows once turned.
    pub fn view_size(&self) -> (u8, u8) {
        if self.quarter_turns % 2 == 1 {
            (self.ranks, self.files)
        } else {
            (self.files, self.ranks)
        }
    }

    /// The SVG view box size.
    pub fn view_box(&self) -> (f64, f64) {
        if let Some(w) = self.wedge {
            return w.view_box();
        }
        let (cols, rows) = self.view_size();
        (
            self.margin() + cols as f64 * layout::SQ + layout::PAD,
            layout::PAD + rows as f64 * layout::SQ + self.margin(),
        )
    }

    /// Column and row (from the top) where a square is drawn; on a wedge board, which has no
    /// rows or columns, its file and rank in its zone.
    pub fn cell(&self, id: SquareId) -> (u8, u8) {
        if self.wedge.is_some() {
            // A wedge board has no rows or columns: the square's file and rank in its zone.
            let (_, f, r) = Wedge::parts(id);
            return (f, r);
        }
        let (f, r) = (id % 8, id / 8);
        let (fl, rl) = (self.files - 1, self.ranks - 1);
        // (x, y) with y upwards, after turning anticlockwise.
        let (x, y) = match self.quarter_turns % 4 {
            0 => (f, r),
            1 => (rl - r, f),
            2 => (fl - f, rl - r),
            _ => (r, fl - f),
        };
        let (_, rows) = self.view_size();
        (x, rows - 1 - y)
    }

    /// Top-left corner of a square in user units.
    pub fn origin(&self, id: SquareId) -> (f64, f64) {
        let (c, r) = self.cell(id);
        (
            self.margin() + c as f64 * layout::SQ,
            layout::PAD + r as f64 * layout::SQ,
        )
    }

    /// The square's four corners in user units, in order around it.
    pub fn corners(&self, id: SquareId) -> [Point; 4] {
        match self.wedge {
            Some(w) => w.quad(id),
            None => {
                let (x, y) = self.origin(id);
                let s = layout::SQ;
                [(x, y), (x + s, y), (x + s, y + s), (x, y + s)]
            }
        }
    }

    /// The middle of a square in user units (where its piece stands).
    pub fn centre(&self, id: SquareId) -> Point {
        match self.wedge {
            Some(w) => w.centre(id),
            None => {
                let (x, y) = self.origin(id);
                (x + layout::SQ / 2.0, y + layout::SQ / 2.0)
            }
        }
    }

    /// How much a piece is drawn smaller than on the square board (1: not at all).
    pub fn piece_scale(&self, id: SquareId) -> f64 {
        self.wedge.map_or(1.0, |w| w.piece_scale(id))
    }

    /// Whether a square is drawn light (the chequer), in its own zone's frame on a wedge.
    pub fn is_light(&self, id: SquareId) -> bool {
        match self.wedge {
            Some(_) => {
                let (_, f, r) = Wedge::parts(id);
                (f + r) % 2 == 1
            }
            None => {
                let (c, r) = self.cell(id);
                (c + r) % 2 == 0
            }
        }
    }

    /// The square under a point in user units, if any.
    pub fn square_at(&self, x: f64, y: f64) -> Option<SquareId> {
        if let Some(w) = self.wedge {
            return w.square_at((0..w.zones * 16).map(|i| 64 + i), (x, y));
        }
        let (cols, rows) = self.view_size();
        let c = ((x - self.margin()) / layout::SQ).floor();
        let r = ((y - layout::PAD) / layout::SQ).floor();
        if c < 0.0 || r < 0.0 || c >= cols as f64 || r >= rows as f64 {
            return None;
        }
        (0..self.ranks)
            .flat_map(|rank| (0..self.files).map(move |file| rank * 8 + file))
            .find(|id| self.cell(*id) == (c as u8, r as u8))
    }

    /// A point in grid units (from the bottom-left before turning) in user units.
    pub fn point(&self, gx: f64, gy: f64) -> (f64, f64) {
        let (fl, rl) = (self.files as f64, self.ranks as f64);
        let (x, y) = match self.quarter_turns % 4 {
            0 => (gx, gy),
            1 => (rl - gy, gx),
            2 => (fl - gx, rl - gy),
            _ => (gy, fl - gx),
        };
        let (_, rows) = self.view_size();
        (
            self.margin() + x * layout::SQ,
            layout::PAD + (rows as f64 - y) * layout::SQ,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_puts_each_corner_at_the_bottom_left() {
        let g = |q| Grid {
            files: 8,
            ranks: 8,
            quarter_turns: q,
            coords: true,
            wedge: None,
        };
        // a1, a8, h8, h1: seats 0, 1, 2, 3.
        for (q, corner) in [(0, 0), (1, 56), (2, 63), (3, 7)] {
            assert_eq!(g(q).cell(corner), (0, 7), "turn {q}");
        }
        let two = Grid {
            files: 4,
            ranks: 8,
            quarter_turns: 2,
            coords: true,
            wedge: None,
        };
        assert_eq!(two.cell(7 * 8 + 3), (0, 7), "d8 nearest for North");
    }

    #[test]
    fn square_at_inverts_cell() {
        for q in 0..4 {
            let g = Grid {
                files: 8,
                ranks: 8,
                quarter_turns: q,
                coords: q % 2 == 0,
                wedge: None,
            };
            for id in 0..64 {
                let (x, y) = g.origin(id);
                assert_eq!(g.square_at(x + 50.0, y + 50.0), Some(id));
            }
        }
        let two = Grid {
            files: 4,
            ranks: 8,
            quarter_turns: 0,
            coords: true,
            wedge: None,
        };
        assert_eq!(two.square_at(1.0, 1.0), None);
        assert_eq!(
            two.square_at(layout::MARGIN + 10.0, layout::PAD + 10.0),
            Some(7 * 8)
        );
    }
}
