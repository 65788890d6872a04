//! A judged move (or Sandships turn) in words, for any game: whether it is marked in a review,
//! its judgement with its article, and what follows the move in its spoken name (", a blunder:
//! it lost 22.0 points of win chance; better was b2-c3").

use study::{Judgement, MoveReview};

/// Whether a judgement is marked in a review (inaccuracy, mistake, blunder).
pub fn marked(j: Judgement) -> bool {
    matches!(
        j,
        Judgement::Inaccuracy | Judgement::Mistake | Judgement::Blunder
    )
}

/// "a blunder", "an inaccuracy".
pub fn with_article(j: Judgement) -> String {
    let word = j.word();
    let article = if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {word}")
}

/// What follows the move in its spoken name: its judgement, or that it is not judged yet.
pub fn judged_tail(m: Option<&MoveReview>) -> String {
    match m {
        Some(m) if marked(m.judgement) => format!(
            ", {}: it lost {} points of win chance; better was {}",
            with_article(m.judgement),
            m.loss,
            m.best
        ),
        Some(m) if m.judgement == Judgement::Best => ", the engine's choice".into(),
        Some(_) => ", good".into(),
        None => ", not judged yet".into(),
    }
}

/// A seat's colour class in a review's graph, table and lists (`zone-0` to `zone-5`: the
/// palette every game's seats share).
pub fn seat_class(seat: u8) -> &'static str {
    ["zone-0", "zone-1", "zone-2", "zone-3", "zone-4", "zone-5"][seat as usize % 6]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles_and_marks() {
        assert_eq!(with_article(Judgement::Inaccuracy), "an inaccuracy");
        assert_eq!(with_article(Judgement::Blunder), "a blunder");
        assert!(marked(Judgement::Mistake) && !marked(Judgement::Good));
        assert_eq!(judged_tail(None), ", not judged yet");
        assert_eq!(seat_class(7), "zone-1");
    }
}
