//! The app's components, one a file: leaf components take data and callbacks.

pub mod app;
pub mod embed_dialog;
pub mod embed_snippets;
pub mod export;
pub mod game_chooser;
pub mod game_panel;
pub mod history_bar;
pub mod how_to_play;
pub mod icons;
pub mod import;
pub mod library;
pub mod move_list;
pub mod new_game;
pub mod seats;
pub mod tray;
