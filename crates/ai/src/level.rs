//! The five levels. A level is a node budget and an amount of noise: nodes, not time, so a
//! level plays the same on a fast desktop, a slow phone and in a test, and costs the same in
//! the browser. The caller's own limits (time, nodes, depth) still cap it.
//!
//! - Level 1, a beginner: 300 nodes (two or three plies) and loud noise (up to 1.5 points a
//!   move), so it grabs what it sees, overlooks what it leaves hanging and often picks a move
//!   that is merely plausible: human-looking mistakes, not random ones.
//! - Levels 2-4: each searches five to seven times more and errs less.
//! - Level 5: full strength, no noise, bounded only by the caller's budget.
//!
//! In the four-player game every seat for itself, levels 4 and 5 keep a fifth of their budget
//! (and whatever the search cannot use) for playouts that choose among the search's soundest
//! moves (see [`SearchParams::playout_share`]);
//! levels 1-3 do not: a few thousand nodes buy too few playouts to tell moves apart (level 3
//! against three greedy seats won 40.5% of 200 games by search alone, 37.0% with half its
//! budget on playouts). Level 4 with them won 61.5% of 200 (`--seed 2`), level 5 at 100 ms a
//! move 72.5%.
//!
//! In three- and five-player games level 5 plays by max-n Monte Carlo tree search (every seat
//! for itself, each leaf played on for 8 plies, see [`SearchParams::mcts`]): against two
//! level-3 seats at 100 ms a move it won 62.3% of 300 games alone (95% interval 56.7-67.6%,
//! par 33.3%), and 52.0% of 150 alone against two seats of the level 5 before it; against four
//! level-3 seats 40.7% of 300 (35.3-46.3%, par 20%; the paranoid search 25.0% of 160), and
//! 35.0% of 100 alone against four paranoid level-5 seats. Two, four and six players keep the
//! alpha-beta search (the tree search was not measured there; six already wins above par). That level 5
//! (alpha-beta with selfish opponents, each keeping its two best moves by its own look, see
//! [`SearchParams::selfish`]) had won 32.9% of 1050 against level-3 seats, at par.
//!
//! Level 3 is the app's default. Each level beats the one below with the lower end of the 95%
//! interval above 50% (`martian match N N-1 --games 60 --millis 100`, two players): 2 v 1
//! 94%, 3 v 2 88%, 4 v 3 72.5%, 5 v 4 85% (level 5 at 100 ms a move).

use crate::params::{Limits, SearchParams};

/// One level's budget and noise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Level {
    /// 1 (beginner) to 5 (full strength).
    pub number: u8,
    /// The node budget (`None`: only the caller's limits).
    pub nodes: Option<u64>,
    /// Root noise, in hundredths of a point (see [`SearchParams::noise`]).
    pub noise: i32,
    /// The share of the budget spent on playouts in the four-player game, every seat for
    /// itself (see [`SearchParams::playout_share`]).
    pub playout_share: u8,
    /// In three-player games, how many of its own best moves each opponent keeps in the
    /// search (selfish opponents, see [`SearchParams::selfish`]); 0: the paranoid search.
    /// Other boards keep the paranoid search: selfish opponents were measured on three only.
    #[cfg_attr(feature = "serde", serde(default))]
    pub selfish: u8,
    /// In three-player games, max-n tree search instead of the alpha-beta search, each leaf
    /// played on for this many plies (see [`SearchParams::mcts`]); `None`: alpha-beta.
    #[cfg_attr(feature = "serde", serde(default))]
    pub mcts: Option<u8>,
}

/// The app's default level.
pub const DEFAULT_LEVEL: u8 = 3;

/// Level 5's selfish opponents in three-player games (see [`SearchParams::selfish`]): each
/// opponent keeps its two best moves by its own one-ply look. Unused while [`LEVEL5_MCTS`] is
/// set (the tree search replaces the alpha-beta search there); kept so `martian match
/// selfish2` still plays the level 5 of before. Measured in the README ("The AI
/// on the wedge boards", selfish opponents).
pub const LEVEL5_SELFISH: u8 = 2;

/// Level 5's search in three- and five-player games: max-n tree search, each leaf played on for this
/// many plies before it is judged (see [`SearchParams::mcts`]). Measured in the README ("The
/// AI on the wedge boards", max-n tree search).
pub const LEVEL5_MCTS: Option<u8> = Some(8);

