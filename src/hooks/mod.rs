//! The app's effects at its edge, as custom hooks: the AI's worker and the computer player, saving
//! after every change, keeping two tabs on one game in step, and pieces that glide.

pub mod ai_worker;
mod autosave;
mod computer;
mod glide;
mod moment;
pub mod review_run;
pub mod stored_game;
pub mod study;
mod tab_sync;

pub use autosave::use_autosave;
pub use computer::{throw_dice, use_computer_seats};
pub use glide::{gliding_at, use_glide, Glide};
pub use moment::use_moment;
pub use tab_sync::use_tab_sync;

/// The time, in ms since 1970 (actions carry it, so the reducer stays pure).
pub fn now() -> f64 {
    js_sys::Date::now()
}
