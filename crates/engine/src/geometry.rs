//! The two boards. Everything that differs between the two-player 4 x 8 board and the
//! four-player 8 x 8 board lives behind [`Geometry`], so the position and the search are
//! written once and compiled twice.

use crate::attacks::{build, narrow, Tables, DIRS};
use crate::bits::Bits;
use crate::square::Square;

/// A board: its size, its seats and zones, and its move tables.
pub trait Geometry:
    Copy + Eq + core::hash::Hash + core::fmt::Debug + Default + Send + Sync + 'static
{
    /// A bitboard exactly as wide as the board.
    type Bits: Bits;
    /// Number of files (4 or 8); there are always eight ranks.
    const FILES: u8;
    /// Number of seats (2 or 4).
    const SEATS: u8;
    /// Whether the "no rejection" rule applies (two players only).
    const NO_REJECTION: bool;
    #[doc(hidden)]
    fn tables() -> &'static Tables<Self::Bits>;

    /// Number of squares.
    #[inline(always)]
    fn squares() -> u8 {
        Self::FILES * 8
    }
    /// Bit index of a square, if it lies on this board.
    #[inline(always)]
    fn index(sq: Square) -> Option<u8> {
        let i = Self::tables().index[sq.index() as usize];
        (i != 255).then_some(i)
    }
    /// Square of a bit index (the index must be on the board).
    #[inline(always)]
    fn square(i: u8) -> Square {
        Self::tables().square[i as usize & 63]
    }
    /// The squares of a seat's zone.
    #[inline(always)]
    fn zone(seat: u8) -> Self::Bits {
        Self::tables().zone[seat as usize & 3]
    }
    /// The seat whose zone holds bit index `i`.
    #[inline(always)]
    fn zone_of(i: u8) -> u8 {
        Self::tables().zone_of[i as usize & 63]
    }
    /// Every square of the board.
    #[inline(always)]
    fn all() -> Self::Bits {
        let mut all = Self::Bits::EMPTY;
        for s in 0..Self::SEATS {
            all |= Self::zone(s);
        }
        all
    }
    /// Squares a queen reaches from `i` along its lines, stopping at the first occupied one.
    #[inline(always)]
    fn queen_attacks(i: u8, occ: Self::Bits) -> Self::Bits {
        let t = Self::tables();
        let mut out = Self::Bits::EMPTY;
        let mut d = 0;
        while d < 8 {
            out |= slide(&t.rays, d, i, occ);
            d += 1;
        }
        out
    }
    /// Squares a drone reaches: one or two orthogonal steps, never jumping.
    #[inline(always)]
    fn drone_attacks(i: u8, occ: Self::Bits) -> Self::Bits {
        let t = Self::tables();
        let lines = slide(&t.rays, 0, i, occ)
            | slide(&t.rays, 1, i, occ)
            | slide(&t.rays, 4, i, occ)
            | slide(&t.rays, 5, i, occ);
        lines & t.drone[i as usize & 63]
    }
}

#[inline(always)]
fn slide<B: Bits>(rays: &[[B; 64]; 8], d: usize, i: u8, occ: B) -> B {
    let ray = rays[d][i as usize & 63];
    let blockers = ray & occ;
    if blockers.is_empty() {
        ray
    } else {
        let b = if d < 4 {
            blockers.lsb()
        } else {
            blockers.msb()
        };
        ray ^ rays[d][b as usize & 63]
    }
}

const _: () = assert!(DIRS.len() == 8);

static TWO: Tables<u32> = narrow(build(4));
static FOUR: Tables<u64> = build(8);

/// The two-player board: 4 x 8, South (seat 0) owns ranks 1-4, North (seat 1) ranks 5-8.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Two;

/// The four-player board: 8 x 8 in four 4 x 4 quadrants, seats 0 = SW, 1 = NW, 2 = NE, 3 = SE.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Four;

impl Geometry for Two {
    type Bits = u32;
    const FILES: u8 = 4;
    const SEATS: u8 = 2;
    const NO_REJECTION: bool = true;
    #[inline(always)]
    fn tables() -> &'static Tables<u32> {
        &TWO
    }
}

impl Geometry for Four {
    type Bits = u64;
    const FILES: u8 = 8;
    const SEATS: u8 = 4;
    const NO_REJECTION: bool = false;
    #[inline(always)]
    fn tables() -> &'static Tables<u64> {
        &FOUR
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn idx<G: Geometry>(name: &str) -> u8 {
        G::index(Square::parse(name).unwrap()).unwrap()
    }

    #[test]
    fn zones_partition_the_board() {
        assert_eq!(Two::zone(0), 0x0000_ffff);
        assert_eq!(Two::zone(1), 0xffff_0000);
        assert_eq!(Two::all(), u32::MAX);
        assert_eq!(Four::all(), u64::MAX);
        let mut union = 0u64;
        for s in 0..4 {
            assert_eq!(Four::zone(s).count_ones(), 16);
            union |= Four::zone(s);
        }
        assert_eq!(union, u64::MAX);
        assert_eq!(Four::zone_of(idx::<Four>("a1")), 0);
        assert_eq!(Four::zone_of(idx::<Four>("a8")), 1);
        assert_eq!(Four::zone_of(idx::<Four>("h8")), 2);
        assert_eq!(Four::zone_of(idx::<Four>("h1")), 3);
        assert_eq!(Two::index(Square::parse("e1").unwrap()), None);
    }

    #[test]
    fn drone_stops_at_blockers() {
        let from = idx::<Two>("b2");
        let empty = Two::drone_attacks(from, 0);
        // b3 b4 b1 a2 c2 d2
        assert_eq!(empty.count_ones(), 6);
        let blocked = Two::drone_attacks(from, 1 << idx::<Two>("b3"));
        assert!(blocked & (1 << idx::<Two>("b4")) == 0);
        assert!(blocked & (1 << idx::<Two>("b3")) != 0);
    }
}
