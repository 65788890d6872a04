//! A wedge board's tables from its first zone's.
//!
//! Every zone is glued to its neighbours the same way (see [`crate::turned`]), so the lines of
//! square `16 k + s` are those of square `s` turned by `k` zones: each bit `b` of a row becomes
//! bit `b + 16 k`, modulo the board's squares. The page (feature `lazy-tables`) ships zone 0's
//! rows of each wedge board, walked at compile time by [`build_wedge`], and turns them on first
//! use: a third, a fifth and a sixth of the data, and no line walked in the browser. Walking
//! them there met a fault of WebKit's JavaScriptCore (docs/webkit-wasm-fault.md): in about one
//! page load in a thousand the walk's loops, entered half-way into their optimised code, went
//! wrong (out-of-bounds accesses, impossible values). Turning rows is a short loop of shifts; it
//! never met the fault (the same measurement).

use crate::attacks::{empty_tables, Tables, SQ};
use crate::square::Square;
use crate::wedge::{build_wedge, Bends};

/// Zone 0's rows: pawn, king, knight, drone, then the eight rays, and the bends.
pub(crate) struct FirstZone {
    rows: [[u128; 16]; 12],
    second: [[u128; 16]; 8],
    turns: [[[u8; 2]; 16]; 8],
}

/// Zone 0's rows of the board of `zones` zones (for a `static`: evaluated at compile time).
pub(crate) const fn first_zone(zones: u8) -> FirstZone {
    let (t, b) = build_wedge(zones);
    let mut z = FirstZone {
        rows: [[0; 16]; 12],
        second: [[0; 16]; 8],
        turns: [[[0; 2]; 16]; 8],
    };
    let mut s = 0;
    while s < 16 {
        z.rows[0][s] = t.pawn[s];
        z.rows[1][s] = t.king[s];
        z.rows[2][s] = t.knight[s];
        z.rows[3][s] = t.drone[s];
        let mut d = 0;
        while d < 8 {
            z.rows[4 + d][s] = t.rays[d][s];
            z.second[d][s] = b.second[d][s];
            z.turns[d][s] = b.turns[d][s];
            d += 1;
        }
        s += 1;
    }
    z
}

/// `row` (a set of squares of a board of `zones` zones) turned by `k` zones.
fn turn(row: u128, k: u8, zones: u8) -> u128 {
    let n = zones as u32 * 16;
    let by = k as u32 * 16 % n;
    if by == 0 {
        return row;
    }
    ((row << by) | (row >> (n - by))) & ((1u128 << n) - 1)
}

/// The whole board's tables and bends from zone 0's.
pub(crate) fn all_zones(zones: u8, z: &FirstZone) -> (Tables<u128>, Bends<u128>) {
    let mut t = empty_tables(zones * 16);
    let mut b = Bends {
        second: [[0; SQ]; 8],
        turns: [[[0; 2]; SQ]; 8],
    };
    for i in 0..zones * 16 {
        let (k, s) = (i / 16, (i % 16) as usize);
        let iu = i as usize;
        t.zone_of[iu] = k;
        t.zone[k as usize] |= 1u128 << i;
        let square = Square::wedge(k, s as u8 % 4, s as u8 / 4).expect("a wedge square");
        t.square[iu] = square;
        t.index[square.index() as usize] = i;
        t.pawn[iu] = turn(z.rows[0][s], k, zones);
        t.king[iu] = turn(z.rows[1][s], k, zones);
        t.knight[iu] = turn(z.rows[2][s], k, zones);
        t.drone[iu] = turn(z.rows[3][s], k, zones);
        for d in 0..8 {
            t.rays[d][iu] = turn(z.rows[4 + d][s], k, zones);
            b.second[d][iu] = turn(z.second[d][s], k, zones);
            b.turns[d][iu] = z.turns[d][s];
        }
    }
    (t, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Turning zone 0's rows gives every table and bend the walk gives, on every wedge board.
    #[test]
    fn turned_first_zone_is_the_whole_walk() {
        for zones in [3u8, 4, 5, 6] {
            let (walked, walked_bends) = build_wedge(zones);
            let (turned, turned_bends) = all_zones(zones, &first_zone(zones));
            let squares = zones as usize * 16;
            assert_eq!(turned.squares, walked.squares);
            assert_eq!(
                turned.pawn[..squares],
                walked.pawn[..squares],
                "pawn, {zones} zones"
            );
            assert_eq!(
                turned.king[..squares],
                walked.king[..squares],
                "king, {zones} zones"
            );
            assert_eq!(
                turned.knight[..squares],
                walked.knight[..squares],
                "knight, {zones} zones"
            );
            assert_eq!(
                turned.drone[..squares],
                walked.drone[..squares],
                "drone, {zones} zones"
            );
            assert_eq!(turned.zone, walked.zone, "zones of {zones}");
            assert_eq!(turned.zone_of, walked.zone_of);
            assert_eq!(turned.square, walked.square);
            assert_eq!(turned.index, walked.index);
            for d in 0..8 {
                assert_eq!(turned.rays[d], walked.rays[d], "ray {d}, {zones} zones");
                assert_eq!(
                    turned_bends.second[d], walked_bends.second[d],
                    "second {d}, {zones} zones"
                );
                assert_eq!(
                    turned_bends.turns[d], walked_bends.turns[d],
                    "turns {d}, {zones} zones"
                );
            }
        }
    }
}
