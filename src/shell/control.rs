//! What the shell's parts may ask of the shell: open a game in its room (and make it the game
//! on screen), tell the player something, show a screen. One value, handed to the top bar, the
//! saved-games page, the dialogs and the reader of incoming links, so none of them needs to
//! know how the shell keeps its state.

use std::cell::Cell;
use std::rc::Rc;

use yew::prelude::*;

use super::letters::{GameToOpen, Letter, Mailboxes};
use super::opened;
use super::types::{GameEntry, Screen};

/// The shell's state, as its parts use it.
#[derive(Clone, PartialEq)]
pub struct ShellControl {
    /// The games the app plays.
    pub games: &'static [GameEntry],
    /// The game on screen (its id), as of the render that made this value.
    pub active: UseStateHandle<&'static str>,
    /// The game on screen now, for callbacks that outlive their render (a link pasted later).
    pub active_now: Rc<Cell<&'static str>>,
    /// The screen up.
    pub screen: UseStateHandle<Screen>,
    /// The open game's saved id.
    pub current: UseStateHandle<String>,
    /// Where the rooms take their letters.
    pub mailboxes: Rc<Mailboxes>,
}

impl ShellControl {
    /// Opens a game in its room and makes it the one on screen (with `send_again`, its last
    /// link shown again).
    pub fn open(&self, game: &'static str, open: GameToOpen, send_again: bool) {
        self.mailboxes.send(
            game,
            Letter::Open {
                game: Box::new(open),
                send_again,
            },
        );
        self.active.set(game);
        self.active_now.set(game);
    }

    /// Opens a saved game by its id (an unreadable one is said in words), and shows it.
    pub fn open_saved(&self, id: &str, send_again: bool) {
        match opened::load(self.games, id) {
            Ok(game) => self.open(game.game, game.to_open(None), send_again),
            Err(e) => self.notice(e),
        }
        self.show(Screen::Play);
    }

    /// Tells the player something, in the game on screen.
    pub fn notice(&self, message: String) {
        self.tell_active(Letter::Notice(message));
    }

    /// Sends a letter to the game on screen.
    pub fn tell_active(&self, letter: Letter) {
        self.mailboxes.send(self.active_now.get(), letter);
    }

    /// Shows a screen.
    pub fn show(&self, screen: Screen) {
        self.screen.set(screen);
    }

    /// A callback that shows a screen.
    pub fn show_on<E>(&self, screen: Screen) -> Callback<E> {
        let this = self.clone();
        Callback::from(move |_: E| this.show(screen.clone()))
    }

    /// The saved-games page, read afresh.
    pub fn library(&self) -> Screen {
        Screen::Library(Rc::new(opened::list(self.games)))
    }

    /// The game on screen's entry.
    pub fn active_entry(&self) -> Option<&'static GameEntry> {
        self.games.iter().find(|g| g.id == *self.active)
    }

    /// The course Learn opens: the game on screen's, else the first game's that has one.
    pub fn course_to_open(&self) -> Option<&'static str> {
        self.active_entry()
            .filter(|g| g.has_course)
            .or_else(|| self.games.iter().find(|g| g.has_course))
            .map(|g| g.id)
    }
}
