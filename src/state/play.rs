//! The app's one state and the actions that change it (after Yew's `function_todomvc`):
//! pure, so it is tested natively. Time and new ids come in with the actions.

use std::rc::Rc;

use martian_engine::{Game, Move, MoveKind, MoveText, Position, Seat, Square};
use yew::Reducible;

use super::naming::{clean_name, this_tab_name, SAVED_AS_NOTICE};
use super::piece_keys::PieceKeys;
use super::settings::{Player, Settings};

/// The game being played and everything around it.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayState {
    /// The saved game's id (its storage key ends in it).
    pub id: String,
    /// A name the player gave the game, if any.
    pub name: Option<String>,
    /// How the game was set up.
    pub settings: Settings,
    /// The game with its history.
    pub game: Game,
    /// Moves taken back, newest last, for redo.
    pub redo: Vec<Move>,
    /// The move being looked at while stepping through the game (`Some(n)`: the position
    /// after `n` moves); `None` follows the game.
    pub cursor: Option<usize>,
    /// Stable piece identities of the live position, for animation.
    pub keys: PieceKeys,
    /// Whether the player to move has asked to call the clock with their next move.
    pub clock_armed: bool,
    /// The computer's search in flight (its request id).
    pub thinking: Option<u32>,
    /// The next request id to hand out.
    pub next_request: u32,
    /// A message for the player (an illegal move, a storage problem), if any.
    pub notice: Option<String>,
    /// When the game began (ms since 1970).
    pub started: f64,
    /// When it was last changed.
    pub updated: f64,
    /// The `updated` of the copy in storage as this tab last wrote or read it: a stored copy
    /// with another value was written by another tab.
    pub stored_at: Option<f64>,
}

/// What can happen.
#[derive(Clone, Debug)]
pub enum Action {
    /// A person moved a piece. Played on an earlier position (while stepping through the
    /// game), it starts a new game from there under `fork_id`; the original stays as it was.
    HumanMove {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// Now.
        now: f64,
        /// The id of the new game, should the move start one.
        fork_id: String,
    },
    /// The computer's search for `request` is under way.
    Think {
        /// Its id.
        request: u32,
    },
    /// The computer answered `request`; a stale answer is dropped.
    ComputerMove {
        /// The request answered.
        request: u32,
        /// Its move.
        mv: Move,
        /// Now.
        now: f64,
    },
    /// The computer answered `request` in move text (as the worker sends it).
    ComputerText {
        /// The request answered.
        request: u32,
        /// Its move text, `clock ` in front when it calls the clock.
        text: String,
        /// Now.
        now: f64,
    },
    /// The computer's search failed: forget it so it is retried.
    ComputerFailed {
        /// The request that failed.
        request: u32,
    },
    /// Toggle "call the clock" for the next move.
    ToggleClock,
    /// Take back moves: against the computer, back to the person's previous turn.
    Undo {
        /// Now.
        now: f64,
    },
    /// Play again what was taken back (against the computer, up to the person's next turn).
    Redo {
        /// Now.
        now: f64,
    },
    /// Look at the position after `n` moves (`None`: follow the game).
    View(Option<usize>),
    /// Continue from the position being looked at, as a new game under `id`.
    PlayFromHere {
        /// The new game's id.
        id: String,
        /// Now.
        now: f64,
    },
    /// Start a new game.
    NewGame {
        /// Its id.
        id: String,
        /// Its settings (checked: the start position must be legal).
        settings: Settings,
        /// Now.
        now: f64,
    },
    /// Put back a saved game (or one imported or shared).
    Restore(Box<PlayState>),
    /// The game was written to storage with this `updated` value.
    Saved(f64),
    /// Another tab had changed this game, so it was written as a new game under `id`.
    SavedAs {
        /// The new id.
        id: String,
        /// The `updated` written.
        updated: f64,
    },
    /// Name the game.
    Rename {
        /// The name (`None` or blank: back to the default title).
        name: Option<String>,
        /// Now: a new name is a change, which other tabs must see.
        now: f64,
    },
    /// Show or clear a message.
    Notice(Option<String>),
}

impl PlayState {
    /// A fresh game from checked settings.
    pub fn new(id: String, settings: Settings, now: f64) -> Result<PlayState, String> {
        let settings = settings.normalised();
        let start = settings.start_position()?;
        Ok(PlayState::from_game(
            id,
            settings,
            Game::new(start),
            now,
            now,
        ))
    }

