//! A checked state: a [`Setup`] that [`State::from_setup`] accepted, with its options.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use looney_pyramids::Size;

use crate::board::{City, Port, PORTS};
use crate::dice::Dice;
use crate::error::{StateError, StateField};
use crate::piece::{Owner, Seat, DEAD};
use crate::setup::{home, Options, Setup, Ship};
use crate::BOARD;

/// The most dead pieces of one size a city can hold: its dead trio's piece and three from each
/// of three seats put out with their pieces standing there (four players).
pub(crate) const MAX_DEAD: u8 = 10;

/// A legal state of a game of Sandships. Cheap to clone (plain arrays).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct State {
    pub(crate) s: Setup,
    pub(crate) options: Options,
}

impl State {
    /// The standard start for 2, 3 or 4 players (other numbers are clamped).
    pub fn start(players: u8, options: Options) -> State {
        State {
            s: Setup::start(players),
            options,
        }
    }

    /// Checks a setup: 2-4 players; each seat in the game has at most three pieces of each size
    /// (spires, ships and pool together) and a piece in its home city; a seat that is out has no
    /// spire, ship or pool; spires only for seats of the game; at most 10 dead pieces of a size
    /// in a city; the seat to act is in the game (in a finished game it may be the seat that
    /// put itself out with the last action); the dice are dice some roll gives; a finished
    /// game waits for no roll and its winner is in the game.
    pub fn from_setup(setup: Setup, options: Options) -> Result<State, StateError> {
        let refuse = |field: StateField, found: String, reason: String, setup: &Setup| StateError {
            field,
            found,
            reason,
            setup: Some(Box::new(setup.clone())),
        };
        let s = &setup;
        if !(2..=4).contains(&s.players) {
            return Err(refuse(
                StateField::Pools,
                format!("{} seats", s.players),
                "a game has 2, 3 or 4 players".into(),
                s,
            ));
        }
        for seat in 0..4usize {
            let absent = seat >= s.players as usize;
            let out = s.out[seat] || absent;
            let mut counts = s.pools[seat];
            let mut home_pieces = 0;
            for city in City::ALL {
                let spire = s.spires[city.index()][seat];
                for i in 0..3 {
                    counts[i] += spire[i];
                }
                if !absent && city == home(s.players, Seat(seat as u8)) {
                    home_pieces = spire.iter().sum::<u8>();
                }
            }
            for ship in s.ships.iter().flatten() {
                if ship.seat.index() == seat {
                    counts[ship.size.index()] += 1;
                }
            }
            if out && counts != [0; 3] {
                let field = if absent {
                    StateField::Spires
                } else {
                    StateField::Pools
                };
                return Err(refuse(
                    field,
                    format!("seat {seat}"),
                    format!("seat {seat} is not in the game but has pieces"),
                    s,
                ));
            }
            if let Some(size) = Size::ALL.into_iter().find(|z| counts[z.index()] > 3) {
                return Err(refuse(
                    StateField::Pools,
                    format!("seat {seat}"),
                    format!("seat {seat} has more than three {size} pieces"),
                    s,
                ));
            }
            if !out && home_pieces == 0 {
                return Err(refuse(
                    StateField::Spires,
                    format!("seat {seat}"),
                    format!("seat {seat} has no piece in its home city, so it would be out"),
                    s,
                ));
            }
        }
        for city in City::ALL {
            if s.spires[city.index()][DEAD].iter().any(|&n| n > MAX_DEAD) {
                return Err(refuse(
                    StateField::Spires,
                    String::from(city.name()),
                    "more than ten dead pieces of one size in a city".into(),
                    s,
                ));
            }
        }
        // A finished game keeps the seat that acted last, which may have put itself out.
        if s.turn.index() >= s.players as usize || (s.out[s.turn.index()] && s.winner.is_none()) {
            return Err(refuse(
                StateField::Turn,
                format!("{}", s.turn),
                "the seat to act must be in the game (or have made the winning action)".into(),
                s,
            ));
        }
        if let Some(dice) = s.dice {
            if !dice.possible() {
                return Err(refuse(
                    StateField::Dice,
                    format!("{dice}"),
                    "no roll gives these dice".into(),
                    s,
                ));
            }
        }
        if let Some(w) = s.winner {
            if w.index() >= s.players as usize || s.out[w.index()] || s.dice.is_some() {
                return Err(refuse(
                    StateField::Result,
                    format!("w{w}"),
                    "the winner is a seat in the game, and a finished game has no dice".into(),
                    s,
                ));
            }
        }
        Ok(State { s: setup, options })
    }

