//! A game record of any game the app plays, read and checked by its game's rules: what import
//! and share links open. The record says which game it is (see [`GameKind::of_record`]).

use std::rc::Rc;

use martian_engine::Seat as MartianSeat;

use crate::games::GameKind;
use crate::sandships::settings::SEAT_COLOURS;

/// A checked game from a record.
#[derive(Clone, PartialEq, Debug)]
pub enum AnyRecord {
    /// A Martian Chess game.
    Martian(Rc<martian_engine::Game>),
    /// A Sandships game.
    Sandships(Rc<sandships::Game>),
}

impl AnyRecord {
    /// Reads a record: which game, then every move or action through that game's rules. The
    /// first bad one is named; nothing is opened.
    pub fn parse(text: &str) -> Result<AnyRecord, String> {
        Ok(match GameKind::of_record(text)? {
            GameKind::MartianChess => {
                let game = martian_engine::Game::from_record(text).map_err(|e| e.to_string())?;
                if game.start().is_wedge() {
                    // The engine reads the wedge boards; the app cannot show them yet.
                    return Err("boards for 3, 5 and 6 players are not in the app yet".into());
                }
                AnyRecord::Martian(Rc::new(game))
            }
            GameKind::Sandships => AnyRecord::Sandships(Rc::new(
                sandships::Game::from_record(text).map_err(|e| e.to_string())?,
            )),
        })
    }

    /// Which game.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyRecord::Martian(_) => GameKind::MartianChess,
            AnyRecord::Sandships(_) => GameKind::Sandships,
        }
    }

    /// A tag of the record, if it has a non-empty one.
    pub fn tag(&self, name: &str) -> Option<String> {
        let tags = match self {
            AnyRecord::Martian(g) => g.tags(),
            AnyRecord::Sandships(g) => &g.tags,
        };
        tags.iter()
            .find(|t| t.name == name)
            .map(|t| t.value.trim().to_string())
            .filter(|v| !v.is_empty())
    }

    /// Each seat's name, with the record's own name for it when it gives one (`Seat0`...).
    pub fn seat_names(&self) -> Vec<String> {
        let base: Vec<String> = match self {
            AnyRecord::Martian(g) => {
                let seats = g.start().seats();
                (0..seats)
                    .map(|s| MartianSeat(s).name(seats).to_string())
                    .collect()
            }
            AnyRecord::Sandships(g) => (0..g.start().players() as usize)
                .map(|s| SEAT_COLOURS[s].to_string())
                .collect(),
        };
        base.into_iter()
            .enumerate()
            .map(|(i, name)| match self.tag(&format!("Seat{i}")) {
                Some(n) => format!("{name} ({n})"),
                None => name,
            })
            .collect()
    }

    /// How far the game went, in a sentence.
    pub fn status(&self) -> String {
        match self {
            AnyRecord::Martian(g) => {
                let moves = g.moves().len();
                let now = match g.outcome() {
                    Some(o) => format!("Finished: {}.", o.describe()),
                    None => format!("{} to move.", g.current().seat_name(g.current().turn())),
                };
                format!("{} players, {moves} moves played. {now}", g.start().seats())
            }
            AnyRecord::Sandships(g) => {
                let s = g.current();
                let now = match s.winner() {
                    Some(_) => format!("Finished: {}.", s.result_text()),
                    None => format!("{} to play.", SEAT_COLOURS[s.to_act().index()]),
                };
                format!(
                    "Sandships, {} players, {} turns played. {now}",
                    s.players(),
                    g.turns()
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_open_as_their_game_with_named_seats() {
        let m = AnyRecord::parse("[Seat1 \"Ann\"]\n\n1. d3-d5").unwrap();
        assert_eq!(m.kind(), GameKind::MartianChess);
        assert_eq!(m.seat_names(), vec!["South", "North (Ann)"]);
        let s =
            AnyRecord::parse("[Game \"sandships\"]\n[Players \"3\"]\n\n1. roll TTB B:b").unwrap();
        assert_eq!(s.kind(), GameKind::Sandships);
        assert_eq!(s.seat_names(), vec!["Blue", "Amber", "Green"]);
        assert!(s.status().contains("3 players, 1 turns"), "{}", s.status());
        let bad = AnyRecord::parse("[Game \"sandships\"]\n\n1. roll TTB Z:C.xl").unwrap_err();
        assert!(bad.contains("turn 1"), "{bad}");
        let wedge = AnyRecord::parse("[Players \"3\"]\n\n1. 0c1-2a4").unwrap_err();
        assert!(wedge.contains("not in the app yet"), "{wedge}");
    }
}