    /// A state around an existing game.
    pub fn from_game(
        id: String,
        settings: Settings,
        game: Game,
        started: f64,
        updated: f64,
    ) -> PlayState {
        let keys = PieceKeys::replay(game.start(), game.moves());
        PlayState {
            id,
            name: None,
            settings,
            game,
            redo: Vec::new(),
            cursor: None,
            keys,
            clock_armed: false,
            thinking: None,
            next_request: 1,
            notice: None,
            started,
            updated,
            stored_at: None,
        }
    }

    /// The live position.
    pub fn position(&self) -> &Position {
        self.game.current()
    }

    /// The number of moves shown: the cursor, or all of them.
    pub fn shown_ply(&self) -> usize {
        self.cursor
            .unwrap_or(self.game.moves().len())
            .min(self.game.moves().len())
    }

    /// Whether an earlier position is being looked at.
    pub fn viewing_history(&self) -> bool {
        self.shown_ply() < self.game.moves().len()
    }

    /// The position on the board: the live one, or the one being looked at.
    pub fn shown_position(&self) -> &Position {
        &self.game.positions()[self.shown_ply()]
    }

    /// Piece identities of the position on the board.
    pub fn shown_keys(&self) -> PieceKeys {
        if self.viewing_history() {
            PieceKeys::replay(self.game.start(), &self.game.moves()[..self.shown_ply()])
        } else {
            self.keys.clone()
        }
    }

    /// Who is to move on the board, if the game goes on there.
    pub fn shown_to_move(&self) -> Option<Seat> {
        let pos = self.shown_position();
        (!pos.is_over()).then(|| pos.turn())
    }

    /// Who is to move, if the game goes on.
    pub fn to_move(&self) -> Option<Seat> {
        (!self.position().is_over()).then(|| self.position().turn())
    }

    /// Whether a person may move on the board now (also on an earlier position, which then
    /// starts a new game).
    pub fn human_to_move(&self) -> bool {
        self.shown_to_move()
            .is_some_and(|s| self.settings.player(s) == Player::Human)
    }

    /// The level of the computer to move now, if it is the computer's turn in the live game.
    pub fn computer_to_move(&self) -> Option<u8> {
        if self.viewing_history() {
            return None;
        }
        match self.to_move().map(|s| self.settings.player(s)) {
            Some(Player::Computer(level)) => Some(level),
            _ => None,
        }
    }

    fn has_computer(&self) -> bool {
        self.settings
            .players
            .iter()
            .any(|p| matches!(p, Player::Computer(_)))
    }

    fn live_computer_to_move(&self) -> bool {
        self.to_move()
            .is_some_and(|s| matches!(self.settings.player(s), Player::Computer(_)))
    }

    fn live_human_to_move(&self) -> bool {
        self.to_move()
            .is_some_and(|s| self.settings.player(s) == Player::Human)
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.game.moves().is_empty()
            && (!self.has_computer()
                || self.game.moves().iter().enumerate().any(|(i, _)| {
                    let seat = self.game.positions()[i].turn();
                    self.settings.player(seat) == Player::Human
                }))
    }

    fn play(&mut self, mv: Move, now: f64) -> Result<(), String> {
        self.game.play(mv).map_err(|e| e.to_string())?;
        self.keys.apply(mv);
        self.updated = now;
        self.clock_armed = false;
        self.notice = None;
        Ok(())
    }

    /// This game cut at the position being looked at, as a new game under `id`.
    fn fork(&self, id: String, now: f64) -> PlayState {
        let ply = self.shown_ply();
        let mut game = self.game.clone();
        game.truncate(ply);
        let mut state = PlayState::from_game(id, self.settings.clone(), game, now, now);
        state.name = Some(match &self.name {
            Some(n) => format!("{n}, from move {ply}"),
            None => format!("From move {ply}"),
        });
        state.next_request = self.next_request;
        state
    }

    fn undo(&mut self, now: f64) {
        let computer = self.has_computer();
        while let Some(mv) = self.game.undo() {
            self.redo.push(mv);
            if !computer || self.game.moves().is_empty() || self.live_human_to_move() {
                break;
            }
        }
        self.after_jump(now);
    }

