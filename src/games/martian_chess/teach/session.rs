//! A teaching board's state: a position the reader plays from toward a [`Goal`], every try
//! judged by the engine, wrong ones explained and taken back. One pure reducer serves the
//! embed's `try`, `puzzle` and `play` modes and every step of the Learn tutorial, so what a
//! rules page shows and what the tutorial teaches behave alike; it is tested natively.

use std::rc::Rc;

use martian_engine::{Game, Move, Position, Seat, Square};
use yew::Reducible;

use super::explain::explain;
use super::goal::Goal;

/// How a message reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    /// Something went wrong: an illegal or a wrong move.
    Wrong,
    /// A hint or a note.
    Info,
    /// The goal is met.
    Success,
}

/// A message under the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    /// How it reads.
    pub tone: Tone,
    /// Its words.
    pub text: String,
}

/// Something the host may want to tell others about (the embed posts these to its parent).
#[derive(Clone, PartialEq, Debug)]
pub enum Event {
    /// A move was played (by the reader, an automatic reply or the computer); with the moves
    /// played in the session so far, this one included, and the position after it.
    Moved(Move, usize, Position),
    /// The goal was met.
    Solved,
    /// A legal move that is not the one asked for was taken back; with the moves played in the
    /// session before it.
    Failed(Move, usize),
}

/// The state of a teaching board.
#[derive(Clone, PartialEq, Debug)]
pub struct Session {
    /// The moves played in this session, from its start position.
    pub game: Game,
    /// What is asked.
    pub goal: Goal,
    /// The seat the reader plays; `None`: whoever is to move (trying moves for both sides).
    pub reader: Option<Seat>,
    /// Whether the goal is met.
    pub solved: bool,
    /// The message under the board.
    pub message: Option<Message>,
    /// A square to point at (a hint).
    pub hint: Option<Square>,
    /// Whether the reader's next move calls the clock.
    pub clock_armed: bool,
    /// Every event so far, oldest first (one action may cause two: a move and a solved goal),
    /// so a host can pass on those it has not yet.
    pub events: Vec<Event>,
    /// What to say when a legal move misses the goal, instead of the goal's general words (a
    /// lesson's own explanation).
    pub wrong_text: Option<String>,
}

/// What can happen on a teaching board.
#[derive(Clone, Debug)]
pub enum Action {
    /// The reader put the piece from one square on another (legal or not).
    Attempt(Square, Square),
    /// Play the next move of the line for the other side (after a short pause, so it is seen).
    Reply,
    /// The computer's move in play mode.
    Computer(Move),
    /// Play the line's next move, whoever is to move (a puzzle's "Show the solution").
    PlayNext,
    /// Point at the piece to move.
    Hint,
    /// Back to the start.
    Reset,
    /// Arm or disarm calling the clock with the next move.
    ToggleClock,
}

impl Session {
    /// A session from a position toward a goal. In a line (a puzzle) the reader plays the seat
    /// to move at the start.
    pub fn new(start: Position, goal: Goal, reader: Option<Seat>) -> Session {
        let reader = match goal {
            Goal::Line(_) => reader.or(Some(start.turn())),
            _ => reader,
        };
        Session {
            game: Game::new(start),
            goal,
            reader,
            solved: false,
            message: None,
            hint: None,
            clock_armed: false,
            events: Vec::new(),
            wrong_text: None,
        }
    }

    /// The same session, saying `text` when a legal move misses the goal.
    pub fn with_wrong_text(mut self, text: Option<String>) -> Session {
        self.wrong_text = text;
        self
    }

    fn missed(&self, pos: &Position) -> String {
        self.wrong_text
            .clone()
            .unwrap_or_else(|| self.goal.missed(pos))
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        self.game.current()
    }

    /// Whether the reader may move now.
    pub fn reader_to_move(&self) -> bool {
        let pos = self.position();
        let goal_open = !self.solved || matches!(self.goal, Goal::Free);
        goal_open && !pos.is_over() && self.reader.is_none_or(|r| r == pos.turn())
    }

    /// The line's next move, in a puzzle.
    pub fn next_in_line(&self) -> Option<Move> {
        match &self.goal {
            Goal::Line(line) => line.get(self.game.moves().len()).copied(),
            _ => None,
        }
    }

