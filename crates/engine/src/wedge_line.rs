//! The squares a move passes over on a wedge board, for a board that draws the way a piece goes
//! when it is picked up: a line that leaves a zone across a glued edge goes on in the next zone
//! turned a quarter, walked with the same step as the move tables (`wedge.rs`), so what is drawn
//! is what the rules mean.

use alloc::vec;
use alloc::vec::Vec;

use crate::position::Position;
use crate::square::Square;
use crate::wedge::{step, Walker};

/// The eight directions of a line, in a zone's own frame.
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

impl Position {
    /// The squares from `from` to `to` along one straight line of a wedge board (bending
    /// across glued edges) whose squares between are empty, both ends included; `None` on a
    /// square board or where no such line joins them. Where two lines join them (around the
    /// centre of three zones), the shorter is given.
    pub fn wedge_line(&self, from: Square, to: Square) -> Option<Vec<Square>> {
        let zones = self.seats();
        let zone = from.wedge_zone()?;
        let mut best: Option<Vec<Square>> = None;
        for (dx, dy) in DIRECTIONS {
            let mut w = Walker {
                zone,
                file: from.file() as i8,
                rank: from.rank() as i8,
                dx,
                dy,
            };
            let mut way = vec![from];
            while let Some(next) = step(zones, w) {
                w = next;
                let Some(sq) = Square::wedge(w.zone, w.file as u8, w.rank as u8) else {
                    break;
                };
                way.push(sq);
                if sq == to {
                    if best.as_ref().is_none_or(|b| b.len() > way.len()) {
                        best = Some(way.clone());
                    }
                    break;
                }
                if self.piece_at(sq).is_some() || way.len() > 12 {
                    break;
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};

    use super::*;
    use crate::{RuleOptions, Seat, Variant};

    #[test]
    fn every_legal_move_has_its_line_from_many_positions() {
        for variant in [
            Variant::ThreePlayer,
            Variant::FivePlayer,
            Variant::SixPlayer,
        ] {
            let mut pos = Position::start(variant, RuleOptions::default(), Seat(0));
            for ply in 0..60 {
                if pos.is_over() {
                    break;
                }
                let moves: Vec<_> = pos.legal_moves().iter().copied().collect();
                for m in &moves {
                    let way = pos
                        .wedge_line(m.from, m.to)
                        .unwrap_or_else(|| panic!("{variant:?} ply {ply}: no line for {m:?}"));
                    assert_eq!((way[0], *way.last().unwrap()), (m.from, m.to));
                }
                // A deterministic walk through the game: captures when there are some.
                let pick = moves
                    .iter()
                    .find(|m| m.is_capture())
                    .copied()
                    .unwrap_or(moves[(ply * 7) % moves.len()]);
                pos = pos.play(pick).unwrap();
            }
        }
    }

    #[test]
    fn a_line_bends_into_the_next_zone() {
        // A queen on 0a4 runs north out of zone 0 into zone 1's east edge and on towards
        // file a: 0a4, 1d1, 1c1, 1b1.
        let pos = Position::from_text(
            "q3/4/4/4|4/4/4/p3|4/4/4/p3 0 - - 0,0,0",
            RuleOptions::default(),
        )
        .unwrap();
        let way = pos
            .wedge_line(Square::parse("0a4").unwrap(), Square::parse("1b1").unwrap())
            .unwrap();
        let names: Vec<String> = way.iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["0a4", "1d1", "1c1", "1b1"]);
    }

    #[test]
    fn a_square_board_has_no_wedge_line() {
        let pos = Position::start(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
        let (a, b) = (Square::parse("a1").unwrap(), Square::parse("a2").unwrap());
        assert_eq!(pos.wedge_line(a, b), None);
    }
}
