//! The board's geometry for the view, derived from the rules' board data (`sandships::BOARD`):
//! which city each port belongs to and which zone it faces. Only the drawing is ours: the
//! square wasteland is 1000 units a side, the four canals are its diagonals and midlines, the
//! corner cities sit on the diagonals' ends and the centre city where the canals cross. A port
//! is a notch on its city's rim, facing the middle of its zone; a docked ship lies in the zone
//! beside the notch, its tip in the notch.

use sandships::{City, BOARD};

use super::board::model::{CityShape, Layout, PortShape};

use crate::widgets::trig::atan2;

/// The side of the board, in user units.
pub const SIDE: f64 = 1000.0;
/// A corner city's radius.
const CORNER_RADIUS: f64 = 104.0;
/// The centre city's radius (it holds up to five spires).
const CENTRE_RADIUS: f64 = 138.0;
/// How far from its city's rim a docked ship's centre lies.
const BERTH: f64 = 64.0;

/// A city's centre and radius.
fn city_shape(city: City) -> ((f64, f64), f64) {
    let inset = 128.0;
    match city {
        City::NW => ((inset, inset), CORNER_RADIUS),
        City::NE => ((SIDE - inset, inset), CORNER_RADIUS),
        City::SE => ((SIDE - inset, SIDE - inset), CORNER_RADIUS),
        City::SW => ((inset, SIDE - inset), CORNER_RADIUS),
        City::C => ((SIDE / 2.0, SIDE / 2.0), CENTRE_RADIUS),
    }
}

/// Zone `z` (1-8, clockwise from north) as a triangle: the centre, then the two points of the
/// board's edge that bound it.
fn zone_triangle(z: u8) -> [(f64, f64); 3] {
    let c = (SIDE / 2.0, SIDE / 2.0);
    // The eight points of the edge where canals end, clockwise from north.
    let rim = [
        (SIDE / 2.0, 0.0),
        (SIDE, 0.0),
        (SIDE, SIDE / 2.0),
        (SIDE, SIDE),
        (SIDE / 2.0, SIDE),
        (0.0, SIDE),
        (0.0, SIDE / 2.0),
        (0.0, 0.0),
    ];
    let i = (z as usize - 1) % 8;
    [c, rim[i], rim[(i + 1) % 8]]
}

fn unit(v: (f64, f64)) -> (f64, f64) {
    let n = (v.0 * v.0 + v.1 * v.1).sqrt().max(1e-9);
    (v.0 / n, v.1 / n)
}

/// The direction from a city into zone `z`: the bisector of the zone's corner nearest the city.
fn into_zone(city: City, z: u8) -> (f64, f64) {
    let (centre, _) = city_shape(city);
    let tri = zone_triangle(z);
    let dist = |p: (f64, f64)| (p.0 - centre.0).powi(2) + (p.1 - centre.1).powi(2);
    let k = (0..3)
        .min_by(|&a, &b| dist(tri[a]).total_cmp(&dist(tri[b])))
        .unwrap_or(0);
    let v = tri[k];
    let (a, b) = (tri[(k + 1) % 3], tri[(k + 2) % 3]);
    let ua = unit((a.0 - v.0, a.1 - v.1));
    let ub = unit((b.0 - v.0, b.1 - v.1));
    unit((ua.0 + ub.0, ua.1 + ub.1))
}

/// The board's layout.
pub fn layout() -> Layout {
    let cities = City::ALL
        .iter()
        .map(|&c| {
            let (centre, radius) = city_shape(c);
            CityShape {
                name: c.name().to_string(),
                centre,
                radius,
            }
        })
        .collect();
    let ports = BOARD
        .ports
        .iter()
        .map(|&(city, zone)| {
            let ((cx, cy), r) = city_shape(city);
            let (dx, dy) = into_zone(city, zone);
            PortShape {
                name: format!("{}{zone}", city.name()),
                city: city.index() as u8,
                zone,
                notch: (cx + dx * r, cy + dy * r),
                berth: (cx + dx * (r + BERTH), cy + dy * (r + BERTH)),
                angle: atan2(-dy, -dx).to_degrees(),
            }
        })
        .collect();
    let zones = (1..=8u8).map(|z| zone_triangle(z).to_vec()).collect();
    let h = SIDE / 2.0;
    let canals = vec![
        ((0.0, 0.0), (SIDE, SIDE)),
        ((SIDE, 0.0), (0.0, SIDE)),
        ((h, 0.0), (h, SIDE)),
        ((0.0, h), (SIDE, h)),
    ];
    Layout {
        cities,
        ports,
        zones,
        canals,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inside(p: (f64, f64), tri: &[(f64, f64)]) -> bool {
        let sign = |a: (f64, f64), b: (f64, f64), c: (f64, f64)| {
            (a.0 - c.0) * (b.1 - c.1) - (b.0 - c.0) * (a.1 - c.1)
        };
        let (d1, d2, d3) = (
            sign(p, tri[0], tri[1]),
            sign(p, tri[1], tri[2]),
            sign(p, tri[2], tri[0]),
        );
        !((d1 < 0.0 || d2 < 0.0 || d3 < 0.0) && (d1 > 0.0 || d2 > 0.0 || d3 > 0.0))
    }

    #[test]
    fn every_berth_lies_in_its_zone_and_points_at_its_city() {
        let l = layout();
        assert_eq!(l.ports.len(), 16);
        assert_eq!(l.ports[2].name, "NE1");
        for p in &l.ports {
            assert!(
                inside(p.berth, &l.zones[p.zone as usize - 1]),
                "{} berth {:?}",
                p.name,
                p.berth
            );
            let city = &l.cities[p.city as usize];
            let (a, b) = (p.angle.to_radians().cos(), p.angle.to_radians().sin());
            let to_city = unit((city.centre.0 - p.berth.0, city.centre.1 - p.berth.1));
            assert!((a - to_city.0).abs() < 1e-6 && (b - to_city.1).abs() < 1e-6);
        }
    }

    #[test]
    fn berths_do_not_overlap() {
        let l = layout();
        for (i, a) in l.ports.iter().enumerate() {
            for b in &l.ports[i + 1..] {
                let d = ((a.berth.0 - b.berth.0).powi(2) + (a.berth.1 - b.berth.1).powi(2)).sqrt();
                assert!(d > 95.0, "{} and {} are {d:.0} apart", a.name, b.name);
            }
        }
    }
}
