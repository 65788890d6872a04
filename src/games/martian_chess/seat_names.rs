//! What the app calls each seat. Two and four players keep the compass names of the square
//! boards (the engine's); a wedge board's zones lie at no compass point, so its seats are
//! named by their zone's colour (the engine's records say `Seat 0`..`Seat 5`; the app speaks of
//! "Amber's zone"), and each colour also has its shape (see `board::seat_mark`).

use martian_engine::{Outcome, Seat};

/// The wedge seats' names, by seat: the Okabe–Ito colours of their zones (styles/board.css),
/// named as Sandships names its seats' colours.
const COLOURS: [&str; 6] = ["Blue", "Amber", "Green", "Rose", "Yellow", "Red"];

/// A seat's name in a game of `seats` seats.
pub fn seat_name(seats: u8, seat: Seat) -> &'static str {
    match seats {
        3 | 5 | 6 => COLOURS[seat.index() % 6],
        _ => seat.name(seats),
    }
}

/// The end of a game in a few words ("Amber wins 15-16-14, empty zone"): the engine's words,
/// with a wedge board's seats called by the app's names.
pub fn describe(outcome: &Outcome, seats: u8) -> String {
    let mut text = outcome.describe();
    if matches!(seats, 3 | 5 | 6) {
        for s in 0..seats {
            text = text.replace(Seat(s).name(seats), seat_name(seats, Seat(s)));
        }
    }
    text
}

/// The teams of a team game, in words, with their members' names: "Blue + Rose", ...
pub fn teams(seats: u8) -> Vec<(Vec<Seat>, String)> {
    let teams = if seats == 6 { 3 } else { 2 };
    (0..teams)
        .map(|t| {
            let members: Vec<Seat> = (0..seats)
                .map(Seat)
                .filter(|s| s.team_in(seats) == t)
                .collect();
            let names: Vec<&str> = members.iter().map(|s| seat_name(seats, *s)).collect();
            (members, names.join(" + "))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_boards_keep_their_compass_names() {
        assert_eq!(seat_name(2, Seat(1)), "North");
        assert_eq!(seat_name(4, Seat(3)), "South-East");
        assert_eq!(seat_name(3, Seat(1)), "Amber");
        assert_eq!(seat_name(6, Seat(5)), "Red");
    }

    #[test]
    fn a_wedge_result_names_seats_by_colour() {
        let game = martian_engine::Game::from_record(
            "[Setup \"q3/4/4/4|4/4/4/p3|4/4/4/3p 0 - - 0,0,0\"]\n1. 0a4x1a1",
        )
        .unwrap();
        let outcome = game.outcome().unwrap();
        let words = describe(&outcome, 3);
        assert!(words.starts_with("Blue wins"), "{words}");
        assert!(!words.contains("Seat"), "{words}");
    }

    #[test]
    fn six_seats_team_up_across_the_centre() {
        let t = teams(6);
        assert_eq!(t.len(), 3);
        assert_eq!(t[0], (vec![Seat(0), Seat(3)], "Blue + Rose".to_string()));
        assert_eq!(t[2].1, "Green + Red");
        assert_eq!(teams(4)[0].1, "South-West + North-East");
    }
}
