//! Where each thing is drawn, in the board's user units, and which spots lie under a point.
//!
//! The view draws from this and hit-tests with it, so what the player sees and what a press
//! picks are the same shapes. Pieces are Looney pyramids seen from the side: a spire is a stack
//! of them, each covered piece showing only a band (its base up to where the piece above sits,
//! with its pips), the top one whole; a band is also what a press on that piece must hit.

use super::model::{BoardData, CityShape, Layout, SeatView, SpireView, Spot};
use crate::widgets::short_sort;

use crate::widgets::trig::{cos, sin};

/// The board's square side.
pub const BOARD: f64 = 1000.0;
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

/// An upright piece of a spire, as drawn.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Upright {
    /// Its city.
    pub city: u8,
    /// Its owner (4: dead).
    pub owner: u8,
    /// Its size.
    pub size: u8,
    /// The centre of its base.
    pub base: (f64, f64),
    /// The scale its city's spires are drawn at (1 unless they would not fit).
    pub scale: f64,
    /// Its visible height, unscaled: a band, or its whole height on top.
    pub visible: f64,
    /// Whether it is the top of its spire (drawn whole).
    pub top: bool,
    /// Whether it is the uppermost of its spire's pieces of its size: equal pieces are one
    /// spot, and only this one is a keyboard stop.
    pub first_of_kind: bool,
    /// Its place in its spire, from the bottom (a stable key).
    pub index: usize,
}

impl Upright {
    /// The spot it is.
    pub fn spot(&self) -> Spot {
        Spot::Piece {
            city: self.city,
            owner: self.owner,
            size: self.size,
        }
    }

    /// The box of its visible part.
    pub fn rect(&self) -> Rect {
        let half = width(self.size) * self.scale / 2.0;
        Rect {
            x0: self.base.0 - half,
            y0: self.base.1 - self.visible * self.scale,
            x1: self.base.0 + half,
            y1: self.base.1,
        }
    }
}

/// How tall a spire stands, unscaled: the bands of its covered pieces and its top whole.
pub fn spire_height(pieces: &[u8]) -> f64 {
    match pieces.split_last() {
        Some((top, below)) => below.iter().map(|&s| band(s)).sum::<f64>() + height(*top),
        None => 0.0,
    }
}

/// Where things stand in a city: the spires' baseline and how high they may rise, and the
/// baseline of the city's name. The name sits on the side away from the city's ports (the top
/// of the northern cities and the centre, the bottom of the southern ones), the spires in the
/// rest of the disc.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct CityFrame {
    /// The spires' baseline.
    pub baseline: f64,
    /// The highest a spire may reach.
    pub ceiling: f64,
    /// The name's text baseline.
    pub name_y: f64,
}

/// The frame of a city.
pub fn city_frame(shape: &CityShape) -> CityFrame {
    let (cy, r) = (shape.centre.1, shape.radius);
    if (cy - BOARD / 2.0).abs() < 1.0 {
        // The centre: ports all round, the widest spires, the name at the top.
        CityFrame {
            baseline: cy + 0.45 * r,
            ceiling: cy - 0.5 * r,
            name_y: cy - 0.6 * r,
        }
    } else if cy > BOARD / 2.0 {
        CityFrame {
            baseline: cy + 0.46 * r,
            ceiling: cy - 0.84 * r,
            name_y: cy + 0.8 * r,
        }
    } else {
        CityFrame {
            baseline: cy + 0.6 * r,
            ceiling: cy - 0.5 * r,
            name_y: cy - 0.6 * r,
        }
    }
}

