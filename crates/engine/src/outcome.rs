//! How a game ended and who won, per the result rules of RULES.md.

use alloc::string::String;
use core::fmt::{self, Write};

use crate::seat::Seat;

/// Why the game is over.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EndReason {
    /// A zone is empty (takes precedence when the same move also ran the clock out).
    EmptyZone,
    /// Seven captureless moves after the clock was called.
    Clock,
    /// The seat to move had no legal move; this ends the game like the clock does.
    NoMoves,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::EmptyZone => "empty zone",
            EndReason::Clock => "clock",
            EndReason::NoMoves => "no legal move",
        })
    }
}

/// A set of seats, one bit each.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SeatSet(pub u8);

impl SeatSet {
    /// Whether the seat is in the set.
    pub const fn contains(self, seat: Seat) -> bool {
        self.0 >> seat.0 & 1 != 0
    }
    /// Number of seats in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The seats, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8).filter(move |s| self.0 >> s & 1 != 0).map(Seat)
    }
}

/// The sides of a game (each seat alone, or the teams in the order of their lowest seat):
/// their points and their seats, and how many there are.
fn sides(scores: &[u16; 6], seats: u8, teams: bool) -> ([(u32, u8); 6], usize) {
    let mut sides = [(0u32, 0u8); 6];
    let mut count = 0;
    for s in 0..seats {
        let mask = Seat(s).team_mask(seats, teams);
        let points = scores[s as usize] as u32;
        match sides[..count].iter_mut().find(|side| side.1 == mask) {
            Some(side) => side.0 += points,
            None => {
                sides[count] = (points, mask);
                count += 1;
            }
        }
    }
    (sides, count)
}

/// The result of a finished game.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// Why it ended.
    pub reason: EndReason,
    /// The winning seats: one seat, a team, or every seat sharing the top (all seats: a draw).
    pub winners: SeatSet,
    /// Number of seats in the game.
    pub seats: u8,
    /// Whether the game was played in teams (four or six players).
    pub teams: bool,
    /// Every seat's final score, in seat order (zero past the game's seats).
    pub scores: [u16; 6],
}

impl Outcome {
    /// Decides the result from the final scores, the reason and the seat that moved last.
    pub fn decide(reason: EndReason, scores: &[u16], last_mover: Seat, teams: bool) -> Outcome {
        let seats = scores.len() as u8;
        let teams = teams && (seats == 4 || seats == 6);
        let mut padded = [0u16; 6];
        padded[..scores.len()].copy_from_slice(scores);
        let (sides, count) = sides(&padded, seats, teams);
        let sides = &sides[..count];
        let top = sides.iter().map(|s| s.0).max().unwrap_or(0);
        let tied: u8 = sides.iter().filter(|s| s.0 == top).fold(0, |m, s| m | s.1);
        let tied_sides = sides.iter().filter(|s| s.0 == top).count();
        let last_bit = 1u8 << last_mover.0;
        let winners = if tied_sides > 1 && reason == EndReason::EmptyZone && tied & last_bit != 0 {
            // Empty zone on a tie: the last mover (or its team) wins.
            sides
                .iter()
                .find(|s| s.1 & last_bit != 0)
                .map_or(last_bit, |s| s.1)
        } else {
            tied
        };
        Outcome {
            reason,
            winners: SeatSet(winners),
            seats,
            teams,
            scores: padded,
        }
    }

    /// Whether every seat (or both teams) shares the result.
    pub fn is_draw(&self) -> bool {
        self.winners.len() == self.seats as u32
    }

