//! The alpha-beta search between two sides (see [`crate::Sides`]): negamax for two players
//! and for four in teams, the paranoid search for four alone, and best reply search on the
//! wedge boards (see [`crate::best_reply`]). One routine serves them all, because it negates a
//! child's value only when the side to move changes.
//!
//! Principal variation search: the first move gets the full window, the others a null window
//! and a re-search only if they beat it. Values are fail-soft; the transposition table keeps
//! bounds and the best move; killers and history order the quiet moves.

use core::marker::PhantomData;

use martian_engine::{EndReason, Geometry, Pos, MAX_MOVES};

use crate::best_reply::{last_opponent, likeliest, uses_best_reply};
use crate::eval::{evaluate, terminal, Weights, POINT};
use crate::order::{pick, Orderer, MAX_PLY};
use crate::params::{spent_fraction, SearchParams};
use crate::sides::Sides;
use crate::tt::{pack, Bound, Table};
use looney_pyramids::Clock;

/// Beyond every value.
pub const INF: i32 = 1_000_000;

/// What repeating a position costs the side the search plays for (a repeated position is
/// otherwise worth its evaluation: the game goes on, nothing is gained). Enough to make it
/// prefer any other move of about the same value, so it does not shuffle forever.
pub const REPEAT_PENALTY: i32 = POINT / 2;

/// One search's state.
pub struct Searcher<'a, G: Geometry> {
    pub(crate) sides: Sides,
    /// The side the search plays for (the root's side to move).
    pub(crate) root_side: u8,
    pub(crate) weights: Weights,
    pub(crate) quiescence: bool,
    /// Best reply search: in each round of opponents only one replies in full.
    pub(crate) best_reply: bool,
    /// Selfish opponents: how many of its own best moves each opponent keeps (0: all).
    pub(crate) selfish: u8,
    pub(crate) tt: Option<Table>,
    pub(crate) order: Orderer,
    /// Hash of the position at each ply of the current line.
    pub(crate) path: Vec<u64>,
    /// The game's earlier positions, sorted.
    history: Vec<u64>,
    root_scores: [u16; 6],
    pub(crate) nodes: u64,
    node_limit: u64,
    start_ms: f64,
    deadline: f64,
    clock: &'a dyn Clock,
    pub(crate) stopped: bool,
    _board: PhantomData<G>,
}

impl<'a, G: Geometry> Searcher<'a, G> {
    /// A searcher for the game at `root`, with the budget starting at `start_ms`.
    pub fn new(root: &Pos<G>, params: &SearchParams, clock: &'a dyn Clock, start_ms: f64) -> Self {
        let sides = Sides::for_game(G::SEATS, root.options().teams, root.turn());
        let mut history = params.history.clone();
        history.sort_unstable();
        let mut root_scores = [0u16; 6];
        root_scores[..root.scores().len()].copy_from_slice(root.scores());
        let deadline = match params.limits.millis {
            Some(ms) => start_ms + ms as f64,
            None => f64::INFINITY,
        };
        Searcher {
            sides,
            root_side: sides.side(root.turn().0),
            weights: params.weights,
            quiescence: params.quiescence,
            best_reply: uses_best_reply(params, sides),
            selfish: params.selfish,
            tt: params
                .transposition_table
                .then(|| Table::new(params.tt_bits)),
            order: Orderer::default(),
            path: vec![0; MAX_PLY + 2],
            history,
            root_scores,
            nodes: 0,
            node_limit: params.limits.nodes.unwrap_or(u64::MAX),
            start_ms,
            deadline,
            clock,
            stopped: false,
            _board: PhantomData,
        }
    }

