//! One configured board: the same SVG board as the game, in the mode the fragment asked for
//! (a diagram, stepping through moves, trying moves, a puzzle, or a game against the computer),
//! with its controls, the record's comment, the caption, and a link into the full app. What
//! happens is posted to the parent page.

use std::rc::Rc;

use martian_engine::{Game, Position, Seat};
use yew::prelude::*;

use super::bar::{bar_buttons, board_label, scores_line, status_line};
use super::computer::use_embed_computer;
use super::params::{EmbedConfig, Mode};
use crate::embed::controls::{Control, Controls};
use crate::embed::messages::{post, use_ready_message, Outgoing};
use crate::embed::size::use_size_report;
use crate::embed::step_keys::use_step_keys;
use crate::games::martian_chess::board::Board;
use crate::games::martian_chess::move_list::MoveList;
use crate::games::martian_chess::piece_keys::PieceKeys;
use crate::games::martian_chess::teach::board::{
    clock_switch, message_view, use_line_replies, SessionBoard,
};
use crate::games::martian_chess::teach::{Action, Event as BoardEvent, Goal, Session};
use crate::games::martian_chess::view_model::board_data;

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

/// Tells the parent page about moves, a solved puzzle and wrong tries, each once (`base`: the
/// moves of the line before the session's first).
#[hook]
fn use_posted_events(session: &UseReducerHandle<Session>, base: usize) {
    let posted = use_mut_ref(|| 0usize);
    let events = session.events.clone();
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

/// Whether the reader may call the clock: a choice in a game and when trying moves; in a puzzle
/// only when the solution calls it.
fn offers_clock(config: &EmbedConfig) -> bool {
    match config.mode {
        Mode::Try | Mode::Play => true,
        Mode::Puzzle => config.solution.iter().any(|m| m.calls_clock),
        Mode::View | Mode::Step => false,
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

    use_posted_events(&session, config.ply);

    use_line_replies(&session);

    let (thinking, forget_answer) = use_embed_computer(&session, mode == Mode::Play, config.level);

    // Arrow keys step through the moves.
    use_step_keys(
        mode == Mode::Step,
        cursor.clone(),
        config.game.moves().len(),
    );

    let on_control = {
        let (cursor, session, total) = (cursor.clone(), session.clone(), config.game.moves().len());
        Callback::from(move |control: Control| match control {
            Control::First => cursor.set(0),
            Control::Prev => cursor.set(cursor.saturating_sub(1)),
            Control::Next => cursor.set((*cursor + 1).min(total)),
            Control::Last => cursor.set(total),
            Control::Reset => {
                // A computer answer still on its way belongs to the old game.
                forget_answer.emit(());
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
    let label = board_label(mode, pos.seats());
    let buttons = bar_buttons(&config, *cursor, &session);
    let counter =
        (mode == Mode::Step).then(|| format!("{} / {}", *cursor, config.game.moves().len()));
    let status = status_line(mode, &pos, &session, thinking);
    let message = session.message.clone().filter(|_| teaching_mode);
    let comment = (mode == Mode::Step)
        .then(|| config.comment_for(*cursor))
        .flatten();
    let scores = scores_line(&pos);

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
            if offers_clock(&config) {
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
