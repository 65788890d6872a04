//! Judging a move by what it cost the mover in chance to win, as lichess does (`shared/STUDY.md`):
//! the loss is the mover's win chance after the best move less its chance after the move
//! played, both from the same root search; 5, 10 and 15 points of win chance lost make an
//! inaccuracy, a mistake and a blunder (0.1, 0.2 and 0.3 on lichess's -1 to 1 scale).
//!
//! Chances and losses are kept in tenths of a percentage point ([`Tenths`]): a review is written
//! into a record and read back, and a number rounded once, before anything is decided from it,
//! reads back to the same judgement and the same accuracy.

use core::fmt;

use crate::math::{exp, round};

/// A share of 100 points in tenths: `523` is 52.3 (a win chance in per cent, a loss in points of
/// win chance, an accuracy).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tenths(pub u16);

impl Tenths {
    /// 100.0.
    pub const FULL: Tenths = Tenths(1000);

    /// A probability (0 to 1) as per cent in tenths, rounded; anything outside is clamped.
    pub fn from_probability(p: f64) -> Tenths {
        Tenths::from_points(p * 100.0)
    }

    /// Points (0 to 100) in tenths, rounded; anything outside is clamped.
    pub fn from_points(points: f64) -> Tenths {
        if points.is_nan() {
            return Tenths(0);
        }
        Tenths(round(points * 10.0).clamp(0, 1000) as u16)
    }

    /// The number of points, 0 to 100.
    pub fn points(self) -> f64 {
        self.0 as f64 / 10.0
    }

    /// Reads `52.3`, `100`, `0.0` (one decimal at most, 0 to 100).
    pub fn parse(text: &str) -> Option<Tenths> {
        let (whole, tenth) = match text.split_once('.') {
            Some((w, t)) if t.len() == 1 => (w, t),
            Some(_) => return None,
            None => (text, "0"),
        };
        let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if !all_digits(whole) || !all_digits(tenth) || whole.len() > 3 {
            return None;
        }
        let w: u16 = whole.parse().ok()?;
        let t: u16 = tenth.parse().ok()?;
        (w <= 100 && w * 10 + t <= 1000).then_some(Tenths(w * 10 + t))
    }
}

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// Points of win chance lost from which a move is an inaccuracy.
pub const INACCURACY: Tenths = Tenths(50);
/// ... a mistake.
pub const MISTAKE: Tenths = Tenths(100);
/// ... a blunder.
pub const BLUNDER: Tenths = Tenths(150);
/// A move that loses no more than this against the best is as good as the best ("Learn from
/// your mistakes" accepts it; lichess: 0.04 on its -1 to 1 scale).
pub const ACCEPTABLE: Tenths = Tenths(20);

/// What a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Judgement {
    /// Lost nothing against the engine's best (or was the best).
    Best,
    /// Lost less than [`INACCURACY`].
    Good,
    /// Lost [`INACCURACY`] or more.
    Inaccuracy,
    /// Lost [`MISTAKE`] or more.
    Mistake,
    /// Lost [`BLUNDER`] or more.
    Blunder,
}

impl Judgement {
    /// The judgement of a move that lost `loss` points of win chance.
    pub fn of(loss: Tenths) -> Judgement {
        match loss {
            l if l >= BLUNDER => Judgement::Blunder,
            l if l >= MISTAKE => Judgement::Mistake,
            l if l >= INACCURACY => Judgement::Inaccuracy,
            Tenths(0) => Judgement::Best,
            _ => Judgement::Good,
        }
    }

    /// Its word: `best`, `good`, `inaccuracy`, `mistake`, `blunder` (the app's
    /// `data-judgement`, the review comments and `--json`).
    pub fn word(self) -> &'static str {
        match self {
            Judgement::Best => "best",
            Judgement::Good => "good",
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// The sign written after the move in a move list: `?!`, `?`, `??`, or nothing.
    pub fn sign(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
            _ => "",
        }
    }

    /// The judgement a word names.
    pub fn from_word(word: &str) -> Option<Judgement> {
        [
            Judgement::Best,
            Judgement::Good,
            Judgement::Inaccuracy,
            Judgement::Mistake,
            Judgement::Blunder,
        ]
        .into_iter()
        .find(|j| j.word() == word)
    }
}

/// A move's accuracy from the mover's win chance before it (after the best move) and after
/// it, by lichess's formula: 100 when nothing was lost, otherwise
/// `103.1668 * e^(-0.04354 * (before - after)) - 3.1669 + 1` (the +1 is lichess's bonus for the
/// engine's own uncertainty), clamped to 0-100.
pub fn move_accuracy(before: Tenths, after: Tenths) -> Tenths {
    if after >= before {
        return Tenths::FULL;
    }
    let lost = before.points() - after.points();
    let a =
        103.166_810_071_164_9 * exp(-0.043_544_153_867_539_51 * lost) - 3.166_924_740_191_411 + 1.0;
    Tenths::from_points(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_are_lichess_s() {
        assert_eq!(Judgement::of(Tenths(0)), Judgement::Best);
        assert_eq!(Judgement::of(Tenths(49)), Judgement::Good);
        assert_eq!(Judgement::of(Tenths(50)), Judgement::Inaccuracy);
        assert_eq!(Judgement::of(Tenths(99)), Judgement::Inaccuracy);
        assert_eq!(Judgement::of(Tenths(100)), Judgement::Mistake);
        assert_eq!(Judgement::of(Tenths(150)), Judgement::Blunder);
        assert_eq!(Judgement::of(Tenths(1000)), Judgement::Blunder);
        for j in [Judgement::Best, Judgement::Blunder, Judgement::Mistake] {
            assert_eq!(Judgement::from_word(j.word()), Some(j));
        }
    }

    #[test]
    fn accuracy_falls_off_with_the_points_lost() {
        assert_eq!(move_accuracy(Tenths(600), Tenths(600)), Tenths::FULL);
        assert_eq!(move_accuracy(Tenths(600), Tenths(700)), Tenths::FULL);
        // lichess: a loss of 10 points of Win% gives 64.6 (63.6 and the bonus).
        assert_eq!(move_accuracy(Tenths(600), Tenths(500)), Tenths(646));
        let small = move_accuracy(Tenths(600), Tenths(590));
        let big = move_accuracy(Tenths(600), Tenths(300));
        assert!(small > big && small.0 < 1000, "{small} {big}");
        assert_eq!(move_accuracy(Tenths(1000), Tenths(0)), Tenths(0));
    }

    #[test]
    fn tenths_read_what_they_write() {
        for t in [0u16, 5, 523, 999, 1000] {
            assert_eq!(Tenths::parse(&Tenths(t).to_string()), Some(Tenths(t)));
        }
        for bad in ["", "101", "100.1", "5.25", "-1", "x", ".5", "5."] {
            assert_eq!(Tenths::parse(bad), None, "{bad}");
        }
        assert_eq!(Tenths::parse("42"), Some(Tenths(420)));
        assert_eq!(Tenths::from_probability(0.52349), Tenths(523));
        assert_eq!(Tenths::from_probability(1.7), Tenths::FULL);
        assert_eq!(Tenths::from_probability(f64::NAN), Tenths(0));
    }
}
