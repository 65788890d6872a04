//! A saved game of any game the app plays, as loaded: the save names its game, and that
//! game's own rules replay and check it.

use crate::games::martian_chess::PlayState;
use crate::games::sandships::state::SandPlay;
use crate::games::GameKind;
use crate::services::saved_game::{Persisted, SavedGame, Summary};
use crate::services::storage::{self, Loaded};

/// A loaded game.
#[derive(Clone, PartialEq, Debug)]
pub enum AnyGame {
    /// A Martian Chess game.
    Martian(Box<PlayState>),
    /// A Sandships game.
    Sandships(Box<SandPlay>),
}

impl AnyGame {
    /// The game in a save, checked by its rules.
    pub fn from_saved(saved: &SavedGame) -> Result<AnyGame, String> {
        Ok(match saved.game {
            GameKind::MartianChess => AnyGame::Martian(Box::new(PlayState::from_saved(saved)?)),
            GameKind::Sandships => AnyGame::Sandships(Box::new(SandPlay::from_saved(saved)?)),
        })
    }

    /// Which game.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Martian(_) => GameKind::MartianChess,
            AnyGame::Sandships(_) => GameKind::Sandships,
        }
    }

    /// Its line in the saved-games list.
    pub fn summary(&self) -> Summary {
        match self {
            AnyGame::Martian(s) => s.summary(),
            AnyGame::Sandships(s) => s.summary(),
        }
    }

    /// Its save.
    pub fn to_saved(&self) -> SavedGame {
        match self {
            AnyGame::Martian(s) => s.to_saved(),
            AnyGame::Sandships(s) => s.to_saved(),
        }
    }
}

/// Storage for every game the app plays: each save read through its own game's rules.
impl AnyGame {
    /// Loads one saved game (an unreadable one is set aside and named).
    pub fn load(id: &str) -> Result<AnyGame, String> {
        storage::load_as(id, AnyGame::from_saved)
    }

    /// Loads the game in progress.
    pub fn load_current() -> Loaded<AnyGame> {
        storage::load_current(AnyGame::from_saved)
    }

    /// Every saved game's line, newest first, and notices for entries set aside.
    pub fn list() -> (Vec<Summary>, Vec<String>) {
        storage::list(|saved| AnyGame::from_saved(saved).map(|g| g.summary()))
    }

    /// Renames a saved game, after reading it through its rules.
    pub fn rename(id: &str, name: Option<String>, now: f64) -> Result<(), String> {
        storage::rename(id, name, now, |saved| {
            AnyGame::from_saved(saved).map(|g| g.to_saved())
        })
    }
}
