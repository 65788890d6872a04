//! A Martian Chess review as the page keeps it: the worker's requests for each move, its answers
//! read back into judged moves, and the review kept beside the saved game as the game's record
//! with review comments (`martian_ai::study::record_with_review`, the form an export carries
//! and an import reads back). What is kept is never trusted: it is shown only when it reads as a
//! review of this very game at this budget (the same moves, its key, judgements that follow
//! from its chances); anything else is computed again.

use martian_ai::study::{read_review, record_with_review, review_key, review_nodes};
use martian_engine::{Game, Move, Position};
use martian_worker::ReviewRequest;
use study::comments::{complete, read_comment, Comment};
use study::{MoveReview, Review};

/// The review's budget for this game (nodes a position).
pub fn nodes(game: &Game) -> u64 {
    review_nodes(game.start().seats())
}

/// The worker's request for each of the game's moves, in order.
pub fn asks(game: &Game) -> Vec<String> {
    let record = game.to_record();
    (0..game.moves().len())
        .map(|index| ask(&record, index))
        .collect()
}

fn ask(record: &str, index: usize) -> String {
    serde_json::to_string(&ReviewRequest {
        record: record.to_string(),
        index,
    })
    .unwrap_or_default()
}

/// The request that judges `tried` in place of move `ply` ("Learn from your mistakes": the
/// game up to the move, then the move tried).
pub fn trial_ask(game: &Game, ply: usize, tried: Move) -> Option<String> {
    let mut trial = game.clone();
    trial.truncate(ply);
    trial.play(tried).ok()?;
    Some(ask(&trial.to_record(), ply))
}

/// The worker's answer for move `ply` of `game` (a review comment) as a judged move, its mover
/// and the move played taken from the game; `played` is that move (the game's own, or one tried).
pub fn judged(game: &Game, ply: usize, played: Move, comment: &str) -> Result<MoveReview, String> {
    let pos: &Position = game
        .positions()
        .get(ply)
        .ok_or_else(|| format!("the game has no move {}", ply + 1))?;
    let Some(Ok(Comment::Move(partial))) = read_comment(comment) else {
        return Err(format!("the engine's judgement does not read: {comment}"));
    };
    if partial.before.len() != pos.seats() as usize {
        return Err("the engine's judgement has the wrong number of seats".into());
    }
    complete(
        comment,
        partial,
        ply as u32,
        pos.turn().0,
        played.to_string(),
    )
}

/// The judged moves kept for `game`, if `text` is a review of this game at its budget whose
/// moves run from the first without a gap (a review stopped half way is resumed from there).
pub fn kept(game: &Game, text: &str) -> Option<Vec<MoveReview>> {
    let (kept_game, review) = read_review(text).ok()?;
    let review = review?;
    let in_order = review
        .moves
        .iter()
        .enumerate()
        .all(|(i, m)| m.index as usize == i);
    (kept_game.moves() == game.moves()
        && kept_game.start() == game.start()
        && review.key == review_key(game, nodes(game))
        && in_order)
        .then_some(review.moves)
}

/// The text kept for `game` with the moves judged so far.
pub fn to_keep(game: &Game, moves: &[MoveReview]) -> String {
    record_with_review(
        game,
        &Review {
            key: review_key(game, nodes(game)),
            seats: game.start().seats(),
            moves: moves.to_vec(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_ai::study::review_move;
    use study::Judgement;

    const BLUNDER: &str =
        "[Players \"2\"]\n[Setup \"2qd/4/4/4/4/4/1q2/p2p 0 - - 0,0\"]\n\n1. b2-c2 c8xc2\n";

    fn game() -> Game {
        Game::from_record(BLUNDER).unwrap()
    }

    #[test]
    fn each_move_is_asked_of_the_same_record() {
        let asks = asks(&game());
        assert_eq!(asks.len(), 2);
        let second: ReviewRequest = serde_json::from_str(&asks[1]).unwrap();
        assert_eq!(second.index, 1);
        assert_eq!(Game::from_record(&second.record).unwrap(), game());
    }

    #[test]
    fn an_answer_reads_back_as_the_judged_move_and_a_lie_does_not() {
        let g = game();
        let m = review_move(&g, 0, 20_000).unwrap();
        let comment = study::comments::move_comment(&m);
        let back = judged(&g, 0, g.moves()[0], &comment).unwrap();
        assert_eq!(back, m);
        assert_eq!(back.judgement, Judgement::Blunder);
        // The same chances claimed to be a good move do not read.
        let lie = comment.replace("blunder", "good");
        assert!(judged(&g, 0, g.moves()[0], &lie).is_err());
        assert!(judged(&g, 0, g.moves()[0], "hello").is_err());
        assert!(judged(&g, 7, g.moves()[0], &comment).is_err());
    }

    #[test]
    fn a_kept_review_is_used_only_for_its_own_game() {
        let g = game();
        let m = review_move(&g, 0, nodes(&g)).unwrap();
        let text = to_keep(&g, std::slice::from_ref(&m));
        assert_eq!(kept(&g, &text), Some(vec![m.clone()]));
        // Another game (one move fewer) does not take it.
        let mut shorter = g.clone();
        shorter.truncate(1);
        assert_eq!(kept(&shorter, &text), None);
        // Nor does a tampered one.
        assert_eq!(kept(&g, &text.replace("blunder", "best")), None);
        assert_eq!(kept(&g, "{review: key v1-n1-0000000000000000}"), None);
        assert_eq!(kept(&g, ""), None);
    }

    #[test]
    fn a_move_tried_is_asked_in_place_of_the_one_played() {
        let g = game();
        let pos = g.positions()[0];
        let other = pos
            .legal_moves()
            .into_iter()
            .find(|m| *m != g.moves()[0])
            .unwrap();
        let ask: ReviewRequest = serde_json::from_str(&trial_ask(&g, 0, other).unwrap()).unwrap();
        let trial = Game::from_record(&ask.record).unwrap();
        assert_eq!((trial.moves(), ask.index), (&[other][..], 0));
    }
}
