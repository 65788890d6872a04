//! What a player has done in the puzzle trainer, for any game with puzzles: their puzzle rating,
//! each puzzle's rating as this device's results have moved it, every attempt (solved or
//! failed, and when) and the best streak. Saved as JSON at the app's edge
//! (`learn::puzzle_store`); a stored entry is untrusted and checked number by number.
//!
//! Only a puzzle's first attempt on this device is rated, as on lichess: a puzzle met again
//! (Next came round to it, a shared link) is played for practice and its result kept in the
//! history, but it moves no rating, so replaying known puzzles cannot farm points.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::glicko::Rating;

/// How many attempts the history keeps (the oldest go first).
pub const HISTORY_LIMIT: usize = 500;

/// One puzzle as this device knows it.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct PuzzleRecord {
    /// Its rating after this device's first result on it.
    pub rating: Rating,
    /// Times solved.
    pub solved: u32,
    /// Times failed.
    pub failed: u32,
}

/// One attempt.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Attempt {
    /// The puzzle's id.
    pub id: String,
    /// Solved without a mistake, a hint or the solution shown.
    pub solved: bool,
    /// When, in milliseconds since 1970 (the device's clock).
    pub at: f64,
    /// What it did to the player's rating (0: not rated, a puzzle met before).
    pub change: i32,
}

/// The player's puzzle progress.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct PuzzleProgress {
    /// The player's puzzle rating.
    #[serde(default)]
    pub player: Rating,
    /// The puzzles met on this device, by id.
    #[serde(default)]
    pub puzzles: BTreeMap<String, PuzzleRecord>,
    /// Every attempt, oldest first (at most [`HISTORY_LIMIT`]).
    #[serde(default)]
    pub history: Vec<Attempt>,
    /// The longest streak run (puzzles solved in a row in streak mode).
    #[serde(default)]
    pub best_streak: u32,
}

impl PuzzleProgress {
    /// Whether the puzzle was met before on this device.
    pub fn tried(&self, id: &str) -> bool {
        self.puzzles.contains_key(id)
    }

    /// The puzzle's rating here: as results moved it, else its estimate.
    pub fn puzzle_rating(&self, id: &str, estimate: u16) -> Rating {
        self.puzzles
            .get(id)
            .map_or_else(|| Rating::puzzle(f64::from(estimate)), |r| r.rating)
    }

    /// The player's rating, rounded as shown.
    pub fn shown_rating(&self) -> i32 {
        self.player.rating.round() as i32
    }

    /// Records an attempt at the puzzle `id` (whose estimate is `estimate`) at `at`; returns the
    /// change to the player's rating (0 when the puzzle was met before: not rated).
    pub fn record(&mut self, id: &str, estimate: u16, solved: bool, at: f64) -> i32 {
        let score = if solved { 1.0 } else { 0.0 };
        let change = match self.puzzles.get_mut(id) {
            Some(known) => {
                if solved {
                    known.solved += 1;
                } else {
                    known.failed += 1;
                }
                0
            }
            None => {
                let puzzle = Rating::puzzle(f64::from(estimate));
                let before = self.shown_rating();
                let player = self.player.after(&puzzle, score);
                let puzzle = puzzle.after(&self.player, 1.0 - score);
                self.player = player;
                self.puzzles.insert(
                    id.to_string(),
                    PuzzleRecord {
                        rating: puzzle,
                        solved: u32::from(solved),
                        failed: u32::from(!solved),
                    },
                );
                self.shown_rating() - before
            }
        };
        self.history.push(Attempt {
            id: id.to_string(),
            solved,
            at,
            change,
        });
        let over = self.history.len().saturating_sub(HISTORY_LIMIT);
        self.history.drain(..over);
        change
    }

    /// Solved and failed counts over the history.
    pub fn counts(&self) -> (usize, usize) {
        let solved = self.history.iter().filter(|a| a.solved).count();
        (solved, self.history.len() - solved)
    }

