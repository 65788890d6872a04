//! A Sandships game in the app and the actions that change it: pure, so it is tested natively
//! (time, new ids and the dice come in with the actions; the app draws the dice).
//!
//! Undo takes back the actions of the turn under way, one at a time, until the next roll: a
//! roll is never taken back (that would let a player roll again). Against the computer only a
//! person's actions are taken back. Stepping through the game looks at the state after any
//! action; playing on from an earlier state starts a new saved game, the original stays.

use std::rc::Rc;

use sandships::{Action as Play, Face, Game, Kind, Port, Roll, State};
use yew::Reducible;

use super::settings::SandSettings;
use super::ship_keys::ShipKeys;
use crate::state::naming::{clean_name, this_tab_name, SAVED_AS_NOTICE};
use crate::state::Player;

/// The game being played and everything around it.
#[derive(Clone, PartialEq, Debug)]
pub struct SandPlay {
    /// The saved game's id.
    pub id: String,
    /// A name the player gave the game.
    pub name: Option<String>,
    /// How it was set up.
    pub settings: SandSettings,
    /// The game with its history.
    pub game: Game,
    /// Actions taken back this turn, newest last, for redo.
    pub redo: Vec<Play>,
    /// Looking at the state after this many actions (`None`: follow the game).
    pub cursor: Option<usize>,
    /// The ships' identities in the live state, for animation.
    pub keys: ShipKeys,
    /// The die the person picked to spend next (`None`: the action chosen decides).
    pub picked: Option<Face>,
    /// A ship sailing onto an occupied port, waiting for where the bumped ship goes.
    pub bump: Option<(Port, Port)>,
    /// The computer's request in flight.
    pub thinking: Option<u32>,
    /// The next request id.
    pub next_request: u32,
    /// The computer's planned actions not yet shown, in order.
    pub queue: Vec<Play>,
    /// A message for the player.
    pub notice: Option<String>,
    /// When the game began (ms since 1970).
    pub started: f64,
    /// When it last changed.
    pub updated: f64,
    /// The `updated` of the stored copy as this tab last wrote or read it.
    pub stored_at: Option<f64>,
}

/// What can happen.
#[derive(Clone, Debug)]
pub enum SandAction {
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
    /// The computer's search for `request` is under way.
    Think {
        /// Its id.
        request: u32,
    },
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
    /// The computer's search failed: forget it, so it is asked again.
    ComputerFailed {
        /// The request.
        request: u32,
    },
    /// Take back the last action of the turn.
    Undo {
        /// Now.
        now: f64,
    },
    /// Play again what was taken back.
    Redo {
        /// Now.
        now: f64,
    },
    /// Look at the state after `n` actions (`None`: follow the game).
    View(Option<usize>),
    /// Continue from the state looked at, as a new game under `id`.
    PlayFromHere {
        /// The new id.
        id: String,
        /// Now.
        now: f64,
    },
    /// Start a new game.
    NewGame {
        /// Its id.
        id: String,
        /// Its settings.
        settings: SandSettings,
        /// Now.
        now: f64,
    },
    /// Put back a saved, imported or shared game.
    Restore(Box<SandPlay>),
    /// Written to storage with this `updated`.
    Saved(f64),
    /// Another tab had changed this game: written as a new game under `id`.
    SavedAs {
        /// The new id.
        id: String,
        /// The `updated` written.
        updated: f64,
    },
    /// Name the game.
    Rename {
        /// The name (`None` or blank: the default title).
        name: Option<String>,
        /// Now.
        now: f64,
    },
    /// Show or clear a message.
    Notice(Option<String>),
}

impl SandPlay {
    /// A fresh game.
    pub fn new(id: String, settings: SandSettings, now: f64) -> SandPlay {
        let settings = settings.normalised();
        let game = Game::new(settings.start());
        SandPlay::from_game(id, settings, game, now, now)
    }

