//! The computer's seats of the game: asks the AI's worker for a move whenever a computer is to
//! move in the live game, and turns its answers into actions (a request id makes late answers
//! harmless: the reducer drops them).

use martian_worker::SearchRequest;
use yew::prelude::*;

use super::ai_worker::{use_ai_worker, AiAnswer};
use super::now;
use crate::state::{Action, PlayState};

/// Runs the computer's seats of the game in `state`.
#[hook]
pub fn use_computer_player(state: &UseReducerHandle<PlayState>) {
    let on_answer = {
        let dispatcher = state.dispatcher();
        Callback::from(move |answer: AiAnswer| match answer {
            AiAnswer::Move { request, text } => dispatcher.dispatch(Action::ComputerText {
                request,
                text,
                now: now(),
            }),
            AiAnswer::Failed { request, trouble } => {
                if let Some(message) = trouble {
                    dispatcher.dispatch(Action::Notice(Some(format!(
                        "The computer player keeps failing ({message}); retrying."
                    ))));
                }
                dispatcher.dispatch(Action::ComputerFailed { request });
            }
        })
    };
    // The game's worker runs for the app's lifetime: any game may get a computer seat.
    let ai = use_ai_worker(true, on_answer);
    let (state_now, dispatcher) = ((**state).clone(), state.dispatcher());
    let key = (
        state.id.clone(),
        state.game.moves().len(),
        state.thinking,
        state.cursor,
    );
    use_effect_with(key, move |_| {
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
