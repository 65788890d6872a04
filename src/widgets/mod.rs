//! Small components every game's screens use: the history bar, icons, the embed snippets.

pub mod embed_snippets;
pub mod history_bar;
pub mod icons;
pub mod rules_page;
pub mod seat_picker;
