//! What a reader is asked to do on a teaching board, and whether a move does it. Shared by the
//! embed's `try` and `puzzle` modes and by every step of the Learn tutorial.

use martian_engine::{Move, MoveKind, Position, Square};

/// A task on a teaching board.
#[derive(Clone, PartialEq, Debug)]
pub enum Goal {
    /// Any legal move (the embed's `try` mode, the embed's `play` mode).
    Free,
    /// Any one legal move (a first step: pick up a piece and put it down).
    Any,
    /// Play this line: the reader's moves must match it in order; the other seats' moves in it
    /// are played for them (the embed's `puzzle` mode, strategy lessons).
    Line(Vec<Move>),
    /// This one move.
    Move(Square, Square),
    /// Any move of the piece on this square.
    PieceMoves(Square),
    /// Any capture.
    Capture,
    /// Any field promotion.
    Promotion,
    /// Any move that calls the clock.
    CallClock,
    /// Any move that ends the game.
    EndGame,
    /// Any move that ends the game with the mover among the winners.
    Win,
}

impl Goal {
    /// Whether a legal move played from `before` (reaching `after`) achieves a one-move goal.
    /// `Free` and `Line` are judged by the session, move by move.
    pub fn met_by(&self, before: &Position, mv: Move, after: &Position) -> bool {
        match self {
            Goal::Free | Goal::Line(_) => false,
            Goal::Any => true,
            Goal::Move(from, to) => mv.from == *from && mv.to == *to,
            Goal::PieceMoves(from) => mv.from == *from,
            Goal::Capture => mv.kind == MoveKind::Capture,
            Goal::Promotion => mv.kind == MoveKind::Promotion,
            Goal::CallClock => mv.calls_clock && before.clock().is_none(),
            Goal::EndGame => after.is_over(),
            Goal::Win => after
                .outcome()
                .is_some_and(|o| !o.is_draw() && o.winners.contains(before.turn())),
        }
    }

    /// What the goal asks, in words, for a reader who missed it.
    pub fn missed(&self, before: &Position) -> String {
        match self {
            Goal::Free | Goal::Any => String::new(),
            Goal::Line(_) => {
                "That is a legal move, but not the one this puzzle is after. Try again.".into()
            }
            Goal::Move(from, to) => match before.piece_at(*from) {
                Some(role) => {
                    format!("Legal, but this step asks you to move the {role} from {from} to {to}.")
                }
                None => format!("Legal, but this step asks for {from}-{to}."),
            },
            Goal::PieceMoves(from) => match before.piece_at(*from) {
                Some(role) => {
                    format!("Legal, but this step asks you to move the {role} on {from}.")
                }
                None => format!("Legal, but this step asks you to move the piece on {from}."),
            },
            Goal::Capture => {
                "That move captures nothing: find a piece you can capture across a canal.".into()
            }
            Goal::Promotion => {
                "That is no promotion: move a piece onto one of your own that it may merge with."
                    .into()
            }
            Goal::CallClock => "Switch on “Call the clock” before you move.".into(),
            Goal::EndGame => "The game goes on after that move: find the move that ends it.".into(),
            Goal::Win => "That move does not win the game: find the one that does.".into(),
        }
    }

    /// The square of a piece that would achieve the goal, for a hint.
    pub fn hint_square(&self, pos: &Position, next_in_line: Option<Move>) -> Option<Square> {
        let moves = pos.legal_moves();
        let first = |f: &dyn Fn(&Move) -> bool| moves.iter().find(|m| f(m)).map(|m| m.from);
        match self {
            Goal::Free => None,
            Goal::Any => moves.first().map(|m| m.from),
            Goal::Line(_) => next_in_line.map(|m| m.from),
            Goal::Move(from, _) | Goal::PieceMoves(from) => Some(*from),
            Goal::Capture => first(&|m| m.kind == MoveKind::Capture),
            Goal::Promotion => first(&|m| m.kind == MoveKind::Promotion),
            Goal::CallClock => None,
            Goal::EndGame | Goal::Win => first(&|m| {
                let mut after = *pos;
                after.play_unchecked(*m);
                self.met_by(pos, *m, &after)
            }),
        }
    }
}
