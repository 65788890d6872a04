//! The analysis search: every root move's value for the side to move, from one search, at a
//! budget in nodes. It is the move search's alpha-beta (two sides: negamax for two players and
//! four in teams, paranoid for a seat alone, the alliance for six in teams) with the root
//! changed, so that it can tell how much worse than the best a move is, not only that it is
//! worse:
//!
//! - the best few moves ([`AnalysisParams::exact`]) and the moves asked for
//!   ([`AnalysisParams::must`], the move a player made) get **exact** values: each is searched
//!   with the full window, or with a null window at the value of the worst of the best few and
//!   again in full if it beats it; every other move gets an **upper bound** (it is no better
//!   than the best few, and by at most so much);
//! - no noise, no playouts, no tree search: the value is what alpha-beta proves at the depth
//!   reached, so it is comparable between moves;
//! - iterative deepening until the node budget is spent; the values are those of the last depth
//!   that finished (each root move searched to the same depth). Nodes, never time: the same
//!   request gives the same values natively and in any browser.
//!
//! Each exact move's line is read from the table right after its own search, before another
//! root move's search can overwrite it.

use martian_engine::{Five, Four, Geometry, Move, Pos, Position, Seat, Six, Three, Two};

use crate::deepening::{principal_variation, root_candidates};
use crate::eval::{WIN, WIN_BOUND};
use crate::order::MAX_PLY;
use crate::params::{Limits, SearchParams};
use crate::search::{Searcher, INF};
use crate::sides::Sides;
use crate::study::chance::{self, Model};
use crate::study::seats::seat_values;
use looney_pyramids::StoppedClock;

/// What to analyse with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisParams {
    /// The budget: nodes (positions visited, quiescence included).
    pub nodes: u64,
    /// How many of the best moves get exact values (at least 1).
    pub exact: usize,
    /// Moves that must get exact values too (the move played, for a review). Moves that are
    /// not legal here are ignored.
    pub must: Vec<Move>,
    /// Hashes of the positions the game went through before this one (repetitions).
    pub history: Vec<u64>,
}

impl AnalysisParams {
    /// `nodes` nodes, the best three moves exact.
    pub fn new(nodes: u64) -> AnalysisParams {
        AnalysisParams {
            nodes,
            exact: 3,
            must: Vec::new(),
            history: Vec::new(),
        }
    }
}

/// One root move, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct RootValue {
    /// The move (its `calls_clock` says whether the clock is called with it).
    pub mv: Move,
    /// Its value for the side to move, in hundredths of a point (a won game is near 30000).
    pub value: i32,
    /// Whether `value` is exact; if not, it is an upper bound.
    pub exact: bool,
    /// The line expected after it, starting with it (just the move for an upper bound).
    pub line: Vec<Move>,
    /// Every seat's value in hundredths of a point, each from its own chair: with two sides
    /// the side to move's is `value` and the other side's its negation; with a seat alone
    /// against several (or teams of six) every seat's is the evaluation from its chair at the
    /// end of `line` (a won game 30000, see `seats`).
    pub seats: Vec<i32>,
    /// Each seat's share of the result when `line` ends the game (three or more parties).
    pub result: Option<Vec<f64>>,
    /// Every seat's chance to win (0 to 1; a seat in a team has its team's), from
    /// [`Model::shipped`].
    pub chances: Vec<f64>,
}

/// What the analysis found.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The side to move.
    pub mover: Seat,
    /// Every legal move (with and without a clock call where calling is possible), the exact
    /// ones first by value, then the bounds by value; empty once the game is over.
    pub moves: Vec<RootValue>,
    /// The last depth that finished.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

impl Analysis {
    /// The best move's entry (`None` once the game is over).
    pub fn best(&self) -> Option<&RootValue> {
        self.moves.first()
    }

    /// A move's entry (the clock call must match).
    pub fn find(&self, mv: Move) -> Option<&RootValue> {
        self.moves.iter().find(|r| r.mv == mv)
    }
}

/// Analyses a position of any board for its side to move (see the module docs).
pub fn analyse(pos: &Position, params: &AnalysisParams) -> Analysis {
    match pos {
        Position::Two(p) => analyse_pos::<Two>(p, params),
        Position::Four(p) => analyse_pos::<Four>(p, params),
        Position::Three(p) => analyse_pos::<Three>(p, params),
        Position::Five(p) => analyse_pos::<Five>(p, params),
        Position::Six(p) => analyse_pos::<Six>(p, params),
    }
}

#[derive(Clone, Debug)]
struct Root {
    mv: Move,
    must: bool,
    value: i32,
    exact: bool,
    line: Vec<Move>,
}

