//! Win chances from the analysis's values: a logistic curve fitted on self-play.
//!
//! The parties of a game are its seats, or its teams. With two parties (two players, four in
//! teams) the side to move's chance is `1 / (1 + e^-(a u + b u p + c u k + d))`, `u` its value in
//! points, `p` how much of the material has left the board (0 at the start, 1 when it is
//! empty), `k` how far the clock has run (0 before it is called, 1/8 after the call, ... 1 at
//! seven); the more is gone, the more a lead decides. With more parties each party's chance is
//! a softmax over the parties of `a u + b u p + c u k + d` for the side to move and
//! `e u + f u p + g u k` for the others (the side to move's value is the search's, pessimistic
//! against a coalition; the others' come from the evaluation at the end of its line, so they
//! get their own weights). A proven win or loss is certain.
//!
//! The constants below were fitted by `martian calibrate --players N [--teams] --games 300
//! --seed 1 --fit` (positions sampled from self-play between levels 3 and 4, each analysed at
//! the review's default budget; the fit is the conditional logit of `study::fit`) and checked
//! on other games by the same command with `--seed 2` (docs/study.md has the tables).

use martian_engine::{Geometry, Pos, Seat};

use crate::eval::{POINT, WIN_BOUND};

/// Fitted constants of one kind of game (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Model {
    /// Seats in the game.
    pub seats: u8,
    /// Whether it is played in teams.
    pub teams: bool,
    /// `a b c d` for the side to move, `e f g` for the others (unused with two parties).
    pub theta: [f64; 7],
}

/// Values beyond this (hundredths) are taken as this much: fifty points decide any game.
const CLAMP: i32 = 50 * POINT;

impl Model {
    /// The fitted model of a game of `seats` seats (teams: four or six only).
    pub fn shipped(seats: u8, teams: bool) -> Model {
        let theta = match (seats, teams && matches!(seats, 4 | 6)) {
            (2, _) => TWO,
            (4, true) => FOUR_TEAMS,
            (3, _) => THREE,
            (4, false) => FOUR,
            (5, _) => FIVE,
            (6, true) => SIX_TEAMS,
            _ => SIX,
        };
        Model {
            seats,
            teams: teams && matches!(seats, 4 | 6),
            theta,
        }
    }

    /// How many parties the game has: seats, or teams.
    pub fn parties(&self) -> usize {
        if self.teams {
            if self.seats == 6 {
                3
            } else {
                2
            }
        } else {
            self.seats as usize
        }
    }

    /// The number of constants the fit sets.
    pub fn dims(&self) -> usize {
        if self.parties() == 2 {
            4
        } else {
            7
        }
    }

    /// Every seat's chance from the parties' features (see [`features`]), given the side to
    /// move's value (a proven win or loss is certain).
    pub fn chances(&self, features: &Features, value: i32, mover: Seat) -> Vec<f64> {
        let n = self.parties();
        let mine = party_of(mover.0, self.seats, self.teams);
        let mut p = if value > WIN_BOUND {
            (0..n).map(|q| (q == mine) as u8 as f64).collect()
        } else {
            let x = self.vectors(features);
            let mut p = study::fit::chances(&self.theta[..self.dims()], &x);
            if value < -WIN_BOUND {
                p[mine] = 0.0;
                let rest: f64 = p.iter().sum();
                for q in p.iter_mut() {
                    *q = if rest > 0.0 {
                        *q / rest
                    } else {
                        1.0 / (n - 1) as f64
                    };
                }
            }
            p
        };
        p.truncate(n);
        (0..self.seats)
            .map(|s| p[party_of(s, self.seats, self.teams)])
            .collect()
    }

    /// The feature vectors the fit reads, one a party (see the module docs).
    pub fn vectors(&self, f: &Features) -> Vec<Vec<f64>> {
        let row = |u: f64, own: bool| -> Vec<f64> {
            let terms = [u, u * f.phase, u * f.clock];
            match (self.parties() == 2, own) {
                (true, true) => vec![terms[0], terms[1], terms[2], 1.0],
                (true, false) => vec![0.0; 4],
                (false, true) => vec![terms[0], terms[1], terms[2], 1.0, 0.0, 0.0, 0.0],
                (false, false) => vec![0.0, 0.0, 0.0, 0.0, terms[0], terms[1], terms[2]],
            }
        };
        f.values
            .iter()
            .enumerate()
            .map(|(q, &u)| row(u, q == f.mover))
            .collect()
    }
}

/// What a position's chances are made from: each party's value in points (clamped), the side
/// to move's party, the share of material gone and how far the clock has run.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// One value a party, in points.
    pub values: Vec<f64>,
    /// The side to move's party.
    pub mover: usize,
    /// Material gone from the board, 0 to 1.
    pub phase: f64,
    /// The clock: 0 before it is called, then (count + 1) / 8.
    pub clock: f64,
}

/// The party (seat, or team in the order of its lowest seat) a seat belongs to.
pub fn party_of(seat: u8, seats: u8, teams: bool) -> usize {
    match (teams, seats) {
        (true, 4) => (seat & 1) as usize,
        (true, 6) => (seat % 3) as usize,
        _ => seat as usize,
    }
}

/// The features of `pos` with these seat values (one a seat, as the analysis gives them).
pub fn features<G: Geometry>(pos: &Pos<G>, seat_values: &[i32]) -> Features {
    let teams = pos.options().teams && matches!(G::SEATS, 4 | 6);
    let parties = if teams {
        if G::SEATS == 6 {
            3
        } else {
            2
        }
    } else {
        G::SEATS as usize
    };
    let mut values = vec![0.0; parties];
    for s in (0..G::SEATS).rev() {
        let v = seat_values.get(s as usize).copied().unwrap_or(0);
        values[party_of(s, G::SEATS, teams)] = v.clamp(-CLAMP, CLAMP) as f64 / POINT as f64;
    }
    let on_board: u32 = (0..G::SEATS).map(|s| pos.material(Seat(s))).sum();
    let full = 18 * G::SEATS as u32;
    Features {
        values,
        mover: party_of(pos.turn().0, G::SEATS, teams),
        phase: 1.0 - on_board.min(full) as f64 / full as f64,
        clock: pos.clock().map_or(0.0, |c| (c as f64 + 1.0) / 8.0),
    }
}

// The fitted constants (see the module docs for the command that made each).
const TWO: [f64; 7] = [1.7349, -0.0749, -0.4811, -0.1873, 0.0, 0.0, 0.0];
const FOUR_TEAMS: [f64; 7] = [0.2104, 1.0792, -0.2179, -0.0584, 0.0, 0.0, 0.0];
const THREE: [f64; 7] = [0.3, 0.3, 0.3, 0.0, 0.3, 0.3, 0.3];
const FOUR: [f64; 7] = [0.3, 0.3, 0.3, 0.0, 0.3, 0.3, 0.3];
const FIVE: [f64; 7] = [0.3, 0.3, 0.3, 0.0, 0.3, 0.3, 0.3];
const SIX: [f64; 7] = [0.3, 0.3, 0.3, 0.0, 0.3, 0.3, 0.3];
const SIX_TEAMS: [f64; 7] = [0.3, 0.3, 0.3, 0.0, 0.3, 0.3, 0.3];
