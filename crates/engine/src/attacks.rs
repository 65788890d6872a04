//! Move tables computed at compile time for a board `files` wide and eight ranks high.
//! Bit index of a square is `rank * files + file`.

use crate::square::Square;

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
    pub pawn: [B; 64],
    pub king: [B; 64],
    pub knight: [B; 64],
    /// Orthogonal squares at distance 1 or 2 (a drone's reach on an empty board).
    pub drone: [B; 64],
    pub rays: [[B; 64]; 8],
    pub zone: [B; 4],
    pub zone_of: [u8; 64],
    /// Bit index to board-independent square.
    pub square: [Square; 64],
    /// Board-independent square index to bit index, or 255 when off this board.
    pub index: [u8; 64],
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

pub(crate) const fn build(files: u8) -> Tables<u64> {
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
    let mut t = Tables {
        squares: files * 8,
        pawn: [0; 64],
        king: [0; 64],
        knight: [0; 64],
        drone: [0; 64],
        rays: [[0; 64]; 8],
        zone: [0; 4],
        zone_of: [0; 64],
        square: [match Square::new(0, 0) {
            Some(s) => s,
            None => panic!(),
        }; 64],
        index: [255; 64],
    };
    let mut r = 0u8;
    while r < 8 {
        let mut f = 0u8;
        while f < files {
            let i = (r * files + f) as usize;
            t.pawn[i] = steps(files, f, r, &DIAG);
            t.king[i] = steps(files, f, r, &KING);
            t.knight[i] = steps(files, f, r, &KNIGHT);
            let mut d = 0;
            while d < 8 {
                t.rays[d][i] = ray(files, f, r, DIRS[d], 8);
                if d == 0 || d == 1 || d == 4 || d == 5 {
                    t.drone[i] |= ray(files, f, r, DIRS[d], 2);
                }
                d += 1;
            }
            let z = zone_seat(files, f, r);
            t.zone_of[i] = z;
            t.zone[z as usize] |= 1u64 << i;
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

const fn narrow_row(a: &[u64; 64]) -> [u32; 64] {
    let mut out = [0u32; 64];
    let mut i = 0;
    while i < 64 {
        out[i] = a[i] as u32;
        i += 1;
    }
    out
}

/// The 4 x 8 tables as `u32` words.
pub(crate) const fn narrow(t: Tables<u64>) -> Tables<u32> {
    let mut rays = [[0u32; 64]; 8];
    let mut d = 0;
    while d < 8 {
        rays[d] = narrow_row(&t.rays[d]);
        d += 1;
    }
    Tables {
        squares: t.squares,
        pawn: narrow_row(&t.pawn),
        king: narrow_row(&t.king),
        knight: narrow_row(&t.knight),
        drone: narrow_row(&t.drone),
        rays,
        zone: [
            t.zone[0] as u32,
            t.zone[1] as u32,
            t.zone[2] as u32,
            t.zone[3] as u32,
        ],
        zone_of: t.zone_of,
        square: t.square,
        index: t.index,
    }
}
