//! The words and buttons around an embed's board: its accessible name, the control buttons of
//! its mode, the status line and the scores.

use martian_engine::{Position, Seat};
use yew::UseReducerHandle;

use super::params::{EmbedConfig, Mode};
use crate::embed::controls::Control;
use crate::games::martian_chess::seat_names::{describe, seat_name};
use crate::games::martian_chess::teach::Session;

/// The board's accessible name, with its mode.
pub fn board_label(mode: Mode, seats: u8) -> String {
    let what = match mode {
        Mode::View => "a diagram",
        Mode::Step => "step through the moves",
        Mode::Try => "try moves",
        Mode::Puzzle => "a puzzle",
        Mode::Play => "a game against the computer",
    };
    format!("Martian Chess board, {seats} players, {what}")
}

/// The mode's buttons, each with whether it can be pressed now.
pub fn bar_buttons(
    config: &EmbedConfig,
    cursor: usize,
    session: &UseReducerHandle<Session>,
) -> Vec<(Control, bool)> {
    let played = !session.game.moves().is_empty();
    match config.mode {
        Mode::View => Vec::new(),
        Mode::Step => {
            let total = config.game.moves().len();
            vec![
                (Control::First, cursor > 0),
                (Control::Prev, cursor > 0),
                (Control::Next, cursor < total),
                (Control::Last, cursor < total),
            ]
        }
        Mode::Try | Mode::Play => vec![(Control::Reset, played)],
        Mode::Puzzle => vec![
            (Control::Reset, played || session.message.is_some()),
            (Control::Hint, !session.solved),
        ],
    }
}

/// What the reader is to do, or how the game ended (nothing for a diagram or a solved puzzle).
pub fn status_line(
    mode: Mode,
    pos: &Position,
    session: &Session,
    thinking: bool,
) -> Option<String> {
    let to_move = seat_name(pos.seats(), pos.turn());
    match mode {
        Mode::View | Mode::Step => None,
        _ if pos.is_over() => pos
            .outcome()
            .map(|o| format!("Game over: {}.", describe(&o, pos.seats()))),
        Mode::Puzzle if session.solved => None,
        Mode::Puzzle => Some(format!("{to_move} to move: find the best line.")),
        Mode::Play if thinking => Some(format!("{to_move} is thinking…")),
        Mode::Play => Some(format!("Your move ({to_move}).")),
        Mode::Try => Some(format!("{to_move} to move. Try any move.")),
    }
}

/// Every seat's score: "South 3 · North 5".
pub fn scores_line(pos: &Position) -> String {
    pos.scores()
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{} {s}", seat_name(pos.seats(), Seat(i as u8))))
        .collect::<Vec<_>>()
        .join(" · ")
}
