//! Spires in their cities: each piece of a spire upright, covered pieces showing a band, the
//! spires of a city side by side under its name.

use super::rect::Rect;
use super::sizes::{band, height, width, BOARD};
use crate::games::sandships::board::model::{CityShape, SpireView, Spot};
use crate::widgets::short_sort;

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
