//! What a press hits: pieces first, then ports, then cities, with the slack a finger needs.

use super::pool_cells::{pool_cell, pool_groups, view_size, PoolGroup, PoolPlace};
use super::rect::Rect;
use super::sizes::{DOCK_BACK, DOCK_HALF};
use super::spire_layout::{spire_layout, Upright};
use crate::games::sandships::board::model::{BoardData, Layout, SpireView, Spot};
use crate::widgets::short_sort;
use crate::widgets::trig::{cos, sin};

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

pub(super) fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
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
    #[inline(never)] // out of the render (view.rs, "One function per layer")
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
