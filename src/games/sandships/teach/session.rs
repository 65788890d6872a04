//! A Sandships teaching board's state: a lesson's state, its dice (set by the lesson, never
//! thrown), a goal, and a reader whose every try is judged by the rules engine. A try the rules
//! refuse is explained in words; a legal one that misses the goal is taken back with the
//! lesson's reason; the goal met is the step solved. One pure reducer, tested natively; the
//! board and its buttons only report what the reader did.

use std::rc::Rc;

use sandships::{Action, Face, Game, Kind, Port, Roll, State};
use yew::Reducible;

use super::explain::{explain, explain_put, explain_touch};
use super::goal::{Goal, Sort};
use super::plan;
use crate::games::sandships::board::model::Spot;
use crate::games::sandships::state::{dice_shown, die_for};
use crate::games::sandships::view_model::{bump_choices, kind_of, last_spots};

/// How a message reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    /// A try refused, or a legal action that is not the one asked for.
    Wrong,
    /// A note.
    Info,
    /// A hint was asked for (the host says the lesson's own words).
    Hint,
    /// The goal is met.
    Success,
}

/// A message beside the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    /// How it reads.
    pub tone: Tone,
    /// Its words.
    pub text: String,
}

/// A button beside the board a hint may point at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Control {
    /// Roll the dice.
    Roll,
    /// End the turn.
    End,
    /// Build at home.
    Build,
    /// Unfurl the ship on that port.
    Unfurl(Port),
}

/// What a hint shows: the places to touch, the die to pick, the button to press.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Hint {
    /// Spots on the board: what to pick up, and where it goes.
    pub spots: Vec<Spot>,
    /// The die to pay with.
    pub die: Option<Face>,
    /// A button.
    pub control: Option<Control>,
}

/// What the reader can do on a teaching board.
#[derive(Clone, Debug)]
pub enum Input {
    /// Press Roll: the lesson's dice come up.
    Roll,
    /// Pick a die to pay with (or let the picked one go).
    Pick(Option<Face>),
    /// A piece put from one spot on another (a legal target or not).
    Put(Spot, Spot),
    /// A one-tap action on a spot (a zap).
    Tap(Spot),
    /// A spot pressed that cannot be picked up now.
    Touch(Spot),
    /// A panel button's action (build, unfurl).
    Button(Kind),
    /// End the turn.
    End,
    /// Forget the bump waiting for the bumped ship's port.
    CancelBump,
    /// Show what to touch.
    Hint,
    /// Back to the step's start.
    Reset,
}

/// The state of a teaching board.
#[derive(Clone, PartialEq, Debug)]
pub struct Session {
    /// The actions played in this session, from the lesson's state.
    pub game: Game,
    /// The dice Roll gives (a lesson sets them).
    pub roll: Option<Roll>,
    /// What is asked.
    pub goal: Goal,
    /// The die the reader picked to pay with.
    pub picked: Option<Face>,
    /// A ship sailing onto a taken port, waiting for where the bumped ship goes.
    pub bump: Option<(Port, Port)>,
    /// Whether the goal is met.
    pub solved: bool,
    /// The message beside the board.
    pub message: Option<Message>,
    /// What a hint shows now.
    pub hint: Option<Hint>,
    /// What to say when a legal action misses the goal, instead of the goal's general words.
    pub wrong_text: Option<String>,
}

impl Session {
    /// A session from a lesson's state toward a goal; Roll gives `roll`.
    pub fn new(start: State, roll: Option<Roll>, goal: Goal) -> Session {
        Session {
            game: Game::new(start),
            roll,
            goal,
            picked: None,
            bump: None,
            solved: false,
            message: None,
            hint: None,
            wrong_text: None,
        }
    }

    /// The same session, saying `text` when a legal action misses the goal.
    pub fn with_wrong_text(mut self, text: Option<String>) -> Session {
        self.wrong_text = text;
        self
    }

    /// The state on the board.
    pub fn state(&self) -> &State {
        self.game.current()
    }

    /// Whether the reader may act on the board now (the dice are rolled, the goal is open).
    pub fn reader_acts(&self) -> bool {
        let s = self.state();
        !self.solved && s.winner().is_none() && !s.needs_roll()
    }

    /// The turn's dice as the tray shows them: each face, and whether it is spent.
    pub fn turn_dice(&self) -> Vec<(Face, bool)> {
        let Some(left) = self.state().dice() else {
            return Vec::new();
        };
        let rolled = self
            .game
            .actions()
            .iter()
            .rev()
            .find_map(|a| match a {
                Action::Roll(r) => Some(r.dice()),
                _ => None,
            })
            .or(self.game.start().dice())
            .unwrap_or(left);
        dice_shown(rolled, left)
    }

