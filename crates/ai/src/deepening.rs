//! Iterative deepening at the root: search depth 1, 2, 3, ... until the budget is spent, and
//! answer with the best move of the last depth that finished. Each depth reorders the root
//! moves best first and fills the table, so the next one costs little more than its new ply.
//!
//! The root is also where two decisions are made that the inner search does not see:
//! - **calling the clock**: when the side to move leads on points and nobody has called it
//!   yet, every move is also tried with the clock called, and the search compares both (the
//!   evaluation credits the leader for each captureless move of a running clock, and the
//!   clock's end is a real terminal the search can reach);
//! - **noise**: each root move's value is shifted by its own random amount, drawn once from the
//!   seed, which is how the weaker levels err;
//! - **playouts** (four players, every seat for itself; levels 4 and 5): the search keeps a
//!   share of the budget for them and stops before a depth it foresees it cannot finish, so
//!   they cost it no depth; it values every move near its best exactly, and playouts
//!   ([`crate::playout`], [`crate::halving`]) choose among those, unless the search proved a
//!   win. Why: the paranoid search judges the next few moves against an imagined coalition,
//!   but a four-player game is decided by who is on top when some seat empties its zone, which
//!   only playing the game out shows. The figures are at [`PLAYOUT_MARGIN`].

use martian_engine::{Five, Four, Geometry, Move, Pos, Position, Six, Three, Two};

use crate::eval::{WIN, WIN_BOUND};
use crate::halving::{choose, PlayoutBudget};
use crate::order::MAX_PLY;
use crate::params::{SearchParams, DEFAULT_MILLIS};
use crate::search::{Searcher, INF};
use crate::sides::Sides;
use crate::tt::{pack, unpack, Bound};
use looney_pyramids::Clock;
use looney_pyramids::Rng;

/// How far below the best move's value (hundredths of a point) a move may be and still go to
/// the playouts. The search keeps out the moves that give material away or walk into a trap;
/// the playouts choose among the sound ones by who wins the game.
///
/// Chosen with `martian match`, four players, 100 000 nodes a move, half of them on playouts,
/// level 5 alone in one seat (games won alone; par is 25%), 200 games a cell (`--seed 9`),
/// against three greedy capturers and against three seats of level 5's search without
/// playouts (`search`):
///
/// | candidates | vs greedy | vs search |
/// | --- | --- | --- |
/// | the search's best only (no playouts) | 42% (100 games, seed 7) | 25% (par) |
/// | within 40 | 67.5% | 33.0% |
/// | within 60 | 66.5% | 38.0% |
/// | within 80 | 73.0% | 13.5% |
/// | every move | 78-88% (seeds 7, 11, 21) | 9% (100 games, seed 3) |
///
/// Playouts alone beat greedy players best, but they model every player as greedy, and real
/// searchers punish that; from 80 on (likely: a drone left hanging costs 80 in the evaluation)
/// such moves get in.
///
/// Then at 100 ms a move, the way the app plays: with half the time always on playouts, level
/// 5 won 75.5% of 200 games against greedy seats but only 15% of 100 against the search alone
/// (the ply the search lost cost more than the playouts gained). With a fifth kept for
/// playouts and no depth lost (see [`crate::SearchParams::playout_share`]): 72.5% of 200
/// against greedy seats (95% interval 65.9-78.2%), 26% of 200 against three seats of the search
/// alone, and the search alone in one seat against three of level 5 won 11% of 100.
pub(crate) const PLAYOUT_MARGIN: i32 = 60;

/// What a search found: after each finished depth (as progress) and at the end.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The move to play (`None` only when the game is over). Its `calls_clock` says whether to
    /// call the clock with it.
    pub best: Option<Move>,
    /// Its value to the side to move, in hundredths of a point (a win is near 30000).
    pub score: i32,
    /// The last depth that finished (0: not even depth 1; the best-ordered move is given).
    pub depth: u32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search began, by the caller's clock.
    pub elapsed_ms: f64,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<Move>,
    /// Playouts run to choose the move (four players alone; 0 otherwise).
    pub playouts: u32,
    /// The share of its playouts the chosen move won, 0 to 1 (a shared top counts half; 0
    /// without playouts).
    pub win_share: f64,
}

/// The largest noise honoured: ten points either way already makes any move look best.
const MAX_NOISE: i32 = 1_000;

#[derive(Clone, Copy, Debug)]
struct RootMove {
    mv: Move,
    noise: i32,
    value: i32,
}

/// Searches a position of either game for its side to move.
pub fn search_position(
    pos: &Position,
    params: &SearchParams,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Report),
) -> Report {
    match pos {
        Position::Two(p) => search::<Two>(p, params, clock, progress),
        Position::Four(p) => search::<Four>(p, params, clock, progress),
        Position::Three(p) => search::<Three>(p, params, clock, progress),
        Position::Five(p) => search::<Five>(p, params, clock, progress),
        Position::Six(p) => search::<Six>(p, params, clock, progress),
    }
}