    /// The result in words, as the record's `Result` tag and the command line print it:
    /// `South wins 12-9, empty zone`, `draw 10-10, clock`,
    /// `South-West and North-East win 30-25, clock`.
    pub fn describe(&self) -> String {
        let mut out = String::new();
        let scores = &self.scores[..self.seats as usize];
        let points: String = if self.teams {
            // The winning team's points first, then the others in seat order.
            let (sides, count) = sides(&self.scores, self.seats, true);
            let mut order: alloc::vec::Vec<u32> = alloc::vec::Vec::new();
            let won = |m: u8| m & self.winners.0 != 0 && !self.is_draw();
            order.extend(sides[..count].iter().filter(|s| won(s.1)).map(|s| s.0));
            order.extend(sides[..count].iter().filter(|s| !won(s.1)).map(|s| s.0));
            let texts: alloc::vec::Vec<String> =
                order.iter().map(|v| alloc::format!("{v}")).collect();
            texts.join("-")
        } else {
            let mut s = String::new();
            for (i, v) in scores.iter().enumerate() {
                if i > 0 {
                    s.push('-');
                }
                let _ = write!(s, "{v}");
            }
            s
        };
        if self.is_draw() {
            let _ = write!(out, "draw {points}, {}", self.reason);
            return out;
        }
        let names: alloc::vec::Vec<&str> =
            self.winners.iter().map(|s| s.name(self.seats)).collect();
        let verb = if names.len() == 1 { "wins" } else { "win" };
        let joined = match names.as_slice() {
            [one] => String::from(*one),
            [init @ .., last] => alloc::format!("{} and {}", init.join(", "), last),
            [] => String::new(),
        };
        let _ = write!(out, "{joined} {verb} {points}, {}", self.reason);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_player_results() {
        let o = Outcome::decide(EndReason::Clock, &[12, 9], Seat(1), false);
        assert_eq!(o.winners, SeatSet(1));
        assert_eq!(o.describe(), "South wins 12-9, clock");
        let o = Outcome::decide(EndReason::Clock, &[10, 10], Seat(1), false);
        assert!(o.is_draw());
        assert_eq!(o.describe(), "draw 10-10, clock");
        let o = Outcome::decide(EndReason::NoMoves, &[10, 10], Seat(1), false);
        assert!(o.is_draw());
        let o = Outcome::decide(EndReason::EmptyZone, &[10, 10], Seat(1), false);
        assert_eq!(o.winners, SeatSet(2));
        assert_eq!(o.describe(), "North wins 10-10, empty zone");
        // Higher score beats the last mover even on an empty zone.
        let o = Outcome::decide(EndReason::EmptyZone, &[11, 10], Seat(1), false);
        assert_eq!(o.winners, SeatSet(1));
    }

    #[test]
    fn four_player_results() {
        // Shared top, clock: shared win.
        let o = Outcome::decide(EndReason::Clock, &[9, 12, 12, 3], Seat(0), false);
        assert_eq!(o.winners, SeatSet(0b0110));
        assert_eq!(
            o.describe(),
            "North-West and North-East win 9-12-12-3, clock"
        );
        // Shared top, empty zone, last mover among the tied: it wins.
        let o = Outcome::decide(EndReason::EmptyZone, &[9, 12, 12, 3], Seat(2), false);
        assert_eq!(o.winners, SeatSet(0b0100));
        // Shared top, empty zone, last mover not among them: shared.
        let o = Outcome::decide(EndReason::EmptyZone, &[9, 12, 12, 3], Seat(3), false);
        assert_eq!(o.winners, SeatSet(0b0110));
        // Teams: 0+2 = 21 against 1+3 = 15.
        let o = Outcome::decide(EndReason::Clock, &[9, 12, 12, 3], Seat(3), true);
        assert_eq!(o.winners, SeatSet(0b0101));
        assert_eq!(o.describe(), "South-West and North-East win 21-15, clock");
        // Teams tied, empty zone: the last mover's team.
        let o = Outcome::decide(EndReason::EmptyZone, &[10, 12, 10, 8], Seat(3), true);
        assert_eq!(o.winners, SeatSet(0b1010));
        let o = Outcome::decide(EndReason::Clock, &[10, 12, 10, 8], Seat(3), true);
        assert!(o.is_draw());
    }

    #[test]
    fn wedge_results() {
        // Three seats, each alone.
        let o = Outcome::decide(EndReason::Clock, &[4, 9, 2], Seat(2), false);
        assert_eq!(o.winners, SeatSet(0b010));
        assert_eq!(o.describe(), "Seat 1 wins 4-9-2, clock");
        let o = Outcome::decide(EndReason::EmptyZone, &[9, 9, 2], Seat(0), false);
        assert_eq!(o.winners, SeatSet(0b001));
        // Six seats in teams across the centre: 0+3 = 7, 1+4 = 12, 2+5 = 12.
        let scores = [4, 6, 10, 3, 6, 2];
        let o = Outcome::decide(EndReason::Clock, &scores, Seat(0), true);
        assert_eq!(o.winners, SeatSet(0b110110));
        assert_eq!(
            o.describe(),
            "Seat 1, Seat 2, Seat 4 and Seat 5 win 12-12-7, clock"
        );
        let o = Outcome::decide(EndReason::EmptyZone, &scores, Seat(4), true);
        assert_eq!(o.winners, SeatSet(0b010010));
        assert_eq!(o.describe(), "Seat 1 and Seat 4 win 12-7-12, empty zone");
        // Five seats never play in teams.
        let o = Outcome::decide(EndReason::Clock, &[1, 2, 3, 4, 5], Seat(0), true);
        assert!(!o.teams);
        assert_eq!(o.winners, SeatSet(0b10000));
    }
}
