//! The computer's seats of a Martian Chess game: asks the AI's worker for a move whenever a
//! computer is to move in the live game, and turns its answers into actions (a request id
//! makes late answers harmless: the reducer drops them).

use martian_worker::SearchRequest;
use yew::prelude::*;

use super::{Action, MartianAction, PlayState};
use crate::hooks::ai_worker::{AiAnswer, AiHandle};
use crate::hooks::now;

/// The reducer's action for an answer of the worker (none for another game's answer).
pub fn martian_answer(answer: AiAnswer) -> Vec<Action> {
    match answer {
        AiAnswer::Move { request, text } => vec![MartianAction::ComputerText {
            request,
            text,
            now: now(),
        }
        .into()],
        AiAnswer::Failed { request, trouble } => {
            let mut out = Vec::new();
            if let Some(message) = trouble {
                out.push(Action::Notice(Some(format!(
                    "The computer player keeps failing ({message}); retrying."
                ))));
            }
            out.push(Action::ComputerFailed { request });
            out
        }
        AiAnswer::Turn { .. } => Vec::new(),
    }
}

/// Runs the computer's seats of the game in `state` through `ai`, while `active`.
#[hook]
pub fn use_computer_player(state: &UseReducerHandle<PlayState>, ai: &AiHandle, active: bool) {
    let (state_now, dispatcher, ai) = ((**state).clone(), state.dispatcher(), ai.clone());
    let key = (
        state.id.clone(),
        state.game.moves().len(),
        state.thinking,
        state.cursor,
        active,
    );
    use_effect_with(key, move |_| {
        if !active {
            return;
        }
        if let (Some(level), None) = (state_now.computer_to_move(), state_now.thinking) {
            let request = state_now.next_request;
            dispatcher.dispatch(Action::Think { request });
            ai.ask(&SearchRequest {
                id: request as u64,
                record: Some(state_now.game.to_record()),
                level,
                seed: now() as u64 ^ request as u64,
                ..SearchRequest::default()
            });
        }
    });
}

/// Props of the computer's seats.
#[derive(Properties, PartialEq)]
pub struct MartianComputerProps {
    /// The game.
    pub state: UseReducerHandle<PlayState>,
    /// The worker.
    pub ai: AiHandle,
    /// Whether this game is the one open.
    pub active: bool,
}

/// The computer's seats, as a component with no markup (the shell's room holds one).
#[function_component(MartianComputer)]
pub fn martian_computer(props: &MartianComputerProps) -> Html {
    use_computer_player(&props.state, &props.ai, props.active);
    Html::default()
}
