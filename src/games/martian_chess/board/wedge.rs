//! Where a wedge board's squares are drawn: `zones` quadrilaterals around a centre point, one
//! a seat (RULES.md, "Wedge boards"). Each zone's corner at the centre takes 360/N degrees;
//! its two edges from the centre are the glued edges (the canals), shared with the zones on
//! either side; its 4 x 4 squares are the zone's grid mapped into the quadrilateral by the
//! bilinear map of its corners, so the grid's lines stay straight and meet the neighbour's
//! lines on the glued edge, where a line of play bends.
//!
//! The outer corner (`a1`'s) is placed so the zone's outer angle is a right angle (on the
//! circle through the two edge ends, Thales): with four zones that is exactly the square
//! board; with three, five and six the squares stay as square as the centre's angle allows.
//! The board is turned so the home zone's outer corner points straight down, nearest the
//! reader. Zones follow each other clockwise on the screen, as seats pass the turn to the left.

use super::model::SquareId;

use crate::widgets::trig::{cos, sin};

/// Side of a square at the rim, in user units (the square board's side).
pub const SQ: f64 = 100.0;
/// Room around the board for the coordinates and each zone's seat mark.
pub const PAD: f64 = 74.0;

/// A wedge board as drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wedge {
    /// Its zones (3 to 6).
    pub zones: u8,
    /// The zone drawn nearest the reader.
    pub home: u8,
}

/// A point in user units.
pub type Point = (f64, f64);

impl Wedge {
    /// The distance from the centre to the outer end of a glued edge.
    const RIM: f64 = 4.0 * SQ;

    fn half_angle(&self) -> f64 {
        std::f64::consts::PI / self.zones as f64
    }

    /// The outer corner's distance from the centre.
    fn reach(&self) -> f64 {
        let h = self.half_angle();
        Self::RIM * (cos(h) + sin(h))
    }

    /// Half the side of the (square) view box.
    pub fn half_size(&self) -> f64 {
        self.reach() + PAD
    }

    /// The view box: a square with the centre point in its middle.
    pub fn view_box(&self) -> (f64, f64) {
        let s = 2.0 * self.half_size();
        (s, s)
    }

    /// The screen angle (radians, clockwise from straight down, y downwards) of a zone's
    /// bisector.
    fn bisector(&self, zone: u8) -> f64 {
        let step = 2.0 * self.half_angle();
        let k = (zone as i32 - self.home as i32).rem_euclid(self.zones as i32) as f64;
        k * step
    }

    /// A point at `dist` from the centre along screen angle `angle`.
    fn polar(&self, angle: f64, dist: f64) -> Point {
        let c = self.half_size();
        // Angle 0 points down; growing angles turn clockwise on the screen (left, up, right).
        (c - dist * sin(angle), c + dist * cos(angle))
    }

    /// The four corners of a zone: outer (`a1`'s corner), east end, centre, north end.
    pub fn zone_corners(&self, zone: u8) -> [Point; 4] {
        let b = self.bisector(zone);
        let h = self.half_angle();
        // The east edge is glued to the previous zone, which lies before this one (turning
        // clockwise), so it is on the smaller angle.
        [
            self.polar(b, self.reach()),
            self.polar(b - h, Self::RIM),
            self.polar(b, 0.0),
            self.polar(b + h, Self::RIM),
        ]
    }

    /// A point of a zone given in its own grid units: `u` along the files (0 at `a`'s outer
    /// side, 4 at the east edge), `v` along the ranks (0 at the rim, 4 at the north edge).
    pub fn point(&self, zone: u8, u: f64, v: f64) -> Point {
        let [a, b, c, d] = self.zone_corners(zone);
        let (s, t) = (u / 4.0, v / 4.0);
        let w = [(1.0 - s) * (1.0 - t), s * (1.0 - t), s * t, (1.0 - s) * t];
        (
            w[0] * a.0 + w[1] * b.0 + w[2] * c.0 + w[3] * d.0,
            w[0] * a.1 + w[1] * b.1 + w[2] * c.1 + w[3] * d.1,
        )
    }

    /// Zone, file and rank of a wedge square id (the engine's index, 64 + zone * 16 + ...).
    pub fn parts(id: SquareId) -> (u8, u8, u8) {
        let i = id.saturating_sub(64);
        (i / 16, i % 4, (i / 4) % 4)
    }

    /// The square's four corners, in order around it.
    pub fn quad(&self, id: SquareId) -> [Point; 4] {
        let (z, f, r) = Self::parts(id);
        let (f, r) = (f as f64, r as f64);
        [
            self.point(z, f, r),
            self.point(z, f + 1.0, r),
            self.point(z, f + 1.0, r + 1.0),
            self.point(z, f, r + 1.0),
        ]
    }

