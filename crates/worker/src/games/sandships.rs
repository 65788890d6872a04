//! Sandships in the worker: a [`TurnRequest`] in; out the whole turn's actions, the hint (the
//! engine's plan for the dice in hand, action by action in words, `sandships_ai::study::hint`)
//! or every seat's chance to win.

use sandships::{Game, State};
use sandships_ai::study::chance::{position_chances, shipped};
use sandships_ai::study::{
    analyse_turn, review_turn, TurnAnalysisParams, HINT_NODES, REVIEW_NODES,
};
use sandships_ai::{Level, TurnRequest};

use super::{tenths, WorkerGame};
use crate::Clock;

/// The analysis budget of the chances shown while the dice are in hand, states (a review
/// spends 150,000 a turn, docs/study.md); at a turn's boundary the fitted model needs none.
pub const CHANCES_NODES: u64 = 20_000;

/// Its entry.
pub const GAME: WorkerGame = WorkerGame {
    id: "sandships",
    answer,
    hint,
    chances,
    review,
};

fn read(ask: &str) -> Result<TurnRequest, String> {
    serde_json::from_str::<TurnRequest>(ask).map_err(|e| format!("unreadable request: {e}"))
}

fn state(ask: &str) -> Result<State, String> {
    let request = read(ask)?;
    State::from_text(&request.state, request.options).map_err(|e| e.to_string())
}

fn answer(ask: &str, clock: &dyn Clock) -> Result<Vec<String>, String> {
    let result = sandships_ai::run(&read(ask)?, clock);
    match result.error {
        Some(error) if result.actions.is_empty() => Err(error),
        _ => Ok(result.actions),
    }
}

fn hint(ask: &str) -> Result<Vec<String>, String> {
    let state = state(ask)?;
    if state.needs_roll() {
        return Err("roll first: the hint is a plan for the dice in hand".into());
    }
    let hint = sandships_ai::study::hint(&state, HINT_NODES)
        .ok_or_else(|| "the game is over: there is nothing to hint".to_string())?;
    Ok(hint
        .actions
        .iter()
        .zip(&hint.words)
        .map(|(a, w)| format!("{a}\t{w}"))
        .collect())
}

fn chances(ask: &str) -> Result<Vec<String>, String> {
    let state = state(ask)?;
    let chances = if state.dice().is_some() && state.winner().is_none() {
        analyse_turn(&state, &TurnAnalysisParams::new(CHANCES_NODES))
            .best()
            .map(|p| p.chances.clone())
            .ok_or_else(|| "no plan for the dice in hand".to_string())?
    } else {
        position_chances(&state, &Level::get(5).weights, &shipped(state.players()))
    };
    Ok(chances.iter().map(|&p| tenths(p)).collect())
}

fn review(ask: &str) -> Result<Vec<String>, String> {
    let request = crate::ReviewRequest::read(ask)?;
    let game = Game::from_record(&request.record).map_err(|e| e.to_string())?;
    let judged = review_turn(&game, request.index, REVIEW_NODES)
        .ok_or_else(|| format!("the game has no turn {} to judge", request.index + 1))?;
    Ok(vec![study::comments::move_comment(&judged)])
}
