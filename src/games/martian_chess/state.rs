//! Martian Chess's side of the history: its own actions (a person's move, the computer's
//! answer, arming the clock call) and what its screens ask of the game (whose move, the
//! position shown). Undo, redo, stepping through the game and playing on from an earlier
//! move are the shared history's (`crate::history`); the undo policy is in `playable.rs`.

use std::rc::Rc;

use martian_engine::{Move, MoveKind, MoveText, Position, Seat, Square};

use super::MartianChess;
use crate::history::{History, HistoryAction, Player};

/// A Martian Chess game being played, with its history.
pub type PlayState = History<MartianChess>;

/// What can happen to it.
pub type Action = HistoryAction<MartianChess>;

/// What Martian Chess's screen keeps for the moment.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Moment {
    /// Whether the player to move has asked to call the clock with their next move.
    pub clock_armed: bool,
}

/// Martian Chess's own actions.
#[derive(Clone, Debug)]
pub enum MartianAction {
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
    /// Toggle "call the clock" for the next move.
    ToggleClock,
}

impl From<MartianAction> for Action {
    fn from(action: MartianAction) -> Action {
        HistoryAction::Game(action)
    }
}

impl PlayState {
    /// The live position.
    pub fn position(&self) -> &Position {
        self.game.current()
    }

    /// The number of moves shown: the cursor, or all of them.
    pub fn shown_ply(&self) -> usize {
        self.shown_step()
    }

    /// The position on the board: the live one, or the one being looked at.
    pub fn shown_position(&self) -> &Position {
        &self.game.positions()[self.shown_ply()]
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
        self.shown_player() == Some(Player::Human)
    }

    /// The level of the computer to move now, if it is the computer's turn in the live game
    /// and no earlier position is being looked at.
    pub fn computer_to_move(&self) -> Option<u8> {
        if self.viewing_history() {
            return None;
        }
        match self.live_player() {
            Some(Player::Computer(level)) => Some(level),
            _ => None,
        }
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        <MartianChess as crate::history::Playable>::can_undo(self) && self.remote_undo_allowed()
    }

    /// Whether "call the clock" is armed for the next move.
    pub fn clock_armed(&self) -> bool {
        self.extra.clock_armed
    }

    fn play(&mut self, mv: Move, now: f64) -> Result<(), String> {
        self.game.play(mv).map_err(|e| e.to_string())?;
        self.keys.apply(mv);
        self.updated = now;
        self.extra.clock_armed = false;
        self.notice = None;
        Ok(())
    }
}

/// Applies Martian Chess's own actions.
pub(super) fn reduce(state: Rc<PlayState>, action: MartianAction) -> Rc<PlayState> {
    let mut next = (*state).clone();
    match action {
        MartianAction::HumanMove {
            from,
            to,
            now,
            fork_id,
        } => {
            if !state.human_to_move() {
                next.notice = Some("Wait for your turn.".into());
                return Rc::new(next);
            }
            let pos = state.shown_position();
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
            let calls = state.extra.clock_armed && pos.clock().is_none();
            if state.viewing_history() {
                next = state.fork(fork_id, now);
            } else {
                next.redo.clear();
            }
            if let Err(e) = next.play(mv.with_clock(calls), now) {
                next.notice = Some(e);
            }
        }
        MartianAction::ComputerMove { request, mv, now } => {
            // The live game goes on even while the player looks back at an earlier move.
            let computer_to_move = matches!(state.live_player(), Some(Player::Computer(_)));
            if state.thinking != Some(request) || !computer_to_move {
                return state;
            }
            next.thinking = None;
            next.redo.clear();
            if let Err(e) = next.play(mv, now) {
                next.notice = Some(format!("The computer's move was refused: {e}"));
            }
        }
        MartianAction::ComputerText { request, text, now } => {
            let parsed = text
                .parse::<MoveText>()
                .map_err(|e| e.to_string())
                .and_then(|t| t.resolve(state.position()).map_err(|e| e.to_string()));
            return match parsed {
                Ok(mv) => reduce(state, MartianAction::ComputerMove { request, mv, now }),
                Err(e) if state.thinking == Some(request) => {
                    next.thinking = None;
                    next.notice = Some(format!("The computer's move was refused: {e}"));
                    Rc::new(next)
                }
                Err(_) => state,
            };
        }
        MartianAction::ToggleClock => {
            if state.shown_position().clock().is_none() && state.human_to_move() {
                next.extra.clock_armed = !state.extra.clock_armed;
            }
        }
    }
    Rc::new(next)
}

#[cfg(test)]
mod tests;
