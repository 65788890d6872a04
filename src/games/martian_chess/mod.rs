//! Martian Chess in the app: its settings and its part in the history, its board view and view model, its
//! panel, New game form, How to play, Embed dialog and embed reader and board, its teaching boards and Learn's lessons.

pub mod board;
pub mod embed;
pub mod embed_dialog;
pub mod how_to_play;
pub mod learn;
pub mod move_list;
pub mod new_game;
pub mod panel;
pub mod persisted;
pub mod piece_keys;
pub mod play;
pub mod playable;
pub mod puzzles;
pub mod review;
pub mod screens;
pub mod seat_names;
pub mod settings;
pub mod state;
pub mod teach;
pub mod tray;
pub mod view_model;

pub use playable::MartianChess;
pub use settings::Settings;
pub use state::{Action, PlayState};
