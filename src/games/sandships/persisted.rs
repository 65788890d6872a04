//! Sandships's line in the saved-games list and its result in words. Its save and
//! restoration (settings, record with every roll, redo, every action checked through the
//! rules) are the shared history's (`crate::history`).

use sandships::{City, Seat};

use super::settings::SEAT_COLOURS;
use super::state::SandPlay;
use crate::history::Playable;
use crate::services::saved_game::Summary;

/// Its line in the saved-games list: who plays, the cities each seat holds, whose turn or
/// the result.
pub(super) fn summary(state: &SandPlay) -> Summary {
    let s = state.current();
    let players: Vec<String> = (0..s.players())
        .map(|i| state.settings.seat_name(Seat(i)))
        .collect();
    let held: Vec<String> = s
        .seats_in()
        .map(|seat| {
            let cities = City::ALL
                .into_iter()
                .filter(|c| s.controller(*c) == Some(seat))
                .count();
            format!("{} {cities}", SEAT_COLOURS[seat.index()])
        })
        .collect();
    let status = if s.winner().is_some() {
        state.result_words()
    } else {
        let doing = if s.needs_roll() { "roll" } else { "act" };
        format!("{} to {doing}", state.settings.seat_name(s.to_act()))
    };
    let turns = state.game.turns();
    Summary {
        id: state.id.clone(),
        game: super::Sandships::ID,
        game_title: super::Sandships::TITLE,
        title: state.name.clone().unwrap_or_else(|| {
            format!(
                "{}-player Sandships",
                ["Two", "Three", "Four"][s.players() as usize - 2]
            )
        }),
        players: players.join(" · "),
        standing: format!("cities held: {}", held.join(", ")),
        status,
        progress: format!("{turns} turn{}", if turns == 1 { "" } else { "s" }),
        updated: state.updated,
        remote: None,
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