/// Every level, weakest first.
pub const LEVELS: [Level; 5] = [
    Level {
        number: 1,
        nodes: Some(300),
        noise: 150,
        playout_share: 0,
        selfish: 0,
        mcts: None,
    },
    Level {
        number: 2,
        nodes: Some(2_000),
        noise: 60,
        playout_share: 0,
        selfish: 0,
        mcts: None,
    },
    Level {
        number: 3,
        nodes: Some(10_000),
        noise: 25,
        playout_share: 0,
        selfish: 0,
        mcts: None,
    },
    Level {
        number: 4,
        nodes: Some(50_000),
        noise: 12,
        playout_share: 20,
        selfish: 0,
        mcts: None,
    },
    Level {
        number: 5,
        nodes: None,
        noise: 0,
        playout_share: 20,
        selfish: LEVEL5_SELFISH,
        mcts: LEVEL5_MCTS,
    },
];

impl Level {
    /// Level `n`, with anything outside 1..=5 taken as the nearest level.
    pub fn get(n: u8) -> Level {
        LEVELS[(n.clamp(1, 5) - 1) as usize]
    }

    /// Search parameters for this level under the caller's limits, for a game of `seats`
    /// seats.
    pub fn params(&self, seats: u8, caller: Limits, seed: u64, history: Vec<u64>) -> SearchParams {
        let mut limits = Limits {
            nodes: self.nodes,
            ..Limits::default()
        }
        .tightest(caller);
        if caller.is_unlimited() && self.nodes.is_none() {
            limits.millis = Some(crate::params::DEFAULT_MILLIS);
        }
        // A table about twice the node budget, so small levels do not clear megabytes.
        let tt_bits = match limits.nodes {
            Some(n) => (64 - n.saturating_mul(2).leading_zeros()).clamp(12, 20) as u8,
            None => 20,
        };
        SearchParams {
            limits,
            noise: self.noise,
            playout_share: self.playout_share,
            selfish: if seats == 3 { self.selfish } else { 0 },
            mcts: if matches!(seats, 3 | 5) {
                self.mcts
            } else {
                None
            },
            seed,
            history,
            tt_bits,
            ..SearchParams::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_step_up_and_obey_the_caller() {
        for pair in LEVELS.windows(2) {
            assert!(pair[0].noise > pair[1].noise);
            assert!(pair[0].nodes.unwrap_or(u64::MAX) < pair[1].nodes.unwrap_or(u64::MAX));
        }
        assert_eq!(Level::get(0).number, 1);
        assert_eq!(Level::get(9).number, 5);
        let p = Level::get(4).params(2, Limits::nodes(1000), 1, Vec::new());
        assert_eq!(p.limits.nodes, Some(1000));
        let p = Level::get(5).params(2, Limits::default(), 1, Vec::new());
        assert!(p.limits.millis.is_some());
        let p = Level::get(2).params(2, Limits::millis(100), 1, Vec::new());
        assert_eq!(p.limits.nodes, Some(2_000));
        assert_eq!(p.limits.millis, Some(100));
        // Max-n tree search: level 5 in three- and five-player games only.
        for seats in [3, 5] {
            let p = Level::get(5).params(seats, Limits::default(), 1, Vec::new());
            assert_eq!(p.mcts, Some(8), "{seats} seats");
        }
        for seats in [2, 4, 6] {
            let p = Level::get(5).params(seats, Limits::default(), 1, Vec::new());
            assert_eq!(p.mcts, None, "{seats} seats");
        }
        assert_eq!(
            Level::get(4)
                .params(3, Limits::default(), 1, Vec::new())
                .mcts,
            None
        );
        // Selfish opponents: level 5 in three-player games only.
        assert_eq!(p.selfish, 0);
        assert_eq!(
            Level::get(5)
                .params(3, Limits::default(), 1, Vec::new())
                .selfish,
            2
        );
        for seats in [2, 4, 5, 6] {
            let p = Level::get(5).params(seats, Limits::default(), 1, Vec::new());
            assert_eq!(p.selfish, 0, "{seats} seats");
        }
        assert_eq!(
            Level::get(3)
                .params(3, Limits::default(), 1, Vec::new())
                .selfish,
            0
        );
    }
}
