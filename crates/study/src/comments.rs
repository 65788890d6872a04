//! A review written into a game record as `{comments}` and read back. Both games' records keep
//! comments in place (Martian Chess after each move, Sandships after each turn's last action),
//! so one comment a judged move carries what the review holds besides the game itself:
//!
//! ```text
//! {review: key v1-n400000-0123456789abcdef}            before the first move
//! {review: chances 52.3 47.7; after 30.3 69.7; blunder, lost 22.0, accuracy 12.4; best b2-c3; line b2-c3, c6xc3, clock d1-d2}
//! ```
//!
//! Every seat's chance in seat order with the best move, then with the move played; the
//! judgement, the loss and the accuracy (written for people and checked on reading: they must
//! follow from the chances); the best move and the line, its moves separated by commas (a move
//! text may hold a space: `clock d1-d2`). The move played and its mover come
//! from the record itself. Comments that do not start with `review:` are someone else's and are
//! left alone.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::judgement::Tenths;
use crate::review::{MoveReview, ReviewKey};

/// The word every review comment starts with.
pub const PREFIX: &str = "review:";

/// The comment that names the review (written before the first move).
pub fn key_comment(key: &ReviewKey) -> String {
    format!("{PREFIX} key {key}")
}

/// A judged move as a comment's text (without the braces).
pub fn move_comment(m: &MoveReview) -> String {
    let list = |v: &[Tenths]| {
        v.iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "{PREFIX} chances {}; after {}; {}, lost {}, accuracy {}; best {}; line {}",
        list(&m.before),
        list(&m.after),
        m.judgement.word(),
        m.loss,
        m.accuracy,
        clean(&m.best),
        m.line
            .iter()
            .map(|w| clean(w))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// A comment may not hold a closing brace (it would end the comment) nor a `;` (it separates
/// the fields); move and action texts never do.
fn clean(text: &str) -> String {
    text.replace(['{', '}', ';', ','], " ")
}

/// What a comment said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Comment {
    /// The review's key.
    Key(ReviewKey),
    /// A judged move: everything but its index, mover and the move played, which the record
    /// gives.
    Move(MoveReview),
}

/// Reads a comment's text. `None`: not a review comment (someone else's, left alone);
/// `Some(Err)`: a review comment that does not read, or whose judgement, loss or accuracy do
/// not follow from its chances, with why.
pub fn read_comment(text: &str) -> Option<Result<Comment, String>> {
    let body = text.trim().strip_prefix(PREFIX)?.trim();
    Some(read_body(body))
}

fn read_body(body: &str) -> Result<Comment, String> {
    if let Some(key) = body.strip_prefix("key ") {
        return ReviewKey::parse(key.trim())
            .map(Comment::Key)
            .ok_or_else(|| {
                format!("a review key reads `v1-n400000-<16 hex digits>`, not `{key}`")
            });
    }
    let fields: Vec<&str> = body.split(';').map(str::trim).collect();
    let [chances, after, _judged, best, line] = fields[..] else {
        return Err(format!(
            "a review comment has five fields (chances; after; judgement; best; line), not `{body}`"
        ));
    };
    let tenths = |field: &str, name: &str| -> Result<Vec<Tenths>, String> {
        let list = field
            .strip_prefix(name)
            .ok_or_else(|| format!("expected `{name}` in `{field}`"))?;
        list.split_whitespace()
            .map(|w| Tenths::parse(w).ok_or_else(|| format!("`{w}` is not a chance 0 to 100")))
            .collect()
    };
    let before = tenths(chances, "chances")?;
    let after = tenths(after, "after")?;
    if before.is_empty() || before.len() != after.len() {
        return Err(format!("one chance a seat before and after, in `{body}`"));
    }
    let best = best
        .strip_prefix("best ")
        .ok_or_else(|| format!("expected `best` in `{best}`"))?
        .trim()
        .to_string();
    let line: Vec<String> = line
        .strip_prefix("line")
        .ok_or_else(|| format!("expected `line` in `{line}`"))?
        .split(',')
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    // The rest is filled in from the record; the judgement is checked there (see `check`).
    let m = MoveReview::new(0, 0, String::new(), best, line, before, after);
    Ok(Comment::Move(m))
}

/// Completes a judged move read from a comment with what the record says (its index, mover
/// and the move played), and checks that the judgement, loss and accuracy written in the
/// comment are the ones its chances give.
pub fn complete(
    comment_text: &str,
    partial: MoveReview,
    index: u32,
    mover: u8,
    played: String,
) -> Result<MoveReview, String> {
    if mover as usize >= partial.before.len() {
        return Err(format!("the review comment has no chance for seat {mover}"));
    }
    let m = MoveReview::new(
        index,
        mover,
        played,
        partial.best,
        partial.line,
        partial.before,
        partial.after,
    );
    let written = format!(
        "{}, lost {}, accuracy {}",
        m.judgement.word(),
        m.loss,
        m.accuracy
    );
    if !comment_text.contains(&written) {
        return Err(format!(
            "the review comment of move {} does not agree with its chances (they give `{written}`)",
            index + 1
        ));
    }
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn a_judged_move_reads_back() {
        let m = MoveReview::new(
            3,
            1,
            "c3xd4".into(),
            "b2-c3".into(),
            vec!["b2-c3".into(), "clock c6xc3".into()],
            vec![Tenths(477), Tenths(523)],
            vec![Tenths(697), Tenths(303)],
        );
        let text = move_comment(&m);
        assert!(text.contains("blunder, lost 22.0, accuracy"), "{text}");
        let Some(Ok(Comment::Move(partial))) = read_comment(&text) else {
            panic!("{text}");
        };
        let back = complete(&text, partial, 3, 1, "c3xd4".into()).unwrap();
        assert_eq!(back, m);
        // Read with the wrong mover, the judgement written disagrees.
        let Some(Ok(Comment::Move(partial))) = read_comment(&text) else {
            panic!();
        };
        assert!(complete(&text, partial, 3, 0, "c3xd4".into()).is_err());
    }

    #[test]
    fn keys_and_foreign_comments() {
        let key = ReviewKey {
            game: 42,
            nodes: 7,
            version: 1,
        };
        assert_eq!(
            read_comment(&key_comment(&key)),
            Some(Ok(Comment::Key(key)))
        );
        assert_eq!(read_comment("a good move"), None);
        assert!(matches!(read_comment("review: chances 50"), Some(Err(_))));
        assert!(matches!(
            read_comment(
                "review: chances 50 50; after 50 x; good, lost 0.0, accuracy 100.0; best a; line a"
            ),
            Some(Err(_))
        ));
    }
}