/// The analysis on a board of geometry `G`.
pub fn analyse_pos<G: Geometry>(pos: &Pos<G>, params: &AnalysisParams) -> Analysis {
    let mover = pos.turn();
    let mut out = Analysis {
        mover,
        moves: Vec::new(),
        depth: 0,
        nodes: 0,
    };
    let mut candidates = root_candidates(pos, true);
    if candidates.is_empty() {
        return out;
    }
    // The search offers a clock call only to a mover who is ahead; a move played (a review's)
    // may call it anyway, and is judged all the same.
    for &mv in &params.must {
        if mv.calls_clock && !candidates.contains(&mv) && candidates.contains(&mv.with_clock(false))
        {
            candidates.push(mv);
        }
    }
    let search = |nodes: u64| SearchParams {
        limits: Limits::nodes(nodes.max(1)),
        noise: 0,
        history: params.history.clone(),
        // About twice the budget, as the levels size theirs, within 4 K to 1 M entries.
        tt_bits: (64 - nodes.saturating_mul(2).leading_zeros()).clamp(12, 20) as u8,
        playout_share: 0,
        selfish: 0,
        mcts: None,
        best_reply: false,
        ..SearchParams::default()
    };
    let clock = StoppedClock;
    let mut s = Searcher::new(pos, &search(params.nodes), &clock, 0.0);
    // Captures first, as the move search orders them; calls after the same move plain.
    let mut order: Vec<(i32, Move)> = candidates
        .into_iter()
        .map(|m| (s.order.score(pos, m, 0, 0) * 2 - m.calls_clock as i32, m))
        .collect();
    order.sort_by_key(|(score, _)| -score);
    let mut roots: Vec<Root> = order
        .into_iter()
        .map(|(_, mv)| Root {
            mv,
            must: params.must.contains(&mv),
            value: -INF,
            exact: false,
            line: vec![mv],
        })
        .collect();
    let exact = params.exact.max(1);
    for depth in 1..=(MAX_PLY as u32 - 8) {
        let mut trial = roots.clone();
        if !root_depth(&mut s, pos, depth as i32, &mut trial, exact) {
            break;
        }
        roots = trial;
        out.depth = depth;
        let best = roots[0].value;
        if best.abs() > WIN_BOUND && WIN - best.abs() <= depth as i32 {
            break;
        }
    }
    out.nodes = s.nodes;
    if out.depth == 0 {
        // The budget did not cover one ply: take depth 1 whatever it costs (a few hundred
        // nodes), so that every request is answered with values.
        let mut s = Searcher::new(pos, &search(u64::MAX), &clock, 0.0);
        root_depth(&mut s, pos, 1, &mut roots, exact);
        out.depth = 1;
        out.nodes += s.nodes;
    }
    let sides = Sides::for_game(G::SEATS, pos.options().teams, mover);
    let model = Model::shipped(G::SEATS, pos.options().teams);
    out.moves = roots
        .into_iter()
        .map(|r| {
            let (seats, result) = seat_values(pos, sides, r.value, &r.line);
            let f = chance::features(pos, &seats, result.as_deref());
            let chances = model.chances(&f, r.value, mover);
            RootValue {
                mv: r.mv,
                value: r.value,
                exact: r.exact,
                line: r.line,
                seats,
                result,
                chances,
            }
        })
        .collect();
    out
}

/// One depth at the root (see the module docs). Returns false if the budget ran out first.
fn root_depth<G: Geometry>(
    s: &mut Searcher<'_, G>,
    pos: &Pos<G>,
    depth: i32,
    roots: &mut [Root],
    exact: usize,
) -> bool {
    if let Some(slot) = s.path.get_mut(0) {
        *slot = pos.hash();
    }
    let side = s.sides.side(pos.turn().0);
    // The best exact values so far, best first, at most `exact` of them.
    let mut top: Vec<i32> = Vec::with_capacity(exact + 1);
    for r in roots.iter_mut() {
        let mut child = *pos;
        child.play_unchecked(r.mv);
        let same = s.sides.side(child.turn().0) == side;
        let floor = (!r.must && top.len() >= exact).then(|| top[exact - 1]);
        let (v, is_exact) = match floor {
            None => (s.child(&child, same, depth - 1, 1, -INF, INF, false), true),
            Some(f) => {
                let v = s.child(&child, same, depth - 1, 1, f, f + 1, false);
                if v > f {
                    (s.child(&child, same, depth - 1, 1, f, INF, false), true)
                } else {
                    (v, false)
                }
            }
        };
        if s.stopped {
            return false;
        }
        r.value = v;
        r.exact = is_exact;
        r.line = if is_exact {
            principal_variation(s, pos, r.mv, depth.max(1) as usize)
        } else {
            vec![r.mv]
        };
        if is_exact {
            let at = top.iter().position(|&t| v > t).unwrap_or(top.len());
            top.insert(at, v);
            top.truncate(exact);
        }
    }
    // Exact values first, best first; then the bounds, highest first; stable among equals.
    roots.sort_by_key(|r| (!r.exact, -r.value));
    true
}