/// The spires of one city laid out side by side, owners in seat order and the dead last, on a
/// baseline below the city's centre; scaled down together when they would not fit its disc.
pub fn spire_layout(city: u8, shape: &CityShape, spires: &[&SpireView]) -> Vec<Upright> {
    let mut spires: Vec<&SpireView> = spires
        .iter()
        .copied()
        .filter(|s| s.city == city && !s.pieces.is_empty())
        .collect();
    short_sort::sort_by(&mut spires, |a, b| a.owner < b.owner);
    let n = spires.len();
    if n == 0 {
        return Vec::new();
    }
    let (cx, cy) = shape.centre;
    let r = shape.radius;
    let frame = city_frame(shape);
    let baseline = frame.baseline;
    let below = (baseline - cy) / r;
    let chord = 2.0 * r * (1.0 - below * below).sqrt() * 0.9;
    let gap = 8.0;
    // Each stack is as wide as its bottom piece.
    let widths: Vec<f64> = spires.iter().map(|s| width(s.pieces[0])).collect();
    let natural_w = widths.iter().sum::<f64>() + (n as f64 - 1.0) * gap;
    let natural_h = spires
        .iter()
        .map(|s| spire_height(&s.pieces))
        .fold(0.0, f64::max);
    let room_h = baseline - frame.ceiling;
    let scale = (chord / natural_w).min(room_h / natural_h).min(1.0);
    let mut left = cx - natural_w * scale / 2.0;
    let mut out = Vec::new();
    for (spire, w) in spires.iter().zip(&widths) {
        let x = left + w * scale / 2.0;
        left += (w + gap) * scale;
        let mut y = baseline;
        let last = spire.pieces.len() - 1;
        for (k, &size) in spire.pieces.iter().enumerate() {
            let top = k == last;
            let visible = if top { height(size) } else { band(size) };
            out.push(Upright {
                city,
                owner: spire.owner,
                size,
                base: (x, y),
                scale,
                visible,
                top,
                first_of_kind: spire.pieces.get(k + 1) != Some(&size),
                index: k,
            });
            y -= band(size) * scale;
        }
    }
    out
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

/// The unit vector of a port's direction (towards its city), from its angle in degrees.
pub fn direction(angle: f64) -> (f64, f64) {
    let a = angle.to_radians();
    (cos(a), sin(a))
}

/// The distance from `p` to the segment `a`-`b`.
pub fn segment_distance(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    };
    let (qx, qy) = (a.0 + t * dx, a.1 + t * dy);
    ((p.0 - qx).powi(2) + (p.1 - qy).powi(2)).sqrt()
}

fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// How far from a port or city a press still counts (a finger is wider than a mouse).
const SLACK: f64 = 30.0;

/// Everything drawn that a press can hit.
#[derive(Clone, PartialEq, Debug)]
pub struct Geometry {
    /// The board's shapes.
    pub layout: Layout,
    /// Every spire piece, bottom to top in each spire.
    pub pieces: Vec<Upright>,
    /// Every seat's pool cell.
    pub cells: Vec<Rect>,
    /// Every pool group.
    pub pools: Vec<PoolGroup>,
    /// Where the pools are.
    pub place: PoolPlace,
    /// The drawing's width (the board and its pools).
    pub width: f64,
    /// The drawing's height.
    pub height: f64,
}

impl Geometry {
    /// The geometry of `data`, its pools at `place`.
    pub fn new(data: &BoardData, place: PoolPlace) -> Self {
        let spires: Vec<&SpireView> = data.spires.iter().collect();
        let pieces = data
            .layout
            .cities
            .iter()
            .enumerate()
            .flat_map(|(i, shape)| spire_layout(i as u8, shape, &spires))
            .collect();
        let n = data.seats.len();
        let cells: Vec<Rect> = (0..n).map(|i| pool_cell(i, n, place)).collect();
        let pools = data
            .seats
            .iter()
            .zip(&cells)
            .flat_map(|(seat, cell)| pool_groups(seat, *cell))
            .collect();
        Geometry {
            layout: data.layout.clone(),
            pieces,
            cells,
            pools,
            place,
            width: view_size(n, place).0,
            height: view_size(n, place).1,
        }
    }

    /// The segment a port's dock covers: from behind its berth to its notch.
    pub fn dock(&self, port: usize) -> Option<((f64, f64), (f64, f64))> {
        let p = self.layout.ports.get(port)?;
        let (dx, dy) = direction(p.angle);
        Some((
            (p.berth.0 - dx * DOCK_BACK, p.berth.1 - dy * DOCK_BACK),
            p.notch,
        ))
    }