    /// The setup behind it.
    pub fn setup(&self) -> &Setup {
        &self.s
    }

    /// Its options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The number of players.
    pub fn players(&self) -> u8 {
        self.s.players
    }

    /// The seat to act.
    pub fn to_act(&self) -> Seat {
        self.s.turn
    }

    /// The dice in hand (`None` while the seat must roll).
    pub fn dice(&self) -> Option<Dice> {
        self.s.dice
    }

    /// Whether the seat to act must roll now.
    pub fn needs_roll(&self) -> bool {
        self.s.dice.is_none() && self.s.winner.is_none()
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Seat> {
        self.s.winner
    }

    /// Whether a seat is out of the game (seats beyond the players are).
    pub fn is_out(&self, seat: Seat) -> bool {
        seat.index() >= self.s.players as usize || self.s.out[seat.index()]
    }

    /// The seats still in the game, in seat order.
    pub fn seats_in(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.s.players).map(Seat).filter(|s| !self.is_out(*s))
    }

    /// A seat's home city.
    pub fn home(&self, seat: Seat) -> City {
        home(self.s.players, seat)
    }

    /// The pieces of an owner's spire in a city, by size (small, medium, large).
    pub fn spire(&self, city: City, owner: Owner) -> [u8; 3] {
        self.s.spires[city.index()][owner.index()]
    }

    /// The pips of an owner's spire in a city.
    pub fn spire_pips(&self, city: City, owner: Owner) -> u8 {
        let s = self.spire(city, owner);
        s[0] + 2 * s[1] + 3 * s[2]
    }

    /// The ship in a port.
    pub fn ship(&self, port: Port) -> Option<Ship> {
        self.s.ships[port.index()]
    }

    /// A seat's pool, by size.
    pub fn pool(&self, seat: Seat) -> [u8; 3] {
        self.s.pools[seat.index()]
    }

    /// Who controls a city: the seat whose spire has more pips than every other spire there,
    /// dead spires included (a lone dead spire, an empty city or a tie: nobody). Ships never
    /// count.
    pub fn controller(&self, city: City) -> Option<Seat> {
        let mut best: Option<(u8, Owner)> = None;
        let mut tie = false;
        for owner in 0..5 {
            let owner = Owner::from_index(owner);
            let pips = self.spire_pips(city, owner);
            if pips == 0 {
                continue;
            }
            match best {
                Some((b, _)) if pips < b => {}
                Some((b, _)) if pips == b => tie = true,
                _ => {
                    best = Some((pips, owner));
                    tie = false;
                }
            }
        }
        match best {
            Some((_, Owner::Seat(seat))) if !tie => Some(seat),
            _ => None,
        }
    }

    /// How many cities a seat controls.
    pub fn cities_controlled(&self, seat: Seat) -> usize {
        City::ALL
            .into_iter()
            .filter(|c| self.controller(*c) == Some(seat))
            .count()
    }

    /// Pip total of a seat's ships docked at a city's ports (its zap strength there).
    pub fn docked_pips(&self, seat: Seat, city: City) -> u8 {
        (0..PORTS)
            .filter(|&p| BOARD.ports[p].0 == city)
            .filter_map(|p| self.s.ships[p])
            .filter(|ship| ship.seat == seat)
            .map(|ship| ship.size.pips())
            .sum()
    }

    /// Every piece of a seat in play or in its pool (9 in a game without `zap-removes`, until
    /// the seat is out).
    pub fn pieces_of(&self, seat: Seat) -> u8 {
        let spires: u8 = City::ALL
            .into_iter()
            .map(|c| self.spire(c, Owner::Seat(seat)).iter().sum::<u8>())
            .sum();
        let ships = self
            .s
            .ships
            .iter()
            .flatten()
            .filter(|s| s.seat == seat)
            .count() as u8;
        spires + ships + self.pool(seat).iter().sum::<u8>()
    }
}
