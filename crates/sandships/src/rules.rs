//! The actions: what the seat to act may do, and doing it (control, elimination and winning
//! are settled after every action).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ops::ControlFlow;

use looney_pyramids::Size;

use crate::action::{Action, Kind};
use crate::board::{City, Port, PORTS};
use crate::dice::Face;
use crate::error::ActionError;
use crate::piece::{Owner, Seat, DEAD};
use crate::setup::Ship;
use crate::state::State;
use crate::BOARD;

impl State {
    /// Every performance of every kind of action open to the seat to act, whatever the dice
    /// (the dice decide which of them each die may buy).
    pub fn performances(&self) -> Vec<Kind> {
        let mut out = Vec::new();
        let _ = self.each_performance(|kind| {
            out.push(kind);
            ControlFlow::Continue(())
        });
        out
    }

    /// Whether the seat to act has any performance at all: what ends a turn early (after a
    /// roll or an action, no die can be used). The same answer as `!performances().is_empty()`,
    /// found at the first performance and without a list: the search asks it after every
    /// action it plays.
    pub fn has_performance(&self) -> bool {
        self.each_performance(|_| ControlFlow::Break(())).is_break()
    }

    /// Calls `visit` with every performance, in the order of [`State::performances`], until it
    /// breaks.
    fn each_performance(&self, mut visit: impl FnMut(Kind) -> ControlFlow<()>) -> ControlFlow<()> {
        if self.s.winner.is_some() {
            return ControlFlow::Continue(());
        }
        let me = self.s.turn;
        let mine = Owner::Seat(me);
        // Transform: launch and land.
        for city in City::ALL {
            let spire = self.spire(city, mine);
            for size in Size::ALL {
                if spire[size.index()] == 0 {
                    continue;
                }
                for p in 0..PORTS {
                    if BOARD.ports[p].0 == city && self.s.ships[p].is_none() {
                        visit(Kind::Launch {
                            size,
                            port: Port(p as u8),
                        })?;
                    }
                }
            }
        }
        for p in 0..PORTS {
            if self.s.ships[p].is_some_and(|s| s.seat == me) {
                visit(Kind::Land {
                    port: Port(p as u8),
                })?;
            }
        }
        // Build.
        if self.pool(me).iter().any(|&n| n > 0) {
            visit(Kind::Build)?;
        }
        // Unfurl.
        for p in 0..PORTS {
            if let Some(ship) = self.s.ships[p].filter(|s| s.seat == me) {
                if ship
                    .size
                    .larger()
                    .is_some_and(|l| self.pool(me)[l.index()] > 0)
                {
                    visit(Kind::Unfurl {
                        port: Port(p as u8),
                    })?;
                }
            }
        }
        // Move, with bumps.
        for from in 0..PORTS {
            let Some(ship) = self.s.ships[from].filter(|s| s.seat == me) else {
                continue;
            };
            for to in 0..PORTS {
                if BOARD.reach[from] & (1 << to) == 0 {
                    continue;
                }
                let (from_p, to_p) = (Port(from as u8), Port(to as u8));
                match self.s.ships[to] {
                    None => visit(Kind::Move {
                        from: from_p,
                        to: to_p,
                        bump: None,
                    })?,
                    Some(other) => {
                        let bumpable = if self.options.bump_smaller {
                            other.size < ship.size
                        } else {
                            other.size <= ship.size
                        };
                        if !bumpable {
                            continue;
                        }
                        for dest in 0..PORTS {
                            if BOARD.reach[to] & (1 << dest) == 0 {
                                continue;
                            }
                            let open = self.s.ships[dest].is_none() || dest == from;
                            // A swap of two identical ships changes nothing: not a performance.
                            if !open || (dest == from && other == ship) {
                                continue;
                            }
                            visit(Kind::Move {
                                from: from_p,
                                to: to_p,
                                bump: Some(Port(dest as u8)),
                            })?;
                        }
                    }
                }
            }
        }
        // Zap.
        for city in City::ALL {
            let strength = self.docked_pips(me, city);
            if strength == 0 {
                continue;
            }
            for owner in 0..5 {
                let owner = Owner::from_index(owner);
                if owner == mine {
                    continue;
                }
                let spire = self.spire(city, owner);
                for size in Size::ALL {
                    if spire[size.index()] > 0 && size.pips() < strength {
                        visit(Kind::Zap { city, owner, size })?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether a die of `face` may be spent on `kind` now: its own action, a Wild, or any action
    /// when its own has no performance (null = wild). `open` is [`open_faces`] of the
    /// performances (worked out once per list, not once per die and action).
    fn die_buys(face: Face, kind: Kind, open: u8) -> bool {
        face == Face::W || kind.face() == face || open & (1 << face as u8) == 0
    }

    /// The legal actions, sorted by their text (byte order) without repeats: the canonical list.
    /// Empty while the seat must roll (the roll is not a choice) and once the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut list = Vec::new();
        let Some(dice) = self.s.dice else {
            return list;
        };
        if self.s.winner.is_some() {
            return list;
        }
        let performances = self.performances();
        let open = open_faces(&performances);
        for face in dice.faces() {
            for &kind in &performances {
                if State::die_buys(face, kind, open) {
                    list.push(Action::Use(face, kind));
                }
            }
        }
        if !list.is_empty() {
            list.push(Action::End);
        }
        let mut texts: Vec<(String, Action)> =
            list.into_iter().map(|a| (a.to_string(), a)).collect();
        texts.sort_by(|a, b| a.0.cmp(&b.0));
        texts.dedup_by(|a, b| a.0 == b.0);
        texts.into_iter().map(|(_, a)| a).collect()
    }

    /// The legal actions in no particular order (for search: no text is written).
    pub fn legal_actions_unsorted(&self, out: &mut Vec<Action>) {
        out.clear();
        let (Some(dice), None) = (self.s.dice, self.s.winner) else {
            return;
        };
        let performances = self.performances();
        let open = open_faces(&performances);
        for face in dice.faces() {
            for &kind in &performances {
                if State::die_buys(face, kind, open) {
                    out.push(Action::Use(face, kind));
                }
            }
        }
        if !out.is_empty() {
            out.push(Action::End);
        }
    }

    /// Plays an action after checking it; a refused action changes nothing and comes back with
    /// the reason in words.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        let refuse = |reason: &str| ActionError {
            action,
            reason: reason.to_string(),
        };
        if let Some(w) = self.s.winner {
            return Err(ActionError {
                action,
                reason: alloc::format!("the game is over: seat {w} has won"),
            });
        }
        match action {
            Action::Roll(_) if self.s.dice.is_some() => Err(refuse(
                "the dice are already rolled: use them or end the turn",
            )),
            Action::Roll(_) => {
                self.play_unchecked(action);
                Ok(())
            }
            _ if self.s.dice.is_none() => Err(refuse("the seat must roll first")),
            Action::End => {
                self.play_unchecked(action);
                Ok(())
            }
            Action::Use(face, kind) => {
                let dice = self.s.dice.unwrap_or_default();
                if dice.count(face) == 0 {
                    return Err(refuse("no unused die shows that face"));
                }
                let performances = self.performances();
                if !performances.contains(&kind) {
                    return Err(refuse(&why_not(self, kind)));
                }
                if !State::die_buys(face, kind, open_faces(&performances)) {
                    return Err(refuse(
                        "that die's own action can be done, so it is not wild: use it for its own action",
                    ));
                }
                self.play_unchecked(action);
                Ok(())
            }
        }
    }

    /// Plays an action known to be legal (from [`State::legal_actions`] or a roll when one is
    /// due), without checking: the fast path for search.
    pub fn play_unchecked(&mut self, action: Action) {
        match action {
            Action::Roll(roll) => {
                self.s.dice = Some(roll.dice());
                if !self.has_performance() {
                    self.pass_turn();
                }
            }
            Action::End => self.pass_turn(),
            Action::Use(face, kind) => {
                let mover = self.s.turn;
                if let Some(dice) = self.s.dice.as_mut() {
                    dice.take(face);
                }
                self.apply(kind);
                self.settle(mover);
            }
        }
    }

    fn apply(&mut self, kind: Kind) {
        let me = self.s.turn;
        let m = me.index();
        match kind {
            Kind::Launch { size, port } => {
                let city = BOARD.city_of(port).index();
                self.s.spires[city][m][size.index()] -= 1;
                self.s.ships[port.index()] = Some(Ship { seat: me, size });
            }
            Kind::Land { port } => {
                if let Some(ship) = self.s.ships[port.index()].take() {
                    let city = BOARD.city_of(port).index();
                    self.s.spires[city][m][ship.size.index()] += 1;
                }
            }
            Kind::Build => {
                if let Some(i) = (0..3).find(|&i| self.s.pools[m][i] > 0) {
                    self.s.pools[m][i] -= 1;
                    let home = self.home(me).index();
                    self.s.spires[home][m][i] += 1;
                }
            }
            Kind::Unfurl { port } => {
                if let Some(ship) = self.s.ships[port.index()].as_mut() {
                    if let Some(larger) = ship.size.larger() {
                        self.s.pools[m][larger.index()] -= 1;
                        self.s.pools[m][ship.size.index()] += 1;
                        ship.size = larger;
                    }
                }
            }
            Kind::Move { from, to, bump } => {
                let moving = self.s.ships[from.index()].take();
                if let Some(dest) = bump {
                    let bumped = self.s.ships[to.index()].take();
                    self.s.ships[dest.index()] = bumped;
                }
                self.s.ships[to.index()] = moving;
            }
            Kind::Zap { city, owner, size } => {
                self.s.spires[city.index()][owner.index()][size.index()] -= 1;
                if let Owner::Seat(seat) = owner {
                    if !self.options.zap_removes {
                        self.s.pools[seat.index()][size.index()] += 1;
                    }
                }
            }
        }
    }

    /// After an action: elimination, then winning (control read on the position after
    /// eliminations), then the end of the turn when no die is left or none can be used.
    fn settle(&mut self, mover: Seat) {
        for seat in 0..self.s.players {
            let seat = Seat(seat);
            if self.is_out(seat) {
                continue;
            }
            let home = self.home(seat).index();
            if self.s.spires[home][seat.index()].iter().all(|&n| n == 0) {
                self.eliminate(seat);
            }
        }
        let players = self.s.players;
        let order = (0..players).map(|i| Seat((mover.0 + i) % players));
        // Each city's controller once, not once for every seat asked.
        let controllers = City::ALL.map(|city| self.controller(city));
        let controlled = |s: Seat| controllers.iter().filter(|&&c| c == Some(s)).count();
        let winner = order
            .clone()
            .find(|&s| !self.is_out(s) && controlled(s) >= 3)
            .or_else(|| {
                let mut left = self.seats_in();
                match (left.next(), left.next()) {
                    (Some(only), None) => Some(only),
                    _ => None,
                }
            });
        if let Some(w) = winner {
            self.s.winner = Some(w);
            self.s.dice = None;
            return;
        }
        let done = self.is_out(mover)
            || self.s.dice.is_none_or(|d| d.is_empty())
            || !self.has_performance();
        if done {
            self.pass_turn();
        }
    }

    fn eliminate(&mut self, seat: Seat) {
        let i = seat.index();
        self.s.out[i] = true;
        self.s.pools[i] = [0; 3];
        for ship in self.s.ships.iter_mut() {
            if ship.is_some_and(|s| s.seat == seat) {
                *ship = None;
            }
        }
        for city in 0..5 {
            for size in 0..3 {
                self.s.spires[city][DEAD][size] += self.s.spires[city][i][size];
                self.s.spires[city][i][size] = 0;
            }
        }
    }

    /// The next seat still in the game rolls.
    fn pass_turn(&mut self) {
        self.s.dice = None;
        let players = self.s.players;
        for step in 1..=players {
            let next = Seat((self.s.turn.0 + step) % players);
            if !self.is_out(next) {
                self.s.turn = next;
                return;
            }
        }
    }
}

/// The faces whose own action has a performance, one bit per face (bit `face as u8`).
fn open_faces(performances: &[Kind]) -> u8 {
    performances
        .iter()
        .fold(0, |open, kind| open | 1 << kind.face() as u8)
}

/// Why a performance is not open to the seat to act, in words.
fn why_not(state: &State, kind: Kind) -> String {
    let me = state.to_act();
    let name = |p: Port| BOARD.port_name(p).to_string();
    let mine_at = |p: Port| state.ship(p).filter(|s| s.seat == me);
    match kind {
        Kind::Launch { size, port } => {
            let city = BOARD.city_of(port);
            if state.ship(port).is_some() {
                alloc::format!("port {} is taken", name(port))
            } else {
                alloc::format!("you have no {size} piece in a spire in {city} to launch")
            }
        }
        Kind::Land { port } | Kind::Unfurl { port } if mine_at(port).is_none() => {
            alloc::format!("you have no ship in port {}", name(port))
        }
        Kind::Unfurl { .. } => "your pool has no piece of the next larger size".into(),
        Kind::Build => "your pool is empty".into(),
        Kind::Move { from, .. } if mine_at(from).is_none() => {
            alloc::format!("you have no ship in port {}", name(from))
        }
        Kind::Move { from, to, bump } => {
            if !BOARD.reaches(from, to) {
                alloc::format!(
                    "a ship in {} sails only to its city's other ports or across its zone",
                    name(from)
                )
            } else if state.ship(to).is_none() {
                "that port is empty: no ship is bumped".into()
            } else if bump.is_none() {
                alloc::format!("{} is taken: say where its ship is bumped", name(to))
            } else {
                "that ship cannot be bumped there (a larger ship, or no empty port it could sail to)".into()
            }
        }
        Kind::Zap { city, .. } => {
            alloc::format!("your ships docked at {city} must have more pips than the piece zapped")
        }
        Kind::Land { .. } => "that landing is not possible".into(),
    }
}