    /// A state around an existing game.
    pub fn from_game(
        id: String,
        settings: SandSettings,
        game: Game,
        started: f64,
        updated: f64,
    ) -> SandPlay {
        let keys = ShipKeys::replay(game.start(), game.actions());
        SandPlay {
            id,
            name: None,
            settings,
            game,
            redo: Vec::new(),
            cursor: None,
            keys,
            picked: None,
            bump: None,
            thinking: None,
            next_request: 1,
            queue: Vec::new(),
            notice: None,
            started,
            updated,
            stored_at: None,
        }
    }

    /// The live state.
    pub fn current(&self) -> &State {
        self.game.current()
    }

    /// The number of actions shown: the cursor, or all.
    pub fn shown_step(&self) -> usize {
        let n = self.game.actions().len();
        self.cursor.unwrap_or(n).min(n)
    }

    /// Whether an earlier state is being looked at.
    pub fn viewing_history(&self) -> bool {
        self.shown_step() < self.game.actions().len()
    }

    /// The state on the board.
    pub fn shown(&self) -> &State {
        &self.game.states()[self.shown_step()]
    }

    /// Ship identities of the state on the board.
    pub fn shown_keys(&self) -> ShipKeys {
        if self.viewing_history() {
            ShipKeys::replay(self.game.start(), &self.game.actions()[..self.shown_step()])
        } else {
            self.keys.clone()
        }
    }

    /// Who plays the seat to act on the board, while the game goes on there.
    fn shown_player(&self) -> Option<Player> {
        let s = self.shown();
        s.winner()
            .is_none()
            .then(|| self.settings.player(s.to_act()))
    }

    /// Whether a person acts on the board now (also on an earlier state, which then starts a
    /// new game), and the computer is not in the middle of showing its turn.
    pub fn human_to_act(&self) -> bool {
        self.shown_player() == Some(Player::Human)
            && (self.viewing_history() || self.queue.is_empty())
    }

    /// The level of the computer to act in the live game, if it is its turn.
    pub fn computer_to_act(&self) -> Option<u8> {
        let s = self.current();
        match (s.winner(), self.settings.player(s.to_act())) {
            (None, Player::Computer(level)) => Some(level),
            _ => None,
        }
    }

    fn has_computer(&self) -> bool {
        self.settings
            .players
            .iter()
            .any(|p| matches!(p, Player::Computer(_)))
    }

    /// Whether the last action can be taken back: it is not a roll, and against the computer
    /// it was a person's.
    pub fn can_undo(&self) -> bool {
        let n = self.game.actions().len();
        if n == 0 || self.viewing_history() || !self.queue.is_empty() {
            return false;
        }
        let last = self.game.actions()[n - 1];
        let seat = self.game.states()[n - 1].to_act();
        !matches!(last, Play::Roll(_))
            && (!self.has_computer() || self.settings.player(seat) == Player::Human)
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
        self.picked = None;
        self.bump = None;
        self.notice = None;
        Ok(())
    }

    fn fork(&self, id: String, now: f64) -> SandPlay {
        let step = self.shown_step();
        let mut game = Game::new(self.game.start().clone());
        game.tags = self.game.tags.clone();
        for &a in &self.game.actions()[..step] {
            let _ = game.play(a);
        }
        let mut s = SandPlay::from_game(id, self.settings.clone(), game, now, now);
        s.name = Some(match &self.name {
            Some(n) => format!("{n}, from action {step}"),
            None => format!("From action {step}"),
        });
        s.next_request = self.next_request;
        s
    }

    fn after_jump(&mut self, now: f64) {
        self.keys = ShipKeys::replay(self.game.start(), self.game.actions());
        self.cursor = None;
        self.picked = None;
        self.bump = None;
        self.notice = None;
        self.updated = now;
    }
}

impl Reducible for SandPlay {
    type Action = SandAction;

