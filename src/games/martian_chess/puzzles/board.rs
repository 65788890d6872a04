//! One puzzle on the board: the teaching board ([`Session`], a line to find) turned to the
//! solver, the other seats' answers played for them with a glide, a wrong move taken back with
//! the engine's reason, Hint and Show the solution.
//!
//! The board reports the attempt's result once ([`PuzzleBoardProps::on_result`]): solved when
//! the whole line was found with no wrong move, no hint and the solution not shown (lichess's
//! rule: a hint or a miss loses the puzzle); missed at the first of those. The reader may still
//! finish the line afterwards, for practice.

use std::cell::Cell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use martian_engine::{Move, MoveText, Position};
use yew::prelude::*;

use super::refute::{
    ends_the_game, looking, read_answer, read_chance, request, why_wrong, without_engine,
};
use super::sets::Entry;
use crate::games::martian_chess::seat_names::seat_name;
use crate::games::martian_chess::teach::board::{
    clock_switch, message_view, use_line_replies, SessionBoard,
};
use crate::games::martian_chess::teach::{Action, Event, Goal, Message, Session, Tone};
use crate::games::martian_chess::MartianChess;
use crate::history::Playable;
use crate::hooks::ai_worker::{AiAnswer, AiHandle};

/// What the session says of a legal move that is not the line's, until the engine's reason is
/// ready (the same render, in practice).
const NOT_IT: &str = "That is not the move this puzzle is after. Try again.";

const GAME: &str = <MartianChess as Playable>::ID;

/// How long each move of a shown solution waits, so it can be followed.
const SHOW_PAUSE_MS: u32 = 700;

/// Props.
#[derive(Properties, PartialEq)]
pub struct PuzzleBoardProps {
    /// The puzzle.
    pub entry: Rc<Entry>,
    /// The attempt's result, once: `true` solved cleanly, `false` missed.
    pub on_result: Callback<bool>,
    /// The AI's worker, which says why a wrong move is wrong.
    pub ai: AiHandle,
}