    /// Whether the other side's reply in the line is due.
    pub fn reply_due(&self) -> bool {
        !self.solved
            && self.next_in_line().is_some()
            && self.reader.is_some_and(|r| r != self.position().turn())
    }

    fn emit(&mut self, event: Event) {
        self.events.push(event);
    }

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.message = Some(Message {
            tone,
            text: text.into(),
        });
    }

    fn play(&mut self, mv: Move) {
        if self.game.play(mv).is_ok() {
            self.hint = None;
            self.clock_armed = false;
            self.emit(Event::Moved(
                mv,
                self.game.moves().len(),
                *self.game.current(),
            ));
        }
    }

    fn solve(&mut self) {
        self.solved = true;
        self.say(Tone::Success, "Solved!");
        self.emit(Event::Solved);
    }

    fn attempt(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        let pos = *self.position();
        if !self.reader_to_move() {
            if !pos.is_over() && !self.solved {
                self.say(Tone::Info, "Wait: it is not your move yet.");
            }
            return;
        }
        let Some(found) = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.from == from && m.to == to)
        else {
            self.say(Tone::Wrong, explain(&pos, from, to));
            return;
        };
        let mv = found.with_clock(self.clock_armed && pos.clock().is_none());
        match self.goal.clone() {
            Goal::Free => {
                self.message = None;
                self.play(mv);
            }
            Goal::Line(line) => {
                let expected = line.get(self.game.moves().len()).copied();
                if expected == Some(mv) {
                    self.message = None;
                    self.play(mv);
                    if self.game.moves().len() == line.len() {
                        self.solve();
                    }
                } else {
                    let text = if expected.is_some_and(|e| e.from == mv.from && e.to == mv.to) {
                        if mv.calls_clock {
                            "Right move, but this line does not call the clock with it.".to_string()
                        } else {
                            "Right move, but call the clock with it.".to_string()
                        }
                    } else {
                        self.missed(&pos)
                    };
                    self.say(Tone::Wrong, text);
                    self.emit(Event::Failed(mv, self.game.moves().len()));
                }
            }
            goal => {
                let mut after = pos;
                after.play_unchecked(mv);
                if goal.met_by(&pos, mv, &after) {
                    self.message = None;
                    self.play(mv);
                    self.solve();
                } else {
                    self.say(Tone::Wrong, self.missed(&pos));
                    self.emit(Event::Failed(mv, self.game.moves().len()));
                }
            }
        }
    }

    fn hint(&mut self) {
        let pos = *self.position();
        self.hint = self.goal.hint_square(&pos, self.next_in_line());
        match (self.hint, &self.goal) {
            (_, Goal::CallClock) => {
                self.say(Tone::Info, "Tick “Call the clock”, then make any move.")
            }
            (Some(sq), _) => {
                let piece = pos
                    .piece_at(sq)
                    .map_or("piece".to_string(), |r| r.to_string());
                self.say(Tone::Info, format!("Hint: move the {piece} on {sq}."));
            }
            (None, _) => {}
        }
    }
}

impl Reducible for Session {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Attempt(from, to) => next.attempt(from, to),
            Action::Reply => {
                if !self.reply_due() {
                    return self;
                }
                if let Some(mv) = self.next_in_line() {
                    next.play(mv);
                    if let Goal::Line(line) = &self.goal {
                        if next.game.moves().len() == line.len() {
                            next.solve();
                        }
                    }
                }
            }
            Action::Computer(mv) => {
                let pos = self.position();
                if self.reader.is_some_and(|r| r == pos.turn()) || !pos.is_legal(mv) {
                    return self;
                }
                next.play(mv);
            }
            Action::PlayNext => {
                let (Some(mv), Goal::Line(line)) = (self.next_in_line(), &self.goal) else {
                    return self;
                };
                next.message = None;
                next.play(mv);
                if next.game.moves().len() == line.len() {
                    next.solve();
                }
            }
            Action::Hint => next.hint(),
            Action::Reset => {
                let start = *self.game.start();
                let mut fresh = Session::new(start, self.goal.clone(), self.reader)
                    .with_wrong_text(self.wrong_text.clone());
                fresh.events = self.events.clone();
                return Rc::new(fresh);
            }
            Action::ToggleClock => {
                if self.position().clock().is_none() && self.reader_to_move() {
                    next.clock_armed = !self.clock_armed;
                }
            }
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests;
