//! The words every game's embed shares: what the reader can do with the board (the mode), the
//! frame's colours, and the error that names a bad parameter.

use std::fmt;

/// What the reader can do with the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// A diagram: nothing moves.
    View,
    /// Step through the given moves (first, previous, next, last; arrow keys; the move list).
    Step,
    /// Play any legal moves from the shown position; reset goes back.
    Try,
    /// Find the solution: the reader's moves must match it, the other side's replies in it are
    /// played automatically.
    Puzzle,
    /// A game against the computer from the shown position.
    Play,
}

impl Mode {
    /// The name used in the fragment.
    pub fn name(self) -> &'static str {
        match self {
            Mode::View => "view",
            Mode::Step => "step",
            Mode::Try => "try",
            Mode::Puzzle => "puzzle",
            Mode::Play => "play",
        }
    }

    /// Every mode, in the order offered to authors.
    pub const ALL: [Mode; 5] = [Mode::View, Mode::Step, Mode::Try, Mode::Puzzle, Mode::Play];
}

/// The frame's colours.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Theme {
    /// Light page.
    Light,
    /// Dark page.
    Dark,
    /// Follow the reader's system setting.
    Auto,
}

impl Theme {
    /// The name used in the fragment, also the CSS class of the frame.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Auto => "auto",
        }
    }
}

/// A parameter that cannot be used, and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EmbedError {
    /// The parameter's name as written.
    pub field: String,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for EmbedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.field, self.message)
    }
}

/// The longest caption kept (a caption is a line under a diagram, not an article).
pub const MAX_CAPTION: usize = 500;
