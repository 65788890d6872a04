//! Which game an embed shows: the fragment's `game` parameter, `martian-chess` (the default,
//! so every link written before Sandships existed still works) or `sandships`. Each game then
//! reads the rest of the fragment with its own reader.

use super::fragment;
use super::terms::EmbedError;

/// The game of an embed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EmbedGame {
    /// Martian Chess (`game=martian-chess`, or no `game`).
    MartianChess,
    /// Sandships (`game=sandships`).
    Sandships,
}

impl EmbedGame {
    /// The value of `game` that names it.
    pub fn name(self) -> &'static str {
        match self {
            EmbedGame::MartianChess => "martian-chess",
            EmbedGame::Sandships => "sandships",
        }
    }

    /// Its title, as the frame and its messages say it.
    pub fn title(self) -> &'static str {
        match self {
            EmbedGame::MartianChess => "Martian Chess",
            EmbedGame::Sandships => "Sandships",
        }
    }
}

/// The game a fragment asks for. A fragment that cannot be split into pairs is left to the
/// game's own reader, which names the bad pair.
pub fn game_of(fragment: &str) -> Result<EmbedGame, EmbedError> {
    let Ok(pairs) = fragment::pairs(fragment) else {
        return Ok(EmbedGame::MartianChess);
    };
    match pairs
        .iter()
        .find(|p| p.name == "game")
        .map(|p| p.value.as_str())
    {
        None | Some("martian-chess") => Ok(EmbedGame::MartianChess),
        Some("sandships") => Ok(EmbedGame::Sandships),
        Some(other) => Err(EmbedError {
            field: "game".into(),
            message: format!("`{other}`: write martian-chess or sandships"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn martian_chess_unless_sandships_is_asked_for() {
        assert_eq!(game_of("").unwrap(), EmbedGame::MartianChess);
        assert_eq!(game_of("#players=4").unwrap(), EmbedGame::MartianChess);
        assert_eq!(
            game_of("#game=martian-chess").unwrap(),
            EmbedGame::MartianChess
        );
        assert_eq!(
            game_of("#mode=view&game=sandships").unwrap(),
            EmbedGame::Sandships
        );
        assert_eq!(game_of("#game=chess").unwrap_err().field, "game");
    }
}
