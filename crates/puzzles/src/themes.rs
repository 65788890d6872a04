//! Themes, read from the solution's moves and the positions they pass through.

use martian_engine::{EndReason, Move, MoveKind, Position, Seat};

use crate::puzzle::Theme;
use martian_ai::study::Model;

/// How far above an even share the solver's chance may be after the solution for it to count
/// as a defence.
pub const DEFENCE_MARGIN: f64 = 0.1;

/// Whether two seats are partners (teams of four: 0 + 2 and 1 + 3; of six: k and k + 3).
fn partners(pos: &Position, a: Seat, b: Seat) -> bool {
    let n = pos.seats();
    pos.options().teams && a != b && (n == 4 || n == 6) && (a.0 + n / 2) % n == b.0
}

/// The themes of the line `line` (legal moves, the solver's first) from `start`; `chance` is
/// the solver's chance after its first move (for [`Theme::Defence`]).
///
/// Readings: a zone crossing counts only for the solver's own moves (a capture lands in
/// another zone too, and is one); "double capture" is two or more solver captures in the line;
/// "defence" is a solution that leaves the solver's chance below an even share (1 / parties)
/// plus [`DEFENCE_MARGIN`]: it saves the position, it does not win it.
pub fn themes(start: &Position, line: &[Move], chance: f64) -> Vec<Theme> {
    let solver = start.turn();
    let mut found = Vec::new();
    let mut captures = 0;
    let mut pos = *start;
    for &mv in line {
        let mover = pos.turn();
        if mover == solver {
            captures += mv.is_capture() as usize;
            if mv.kind == MoveKind::Promotion {
                found.push(Theme::Promotion);
            }
            if mv.calls_clock {
                found.push(Theme::Clock);
            }
            if pos.zone_of(mv.from) != pos.zone_of(mv.to) {
                found.push(if pos.is_wedge() {
                    Theme::AcrossEdge
                } else {
                    Theme::AcrossCanal
                });
            }
        } else if partners(&pos, solver, mover) {
            found.push(Theme::TeamPlay);
        }
        pos.play_unchecked(mv);
    }
    if captures >= 1 {
        found.push(Theme::Capture);
    }
    if captures >= 2 {
        found.push(Theme::DoubleCapture);
    }
    match pos.end_reason() {
        Some(EndReason::EmptyZone) => found.push(Theme::EmptyZone),
        Some(EndReason::Clock) => found.push(Theme::Clock),
        _ => {}
    }
    let parties = Model::shipped(start.seats(), start.options().teams).parties();
    if chance < 1.0 / parties as f64 + DEFENCE_MARGIN {
        found.push(Theme::Defence);
    }
    found.sort();
    found.dedup();
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::{MoveText, RuleOptions};

    fn line(start: &Position, texts: &[&str]) -> Vec<Move> {
        let mut pos = *start;
        texts
            .iter()
            .map(|t| {
                let mv = t
                    .parse::<MoveText>()
                    .unwrap()
                    .resolve(&pos)
                    .unwrap_or_else(|e| panic!("{e}"));
                pos.play_unchecked(mv);
                mv
            })
            .collect()
    }

    #[test]
    fn themes_come_from_the_moves() {
        // South has no queen: its pawn on b2 joins its drone on c3 and they become a queen.
        let start =
            Position::from_text("q3/4/4/4/4/2d1/1p2/4 0 - - 0,0", RuleOptions::default()).unwrap();
        let promo = line(&start, &["b2+c3"]);
        assert_eq!(themes(&start, &promo, 0.9), [Theme::Promotion]);
        // Two captures across the canal, the clock called with the first; the second leaves
        // South's own zone empty, which ends the game. North's answer adds nothing.
        let start =
            Position::from_text("1q2/p2p/4/4/4/4/4/q2q 0 - - 0,0", RuleOptions::default()).unwrap();
        let two = line(&start, &["clock d1xd7", "b8-c8", "a1xa7"]);
        assert_eq!(
            themes(&start, &two, 0.55),
            [
                Theme::Capture,
                Theme::DoubleCapture,
                Theme::EmptyZone,
                Theme::Clock,
                Theme::Defence,
                Theme::AcrossCanal
            ]
        );
    }
}
