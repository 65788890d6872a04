//! The boards. Everything that differs between the two-player 4 x 8 board, the four-player
//! 8 x 8 board and the wedge boards of three, five and six zones lives behind [`Geometry`], so
//! the position and the search are written once and compiled for each board.

use crate::attacks::{Tables, DIRS, SQ, ZONES};
use crate::bits::Bits;
use crate::square::Square;
use crate::store;
use crate::wedge::Bends;

/// Masks a bit index so table lookups need no bounds check.
const I: usize = SQ - 1;

/// A board: its size, its seats and zones, and its move tables.
pub trait Geometry:
    Copy + Eq + core::hash::Hash + core::fmt::Debug + Default + Send + Sync + 'static
{
    /// A bitboard exactly as wide as the board.
    type Bits: Bits;
    /// Number of files of a rank in the position text (4 or 8; 4 on a wedge board).
    const FILES: u8;
    /// Number of seats (2 to 6), which is also the number of zones.
    const SEATS: u8;
    /// Whether the "no rejection" rule applies (two players only).
    const NO_REJECTION: bool;
    /// Whether this is a wedge board: zones in their own frames, squares named `0c3`.
    const WEDGE: bool;
    #[doc(hidden)]
    fn tables() -> &'static Tables<Self::Bits>;
    /// A wedge board's bends (see `wedge.rs`), when its move generation is done turned so
    /// that the mover's zone is zone 1 (`turned.rs`): the 128-bit boards.
    #[doc(hidden)]
    #[inline(always)]
    fn turned_bends() -> Option<&'static Bends<Self::Bits>> {
        None
    }

    /// Number of squares (16 a zone).
    #[inline(always)]
    fn squares() -> u8 {
        Self::SEATS * 16
    }
    /// Number of ranks the placement field lists: eight on a square board, four a zone on a
    /// wedge board.
    #[inline(always)]
    fn text_ranks() -> usize {
        if Self::WEDGE {
            Self::SEATS as usize * 4
        } else {
            8
        }
    }
    /// Bit index of the square in row `row` (from the top of the placement field) and column
    /// `col` of the position text.
    #[inline(always)]
    fn text_index(row: usize, col: usize) -> u8 {
        if Self::WEDGE {
            ((row / 4) * 16 + (3 - row % 4) * 4 + col) as u8
        } else {
            ((7 - row) * Self::FILES as usize + col) as u8
        }
    }
    /// Bit index of a square, if it lies on this board.
    #[inline(always)]
    fn index(sq: Square) -> Option<u8> {
        let i = Self::tables().index.get(sq.index() as usize).copied()?;
        (i != 255).then_some(i)
    }
    /// Square of a bit index (the index must be on the board).
    #[inline(always)]
    fn square(i: u8) -> Square {
        Self::tables().square[i as usize & I]
    }
    /// The squares of a seat's zone.
    #[inline(always)]
    fn zone(seat: u8) -> Self::Bits {
        Self::tables().zone[seat as usize & (ZONES - 1)]
    }
    /// The seat whose zone holds bit index `i`.
    #[inline(always)]
    fn zone_of(i: u8) -> u8 {
        Self::tables().zone_of[i as usize & I]
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
        lines & t.drone[i as usize & I]
    }
}

#[inline(always)]
fn slide<B: Bits>(rays: &[[B; SQ]; 8], d: usize, i: u8, occ: B) -> B {
    let ray = rays[d][i as usize & I];
    let blockers = ray & occ;
    if blockers.is_empty() {
        ray
    } else {
        let b = if d < 4 {
            blockers.lsb()
        } else {
            blockers.msb()
        };
        ray ^ rays[d][b as usize & I]
    }
}

/// The nearest square of a set along one stretch of a line going in direction `d`.
#[inline(always)]
fn nearest<B: Bits>(d: usize, set: B) -> u8 {
    if d < 4 {
        set.lsb()
    } else {
        set.msb()
    }
}

