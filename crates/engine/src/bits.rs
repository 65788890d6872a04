//! Bitboards: one bit a square, exactly as wide as the board (`u32` for 4 x 8, `u64` for 8 x 8
//! and the three-zone wedge board's 48 squares, `u128` for the 80 and 96 squares of five and six
//! zones).

use core::fmt::Debug;
use core::hash::Hash;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// The operations move generation needs from a bitboard word.
pub trait Bits:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Send
    + Sync
    + 'static
{
    /// No square.
    const EMPTY: Self;
    /// The set holding only bit `i`.
    fn bit(i: u8) -> Self;
    /// Whether no bit is set.
    fn is_empty(self) -> bool;
    /// Whether bit `i` is set.
    fn has(self, i: u8) -> bool;
    /// Number of bits set.
    fn count(self) -> u32;
    /// Lowest set bit (the set must not be empty).
    fn lsb(self) -> u8;
    /// Highest set bit (the set must not be empty).
    fn msb(self) -> u8;
    /// Truncating conversion from a 64-bit table entry.
    fn from_u64(v: u64) -> Self;
    /// Conversion to 64 bits (truncating for `u128`).
    fn to_u64(self) -> u64;
    /// Iterates the set bits, lowest first.
    #[inline]
    fn iter(self) -> BitIter<Self> {
        BitIter(self)
    }
}

macro_rules! impl_bits {
    ($t:ty) => {
        impl Bits for $t {
            const EMPTY: Self = 0;
            #[inline(always)]
            fn bit(i: u8) -> Self {
                1 << i
            }
            #[inline(always)]
            fn is_empty(self) -> bool {
                self == 0
            }
            #[inline(always)]
            fn has(self, i: u8) -> bool {
                self >> i & 1 != 0
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn lsb(self) -> u8 {
                self.trailing_zeros() as u8
            }
            #[inline(always)]
            fn msb(self) -> u8 {
                (<$t>::BITS - 1 - self.leading_zeros()) as u8
            }
            #[inline(always)]
            fn from_u64(v: u64) -> Self {
                v as $t
            }
            #[inline(always)]
            fn to_u64(self) -> u64 {
                self as u64
            }
        }
    };
}

impl_bits!(u32);
impl_bits!(u64);
impl_bits!(u128);

/// Iterator over the set bits of a bitboard, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct BitIter<B>(B);

impl<B: Bits> Iterator for BitIter<B> {
    type Item = u8;
    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0.is_empty() {
            None
        } else {
            let i = self.0.lsb();
            self.0 ^= B::bit(i);
            Some(i)
        }
    }
}
