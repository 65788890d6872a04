//! The wedge boards of three, five and six zones (RULES.md, "Wedge boards"): one 4 x 4 zone per
//! seat around a centre point, each in its own frame (`a1` the outer corner, `d4` at the
//! centre). A zone's north edge is glued to the next zone's east edge, so a line that leaves
//! zone `k` northwards goes on in zone `k+1` turned a quarter: `(dx, dy)` becomes `(-dy, dx)`;
//! leaving east it goes on in zone `k-1` as `(dy, -dx)`. Only the diagonal step from a `d4`
//! towards the centre passes through the centre point, and only with four zones (onto the
//! opposite `d4`); otherwise a line ends there.
//!
//! Bit index of a square: `zone * 16 + rank * 4 + file`. Inside one zone a line keeps its
//! direction, so the nearest blocker on that stretch is its lowest or highest bit exactly as
//! on a square board. A line crosses at most two glued edges, so it is cut into at most three
//! stretches: the first lies in the square's own zone, the tables keep the second and the
//! direction of the second and third, and the third is what is left.

use crate::attacks::{empty_tables, Tables, DIRS, SQ};
use crate::square::Square;

/// Where a line stands while it is walked: a square and the direction it goes in, both in the
/// frame of the square's zone.
#[derive(Clone, Copy)]
pub(crate) struct Walker {
    pub(crate) zone: u8,
    pub(crate) file: i8,
    pub(crate) rank: i8,
    pub(crate) dx: i8,
    pub(crate) dy: i8,
}

/// The next square of a line, or `None` where it leaves the board (the rim, or the centre of
/// a board that is not four zones).
pub(crate) const fn step(zones: u8, w: Walker) -> Option<Walker> {
    let (f, r) = (w.file + w.dx, w.rank + w.dy);
    if f < 0 || r < 0 {
        None
    } else if f == 4 && r == 4 {
        if zones == 4 {
            Some(Walker {
                zone: (w.zone + 2) % 4,
                file: 3,
                rank: 3,
                dx: -w.dx,
                dy: -w.dy,
            })
        } else {
            None
        }
    } else if r == 4 {
        Some(Walker {
            zone: (w.zone + 1) % zones,
            file: 3,
            rank: f,
            dx: -w.dy,
            dy: w.dx,
        })
    } else if f == 4 {
        Some(Walker {
            zone: (w.zone + zones - 1) % zones,
            file: r,
            rank: 3,
            dx: w.dy,
            dy: -w.dx,
        })
    } else {
        Some(Walker {
            file: f,
            rank: r,
            ..w
        })
    }
}

const fn bit(w: Walker) -> u8 {
    w.zone * 16 + w.rank as u8 * 4 + w.file as u8
}

const fn dir_index(dx: i8, dy: i8) -> usize {
    let mut d = 0;
    while d < 8 {
        if DIRS[d].0 == dx && DIRS[d].1 == dy {
            return d;
        }
        d += 1;
    }
    panic!("not a direction")
}

/// What the slider needs beyond the rays: the second stretch of every line and the directions
/// (in their zones' frames) of its second and third stretches.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct Bends<B> {
    pub second: [[B; SQ]; 8],
    pub turns: [[[u8; 2]; SQ]; 8],
}

/// The tables of a wedge board of `zones` zones (3 to 6; 4 only to check the gluing against
/// the 8 x 8 board).
pub(crate) const fn build_wedge(zones: u8) -> (Tables<u128>, Bends<u128>) {
    let mut t = empty_tables(zones * 16);
    let mut b = Bends {
        second: [[0; SQ]; 8],
        turns: [[[0; 2]; SQ]; 8],
    };
    let mut i = 0u8;
    while i < zones * 16 {
        let (zone, rank, file) = (i / 16, (i % 16) / 4, i % 4);
        let here = Walker {
            zone,
            file: file as i8,
            rank: rank as i8,
            dx: 0,
            dy: 0,
        };
        let iu = i as usize;
        t.zone_of[iu] = zone;
        t.zone[zone as usize] |= 1u128 << i;
        t.square[iu] = match Square::wedge(zone, file, rank) {
            Some(s) => s,
            None => panic!(),
        };
        t.index[t.square[iu].index() as usize] = i;
        let mut d = 0;
        while d < 8 {
            let mut w = Walker {
                dx: DIRS[d].0,
                dy: DIRS[d].1,
                ..here
            };
            let mut stretch = 0;
            let mut len = 0;
            let mut visited = 1u128 << i;
            while let Some(next) = step(zones, w) {
                let n = bit(next);
                if visited & (1u128 << n) != 0 {
                    panic!("a line came back to a square");
                }
                visited |= 1u128 << n;
                if next.zone != w.zone || next.dx != w.dx || next.dy != w.dy {
                    if next.zone == zone {
                        panic!("a line came back to its own zone");
                    }
                    stretch += 1;
                    if stretch > 2 {
                        panic!("a line has more than three stretches");
                    }
                    b.turns[d][iu][stretch - 1] = dir_index(next.dx, next.dy) as u8;
                }
                t.rays[d][iu] |= 1u128 << n;
                if stretch == 1 {
                    b.second[d][iu] |= 1u128 << n;
                }
                if len < 2 && d % 4 < 2 {
                    t.drone[iu] |= 1u128 << n;
                }
                if len == 0 && d % 4 >= 2 {
                    t.pawn[iu] |= 1u128 << n;
                }
                if next.zone == zone && len == 0 {
                    t.king[iu] |= 1u128 << n;
                }
                len += 1;
                w = next;
            }
            d += 1;
        }
        i += 1;
    }
    (t, b)
}

/// The three-zone board's bends as `u64` words (its 48 squares fit).
pub(crate) const fn narrow_bends64(b: &Bends<u128>) -> Bends<u64> {
    let mut second = [[0u64; SQ]; 8];
    let mut d = 0;
    while d < 8 {
        let mut i = 0;
        while i < SQ {
            second[d][i] = b.second[d][i] as u64;
            i += 1;
        }
        d += 1;
    }
    Bends {
        second,
        turns: b.turns,
    }
}
