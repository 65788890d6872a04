//! Every seat's value of a root move, from the analysis search. With two sides (two players,
//! four in teams) the search's value is zero-sum: the other side's is its negation. A seat
//! alone against several (three to six players) and a team of six are searched as one side
//! against a coalition, which values only the side to move; the others are valued by the
//! evaluation from their own chairs at the end of the line the search expects (the position
//! the search's value comes from, short of its quiescence), so that each seat's chance comes
//! from the same search.

use martian_engine::{Geometry, Move, Pos, Seat};

use crate::eval::{evaluate, Weights, WIN};
use crate::sides::Sides;

/// One value a seat, in seat order (hundredths of a point, each to that seat).
pub fn seat_values<G: Geometry>(pos: &Pos<G>, sides: Sides, value: i32, line: &[Move]) -> Vec<i32> {
    let seats = G::SEATS;
    let mover = sides.side(pos.turn().0);
    match sides {
        Sides::Seats | Sides::Teams => (0..seats)
            .map(|s| {
                if sides.side(s) == mover {
                    value
                } else {
                    -value
                }
            })
            .collect(),
        Sides::Paranoid { .. } | Sides::Alliance { .. } => {
            let mut leaf = *pos;
            for &mv in line {
                if leaf.is_over() || !leaf.is_legal(mv) {
                    break;
                }
                leaf.play_unchecked(mv);
            }
            (0..seats)
                .map(|s| {
                    if sides.side(s) == mover {
                        value
                    } else {
                        from_chair(&leaf, s, pos.options().teams)
                    }
                })
                .collect()
        }
    }
}

/// The value of `pos` to `seat` (its team, in a team game): a win, a loss, 0 for a shared top,
/// or the evaluation with `seat` as the side searched for.
fn from_chair<G: Geometry>(pos: &Pos<G>, seat: u8, teams: bool) -> i32 {
    if let Some(outcome) = pos.outcome() {
        let mask = Seat(seat).team_mask(G::SEATS, teams);
        let won = outcome.winners.0 & mask != 0;
        let alone = outcome.winners.0 & !mask == 0;
        return match (won, alone) {
            (true, true) => WIN,
            (true, false) => 0,
            _ => -WIN,
        };
    }
    let sides = Sides::for_game(G::SEATS, teams, Seat(seat));
    let v = evaluate(pos, sides, &Weights::default());
    if sides.side(pos.turn().0) == 0 {
        v
    } else {
        -v
    }
}
