//! The computer's seats of an embed's `play` mode: while the reader is not to move, the AI's
//! worker is asked for the move (one request in flight at a time, by id, so an answer for a game
//! that was reset is dropped), and its answer is played on the teaching session.

use martian_engine::MoveText;
use martian_worker::SearchRequest;
use yew::prelude::*;

use crate::games::martian_chess::teach::{Action, Session};
use crate::games::martian_chess::MartianChess;
use crate::history::Playable;
use crate::hooks::ai_worker::{use_ai_worker, AiAnswer};

/// Runs the computer's seats of `session` at `level` while `enabled`; whether the computer is
/// thinking now, and a callback that forgets an answer on its way (for a reset).
#[hook]
pub fn use_embed_computer(
    session: &UseReducerHandle<Session>,
    enabled: bool,
    level: u8,
) -> (bool, Callback<()>) {
    // The request in flight: a cell, not a state, because the answer's callback outlives the
    // render that asked and must see the latest value.
    let pending = use_mut_ref(|| None::<u32>);
    let next_id = use_mut_ref(|| 0u32);
    let redraw = use_force_update();
    let ai = use_ai_worker(enabled);
    let thinking = enabled && !session.position().is_over() && !session.reader_to_move();
    {
        let (pending, session) = (pending.clone(), session.clone());
        let waiting = pending.borrow().is_some();
        use_effect_with(
            (thinking, session.game.moves().len(), waiting),
            move |(thinking, _, waiting)| {
                if !*thinking || *waiting {
                    return;
                }
                let id = {
                    let mut n = next_id.borrow_mut();
                    *n += 1;
                    *n
                };
                *pending.borrow_mut() = Some(id);
                let ask = serde_json::to_string(&SearchRequest {
                    record: Some(session.game.to_record()),
                    level,
                    seed: js_sys::Date::now() as u64 ^ u64::from(id),
                    ..SearchRequest::default()
                })
                .unwrap_or_default();
                let on_answer = Callback::from(move |answer: AiAnswer| {
                    if *pending.borrow() != Some(id) {
                        return;
                    }
                    *pending.borrow_mut() = None;
                    let AiAnswer::Steps(steps) = answer else {
                        // Asked again on the next render.
                        return redraw.force_update();
                    };
                    let mv = steps
                        .first()
                        .and_then(|t| t.parse::<MoveText>().ok())
                        .and_then(|t| t.resolve(session.position()).ok());
                    if let Some(mv) = mv {
                        session.dispatch(Action::Computer(mv));
                    }
                });
                ai.ask(MartianChess::ID, &ask, on_answer);
            },
        );
    }
    let forget = Callback::from(move |()| *pending.borrow_mut() = None);
    (thinking, forget)
}
