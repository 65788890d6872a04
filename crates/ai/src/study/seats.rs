//! Every seat's value of a root move, from the analysis search. With two sides (two players,
//! four in teams) the search's value is zero-sum: the other side's is its negation. A seat
//! alone against several (three to six players) and a team of six are searched as one side
//! against a coalition, whose value is pessimistic for the side to move (and whose "proven"
//! results assume the coalition captures whenever it can, so they prove nothing); there every
//! seat, the side to move included, is valued by the evaluation from its own chair at the end
//! of the line the search expects (the position the search's value comes from, short of its
//! quiescence), so that all seats' values are alike and come from the same search, and a line
//! that ends the game gives its result.

use martian_engine::{Geometry, Move, Pos, Seat};

use crate::eval::{evaluate, Weights, WIN};
use crate::sides::Sides;

/// One value a seat, in seat order (hundredths of a point, each to that seat), and, when the
/// line ends the game (a seat alone or teams of six), each seat's share of the result.
pub fn seat_values<G: Geometry>(
    pos: &Pos<G>,
    sides: Sides,
    value: i32,
    line: &[Move],
) -> (Vec<i32>, Option<Vec<f64>>) {
    let seats = G::SEATS;
    let mover = sides.side(pos.turn().0);
    match sides {
        Sides::Seats | Sides::Teams => (
            (0..seats)
                .map(|s| {
                    if sides.side(s) == mover {
                        value
                    } else {
                        -value
                    }
                })
                .collect(),
            None,
        ),
        Sides::Paranoid { .. } | Sides::Alliance { .. } => {
            let mut leaf = *pos;
            for &mv in line {
                if leaf.is_over() || !leaf.is_legal(mv) {
                    break;
                }
                leaf.play_unchecked(mv);
            }
            let teams = pos.options().teams;
            let result = leaf.outcome().map(|o| {
                let k = (0..seats)
                    .filter(|&s| o.winners.contains(Seat(s)))
                    .count()
                    .max(1) as f64;
                // Each seat's share; a team's seats each hold the team's (a team of two that
                // wins alone: 1 each).
                let team = if teams && seats == 6 { 2.0 } else { 1.0 };
                (0..seats)
                    .map(|s| {
                        if o.winners.contains(Seat(s)) {
                            team / k
                        } else {
                            0.0
                        }
                    })
                    .collect()
            });
            (
                (0..seats).map(|s| from_chair(&leaf, s, teams)).collect(),
                result,
            )
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
