//! Multi-player Monte Carlo tree search with max-n backups, for a seat alone against several
//! opponents (three to six players, every seat for itself).
//!
//! The paranoid search assumes the opponents play together against the root; selfish
//! opponents (see `selfish`) let each keep its own best moves but still assume the worst for
//! the root among them. Here every seat plays for itself all the way down (Sturtevant 2008,
//! "An analysis of UCT in multi-player games", found UCT with max-n backups stronger than
//! paranoid and max-n search in several multi-player games):
//! - each node keeps a **value per seat** (the sum of its leaves' values, one entry a seat),
//!   and the seat to move there chooses its child by **its own** entry (UCB1: mean plus
//!   `EXPLORE * sqrt(ln parent / (visits + 1))`);
//! - progressive bias: each move also gets `BIAS * prior / (visits + 1)`, the prior being the
//!   mover's own one-ply look at it (the selfish opponents' rating: the position after the
//!   move by the shared evaluation from its chair, less its biggest piece any seat attacks),
//!   so captures and safe moves are tried first and a move's first visits go where a player
//!   would look;
//! - a leaf is played on for a few plies by the playout policy (the biggest capture, else a
//!   random move; [`crate::playout::policy`]) and then valued for every seat by the shared
//!   evaluation from that seat's chair, turned into a 0-1 chance by a logistic
//!   ([`SCALE`]); a finished game is 1 for a winner alone, `1/k` for a top shared by `k`
//!   seats, 0 for the others.
//!
//! The move played is the root's most visited. No transposition table, no repetition rule
//! (the leaves' values carry no history): a tree of a few hundred thousand nodes is rebuilt
//! for every move (natively about 3 million nodes a second; a second's search, what the app
//! gives level 5, peaked at 29 MB resident from the three-player start, `martian bestmove`;
//! the alpha-beta level 5 with its 16 MB table 19 MB). Switched by [`crate::SearchParams::mcts`] (`martian match mctsK ...`, `K`
//! the playout plies); level 5 uses it with 8 plies in three- and five-player games.
//!
//! Measured (2026-11-24, `martian match`, three players, won alone with its 95% interval;
//! "shipped" is level 5 before: alpha-beta with selfish opponents, `selfish2`):
//!
//! | match | games, seed | result |
//! | --- | --- | --- |
//! | shipped vs two level-3 seats, 100,000 nodes a move | 200, 11 | 34.0% (27.8-40.8%) |
//! | `mcts0` / `mcts4` / `mcts8` / `mcts16`, the same | 200, 11 each | 52.0% / 54.0% / **59.5%** (52.6-66.1%) / 56.5% |
//! | head to head, `mcts4` / `mcts8` alone vs two shipped seats, 100,000 nodes | 150, 21 | 43.3% / **58.0%** (50.0-65.6%) |
//! | `mcts8` vs two level-3 seats, **100 ms a move** (load 1.7-3.9) | 150 + 150, 2026 and 7 | 63.3%, 61.3%: **62.3% of 300** (56.7-67.6%); tie-split 65.7% (60.1-70.8%) |
//! | head to head at 100 ms, `mcts8` alone vs two shipped seats (load 3.5-4.3) | 150, 2026 | **52.0%** (44.1-59.8%); tie-split 54.9% |
//!
//! Par is 33.3%. Five players (`mcts8` vs four level-3 seats) did well too, 38.0% of 100 at
//! 100,000 nodes (seed 11) and 39.0% of 100 at 100 ms (seed 2033; par 20%), and 38.3% of 60
//! alone against four paranoid level-5 seats at 100,000 nodes (seed 41) and 35.0% of 100 at
//! 100 ms (seed 2035); with 200 more games at 100 ms (seed 2040: 41.5%) it won 40.7% of 300
//! (35.3-46.3%), so level 5 plays five players by it too. Against greedy seats it is weaker
//! than the paranoid search (it expects each opponent to play well for itself): three
//! players 82.0% of 100 (the paranoid search 95.0%), five players 44.0% of 400 (39.2-48.9%;
//! the paranoid search 53-60%), still about twice par (README, "The AI on the wedge boards").

