//! A Sandships review as the page keeps it. The unit is a turn: given its roll, the plan played
//! against the engine's best plan for the same roll. Only turns that were finished and had
//! something to do are judged (a roll with no use, or the turn still in hand, is not a choice),
//! so the review's units are those turns, in order ([`units`]). What is kept beside the saved
//! game is the record with review comments (`sandships_ai::study::record_with_review`), shown
//! only when it reads as a review of this very game at this budget.

use martian_worker::ReviewRequest;
use sandships::{Action, Game, State};
use sandships_ai::study::{read_review, record_with_review, review_key, turns, REVIEW_NODES};
use study::comments::{complete, read_comment, Comment};
use study::{MoveReview, Review};

/// The turns judged (their indices among the game's turns), in order.
pub fn units(game: &Game) -> Vec<usize> {
    turns(game)
        .iter()
        .enumerate()
        .filter(|(_, t)| t.complete && !t.actions.is_empty())
        .map(|(i, _)| i)
        .collect()
}

/// The state turn `t` was played from: after its roll, the dice in hand.
pub fn state_before(game: &Game, t: usize) -> Option<State> {
    let turn = turns(game).into_iter().nth(t)?;
    game.states().get(turn.roll + 1).cloned()
}

/// The actions of a plan's text in a review (`M:C5-SW5 T:SW5^ B:b`), up to the first word
/// that is not one: a review read from a record is the player's file, so a word that does not
/// read is where the plan stops, not a panic.
pub fn actions_of(text: &str) -> Vec<Action> {
    text.split_whitespace()
        .map_while(|w| w.parse::<Action>().ok())
        .collect()
}

/// The worker's request for each judged turn, in order.
pub fn asks(game: &Game) -> Vec<String> {
    let record = game.record();
    units(game)
        .into_iter()
        .map(|index| {
            serde_json::to_string(&ReviewRequest {
                record: record.clone(),
                index,
            })
            .unwrap_or_default()
        })
        .collect()
}

/// `game` as it was when turn `t` was rolled, with `tried` played for that turn in place of
/// the plan played: what "Learn from your mistakes" has the worker judge. `None` when the
/// game has no such turn or the rules refuse an action tried.
pub fn trial(game: &Game, t: usize, tried: &[Action]) -> Option<Game> {
    let turn = turns(game).into_iter().nth(t)?;
    let mut trial = Game::new(game.start().clone());
    for &a in game.actions()[..=turn.roll].iter().chain(tried) {
        trial.play(a).ok()?;
    }
    Some(trial)
}

/// The worker's request to judge turn `t` of `trial`.
pub fn trial_ask(trial: &Game, t: usize) -> String {
    serde_json::to_string(&ReviewRequest {
        record: trial.record(),
        index: t,
    })
    .unwrap_or_default()
}

/// The worker's answer for turn `t` (a review comment) as a judged turn, its mover and the plan
/// played taken from the game.
pub fn judged(game: &Game, t: usize, comment: &str) -> Result<MoveReview, String> {
    let turn = turns(game)
        .into_iter()
        .nth(t)
        .ok_or_else(|| format!("the game has no turn {}", t + 1))?;
    let state = &game.states()[turn.roll + 1];
    let Some(Ok(Comment::Move(partial))) = read_comment(comment) else {
        return Err(format!("the engine's judgement does not read: {comment}"));
    };
    if partial.before.len() != state.players() as usize {
        return Err("the engine's judgement has the wrong number of seats".into());
    }
    let played: Vec<String> = turn.actions.iter().map(Action::to_string).collect();
    complete(
        comment,
        partial,
        t as u32,
        state.to_act().0,
        played.join(" "),
    )
}