    /// As stored.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored entry; the error says what is wrong with it. Every rating must be one a
    /// rating can be, every id a plain word: an entry edited to claim 3000 with no deviation,
    /// or to smuggle markup into the page, is refused.
    pub fn from_json(text: &str) -> Result<PuzzleProgress, String> {
        let p: PuzzleProgress =
            serde_json::from_str(text).map_err(|e| format!("it is not puzzle progress ({e})"))?;
        let plain = |id: &str| {
            !id.is_empty()
                && id.len() <= 40
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        };
        if !p.player.is_sane() {
            return Err("its player rating is out of range".into());
        }
        if let Some((id, _)) = p
            .puzzles
            .iter()
            .find(|(id, r)| !plain(id) || !r.rating.is_sane())
        {
            return Err(format!("its puzzle {id:?} is not one a puzzle can be"));
        }
        if p.history.len() > HISTORY_LIMIT
            || p.history
                .iter()
                .any(|a| !plain(&a.id) || !a.at.is_finite() || a.change.abs() > 1000)
        {
            return Err("its history is not one the trainer writes".into());
        }
        Ok(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_first_attempt_is_rated_and_the_puzzle_moves_the_other_way() {
        let mut p = PuzzleProgress::default();
        let gained = p.record("a1", 1500, true, 1.0);
        assert!(gained > 0, "a solved first attempt gains: {gained}");
        assert!(p.puzzle_rating("a1", 1500).rating < 1500.0);
        let rating = p.player;
        assert_eq!(p.record("a1", 1500, false, 2.0), 0, "met before: not rated");
        assert_eq!(p.player, rating);
        let lost = p.record("b2", 1500, false, 3.0);
        assert!(lost < 0);
        assert!(p.puzzle_rating("b2", 1500).rating > 1500.0);
        assert_eq!(p.counts(), (1, 2));
        assert_eq!(p.puzzles["a1"].failed, 1);
    }

    #[test]
    fn progress_round_trips_and_tampered_entries_are_refused() {
        let mut p = PuzzleProgress::default();
        p.record("x-1", 1200, true, 5.0);
        // serde_json reads a float back to within its last bit.
        let back = PuzzleProgress::from_json(&p.to_json()).unwrap();
        assert_eq!(
            (&back.history, back.best_streak),
            (&p.history, p.best_streak)
        );
        assert!((back.player.rating - p.player.rating).abs() < 1e-9);
        let (a, b) = (back.puzzles["x-1"], p.puzzles["x-1"]);
        assert!((a.rating.deviation - b.rating.deviation).abs() < 1e-9 && a.solved == b.solved);
        assert_eq!(
            PuzzleProgress::from_json("{}").unwrap(),
            PuzzleProgress::default()
        );
        let inflated = p.to_json().replace(
            &format!("\"rating\":{}", p.player.rating),
            "\"rating\":9999",
        );
        assert!(PuzzleProgress::from_json(&inflated).is_err(), "{inflated}");
        let markup = p.to_json().replace("x-1", "<img src=x>");
        assert!(PuzzleProgress::from_json(&markup).is_err());
        assert!(PuzzleProgress::from_json("[1,2]").is_err());
        assert!(PuzzleProgress::from_json(
            "{\"player\":{\"rating\":1500,\"deviation\":0,\"volatility\":0.06}}"
        )
        .is_err());
    }

    #[test]
    fn the_history_keeps_the_latest_attempts() {
        let mut p = PuzzleProgress::default();
        for i in 0..HISTORY_LIMIT + 20 {
            p.record(&format!("p{i}"), 1500, i % 2 == 0, i as f64);
        }
        assert_eq!(p.history.len(), HISTORY_LIMIT);
        assert_eq!(p.history[0].id, "p20");
        assert!(PuzzleProgress::from_json(&p.to_json()).is_ok());
    }
}
