//! The way a move goes on a wedge board, square by square, so the board can draw it when a
//! piece is picked up: a line that leaves a zone across a glued edge goes on in the next zone
//! turned a quarter (RULES.md, "Wedge boards"). This is geometry only (which square follows
//! which); whether the move is legal was decided by the engine, which hands the moves over.

use martian_engine::{Position, Square};

/// One step of a line: a square and its direction, in the frame of the square's zone.
#[derive(Clone, Copy)]
struct Walker {
    zone: u8,
    file: i8,
    rank: i8,
    dx: i8,
    dy: i8,
}

/// The next square of a line on a wedge board of `zones` zones, or `None` where it leaves the
/// board (the rim, or the centre point, which no line crosses unless there are four zones).
fn step(zones: u8, w: Walker) -> Option<Walker> {
    let (f, r) = (w.file + w.dx, w.rank + w.dy);
    if f < 0 || r < 0 || (f == 4 && r == 4) {
        None
    } else if r == 4 {
        // Across the north edge into the next zone: (dx, dy) becomes (-dy, dx).
        Some(Walker {
            zone: (w.zone + 1) % zones,
            file: 3,
            rank: f,
            dx: -w.dy,
            dy: w.dx,
        })
    } else if f == 4 {
        // Across the east edge into the previous zone: (dx, dy) becomes (dy, -dx).
        Some(Walker {
            zone: (w.zone + zones - 1) % zones,
            file: r,
            rank: 3,
            dx: w.dy,
            dy: -w.dx,
        })
    } else {
        Some(Walker {
            file: f,
            rank: r,
            ..w
        })
    }
}

fn square(w: &Walker) -> Option<Square> {
    Square::wedge(w.zone, w.file as u8, w.rank as u8)
}

/// The squares from `from` to `to` along one straight line (bending across glued edges) whose
/// squares between are empty, both ends included; `None` if no such line joins them. Where
/// two lines join them (around the centre of three zones), the shorter is given.
pub fn line_between(pos: &Position, from: Square, to: Square) -> Option<Vec<Square>> {
    let zones = pos.seats();
    let zone = from.wedge_zone()?;
    let mut best: Option<Vec<Square>> = None;
    for (dx, dy) in [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ] {
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
            let Some(sq) = square(&w) else { break };
            way.push(sq);
            if sq == to {
                if best.as_ref().is_none_or(|b| b.len() > way.len()) {
                    best = Some(way.clone());
                }
                break;
            }
            if pos.piece_at(sq).is_some() || way.len() > 12 {
                break;
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::{RuleOptions, Seat, Variant};

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
                    let way = line_between(&pos, m.from, m.to)
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
        let way = line_between(
            &pos,
            Square::parse("0a4").unwrap(),
            Square::parse("1b1").unwrap(),
        )
        .unwrap();
        let names: Vec<String> = way.iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["0a4", "1d1", "1c1", "1b1"]);
    }
}
