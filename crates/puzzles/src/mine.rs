//! Mining: seeded self-play between varied levels, every position scanned at the mining budget,
//! each candidate proved at [`CHECK_FACTOR`] times it (lichess-puzzler's method, docs/puzzles.md).
//!
//! A position is a candidate when the side to move (the solver) was not already winning before
//! the last move (its chance, had the previous mover played its best, is below [`WINNING`]) and
//! its best move beats the best move to other squares by [`UNIQUE_GAP`] of its win chance. The
//! line is then built at the check budget: the solver's move must again be the unique best,
//! every other seat answers with its best move, and the line goes on while the solver's next
//! move is unique too, up to [`MAX_SOLVER_MOVES`], ending on a solver move. A candidate whose
//! first move is not unique at the check budget is "rejected by uniqueness". A position seen
//! before (same hash) is never a candidate twice.
//!
//! Node budgets only, no clock: a run replays exactly for its seed on any machine.

use std::collections::BTreeSet;

use martian_ai::study::{analyse, AnalysisParams};
use martian_ai::{search_position, Level, Limits, Rng, StoppedClock};
use martian_engine::{Move, MoveText, Position, RuleOptions, Seat, Variant};

use crate::judge::{judge_step, same_squares, step_of, UNIQUE_GAP};
use crate::puzzle::Puzzle;
use crate::rating::rating;
use crate::themes::themes;

/// The check budget is this many times the mining budget (the "at least ten times").
pub const CHECK_FACTOR: u64 = 10;

/// The most solver moves in a line.
pub const MAX_SOLVER_MOVES: usize = 5;

/// "Already winning": a win chance at or above this (every board; with several parties it is
/// far above the 1/N baseline).
pub const WINNING: f64 = 0.70;

/// A self-play game still running after this many moves is stopped there.
const MAX_PLIES: usize = 300;

/// What to mine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MineParams {
    /// Seats, 2 to 6.
    pub players: u8,
    /// The rules (teams only count with four and six).
    pub options: RuleOptions,
    /// The mining budget in nodes; checks use [`CHECK_FACTOR`] times it.
    pub nodes: u64,
    /// The seed of the games.
    pub seed: u64,
}

/// What a run found so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MineStats {
    /// Games played.
    pub games: usize,
    /// Positions scanned.
    pub positions: usize,
    /// Positions that passed the mining test (duplicates not counted).
    pub candidates: usize,
    /// Candidates whose first move was not unique at the check budget.
    pub rejected: usize,
    /// Positions that passed the mining test again after being seen.
    pub duplicates: usize,
    /// Puzzles kept.
    pub kept: usize,
}

/// A mining run: its games' random numbers and the positions it has seen.
pub struct Miner {
    params: MineParams,
    variant: Variant,
    rng: Rng,
    seen: BTreeSet<u64>,
    /// The counts so far.
    pub stats: MineStats,
}

/// A proved line: the moves, the smallest gap, the solver's moves, its chance after the first.
struct Line {
    moves: Vec<Move>,
    smallest_gap: f64,
    solver_moves: usize,
    first_chance: f64,
}

impl Miner {
    /// A run; `None` if there is no board for that many players.
    pub fn new(params: MineParams) -> Option<Miner> {
        let variant = Variant::for_seats(params.players)?;
        let mut params = params;
        params.options.teams &= variant.has_teams();
        Some(Miner {
            params,
            variant,
            rng: Rng::new(params.seed),
            seen: BTreeSet::new(),
            stats: MineStats::default(),
        })
    }

    /// The check budget.
    pub fn check_nodes(&self) -> u64 {
        self.params.nodes.saturating_mul(CHECK_FACTOR)
    }

