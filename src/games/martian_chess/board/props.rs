//! What the board view is handed by its host, and the paths it draws for a picked-up piece.

use std::rc::Rc;

use yew::prelude::*;

use super::model::{Dest, Grid, Line, PieceCell, SquareCell, SquareId};

/// What the board is given.
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// Size and turning.
    pub grid: Grid,
    /// Every square.
    pub squares: Rc<Vec<SquareCell>>,
    /// Every piece.
    pub pieces: Rc<Vec<PieceCell>>,
    /// The legal moves the player may make now (empty: nothing to move).
    #[prop_or_default]
    pub dests: Rc<Vec<Dest>>,
    /// The squares each legal move passes through, where the eye needs them: on a wedge
    /// board a line bends across a glued edge, so the picked-up piece's paths are drawn.
    #[prop_or_default]
    pub paths: Rc<Vec<Path>>,
    /// The move just played.
    #[prop_or_default]
    pub last_move: Option<(SquareId, SquareId)>,
    /// Lines drawn over the squares (the canals).
    #[prop_or_default]
    pub lines: Rc<Vec<Line>>,
    /// Squares to point out (rule pictures).
    #[prop_or_default]
    pub highlights: Rc<Vec<SquareId>>,
    /// Arrows drawn over the board (teaching boards, embeds), from and to.
    #[prop_or_default]
    pub arrows: Rc<Vec<(SquareId, SquareId)>>,
    /// Squares circled (teaching boards, embeds).
    #[prop_or_default]
    pub marks: Rc<Vec<SquareId>>,
    /// A square to draw the eye to (a hint).
    #[prop_or_default]
    pub hint: Option<SquareId>,
    /// Show this square's targets while nothing is picked up (rule pictures).
    #[prop_or_default]
    pub show_from: Option<SquareId>,
    /// Whether pieces can be picked up.
    #[prop_or_default]
    pub interactive: bool,
    /// Whether every piece can be picked up, not only those with legal targets: a teaching
    /// board lets the reader try anything and says why a move is not allowed (`on_attempt`).
    #[prop_or_default]
    pub free_pick: bool,
    /// Whether arrows and marks can be drawn with the right button (or with Shift held):
    /// dragging draws an arrow, a click marks a square (as on lichess).
    #[prop_or_default]
    pub annotate: bool,
    /// Whether to carry the testing contract (`data-square`, `data-piece`, `data-at`): the
    /// play board only.
    #[prop_or_default]
    pub testing_attrs: bool,
    /// A move the player made.
    #[prop_or_default]
    pub on_move: Callback<(SquareId, SquareId)>,
    /// A piece put on a square that is not one of its targets (it went back).
    #[prop_or_default]
    pub on_attempt: Callback<(SquareId, SquareId)>,
    /// An arrow (from, to) or a mark (from == to) drawn by the reader.
    #[prop_or_default]
    pub on_annotate: Callback<(SquareId, SquareId)>,
    /// The board's accessible name.
    #[prop_or_default]
    pub label: AttrValue,
    /// Extra classes on the SVG.
    #[prop_or_default]
    pub class: Classes,
}

/// The squares a move passes through, `from` and `to` included, in order.
#[derive(Clone, PartialEq, Debug)]
pub struct Path {
    /// From.
    pub from: SquareId,
    /// To.
    pub to: SquareId,
    /// Every square on the way, both ends included.
    pub squares: Vec<SquareId>,
}

impl BoardProps {
    /// The name of square `id` (`c3`, `0c3`), empty if the board has no such square.
    pub fn square_name(&self, id: SquareId) -> String {
        self.squares
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    }
}
