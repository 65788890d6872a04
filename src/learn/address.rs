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

/// What a fragment asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Asked {
    /// The course's game, as written.
    pub game: Option<String>,
    /// The lesson, as written.
    pub lesson: Option<String>,
}

/// Reads a fragment (with or without its `#`); the last value of a key repeated wins.
pub fn parse(fragment: &str) -> Asked {
    let mut asked = Asked::default();
    for pair in fragment.trim_start_matches('#').split('&') {
        let Some((key, value)) = pair.split_once('=') else {
            continue;
        };
        let value = (!value.is_empty()).then(|| value.to_string());
        match key {
            "game" => asked.game = value,
            "lesson" => asked.lesson = value,
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
