//! What the storage hooks (saving after every change, following other tabs) need of a game's
//! reducer, so one pair of hooks serves every game the app plays: every game's history gives it.

use yew::Reducible;

use crate::history::{History, HistoryAction, Playable};
use crate::services::saved_game::Persisted;

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
    /// Sets the message shown with it.
    fn set_notice(&mut self, notice: String);
    /// What changes when it must be saved again: its id, its length, its last change, its name.
    fn save_key(&self) -> (String, usize, u64, Option<String>);
}

impl<G: Playable> StoredGame for History<G> {
    fn saved(updated: f64) -> HistoryAction<G> {
        HistoryAction::Saved(updated)
    }
    fn saved_as(id: String, updated: f64) -> HistoryAction<G> {
        HistoryAction::SavedAs { id, updated }
    }
    fn notice(message: Option<String>) -> HistoryAction<G> {
        HistoryAction::Notice(message)
    }
    fn restore(state: History<G>) -> HistoryAction<G> {
        HistoryAction::Restore(Box::new(state))
    }
    fn set_notice(&mut self, notice: String) {
        self.notice = Some(notice);
    }
    fn save_key(&self) -> (String, usize, u64, Option<String>) {
        History::save_key(self)
    }
}