    /// Counts a node and says whether the budget is spent. The clock is read every 1024 nodes:
    /// often enough to stop within a millisecond, rarely enough to cost nothing.
    #[inline(always)]
    pub(crate) fn tick(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.node_limit
            || (self.nodes & 1023 == 0 && self.clock.now_ms() >= self.deadline)
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// How much of its budget the search has spent, 0 to 1, by nodes or by time, whichever is
    /// further along (0 without either limit).
    pub(crate) fn spent(&self, now_ms: f64) -> f64 {
        spent_fraction(
            self.nodes,
            (self.node_limit != u64::MAX).then_some(self.node_limit),
            now_ms - self.start_ms,
            self.deadline
                .is_finite()
                .then_some(self.deadline - self.start_ms),
        )
    }

    /// Whether the position repeats one earlier in this line or in the game. Only possible
    /// while nobody has called the clock (its count then changes every move) and nobody has
    /// captured (the hash covers the scores).
    pub(crate) fn repeated(&self, pos: &Pos<G>, ply: usize) -> bool {
        if pos.clock().is_some() {
            return false;
        }
        let key = pos.hash();
        let seats = G::SEATS as usize;
        let mut j = ply;
        while j >= seats {
            j -= seats;
            if self.path.get(j) == Some(&key) {
                return true;
            }
        }
        pos.scores() == &self.root_scores[..seats] && self.history.binary_search(&key).is_ok()
    }

    /// A repeated position: its evaluation, less a penalty for the side searched for.
    pub(crate) fn repetition_value(&self, pos: &Pos<G>) -> i32 {
        let v = evaluate(pos, self.sides, &self.weights);
        if self.sides.side(pos.turn().0) == self.root_side {
            v - REPEAT_PENALTY
        } else {
            v + REPEAT_PENALTY
        }
    }

    /// A child's value to the parent's side to move: negated only if the side changes.
    /// `replied`: in best reply search, whether an opponent has already replied in this round.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(crate) fn child(
        &mut self,
        child: &Pos<G>,
        same_side: bool,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        replied: bool,
    ) -> i32 {
        if same_side {
            self.alphabeta(child, depth, ply, alpha, beta, replied)
        } else {
            -self.alphabeta(child, depth, ply, -beta, -alpha, replied)
        }
    }

    /// The value of `pos` to its side to move, searched `depth` plies deep (in best reply
    /// search a ply is one move of the root's side or one opponent's reply). `replied` says
    /// whether an opponent has already replied in this round of opponents.
    pub(crate) fn alphabeta(
        &mut self,
        pos: &Pos<G>,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        replied: bool,
    ) -> i32 {
        if let Some(reason) = pos.quick_end() {
            return terminal(pos, reason, self.sides, ply);
        }
        if ply > 0 && self.repeated(pos, ply) {
            return self.repetition_value(pos);
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, ply, alpha, beta);
        }
        if self.tick() {
            return 0;
        }
        let key = pos.hash();
        if let Some(slot) = self.path.get_mut(ply) {
            *slot = key;
        }
        let opponent = self.best_reply && self.sides.side(pos.turn().0) != self.root_side;
        if opponent && replied {
            return self.bystander(pos, depth, ply, alpha, beta);
        }
        let mut tt_move = 0;
        if let Some(hit) = self.tt.as_ref().and_then(|t| t.probe(key, ply)) {
            tt_move = hit.mv;
            if hit.depth >= depth && ply > 0 {
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => hit.value >= beta,
                    Bound::Upper => hit.value <= alpha,
                };
                if cut {
                    return hit.value;
                }
            }
        }
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return terminal(pos, EndReason::NoMoves, self.sides, ply);
        }
        crate::sides::plausible(&mut moves, self.sides, pos.turn().0);
        crate::selfish::restrict(pos, &mut moves, self.sides, self.selfish, &self.weights);
        let mut scores = [0i32; MAX_MOVES];
        for (s, mv) in scores.iter_mut().zip(moves.iter()) {
            *s = self.order.score(pos, *mv, tt_move, ply);
        }
        let side = self.sides.side(pos.turn().0);
        // Best reply search: an opponent replies (each of its moves, a ply deeper, and the
        // others of the round only play along), or leaves the reply to a later opponent of the
        // round by playing its likeliest move, at the same depth; the last one must reply.
        let pass_on = if opponent && !last_opponent(pos, self.sides, self.root_side) {
            Some(likeliest(pos, &moves))
        } else {
            None
        };
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = 0;
        for i in 0..moves.len() + pass_on.is_some() as usize {
            let (mv, d, replies) = match pass_on.filter(|_| i == moves.len()) {
                Some(mv) => (mv, depth, false),
                None => {
                    pick(&mut moves, &mut scores, i);
                    (moves[i], depth - 1, opponent)
                }
            };
            let mut child = *pos;
            child.play_unchecked(mv);
            let same = self.sides.side(child.turn().0) == side;
            let v = if i == 0 {
                self.child(&child, same, d, ply + 1, alpha, beta, replies)
            } else {
                let v = self.child(&child, same, d, ply + 1, alpha, alpha + 1, replies);
                if v > alpha && v < beta {
                    self.child(&child, same, d, ply + 1, alpha, beta, replies)
                } else {
                    v
                }
            };
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
                best_move = pack(mv);
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        if d < depth {
                            self.order.cut_off(mv, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if let Some(t) = self.tt.as_mut() {
            t.store(key, ply, depth, best, bound, best_move);
        }
        best
    }
}
