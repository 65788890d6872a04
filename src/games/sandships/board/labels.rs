//! The words the board says: every city, port, ship, spire piece and pool piece has a name a
//! screen reader can read and a test can check, and the testing contract's short codes (`0m`,
//! `xl`). Seats are named by their colour, which is what players see on the board.

use super::model::{BoardData, Mark, SeatView, Spot};
use crate::widgets::short_sort;

/// The owner number of dead pieces.
pub const DEAD: u8 = 4;

/// A seat's colour name; `dead` for dead pieces.
pub fn colour_name(owner: u8) -> &'static str {
    match owner {
        0 => "Blue",
        1 => "Amber",
        2 => "Green",
        3 => "Rose",
        _ => "dead",
    }
}

/// A size's word.
pub fn size_name(size: u8) -> &'static str {
    match size {
        1 => "small",
        2 => "medium",
        _ => "large",
    }
}

/// A size's letter, as in the state text.
pub fn size_letter(size: u8) -> char {
    match size {
        1 => 's',
        2 => 'm',
        _ => 'l',
    }
}

/// An owner's character, as in the state text: a seat digit, `x` for dead.
pub fn owner_char(owner: u8) -> char {
    if owner < DEAD {
        char::from(b'0' + owner)
    } else {
        'x'
    }
}

/// The testing contract's code of a piece: owner character and size letter (`0m`, `xl`).
pub fn piece_code(owner: u8, size: u8) -> String {
    format!("{}{}", owner_char(owner), size_letter(size))
}

/// A city's name, from the layout.
pub fn city_name(data: &BoardData, city: u8) -> String {
    data.layout
        .cities
        .get(city as usize)
        .map(|c| c.name.clone())
        .unwrap_or_default()
}

/// A port's name, from the layout.
pub fn port_name(data: &BoardData, port: u8) -> String {
    data.layout
        .ports
        .get(port as usize)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// Whose a spire is, for a sentence: "Blue's spire", "dead spire".
fn spire_name(owner: u8) -> String {
    if owner < DEAD {
        format!("{}'s spire", colour_name(owner))
    } else {
        "dead spire".to_string()
    }
}

/// "NW, Amber's home, controlled by Amber; Amber's spire: large, small; dead spire: medium".
pub fn city_label(data: &BoardData, city: u8) -> String {
    let mut label = city_name(data, city);
    for seat in data.seats.iter().filter(|s| s.home == city) {
        label.push_str(&format!(", {}'s home", colour_name(seat.seat)));
    }
    match data.controllers.get(city as usize).copied().flatten() {
        Some(seat) => label.push_str(&format!(", controlled by {}", colour_name(seat))),
        None => label.push_str(", controlled by nobody"),
    }
    let mut spires: Vec<_> = data.spires.iter().filter(|s| s.city == city).collect();
    short_sort::sort_by(&mut spires, |a, b| a.owner < b.owner);
    if spires.is_empty() {
        label.push_str("; no spires");
    }
    for spire in spires {
        let sizes: Vec<&str> = spire.pieces.iter().map(|&s| size_name(s)).collect();
        label.push_str(&format!(
            "; {}: {}",
            spire_name(spire.owner),
            sizes.join(", ")
        ));
    }
    label
}

/// "port NE1, Blue's medium ship" or "port NE1, empty".
pub fn port_label(data: &BoardData, port: u8) -> String {
    let name = port_name(data, port);
    match data.ships.iter().find(|s| s.port == port) {
        Some(ship) => format!(
            "port {name}, {}'s {} ship",
            colour_name(ship.seat),
            size_name(ship.size)
        ),
        None => format!("port {name}, empty"),
    }
}

/// "Blue's large piece in SW's spire", "dead medium piece in C's dead spire".
pub fn piece_label(data: &BoardData, city: u8, owner: u8, size: u8) -> String {
    let city = city_name(data, city);
    if owner < DEAD {
        format!(
            "{}'s {} piece in {city}'s spire",
            colour_name(owner),
            size_name(size)
        )
    } else {
        format!("dead {} piece in {city}'s dead spire", size_name(size))
    }
}

/// "Blue's pool: 2 large pieces".
pub fn pool_label(seat: &SeatView, size: u8) -> String {
    let count = seat.pool.get(size as usize - 1).copied().unwrap_or(0);
    let plural = if count == 1 { "" } else { "s" };
    format!(
        "{}'s pool: {count} {} piece{plural}",
        colour_name(seat.seat),
        size_name(size)
    )
}

/// What putting the held piece on a target does, as the end of that target's name.
pub fn mark_phrase(mark: Mark) -> &'static str {
    match mark {
        Mark::Move => "move here",
        Mark::Bump => "bump the ship here",
        Mark::Land => "land here",
        Mark::Launch => "launch here",
        Mark::Build => "build here",
        Mark::Unfurl => "unfurl this ship",
        Mark::BumpTo => "send the bumped ship here",
        Mark::Zap => "zap it",
    }
}

