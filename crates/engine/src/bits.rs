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
    /// How a position keeps a board of this word: the word itself, or (`u128`) its two
    /// 64-bit halves, so that making a move changes one 8-byte word in place.
    #[doc(hidden)]
    type Store: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// No square.
    const EMPTY: Self;
    /// Widening conversion (the turned move generation of `turned.rs` works in `u128`).
    #[doc(hidden)]
    fn to_u128(self) -> u128;
    /// Truncating conversion back.
    #[doc(hidden)]
    fn from_u128(v: u128) -> Self;
    /// The word as a position keeps it.
    #[doc(hidden)]
    fn store(self) -> Self::Store;
    /// The word from how a position keeps it.
    #[doc(hidden)]
    fn load(s: Self::Store) -> Self;
    /// Toggles bit `i` of a kept word in place.
    #[doc(hidden)]
    fn toggle_stored(s: &mut Self::Store, i: u8);
    /// Whether bit `i` of a kept word is set.
    #[doc(hidden)]
    fn has_stored(s: &Self::Store, i: u8) -> bool;
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
    /// The set without its lowest bit (the set must not be empty).
    fn without_lsb(self) -> Self;
    /// Takes the lowest set bit out of the set, if there is one.
    #[inline(always)]
    fn pop_lsb(&mut self) -> Option<u8> {
        if self.is_empty() {
            None
        } else {
            let i = self.lsb();
            *self = self.without_lsb();
            Some(i)
        }
    }
    /// Iterates the set bits, lowest first.
    #[inline]
    fn iter(self) -> BitIter<Self> {
        BitIter(self)
    }
}

macro_rules! impl_bits {
    ($t:ty) => {
        impl Bits for $t {
            type Store = $t;
            const EMPTY: Self = 0;
            #[inline(always)]
            fn to_u128(self) -> u128 {
                self as u128
            }
            #[inline(always)]
            fn from_u128(v: u128) -> Self {
                v as $t
            }
            #[inline(always)]
            fn store(self) -> Self {
                self
            }
            #[inline(always)]
            fn load(s: Self) -> Self {
                s
            }
            #[inline(always)]
            fn toggle_stored(s: &mut Self, i: u8) {
                *s ^= 1 << i;
            }
            #[inline(always)]
            fn has_stored(s: &Self, i: u8) -> bool {
                s.has(i)
            }
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
            #[inline(always)]
            fn without_lsb(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    };
}

impl_bits!(u32);
impl_bits!(u64);

/// Every one-bit `u128`, looked up: building one from shifts is a dozen instructions (two
/// shifts and a select of the half), loading it is two.
static BIT128: [u128; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = 1u128 << i;
        i += 1;
    }
    t
};

/// The 128-bit boards work on their two 64-bit halves: a shift by a variable amount is a
/// handful of instructions on `u128`, while picking a half is one select.
impl Bits for u128 {
    /// Low half first. A one-bit change writes one 8-byte word, which later 8-byte reads take
    /// straight from the store (a 16-byte read after an 8-byte write would wait for it).
    type Store = [u64; 2];
    const EMPTY: Self = 0;
    #[inline(always)]
    fn to_u128(self) -> u128 {
        self
    }
    #[inline(always)]
    fn from_u128(v: u128) -> Self {
        v
    }
    #[inline(always)]
    fn store(self) -> [u64; 2] {
        [self as u64, (self >> 64) as u64]
    }
    #[inline(always)]
    fn load(s: [u64; 2]) -> Self {
        (s[1] as u128) << 64 | s[0] as u128
    }
    #[inline(always)]
    fn toggle_stored(s: &mut [u64; 2], i: u8) {
        s[(i >> 6) as usize & 1] ^= 1 << (i & 63);
    }
    #[inline(always)]
    fn has_stored(s: &[u64; 2], i: u8) -> bool {
        s[(i >> 6) as usize & 1] >> (i & 63) & 1 != 0
    }
    #[inline(always)]
    fn bit(i: u8) -> Self {
        BIT128[i as usize & 127]
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self == 0
    }
    #[inline(always)]
    fn has(self, i: u8) -> bool {
        self & BIT128[i as usize & 127] != 0
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
        (127 - self.leading_zeros()) as u8
    }
    #[inline(always)]
    fn from_u64(v: u64) -> Self {
        v as u128
    }
    #[inline(always)]
    fn to_u64(self) -> u64 {
        self as u64
    }
    #[inline(always)]
    fn without_lsb(self) -> Self {
        self & self.wrapping_sub(1)
    }
    /// One half at a time: the low half's bits come first and need only 64-bit operations.
    #[inline(always)]
    fn pop_lsb(&mut self) -> Option<u8> {
        let lo = *self as u64;
        let hi = (*self >> 64) as u64;
        if lo != 0 {
            *self = (hi as u128) << 64 | (lo & (lo - 1)) as u128;
            Some(lo.trailing_zeros() as u8)
        } else if hi != 0 {
            *self = ((hi & (hi - 1)) as u128) << 64;
            Some(64 + hi.trailing_zeros() as u8)
        } else {
            None
        }
    }
}

/// Iterator over the set bits of a bitboard, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct BitIter<B>(B);

impl<B: Bits> Iterator for BitIter<B> {
    type Item = u8;
    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        self.0.pop_lsb()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wide_word_agrees_with_plain_shifts() {
        for i in 0..128u8 {
            assert_eq!(<u128 as Bits>::bit(i), 1u128 << i);
            let set = 0x8000_0000_0000_0001_0000_0000_8000_0001u128 | 1u128 << i;
            assert!(set.has(i));
            assert_eq!(set.has(i ^ 1), set >> (i ^ 1) & 1 != 0);
            assert_eq!(set.without_lsb(), set ^ (1u128 << set.lsb()));
            assert_eq!(set.iter().count() as u32, set.count());
        }
        assert_eq!((1u128 << 100).msb(), 100);
    }
}
