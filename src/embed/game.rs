//! Which game an embed shows: the fragment's `game` parameter, naming one of the games the app
//! plays by its id, or with none the first game registered (Martian Chess, so every link
//! written before Sandships existed still works). Each game then reads the rest of the
//! fragment with its own reader and draws its own board.

use yew::Html;

use super::fragment;
use super::terms::EmbedError;

/// A game's id and name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameName {
    /// Its id, as `game=` names it.
    pub id: &'static str,
    /// Its name, as the frame and its messages say it.
    pub title: &'static str,
}

/// A game's embed board from a fragment, keyed (a new fragment is a new board), or the error
/// naming the bad parameter.
pub type BoardReader = fn(&str, String) -> Result<Html, EmbedError>;

/// A game as the embed sees it.
#[derive(Clone, Copy)]
pub struct EmbedEntry {
    /// Its id, as `game=` names it.
    pub id: &'static str,
    /// Its name, as the frame and its messages say it.
    pub title: &'static str,
    /// Its board; `None` in a build that holds another game's code only.
    pub board: Option<BoardReader>,
}

/// Entries are the same game when their ids are.
impl PartialEq for EmbedEntry {
    fn eq(&self, other: &EmbedEntry) -> bool {
        self.id == other.id
    }
}

/// The game a fragment asks for, among `games` (the first is the default). A fragment that
/// cannot be split into pairs is left to the default game's reader, which names the bad pair.
pub fn game_of<'a>(fragment: &str, games: &'a [EmbedEntry]) -> Result<&'a EmbedEntry, EmbedError> {
    let default = games.first().ok_or_else(|| EmbedError {
        field: "game".into(),
        message: "this page shows no game".into(),
    })?;
    let Ok(pairs) = fragment::pairs(fragment) else {
        return Ok(default);
    };
    match pairs
        .iter()
        .find(|p| p.name == "game")
        .map(|p| p.value.as_str())
    {
        None => Ok(default),
        Some(id) => games.iter().find(|g| g.id == id).ok_or_else(|| {
            let ids: Vec<&str> = games.iter().map(|g| g.id).collect();
            EmbedError {
                field: "game".into(),
                message: format!("`{id}`: write {}", ids.join(" or ")),
            }
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(_: &str, _: String) -> Result<Html, EmbedError> {
        Ok(Html::default())
    }

    const GAMES: [EmbedEntry; 2] = [
        EmbedEntry {
            id: "martian-chess",
            title: "Martian Chess",
            board: Some(board),
        },
        EmbedEntry {
            id: "sandships",
            title: "Sandships",
            board: None,
        },
    ];

    #[test]
    fn the_first_game_unless_another_is_asked_for() {
        let of = |f: &str| game_of(f, &GAMES).map(|g| g.id);
        assert_eq!(of("").unwrap(), "martian-chess");
        assert_eq!(of("#players=4").unwrap(), "martian-chess");
        assert_eq!(of("#game=martian-chess").unwrap(), "martian-chess");
        assert_eq!(of("#mode=view&game=sandships").unwrap(), "sandships");
        let err = of("#game=chess").unwrap_err();
        assert_eq!(err.field, "game");
        assert_eq!(err.message, "`chess`: write martian-chess or sandships");
    }
}
