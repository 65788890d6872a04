//! The app's components, one a file: leaf components take data and callbacks.

pub mod app;
pub mod game_panel;
pub mod how_to_play;
pub mod move_list;
pub mod new_game;
pub mod tray;