/// The judged turns kept for `game`, if `text` is a review of this game at its budget whose
/// turns are the first of [`units`] (a review stopped half way is resumed from there).
pub fn kept(game: &Game, text: &str) -> Option<Vec<MoveReview>> {
    let (kept_game, review) = read_review(text).ok()?;
    let review = review?;
    let units = units(game);
    let in_order = review.moves.len() <= units.len()
        && review
            .moves
            .iter()
            .zip(&units)
            .all(|(m, &t)| m.index as usize == t);
    (kept_game.actions() == game.actions()
        && kept_game.start() == game.start()
        && review.key == review_key(game, REVIEW_NODES)
        && in_order)
        .then_some(review.moves)
}

/// The text kept for `game` with the turns judged so far.
pub fn to_keep(game: &Game, moves: &[MoveReview]) -> String {
    record_with_review(
        game,
        &Review {
            key: review_key(game, REVIEW_NODES),
            seats: game.start().players(),
            moves: moves.to_vec(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships_ai::study::review_turn;
    use study::Judgement;

    /// Launching the last home piece (sandships-ai's planted blunder), then a turn in hand.
    fn game() -> Game {
        let setup = "xlms/1lms/xlms/0s/xlms C5:0l,C6:0m llmmss/llmmss 0 - -";
        Game::from_record(&format!(
            "[Game \"sandships\"]\n[Setup \"{setup}\"]\n\n1. roll TBM T:s>SW5\n"
        ))
        .unwrap()
    }

    #[test]
    fn only_finished_turns_are_asked_and_an_answer_reads_back() {
        let g = game();
        assert_eq!(units(&g), vec![0]);
        let asks = asks(&g);
        assert_eq!(asks.len(), 1);
        let m = review_turn(&g, 0, 20_000).unwrap();
        let comment = study::comments::move_comment(&m);
        let back = judged(&g, 0, &comment).unwrap();
        assert_eq!(
            (back.judgement, back.played.as_str()),
            (Judgement::Blunder, "T:s>SW5")
        );
        assert!(judged(&g, 0, &comment.replace("blunder", "good")).is_err());
        assert!(judged(&g, 3, &comment).is_err());
        assert!(state_before(&g, 0).unwrap().dice().is_some());
    }

    #[test]
    fn a_plan_tried_is_judged_in_place_of_the_plan_played() {
        let g = game();
        let better: Vec<Action> = ["M:C5-SW5", "T:SW5^", "B:b"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        let tried = trial(&g, 0, &better).unwrap();
        assert_eq!(units(&tried), vec![0]);
        let m = review_turn(&tried, 0, 20_000).unwrap();
        let back = judged(&tried, 0, &study::comments::move_comment(&m)).unwrap();
        assert_eq!(back.played, "M:C5-SW5 T:SW5^ B:b");
        assert!(back.loss <= study::ACCEPTABLE, "{back:?}");
        let ask: ReviewRequest = serde_json::from_str(&trial_ask(&tried, 0)).unwrap();
        assert_eq!((ask.index, ask.record), (0, tried.record()));
        // An action the rules refuse makes no trial.
        assert!(trial(&g, 0, &["Z:NE.1l".parse().unwrap()]).is_none());
        assert!(trial(&g, 4, &better).is_none());
    }

    #[test]
    fn a_kept_review_is_used_only_for_its_own_game() {
        let g = game();
        let m = review_turn(&g, 0, REVIEW_NODES).unwrap();
        let text = to_keep(&g, std::slice::from_ref(&m));
        assert_eq!(kept(&g, &text), Some(vec![m]));
        assert_eq!(kept(&g, &text.replace("blunder", "best")), None);
        let mut other = g.clone();
        other.undo();
        assert_eq!(kept(&other, &text), None);
        assert_eq!(kept(&g, "nonsense"), None);
    }

    #[test]
    fn a_plan_text_reads_up_to_its_first_foreign_word() {
        let texts = |a: Vec<Action>| a.iter().map(Action::to_string).collect::<Vec<_>>();
        assert_eq!(
            texts(actions_of("M:C5-SW5 T:SW5^ B:b")),
            ["M:C5-SW5", "T:SW5^", "B:b"]
        );
        assert_eq!(texts(actions_of("T:s>SW5 <script> B:b")), ["T:s>SW5"]);
        assert!(actions_of("").is_empty());
    }
}
