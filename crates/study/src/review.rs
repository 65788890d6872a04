//! The review of a game: every move judged against the engine's best from the same position,
//! each seat's chances before and after it, and a summary per seat. The game-specific analysis
//! (Martian Chess in `martian-ai`, Sandships in `sandships-ai`) fills in one [`MoveReview`] a
//! move (a turn, in Sandships); everything else here is the same for both games.
//!
//! A review is computed one move at a time, so the app's worker can send each as it is done
//! (the first judgements show at once, and Cancel stops between two moves), and is known by a
//! [`ReviewKey`]: the game and the analysis budget, so a review is never computed twice.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::judgement::{move_accuracy, Judgement, Tenths};

/// One move (one turn) judged.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveReview {
    /// Which move: Martian Chess counts plies from 0, Sandships turns from 0.
    pub index: u32,
    /// The seat that moved.
    pub mover: u8,
    /// The move played (a Sandships turn: its actions, space-separated, without the roll).
    pub played: String,
    /// The engine's best move (a Sandships turn: its plan for the same roll).
    pub best: String,
    /// The line the engine expects after its best move, in move texts, starting with the best
    /// move (a Sandships turn: the plan's actions).
    pub line: Vec<String>,
    /// Each seat's chance to win, in seat order, with the best move played: the position's
    /// chances. In team games a seat's chance is its team's.
    pub before: Vec<Tenths>,
    /// Each seat's chance after the move played, from the same search.
    pub after: Vec<Tenths>,
    /// The mover's chance lost against the best move (never below 0).
    pub loss: Tenths,
    /// What the loss makes the move.
    pub judgement: Judgement,
    /// The move's accuracy (lichess's formula, see [`move_accuracy`]).
    pub accuracy: Tenths,
}

impl MoveReview {
    /// A judged move from the chances of every seat with the best move and with the move
    /// played: the loss, the judgement and the accuracy follow from the mover's two chances.
    pub fn new(
        index: u32,
        mover: u8,
        played: String,
        best: String,
        line: Vec<String>,
        before: Vec<Tenths>,
        after: Vec<Tenths>,
    ) -> MoveReview {
        let b = before.get(mover as usize).copied().unwrap_or_default();
        let a = after.get(mover as usize).copied().unwrap_or_default();
        let loss = Tenths(b.0.saturating_sub(a.0));
        MoveReview {
            index,
            mover,
            played,
            best,
            line,
            before,
            after,
            loss,
            judgement: Judgement::of(loss),
            accuracy: move_accuracy(b, a),
        }
    }
}

/// One seat's summary: its accuracy over the game (the plain mean of its moves' accuracies; lichess
/// mixes a volatility-weighted mean and a harmonic mean, which says more about where a game
/// turned but less plainly what the number is) and its count of each judgement.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SeatSummary {
    /// The seat.
    pub seat: u8,
    /// Moves judged.
    pub moves: u32,
    /// The mean of the moves' accuracies (100 with no move judged).
    pub accuracy: Tenths,
    /// Moves that lost nothing.
    pub best: u32,
    /// Inaccuracies.
    pub inaccuracies: u32,
    /// Mistakes.
    pub mistakes: u32,
    /// Blunders.
    pub blunders: u32,
}

/// Every seat's summary, in seat order, from the moves judged so far.
pub fn summarise(moves: &[MoveReview], seats: u8) -> Vec<SeatSummary> {
    (0..seats)
        .map(|seat| {
            let mine: Vec<&MoveReview> = moves.iter().filter(|m| m.mover == seat).collect();
            let count = |j: Judgement| mine.iter().filter(|m| m.judgement == j).count() as u32;
            let total: u32 = mine.iter().map(|m| m.accuracy.0 as u32).sum();
            let accuracy = if mine.is_empty() {
                Tenths::FULL
            } else {
                // Rounded half up, in whole tenths.
                let n = mine.len() as u32;
                Tenths(((total * 2 + n) / (2 * n)) as u16)
            };
            SeatSummary {
                seat,
                moves: mine.len() as u32,
                accuracy,
                best: count(Judgement::Best),
                inaccuracies: count(Judgement::Inaccuracy),
                mistakes: count(Judgement::Mistake),
                blunders: count(Judgement::Blunder),
            }
        })
        .collect()
}

