//! What a search may spend and how it plays: the budget, the noise and its seed, the game so
//! far, and switches the tests use to compare the search with plain minimax.

use crate::eval::Weights;

/// How much a search may spend. Any limit that is set stops it; with none set it thinks for
/// [`DEFAULT_MILLIS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Limits {
    /// Nodes (positions visited, quiescence included). Reproducible: the same on every machine.
    pub nodes: Option<u64>,
    /// Milliseconds by the clock the caller hands in.
    pub millis: Option<u64>,
    /// Full-width depth in plies.
    pub depth: Option<u32>,
}

/// The thinking time when a request sets no limit at all.
pub const DEFAULT_MILLIS: u64 = 1000;

impl Limits {
    /// Only a node budget.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// Only a time budget.
    pub fn millis(ms: u64) -> Limits {
        Limits {
            millis: Some(ms),
            ..Limits::default()
        }
    }

    /// Only a depth.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    /// Both limits' tightest parts: a level's budget capped by the caller's.
    pub fn tightest(self, other: Limits) -> Limits {
        fn min<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        Limits {
            nodes: min(self.nodes, other.nodes),
            millis: min(self.millis, other.millis),
            depth: min(self.depth, other.depth),
        }
    }

    /// Whether no limit is set.
    pub fn is_unlimited(&self) -> bool {
        self.nodes.is_none() && self.millis.is_none() && self.depth.is_none()
    }
}

/// How far along a budget is, 0 to 1 (1 and over: all of it): by nodes or by time, whichever
/// is further, each counted from where the budget started (a limit not set counts 0).
pub(crate) fn spent_fraction(
    nodes: u64,
    node_total: Option<u64>,
    ms: f64,
    ms_total: Option<f64>,
) -> f64 {
    let by_nodes = node_total.map_or(0.0, |total| nodes as f64 / total.max(1) as f64);
    let by_time = ms_total.map_or(0.0, |total| ms / total.max(1e-3));
    by_nodes.max(by_time)
}

/// Everything a search needs besides the position and the clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchParams {
    /// The budget.
    pub limits: Limits,
    /// Each root move's value is shifted by a random amount in `-noise..=noise` (hundredths of
    /// a point), drawn once per search, so weaker levels pick among near-equal moves the way a
    /// person does, and sometimes a clearly worse one.
    pub noise: i32,
    /// Seeds the noise (mixed with the position, so every move of a game draws afresh).
    pub seed: u64,
    /// Hashes of the positions the game went through before this one, for repetitions.
    pub history: Vec<u64>,
    /// The evaluation's weights.
    pub weights: Weights,
    /// log2 of the transposition table's entries (16 bytes each).
    pub tt_bits: u8,
    /// Whether to consider calling the clock with the move (at the root, when ahead).
    pub clock_calls: bool,
    /// In the four-player game every seat for itself, the percentage of the budget (nodes and
    /// time) kept for playouts that choose among the search's best root moves (see
    /// `deepening`). The search gets the rest, and stops before a depth it foresees it cannot
    /// finish, handing that part over too. 0: the search alone. Needs a node or time limit.
    pub playout_share: u8,
    /// How the opponents of a lone seat are searched (three to six players, every seat for
    /// itself, and six in teams): `true` best reply search (in each round of opponents only
    /// the one strongest reply, see `best_reply`), `false` the paranoid search (every opponent
    /// replies in full). Off by default: on no board did it beat the paranoid search both
    /// against level-3 seats and head to head (the figures are in the README, "The AI on the
    /// wedge boards"); `martian match brs ...` measures it. Two players and four in teams are
    /// not affected.
    pub best_reply: bool,
    /// Selfish opponents (a paranoid/max-n hybrid, see `selfish`): in the search for a seat
    /// alone against several opponents (three to six players every seat for itself, four
    /// alone), each opponent considers only its `selfish` best moves by its own one-ply
    /// evaluation, and of those the search assumes the worst for the root. 0: off (every
    /// opponent move, the paranoid search), the default here; level 5 sets 2 in three-player
    /// games only (see `Level`), where it was measured to win alone more often than the
    /// paranoid search against level-3 seats and to hold par against it head to head (the
    /// README, "The AI on the wedge boards"); `martian match selfishK ...` and `martian match ... paranoid` measure it.
    /// Since level 5 plays three-player games by tree search ([`SearchParams::mcts`]), the
    /// switch matters only with `mcts` off.
    pub selfish: u8,
    /// Max-n Monte Carlo tree search (see `mcts`) instead of the alpha-beta search for a seat
    /// alone against several opponents (three to six players, every seat for itself, and four
    /// alone): `Some(k)` plays each leaf on for `k` plies of the playout policy before the
    /// evaluation judges it. `None` (the default here): the alpha-beta search. Level 5 sets
    /// `Some(8)` in three- and five-player games (see `Level`): against two level-3 seats at
    /// 100 ms a move it won 62.3% of 300 games alone (par 33.3%; the alpha-beta level 5 about
    /// 33%), and 52.0% of 150 alone against two alpha-beta level-5 seats; against four level-3
    /// seats 40.7% of 300 (par 20%; the alpha-beta level 5 25.0% of 160) (the README, "The AI
    /// on the wedge boards", max-n tree search). `martian match mctsK ...` measures it on any board.
    pub mcts: Option<u8>,
    /// Quiescence search over captures at the horizon (tests switch it off).
    pub quiescence: bool,
    /// Use the transposition table (tests switch it off).
    pub transposition_table: bool,
}

impl Default for SearchParams {
    fn default() -> Self {
        SearchParams {
            limits: Limits::default(),
            noise: 0,
            seed: 0,
            history: Vec::new(),
            weights: Weights::default(),
            tt_bits: 20,
            clock_calls: true,
            playout_share: 20,
            best_reply: false,
            selfish: 0,
            mcts: None,
            quiescence: true,
            transposition_table: true,
        }
    }
}
