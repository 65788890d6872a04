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
use std::hash::{BuildHasherDefault, Hash, Hasher};

use sandships::State;

/// A set of states (or anything hashable) under [`FxHasher`].
pub type FastSet<T> = HashSet<T, BuildHasherDefault<FxHasher>>;

/// A set of states, each hashed as a few packed words ([`Packed`]).
pub type StateSet = FastSet<Packed>;

/// A state as the key of a [`StateSet`]: equal when the states are equal, hashed as
/// thirteen words, not field by field. The derived hash of a state feeds the hasher a length
/// or a discriminant and then each byte of every small array, about 120 rounds a state; after
/// the fifth pass's FxHash that was still a sixth of level 5's time (`perf`, README "Sixth
/// pass"). Here the spire counts go in as they lie, eight a word, and the rest four bits a
/// count (every count in a state is at most ten; were one larger, equal states would still
/// hash alike and the set would answer the same, only with more collisions). `State`'s own
/// `Hash` stays as it is: the noise of the lower levels is drawn from it.
#[derive(Clone, PartialEq, Eq)]
pub struct Packed(pub State);

impl Hash for Packed {
    fn hash<H: Hasher>(&self, h: &mut H) {
        let s = self.0.setup();
        // The 75 spire counts as they lie, eight bytes a word.
        h.write(s.spires.as_flattened().as_flattened());
        // A port: empty, or 1 + 3 x seat + size (at most 12).
        h.write_u64(nibbles(s.ships.iter().map(|ship| {
            ship.map_or(0, |x| 1 + 3 * x.seat.0 + x.size.index() as u8)
        })));
        let pools = nibbles(s.pools.iter().flatten().copied());
        let out = nibbles(s.out.iter().map(|&o| o as u8));
        h.write_u64(pools << 16 ^ out);
        let dice = s.dice.map_or(0, |d| 1 << 24 ^ nibbles(d.0.iter().copied()));
        let winner = s.winner.map_or(0, |w| 1 + w.0) as u64;
        let options = self.0.options();
        let rest = (s.players as u64) << 12
            ^ (s.turn.0 as u64) << 8
            ^ winner << 4
            ^ (options.zap_removes as u64) << 1
            ^ options.bump_smaller as u64;
        h.write_u64(dice << 16 ^ rest);
    }
}

/// Counts packed four bits each into a word (the first count in the highest bits).
#[inline]
fn nibbles(counts: impl IntoIterator<Item = u8>) -> u64 {
    counts
        .into_iter()
        .fold(0u64, |word, n| word << 4 ^ n as u64)
}

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

    #[test]
    fn packed_states_meet_only_when_equal() {
        let mut set = StateSet::default();
        let mut states = Vec::new();
        for seed in 0..40 {
            let s = crate::random_state(2 + (seed % 3) as u8, Default::default(), seed, 30);
            set.insert(Packed(s.clone()));
            states.push(s);
        }
        for s in &states {
            assert!(!set.insert(Packed(s.clone())), "an equal state is found");
        }
        states.sort_by_key(|s| s.to_string());
        states.dedup();
        assert_eq!(set.len(), states.len(), "distinct states stay distinct");
    }
}
