//! Win chances from the analysis's values: a logistic curve fitted on self-play.
//!
//! The parties of a game are its seats, or its teams. With two parties (two players, four in
//! teams) the side to move's chance is `1 / (1 + e^-(a u + b u p + c u k + d))`, `u` its value in
//! points (the search's), `p` how much of the material has left the board (0 at the start, 1
//! when it is empty), `k` how far the clock has run (0 before it is called, 1/8 after the call,
//! ... 1 at seven); the more is gone, the more a lead decides; a proven win or loss is certain.
//! With more parties each party's chance is a softmax over the parties of
//! `a u + b u p + c u k + d t + e l + f l p`, `u` the party's value from its own chair at the end of the search's
//! line (see `seats`), `t` 1 for the side to move's party and `l` its score less the best other
//! party's (a game of several is won by whoever is on top when it ends, which the evaluation's
//! blend of the rivals' scores does not say alone: without `l` the four-player fit missed by 9
//! and 10 points in two bins). A line that ends the game is not taken as its result there:
//! the coalition's replies in the search assume it captures whenever it can, so such a
//! line is likely, not forced (measured: lines "won" this way came true 75% of the time).
//!
//! The constants below were fitted on seeded self-play between seats of levels 2 and 3,
//! positions sampled every few plies and analysed, with the conditional logit of `study::fit`:
//! - two players: `martian calibrate --players 2 --games 450 --seed 1 --every 12 --fit` at the
//!   review's budget, which fits on the first 150 games and checks on the other 300;
//! - four in teams: `martian calibrate --players 4 --teams --games 150 --seed 1 --nodes 50000
//!   --fit` (the version of the command that fitted on all its games), checked on 300 other
//!   games at the review's budget: `martian calibrate --players 4 --teams --games 300 --seed 2
//!   --every 15`;
//! - four players: `martian calibrate --players 4 --games 450 --seed 1 --every 14 --fit` at the
//!   review's budget, as two players;
//! - three, five and six players: `martian calibrate --players N --games 450 --seed 1 --nodes
//!   20000 --every E --fit` (E = 12, 16, 18), which fits on the first 150 games and checks on
//!   the other 300;
//! - six in teams: `martian calibrate --players 6 --teams --games 450 --seed 1 --nodes 20000
//!   --every 18 --fit`, the same way over its three teams.
//!
//! docs/study.md has every table and Brier score.

use martian_engine::{Geometry, Pos, Seat};

use crate::eval::{POINT, WIN_BOUND};

/// Fitted constants of one kind of game (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Model {
    /// Seats in the game.
    pub seats: u8,
    /// Whether it is played in teams.
    pub teams: bool,
    /// `a b c d` (see the module docs), and with three or more parties `e f`.
    pub theta: [f64; 6],
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
            6
        }
    }

    /// Every seat's chance from the parties' features (see [`features`]), given the side to
    /// move's value (a proven win or loss is certain).
    pub fn chances(&self, features: &Features, value: i32, mover: Seat) -> Vec<f64> {
        let n = self.parties();
        let mine = party_of(mover.0, self.seats, self.teams);
        let two = n == 2;
        let mut p = if two && value > WIN_BOUND {
            (0..n).map(|q| (q == mine) as u8 as f64).collect()
        } else {
            let x = self.vectors(features);
            let mut p = study::fit::chances(&self.theta[..self.dims()], &x);
            if two && value < -WIN_BOUND {
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
        let two = self.parties() == 2;
        let row = |u: f64, lead: f64, own: bool| -> Vec<f64> {
            match (two, own) {
                (true, true) => vec![u, u * f.phase, u * f.clock, 1.0],
                (true, false) => vec![0.0; 4],
                _ => vec![
                    u,
                    u * f.phase,
                    u * f.clock,
                    own as u8 as f64,
                    lead,
                    lead * f.phase,
                ],
            }
        };
        f.values
            .iter()
            .zip(&f.leads)
            .enumerate()
            .map(|(q, (&u, &lead))| row(u, lead, q == f.mover))
            .collect()
    }
}

/// What a position's chances are made from: each party's value in points (clamped), the side
/// to move's party, the share of material gone and how far the clock has run.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// One value a party, in points.
    pub values: Vec<f64>,
    /// Each party's score less the best other party's, in points (capped at 20 either way).
    pub leads: Vec<f64>,
    /// The side to move's party.
    pub mover: usize,
    /// Material gone from the board, 0 to 1.
    pub phase: f64,
    /// The clock: 0 before it is called, then (count + 1) / 8.
    pub clock: f64,
    /// Each party's share of the result when the line ends the game (three or more parties;
    /// for information: the chances do not take it as certain, see the module docs).
    pub result: Option<Vec<f64>>,
}

/// The party (seat, or team in the order of its lowest seat) a seat belongs to.
pub fn party_of(seat: u8, seats: u8, teams: bool) -> usize {
    match (teams, seats) {
        (true, 4) => (seat & 1) as usize,
        (true, 6) => (seat % 3) as usize,
        _ => seat as usize,
    }
}

/// The features of `pos` with these seat values (one a seat, as the analysis gives them) and
/// the seats' shares of the result when the line ends the game.
pub fn features<G: Geometry>(
    pos: &Pos<G>,
    seat_values: &[i32],
    result: Option<&[f64]>,
) -> Features {
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
    let mut points = vec![0.0; parties];
    for (s, &score) in pos.scores().iter().enumerate() {
        points[party_of(s as u8, G::SEATS, teams)] += score as f64;
    }
    let leads = (0..parties)
        .map(|q| {
            let best = (0..parties)
                .filter(|&r| r != q)
                .map(|r| points[r])
                .fold(f64::MIN, f64::max);
            (points[q] - best).clamp(-20.0, 20.0)
        })
        .collect();
    let on_board: u32 = (0..G::SEATS).map(|s| pos.material(Seat(s))).sum();
    let full = 18 * G::SEATS as u32;
    Features {
        values,
        leads,
        mover: party_of(pos.turn().0, G::SEATS, teams),
        phase: 1.0 - on_board.min(full) as f64 / full as f64,
        clock: pos.clock().map_or(0.0, |c| (c as f64 + 1.0) / 8.0),
        result: result.filter(|_| parties > 2).map(|r| {
            let mut shares = vec![0.0; parties];
            for s in (0..G::SEATS).rev() {
                shares[party_of(s, G::SEATS, teams)] = r.get(s as usize).copied().unwrap_or(0.0);
            }
            shares
        }),
    }
}

// The fitted constants (see the module docs for the command that made each).
const TWO: [f64; 6] = [1.5233, -0.518, 0.1801, -0.2317, 0.0, 0.0];
const FOUR_TEAMS: [f64; 6] = [0.2104, 1.0792, -0.2179, -0.0584, 0.0, 0.0];
const THREE: [f64; 6] = [-0.0002, 0.0133, 0.0043, 0.1099, 0.0665, 0.3637];
const FOUR: [f64; 6] = [0.0086, 0.0026, -0.0048, 0.1109, -0.0859, 0.6781];
const FIVE: [f64; 6] = [0.0858, -0.0824, 0.0045, 0.2147, -0.0482, 0.517];
const SIX: [f64; 6] = [0.0447, -0.0417, 0.0092, 0.4873, -0.0791, 0.6539];
const SIX_TEAMS: [f64; 6] = [0.0804, -0.0776, 0.0141, -0.1842, -0.1532, 0.5237];
