//! The difficulty estimate a puzzle starts with (the trainer moves it with players' results).

use martian_engine::{Move, Position};

/// A puzzle's starting rating, on the Glicko scale (1500 average), rounded to 10:
///
/// `1000 + 250 (k - 1) + 200 q + 100 m + 400 (1 - g)`, clamped to 600-2600, where `k` is the
/// number of solver moves (each is one more thing to find), `q` is 1 when the first move takes
/// nothing (a quiet move is harder to see than a capture), `m` is 1 with more than two players
/// (more pieces and answers to read), and `g` is the smallest gap between the solver's move and
/// the best other at any step (0.35 to 1: a narrow gap is a subtler point).
///
/// It is an estimate from the line's shape, not a measurement: lichess starts its puzzles at
/// 1500 and lets Glicko-2 move them; this only gives the trainer a better first guess.
pub fn rating(start: &Position, line: &[Move], solver_moves: usize, smallest_gap: f64) -> u16 {
    let quiet = line.first().is_some_and(|m| !m.is_capture());
    let r = 1000.0
        + 250.0 * (solver_moves.max(1) - 1) as f64
        + if quiet { 200.0 } else { 0.0 }
        + if start.seats() > 2 { 100.0 } else { 0.0 }
        + 400.0 * (1.0 - smallest_gap.clamp(0.0, 1.0));
    ((r / 10.0).round() * 10.0).clamp(600.0, 2600.0) as u16
}
