//! The letters the shell sends a game's room (open this game, it was renamed, start again, a
//! message), and where each room takes them. A letter is dispatched into the game's history at
//! once, in the same event as whatever else the shell changes (making the game the open one),
//! so no render sees one without the other. Games travel in the form every game is stored in,
//! and each room reads them back through its own rules.

use std::cell::RefCell;
use std::rc::Rc;

use yew::Callback;

use crate::services::saved_game::SavedGame;

/// A game for its room to open, in the form every game is stored in (its room reads it back
/// through its rules): a save, with the `updated` of the copy in storage as this tab has seen it
/// (`None`: not stored yet), and a message to show with it.
#[derive(Clone)]
pub struct GameToOpen {
    /// The game.
    pub saved: SavedGame,
    /// The `updated` of its copy in storage, as this tab last read it.
    pub stored_at: Option<f64>,
    /// A message for the player.
    pub notice: Option<String>,
}

/// Games to open compare by the game and the moment it was saved, not field by field.
impl PartialEq for GameToOpen {
    fn eq(&self, other: &GameToOpen) -> bool {
        self.saved.id == other.saved.id
            && self.saved.updated.to_bits() == other.saved.updated.to_bits()
            && (self.stored_at, &self.notice) == (other.stored_at, &other.notice)
    }
}

/// What the shell asks of a game's room.
#[derive(Clone)]
pub enum Letter {
    /// Open this game (a save, a record opened as a new game, a link's outcome), and with
    /// `send_again` show its last link again (a game played by link).
    Open {
        /// The game.
        game: Box<GameToOpen>,
        /// Whether to show the "Send your move" panel with its last link.
        send_again: bool,
    },
    /// The open game was renamed (already written to storage) at this time.
    Rename(Option<String>, f64),
    /// The open game was deleted: start a fresh one so nothing writes it back.
    Restart,
    /// Show a message.
    Notice(String),
}

/// A game's id and the handler of its room's letters.
type Mailbox = (&'static str, Callback<Letter>);

/// Where the shell's letters go: each game's room registers its handler under its id.
#[derive(Clone, Default)]
pub struct Mailboxes(Rc<RefCell<Vec<Mailbox>>>);

impl Mailboxes {
    /// Sets a game's handler.
    pub fn set(&self, game: &'static str, letters: Callback<Letter>) {
        let mut boxes = self.0.borrow_mut();
        boxes.retain(|(g, _)| *g != game);
        boxes.push((game, letters));
    }

    /// Sends a letter to a game's room.
    pub fn send(&self, game: &str, letter: Letter) {
        let handler = self.0.borrow().iter().find(|(g, _)| *g == game).cloned();
        if let Some((_, letters)) = handler {
            letters.emit(letter);
        }
    }
}

/// The same mailboxes.
impl PartialEq for Mailboxes {
    fn eq(&self, other: &Mailboxes) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}
