//! Sandships's side of the history: its own actions (a roll, a person's action with a die, a
//! picked die, a bump waiting for its answer, the computer's turn shown action by action) and
//! what its screens ask of the game. Undo, redo, looking back and playing on as a new game are
//! the shared history's (`crate::history`); the undo policy is in `playable.rs`: undo takes
//! back the actions of the turn under way, one at a time, until the roll (a roll is never
//! taken back: that would let a player roll again); against the computer only a person's
//! actions are taken back.

use std::rc::Rc;

use sandships::{Action as Play, Face, Kind, Port, Roll, State};

use super::Sandships;
use crate::history::remote::FairRoll;
use crate::history::{History, HistoryAction, Player};

/// A Sandships game being played, with its history.
pub type SandPlay = History<Sandships>;

/// What can happen to it.
pub type SandAction = HistoryAction<Sandships>;

/// What Sandships's screen keeps for the moment.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Moment {
    /// The die the person picked to spend next (`None`: the action chosen decides).
    pub picked: Option<Face>,
    /// A ship sailing onto an occupied port, waiting for where the bumped ship goes.
    pub bump: Option<(Port, Port)>,
    /// The computer's planned actions not yet shown, in order.
    pub queue: Vec<Play>,
}

/// Sandships's own actions.
#[derive(Clone, Debug)]
pub enum SandshipsAction {
    /// The seat to act rolled these faces (a person's Roll button, or the computer's turn).
    Roll {
        /// The faces.
        roll: Roll,
        /// Now.
        now: f64,
    },
    /// A person's action with a die (or `end`), on the live game or, while looking back, as
    /// the first action of a new game under `fork_id`.
    Human {
        /// The action.
        action: Play,
        /// Now.
        now: f64,
        /// The id of the new game, should it start one.
        fork_id: String,
    },
    /// The person picked a die to spend next (or none).
    Pick(Option<Face>),
    /// A ship is sailing onto an occupied port: ask where the bumped ship goes.
    StartBump(Port, Port),
    /// Forget a pending bump.
    CancelBump,
    /// The computer's turn for `request`, as action texts; they are shown one by one.
    ComputerTurn {
        /// The request answered.
        request: u32,
        /// The actions.
        actions: Vec<String>,
    },
    /// Show the computer's next planned action.
    ComputerStep {
        /// Now.
        now: f64,
    },
}

impl From<SandshipsAction> for SandAction {
    fn from(action: SandshipsAction) -> SandAction {
        HistoryAction::Game(action)
    }
}

impl SandPlay {
    /// The live state.
    pub fn current(&self) -> &State {
        self.game.current()
    }

    /// The state on the board.
    pub fn shown(&self) -> &State {
        &self.game.states()[self.shown_step()]
    }

    /// Whether a person acts on the board now (also on an earlier state, which then starts a
    /// new game), and the computer is not in the middle of showing its turn.
    pub fn human_to_act(&self) -> bool {
        self.shown_player() == Some(Player::Human)
            && (self.viewing_history() || self.extra.queue.is_empty())
    }

    /// The level of the computer to act in the live game, if it is its turn.
    pub fn computer_to_act(&self) -> Option<u8> {
        match self.live_player() {
            Some(Player::Computer(level)) => Some(level),
            _ => None,
        }
    }

    /// Whether the last action can be taken back: it is not a roll, and against the computer
    /// it was a person's.
    pub fn can_undo(&self) -> bool {
        <Sandships as crate::history::Playable>::can_undo(self) && self.remote_undo_allowed()
    }

    /// The dice of the turn under way on the board, as rolled (after the duplicates rule),
    /// with those already spent: `(face, used)` in written order, or nothing before the roll.
    pub fn turn_dice(&self) -> Vec<(Face, bool)> {
        let step = self.shown_step();
        let state = self.shown();
        let Some(left) = state.dice() else {
            return Vec::new();
        };
        let rolled = self.game.actions()[..step]
            .iter()
            .rev()
            .find_map(|a| match a {
                Play::Roll(r) => Some(r.dice()),
                _ => None,
            })
            .unwrap_or(left);
        let mut out = Vec::new();
        for face in Face::ALL {
            let (all, unused) = (rolled.count(face), left.count(face));
            for i in 0..all {
                out.push((face, i >= unused));
            }
        }
        out
    }