    /// The spots under `p`, most specific first: a spire piece or pool piece whose drawing holds
    /// it, then ports whose dock holds it (nearest first), then the city whose disc holds it,
    /// then the nearest port or city within a finger's slack. The caller picks the first that
    /// makes sense (a target, a movable piece), so a ship dropped on a spire lands in its city.
    pub fn hits(&self, p: (f64, f64)) -> Vec<Spot> {
        let mut out: Vec<Spot> = Vec::new();
        let push = |s: Spot, out: &mut Vec<Spot>| {
            if !out.contains(&s) {
                out.push(s);
            }
        };
        // Upper pieces are drawn over lower ones: test them first.
        for piece in self.pieces.iter().rev() {
            if piece.rect().contains(p, 2.0) {
                push(piece.spot(), &mut out);
            }
        }
        for group in &self.pools {
            if group.rect().contains(p, 4.0) {
                push(group.spot(), &mut out);
            }
        }
        let mut ports: Vec<(f64, usize)> = (0..self.layout.ports.len())
            .filter_map(|i| self.dock(i).map(|(a, b)| (segment_distance(p, a, b), i)))
            .collect();
        short_sort::sort_by(&mut ports, |a, b| a.0.total_cmp(&b.0).is_lt());
        for &(d, i) in &ports {
            if d <= DOCK_HALF {
                push(Spot::Port(i as u8), &mut out);
            }
        }
        let mut cities: Vec<(f64, usize)> = self
            .layout
            .cities
            .iter()
            .enumerate()
            .map(|(i, c)| (distance(p, c.centre) - c.radius, i))
            .collect();
        short_sort::sort_by(&mut cities, |a, b| a.0.total_cmp(&b.0).is_lt());
        for &(d, i) in &cities {
            if d <= 0.0 {
                push(Spot::City(i as u8), &mut out);
            }
        }
        // Within reach but outside every shape: the nearest port or city.
        let near_port = ports
            .first()
            .filter(|(d, _)| *d <= DOCK_HALF + SLACK)
            .map(|&(d, i)| (d - DOCK_HALF, Spot::Port(i as u8)));
        let near_city = cities
            .first()
            .filter(|(d, _)| *d <= SLACK)
            .map(|&(d, i)| (d, Spot::City(i as u8)));
        let mut near: Vec<(f64, Spot)> = near_port.into_iter().chain(near_city).collect();
        short_sort::sort_by(&mut near, |a, b| a.0.total_cmp(&b.0).is_lt());
        for (_, s) in near {
            push(s, &mut out);
        }
        out
    }

