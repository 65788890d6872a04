//! Sandships in the app: its board view, its rules adapter (engine state to board data and
//! legal targets), its reducer, its panel parts and its How to play.

pub mod board;
pub mod dice;
pub mod embed;
pub mod embed_dialog;
pub mod how_to_play;
pub mod layout;
pub mod learn;
pub mod log;
pub mod new_game;
pub mod panel;
pub mod persisted;
pub mod play;
pub mod playable;
pub mod review;
pub mod screens;
pub mod settings;
pub mod ship_keys;
pub mod state;
pub mod study;
pub mod teach;
pub mod view_model;
pub mod words;

pub use playable::Sandships;
