//! A saved game of any game the app plays, as loaded: the save names its game, and that
//! game's own rules replay and check it.

use crate::games::GameKind;
use crate::sandships::state::SandPlay;
use crate::services::saved_game::{Persisted, SavedGame, Summary};
use crate::state::PlayState;

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
