//! Sandships's side of the saved-games interface: its save (settings and record with every
//! roll), its restoration through the rules (every action checked), and its line in the
//! saved-games list.

use sandships::{Action, City, Game, Seat};

use super::settings::SandSettings;
use super::state::SandPlay;
use crate::games::GameKind;
use crate::services::saved_game::{Persisted, SavedGame, Summary, FORMAT};

impl Persisted for SandPlay {
    const KIND: GameKind = GameKind::Sandships;

    fn to_saved(&self) -> SavedGame {
        SavedGame {
            format: FORMAT,
            game: GameKind::Sandships,
            id: self.id.clone(),
            name: self.name.clone(),
            settings: serde_json::to_value(&self.settings).unwrap_or_default(),
            record: self.game.record(),
            redo: self.redo.iter().map(|a| a.to_string()).collect(),
            started: self.started,
            updated: self.updated,
        }
    }

    fn from_saved(saved: &SavedGame) -> Result<SandPlay, String> {
        let settings = saved.settings_as::<SandSettings>()?.normalised();
        let game = Game::from_record(&saved.record).map_err(|e| e.to_string())?;
        let start = game.start();
        if start.players() != settings.players_count() || start.options() != settings.options() {
            return Err("its record and its settings disagree".into());
        }
        let mut state = SandPlay::from_game(
            saved.id.clone(),
            settings,
            game,
            saved.started,
            saved.updated,
        );
        state.name = saved.name.clone();
        // Redo actions must still follow the game; a stale list is dropped, the game kept.
        let mut probe = state.current().clone();
        let mut redo = Vec::new();
        for text in saved.redo.iter().rev() {
            match text.parse::<Action>() {
                Ok(a) if probe.play(a).is_ok() => redo.push(a),
                _ => {
                    redo.clear();
                    break;
                }
            }
        }
        redo.reverse();
        state.redo = redo;
        state.stored_at = Some(saved.updated);
        Ok(state)
    }

    fn summary(&self) -> Summary {
        let s = self.current();
        let players: Vec<String> = (0..s.players())
            .map(|i| self.settings.seat_name(Seat(i)))
            .collect();
        let held: Vec<String> = s
            .seats_in()
            .map(|seat| {
                let cities = City::ALL
                    .into_iter()
                    .filter(|c| s.controller(*c) == Some(seat))
                    .count();
                format!("{} {cities}", super::settings::SEAT_COLOURS[seat.index()])
            })
            .collect();
        let status = if s.winner().is_some() {
            self.result_words()
        } else {
            let doing = if s.needs_roll() { "roll" } else { "act" };
            format!("{} to {doing}", self.settings.seat_name(s.to_act()))
        };
        let turns = self.game.turns();
        Summary {
            id: self.id.clone(),
            game: GameKind::Sandships,
            title: self.name.clone().unwrap_or_else(|| {
                format!(
                    "{}-player Sandships",
                    ["Two", "Three", "Four"][s.players() as usize - 2]
                )
            }),
            players: players.join(" · "),
            standing: format!("cities held: {}", held.join(", ")),
            status,
            progress: format!("{turns} turn{}", if turns == 1 { "" } else { "s" }),
            updated: self.updated,
        }
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

impl SandPlay {
    /// The result in words, with the seats' names: "Blue (you) wins, controlling NE, SW and
    /// C", "Amber (computer 3) wins, the last seat in the game".
    pub fn result_words(&self) -> String {
        let s = self.current();
        match s.win() {
            Some(sandships::Win::Control(seat, cities)) => {
                let names: Vec<&str> = cities.iter().map(|c| c.name()).collect();
                let (last, rest) = names.split_last().unwrap_or((&"", &[]));
                format!(
                    "{} wins, controlling {} and {last}",
                    self.settings.seat_name(seat),
                    rest.join(", ")
                )
            }
            Some(sandships::Win::LastSeat(seat)) => format!(
                "{} wins, the last seat in the game",
                self.settings.seat_name(seat)
            ),
            None => String::new(),
        }
    }
}
