//! The Sandships board's props: what the host hands it (what to draw, the legal targets, and
//! the callbacks for a move, a tap or an attempt), in a file of its own so the view and its
//! pointer handling both use them without importing each other.

use std::rc::Rc;

use yew::prelude::*;

use super::model::{BoardData, Spot, Target};

/// What the board is given.
#[derive(Properties, PartialEq, Clone)]
pub struct SandBoardProps {
    /// What to draw.
    pub data: Rc<BoardData>,
    /// What the player may do now (empty: nothing).
    #[prop_or_default]
    pub targets: Rc<Vec<Target>>,
    /// A piece the host holds selected (a bumped ship whose new port the player must choose):
    /// its targets are shown, and a tap on one plays it.
    #[prop_or_default]
    pub pending: Option<Spot>,
    /// Whether the player may act.
    #[prop_or_default]
    pub interactive: bool,
    /// A piece put on one of its targets: (from, to).
    #[prop_or_default]
    pub on_move: Callback<(Spot, Spot)>,
    /// A one-tap action (a target whose `from` and `to` are this spot, such as a zap).
    #[prop_or_default]
    pub on_tap: Callback<Spot>,
    /// A press, with nothing held, on a spot that cannot be picked up now (a teaching board
    /// says why).
    #[prop_or_default]
    pub on_touch: Callback<Spot>,
    /// A piece put on a spot that is not one of its targets (it went back): (from, to).
    #[prop_or_default]
    pub on_attempt: Callback<(Spot, Spot)>,
    /// The board's accessible name.
    #[prop_or_default]
    pub label: AttrValue,
    /// Whether to write the testing contract (`data-city`, `data-port`, `data-ship`,
    /// `data-spire-piece`, `data-pool-piece`): the play board only.
    #[prop_or_default]
    pub testing_attrs: bool,
}
