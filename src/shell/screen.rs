//! Which screen is up in the app, and the letters the shell sends a game's room (open this
//! game, rename it, start again...). Games are named by their ids.

use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

use yew::Callback;

use super::opened::OpenedRecord;
use crate::history::Player;
use crate::hooks::ai_worker::AiAnswer;
use crate::services::saved_game::Summary;

/// Which screen is up.
#[derive(Clone, PartialEq, Debug)]
pub enum Screen {
    /// The open game.
    Play,
    /// The New game form, for this game.
    NewGame(&'static str),
    /// How to play this game.
    Rules(&'static str),
    /// Saved games: their lines and notices for entries set aside.
    Library(Rc<(Vec<Summary>, Vec<String>)>),
    /// Export the open game.
    Export,
    /// Import a record.
    Import,
    /// Choose the players of an imported or shared game (where it came from, for the title).
    Seats(OpenedRecord, &'static str),
    /// The interactive tutorial, at a lesson (`None`: where the reader left off).
    Learn(Option<String>),
    /// Make an embeddable board of this game.
    Embed(&'static str),
}

impl Screen {
    /// Whether it takes the place of the play screen (rather than lying over it).
    pub fn replaces_play(&self) -> bool {
        matches!(
            self,
            Screen::Rules(_) | Screen::Learn(_) | Screen::Library(_)
        )
    }
}

/// What the shell asks of a game's room.
#[derive(Clone)]
pub enum LetterBody {
    /// Open this loaded game (its history, `History<G>`).
    Open(Rc<dyn Any>),
    /// Open a game read from a record (its rules' game), with these players, under a name.
    OpenRecord {
        /// The game.
        rules: Rc<dyn Any>,
        /// Who plays each seat.
        players: Vec<Player>,
        /// Its name (the record's event).
        name: Option<String>,
    },
    /// The open game was renamed (already written to storage).
    Rename(Option<String>, f64),
    /// The open game was deleted: start a fresh one so nothing writes it back.
    Restart,
    /// Show a message.
    Notice(String),
}

/// A letter to one game's room; the serial tells a new letter from the last one.
#[derive(Clone)]
pub struct Letter {
    /// Counts up with every letter.
    pub serial: u32,
    /// The game it is for.
    pub game: &'static str,
    /// What it asks.
    pub body: LetterBody,
}

/// Letters compare by serial.
impl PartialEq for Letter {
    fn eq(&self, other: &Letter) -> bool {
        self.serial == other.serial
    }
}

/// Where the AI's answers go: each game's room registers its handler under its id, and the
/// shell sends each answer to the open game's.
#[derive(Clone, Default)]
pub struct AnswerRoutes(Rc<RefCell<Vec<Route>>>);

/// A game's id and its handler of the AI's answers.
type Route = (&'static str, Callback<AiAnswer>);

impl AnswerRoutes {
    /// Sets a game's handler.
    pub fn set(&self, game: &'static str, handler: Callback<AiAnswer>) {
        let mut routes = self.0.borrow_mut();
        routes.retain(|(g, _)| *g != game);
        routes.push((game, handler));
    }

    /// Sends an answer to a game's handler.
    pub fn send(&self, game: &'static str, answer: AiAnswer) {
        let handler = self
            .0
            .borrow()
            .iter()
            .find(|(g, _)| *g == game)
            .map(|(_, h)| h.clone());
        if let Some(h) = handler {
            h.emit(answer);
        }
    }
}

/// The same routes.
impl PartialEq for AnswerRoutes {
    fn eq(&self, other: &AnswerRoutes) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}
