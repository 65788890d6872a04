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
    /// Whether the four-player game was played in teams.
    pub teams: bool,
    /// Every seat's final score, in seat order.
    pub scores: [u16; 4],
}

impl Outcome {
    /// Decides the result from the final scores, the reason and the seat that moved last.
    pub fn decide(reason: EndReason, scores: &[u16], last_mover: Seat, teams: bool) -> Outcome {
        let seats = scores.len() as u8;
        let teams = teams && seats == 4;
        let mut padded = [0u16; 4];
        padded[..scores.len()].copy_from_slice(scores);
        // Sides: each seat alone, or the two teams; a side's points and its seats.
        let sides: &[(u32, u8)] = &if teams {
            [
                (scores[0] as u32 + scores[2] as u32, 0b0101),
                (scores[1] as u32 + scores[3] as u32, 0b1010),
                (0, 0),
                (0, 0),
            ]
        } else {
            let mut s = [(0u32, 0u8); 4];
            for (i, v) in scores.iter().enumerate() {
                s[i] = (*v as u32, 1 << i);
            }
            s
        }[..if teams { 2 } else { seats as usize }];
        let top = sides.iter().map(|s| s.0).max().unwrap_or(0);
        let tied: u8 = sides.iter().filter(|s| s.0 == top).fold(0, |m, s| m | s.1);
        let last_bit = 1u8 << last_mover.0;
        let winners = if tied.count_ones() > if teams { 2 } else { 1 }
            && reason == EndReason::EmptyZone
            && tied & last_bit != 0
        {
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
            let a = scores[0] as u32 + scores[2] as u32;
            let b = scores[1] as u32 + scores[3] as u32;
            let (w, l) = if self.winners.contains(Seat(1)) && !self.winners.contains(Seat(0)) {
                (b, a)
            } else {
                (a, b)
            };
            alloc::format!("{w}-{l}")
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
}
