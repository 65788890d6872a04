//! The app's shell: the top bar and menu, the screen that is up, and the dialogs around the
//! open game (saved games, import, export, the seats of an opened record, the game chooser, a
//! friend's invitation), and one room a game that keeps its history and draws its screens.
//!
//! Floors inside the shell: `types` and `letters` (the values the parts hand each other) at the
//! bottom; `opened`, `turn_links`, `screens` (the game's half of the interface) above them; the
//! rooms (`room`, `remote_bar`, `room_overlay`) and `entry` (a game's registry entry) above
//! those; `control` and the screens and dialogs built on it; `app` on top.

pub mod app;
pub mod control;
pub mod dialogs;
pub mod entry;
pub mod export;
pub mod game_chooser;
pub mod import;
pub mod incoming;
pub mod invitation;
pub mod key_words;
pub mod letters;
pub mod library;
pub mod library_screen;
pub mod opened;
pub mod remote_bar;
pub mod room;
pub mod room_overlay;
pub mod screens;
pub mod seats;
pub mod top_bar;
pub mod turn_links;
pub mod types;
