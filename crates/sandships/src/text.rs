//! The state text (SANDSHIPS.md, "State text"):
//! `<spires> <ships> <pools> <turn> <dice> <result>`.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use looney_pyramids::Size;

use crate::board::{City, PORTS};
use crate::dice::{Dice, Face};
use crate::error::{StateError, StateField};
use crate::piece::{Owner, Seat, DEAD};
use crate::setup::{Options, Setup, Ship};
use crate::state::State;
use crate::BOARD;

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.s;
        let cities: Vec<String> = City::ALL
            .into_iter()
            .map(|city| {
                let spires: Vec<String> = (0..5)
                    .filter(|&o| s.spires[city.index()][o] != [0; 3])
                    .map(|o| {
                        let mut t = String::new();
                        t.push(Owner::from_index(o).char());
                        push_pieces(&mut t, s.spires[city.index()][o]);
                        t
                    })
                    .collect();
                if spires.is_empty() {
                    "-".to_string()
                } else {
                    spires.join(",")
                }
            })
            .collect();
        let ships: Vec<String> = (0..PORTS)
            .filter_map(|p| {
                s.ships[p].map(|ship| {
                    format!(
                        "{}:{}{}",
                        BOARD.port_name(crate::Port(p as u8)),
                        ship.seat,
                        ship.size.letter()
                    )
                })
            })
            .collect();
        let pools: Vec<String> = (0..s.players as usize)
            .map(|seat| {
                if s.out[seat] {
                    "out".to_string()
                } else if s.pools[seat] == [0; 3] {
                    "-".to_string()
                } else {
                    let mut t = String::new();
                    push_pieces(&mut t, s.pools[seat]);
                    t
                }
            })
            .collect();
        write!(
            f,
            "{} {} {} {} ",
            cities.join("/"),
            if ships.is_empty() {
                "-".to_string()
            } else {
                ships.join(",")
            },
            pools.join("/"),
            s.turn
        )?;
        match s.dice {
            Some(d) => write!(f, "{d} ")?,
            None => f.write_str("- ")?,
        }
        match s.winner {
            Some(w) => write!(f, "w{w}"),
            None => f.write_str("-"),
        }
    }
}

/// Pieces largest first: `llmss`.
fn push_pieces(t: &mut String, counts: [u8; 3]) {
    for size in [Size::Large, Size::Medium, Size::Small] {
        for _ in 0..counts[size.index()] {
            t.push(size.letter());
        }
    }
}

/// Reads pieces written largest first; `None` if unsorted or not pieces.
fn read_pieces(text: &str) -> Option<[u8; 3]> {
    let mut counts = [0u8; 3];
    let mut last = 4;
    for c in text.chars() {
        let size = Size::from_letter(c)?;
        if size.pips() > last {
            return None;
        }
        last = size.pips();
        counts[size.index()] = counts[size.index()].checked_add(1)?;
        if counts[size.index()] > crate::state::MAX_DEAD {
            return None;
        }
    }
    Some(counts)
}

