//! The two yardsticks the levels are measured against: a random mover and a greedy capturer.
//! Both are seeded, so a match replays exactly. Also the seeded random positions the tests and
//! the speed benchmark start from.

use martian_engine::{Move, Position, RuleOptions, Seat, Variant};

use looney_pyramids::Rng;

/// The position after `plies` random moves from the standard start (fewer if the game would
/// end: the last position still in play is returned). Reproducible from the seed, for tests and
/// benchmarks that want middle-game positions.
pub fn random_position(variant: Variant, options: RuleOptions, seed: u64, plies: u32) -> Position {
    let mut rng = Rng::new(seed);
    let mut pos = Position::start(variant, options, Seat(0));
    for _ in 0..plies {
        let Some(mv) = random_move(&pos, &mut rng) else {
            break;
        };
        let before = pos;
        pos.play_unchecked(mv);
        if pos.is_over() {
            return before;
        }
    }
    pos
}

/// Any legal move, uniformly (`None` once the game is over).
pub fn random_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let moves = pos.legal_moves();
    moves.get(rng.below(moves.len() as u64) as usize).copied()
}

/// The capture of the biggest piece (a random one among equals), else a random move.
pub fn greedy_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let captures = pos.captures();
    let value = |m: &Move| pos.piece_at(m.to).map_or(0, |r| r.value());
    let Some(top) = captures.iter().map(value).max() else {
        return random_move(pos, rng);
    };
    let best: Vec<Move> = captures
        .iter()
        .filter(|m| value(m) == top)
        .copied()
        .collect();
    best.get(rng.below(best.len() as u64) as usize).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::{RuleOptions, Seat, Variant};

    #[test]
    fn greedy_takes_the_biggest() {
        let pos =
            Position::from_text("4/4/4/1q2/p3/4/4/3d 0 - - 0,0", RuleOptions::default()).unwrap();
        let mut rng = Rng::new(1);
        let mv = greedy_move(&pos, &mut rng).unwrap();
        assert!(mv.is_capture());
        assert_eq!(mv.to.to_string(), "b5");
        let start = Position::start(Variant::FourPlayer, RuleOptions::default(), Seat(0));
        assert!(start.is_legal(random_move(&start, &mut rng).unwrap()));
    }
}