/// The line's moves as text, space-separated (the board's `data-solution`).
fn line_text(entry: &Entry) -> String {
    entry
        .line
        .iter()
        .map(|m| MoveText::from(*m).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reports the result the first time one is known, and plays a shown solution.
#[hook]
fn use_result(
    session: &UseReducerHandle<Session>,
    showing: bool,
    hinted: bool,
    on_result: Callback<bool>,
) {
    let decided = use_mut_ref(|| false);
    let missed = session
        .events
        .iter()
        .any(|e| matches!(e, Event::Failed(..)));
    let solved = session.solved;
    use_effect_with(
        (solved, missed, showing, hinted),
        move |&(solved, missed, showing, hinted)| {
            let lost = missed || showing || hinted;
            if !*decided.borrow() && (lost || solved) {
                *decided.borrow_mut() = true;
                on_result.emit(!lost);
            }
        },
    );
    let (due, moves, dispatcher) = (
        showing && session.next_in_line().is_some(),
        session.game.moves().len(),
        session.dispatcher(),
    );
    use_effect_with((due, moves), move |(due, _)| {
        let timer =
            due.then(|| Timeout::new(SHOW_PAUSE_MS, move || dispatcher.dispatch(Action::PlayNext)));
        move || drop(timer)
    });
}

/// A reason being written: the events it explains (their count) and its words.
type Reason = UseStateHandle<Option<(usize, String)>>;

/// Asks the worker for the answer to `tried` (`hint` on the position after it), then for the
/// solver's chance after that answer (`chances`), and writes the reason for failure `n` as each
/// arrives; an answer for a failure since overtaken (`latest`) is dropped.
fn ask_reason(
    ai: &AiHandle,
    before: Position,
    tried: Move,
    n: usize,
    reason: Reason,
    latest: Rc<Cell<usize>>,
) {
    let ask = request(&before, tried);
    let (ai2, ask2) = (ai.clone(), ask.clone());
    let on_hint = Callback::from(move |answer: AiAnswer| {
        if latest.get() != n {
            return;
        }
        let reply = match &answer {
            AiAnswer::Steps(texts) => texts.first().and_then(|h| read_answer(&before, tried, h)),
            AiAnswer::Failed { .. } => None,
        };
        let Some(reply) = reply else {
            reason.set(Some((n, without_engine(tried))));
            return;
        };
        reason.set(Some((n, why_wrong(&before, tried, reply, None))));
        let (reason, latest) = (reason.clone(), latest.clone());
        let on_chances = Callback::from(move |answer: AiAnswer| {
            if latest.get() != n {
                return;
            }
            if let AiAnswer::Steps(texts) = answer {
                let chance = read_chance(&before, &texts);
                reason.set(Some((n, why_wrong(&before, tried, reply, chance))));
            }
        });
        ai2.ask_for(GAME, "chances", &ask2, on_chances);
    });
    ai.ask_for(GAME, "hint", &ask, on_hint);
}

/// The engine's reason for the last wrong move, while the session still shows that failure.
#[hook]
fn use_reason(session: &UseReducerHandle<Session>, ai: &AiHandle) -> Option<String> {
    let reason = use_state(|| None::<(usize, String)>);
    let latest = use_memo((), |_| Rc::new(Cell::new(0usize)));
    {
        let (reason, session, ai, latest) = (
            reason.clone(),
            session.clone(),
            ai.clone(),
            (*latest).clone(),
        );
        use_effect_with(session.events.len(), move |&n| {
            if let Some(Event::Failed(mv, _)) = session.events.last() {
                let (before, tried) = (*session.position(), *mv);
                latest.set(n);
                match ends_the_game(&before, tried) {
                    Some(text) => reason.set(Some((n, text))),
                    None => {
                        reason.set(Some((n, looking(tried))));
                        ask_reason(&ai, before, tried, n, reason, latest);
                    }
                }
            }
        });
    }
    let shown = session
        .message
        .as_ref()
        .is_some_and(|m| m.tone == Tone::Wrong && m.text == NOT_IT);
    match &*reason {
        Some((n, text)) if shown && *n == session.events.len() => Some(text.clone()),
        _ => None,
    }
}

/// The puzzle's board and its controls.
#[function_component(PuzzleBoard)]
pub fn puzzle_board(props: &PuzzleBoardProps) -> Html {
    let entry = props.entry.clone();
    let session = {
        let entry = entry.clone();
        use_reducer(move || {
            Session::new(entry.puzzle.start, Goal::Line(entry.line.clone()), None)
                .with_wrong_text(Some(NOT_IT.to_string()))
        })
    };
    use_line_replies(&session);
    let showing = use_state(|| false);
    let hinted = use_state(|| false);
    use_result(&session, *showing, *hinted, props.on_result.clone());
    let reason = use_reason(&session, &props.ai);

    let start = &entry.puzzle.start;
    let solver = start.turn();
    let seats = start.seats();
    let pos = session.position();
    let status = if session.solved && *showing {
        "The solution is on the board.".to_string()
    } else if session.solved {
        "Solved!".to_string()
    } else if session.reply_due() || *showing {
        format!("{} plays…", seat_name(seats, pos.turn()))
    } else {
        format!("{} to move: find the best move.", seat_name(seats, solver))
    };
    let message = match reason {
        Some(text) => Some(Message {
            tone: Tone::Wrong,
            text,
        }),
        None => session.message.clone().filter(|m| m.tone != Tone::Success),
    };
    let hint = {
        let (d, hinted) = (session.dispatcher(), hinted.clone());
        Callback::from(move |_: MouseEvent| {
            hinted.set(true);
            d.dispatch(Action::Hint)
        })
    };
    let show = {
        let showing = showing.clone();
        Callback::from(move |_: MouseEvent| showing.set(true))
    };
    let calls_clock = entry.line.iter().any(|m| m.calls_clock);
    let label = format!(
        "Puzzle board, {} to move{}",
        seat_name(seats, pos.turn()),
        if session.solved { ", solved" } else { "" }
    );
    let solution = showing.then(|| line_text(&entry));
    html! {
        <div class="puzzle-play">
            <p class={classes!("puzzle-status", session.solved.then_some("solved"))} role="status">{ status }</p>
            <div class="puzzle-board" data-puzzle-id={entry.card.id.clone()} data-solution={solution}>
                <SessionBoard session={session.clone()} home={solver} label={AttrValue::from(label)} />
            </div>
            <div class="learn-feedback">
                if let Some(m) = message {
                    { message_view(&m, "learn-message") }
                }
                if calls_clock {
                    { clock_switch(&session, "Call the clock with my next move") }
                }
                <div class="learn-actions">
                    <button type="button" class="secondary" data-control="hint" onclick={hint}
                        disabled={session.solved || *showing}>{ "Hint" }</button>
                    <button type="button" class="secondary" data-control="show-solution" onclick={show}
                        disabled={session.solved || *showing}>{ "Show the solution" }</button>
                </div>
            </div>
        </div>
    }
}