    fn play(&mut self, action: Play, now: f64) -> Result<(), String> {
        let before = self.current().clone();
        self.game.play(action).map_err(|e| e.reason)?;
        self.keys.apply(&before, action);
        self.updated = now;
        self.extra.picked = None;
        self.extra.bump = None;
        self.notice = None;
        Ok(())
    }
}

/// Applies Sandships's own actions.
pub(super) fn reduce(state: Rc<SandPlay>, action: SandshipsAction) -> Rc<SandPlay> {
    let mut next = (*state).clone();
    match action {
        SandshipsAction::Roll { roll, now } => {
            if state.viewing_history() || !state.current().needs_roll() {
                return state;
            }
            // With friends by link the dice come from the commit-reveal exchange, never from
            // this device's own random numbers (`history::remote`).
            let roll = match state.fair_roll() {
                FairRoll::Local => roll,
                FairRoll::Ready(numbers) => Roll::from_numbers(numbers),
                FairRoll::Waiting => return state,
            };
            next.redo.clear();
            if let Err(e) = next.play(Play::Roll(roll), now) {
                next.notice = Some(e);
            } else if next.current().needs_roll() {
                next.notice = Some(format!(
                    "{} rolled {roll} and can do nothing with it: the turn passes.",
                    state.settings.seat_name(state.current().to_act())
                ));
            }
        }
        SandshipsAction::Human {
            action,
            now,
            fork_id,
        } => {
            if !state.human_to_act() {
                next.notice = Some("Wait for your turn.".into());
                return Rc::new(next);
            }
            if state.viewing_history() {
                next = state.fork(fork_id, now);
            } else {
                next.redo.clear();
            }
            if let Err(e) = next.play(action, now) {
                let mut refused = (*state).clone();
                refused.extra.bump = None;
                refused.notice = Some(format!("{action} is not allowed: {e}"));
                return Rc::new(refused);
            }
        }
        SandshipsAction::Pick(face) => next.extra.picked = face,
        SandshipsAction::StartBump(from, to) => next.extra.bump = Some((from, to)),
        SandshipsAction::CancelBump => next.extra.bump = None,
        SandshipsAction::ComputerTurn { request, actions } => {
            if state.thinking != Some(request) || state.computer_to_act().is_none() {
                return state;
            }
            next.thinking = None;
            let parsed: Result<Vec<Play>, String> = actions
                .iter()
                .map(|t| t.parse::<Play>().map_err(|e| e.to_string()))
                .collect();
            match parsed {
                Ok(list) if !list.is_empty() => next.extra.queue = list,
                Ok(_) => next.notice = Some("The computer found nothing to do.".into()),
                Err(e) => next.notice = Some(format!("The computer's turn was refused: {e}")),
            }
        }
        SandshipsAction::ComputerStep { now } => {
            let Some(&first) = state.extra.queue.first() else {
                return state;
            };
            next.extra.queue.remove(0);
            if state.computer_to_act().is_none() {
                next.extra.queue.clear();
                return Rc::new(next);
            }
            next.redo.clear();
            if let Err(e) = next.play(first, now) {
                next.extra.queue.clear();
                next.notice = Some(format!("The computer's action {first} was refused: {e}"));
            }
        }
    }
    Rc::new(next)
}

/// The die a person spends on `kind`: the one they picked if it may buy it, else a die of the
/// action's own face, else a die that is wild now because its own action is impossible
/// (keeping a real Wild for later), else a Wild. `None`: no die may buy it.
pub fn die_for(state: &State, kind: Kind, picked: Option<Face>) -> Option<Face> {
    let legal = state.legal_actions();
    let buys = |f: Face| legal.contains(&Play::Use(f, kind));
    if let Some(f) = picked.filter(|f| buys(*f)) {
        return Some(f);
    }
    if buys(kind.face()) {
        return Some(kind.face());
    }
    Face::ALL
        .into_iter()
        .filter(|&f| f != Face::W)
        .find(|&f| buys(f))
        .or_else(|| buys(Face::W).then_some(Face::W))
}

#[cfg(test)]
mod tests;