/// Searches `pos` for its side to move within the budget of `params`, reading time from
/// `clock`, and calls `progress` after every finished depth. Never returns an illegal move;
/// returns no move once the game is over.
pub fn search<G: Geometry>(
    pos: &Pos<G>,
    params: &SearchParams,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Report),
) -> Report {
    let start = clock.now_ms();
    let mut params = params.clone();
    if params.limits.is_unlimited() {
        params.limits.millis = Some(DEFAULT_MILLIS);
    }
    let mut report = Report {
        best: None,
        score: 0,
        depth: 0,
        nodes: 0,
        elapsed_ms: 0.0,
        pv: Vec::new(),
        playouts: 0,
        win_share: 0.0,
    };
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return report;
    }
    if let Some(plies) = params.mcts {
        if matches!(
            Sides::for_game(G::SEATS, pos.options().teams, pos.turn()),
            Sides::Paranoid { .. }
        ) {
            let report = crate::mcts::search(pos, &params, plies, clock, start);
            progress(&report);
            return report;
        }
    }
    let playouts = PlayoutBudget::plan(pos, &mut params.limits, params.playout_share, start);
    // With playouts ahead, the search values every move near the best exactly.
    let margin = if playouts.is_some() {
        PLAYOUT_MARGIN
    } else {
        0
    };
    let mut s = Searcher::new(pos, &params, clock, start);
    let mut rng = Rng::new(params.seed ^ pos.hash().rotate_left(17));
    let mut order: Vec<(i32, Move)> = root_candidates(pos, params.clock_calls)
        .into_iter()
        .map(|m| (s.order.score(pos, m, 0, 0) * 2 - m.calls_clock as i32, m))
        .collect();
    order.sort_by_key(|(score, _)| -score);
    let mut roots: Vec<RootMove> = order
        .into_iter()
        .map(|(_, mv)| RootMove {
            mv,
            noise: rng.spread(params.noise.clamp(0, MAX_NOISE)),
            value: -INF,
        })
        .collect();
    report.best = Some(roots[0].mv);
    let max_depth = params
        .limits
        .depth
        .unwrap_or(64)
        .clamp(1, MAX_PLY as u32 - 8);
    // With playouts ahead: how much of its budget the search had spent after the last depth,
    // and what that depth cost, to foresee whether the next one can finish.
    let (mut spent_before, mut last_cost) = (0.0, 0.0);
    for depth in 1..=max_depth {
        let Some(best) = root(&mut s, pos, depth as i32, &mut roots, margin) else {
            break;
        };
        let chosen = roots[0];
        report.best = Some(chosen.mv);
        report.score = best - chosen.noise;
        report.depth = depth;
        report.nodes = s.nodes;
        report.elapsed_ms = clock.now_ms() - start;
        report.pv = principal_variation(&s, pos, chosen.mv, depth as usize);
        progress(&report);
        let proven = report.score.abs() > WIN_BOUND && WIN - report.score.abs() <= depth as i32;
        let out_of_time = if playouts.is_some() {
            // A depth that cannot finish would waste what the playouts can use.
            let spent = s.spent(clock.now_ms());
            let cost = spent - spent_before;
            let growth = if last_cost > 0.0 {
                (cost / last_cost).clamp(2.0, 8.0)
            } else {
                4.0
            };
            (spent_before, last_cost) = (spent, cost);
            spent + cost * growth > 1.0
        } else {
            // The next depth costs several times this one: at half time it cannot finish.
            params
                .limits
                .millis
                .is_some_and(|ms| report.elapsed_ms * 2.0 >= ms as f64)
        };
        if roots.len() == 1 || proven || out_of_time || s.stopped {
            break;
        }
    }
    if let Some(budget) = playouts {
        if roots.len() > 1 && report.score <= WIN_BOUND {
            play_out(&mut s, pos, &roots, budget, clock, &mut rng, &mut report);
        }
    }
    report.nodes = s.nodes;
    report.elapsed_ms = clock.now_ms() - start;
    if report.pv.is_empty() {
        report.pv = report.best.into_iter().collect();
    }
    report
}