    /// The square's middle (where its piece stands).
    pub fn centre(&self, id: SquareId) -> Point {
        let (z, f, r) = Self::parts(id);
        self.point(z, f as f64 + 0.5, r as f64 + 0.5)
    }

    /// How much a piece is shrunk to fit the square: 1 on a square as large as the square
    /// board's, less towards the centre of five and six zones.
    pub fn piece_scale(&self, id: SquareId) -> f64 {
        let q = self.quad(id);
        let c = self.centre(id);
        let inner = (0..4)
            .map(|i| distance_to_line(c, q[i], q[(i + 1) % 4]))
            .fold(f64::INFINITY, f64::min);
        (inner / (SQ / 2.0)).clamp(0.45, 1.0)
    }

    /// The square under a point, among `ids`.
    pub fn square_at(&self, ids: impl IntoIterator<Item = SquareId>, p: Point) -> Option<SquareId> {
        ids.into_iter().find(|id| inside(&self.quad(*id), p))
    }

    /// The glued edges, from the centre to the rim: the canals.
    pub fn canals(&self) -> Vec<(Point, Point)> {
        (0..self.zones)
            .map(|z| {
                let [_, east, centre, _] = self.zone_corners(z);
                (centre, east)
            })
            .collect()
    }

    /// The board's outline, around every zone's rim.
    pub fn outline(&self) -> Vec<Point> {
        (0..self.zones)
            .flat_map(|z| {
                let [outer, east, _, north] = self.zone_corners(z);
                [east, outer, north]
            })
            .collect()
    }
}

fn distance_to_line(p: Point, a: Point, b: Point) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    ((p.0 - a.0) * dy - (p.1 - a.1) * dx).abs() / len
}

/// Whether a point lies in a convex quadrilateral (either winding).
fn inside(q: &[Point; 4], p: Point) -> bool {
    let sides = (0..4).map(|i| {
        let (a, b) = (q[i], q[(i + 1) % 4]);
        (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0)
    });
    let (mut pos, mut neg) = (false, false);
    for s in sides {
        pos |= s > 1e-9;
        neg |= s < -1e-9;
    }
    !(pos && neg)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(zones: u8) -> Vec<SquareId> {
        (0..zones * 16).map(|i| 64 + i).collect()
    }

    #[test]
    fn every_square_is_found_under_its_middle_and_nowhere_else() {
        for zones in [3, 5, 6] {
            for home in 0..zones {
                let w = Wedge { zones, home };
                for id in ids(zones) {
                    let c = w.centre(id);
                    assert_eq!(w.square_at(ids(zones), c), Some(id), "{zones} {home} {id}");
                }
                let (vw, _) = w.view_box();
                assert_eq!(w.square_at(ids(zones), (1.0, 1.0)), None);
                // Every corner lies inside the view box.
                for id in ids(zones) {
                    for (x, y) in w.quad(id) {
                        assert!(x > 0.0 && y > 0.0 && x < vw && y < vw);
                    }
                }
            }
        }
    }

    #[test]
    fn glued_edges_meet_square_for_square() {
        // Zone k's north edge at file f is zone k+1's east edge at rank f.
        for zones in [3, 5, 6] {
            let w = Wedge { zones, home: 1 };
            for z in 0..zones {
                for f in 0..=4 {
                    let a = w.point(z, f as f64, 4.0);
                    let b = w.point((z + 1) % zones, 4.0, f as f64);
                    assert!((a.0 - b.0).abs() < 1e-6 && (a.1 - b.1).abs() < 1e-6);
                }
            }
        }
    }

    #[test]
    fn the_home_zone_is_nearest_the_reader() {
        for zones in [3, 5, 6] {
            for home in 0..zones {
                let w = Wedge { zones, home };
                let lowest = ids(zones)
                    .into_iter()
                    .max_by(|a, b| w.centre(*a).1.total_cmp(&w.centre(*b).1))
                    .unwrap();
                assert_eq!(Wedge::parts(lowest), (home, 0, 0), "{zones} {home}");
            }
        }
    }

    #[test]
    fn next_zone_lies_clockwise() {
        // Seen from above with the home zone at the bottom, the next seat's zone is on the
        // left (clockwise on the screen), as the turn passes to the left.
        let w = Wedge { zones: 3, home: 0 };
        let (mid, _) = w.view_box();
        assert!(w.centre(64 + 16).0 < mid / 2.0 + 1.0);
        assert!(w.centre(64 + 32).0 > mid / 2.0 - 1.0);
    }
}