/// [`slide`] on a wedge board, where a line may turn at a glued edge: the first blocker is
/// looked for stretch by stretch (see `wedge.rs`; the first stretch is the line within `own`,
/// the square's zone), and what lies beyond it is the line that starts there in the
/// direction it has there.
#[inline(always)]
pub(crate) fn wedge_slide<B: Bits>(
    t: &Tables<B>,
    bends: &Bends<B>,
    d: usize,
    i: u8,
    own: B,
    occ: B,
) -> B {
    let i = i as usize & I;
    let ray = t.rays[d][i];
    let on = ray & occ;
    if on.is_empty() {
        return ray;
    }
    let first = on & own;
    let (b, dir) = if !first.is_empty() {
        (nearest(d, first), d)
    } else {
        let second = on & bends.second[d][i];
        let turns = bends.turns[d][i];
        if !second.is_empty() {
            let e = turns[0] as usize & 7;
            (nearest(e, second), e)
        } else {
            let e = turns[1] as usize & 7;
            (nearest(e, on), e)
        }
    };
    ray ^ t.rays[dir][b as usize & I]
}

const _: () = assert!(DIRS.len() == 8);

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
    const WEDGE: bool = false;
    #[inline(always)]
    fn tables() -> &'static Tables<u32> {
        store::two()
    }
}

impl Geometry for Four {
    type Bits = u64;
    const FILES: u8 = 8;
    const SEATS: u8 = 4;
    const NO_REJECTION: bool = false;
    const WEDGE: bool = false;
    #[inline(always)]
    fn tables() -> &'static Tables<u64> {
        store::four()
    }
}

macro_rules! wedge_board {
    ($(#[$doc:meta])* $name:ident, $bits:ty, $seats:expr, $store:ident, $turned:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        pub struct $name;

        impl Geometry for $name {
            type Bits = $bits;
            const FILES: u8 = 4;
            const SEATS: u8 = $seats;
            const NO_REJECTION: bool = false;
            const WEDGE: bool = true;
            #[inline(always)]
            fn tables() -> &'static Tables<$bits> {
                store::$store().0
            }
            #[inline(always)]
            fn turned_bends() -> Option<&'static Bends<$bits>> {
                $turned.then(|| store::$store().1)
            }
            #[inline(always)]
            fn queen_attacks(i: u8, occ: $bits) -> $bits {
                let (tables, bends) = store::$store();
                let own = Self::zone(Self::zone_of(i));
                let mut out = 0;
                let mut d = 0;
                while d < 8 {
                    out |= wedge_slide(tables, bends, d, i, own, occ);
                    d += 1;
                }
                out
            }
            #[inline(always)]
            fn drone_attacks(i: u8, occ: $bits) -> $bits {
                let (tables, bends) = store::$store();
                let own = Self::zone(Self::zone_of(i));
                let lines = wedge_slide(tables, bends, 0, i, own, occ)
                    | wedge_slide(tables, bends, 1, i, own, occ)
                    | wedge_slide(tables, bends, 4, i, own, occ)
                    | wedge_slide(tables, bends, 5, i, own, occ);
                lines & tables.drone[i as usize & I]
            }
        }
    };
}

