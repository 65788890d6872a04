//! Learn's address: Learn is a page of its own (`learn.html`, its own wasm, loaded only when a
//! player opens it), reached by plain links from the app, `./learn.html#game=<id>&lesson=<id>`,
//! relative so that a copy served from a subfolder works. The fragment is untrusted input: it is
//! read leniently (an unknown key is ignored, a missing value is `None`) and the page falls back
//! on what it knows for a game or lesson it does not have.
//!
//! Ids are plain words (`martian-chess`, `double-whammy`) from the registry and the lesson files,
//! so the links need no escaping; a fragment with an escaped id names no lesson and falls back.

/// The app's page, relative to Learn's (the two are served side by side).
pub const GAME_PAGE: &str = "./";

/// The link to `game`'s course at `lesson` (`None`: where the reader left off).
pub fn href(game: &str, lesson: Option<&str>) -> String {
    format!("./learn.html{}", fragment(game, lesson))
}

/// The fragment of Learn's page that opens `game`'s course at `lesson`.
pub fn fragment(game: &str, lesson: Option<&str>) -> String {
    match lesson.filter(|l| !l.is_empty()) {
        Some(lesson) => format!("#game={game}&lesson={lesson}"),
        None => format!("#game={game}"),
    }
}

/// The link to `game`'s puzzle trainer, at puzzle `id` (`None`: the trainer's next puzzle).
pub fn puzzles_href(game: &str, id: Option<&str>) -> String {
    format!("./learn.html{}", puzzles_fragment(game, id))
}

/// The fragment of Learn's page that opens `game`'s puzzle trainer at puzzle `id`.
pub fn puzzles_fragment(game: &str, id: Option<&str>) -> String {
    match id.filter(|l| !l.is_empty()) {
        Some(id) => format!("#game={game}&puzzles={id}"),
        None => format!("#game={game}&puzzles"),
    }
}

/// What a fragment asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Asked {
    /// The course's game, as written.
    pub game: Option<String>,
    /// The lesson, as written.
    pub lesson: Option<String>,
    /// Whether the puzzle trainer is asked for (`puzzles`, with or without a puzzle).
    pub puzzles: bool,
    /// The puzzle, as written.
    pub puzzle: Option<String>,
}

/// Reads a fragment (with or without its `#`); the last value of a key repeated wins.
pub fn parse(fragment: &str) -> Asked {
    let mut asked = Asked::default();
    for pair in fragment.trim_start_matches('#').split('&') {
        if pair == "puzzles" {
            asked.puzzles = true;
            continue;
        }
        let Some((key, value)) = pair.split_once('=') else {
            continue;
        };
        let value = (!value.is_empty()).then(|| value.to_string());
        match key {
            "game" => asked.game = value,
            "lesson" => asked.lesson = value,
            "puzzles" => {
                asked.puzzles = true;
                asked.puzzle = value;
            }
            _ => {}
        }
    }
    asked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_reads_back_as_what_it_asks() {
        let asked = parse(&fragment("sandships", Some("bump")));
        assert_eq!(asked.game.as_deref(), Some("sandships"));
        assert_eq!(asked.lesson.as_deref(), Some("bump"));
        assert_eq!(
            href("martian-chess", None),
            "./learn.html#game=martian-chess"
        );
        assert_eq!(
            href("martian-chess", Some("")),
            "./learn.html#game=martian-chess"
        );
        assert_eq!(parse(&fragment("martian-chess", None)).lesson, None);
        let trainer = parse(&puzzles_fragment("martian-chess", Some("2d229e17ba")));
        assert!(trainer.puzzles && trainer.puzzle.as_deref() == Some("2d229e17ba"));
        let trainer = parse(&puzzles_fragment("martian-chess", None));
        assert!(trainer.puzzles && trainer.puzzle.is_none());
        assert_eq!(
            puzzles_href("martian-chess", None),
            "./learn.html#game=martian-chess&puzzles"
        );
        assert!(!parse("#game=martian-chess").puzzles);
    }

    #[test]
    fn a_fragment_of_any_shape_is_read_without_complaint() {
        for junk in [
            "",
            "#",
            "#&&",
            "#game",
            "#=x",
            "#game=&lesson=",
            "#%zz=%%",
            "#lesson=a=b",
        ] {
            let asked = parse(junk);
            assert_eq!(asked.game, None, "{junk}");
        }
        assert_eq!(parse("#lesson=a=b").lesson.as_deref(), Some("a=b"));
        assert_eq!(
            parse("#x=1&game=a&game=sandships").game.as_deref(),
            Some("sandships")
        );
    }
}
