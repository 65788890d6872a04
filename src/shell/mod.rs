//! The app's shell: the top bar and menu, the screen that is up, and the dialogs around the
//! open game (saved games, import, export, the seats of an opened record, the game chooser).

pub mod app;
pub mod entry;
pub mod export;
pub mod game_chooser;
pub mod import;
pub mod library;
pub mod opened;
pub mod room;
pub mod screen;
pub mod screens;
pub mod seats;
pub mod turn_links;
