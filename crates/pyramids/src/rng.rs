//! A tiny seeded generator (SplitMix64). The caller passes the seed, so the same request always
//! gets the same answer; no entropy is read from the machine or the browser.

/// SplitMix64: one `u64` of state, good statistical quality for noise and random play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0), without modulo bias worth speaking of.
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// A number in `-spread..=spread` (0 when `spread` is not positive).
    pub fn spread(&mut self, spread: i32) -> i32 {
        if spread <= 0 {
            return 0;
        }
        (self.below(2 * spread as u64 + 1) as i64 - spread as i64) as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_bounds_hold() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        for _ in 0..100 {
            assert!(a.below(5) < 5);
            let s = a.spread(3);
            assert!((-3..=3).contains(&s));
        }
        assert_eq!(a.below(0), 0);
        assert_eq!(a.spread(0), 0);
        let wide = a.spread(i32::MAX);
        assert!(wide >= -i32::MAX);
    }
}
