//! Perft: the number of move sequences of exactly `depth` moves, every node made (no bulk
//! counting at the last ply), which both checks move generation and measures its speed.

use crate::geometry::Geometry;
use crate::moves::MoveList;
use crate::pos::Pos;

/// Counts the move sequences of exactly `depth` moves from `pos`. A finished game has no moves;
/// the clock is never called, but a clock already running counts on.
pub fn perft<G: Geometry>(pos: &Pos<G>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // Filled in place: `legal_moves` returns its 2 KB list by value, a copy a node.
    let mut moves = MoveList::new();
    pos.generate(&mut moves, false);
    let mut nodes = 0;
    // By reference: moving the list into its iterator copied all of its 2 KB.
    for &mv in moves.iter() {
        let mut child = *pos;
        child.play_unchecked(mv);
        nodes += perft(&child, depth - 1);
    }
    nodes
}