    fn reduce(self: Rc<Self>, action: SandAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            SandAction::Roll { roll, now } => {
                if self.viewing_history() || !self.current().needs_roll() {
                    return self;
                }
                next.redo.clear();
                if let Err(e) = next.play(Play::Roll(roll), now) {
                    next.notice = Some(e);
                } else if next.current().needs_roll() {
                    next.notice = Some(format!(
                        "{} rolled {roll} and can do nothing with it: the turn passes.",
                        self.settings.seat_name(self.current().to_act())
                    ));
                }
            }
            SandAction::Human {
                action,
                now,
                fork_id,
            } => {
                if !self.human_to_act() {
                    next.notice = Some("Wait for your turn.".into());
                    return Rc::new(next);
                }
                if self.viewing_history() {
                    next = self.fork(fork_id, now);
                } else {
                    next.redo.clear();
                }
                if let Err(e) = next.play(action, now) {
                    let mut refused = (*self).clone();
                    refused.bump = None;
                    refused.notice = Some(format!("{action} is not allowed: {e}"));
                    return Rc::new(refused);
                }
            }
            SandAction::Pick(face) => next.picked = face,
            SandAction::StartBump(from, to) => next.bump = Some((from, to)),
            SandAction::CancelBump => next.bump = None,
            SandAction::Think { request } => {
                next.thinking = Some(request);
                next.next_request = next.next_request.max(request + 1);
            }
            SandAction::ComputerTurn { request, actions } => {
                if self.thinking != Some(request) || self.computer_to_act().is_none() {
                    return self;
                }
                next.thinking = None;
                let parsed: Result<Vec<Play>, String> = actions
                    .iter()
                    .map(|t| t.parse::<Play>().map_err(|e| e.to_string()))
                    .collect();
                match parsed {
                    Ok(list) if !list.is_empty() => next.queue = list,
                    Ok(_) => next.notice = Some("The computer found nothing to do.".into()),
                    Err(e) => next.notice = Some(format!("The computer's turn was refused: {e}")),
                }
            }
            SandAction::ComputerStep { now } => {
                let Some(&first) = self.queue.first() else {
                    return self;
                };
                next.queue.remove(0);
                if self.computer_to_act().is_none() {
                    next.queue.clear();
                    return Rc::new(next);
                }
                next.redo.clear();
                if let Err(e) = next.play(first, now) {
                    next.queue.clear();
                    next.notice = Some(format!("The computer's action {first} was refused: {e}"));
                }
            }
            SandAction::ComputerFailed { request } => {
                if self.thinking != Some(request) {
                    return self;
                }
                next.thinking = None;
            }
            SandAction::Undo { now } => {
                if !self.can_undo() {
                    return self;
                }
                if let Some(a) = next.game.undo() {
                    next.redo.push(a);
                }
                next.after_jump(now);
            }
            SandAction::Redo { now } => {
                let Some(a) = next.redo.pop() else {
                    return self;
                };
                if next.game.play(a).is_err() {
                    next.redo.clear();
                }
                next.after_jump(now);
            }
            SandAction::View(cursor) => {
                let n = self.game.actions().len();
                next.cursor = cursor.filter(|c| *c < n);
                next.bump = None;
                next.picked = None;
            }
            SandAction::PlayFromHere { id, now } => {
                if self.viewing_history() {
                    return Rc::new(self.fork(id, now));
                }
            }
            SandAction::NewGame { id, settings, now } => {
                let mut s = SandPlay::new(id, settings, now);
                s.next_request = self.next_request;
                return Rc::new(s);
            }
            SandAction::Restore(state) => {
                let mut s = *state;
                s.next_request = self.next_request;
                return Rc::new(s);
            }
            SandAction::Saved(updated) => next.stored_at = Some(updated),
            SandAction::SavedAs { id, updated } => {
                next.name = Some(this_tab_name(self.name.as_deref()));
                next.id = id;
                next.stored_at = Some(updated);
                next.notice = Some(SAVED_AS_NOTICE.into());
            }
            SandAction::Rename { name, now } => {
                next.name = clean_name(name);
                next.updated = now;
            }
            SandAction::Notice(n) => next.notice = n,
        }
        Rc::new(next)
    }
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
