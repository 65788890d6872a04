//! One configured board: the same SVG board as the game, in the mode the fragment asked for
//! (a diagram, stepping through moves, trying moves, a puzzle, or a game against the computer),
//! with its controls, the record's comment, the caption, and a link into the full app. What
//! happens is posted to the parent page.

use std::rc::Rc;

use martian_engine::{Game, MoveText, Position, Seat};
use martian_worker::SearchRequest;
use yew::prelude::*;

use super::params::{EmbedConfig, Mode};
use crate::embed::controls::{Control, Controls};
use crate::embed::messages::{post, use_ready_message, Outgoing};
use crate::embed::size::use_size_report;
use crate::embed::step_keys::use_step_keys;
use crate::games::martian_chess::board::Board;
use crate::games::martian_chess::move_list::MoveList;
use crate::games::martian_chess::piece_keys::PieceKeys;
use crate::games::martian_chess::seat_names::{describe, seat_name};
use crate::games::martian_chess::teach::board::{
    clock_switch, message_view, use_line_replies, SessionBoard,
};
use crate::games::martian_chess::teach::{Action, Event as BoardEvent, Goal, Session};
use crate::games::martian_chess::view_model::board_data;
use crate::hooks::ai_worker::{use_ai_worker, AiAnswer};

/// Props.
#[derive(Properties, PartialEq)]
pub struct EmbedBoardProps {
    /// The checked configuration.
    pub config: Rc<EmbedConfig>,
}

/// The goal and the reader's seat of a teaching mode.
fn teaching(config: &EmbedConfig) -> (Goal, Option<Seat>) {
    match config.mode {
        Mode::Puzzle => (Goal::Line(config.solution.clone()), None),
        Mode::Play => (Goal::Free, Some(config.home_seat())),
        _ => (Goal::Free, None),
    }
}

/// The record that opens `pos` in the full app as a new game.
fn app_link(pos: &Position) -> String {
    let record = Game::new(*pos).to_record();
    let encoded: String = js_sys::encode_uri_component(&record).into();
    format!("./#game={encoded}")
}

/// The board of a diagram or of stepping through the moves: nothing can be picked up.
fn diagram(config: &EmbedConfig, ply: usize, home: Seat, label: &str) -> Html {
    let pos = config.game.positions()[ply];
    let keys = PieceKeys::replay(config.game.start(), &config.game.moves()[..ply]);
    let mut data = board_data(&pos, &keys, home);
    data.grid.coords = config.coords;
    let annotations = config.annotations_for(ply);
    let arrows: Vec<(u8, u8)> = annotations
        .arrows
        .iter()
        .map(|(a, b)| (a.index(), b.index()))
        .collect();
    let marks: Vec<u8> = annotations.marks.iter().map(|s| s.index()).collect();
    html! {
        <Board grid={data.grid} squares={data.squares} pieces={data.pieces} lines={data.lines}
            last_move={data.last_move} arrows={Rc::new(arrows)} marks={Rc::new(marks)}
            testing_attrs={true} label={AttrValue::from(label.to_string())} />
    }
}