/// Lets playouts choose among the root moves the search valued within [`PLAYOUT_MARGIN`] of
/// its best, and reports the choice: its value by the search and its line.
fn play_out<G: Geometry>(
    s: &mut Searcher<'_, G>,
    pos: &Pos<G>,
    roots: &[RootMove],
    mut budget: PlayoutBudget,
    clock: &dyn Clock,
    rng: &mut Rng,
    report: &mut Report,
) {
    let floor = roots[0].value.saturating_sub(PLAYOUT_MARGIN);
    let candidates: Vec<Move> = roots
        .iter()
        .filter(|r| r.value >= floor)
        .map(|r| r.mv)
        .collect();
    if candidates.len() < 2 {
        return;
    }
    budget.nodes_from = s.nodes;
    budget.ms_from = clock.now_ms();
    let field = choose(pos, &candidates, budget, clock, rng, &mut s.nodes);
    let chosen = field[0];
    report.playouts = field.iter().map(|t| t.played).sum();
    report.win_share = chosen.share();
    if report.best != Some(chosen.mv) {
        report.best = Some(chosen.mv);
        if let Some(r) = roots.iter().find(|r| r.mv == chosen.mv) {
            report.score = r.value - r.noise;
        }
        report.pv = principal_variation(s, pos, chosen.mv, report.depth as usize);
    }
}

/// The moves the root chooses from: every legal move, and when `clock_calls` is on, the side
/// to move leads on points and nobody has called the clock, each of them with the clock called.
pub(crate) fn root_candidates<G: Geometry>(pos: &Pos<G>, clock_calls: bool) -> Vec<Move> {
    let moves = pos.legal_moves();
    let sides = Sides::for_game(G::SEATS, pos.options().teams, pos.turn());
    let lead = sides.lead(pos.scores());
    let mine = if sides.side(pos.turn().0) == 0 {
        lead
    } else {
        -lead
    };
    let call = clock_calls && pos.clock().is_none() && mine > 0;
    let mut out = Vec::with_capacity(moves.len() * if call { 2 } else { 1 });
    for mv in moves {
        out.push(mv);
        if call {
            out.push(mv.with_clock(true));
        }
    }
    out
}

/// One depth at the root. Returns the best (noisy) value with the best move moved to the front,
/// or `None` if the budget ran out first (the order is then left as the last finished depth
/// had it).
fn root<G: Geometry>(
    s: &mut Searcher<'_, G>,
    pos: &Pos<G>,
    depth: i32,
    roots: &mut [RootMove],
    margin: i32,
) -> Option<i32> {
    if let Some(slot) = s.path.get_mut(0) {
        *slot = pos.hash();
    }
    let side = s.sides.side(pos.turn().0);
    let mut values: Vec<i32> = Vec::with_capacity(roots.len());
    let mut alpha = -INF;
    let beta = INF;
    let mut best = 0;
    for (i, rm) in roots.iter().enumerate() {
        let mut child = *pos;
        child.play_unchecked(rm.mv);
        let same = s.sides.side(child.turn().0) == side;
        // We want v + noise > alpha: search the child's value against the shifted window.
        // Moves within `margin` of the best so far get exact values too.
        let floor = if i == 0 { alpha } else { alpha - margin };
        let (a, b) = (floor - rm.noise, beta - rm.noise);
        let v = if i == 0 {
            s.child(&child, same, depth - 1, 1, a, b, false)
        } else {
            let v = s.child(&child, same, depth - 1, 1, a, a + 1, false);
            if v > a && v < b {
                s.child(&child, same, depth - 1, 1, a, b, false)
            } else {
                v
            }
        };
        if s.stopped {
            return None;
        }
        let noisy = v + rm.noise;
        values.push(noisy);
        if i == 0 || noisy > alpha {
            alpha = noisy;
            best = i;
        }
    }
    for (rm, v) in roots.iter_mut().zip(values) {
        rm.value = v;
    }
    // Best first, then the rest by their (bounded) values; stable, so ties keep their order.
    roots[..=best].rotate_right(1);
    if roots.len() > 2 {
        roots[1..].sort_by_key(|rm| -rm.value);
    }
    if let Some(t) = s.tt.as_mut() {
        let chosen = roots[0];
        t.store(
            pos.hash(),
            0,
            depth,
            chosen.value - chosen.noise,
            Bound::Exact,
            pack(chosen.mv),
        );
    }
    Some(alpha)
}

/// The expected line: the best move, then the table's move in each following position, as
/// long as it is legal there and the line does not loop.
pub(crate) fn principal_variation<G: Geometry>(
    s: &Searcher<'_, G>,
    pos: &Pos<G>,
    first: Move,
    max: usize,
) -> Vec<Move> {
    let mut pv = vec![first];
    let mut p = *pos;
    p.play_unchecked(first);
    let mut seen = vec![pos.hash(), p.hash()];
    while pv.len() < max.max(1) {
        let Some(hit) = s.tt.as_ref().and_then(|t| t.probe(p.hash(), 0)) else {
            break;
        };
        let Some(mv) = unpack(hit.mv) else {
            break;
        };
        let legal = p.legal_moves();
        if !legal.iter().any(|m| m.with_clock(mv.calls_clock) == mv) {
            break;
        }
        p.play_unchecked(mv);
        if seen.contains(&p.hash()) {
            break;
        }
        seen.push(p.hash());
        pv.push(mv);
    }
    pv
}
