//! A puzzle: a position, the solver to move, and the line that solves it.

use core::fmt;

use martian_engine::{MoveText, Position, Seat};

/// One puzzle of a set.
///
/// The solution is kept as move text, not as checked moves: a puzzle read from a file is only
/// text until [`crate::verify`] replays it, and that is where an illegal move is found and
/// named (with its step), not in the reader.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Its name within the set (letters, digits, `-` and `_`).
    pub id: String,
    /// The start, the solver to move; its rule options are the puzzle's.
    pub start: Position,
    /// The solver's moves and every other seat's answers between them, the solver's first and
    /// last.
    pub solution: Vec<MoveText>,
    /// What the solution does, in the order of [`Theme::ALL`].
    pub themes: Vec<Theme>,
    /// The difficulty estimate ([`crate::rating`]), on the Glicko scale players know (1500 is
    /// average).
    pub rating: u16,
}

impl Puzzle {
    /// The seat that solves it (the side to move at the start).
    pub fn solver(&self) -> Seat {
        self.start.turn()
    }

    /// How many seats play.
    pub fn players(&self) -> u8 {
        self.start.seats()
    }
}

/// What a puzzle's solution does, tagged from its moves ([`crate::themes`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Theme {
    /// A solver move takes a piece.
    Capture,
    /// Two or more of the solver's moves take pieces.
    DoubleCapture,
    /// A solver move is a field promotion (only where the options allow it).
    Promotion,
    /// The line ends the game by emptying a zone.
    EmptyZone,
    /// A solver move calls the clock, or the line ends the game on the clock.
    Clock,
    /// The solution saves the position rather than wins it: with it the solver's chance is
    /// still near an even share ([`crate::DEFENCE_MARGIN`]), with anything else it falls by
    /// the gap.
    Defence,
    /// A solver move crosses the canal of a square board into another zone.
    AcrossCanal,
    /// A solver move crosses a glued edge of a wedge board into another zone.
    AcrossEdge,
    /// Teams: the line runs through the solver's partner's move.
    TeamPlay,
}

impl Theme {
    /// Every theme, in the order a puzzle lists them.
    pub const ALL: [Theme; 9] = [
        Theme::Capture,
        Theme::DoubleCapture,
        Theme::Promotion,
        Theme::EmptyZone,
        Theme::Clock,
        Theme::Defence,
        Theme::AcrossCanal,
        Theme::AcrossEdge,
        Theme::TeamPlay,
    ];

    /// Its name in a set file.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Capture => "capture",
            Theme::DoubleCapture => "double-capture",
            Theme::Promotion => "promotion",
            Theme::EmptyZone => "empty-zone",
            Theme::Clock => "clock",
            Theme::Defence => "defence",
            Theme::AcrossCanal => "across-canal",
            Theme::AcrossEdge => "across-edge",
            Theme::TeamPlay => "team-play",
        }
    }

    /// The theme a name stands for.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
