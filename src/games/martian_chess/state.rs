//! What Martian Chess's screens ask of a game being played (whose move, the position shown, a
//! person's move from a pointer's squares). Every step goes through the shared history
//! (`crate::history`): a person's move, the computer's, undo and redo, stepping through the game
//! and playing on from an earlier move.

use martian_engine::{Move, MoveKind, Position, Seat, Square};

use super::MartianChess;
use crate::history::{History, HistoryAction};

/// A Martian Chess game being played, with its history.
pub type PlayState = History<MartianChess>;

/// What can happen to it.
pub type Action = HistoryAction<MartianChess>;

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
        self.person_may_act()
    }
}

/// The history's action for a person putting a piece from `from` on `to` on the board shown,
/// calling the clock with it when `call_clock` (and nobody has): the legal move it makes, or
/// the message saying why it is not one.
pub fn person_move(
    state: &PlayState,
    from: Square,
    to: Square,
    call_clock: bool,
    now: f64,
    fork_id: String,
) -> Action {
    let pos = state.shown_position();
    match pos
        .legal_moves()
        .into_iter()
        .find(|m| m.from == from && m.to == to)
    {
        Some(mv) => Action::Person {
            step: mv.with_clock(call_clock && pos.clock().is_none()),
            now,
            fork_id,
        },
        None => {
            let probe = Move {
                from,
                to,
                kind: MoveKind::Plain,
                calls_clock: false,
            };
            Action::Notice(Some(format!(
                "{from}-{to} is not allowed: {}",
                pos.why_illegal(probe)
            )))
        }
    }
}

#[cfg(test)]
mod tests;