    /// Plays the next game of the run and returns the puzzles found in it.
    pub fn play_game(&mut self) -> Vec<Puzzle> {
        let seats = self.variant.seats();
        // Levels 1 to 4 (level 5 plays on wall time unless told): the weak ones blunder, which
        // is what makes puzzles.
        let levels: Vec<u8> = (0..seats).map(|_| 1 + self.rng.below(4) as u8).collect();
        let mut pos = Position::start(self.variant, self.params.options, Seat(0));
        let mut history: Vec<u64> = Vec::new();
        let mut found = Vec::new();
        // Every seat's chance in the previous position, had its mover played best.
        let mut before: Option<Vec<f64>> = None;
        for _ in 0..MAX_PLIES {
            if pos.is_over() {
                break;
            }
            before = self.scan(&pos, before.as_deref(), &mut found);
            let level = Level::get(levels[pos.turn().0 as usize]);
            let params = level.params(
                seats,
                Limits::default(),
                self.rng.next_u64(),
                history.clone(),
            );
            let Some(mv) = search_position(&pos, &params, &StoppedClock, &mut |_| {}).best else {
                break;
            };
            history.push(pos.hash());
            pos.play_unchecked(mv);
        }
        self.stats.games += 1;
        found
    }

    /// Scans one position (a puzzle found goes into `found`); returns every seat's chance with
    /// its mover's best move, for the next position's "already winning" test.
    fn scan(
        &mut self,
        pos: &Position,
        before: Option<&[f64]>,
        found: &mut Vec<Puzzle>,
    ) -> Option<Vec<f64>> {
        self.stats.positions += 1;
        let analysis = analyse(
            pos,
            &AnalysisParams {
                exact: 3,
                ..AnalysisParams::new(self.params.nodes)
            },
        );
        let chances = analysis.best()?.chances.clone();
        let solver = pos.turn().0 as usize;
        let winning = before.is_none_or(|b| b[solver] >= WINNING);
        let step = step_of(&analysis, solver)?;
        if winning || step.second.is_none() || step.gap() < UNIQUE_GAP {
            return Some(chances);
        }
        if !self.seen.insert(pos.hash()) {
            self.stats.duplicates += 1;
            return Some(chances);
        }
        self.stats.candidates += 1;
        match self.prove(pos) {
            Some(line) => {
                self.stats.kept += 1;
                found.push(puzzle_of(pos, &line));
            }
            None => self.stats.rejected += 1,
        }
        Some(chances)
    }

    /// Builds the line at the check budget; `None` if the first move is not unique there.
    fn prove(&self, start: &Position) -> Option<Line> {
        let nodes = self.check_nodes();
        let solver = start.turn();
        let mut pos = *start;
        let mut line = Line {
            moves: Vec::new(),
            smallest_gap: 1.0,
            solver_moves: 0,
            first_chance: 0.0,
        };
        // The line's length after the last solver move: it ends there.
        let mut end = 0;
        while line.solver_moves < MAX_SOLVER_MOVES && !pos.is_over() {
            // Unique at the check budget and at the mining budget alike, so the set also
            // verifies at the cheap budget (the test's) and not only at the full one.
            let step = match (judge_step(&pos, nodes), judge_step(&pos, self.params.nodes)) {
                (Some(s), Some(q))
                    if s.is_unique() && q.is_unique() && same_squares(s.best, q.best) =>
                {
                    s
                }
                _ => break,
            };
            if line.solver_moves == 0 {
                line.first_chance = step.chance;
            }
            line.smallest_gap = line.smallest_gap.min(step.gap());
            line.solver_moves += 1;
            line.moves.push(step.best);
            pos.play_unchecked(step.best);
            end = line.moves.len();
            while !pos.is_over() && pos.turn() != solver {
                let answer = analyse(
                    &pos,
                    &AnalysisParams {
                        exact: 1,
                        ..AnalysisParams::new(nodes)
                    },
                );
                let mv = answer.best()?.mv;
                line.moves.push(mv);
                pos.play_unchecked(mv);
            }
        }
        line.moves.truncate(end);
        (line.solver_moves > 0).then_some(line)
    }
}

/// The puzzle of a proved line.
fn puzzle_of(start: &Position, line: &Line) -> Puzzle {
    Puzzle {
        id: format!("{:010x}", start.hash() & 0xff_ffff_ffff),
        start: *start,
        solution: line.moves.iter().map(|&m| MoveText::from(m)).collect(),
        themes: themes(start, &line.moves, line.first_chance),
        rating: rating(start, &line.moves, line.solver_moves, line.smallest_gap),
    }
}
