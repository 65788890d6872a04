//! Which screen is up in the app, and the letters the shell sends a game's room (open this
//! game, rename it, start again...). Games are named by their ids.

use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

use yew::Callback;

use super::opened::OpenedRecord;
use super::turn_links::LinkOutcome;
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
    /// A friend's invitation to a game by link, to accept.
    Invite(Rc<LinkOutcome>),
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
    /// Show the last link of a game played by link again.
    SendAgain,
}

/// Where the shell's letters and the AI's answers go: each game's room registers its handlers
/// under its id. A letter is dispatched into the game's history at once, in the same event as
/// whatever else the shell changes (making the game the open one), so no render sees one
/// without the other.
#[derive(Clone, Default)]
pub struct Mailboxes(Rc<RefCell<Vec<Mailbox>>>);

/// A game's handlers.
#[derive(Clone)]
struct Mailbox {
    game: &'static str,
    letters: Callback<LetterBody>,
    answers: Callback<AiAnswer>,
}

impl Mailboxes {
    /// Sets a game's handlers.
    pub fn set(
        &self,
        game: &'static str,
        letters: Callback<LetterBody>,
        answers: Callback<AiAnswer>,
    ) {
        let mut boxes = self.0.borrow_mut();
        boxes.retain(|b| b.game != game);
        boxes.push(Mailbox {
            game,
            letters,
            answers,
        });
    }

    fn find(&self, game: &str) -> Option<Mailbox> {
        self.0.borrow().iter().find(|b| b.game == game).cloned()
    }

    /// Sends a letter to a game's room.
    pub fn send(&self, game: &'static str, letter: LetterBody) {
        if let Some(b) = self.find(game) {
            b.letters.emit(letter);
        }
    }

    /// Sends an answer of the AI to a game's room.
    pub fn answer(&self, game: &'static str, answer: AiAnswer) {
        if let Some(b) = self.find(game) {
            b.answers.emit(answer);
        }
    }
}

/// The same mailboxes.
impl PartialEq for Mailboxes {
    fn eq(&self, other: &Mailboxes) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}
