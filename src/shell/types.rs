//! The values the shell's parts hand each other, for any game: a registered game's entry, a
//! save and a record read through their game's rules, a link's outcome, the screen that is up
//! and what a game's room is handed. Nothing here imports another part of the shell but the
//! letters to the rooms (`letters.rs`), so the parts import it and never each other in a circle.

use std::rc::Rc;

use turn_link::Verdict;
use yew::prelude::*;

use crate::embed::game::EmbedEntry;
use crate::embed::terms::EmbedError;
use crate::history::Player;
use crate::services::saved_game::{SavedGame, Summary};

use super::letters::{GameToOpen, Mailboxes};

/// How to play's links to a game's Learn lessons. Learn is a page of its own (`learn.html`,
/// loaded only when a player opens it; `learn::address`), so a lesson is a plain link and the app
/// holds no course code.
// Not `Copy`: the room (`room.rs`) hands it on with `clone()`.
#[derive(Clone, PartialEq, Debug)]
pub struct LearnLinks {
    /// The game whose course the links open.
    pub game: &'static str,
}

impl LearnLinks {
    /// The link to a lesson of the game's course (`None`: where the reader left off).
    pub fn lesson(&self, lesson: Option<&str>) -> String {
        crate::learn::address::href(self.game, lesson)
    }
}

/// One game the app plays: its id and name, and plain functions made once from its
/// `GameScreens` (`shell::entry::entry`); the registry lists one entry a game.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// Its id in saves, records, links, file names and styles.
    pub id: &'static str,
    /// Its name.
    pub title: &'static str,
    /// A line for the game chooser.
    pub blurb: &'static str,
    /// A save of it, checked by its rules.
    pub read_save: fn(&SavedGame) -> Result<LoadedGame, String>,
    /// A record of it, checked by its rules.
    pub read_record: fn(&str) -> Result<OpenedRecord, String>,
    /// A checked record of it opened as a new game with these players, under a name.
    pub open_record: fn(&OpenedRecord, Vec<Player>) -> Result<GameToOpen, String>,
    /// Whether an untagged record is its, by the first word.
    pub claims_untagged: fn(Option<&str>) -> bool,
    /// Its room in the shell.
    pub room: fn(RoomProps) -> Html,
    /// Its embed's board from a fragment.
    pub embed_board: fn(&str, String) -> Result<Html, EmbedError>,
    /// Whether it has a Learn course (on Learn's page, `learn.html`, not in the app).
    pub has_course: bool,
    /// Whether it has a puzzle trainer (on Learn's page too).
    pub has_puzzles: bool,
    /// Whether it has a review of a saved game (on Learn's page).
    pub has_review: bool,
    /// A turn link of it, judged against this browser's copy.
    pub open_link: fn(&turn_link::TurnLink) -> Result<LinkOutcome, turn_link::Refusal>,
}

/// Entries are the same game when their ids are.
impl PartialEq for GameEntry {
    fn eq(&self, other: &GameEntry) -> bool {
        self.id == other.id
    }
}

impl GameEntry {
    /// The embed's view of it.
    pub fn embed_entry(&self) -> EmbedEntry {
        EmbedEntry {
            id: self.id,
            title: self.title,
            board: Some(self.embed_board),
        }
    }
}

/// A saved game, checked by its rules.
#[derive(Clone)]
pub struct LoadedGame {
    /// Its game's id.
    pub game: &'static str,
    /// Its line in the saved-games list.
    pub summary: Summary,
    /// Its save, as its game writes it.
    pub saved: SavedGame,
}

impl LoadedGame {
    /// The game, to open as it is stored.
    pub fn to_open(&self, notice: Option<String>) -> GameToOpen {
        GameToOpen {
            saved: self.saved.clone(),
            stored_at: Some(self.saved.updated),
            notice,
        }
    }
}

/// A record, checked by its rules.
#[derive(Clone, PartialEq)]
pub struct OpenedRecord {
    /// Its game's id.
    pub game: &'static str,
    /// Its game's name.
    pub title: &'static str,
    /// Each seat's name, with the record's own name for it when it gives one.
    pub seat_names: Vec<String>,
    /// How far the game went, in a sentence.
    pub status: String,
    /// Its `Event` tag, if it has one.
    pub event: Option<String>,
    /// The record itself (every step already checked).
    pub record: String,
}

impl std::fmt::Debug for OpenedRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} record: {}", self.title, self.status)
    }
}

/// What a turn link does, for the shell to show.
#[derive(Clone)]
pub struct LinkOutcome {
    /// Its game's id.
    pub game: &'static str,
    /// The verdict.
    pub verdict: Verdict,
    /// The game to open: the game accepted, brought up to date, kept as it was, or the fork.
    pub open: GameToOpen,
    /// What happened, in words (for an invitation: "Blue invites you to a game of
    /// Sandships; you play Amber").
    pub message: String,
    /// Each player's key in words (an invitation: the players whose keys came with it), named
    /// by their seats.
    pub fingerprints: Vec<(String, String)>,
}

/// Outcomes compare by what they say (the game they open is the verdict's).
impl PartialEq for LinkOutcome {
    fn eq(&self, other: &LinkOutcome) -> bool {
        (self.game, &self.verdict, &self.message) == (other.game, &other.verdict, &other.message)
    }
}

/// Which screen is up.
#[derive(Clone, PartialEq)]
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
    Seats(Rc<OpenedRecord>, &'static str),
    /// Make an embeddable board of this game.
    Embed(&'static str),
    /// A friend's invitation to a game by link, to accept.
    Invite(Rc<LinkOutcome>),
}

impl Screen {
    /// Whether it takes the place of the play screen (rather than lying over it).
    pub fn replaces_play(&self) -> bool {
        matches!(self, Screen::Rules(_) | Screen::Library(_))
    }
}

/// What the shell hands each game's room.
#[derive(Properties, PartialEq, Clone)]
pub struct RoomProps {
    /// Whether this game is the one open.
    pub active: bool,
    /// The screen up.
    pub screen: Screen,
    /// The AI's worker, shared by every game.
    pub ai: crate::hooks::ai_worker::AiHandle,
    /// Where the shell's letters find this room.
    pub mailboxes: Mailboxes,
    /// What the room starts with (the game in progress, if it is of this room's game).
    pub opening: Option<GameToOpen>,
    /// A message for the player when the app starts on this room's game (a save that could
    /// not be read, saves migrated from an older format).
    pub first_notice: Option<String>,
    /// Show a screen.
    pub on_screen: Callback<Screen>,
    /// Make this game the one open.
    pub on_open: Callback<&'static str>,
    /// The open game's id, whenever it changes (sent while active).
    pub on_current: Callback<String>,
    /// How to play's links to this game's Learn lessons (on Learn's own page).
    pub learn: LearnLinks,
    /// The game chooser, for the New game form.
    pub chooser: Html,
}
