//! Martian Chess in the worker: a [`SearchRequest`] in; out the move to play, the hint (the
//! best move and why, `martian_ai::study::hint`) or every seat's chance to win.

use martian_ai::study::{
    analyse, best_for_mover, review_move, review_nodes, AnalysisParams, HINT_NODES,
};
use martian_ai::{Clock, SearchRequest};
use martian_engine::Game;

use super::{tenths, WorkerGame};

/// The analysis budget of the chances shown while playing, nodes: a tenth of a second or so,
/// asked after every move (a review spends 200,000, docs/study.md).
pub const CHANCES_NODES: u64 = 60_000;

/// Its entry.
pub const GAME: WorkerGame = WorkerGame {
    id: "martian-chess",
    answer,
    hint,
    chances,
    review,
};

fn read(ask: &str) -> Result<SearchRequest, String> {
    serde_json::from_str::<SearchRequest>(ask).map_err(|e| format!("unreadable request: {e}"))
}

fn answer(ask: &str, clock: &dyn Clock) -> Result<Vec<String>, String> {
    let result = martian_ai::run(&read(ask)?, clock, &mut |_| {});
    match (result.text, result.error) {
        (Some(text), _) => Ok(vec![text]),
        (None, Some(error)) => Err(error),
        (None, None) => Err("there is no move to play".into()),
    }
}

fn hint(ask: &str) -> Result<Vec<String>, String> {
    let (pos, history) = martian_ai::resolve(&read(ask)?)?;
    let hint = martian_ai::study::hint(&pos, history, HINT_NODES)
        .ok_or_else(|| "the game is over: there is no move to hint".to_string())?;
    Ok(vec![format!("{}\t{}", hint.text, hint.words)])
}

fn chances(ask: &str) -> Result<Vec<String>, String> {
    let (pos, history) = martian_ai::resolve(&read(ask)?)?;
    let analysis = analyse(
        &pos,
        &AnalysisParams {
            history,
            exact: 1,
            ..AnalysisParams::new(CHANCES_NODES)
        },
    );
    let best = best_for_mover(&analysis.moves, pos.turn().0 as usize)
        .ok_or_else(|| "the game is over".to_string())?;
    Ok(best.chances.iter().map(|&p| tenths(p)).collect())
}

fn review(ask: &str) -> Result<Vec<String>, String> {
    let request = crate::ReviewRequest::read(ask)?;
    let game = Game::from_record(&request.record).map_err(|e| e.to_string())?;
    let nodes = review_nodes(game.start().seats());
    let judged = review_move(&game, request.index, nodes)
        .ok_or_else(|| format!("the game has no move {}", request.index + 1))?;
    Ok(vec![study::comments::move_comment(&judged)])
}