use martian_engine::{EndReason, Geometry, Move, Outcome, Pos};

use crate::deepening::{root_candidates, Report};
use crate::eval::{evaluate, Weights, POINT};
use crate::params::{spent_fraction, SearchParams};
use crate::playout::policy;
use crate::selfish::own_value;
use crate::sides::Sides;
use looney_pyramids::{Clock, Rng};

/// The exploration constant of UCB1 (values are 0 to 1).
pub(crate) const EXPLORE: f32 = 0.5;
/// The weight of the prior (0 to 1) in progressive bias, fading as `1 / (visits + 1)`.
pub(crate) const BIAS: f32 = 1.0;
/// An evaluation of this many hundredths of a point is worth a 73% chance (logistic `1/(1 +
/// e^(-v/SCALE))`).
pub(crate) const SCALE: f32 = 3.0 * POINT as f32;

/// Nodes per ply of depth when a request limits only the depth.
const DEPTH_NODES: u64 = 10_000;

/// Per-seat values, one entry a seat (up to six).
type Values = [f32; 6];

#[derive(Clone, Copy, Debug)]
struct Node {
    /// The move that leads here from the parent.
    mv: Move,
    /// The mover's prior for `mv`, 0 to 1.
    prior: f32,
    /// Index of the first child in the arena (children are contiguous); 0: not expanded.
    first: u32,
    /// Number of children.
    count: u32,
    visits: u32,
    sum: Values,
}

/// The chance a value (hundredths of a point, to the seat it is for) stands for.
#[inline]
fn chance(v: i32) -> f32 {
    1.0 / (1.0 + (-(v as f32) / SCALE).exp())
}

/// Every seat's value of a finished game.
fn finished<G: Geometry>(pos: &Pos<G>, reason: EndReason) -> Values {
    let last = pos.turn().prev(G::SEATS);
    let outcome = Outcome::decide(reason, pos.scores(), last, pos.options().teams);
    let k = outcome.winners.iter().count().max(1) as f32;
    let mut out = [0.0; 6];
    for seat in outcome.winners.iter() {
        if let Some(slot) = out.get_mut(seat.0 as usize) {
            *slot = 1.0 / k;
        }
    }
    out
}

/// Every seat's value of a position that is not over: the shared evaluation from each chair.
fn judged<G: Geometry>(pos: &Pos<G>, w: &Weights) -> Values {
    let mut out = [0.0; 6];
    let stm = pos.turn().0;
    for (seat, slot) in out.iter_mut().enumerate().take(G::SEATS as usize) {
        let sides = Sides::Paranoid { root: seat as u8 };
        let v = evaluate(pos, sides, w);
        // `evaluate` is to the side to move: the seat itself, or its opponents.
        *slot = chance(if stm as usize == seat { v } else { -v });
    }
    out
}

/// One search's tree and budget.
struct Tree<'a> {
    nodes: Vec<Node>,
    weights: Weights,
    plies: u8,
    count: u64,
    node_limit: u64,
    ms_limit: Option<f64>,
    start: f64,
    clock: &'a dyn Clock,
    rng: Rng,
}