wedge_board!(
    /// The three-player wedge board: three 4 x 4 zones around a centre point, 48 squares.
    Three, u64, 3, three, false
);
wedge_board!(
    /// The five-player wedge board: five 4 x 4 zones around a centre point, 80 squares.
    Five, u128, 5, five, true
);
wedge_board!(
    /// The six-player wedge board: six 4 x 4 zones around a centre point, 96 squares.
    Six, u128, 6, six, true
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wedge::build_wedge;

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

    /// Wedge bit index to the 8 x 8 board's bit index, for four zones each seen from its
    /// outer corner: 0 = SW as is, 1 = NW, 2 = NE, 3 = SE turned.
    fn on_8x8(i: u8) -> u8 {
        let (z, r, f) = (i / 16, (i % 16) / 4, i % 4);
        let (x, y) = match z {
            0 => (f, r),
            1 => (r, 7 - f),
            2 => (7 - f, 7 - r),
            _ => (7 - r, f),
        };
        y * 8 + x
    }

    fn map_set(set: u128) -> u64 {
        set.iter().fold(0u64, |m, i| m | 1u64 << on_8x8(i))
    }

    #[test]
    fn four_wedge_zones_glue_into_the_8x8_board() {
        let (t, b) = build_wedge(4);
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for round in 0..200 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Sparse and dense boards, and the empty one first.
            let occ = if round == 0 {
                0
            } else if round % 2 == 0 {
                seed as u128 & (seed >> 7) as u128
            } else {
                seed as u128
            };
            let occ8 = map_set(occ);
            for i in 0..64u8 {
                let j = on_8x8(i);
                let mut queen = 0u128;
                let own = t.zone[t.zone_of[i as usize] as usize];
                for d in 0..8 {
                    queen |= wedge_slide(&t, &b, d, i, own, occ);
                }
                assert_eq!(map_set(queen), Four::queen_attacks(j, occ8), "queen {i}");
                let lines = [0, 1, 4, 5]
                    .iter()
                    .fold(0, |m, d| m | wedge_slide(&t, &b, *d, i, own, occ));
                let drone = lines & t.drone[i as usize];
                assert_eq!(map_set(drone), Four::drone_attacks(j, occ8), "drone {i}");
                assert_eq!(map_set(t.pawn[i as usize]), store::four().pawn[j as usize]);
                assert_eq!(
                    map_set(t.zone[t.zone_of[i as usize] as usize]),
                    Four::zone(Four::zone_of(j))
                );
            }
        }
    }

    fn wedge<G: Geometry>(name: &str) -> u8 {
        G::index(Square::parse(name).unwrap()).unwrap()
    }

    fn names<G: Geometry>(set: G::Bits) -> alloc::vec::Vec<alloc::string::String> {
        use alloc::string::ToString;
        let mut v: alloc::vec::Vec<_> = set.iter().map(|i| G::square(i).to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn lines_turn_at_glued_edges_and_stop_at_the_centre() {
        // North from 0c3 crosses into zone 1 at d3 going towards file a.
        let north = Three::tables().rays[0][wedge::<Three>("0c3") as usize];
        assert_eq!(names::<Three>(north), ["0c4", "1a3", "1b3", "1c3", "1d3"]);
        // East from 0c3 crosses into the previous zone (2) at c4 going towards rank 1.
        let east = Six::tables().rays[1][wedge::<Six>("0c3") as usize];
        assert_eq!(names::<Six>(east), ["0d3", "5c1", "5c2", "5c3", "5c4"]);
        // The diagonal from d4 towards the centre goes nowhere on three, five or six zones.
        assert_eq!(Three::tables().rays[2][wedge::<Three>("1d4") as usize], 0);
        assert_eq!(Five::tables().rays[2][wedge::<Five>("4d4") as usize], 0);
        // A queen on 0d4 of an empty three-zone board: 9 squares in its own zone, 4 + 4 along
        // the lines that cross the two glued edges, 3 + 3 along the diagonals that cross them,
        // none through the centre.
        let q = Three::queen_attacks(wedge::<Three>("0d4"), 0);
        assert_eq!(q.count_ones(), 23);
        for name in ["1a4", "2d1", "1b1", "2a2"] {
            assert!(q.has(wedge::<Three>(name)), "{name}");
        }
        for name in ["1c3", "2c3", "0d4"] {
            assert!(!q.has(wedge::<Three>(name)), "{name}");
        }
        // Blocked on the far side of an edge.
        let occ = 1u64 << wedge::<Three>("1c3");
        let blocked = Three::queen_attacks(wedge::<Three>("0c3"), occ);
        assert!(blocked.has(wedge::<Three>("1c3")) && !blocked.has(wedge::<Three>("1b3")));
        // Pawns step diagonally over an edge; drones go two squares through it.
        let p = Three::tables().pawn[wedge::<Three>("0d2") as usize];
        assert_eq!(names::<Three>(p), ["0c1", "0c3", "2a4", "2c4"]);
        let d = Three::drone_attacks(wedge::<Three>("0d4"), 0);
        assert_eq!(
            names::<Three>(d),
            ["0b4", "0c4", "0d2", "0d3", "1c4", "1d4", "2d3", "2d4"]
        );
    }

    #[test]
    fn wedge_zones_partition_the_board() {
        assert_eq!(Three::all(), (1u64 << 48) - 1);
        assert_eq!(Five::all(), (1u128 << 80) - 1);
        assert_eq!(Six::all(), (1u128 << 96) - 1);
        assert_eq!(Six::zone_of(wedge::<Six>("5d4")), 5);
        assert_eq!(Three::index(Square::parse("3a1").unwrap()), None);
        assert_eq!(Three::index(Square::parse("a1").unwrap()), None);
        assert_eq!(Four::index(Square::parse("0a1").unwrap()), None);
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