    /// The performances of a plan done so far.
    fn done(&self) -> Vec<Kind> {
        self.game
            .actions()
            .iter()
            .filter_map(|a| match a {
                Action::Use(_, kind) => Some(*kind),
                _ => None,
            })
            .collect()
    }

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        let text = text.into();
        self.message = (!text.is_empty()).then_some(Message { tone, text });
    }

    fn missed(&self, action: Action) -> String {
        self.wrong_text
            .clone()
            .unwrap_or_else(|| self.goal.missed(self.state(), action))
    }

    fn play(&mut self, action: Action) {
        if self.game.play(action).is_ok() {
            self.picked = None;
            self.bump = None;
            self.hint = None;
            self.message = None;
        }
    }

    fn solve(&mut self) {
        self.solved = true;
        if self.goal == Goal::Turn {
            self.say(Tone::Info, "Turn played.");
        } else {
            self.say(Tone::Success, "Solved!");
        }
    }

    /// The actions the reader played in this session, in order.
    pub fn played(&self) -> &[Action] {
        self.game.actions()
    }

    /// A step of a plan: played when it keeps the rest of the plan possible; otherwise taken
    /// back, saying whether another die, another order or another action is wanted.
    fn judge_plan(&mut self, steps: &[Action], action: Action) {
        let before = self.state().clone();
        let left = plan::remaining(steps, &self.done());
        if plan::keeps(&before, &left, action) {
            self.play(action);
            if left.len() == 1 {
                self.solve();
            } else {
                self.say(Tone::Info, "Yes: that is part of the plan. Go on.");
            }
            return;
        }
        let kind = match action {
            Action::Use(_, kind) if left.contains(&kind) => kind,
            _ => return self.say(Tone::Wrong, self.missed(action)),
        };
        let other_die = before
            .dice()
            .into_iter()
            .flat_map(|d| d.faces())
            .any(|f| plan::keeps(&before, &left, Action::Use(f, kind)));
        self.say(
            Tone::Wrong,
            if other_die {
                "Part of the plan, but that die is needed for another of its actions: pick another die first."
            } else {
                "Part of the plan, but not yet: done now, it leaves the rest of the plan impossible. Start with another of its actions."
            },
        );
    }

    /// The reader's action, judged against the goal: played (and maybe solving the step), or
    /// taken back with the reason.
    fn judge(&mut self, action: Action) {
        // Played or refused, a bump waiting for its port is settled now.
        self.bump = None;
        if let Goal::Plan(steps) = &self.goal {
            let steps = steps.clone();
            return self.judge_plan(&steps, action);
        }
        let before = self.state().clone();
        let mut after = before.clone();
        if after.play(action).is_err() {
            return;
        }
        if self.goal == Goal::Turn {
            self.play(action);
            if self.goal.met_by(&before, action, &after) {
                self.solve();
            }
            return;
        }
        if self.goal.met_by(&before, action, &after) {
            self.play(action);
            self.solve();
        } else {
            self.say(Tone::Wrong, self.missed(action));
        }
    }

    /// Whether the reader may act now; before the roll they are told to roll.
    fn may_act(&mut self) -> bool {
        if self.solved || self.state().winner().is_some() {
            return false;
        }
        if self.state().needs_roll() {
            self.say(Tone::Wrong, "Roll the dice first: press Roll the dice.");
            return false;
        }
        true
    }

    /// The reader did `kind`, paying with the picked die or the die the rules choose.
    fn attempt(&mut self, kind: Kind) {
        if !self.may_act() {
            return;
        }
        let state = self.state().clone();
        let face = match self.picked {
            Some(f) => Some(f).filter(|&f| state.clone().play(Action::Use(f, kind)).is_ok()),
            None => die_for(&state, kind, None),
        };
        match face {
            Some(face) => self.judge(Action::Use(face, kind)),
            None => {
                self.bump = None;
                self.say(Tone::Wrong, explain(&state, self.picked, kind));
            }
        }
    }

    /// A piece put from `from` on `to`: an action of the rules, the first half of a bump, or a
    /// gesture explained.
    fn put(&mut self, from: Spot, to: Spot) {
        if !self.may_act() {
            return;
        }
        let state = self.state().clone();
        if let Some((p, q)) = self.bump {
            return match to {
                Spot::Port(d) => self.attempt(Kind::Move {
                    from: p,
                    to: q,
                    bump: Some(Port(d)),
                }),
                _ => self.say(
                    Tone::Info,
                    "Choose where the bumped ship goes: one of the marked ports.",
                ),
            };
        }
        match kind_of(&state, from, to) {
            Some(Kind::Move {
                from: p,
                to: q,
                bump: None,
            }) if state.ship(q).is_some() => self.sail_onto_ship(p, q),
            Some(kind) => self.attempt(kind),
            None => self.say(Tone::Wrong, explain_put(&state, self.picked, from, to)),
        }
    }

    /// A ship sails onto a taken port: with one place for the bumped ship, the bump is played;
    /// with several, the reader chooses (unless no choice could meet the goal).
    fn sail_onto_ship(&mut self, p: Port, q: Port) {
        let state = self.state().clone();
        let choices = bump_choices(&state, p, q);
        let kind = |d: Port| Kind::Move {
            from: p,
            to: q,
            bump: Some(d),
        };
        match choices.as_slice() {
            [] => self.attempt(Kind::Move {
                from: p,
                to: q,
                bump: None,
            }),
            [only] => self.attempt(kind(*only)),
            _ if !choices.iter().any(|&d| self.could_meet(kind(d))) => {
                self.attempt(kind(choices[0]))
            }
            _ => {
                self.bump = Some((p, q));
                self.say(
                    Tone::Info,
                    "Now choose where the bumped ship goes: tap one of the marked ports.",
                );
            }
        }
    }

    /// Whether doing `kind` could meet the goal (so it is worth asking the bump's port).
    fn could_meet(&self, kind: Kind) -> bool {
        match &self.goal {
            Goal::Use(_, k) | Goal::Do(k) => *k == kind,
            Goal::Any(sort) => Sort::of(kind) == *sort,
            Goal::Plan(steps) => plan::remaining(steps, &self.done()).contains(&kind),
            Goal::Win | Goal::Turn => true,
            Goal::Roll | Goal::End => false,
        }
    }

    fn roll(&mut self) {
        let state = self.state();
        if !state.needs_roll() || self.solved {
            return;
        }
        match self.roll {
            Some(roll) => {
                self.play(Action::Roll(roll));
                if self.goal == Goal::Roll {
                    self.solve();
                }
            }
            None => self.say(Tone::Info, "This step has no roll."),
        }
    }

    fn end(&mut self) {
        if !self.may_act() {
            return;
        }
        if matches!(self.goal, Goal::End | Goal::Turn) {
            self.play(Action::End);
            self.solve();
        } else {
            self.say(Tone::Wrong, self.missed(Action::End));
        }
    }

    /// The action a hint points at now.
    fn hinted_action(&self) -> Option<Action> {
        let state = self.state();
        let with_die = |kind: Kind| die_for(state, kind, None).map(|f| Action::Use(f, kind));
        match &self.goal {
            Goal::Roll => None,
            Goal::Use(face, kind) => Some(Action::Use(*face, *kind)),
            Goal::Do(kind) => with_die(*kind),
            Goal::End => Some(Action::End),
            Goal::Any(sort) => state.legal_actions().into_iter().find(|a| match a {
                Action::Use(_, k) => Sort::of(*k) == *sort && with_die(*k) == Some(*a),
                _ => false,
            }),
            Goal::Win => state.legal_actions().into_iter().find(|&a| {
                let mut after = state.clone();
                after.play_unchecked(a);
                after.winner() == Some(state.to_act())
            }),
            Goal::Plan(steps) => plan::next(state, &plan::remaining(steps, &self.done())),
            Goal::Turn => None,
        }
    }

    /// What to touch now.
    fn hint_now(&self) -> Hint {
        let state = self.state();
        if state.needs_roll() {
            return Hint {
                control: Some(Control::Roll),
                ..Hint::default()
            };
        }
        match self.hinted_action() {
            Some(Action::End) => Hint {
                control: Some(Control::End),
                ..Hint::default()
            },
            Some(action @ Action::Use(face, kind)) => {
                let mut spots = last_spots(state, action);
                if let (Some((_, q)), Kind::Move { bump: Some(d), .. }) = (self.bump, kind) {
                    spots = vec![Spot::Port(q.0), Spot::Port(d.0)];
                }
                Hint {
                    spots,
                    die: Some(face),
                    control: match kind {
                        Kind::Build => Some(Control::Build),
                        Kind::Unfurl { port } => Some(Control::Unfurl(port)),
                        _ => None,
                    },
                }
            }
            _ => Hint::default(),
        }
    }
}

impl Reducible for Session {
    type Action = Input;

    fn reduce(self: Rc<Self>, input: Input) -> Rc<Self> {
        let mut next = (*self).clone();
        match input {
            Input::Roll => next.roll(),
            Input::Pick(face) => {
                if next.reader_acts() {
                    next.picked = face;
                }
            }
            Input::Put(from, to) => next.put(from, to),
            Input::Tap(spot) => next.put(spot, spot),
            Input::Touch(spot) => {
                if next.may_act() && next.bump.is_none() {
                    let why = explain_touch(self.state(), self.picked, spot);
                    next.say(Tone::Wrong, why);
                }
            }
            Input::Button(kind) => next.attempt(kind),
            Input::End => next.end(),
            Input::CancelBump => {
                next.bump = None;
                next.message = None;
            }
            Input::Hint => {
                if !next.solved {
                    next.hint = Some(next.hint_now());
                    next.say(Tone::Hint, "Hint");
                }
            }
            Input::Reset => {
                let fresh = Session::new(self.game.start().clone(), self.roll, self.goal.clone())
                    .with_wrong_text(self.wrong_text.clone());
                return Rc::new(fresh);
            }
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests;
