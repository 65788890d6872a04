//! How a finished game was won, in words for the command line, records and the app.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::board::City;
use crate::piece::Seat;
use crate::state::State;

/// How a seat won.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Win {
    /// It controls three or more cities (these, in state-text order).
    Control(Seat, Vec<City>),
    /// Every other seat is out of the game.
    LastSeat(Seat),
}

impl State {
    /// How the game was won, once it is over.
    pub fn win(&self) -> Option<Win> {
        let seat = self.winner()?;
        let cities: Vec<City> = City::ALL
            .into_iter()
            .filter(|c| self.controller(*c) == Some(seat))
            .collect();
        Some(if cities.len() >= 3 {
            Win::Control(seat, cities)
        } else {
            Win::LastSeat(seat)
        })
    }

    /// The result in words: `seat 0 wins, controlling NE, SW and C`, `seat 1 wins, the last
    /// seat in the game`, or `the game goes on`.
    pub fn result_text(&self) -> String {
        match self.win() {
            Some(Win::Control(seat, cities)) => {
                let names: Vec<&str> = cities.iter().map(|c| c.name()).collect();
                let (last, rest) = names.split_last().expect("three or more cities");
                format!(
                    "seat {seat} wins, controlling {} and {last}",
                    rest.join(", ")
                )
            }
            Some(Win::LastSeat(seat)) => format!("seat {seat} wins, the last seat in the game"),
            None => "the game goes on".into(),
        }
    }
}