/// What a review is known by: the game (a hash of its start and its moves), the analysis
/// budget in nodes, and the version of the analysis (raised whenever the same budget would give
/// other values). Two requests with equal keys get equal reviews on every machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ReviewKey {
    /// [`fnv1a`] of the game's start and moves, as text.
    pub game: u64,
    /// The analysis budget, nodes a position.
    pub nodes: u64,
    /// The analysis's version.
    pub version: u16,
}

impl fmt::Display for ReviewKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "v{}-n{}-{:016x}", self.version, self.nodes, self.game)
    }
}

impl ReviewKey {
    /// Reads what [`fmt::Display`] writes: `v1-n400000-0123456789abcdef`.
    pub fn parse(text: &str) -> Option<ReviewKey> {
        let mut parts = text.split('-');
        let version = parts.next()?.strip_prefix('v')?.parse().ok()?;
        let nodes = parts.next()?.strip_prefix('n')?.parse().ok()?;
        let hex = parts.next()?;
        if hex.len() != 16 || parts.next().is_some() {
            return None;
        }
        let game = u64::from_str_radix(hex, 16).ok()?;
        Some(ReviewKey {
            game,
            nodes,
            version,
        })
    }
}

/// The 64-bit FNV-1a hash of a text: small, and the same everywhere (unlike the standard
/// library's hasher, whose keys are not promised to stay).
pub fn fnv1a(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// A whole game's review.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Review {
    /// What it is the review of.
    pub key: ReviewKey,
    /// Seats in the game.
    pub seats: u8,
    /// Every move judged, in order.
    pub moves: Vec<MoveReview>,
}

impl Review {
    /// Every seat's summary.
    pub fn summary(&self) -> Vec<SeatSummary> {
        summarise(&self.moves, self.seats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    fn judged(mover: u8, before: u16, after: u16) -> MoveReview {
        let other = |t: u16| Tenths(1000 - t);
        MoveReview::new(
            0,
            mover,
            "a".into(),
            "b".into(),
            vec!["b".to_string()],
            if mover == 0 {
                vec![Tenths(before), other(before)]
            } else {
                vec![other(before), Tenths(before)]
            },
            if mover == 0 {
                vec![Tenths(after), other(after)]
            } else {
                vec![other(after), Tenths(after)]
            },
        )
    }

    #[test]
    fn a_move_is_judged_by_the_mover_s_loss() {
        let m = judged(1, 600, 420);
        assert_eq!((m.loss, m.judgement), (Tenths(180), Judgement::Blunder));
        let m = judged(0, 600, 650);
        assert_eq!(
            (m.loss, m.judgement, m.accuracy),
            (Tenths(0), Judgement::Best, Tenths::FULL)
        );
        let s = summarise(
            &[
                judged(0, 600, 600),
                judged(1, 500, 440),
                judged(0, 500, 480),
            ],
            2,
        );
        assert_eq!((s[0].moves, s[0].best, s[1].inaccuracies), (2, 1, 1));
        assert!(s[0].accuracy > s[1].accuracy);
        assert_eq!(summarise(&[], 3)[2].accuracy, Tenths::FULL);
    }

    #[test]
    fn keys_read_back() {
        let k = ReviewKey {
            game: fnv1a("x"),
            nodes: 400_000,
            version: 1,
        };
        assert_eq!(ReviewKey::parse(&k.to_string()), Some(k));
        assert_ne!(fnv1a("a"), fnv1a("b"));
        assert_eq!(ReviewKey::parse("v1-n4-12"), None);
    }
}