    /// The visible box of a spire piece spot (its uppermost copy) or pool group.
    pub fn piece_rect(&self, spot: Spot) -> Option<Rect> {
        match spot {
            Spot::Piece { .. } => self
                .pieces
                .iter()
                .rev()
                .find(|u| u.spot() == spot)
                .map(Upright::rect),
            Spot::Pool { .. } => self
                .pools
                .iter()
                .find(|g| g.spot() == spot)
                .map(PoolGroup::rect),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sandships::layout::layout;

    fn spire(city: u8, owner: u8, pieces: &[u8]) -> SpireView {
        SpireView {
            city,
            owner,
            pieces: pieces.to_vec(),
        }
    }

    fn seat(seat: u8, pool: [u8; 3], out: bool) -> SeatView {
        SeatView {
            seat,
            name: format!("Seat {seat}"),
            pool,
            out,
            home: 3,
        }
    }

    fn data(spires: Vec<SpireView>) -> BoardData {
        BoardData {
            layout: layout(),
            spires,
            ships: Vec::new(),
            seats: vec![seat(0, [2, 2, 2], false), seat(1, [1, 0, 2], false)],
            controllers: [None; 5],
            to_act: Some(0),
            winner: None,
            last: Vec::new(),
        }
    }

    #[test]
    fn a_spire_stacks_smaller_pieces_on_top_each_showing_a_band() {
        let l = layout();
        let s = spire(3, 0, &[3, 2, 1]);
        let pieces = spire_layout(3, &l.cities[3], &[&s]);
        assert_eq!(pieces.len(), 3);
        assert_eq!(
            pieces[0].scale, 1.0,
            "a three-piece spire fits a corner city"
        );
        // Each rests where the band below ends, and only the top is whole.
        assert_eq!(pieces[1].base.1, pieces[0].base.1 - band(3));
        assert_eq!(pieces[2].base.1, pieces[1].base.1 - band(2));
        assert_eq!(
            pieces.iter().map(|p| p.top).collect::<Vec<_>>(),
            [false, false, true]
        );
        // The bands do not overlap, so each piece's box is what the player sees of it.
        for w in pieces.windows(2) {
            assert!(w[0].rect().y0 >= w[1].rect().y1 - 1e-9);
        }
        // It stands inside its city.
        let c = &l.cities[3];
        for p in &pieces {
            let r = p.rect();
            for corner in [(r.x0, r.y0), (r.x1, r.y0), (r.x0, r.y1), (r.x1, r.y1)] {
                assert!(distance(corner, c.centre) < c.radius, "{corner:?}");
            }
        }
    }

    #[test]
    fn spires_of_a_city_stand_side_by_side_and_shrink_to_fit() {
        let l = layout();
        let spires: Vec<SpireView> = (0..5).map(|o| spire(4, o, &[3, 3, 2, 1])).collect();
        let refs: Vec<&SpireView> = spires.iter().collect();
        let pieces = spire_layout(4, &l.cities[4], &refs);
        assert_eq!(pieces.len(), 20);
        let bottoms: Vec<&Upright> = pieces.iter().filter(|p| p.index == 0).collect();
        assert_eq!(
            bottoms.iter().map(|p| p.owner).collect::<Vec<_>>(),
            [0, 1, 2, 3, 4],
            "seats in order, the dead last"
        );
        for w in bottoms.windows(2) {
            assert!(w[0].rect().x1 < w[1].rect().x0, "side by side, apart");
        }
        let c = &l.cities[4];
        assert!(pieces[0].scale < 1.0);
        for p in &pieces {
            let r = p.rect();
            assert!(distance((r.x0, r.y1), c.centre) < c.radius);
            assert!(distance((r.x1, r.y0), c.centre) < c.radius);
        }
        // A nine-piece spire still fits a corner city.
        let tall = spire(0, 1, &[3, 3, 3, 2, 2, 2, 1, 1, 1]);
        let pieces = spire_layout(0, &l.cities[0], &[&tall]);
        let top = pieces.last().unwrap().rect();
        assert!(top.y0 > l.cities[0].centre.1 - l.cities[0].radius);
    }

    #[test]
    fn equal_pieces_are_one_spot_with_one_keyboard_stop() {
        let l = layout();
        let s = spire(0, 4, &[3, 3, 1]);
        let pieces = spire_layout(0, &l.cities[0], &[&s]);
        assert_eq!(pieces[0].spot(), pieces[1].spot());
        assert_eq!(
            pieces.iter().map(|p| p.first_of_kind).collect::<Vec<_>>(),
            [false, true, true]
        );
    }

    #[test]
    fn hits_prefer_pieces_then_ports_then_cities() {
        let d = data(vec![spire(3, 0, &[3, 2, 1]), spire(3, 4, &[2])]);
        let g = Geometry::new(&d, PoolPlace::Below);
        // The top of Blue's spire in SW: the small piece, then the city.
        let small = g.pieces.iter().find(|p| p.top && p.owner == 0).unwrap();
        let at = small.rect().centre();
        assert_eq!(
            g.hits(at),
            [
                Spot::Piece {
                    city: 3,
                    owner: 0,
                    size: 1
                },
                Spot::City(3)
            ]
        );
        // The middle of every piece's box hits that piece first.
        for p in &g.pieces {
            assert_eq!(g.hits(p.rect().centre())[0], p.spot());
        }
        // Every berth, notch side and dock hits its own port first.
        for (i, port) in d.layout.ports.iter().enumerate() {
            assert_eq!(g.hits(port.berth)[0], Spot::Port(i as u8), "{}", port.name);
            let (a, b) = g.dock(i).unwrap();
            let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            assert_eq!(g.hits(mid)[0], Spot::Port(i as u8), "{}", port.name);
        }
        // An empty city's centre.
        assert_eq!(g.hits(d.layout.cities[0].centre), [Spot::City(0)]);
        // Just outside a city's rim, away from its ports, still reaches it.
        let ne = &d.layout.cities[1];
        let outside = (ne.centre.0 + ne.radius + 10.0, ne.centre.1 - 40.0);
        assert_eq!(g.hits(outside), [Spot::City(1)]);
        // Open sand far from everything hits nothing.
        assert!(g.hits((500.0, 80.0)).is_empty());
    }

    #[test]
    fn pool_groups_sit_in_their_cells_largest_first() {
        let d = data(Vec::new());
        let g = Geometry::new(&d, PoolPlace::Below);
        assert_eq!(g.cells.len(), 2);
        let mine: Vec<&PoolGroup> = g.pools.iter().filter(|p| p.seat == 0).collect();
        assert_eq!(mine.iter().map(|p| p.size).collect::<Vec<_>>(), [3, 2, 1]);
        let theirs: Vec<&PoolGroup> = g.pools.iter().filter(|p| p.seat == 1).collect();
        assert_eq!(
            theirs.iter().map(|p| (p.size, p.count)).collect::<Vec<_>>(),
            [(3, 2), (1, 1)],
            "no medium: none drawn"
        );
        for p in &g.pools {
            let cell = g.cells[p.seat as usize];
            let r = p.rect();
            assert!(r.x0 >= cell.x0 && r.x1 <= cell.x1 && r.y0 >= cell.y0 && r.y1 <= cell.y1);
            assert_eq!(g.hits(r.centre()), [p.spot()]);
        }
        // A seat that is out shows no pieces.
        let cell = pool_cell(3, 4, PoolPlace::Below);
        assert!(pool_groups(&seat(2, [2, 2, 2], true), cell).is_empty());
        assert!(cell.x1 <= BOARD);
    }

    #[test]
    fn a_spots_box_is_its_uppermost_copy() {
        let d = data(vec![spire(4, 4, &[3, 2, 2])]);
        let g = Geometry::new(&d, PoolPlace::Below);
        let medium = Spot::Piece {
            city: 4,
            owner: 4,
            size: 2,
        };
        let top = g.pieces.last().unwrap();
        assert_eq!(g.piece_rect(medium), Some(top.rect()));
        assert_eq!(g.hits(top.rect().centre())[0], medium);
        assert!(g.piece_rect(Spot::Port(2)).is_none());
        assert!(g
            .piece_rect(Spot::Piece {
                city: 0,
                owner: 0,
                size: 1
            })
            .is_none());
    }

    #[test]
    fn pool_cells_tile_under_or_beside_the_board() {
        assert_eq!((pool_rows(2), pool_rows(3), pool_rows(4)), (1, 2, 2));
        for (n, place) in (1..=4).flat_map(|n| [(n, PoolPlace::Below), (n, PoolPlace::Beside)]) {
            let (w, h) = view_size(n, place);
            let cells: Vec<Rect> = (0..n).map(|i| pool_cell(i, n, place)).collect();
            for (i, a) in cells.iter().enumerate() {
                assert!(a.x0 >= 0.0 && a.x1 <= w && a.y0 >= 0.0 && a.y1 <= h);
                assert!(a.y0 > BOARD || a.x0 > BOARD, "off the board: {a:?}");
                // A full pool fits its cell.
                let full = seat(i as u8, [3, 3, 3], false);
                for g in pool_groups(&full, *a) {
                    let r = g.rect();
                    assert!(r.x0 >= a.x0 && r.x1 <= a.x1 && r.y1 <= a.y1);
                    assert!(r.y0 >= pool_text_bottom(*a) - 1e-9, "{n} seats: {r:?}");
                }
                for b in &cells[i + 1..] {
                    let apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
                    assert!(apart, "{n} seats: {a:?} {b:?}");
                }
            }
        }
    }

    #[test]
    fn a_city_name_stays_clear_of_its_spires_and_notches() {
        let l = layout();
        for (i, c) in l.cities.iter().enumerate() {
            let f = city_frame(c);
            // The name's text, with a house on its left and a flag on its right.
            let (top, bottom, half) = (f.name_y - 22.0, f.name_y + 4.0, 50.0);
            assert!(
                bottom < f.ceiling || top > f.baseline + 6.0,
                "{}: name and spires",
                c.name
            );
            assert!(top > c.centre.1 - c.radius && bottom < c.centre.1 + c.radius);
            for p in l.ports.iter().filter(|p| p.city as usize == i) {
                let across = (p.notch.0 - c.centre.0).abs() < half + 19.0;
                let level = p.notch.1 + 19.0 > top && p.notch.1 - 19.0 < bottom;
                assert!(!(across && level), "{} and {}", c.name, p.name);
            }
        }
    }

    #[test]
    fn segment_distance_is_to_the_nearest_point() {
        assert_eq!(segment_distance((5.0, 3.0), (0.0, 0.0), (10.0, 0.0)), 3.0);
        assert_eq!(segment_distance((13.0, 4.0), (0.0, 0.0), (10.0, 0.0)), 5.0);
        assert_eq!(segment_distance((3.0, 4.0), (0.0, 0.0), (0.0, 0.0)), 5.0);
    }
}