/// The configured board.
#[function_component(EmbedBoard)]
pub fn embed_board(props: &EmbedBoardProps) -> Html {
    let config = props.config.clone();
    let mode = config.mode;
    let cursor = use_state(|| config.ply);
    let session = {
        let config = config.clone();
        use_reducer(move || {
            let (goal, reader) = teaching(&config);
            Session::new(*config.shown(), goal, reader)
        })
    };
    let teaching_mode = matches!(mode, Mode::Try | Mode::Puzzle | Mode::Play);
    let root = use_node_ref();
    let lead_in = use_memo(config.clone(), |c| {
        let mut game = c.game.clone();
        game.truncate(c.ply);
        Rc::new(game)
    });
    let lead_in = Some((*lead_in).clone());

    // What is shown, and after how many moves of the line (annotations go by that count).
    let (pos, ply) = if teaching_mode {
        (*session.position(), config.ply + session.game.moves().len())
    } else {
        (config.game.positions()[*cursor], *cursor)
    };

    // Tell the parent the board is ready, and its height whenever it changes.
    use_size_report(root.clone());
    use_ready_message(config.mode.name(), config.shown().to_string());

    // Tell the parent about moves, a solved puzzle and wrong tries, each once.
    let posted = use_mut_ref(|| 0usize);
    {
        let (events, base) = (session.events.clone(), config.ply);
        use_effect_with(events.len(), move |_| {
            let from = (*posted.borrow()).min(events.len());
            for event in &events[from..] {
                post(&match event {
                    BoardEvent::Moved(mv, n, pos) => Outgoing::Move {
                        ply: base + n,
                        mv: mv.to_string(),
                        position: pos.to_string(),
                    },
                    BoardEvent::Solved => Outgoing::Solved,
                    BoardEvent::Failed(mv, n) => Outgoing::Failed {
                        ply: base + n + 1,
                        mv: mv.to_string(),
                    },
                });
            }
            *posted.borrow_mut() = events.len();
        });
    }

    use_line_replies(&session);

    // The computer's seats in play mode: one request in flight at a time, by id, so an answer
    // for a game that was reset is dropped.
    let pending = use_state(|| None::<u32>);
    let next_id = use_mut_ref(|| 0u32);
    let on_answer = {
        let (pending, session) = (pending.clone(), session.clone());
        Callback::from(move |answer: AiAnswer| match answer {
            AiAnswer::Move { request, text } if *pending == Some(request) => {
                pending.set(None);
                let mv = text
                    .parse::<MoveText>()
                    .ok()
                    .and_then(|t| t.resolve(session.position()).ok());
                if let Some(mv) = mv {
                    session.dispatch(Action::Computer(mv));
                }
            }
            AiAnswer::Failed { request, .. } if *pending == Some(request) => pending.set(None),
            _ => {}
        })
    };
    let ai = use_ai_worker(mode == Mode::Play, on_answer);
    let thinking = mode == Mode::Play && !session.position().is_over() && !session.reader_to_move();
    {
        let (pending, next_id, ai) = (pending.clone(), next_id.clone(), ai.clone());
        let (game, level) = (session.game.clone(), config.level);
        let waiting = pending.is_some();
        use_effect_with(
            (thinking, session.game.moves().len(), waiting),
            move |(thinking, _, waiting)| {
                if *thinking && !*waiting {
                    let id = {
                        let mut n = next_id.borrow_mut();
                        *n += 1;
                        *n
                    };
                    pending.set(Some(id));
                    ai.ask(&SearchRequest {
                        id: id as u64,
                        record: Some(game.to_record()),
                        level,
                        seed: js_sys::Date::now() as u64 ^ id as u64,
                        ..SearchRequest::default()
                    });
                }
            },
        );
    }

    // Arrow keys step through the moves.
    use_step_keys(
        mode == Mode::Step,
        cursor.clone(),
        config.game.moves().len(),
    );

    let on_control = {
        let (cursor, session, total) = (cursor.clone(), session.clone(), config.game.moves().len());
        let pending = pending.clone();
        Callback::from(move |control: Control| match control {
            Control::First => cursor.set(0),
            Control::Prev => cursor.set(cursor.saturating_sub(1)),
            Control::Next => cursor.set((*cursor + 1).min(total)),
            Control::Last => cursor.set(total),
            Control::Reset => {
                // A computer answer still on its way belongs to the old game.
                pending.set(None);
                session.dispatch(Action::Reset)
            }
            Control::Hint => session.dispatch(Action::Hint),
        })
    };
    let on_select = {
        let cursor = cursor.clone();
        Callback::from(move |n: usize| cursor.set(n))
    };
    let home = config.home_seat();
    let annotations = config.annotations_for(ply);
    let label = format!(
        "Martian Chess board, {} players{}",
        pos.seats(),
        match mode {
            Mode::View => ", a diagram",
            Mode::Step => ", step through the moves",
            Mode::Try => ", try moves",
            Mode::Puzzle => ", a puzzle",
            Mode::Play => ", a game against the computer",
        }
    );

    let buttons = match mode {
        Mode::View => Vec::new(),
        Mode::Step => {
            let total = config.game.moves().len();
            vec![
                (Control::First, *cursor > 0),
                (Control::Prev, *cursor > 0),
                (Control::Next, *cursor < total),
                (Control::Last, *cursor < total),
            ]
        }
        Mode::Try | Mode::Play => vec![(Control::Reset, !session.game.moves().is_empty())],
        Mode::Puzzle => vec![
            (
                Control::Reset,
                !session.game.moves().is_empty() || session.message.is_some(),
            ),
            (Control::Hint, !session.solved),
        ],
    };
    let counter =
        (mode == Mode::Step).then(|| format!("{} / {}", *cursor, config.game.moves().len()));

    let status = match mode {
        Mode::View | Mode::Step => None,
        _ if pos.is_over() => pos
            .outcome()
            .map(|o| format!("Game over: {}.", describe(&o, pos.seats()))),
        Mode::Puzzle if session.solved => None,
        Mode::Puzzle => Some(format!(
            "{} to move: find the best line.",
            seat_name(pos.seats(), pos.turn())
        )),
        Mode::Play if thinking => Some(format!(
            "{} is thinking…",
            seat_name(pos.seats(), pos.turn())
        )),
        Mode::Play => Some(format!(
            "Your move ({}).",
            seat_name(pos.seats(), pos.turn())
        )),
        Mode::Try => Some(format!(
            "{} to move. Try any move.",
            seat_name(pos.seats(), pos.turn())
        )),
    };
    let message = session.message.clone().filter(|_| teaching_mode);
    // Calling the clock is a choice in a game and when trying moves; in a puzzle only when the
    // solution calls it.
    let offers_clock = match mode {
        Mode::Try | Mode::Play => true,
        Mode::Puzzle => config.solution.iter().any(|m| m.calls_clock),
        Mode::View | Mode::Step => false,
    };
    let comment = (mode == Mode::Step)
        .then(|| config.comment_for(*cursor))
        .flatten();
    let scores = pos
        .scores()
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{} {s}", seat_name(pos.seats(), Seat(i as u8))))
        .collect::<Vec<_>>()
        .join(" · ");

    html! {
        <main ref={root} class={classes!("embed", format!("theme-{}", config.theme.name()), format!("mode-{}", mode.name()))}>
            <h1 class="visually-hidden">{ "Martian Chess board" }</h1>
            if teaching_mode {
                <SessionBoard session={session.clone()} lead_in={lead_in} {home} coords={config.coords}
                    arrows={Rc::new(annotations.arrows.clone())} marks={Rc::new(annotations.marks.clone())}
                    label={AttrValue::from(label)} />
            } else {
                { diagram(&config, *cursor, home, &label) }
            }
            <div class="embed-bar">
                <p class="scores" aria-label="Scores">{ scores }</p>
                <Controls {buttons} {counter} on_press={on_control} />
            </div>
            if let Some(text) = status {
                <p class="embed-status" role="status">{ text }</p>
            }
            if offers_clock {
                { clock_switch(&session, "Call the clock with this move") }
            }
            if let Some(m) = message {
                { message_view(&m, "embed-message") }
            }
            if let Some(text) = comment {
                <p class="embed-comment">{ text }</p>
            }
            if mode == Mode::Step {
                <MoveList moves={config.game.moves().to_vec()} seats={pos.seats()} shown={*cursor} {on_select} />
            }
            if let Some(caption) = &config.caption {
                <p class="embed-caption">{ caption.clone() }</p>
            }
            <p class="embed-open">
                <a href={app_link(&pos)} target="_blank" rel="noopener">{ "Open in Martian Chess ↗" }</a>
            </p>
        </main>
    }
}
