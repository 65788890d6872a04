//! What the storage hooks (saving after every change, following other tabs) need of a game's
//! reducer, so one pair of hooks serves every game the app plays.

use yew::Reducible;

use crate::sandships::state::{SandAction, SandPlay};
use crate::services::any_game::AnyGame;
use crate::services::saved_game::Persisted;
use crate::state::{Action, PlayState};

/// A game's reducer state, as the storage hooks see it.
pub trait StoredGame: Persisted + Reducible + Clone + PartialEq + 'static {
    /// It was written with this `updated`.
    fn saved(updated: f64) -> Self::Action;
    /// Another tab had changed it: written as a new game under `id`.
    fn saved_as(id: String, updated: f64) -> Self::Action;
    /// Show (or clear) a message.
    fn notice(message: Option<String>) -> Self::Action;
    /// Put back this state (another tab's version).
    fn restore(state: Self) -> Self::Action;
    /// This game's state, if the loaded game is of this kind.
    fn from_any(game: AnyGame) -> Option<Self>;
    /// Sets the message shown with it.
    fn set_notice(&mut self, notice: String);
    /// What changes when it must be saved again: its id, its length, its last change, its name.
    fn save_key(&self) -> (String, usize, u64, Option<String>);
}

impl StoredGame for PlayState {
    fn saved(updated: f64) -> Action {
        Action::Saved(updated)
    }
    fn saved_as(id: String, updated: f64) -> Action {
        Action::SavedAs { id, updated }
    }
    fn notice(message: Option<String>) -> Action {
        Action::Notice(message)
    }
    fn restore(state: PlayState) -> Action {
        Action::Restore(Box::new(state))
    }
    fn from_any(game: AnyGame) -> Option<PlayState> {
        match game {
            AnyGame::Martian(s) => Some(*s),
            _ => None,
        }
    }
    fn set_notice(&mut self, notice: String) {
        self.notice = Some(notice);
    }
    fn save_key(&self) -> (String, usize, u64, Option<String>) {
        (
            self.id.clone(),
            self.game.moves().len(),
            self.updated.to_bits(),
            self.name.clone(),
        )
    }
}

impl StoredGame for SandPlay {
    fn saved(updated: f64) -> SandAction {
        SandAction::Saved(updated)
    }
    fn saved_as(id: String, updated: f64) -> SandAction {
        SandAction::SavedAs { id, updated }
    }
    fn notice(message: Option<String>) -> SandAction {
        SandAction::Notice(message)
    }
    fn restore(state: SandPlay) -> SandAction {
        SandAction::Restore(Box::new(state))
    }
    fn from_any(game: AnyGame) -> Option<SandPlay> {
        match game {
            AnyGame::Sandships(s) => Some(*s),
            _ => None,
        }
    }
    fn set_notice(&mut self, notice: String) {
        self.notice = Some(notice);
    }
    fn save_key(&self) -> (String, usize, u64, Option<String>) {
        (
            self.id.clone(),
            self.game.actions().len(),
            self.updated.to_bits(),
            self.name.clone(),
        )
    }
}
