//! A game being played, with its history, for any game: the steps taken back for redo, the
//! point being looked at, the computer's request in flight and the steps of its answer still to
//! be shown, the message for the player and the times that storage and other tabs go by. Pure,
//! so it is tested natively; time and new ids come in with the actions.

use super::{Playable, Player};
use crate::services::saved_game::RemoteGame;

/// The game being played and everything around it.
#[derive(Clone, PartialEq, Debug)]
pub struct History<G: Playable> {
    /// The saved game's id (its storage key ends in it).
    pub id: String,
    /// A name the player gave the game, if any.
    pub name: Option<String>,
    /// How the game was set up.
    pub settings: G::Settings,
    /// The game with its history.
    pub game: G::Rules,
    /// Steps taken back, newest last, for redo.
    pub redo: Vec<G::Step>,
    /// The point being looked at while stepping through the game (`Some(n)`: after `n`
    /// steps); `None` follows the game.
    pub cursor: Option<usize>,
    /// The computer's request in flight (its id).
    pub thinking: Option<u32>,
    /// The next request id to hand out.
    pub next_request: u32,
    /// The computer's answer still to be shown, step by step, in order.
    pub pending: Vec<G::Step>,
    /// A message for the player (an illegal move, a storage problem), if any.
    pub notice: Option<String>,
    /// When the game began (ms since 1970).
    pub started: f64,
    /// When it was last changed.
    pub updated: f64,
    /// The `updated` of the copy in storage as this tab last wrote or read it: a stored copy
    /// with another value was written by another tab.
    pub stored_at: Option<f64>,
    /// For a game played with friends by link: what this device keeps of it.
    pub remote: Option<RemoteGame>,
    /// The hints asked for in this game (saved with it, so a reload keeps the count).
    pub hints: u32,
}

impl<G: Playable> History<G> {
    /// A fresh game from settings (normalised, then checked by the rules).
    pub fn new(id: String, settings: G::Settings, now: f64) -> Result<History<G>, String> {
        let settings = G::normalised(settings);
        let game = G::start(&settings)?;
        Ok(History::from_game(id, settings, game, now, now))
    }

    /// A history around an existing game.
    pub fn from_game(
        id: String,
        settings: G::Settings,
        game: G::Rules,
        started: f64,
        updated: f64,
    ) -> History<G> {
        History {
            id,
            name: None,
            settings,
            game,
            redo: Vec::new(),
            cursor: None,
            thinking: None,
            next_request: 1,
            pending: Vec::new(),
            notice: None,
            started,
            updated,
            stored_at: None,
            remote: None,
            hints: 0,
        }
    }

    /// The steps played.
    pub fn steps(&self) -> &[G::Step] {
        G::steps(&self.game)
    }

    /// The number of steps shown: the cursor, or all of them.
    pub fn shown_step(&self) -> usize {
        let n = self.steps().len();
        self.cursor.unwrap_or(n).min(n)
    }

    /// Whether an earlier point is being looked at.
    pub fn viewing_history(&self) -> bool {
        self.shown_step() < self.steps().len()
    }

    /// Who sits in a seat (a seat the settings do not list is a person's).
    pub fn player(&self, seat: usize) -> Player {
        G::players(&self.settings)
            .get(seat)
            .copied()
            .unwrap_or(Player::Human)
    }

    /// Whether any seat is the computer's.
    pub fn has_computer(&self) -> bool {
        G::players(&self.settings)
            .iter()
            .any(|p| matches!(p, Player::Computer(_)))
    }

    /// Who plays the seat to act in the live game, while it goes on.
    pub fn live_player(&self) -> Option<Player> {
        G::to_act(&self.game, self.steps().len()).map(|s| self.player(s))
    }

    /// Who plays the seat to act on the board, while the game goes on there.
    pub fn shown_player(&self) -> Option<Player> {
        G::to_act(&self.game, self.shown_step()).map(|s| self.player(s))
    }

    /// Who played step `i` (0-based) of the history.
    pub fn player_of_step(&self, i: usize) -> Option<Player> {
        G::to_act(&self.game, i).map(|s| self.player(s))
    }

    /// Takes back the last step, keeping it for redo.
    pub fn take_back(&mut self) -> bool {
        match G::undo(&mut self.game) {
            Some(step) => {
                self.redo.push(step);
                true
            }
            None => false,
        }
    }

    /// Plays again the newest step taken back; one that no longer follows clears the list.
    pub fn play_again(&mut self) -> bool {
        let Some(step) = self.redo.pop() else {
            return false;
        };
        if G::play(&mut self.game, step).is_err() {
            self.redo.clear();
            return false;
        }
        true
    }

    /// This game cut at the point being looked at, as a new game under `id`; the original
    /// stays as it was.
    pub fn fork(&self, id: String, now: f64) -> History<G> {
        let at = self.shown_step();
        let game = G::cut(&self.game, at);
        let mut fork = History::from_game(id, self.settings.clone(), game, now, now);
        let word = G::STEP_WORD;
        fork.name = Some(match &self.name {
            Some(n) => format!("{n}, from {word} {at}"),
            None => format!("From {word} {at}"),
        });
        fork.next_request = self.next_request;
        // A game by link played on from an earlier point is a game by link of its own: its
        // next link invites the friends to it (the original goes on unchanged).
        // Its dice, keys and seals start afresh (`RemoteGame::played_on`).
        fork.remote = self
            .remote
            .as_ref()
            .map(|r| r.played_on(format!("{}~{}{at}", r.id, G::STEP_WORD), at));
        fork
    }

    /// After undo or redo: back to following the live game. A computer's request in flight
    /// is forgotten (its answer was for a position that is gone; the computer is asked again
    /// if it is to act).
    pub fn after_jump(&mut self, now: f64) {
        self.thinking = None;
        self.pending.clear();
        self.cursor = None;
        self.notice = None;
        self.updated = now;
    }

    /// What changes when the game must be saved again: its id, its length, its last change,
    /// its name.
    pub fn save_key(&self) -> (String, usize, u64, Option<String>) {
        (
            self.id.clone(),
            self.steps().len(),
            self.updated.to_bits(),
            self.name.clone(),
        )
    }
}
