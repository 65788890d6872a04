//! A fast hash for the planner's sets of states.
//!
//! The beam drops a state already reached by another order of the same actions, and keeps one
//! plan per end state, with a set of states. With the standard library's hasher (SipHash,
//! built to resist chosen keys, which a set of our own states needs not) hashing took a third
//! of level 5's time in four-seat games (measured with `perf` on the `stall` example, README
//! "Fifth pass"). This is the multiply-rotate hash of the Rust compiler's own tables (FxHash):
//! a word at a time, no keys. The sets are only asked whether a state is in them, never
//! walked, so the hash changes no choice: under a node budget the play is the same move for
//! move (1.41 times as fast: the same four-seat games in 8.51 s of CPU against 11.97 s), and
//! at a time budget the search sees more states.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A set of states (or anything hashable) under [`FxHasher`].
pub type FastSet<T> = HashSet<T, BuildHasherDefault<FxHasher>>;

/// The multiply-rotate hash (see the module docs).
#[derive(Clone, Copy, Default)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.add(u64::from_le_bytes(chunk.try_into().expect("eight bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word) ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::{Options, State};

    #[test]
    fn equal_states_meet_and_different_ones_do_not() {
        let start = State::start(4, Options::default());
        let other = State::start(3, Options::default());
        let mut set: FastSet<State> = FastSet::default();
        assert!(set.insert(start.clone()));
        assert!(!set.insert(start));
        assert!(set.insert(other));
        assert_eq!(set.len(), 2);
    }
}