    fn redo(&mut self, now: f64) {
        let computer = self.has_computer();
        while let Some(mv) = self.redo.pop() {
            if self.game.play(mv).is_err() {
                self.redo.clear();
                break;
            }
            if !computer || self.redo.is_empty() || self.live_human_to_move() {
                break;
            }
        }
        self.after_jump(now);
    }

    fn after_jump(&mut self, now: f64) {
        self.keys = PieceKeys::replay(self.game.start(), self.game.moves());
        self.thinking = None;
        self.cursor = None;
        self.clock_armed = false;
        self.notice = None;
        self.updated = now;
    }
}

impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::HumanMove {
                from,
                to,
                now,
                fork_id,
            } => {
                if !self.human_to_move() {
                    next.notice = Some("Wait for your turn.".into());
                    return Rc::new(next);
                }
                let pos = self.shown_position();
                let Some(mv) = pos
                    .legal_moves()
                    .into_iter()
                    .find(|m| m.from == from && m.to == to)
                else {
                    let probe = Move {
                        from,
                        to,
                        kind: MoveKind::Plain,
                        calls_clock: false,
                    };
                    next.notice = Some(format!(
                        "{from}-{to} is not allowed: {}",
                        pos.why_illegal(probe)
                    ));
                    return Rc::new(next);
                };
                let calls = self.clock_armed && pos.clock().is_none();
                if self.viewing_history() {
                    next = self.fork(fork_id, now);
                } else {
                    next.redo.clear();
                }
                if let Err(e) = next.play(mv.with_clock(calls), now) {
                    next.notice = Some(e);
                }
            }
            Action::Think { request } => {
                next.thinking = Some(request);
                next.next_request = next.next_request.max(request + 1);
            }
            Action::ComputerMove { request, mv, now } => {
                // The live game goes on even while the player looks back at an earlier move.
                if self.thinking != Some(request) || !self.live_computer_to_move() {
                    return self;
                }
                next.thinking = None;
                next.redo.clear();
                if let Err(e) = next.play(mv, now) {
                    next.notice = Some(format!("The computer's move was refused: {e}"));
                }
            }
            Action::ComputerText { request, text, now } => {
                let parsed = text
                    .parse::<MoveText>()
                    .map_err(|e| e.to_string())
                    .and_then(|t| t.resolve(self.position()).map_err(|e| e.to_string()));
                return match parsed {
                    Ok(mv) => self.reduce(Action::ComputerMove { request, mv, now }),
                    Err(e) if self.thinking == Some(request) => {
                        next.thinking = None;
                        next.notice = Some(format!("The computer's move was refused: {e}"));
                        Rc::new(next)
                    }
                    Err(_) => self,
                };
            }
            Action::ComputerFailed { request } => {
                if self.thinking != Some(request) {
                    return self;
                }
                next.thinking = None;
            }
            Action::ToggleClock => {
                if self.shown_position().clock().is_none() && self.human_to_move() {
                    next.clock_armed = !self.clock_armed;
                }
            }
            Action::Undo { now } => {
                if self.can_undo() {
                    next.undo(now);
                }
            }
            Action::Redo { now } => {
                if !self.redo.is_empty() {
                    next.redo(now);
                }
            }
            Action::View(cursor) => {
                let len = self.game.moves().len();
                next.cursor = cursor.filter(|c| *c < len);
                next.clock_armed = false;
            }
            Action::PlayFromHere { id, now } => {
                if self.viewing_history() {
                    return Rc::new(self.fork(id, now));
                }
            }
            Action::NewGame { id, settings, now } => match PlayState::new(id, settings, now) {
                Ok(mut state) => {
                    state.next_request = self.next_request;
                    return Rc::new(state);
                }
                Err(e) => next.notice = Some(format!("Cannot start that game: {e}")),
            },
            Action::Restore(state) => {
                let mut state = *state;
                state.next_request = self.next_request;
                return Rc::new(state);
            }
            Action::Saved(updated) => next.stored_at = Some(updated),
            Action::SavedAs { id, updated } => {
                next.name = Some(this_tab_name(self.name.as_deref()));
                next.id = id;
                next.stored_at = Some(updated);
                next.notice = Some(SAVED_AS_NOTICE.into());
            }
            Action::Rename { name, now } => {
                next.name = clean_name(name);
                next.updated = now;
            }
            Action::Notice(notice) => next.notice = notice,
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests;
