//! Every game's history is saved, restored and listed the same way: its settings in the game's
//! own JSON shape, its record, the steps taken back for redo (their texts) and its times. A
//! save is never trusted: the record is replayed through the rules, redo steps that no longer
//! follow are dropped (the game is kept), and settings that disagree with the record refuse
//! the save in words.

use super::{History, Playable};
use crate::services::saved_game::{Persisted, SavedGame, Summary, FORMAT};

impl<G: Playable> Persisted for History<G> {
    const GAME: &'static str = G::ID;

    fn to_saved(&self) -> SavedGame {
        SavedGame {
            format: FORMAT,
            game: G::ID.to_string(),
            id: self.id.clone(),
            name: self.name.clone(),
            settings: serde_json::to_value(&self.settings).unwrap_or_default(),
            record: G::record(&self.game),
            redo: self.redo.iter().map(|s| s.to_string()).collect(),
            started: self.started,
            updated: self.updated,
            remote: self.remote.clone(),
            hints: self.hints,
        }
    }

    fn from_saved(saved: &SavedGame) -> Result<History<G>, String> {
        let settings = G::normalised(saved.settings_as::<G::Settings>()?);
        let game = G::from_record(&saved.record)?;
        if !G::agrees(&settings, &game) {
            return Err("its record and its settings disagree".into());
        }
        let mut state = History::<G>::from_game(
            saved.id.clone(),
            settings,
            game,
            saved.started,
            saved.updated,
        );
        state.name = saved.name.clone();
        // Redo steps must still follow the game; a stale list is dropped, the game kept.
        let mut probe = state.game.clone();
        let mut redo: Vec<G::Step> = Vec::new();
        for text in saved.redo.iter().rev() {
            match G::read_step(&probe, text) {
                Some(step) if G::play(&mut probe, step).is_ok() => redo.push(step),
                _ => {
                    redo.clear();
                    break;
                }
            }
        }
        redo.reverse();
        state.redo = redo;
        state.stored_at = Some(saved.updated);
        state.remote = saved.remote.clone();
        state.hints = saved.hints;
        Ok(state)
    }

    fn summary(&self) -> Summary {
        let mut line = G::summary(self);
        line.remote = self.remote_status();
        line
    }

    fn id(&self) -> &str {
        &self.id
    }

    fn updated(&self) -> f64 {
        self.updated
    }

    fn stored_at(&self) -> Option<f64> {
        self.stored_at
    }

    fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }
}