impl Tree<'_> {
    fn spent(&self) -> f64 {
        spent_fraction(
            self.count,
            (self.node_limit != u64::MAX).then_some(self.node_limit),
            self.clock.now_ms() - self.start,
            self.ms_limit,
        )
    }

    /// Adds the children of `at` (the position `pos`): `moves`, each with its mover's prior.
    fn expand<G: Geometry>(&mut self, at: usize, pos: &Pos<G>, moves: &[Move]) {
        let first = self.nodes.len() as u32;
        for &mv in moves {
            let prior = chance(own_value(pos, mv, &self.weights));
            self.count += 1;
            self.nodes.push(Node {
                mv,
                prior,
                first: 0,
                count: 0,
                visits: 0,
                sum: [0.0; 6],
            });
        }
        self.nodes[at].first = first;
        self.nodes[at].count = moves.len() as u32;
    }

    /// The child of `at` the seat `seat` picks.
    fn select(&self, at: usize, seat: usize) -> usize {
        let node = self.nodes[at];
        let ln = ((node.visits + 1) as f32).ln();
        // A move not yet tried counts as the parent's mean for the mover.
        let fpu = if node.visits > 0 {
            node.sum[seat] / node.visits as f32
        } else {
            0.5
        };
        let mut best = node.first as usize;
        let mut best_score = f32::NEG_INFINITY;
        for i in node.first as usize..(node.first + node.count) as usize {
            let c = &self.nodes[i];
            let n = c.visits as f32;
            let mean = if c.visits > 0 { c.sum[seat] / n } else { fpu };
            let score = mean + EXPLORE * (ln / (n + 1.0)).sqrt() + BIAS * c.prior / (n + 1.0);
            if score > best_score {
                (best, best_score) = (i, score);
            }
        }
        best
    }

    /// One descent from the root, its leaf's values, and the backup along the path.
    fn iterate<G: Geometry>(&mut self, root: &Pos<G>, path: &mut Vec<usize>) {
        path.clear();
        path.push(0);
        let mut pos = *root;
        let mut at = 0;
        let values = loop {
            if at != 0 {
                if let Some(reason) = pos.quick_end() {
                    break finished(&pos, reason);
                }
            }
            if self.nodes[at].count == 0 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break finished(&pos, EndReason::NoMoves);
                }
                let visited = self.nodes[at].visits > 0 || at == 0;
                if !visited {
                    break self.leaf(pos);
                }
                self.expand(at, &pos, &moves);
            }
            let next = self.select(at, pos.turn().0 as usize);
            pos.play_unchecked(self.nodes[next].mv);
            self.count += 1;
            at = next;
            path.push(at);
        };
        for &i in path.iter() {
            let node = &mut self.nodes[i];
            node.visits += 1;
            for (s, v) in node.sum.iter_mut().zip(values) {
                *s += v;
            }
        }
    }

    /// The values of a leaf: a few plies of the playout policy, then the evaluation.
    fn leaf<G: Geometry>(&mut self, mut pos: Pos<G>) -> Values {
        for _ in 0..self.plies {
            let Some(mv) = policy(&pos, &mut self.rng) else {
                return finished(&pos, EndReason::NoMoves);
            };
            pos.play_unchecked(mv);
            self.count += 1;
            if let Some(reason) = pos.quick_end() {
                return finished(&pos, reason);
            }
        }
        self.count += 1;
        judged(&pos, &self.weights)
    }
}

/// Searches `pos` (not over) for its side to move by max-n tree search within the budget of
/// `params`, `plies` playout plies before each leaf is judged.
pub(crate) fn search<G: Geometry>(
    pos: &Pos<G>,
    params: &SearchParams,
    plies: u8,
    clock: &dyn Clock,
    start: f64,
) -> Report {
    let mut tree = Tree {
        nodes: Vec::with_capacity(1 << 12),
        weights: params.weights,
        plies,
        count: 0,
        node_limit: match (params.limits.nodes, params.limits.millis) {
            (Some(n), _) => n,
            (None, Some(_)) => u64::MAX,
            // A depth alone: a budget that grows with it (the tree has no depth of its own).
            (None, None) => DEPTH_NODES * params.limits.depth.unwrap_or(1).max(1) as u64,
        },
        ms_limit: params.limits.millis.map(|ms| ms as f64),
        start,
        clock,
        rng: Rng::new(params.seed ^ pos.hash().rotate_left(29)),
    };
    let roots = root_candidates(pos, params.clock_calls);
    tree.nodes.push(Node {
        mv: roots[0],
        prior: 0.0,
        first: 0,
        count: 0,
        visits: 0,
        sum: [0.0; 6],
    });
    tree.expand(0, pos, &roots);
    let mut path = Vec::with_capacity(64);
    let mut iterations: u32 = 0;
    loop {
        tree.iterate(pos, &mut path);
        iterations += 1;
        // The clock is read every 16 descents; nodes are counted always.
        if tree.count >= tree.node_limit
            || (iterations.is_multiple_of(16) && tree.ms_limit.is_some() && tree.spent() >= 1.0)
        {
            break;
        }
    }
    let me = pos.turn().0 as usize;
    let best = best_child(&tree, 0, me);
    let chosen = tree.nodes[best];
    let share = if chosen.visits > 0 {
        chosen.sum[me] / chosen.visits as f32
    } else {
        0.5
    };
    let mut pv = vec![chosen.mv];
    let mut at = best;
    let mut p = *pos;
    p.play_unchecked(chosen.mv);
    while tree.nodes[at].count > 0 && pv.len() < 32 {
        at = best_child(&tree, at, p.turn().0 as usize);
        p.play_unchecked(tree.nodes[at].mv);
        pv.push(tree.nodes[at].mv);
    }
    let logit = (share.clamp(0.001, 0.999) / (1.0 - share.clamp(0.001, 0.999))).ln();
    Report {
        best: Some(chosen.mv),
        score: (logit * SCALE) as i32,
        depth: pv.len() as u32,
        nodes: tree.count,
        elapsed_ms: clock.now_ms() - start,
        pv,
        playouts: iterations,
        win_share: share as f64,
    }
}