impl State {
    /// Reads a state text under the given options (the text does not carry them). Every
    /// failure names its field; a readable text that is not a legal state also hands back its
    /// setup.
    pub fn from_text(text: &str, options: Options) -> Result<State, StateError> {
        let bad = |field: StateField, found: &str, reason: &str| StateError {
            field,
            found: found.to_string(),
            reason: reason.to_string(),
            setup: None,
        };
        let fields: Vec<&str> = text.trim().split(' ').collect();
        if fields.len() != 6 || fields.iter().any(|f| f.is_empty()) {
            return Err(bad(
                StateField::Line,
                text,
                "six fields separated by single spaces: spires ships pools turn dice result",
            ));
        }
        let pools_text: Vec<&str> = fields[2].split('/').collect();
        let players = pools_text.len();
        if !(2..=4).contains(&players) {
            return Err(bad(
                StateField::Pools,
                fields[2],
                "one pool per seat, 2 to 4, separated by `/`",
            ));
        }
        let mut setup = Setup::start(players as u8);
        setup.spires = [[[0; 3]; 5]; 5];
        // Spires.
        let cities: Vec<&str> = fields[0].split('/').collect();
        if cities.len() != 5 {
            return Err(bad(
                StateField::Spires,
                fields[0],
                "five cities NW/NE/SE/SW/C separated by `/`",
            ));
        }
        for (city, text) in City::ALL.into_iter().zip(cities) {
            if text == "-" {
                continue;
            }
            let mut last: Option<usize> = None;
            for spire in text.split(',') {
                let mut chars = spire.chars();
                let owner = match chars.next() {
                    Some('x') => DEAD,
                    Some(c @ '0'..='3') if ((c as u8 - b'0') as usize) < players => {
                        (c as u8 - b'0') as usize
                    }
                    _ => {
                        return Err(bad(
                            StateField::Spires,
                            spire,
                            "a spire starts with its owner: a seat of the game or x (dead)",
                        ))
                    }
                };
                if last.is_some_and(|l| l >= owner) {
                    return Err(bad(
                        StateField::Spires,
                        text,
                        "a city's spires in seat order, the dead spire last, one per owner",
                    ));
                }
                last = Some(owner);
                let counts = read_pieces(chars.as_str())
                    .filter(|c| *c != [0; 3])
                    .ok_or_else(|| {
                        bad(
                            StateField::Spires,
                            spire,
                            "a spire's pieces bottom to top, larger below: l, m, s (as 0lms)",
                        )
                    })?;
                setup.spires[city.index()][owner] = counts;
            }
        }
        // Ships.
        setup.ships = [None; PORTS];
        if fields[1] != "-" {
            let mut last: Option<usize> = None;
            for ship in fields[1].split(',') {
                let (port, piece) = ship.split_once(':').ok_or_else(|| {
                    bad(
                        StateField::Ships,
                        ship,
                        "a ship is <port>:<seat><size>, as NE1:0m",
                    )
                })?;
                let port = BOARD
                    .port(port)
                    .ok_or_else(|| bad(StateField::Ships, ship, "no such port"))?;
                if last.is_some_and(|l| l >= port.index()) {
                    return Err(bad(
                        StateField::Ships,
                        fields[1],
                        "ships in the fixed port order, one per port",
                    ));
                }
                last = Some(port.index());
                let mut chars = piece.chars();
                let (seat, size) = match (
                    chars.next(),
                    chars.next().and_then(Size::from_letter),
                    chars.next(),
                ) {
                    (Some(c @ '0'..='3'), Some(size), None)
                        if ((c as u8 - b'0') as usize) < players =>
                    {
                        (Seat(c as u8 - b'0'), size)
                    }
                    _ => {
                        return Err(bad(
                            StateField::Ships,
                            ship,
                            "a ship is <port>:<seat><size>, a seat of the game and s, m or l",
                        ))
                    }
                };
                setup.ships[port.index()] = Some(Ship { seat, size });
            }
        }
        // Pools.
        for (seat, text) in pools_text.into_iter().enumerate() {
            match text {
                "out" => {
                    setup.out[seat] = true;
                    setup.pools[seat] = [0; 3];
                }
                "-" => setup.pools[seat] = [0; 3],
                _ => {
                    setup.pools[seat] =
                        read_pieces(text).filter(|c| *c != [0; 3]).ok_or_else(|| {
                            bad(
                            StateField::Pools,
                            text,
                            "a pool is its pieces largest first (llmmss), `-` when empty, or `out`",
                        )
                        })?;
                }
            }
        }
        // Turn.
        setup.turn = match fields[3].as_bytes() {
            [c @ b'0'..=b'3'] if ((c - b'0') as usize) < players => Seat(c - b'0'),
            _ => {
                return Err(bad(
                    StateField::Turn,
                    fields[3],
                    "the seat to act, a digit of a seat of the game",
                ))
            }
        };
        // Dice.
        setup.dice = if fields[4] == "-" {
            None
        } else {
            let mut dice = Dice::default();
            let mut last = 0;
            for c in fields[4].chars() {
                let face = Face::from_letter(c).ok_or_else(|| {
                    bad(
                        StateField::Dice,
                        fields[4],
                        "dice are faces from T B U M Z W, or `-`",
                    )
                })?;
                if (face as usize) < last {
                    return Err(bad(
                        StateField::Dice,
                        fields[4],
                        "dice are written in the order T B U M Z W",
                    ));
                }
                last = face as usize;
                dice.0[face as usize] += 1;
                if dice.len() > 4 {
                    return Err(bad(StateField::Dice, fields[4], "at most four dice"));
                }
            }
            Some(dice)
        };
        // Result.
        setup.winner = match fields[5].as_bytes() {
            b"-" => None,
            [b'w', c @ b'0'..=b'3'] if ((c - b'0') as usize) < players => Some(Seat(c - b'0')),
            _ => {
                return Err(bad(
                    StateField::Result,
                    fields[5],
                    "`-`, or w and the winning seat (w0)",
                ))
            }
        };
        State::from_setup(setup, options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn starts_are_written_as_the_rules_say() {
        let o = Options::default();
        assert_eq!(
            State::start(2, o).to_string(),
            "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -"
        );
        assert_eq!(
            State::start(3, o).to_string(),
            "xlms/2lms/xlms/0lms/1lms - llmmss/llmmss/llmmss 0 - -"
        );
        assert_eq!(
            State::start(4, o).to_string(),
            "1lms/2lms/3lms/0lms/xlms - llmmss/llmmss/llmmss/llmmss 0 - -"
        );
    }
}
