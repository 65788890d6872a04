//! The puzzle sets, fetched when the trainer opens (never part of any page's wasm): one file a
//! set, `puzzles/<set>.tsv` beside Learn's page (copied from `static/puzzles/` by the build and
//! cached by the service worker for offline use), read with `martian_puzzles::read_set`.
//!
//! A set file is checked as it is read: a line the reader refuses fails its whole set with the
//! line named, and a puzzle whose solution does not replay (an illegal move in it) is left out
//! and counted, so one bad line cannot put a wrong puzzle on the board.

use std::rc::Rc;

use martian_engine::{Game, Move};
use martian_puzzles::{read_set, Puzzle};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::learn::puzzle_pick::Card;

/// The sets, in the order the filter lists them: file name and what the filter calls it.
pub const SETS: [(&str, &str); 6] = [
    ("two", "2 players"),
    ("three", "3 players"),
    ("four", "4 players"),
    ("four-teams", "4 players in teams"),
    ("five", "5 players"),
    ("six", "6 players"),
];

/// A puzzle ready for the board: its card (for choosing), the puzzle, and its line as moves.
#[derive(Clone, PartialEq, Debug)]
pub struct Entry {
    /// What the picker knows.
    pub card: Card,
    /// The puzzle as read.
    pub puzzle: Puzzle,
    /// The solution, replayed from the start.
    pub line: Vec<Move>,
}

/// Every puzzle of every set, and how many lines were left out (a solution that did not replay).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Loaded {
    /// The puzzles, set by set.
    pub entries: Vec<Rc<Entry>>,
    /// Puzzles left out.
    pub left_out: usize,
}

/// The solution of `puzzle` as moves, or the first move that does not replay.
pub fn replay(puzzle: &Puzzle) -> Result<Vec<Move>, String> {
    let mut game = Game::new(puzzle.start);
    let mut line = Vec::with_capacity(puzzle.solution.len());
    for text in &puzzle.solution {
        let mv = text
            .resolve(game.current())
            .map_err(|e| format!("{}: {e}", puzzle.id))?;
        game.play(mv)
            .map_err(|_| format!("{}: {text}", puzzle.id))?;
        line.push(mv);
    }
    Ok(line)
}

/// Reads one set's text into entries; the error names the set and the line.
pub fn read(set: &str, text: &str, into: &mut Loaded) -> Result<(), String> {
    let puzzles = read_set(text).map_err(|e| format!("the puzzle set “{set}” is damaged: {e}"))?;
    for puzzle in puzzles {
        match replay(&puzzle) {
            Ok(line) if !line.is_empty() => into.entries.push(Rc::new(Entry {
                card: Card {
                    id: puzzle.id.clone(),
                    set: set.to_string(),
                    themes: puzzle.themes.iter().map(|t| t.name().to_string()).collect(),
                    rating: puzzle.rating,
                },
                puzzle,
                line,
            })),
            _ => into.left_out += 1,
        }
    }
    Ok(())
}

/// Fetches one set's file.
async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let failed = |_| format!("{url} could not be loaded");
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(failed)?
        .dyn_into()
        .map_err(failed)?;
    if !response.ok() {
        return Err(format!("{url} could not be loaded ({})", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(failed)?)
        .await
        .map_err(failed)?;
    text.as_string().ok_or_else(|| format!("{url} is not text"))
}

/// Fetches and reads every set.
pub async fn load_all() -> Result<Loaded, String> {
    let mut loaded = Loaded::default();
    for (set, _) in SETS {
        let text = fetch_text(&format!("./puzzles/{set}.tsv")).await?;
        read(set, &text, &mut loaded)?;
    }
    Ok(loaded)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shipped set reads, and every puzzle in it replays: the trainer leaves none out.
    #[test]
    fn every_shipped_puzzle_reads_and_replays() {
        let mut loaded = Loaded::default();
        let files = [
            ("two", include_str!("../../../../static/puzzles/two.tsv")),
            (
                "three",
                include_str!("../../../../static/puzzles/three.tsv"),
            ),
            ("four", include_str!("../../../../static/puzzles/four.tsv")),
            (
                "four-teams",
                include_str!("../../../../static/puzzles/four-teams.tsv"),
            ),
            ("five", include_str!("../../../../static/puzzles/five.tsv")),
            ("six", include_str!("../../../../static/puzzles/six.tsv")),
        ];
        for (set, text) in files {
            read(set, text, &mut loaded).unwrap();
        }
        assert_eq!(loaded.left_out, 0);
        assert!(loaded.entries.len() >= 500, "{}", loaded.entries.len());
        let ids: std::collections::BTreeSet<&str> =
            loaded.entries.iter().map(|e| e.card.id.as_str()).collect();
        assert_eq!(
            ids.len(),
            loaded.entries.len(),
            "ids are unique across sets"
        );
    }

    #[test]
    fn a_damaged_line_is_named_and_a_bad_solution_left_out() {
        let good = include_str!("../../../../static/puzzles/two.tsv")
            .lines()
            .find(|l| !l.starts_with('#'))
            .unwrap();
        let mut loaded = Loaded::default();
        let err = read("two", &format!("{good}\nnot\ta puzzle\n"), &mut loaded).unwrap_err();
        assert!(err.contains("“two”") && err.contains('2'), "{err}");
        let mut fields: Vec<&str> = good.split('\t').collect();
        fields[0] = "bad1";
        fields[4] = "a1-a2";
        let bad = fields.join("\t");
        let mut loaded = Loaded::default();
        read("two", &format!("{good}\n{bad}\n"), &mut loaded).unwrap();
        assert_eq!((loaded.entries.len(), loaded.left_out), (1, 1));
    }
}
