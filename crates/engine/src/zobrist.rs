//! Zobrist keys, made at compile time from a fixed seed so hashes are the same on every
//! machine and in every build (saved analyses and tests can rely on them).

pub(crate) const fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const fn table<const N: usize>(salt: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut i = 0;
    while i < N {
        out[i] = splitmix(salt.wrapping_mul(0x1_0000).wrapping_add(i as u64));
        i += 1;
    }
    out
}

/// Keys by role then bit index (room for the 96 squares of the six-zone board; a longer table
/// begins with the same keys, so the square boards' hashes did not change when it grew).
pub(crate) static PIECE: [[u64; 128]; 3] = [table(1), table(2), table(3)];
/// Key of the seat to move.
pub(crate) static TURN: [u64; 8] = table(4);
/// Key of the clock: index 0 = not called, 1 + count otherwise.
pub(crate) static CLOCK: [u64; 9] = table(5);
/// Keys of the move that the no-rejection rule forbids undoing.
pub(crate) static LAST_FROM: [u64; 64] = table(6);
pub(crate) static LAST_TO: [u64; 64] = table(7);

/// Key of one seat's score (computed, since scores are not bounded by a table).
#[inline]
pub(crate) fn score(seat: usize, value: u16) -> u64 {
    splitmix(0x5c0e_0000_0000 ^ ((seat as u64) << 20) ^ value as u64)
}
