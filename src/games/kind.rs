//! The games this app plays, and how the game-agnostic parts tell them apart: a saved game
//! names its game, and a record says which game it is by its `[Game "..."]` tag (Sandships
//! records always carry it; a Martian Chess record may not, since the first release wrote
//! none). A third Looney Pyramids game would be a new variant here and a folder of its own.

use looney_pyramids::{split_tags, Token, Tokens};
use serde::{Deserialize, Serialize};

/// A game the app plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// Martian Chess (the first visit's game).
    #[default]
    MartianChess,
    /// Sandships.
    Sandships,
}

impl GameKind {
    /// Every game, in the order the chooser lists them.
    pub const ALL: [GameKind; 2] = [GameKind::MartianChess, GameKind::Sandships];

    /// Its name.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::MartianChess => "Martian Chess",
            GameKind::Sandships => "Sandships",
        }
    }

    /// Its id in saves and file names.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::MartianChess => "martian-chess",
            GameKind::Sandships => "sandships",
        }
    }

    /// Which game a record is: its `Game` tag, or (with none) a first action that is a roll,
    /// which only Sandships has. A record of another game is refused in words.
    pub fn of_record(text: &str) -> Result<GameKind, String> {
        let Ok((tags, rest)) = split_tags(text) else {
            // The game's own reader will name the bad tag line.
            return Ok(GameKind::MartianChess);
        };
        if let Some(tag) = tags.iter().find(|t| t.name == "Game") {
            return match tag.value.trim() {
                "sandships" | "Sandships" => Ok(GameKind::Sandships),
                "martian-chess" | "Martian Chess" => Ok(GameKind::MartianChess),
                other => Err(format!(
                    "this is a record of “{other}”, which this app does not play (it plays Martian Chess and Sandships)"
                )),
            };
        }
        let first_word = Tokens::new(rest).find_map(|t| match t {
            Ok(Token::Word(w)) => Some(w),
            _ => None,
        });
        Ok(if first_word == Some("roll") {
            GameKind::Sandships
        } else {
            GameKind::MartianChess
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_say_their_game() {
        let of = |t: &str| GameKind::of_record(t);
        assert_eq!(
            of("[Players \"2\"]\n\n1. d3-d5"),
            Ok(GameKind::MartianChess)
        );
        assert_eq!(of(""), Ok(GameKind::MartianChess));
        assert_eq!(
            of("[Game \"sandships\"]\n[Players \"3\"]\n\n1. roll TTB"),
            Ok(GameKind::Sandships)
        );
        assert_eq!(of("1. roll TTB B:b"), Ok(GameKind::Sandships));
        assert!(of("[Game \"chess\"]\n1. e4")
            .unwrap_err()
            .contains("“chess”"));
        let json = serde_json::to_string(&GameKind::Sandships).unwrap();
        assert_eq!(json, "\"sandships\"");
    }
}