/// The name of any spot, without what can be done with it.
pub fn spot_label(data: &BoardData, spot: Spot) -> String {
    match spot {
        Spot::City(c) => city_label(data, c),
        Spot::Port(p) => port_label(data, p),
        Spot::Piece { city, owner, size } => piece_label(data, city, owner, size),
        Spot::Pool { seat, size } => data
            .seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| pool_label(s, size))
            .unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sandships::board::model::{ShipView, SpireView};
    use crate::games::sandships::layout::layout;

    fn data() -> BoardData {
        BoardData {
            layout: layout(),
            spires: vec![
                SpireView {
                    city: 1,
                    owner: 1,
                    pieces: vec![3, 1],
                },
                SpireView {
                    city: 1,
                    owner: 4,
                    pieces: vec![2],
                },
            ],
            ships: vec![ShipView {
                key: 7,
                port: 2,
                seat: 0,
                size: 2,
            }],
            seats: vec![
                SeatView {
                    seat: 0,
                    name: "Blue (you)".into(),
                    pool: [2, 1, 0],
                    out: false,
                    home: 3,
                },
                SeatView {
                    seat: 1,
                    name: "Amber".into(),
                    pool: [0, 0, 1],
                    out: false,
                    home: 1,
                },
            ],
            controllers: [None, Some(1), None, None, None],
            to_act: Some(0),
            winner: None,
            last: Vec::new(),
            hints: Vec::new(),
        }
    }

    #[test]
    fn cities_say_home_control_and_spires() {
        let d = data();
        assert_eq!(
            city_label(&d, 1),
            "NE, Amber's home, controlled by Amber; Amber's spire: large, small; dead spire: medium"
        );
        assert_eq!(city_label(&d, 4), "C, controlled by nobody; no spires");
        assert_eq!(
            city_label(&d, 3),
            "SW, Blue's home, controlled by nobody; no spires"
        );
    }

    #[test]
    fn ports_pieces_and_pools_are_named() {
        let d = data();
        assert_eq!(port_label(&d, 2), "port NE1, Blue's medium ship");
        assert_eq!(port_label(&d, 3), "port NE2, empty");
        assert_eq!(piece_label(&d, 3, 0, 3), "Blue's large piece in SW's spire");
        assert_eq!(
            piece_label(&d, 4, DEAD, 1),
            "dead small piece in C's dead spire"
        );
        assert_eq!(pool_label(&d.seats[0], 1), "Blue's pool: 2 small pieces");
        assert_eq!(pool_label(&d.seats[1], 3), "Amber's pool: 1 large piece");
        assert_eq!(
            spot_label(&d, Spot::Pool { seat: 0, size: 2 }),
            "Blue's pool: 1 medium piece"
        );
    }

    #[test]
    fn codes_follow_the_state_text() {
        assert_eq!(piece_code(0, 2), "0m");
        assert_eq!(piece_code(3, 1), "3s");
        assert_eq!(piece_code(DEAD, 3), "xl");
    }
}
