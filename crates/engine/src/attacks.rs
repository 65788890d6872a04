//! Move tables computed at compile time for a square board `files` wide and eight ranks high
//! (bit index `rank * files + file`); the wedge boards fill the same tables in `wedge.rs`.

use crate::square::{Square, SQUARE_COUNT};

/// Room for every board's bit indices (the six-zone wedge board has 96 squares); indices are
/// masked with `SQ - 1` so lookups need no bounds check.
pub(crate) const SQ: usize = 128;
/// Room for every board's zones (at most six; a power of two so seats can be masked).
pub(crate) const ZONES: usize = 8;

/// Directions of a straight line: the first four raise the bit index (the nearest blocker on
/// the ray is its lowest bit), the last four lower it (the nearest is the highest bit).
pub(crate) const DIRS: [(i8, i8); 8] = [
    (0, 1),   // north
    (1, 0),   // east
    (1, 1),   // north-east
    (-1, 1),  // north-west
    (0, -1),  // south
    (-1, 0),  // west
    (-1, -1), // south-west
    (1, -1),  // south-east
];

/// Every table move generation reads, for one board size (an implementation detail of
/// [`crate::Geometry`], public only because the trait hands it out).
#[derive(Debug)]
#[allow(missing_docs)]
pub struct Tables<B> {
    pub squares: u8,
    pub pawn: [B; SQ],
    /// The eight neighbours (on a wedge board only those of the square's own zone, which is
    /// all that queen's guard asks).
    pub king: [B; SQ],
    pub knight: [B; SQ],
    /// Orthogonal squares at distance 1 or 2 (a drone's reach on an empty board).
    pub drone: [B; SQ],
    pub rays: [[B; SQ]; 8],
    pub zone: [B; ZONES],
    pub zone_of: [u8; SQ],
    /// Bit index to board-independent square.
    pub square: [Square; SQ],
    /// Board-independent square index to bit index, or 255 when off this board.
    pub index: [u8; SQUARE_COUNT],
}

pub(crate) const A1: Square = match Square::new(0, 0) {
    Some(s) => s,
    None => panic!(),
};

/// Tables with nothing in them, to be filled by a builder.
pub(crate) const fn empty_tables(squares: u8) -> Tables<u128> {
    Tables {
        squares,
        pawn: [0; SQ],
        king: [0; SQ],
        knight: [0; SQ],
        drone: [0; SQ],
        rays: [[0; SQ]; 8],
        zone: [0; ZONES],
        zone_of: [0; SQ],
        square: [A1; SQ],
        index: [255; SQUARE_COUNT],
    }
}

const fn on_board(files: u8, f: i8, r: i8) -> bool {
    f >= 0 && r >= 0 && (f as u8) < files && r < 8
}

const fn zone_seat(files: u8, file: u8, rank: u8) -> u8 {
    if files == 4 {
        if rank < 4 {
            0
        } else {
            1
        }
    } else {
        match (file < 4, rank < 4) {
            (true, true) => 0,
            (true, false) => 1,
            (false, false) => 2,
            (false, true) => 3,
        }
    }
}

const fn steps(files: u8, f: u8, r: u8, deltas: &[(i8, i8)]) -> u64 {
    let mut out = 0u64;
    let mut k = 0;
    while k < deltas.len() {
        let nf = f as i8 + deltas[k].0;
        let nr = r as i8 + deltas[k].1;
        if on_board(files, nf, nr) {
            out |= 1u64 << (nr as u8 * files + nf as u8);
        }
        k += 1;
    }
    out
}

const fn ray(files: u8, f: u8, r: u8, d: (i8, i8), max: u8) -> u64 {
    let mut out = 0u64;
    let mut nf = f as i8 + d.0;
    let mut nr = r as i8 + d.1;
    let mut n = 0;
    while on_board(files, nf, nr) && n < max {
        out |= 1u64 << (nr as u8 * files + nf as u8);
        nf += d.0;
        nr += d.1;
        n += 1;
    }
    out
}

pub(crate) const fn build(files: u8) -> Tables<u128> {
    const DIAG: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];
    const KING: [(i8, i8); 8] = [
        (1, 1),
        (-1, 1),
        (-1, -1),
        (1, -1),
        (0, 1),
        (1, 0),
        (0, -1),
        (-1, 0),
    ];
    const KNIGHT: [(i8, i8); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let mut t = empty_tables(files * 8);
    let mut r = 0u8;
    while r < 8 {
        let mut f = 0u8;
        while f < files {
            let i = (r * files + f) as usize;
            t.pawn[i] = steps(files, f, r, &DIAG) as u128;
            t.king[i] = steps(files, f, r, &KING) as u128;
            t.knight[i] = steps(files, f, r, &KNIGHT) as u128;
            let mut d = 0;
            while d < 8 {
                t.rays[d][i] = ray(files, f, r, DIRS[d], 8) as u128;
                if d == 0 || d == 1 || d == 4 || d == 5 {
                    t.drone[i] |= ray(files, f, r, DIRS[d], 2) as u128;
                }
                d += 1;
            }
            let z = zone_seat(files, f, r);
            t.zone_of[i] = z;
            t.zone[z as usize] |= 1u128 << i;
            t.square[i] = match Square::new(f, r) {
                Some(s) => s,
                None => panic!(),
            };
            t.index[(r * 8 + f) as usize] = i as u8;
            f += 1;
        }
        r += 1;
    }
    t
}

/// Narrowing of the built `u128` tables to a board's own word (the board must fit it).
macro_rules! narrow_fn {
    ($name:ident, $t:ty) => {
        pub(crate) const fn $name(t: Tables<u128>) -> Tables<$t> {
            const fn row(a: &[u128; SQ]) -> [$t; SQ] {
                let mut out = [0; SQ];
                let mut i = 0;
                while i < SQ {
                    out[i] = a[i] as $t;
                    i += 1;
                }
                out
            }
            let mut rays = [[0; SQ]; 8];
            let mut d = 0;
            while d < 8 {
                rays[d] = row(&t.rays[d]);
                d += 1;
            }
            let mut zone = [0; ZONES];
            let mut z = 0;
            while z < ZONES {
                zone[z] = t.zone[z] as $t;
                z += 1;
            }
            Tables {
                squares: t.squares,
                pawn: row(&t.pawn),
                king: row(&t.king),
                knight: row(&t.knight),
                drone: row(&t.drone),
                rays,
                zone,
                zone_of: t.zone_of,
                square: t.square,
                index: t.index,
            }
        }
    };
}

narrow_fn!(narrow32, u32);
narrow_fn!(narrow64, u64);