/// The most visited child of `at` (ties: the better mean for `seat`).
fn best_child(tree: &Tree<'_>, at: usize, seat: usize) -> usize {
    let node = tree.nodes[at];
    let range = node.first as usize..(node.first + node.count) as usize;
    let key = |i: usize| {
        let c = &tree.nodes[i];
        let mean = if c.visits > 0 {
            c.sum[seat] / c.visits as f32
        } else {
            0.0
        };
        (c.visits, mean)
    };
    range
        .reduce(|a, b| if key(b) > key(a) { b } else { a })
        .unwrap_or(node.first as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_positions::three;
    use looney_pyramids::StoppedClock;
    use martian_engine::{Five, RuleOptions, Six, Three};

    fn params(nodes: u64) -> SearchParams {
        SearchParams {
            limits: crate::Limits::nodes(nodes),
            mcts: Some(4),
            ..SearchParams::default()
        }
    }

    #[test]
    fn it_takes_the_capture_that_wins_the_game() {
        // Seat 1's last piece, a queen on 1a4, can take seat 0's pawn on 0d1 (1 point: the game
        // ends with seat 1's zone empty and seat 0 on top, 2 to 1) or seat 2's queen on 2a1
        // (3 points: it ends with seat 1 on top alone), or move within its zone.
        let pos = three("4/4/4/p2p|q3/4/4/4|4/4/4/q3 1 - - 2,0,0");
        for nodes in [200, 5_000, 50_000] {
            let r = search(&pos, &params(nodes), 4, &StoppedClock, 0.0);
            let best = r.best.unwrap();
            assert_eq!(
                best.with_clock(false).to_string(),
                "1a4x2a1",
                "{nodes} nodes"
            );
            assert!(r.win_share > 0.9, "{}", r.win_share);
        }
        // The dispatch from the common entry point, by the switch.
        let r = crate::search(&pos, &params(5_000), &StoppedClock, &mut |_| {});
        assert_eq!(r.best.unwrap().with_clock(false).to_string(), "1a4x2a1");
    }

    fn plays_legally<G: Geometry>(variant: martian_engine::Variant) {
        let mut pos = Pos::<G>::start(RuleOptions::default(), martian_engine::Seat(0));
        for ply in 0..40u64 {
            if pos.is_over() {
                break;
            }
            let mut p = params(2_000 + ply * 37);
            p.seed = ply;
            p.mcts = Some((ply % 5) as u8);
            let r = crate::search(&pos, &p, &StoppedClock, &mut |_| {});
            let mv = r
                .best
                .unwrap_or_else(|| panic!("{variant:?}: no move at ply {ply}"));
            assert!(pos.is_legal(mv), "{variant:?}: {mv} at ply {ply}");
            assert!(
                r.nodes <= 2_000 + ply * 37 + 300,
                "{variant:?}: {} nodes",
                r.nodes
            );
            pos.play_unchecked(mv);
        }
    }

    #[test]
    fn it_plays_legal_moves_on_three_five_and_six_zones() {
        plays_legally::<Three>(martian_engine::Variant::ThreePlayer);
        plays_legally::<Five>(martian_engine::Variant::FivePlayer);
        plays_legally::<Six>(martian_engine::Variant::SixPlayer);
    }
}
