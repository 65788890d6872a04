//! The review's board: the position before the move spoken of, that move marked as played and
//! the better move drawn as an arrow; in "Learn from your mistakes" the reader's board, with
//! the legal moves as its targets.

use std::rc::Rc;

use martian_engine::{Game, Move, Seat};
use yew::prelude::*;

use crate::games::martian_chess::board::Board;
use crate::games::martian_chess::piece_keys::PieceKeys;
use crate::games::martian_chess::view_model::{board_data, dests, paths};

/// Props.
#[derive(Properties, PartialEq)]
pub struct ReviewBoardProps {
    /// The game.
    pub game: Rc<Game>,
    /// The position shown (0: the start).
    pub at: usize,
    /// The seat the board is turned towards.
    pub home: Seat,
    /// The better move, drawn as an arrow.
    #[prop_or_default]
    pub better: Option<Move>,
    /// Whether the reader may move (then the move played from here is not shown).
    #[prop_or_default]
    pub interactive: bool,
    /// A move the reader made (from, to).
    #[prop_or_default]
    pub on_move: Callback<(u8, u8)>,
    /// The board's accessible name.
    pub label: AttrValue,
}

/// The board.
#[function_component(ReviewBoard)]
pub fn review_board(props: &ReviewBoardProps) -> Html {
    let game = &props.game;
    let at = props.at.min(game.moves().len());
    let pos = game.positions()[at];
    let keys = PieceKeys::replay(game.start(), &game.moves()[..at]);
    let data = board_data(&pos, &keys, props.home);
    // The move played from here, marked as the board's "last move" (its two squares lit).
    let played = match game.moves().get(at) {
        Some(mv) if !props.interactive => Some((mv.from.index(), mv.to.index())),
        _ => data.last_move,
    };
    let arrows: Vec<(u8, u8)> = props
        .better
        .iter()
        .map(|m| (m.from.index(), m.to.index()))
        .collect();
    let (legal, ways) = if props.interactive {
        (dests(pos.legal_moves()), paths(&pos, pos.legal_moves()))
    } else {
        (Vec::new(), Vec::new())
    };
    html! {
        <Board grid={data.grid} squares={data.squares} pieces={data.pieces} lines={data.lines}
            last_move={played} arrows={Rc::new(arrows)} dests={Rc::new(legal)} paths={Rc::new(ways)}
            interactive={props.interactive} testing_attrs={true} on_move={props.on_move.clone()}
            label={props.label.clone()} class={classes!("review-board")} />
    }
}
