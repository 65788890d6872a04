//! Why a move tried in a puzzle is not the one, said in the engine's words: the answer it allows
//! ("North answers b5xd4, taking the queen you moved: 3 points") and what the solver's chance to
//! win becomes. The engine works in the AI's worker, as the play screen's hint does (its `hint`
//! ask gives the answer, its `chances` ask the chance), so Learn's page carries no search: the
//! worker starts when the trainer opens and answers in a second or two.

use martian_engine::{Move, MoveText, Position};
use martian_worker::SearchRequest;

use crate::games::martian_chess::seat_names::seat_name;

/// The worker's request for the position after `tried`.
pub fn request(before: &Position, tried: Move) -> String {
    let mut after = *before;
    after.play_unchecked(tried);
    serde_json::to_string(&SearchRequest {
        position: after.to_string(),
        options: after.options(),
        level: 5,
        ..SearchRequest::default()
    })
    .unwrap_or_default()
}

/// What is said while the engine looks for the answer.
pub fn looking(tried: Move) -> String {
    format!("{tried} is not the move this puzzle is after: it is taken back while the engine looks for the answer to it…")
}

/// What is said when the engine did not answer.
pub fn without_engine(tried: Move) -> String {
    format!("{tried} is not the move this puzzle is after. Try again.")
}

/// The answer the engine found to `tried` (the worker's hint text: a move text, `clock ` in
/// front when it calls the clock), checked against the position: `None` if it is not legal there.
pub fn read_answer(before: &Position, tried: Move, hint: &str) -> Option<Move> {
    let mut after = *before;
    after.play_unchecked(tried);
    let text = hint.split('\t').next()?.trim();
    text.parse::<MoveText>().ok()?.resolve(&after).ok()
}

/// The solver's chance (0 to 1) from the worker's `chances` answer (each seat's chance in tenths
/// of a per cent, in seat order).
pub fn read_chance(before: &Position, answer: &[String]) -> Option<f64> {
    let tenths: f64 = answer.get(before.turn().index())?.trim().parse().ok()?;
    (0.0..=1000.0).contains(&tenths).then_some(tenths / 1000.0)
}

/// Why `tried`, a legal move from `before` that is not the puzzle's, falls short: `reply` is
/// the engine's answer to it, `chance` the solver's chance to win after it.
pub fn why_wrong(before: &Position, tried: Move, reply: Move, chance: Option<f64>) -> String {
    let mut after = *before;
    after.play_unchecked(tried);
    let next = after.turn();
    let who = seat_name(after.seats(), next);
    let mut replied = after;
    replied.play_unchecked(reply);
    let gained = replied.scores()[next.index()].saturating_sub(after.scores()[next.index()]);
    let points = if gained == 1 {
        "1 point".to_string()
    } else {
        format!("{gained} points")
    };
    let answer = match after.piece_at(reply.to).filter(|_| reply.is_capture()) {
        Some(role) if reply.to == tried.to => {
            format!("{who} answers {reply}, taking the {role} you moved ({points})")
        }
        Some(role) => format!("{who} answers {reply}, taking a {role} ({points})"),
        None => format!("{who} answers {reply}"),
    };
    match chance {
        Some(c) => format!(
            "{tried} is not the best move here: {answer}, and your chance to win would be {:.0} %. Try again.",
            c * 100.0
        ),
        None => format!("{tried} is not the best move here: {answer}. Try again."),
    }
}

/// Why `tried` falls short when it ends the game (no answer to ask for).
pub fn ends_the_game(before: &Position, tried: Move) -> Option<String> {
    let mut after = *before;
    after.play_unchecked(tried);
    after.is_over().then(|| {
        format!("{tried} ends the game, but not as well as this position allows: look for the move that does better.")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::RuleOptions;

    fn puzzle() -> Position {
        // The two-player set's first puzzle (North to move, c6xc1 the one good move).
        Position::from_text(
            "2d1/2p1/q1q1/4/1q2/4/1p2/1dq1 1 c2-c6 0 9,9",
            RuleOptions::default(),
        )
        .unwrap()
    }

    fn mv(pos: &Position, text: &str) -> Move {
        text.parse::<MoveText>().unwrap().resolve(pos).unwrap()
    }

    #[test]
    fn an_answer_that_takes_the_moved_piece_is_named_with_its_points() {
        let pos = puzzle();
        // North's queen a6 to b5 ... any legal wrong move; find one South can take.
        let (tried, reply) = pos
            .legal_moves()
            .into_iter()
            .find_map(|t| {
                let mut after = pos;
                after.play_unchecked(t);
                let r = after
                    .legal_moves()
                    .into_iter()
                    .find(|r| r.is_capture() && r.to == t.to)?;
                Some((t, r))
            })
            .expect("a wrong move whose piece can be taken");
        let text = why_wrong(&pos, tried, reply, Some(0.123));
        assert!(
            text.starts_with(&format!(
                "{tried} is not the best move here: South answers {reply}, taking the "
            )),
            "{text}"
        );
        assert!(
            text.contains("you moved (") && text.contains("would be 12 %"),
            "{text}"
        );
        assert_eq!(
            read_answer(&pos, tried, &format!("{reply}\tTake it")),
            Some(reply)
        );
        assert_eq!(
            read_answer(&pos, tried, "a1-a2\twords"),
            None,
            "an answer that is not legal is refused"
        );
    }

    #[test]
    fn the_chance_is_read_for_the_solver_and_checked() {
        let pos = puzzle();
        let answer = vec!["300".to_string(), "700".to_string()];
        assert_eq!(read_chance(&pos, &answer), Some(0.7), "North is seat 1");
        assert_eq!(read_chance(&pos, &["1".into()]), None);
        assert_eq!(read_chance(&pos, &["0".into(), "5000".into()]), None);
        let right = mv(&pos, "c6xc1");
        assert!(request(&pos, right).contains("\"position\""));
    }
}
