//! Picking up and putting down pieces, as one headless state machine shared by mouse, touch,
//! pen and keyboard (after chessground): a press selects or completes a click-move, a drag
//! starts only after the pointer travels a few pixels, dropping back on the origin keeps the
//! piece selected (a click), dropping anywhere else that is not a legal target snaps back (and
//! is reported, so a teaching board can say why the move is not allowed).
//!
//! It knows no rules and no game: squares are any `Copy + Eq` type and the host says which
//! squares hold movable pieces and where each may go.

/// How far (in CSS pixels) the pointer must travel before a press becomes a drag.
pub const DRAG_THRESHOLD: f64 = 4.0;

/// Where the machine is.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub enum Selection<S> {
    /// Nothing picked up.
    #[default]
    Idle,
    /// A piece is selected; its targets are shown.
    Selected {
        /// Its square.
        from: S,
    },
    /// The pointer went down on a movable piece and has not moved far yet.
    Pressed {
        /// Its square.
        from: S,
        /// Where the pointer went down.
        at: (f64, f64),
        /// Whether the piece was already selected before this press (a second click on it
        /// then unselects).
        was_selected: bool,
    },
    /// The piece follows the pointer.
    Dragging {
        /// Its square.
        from: S,
        /// The pointer now.
        at: (f64, f64),
    },
}

/// What the host must do after an event.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Effect<S> {
    /// Nothing beyond redrawing.
    None,
    /// Play the move from → to (the host checks it against its legal targets).
    Move(S, S),
    /// The piece was put on a square that is not one of its targets (dropped there, or that
    /// square clicked while it was selected): it stays where it was, and the host may say why.
    Attempt(S, S),
    /// A drop off the board: the piece goes back to its square.
    SnapBack(S),
}

impl<S: Copy + Eq> Selection<S> {
    /// The square whose targets should be shown.
    pub fn origin(&self) -> Option<S> {
        match *self {
            Selection::Idle => None,
            Selection::Selected { from }
            | Selection::Pressed { from, .. }
            | Selection::Dragging { from, .. } => Some(from),
        }
    }

    /// The dragged piece's square and the pointer position, while dragging.
    pub fn dragging(&self) -> Option<(S, (f64, f64))> {
        match *self {
            Selection::Dragging { from, at } => Some((from, at)),
            _ => None,
        }
    }

    /// Pointer (or key) down on `square`. `movable` says whether it holds a piece the player
    /// may move now; `is_target` whether it is a legal target of the selected piece.
    pub fn press(
        self,
        square: S,
        at: (f64, f64),
        movable: bool,
        is_target: bool,
    ) -> (Self, Effect<S>) {
        let selected = match self {
            Selection::Selected { from } => Some(from),
            _ => None,
        };
        if let Some(from) = selected {
            if is_target && from != square {
                return (Selection::Idle, Effect::Move(from, square));
            }
            if !movable && from != square {
                return (Selection::Idle, Effect::Attempt(from, square));
            }
        }
        if movable {
            let was_selected = selected == Some(square);
            (
                Selection::Pressed {
                    from: square,
                    at,
                    was_selected,
                },
                Effect::None,
            )
        } else {
            (Selection::Idle, Effect::None)
        }
    }

    /// The pointer moved to `at`.
    pub fn pointer_move(self, at: (f64, f64)) -> Self {
        match self {
            Selection::Pressed {
                from, at: start, ..
            } => {
                let (dx, dy) = (at.0 - start.0, at.1 - start.1);
                if (dx * dx + dy * dy).sqrt() >= DRAG_THRESHOLD {
                    Selection::Dragging { from, at }
                } else {
                    self
                }
            }
            Selection::Dragging { from, .. } => Selection::Dragging { from, at },
            other => other,
        }
    }

    /// The pointer went up over `square` (`None`: off the board). `is_target` says whether that
    /// square is a legal target of the piece picked up.
    pub fn release(self, square: Option<S>, is_target: bool) -> (Self, Effect<S>) {
        match self {
            Selection::Pressed {
                from, was_selected, ..
            } => {
                // A click: select, or unselect on the second click.
                if was_selected {
                    (Selection::Idle, Effect::None)
                } else {
                    (Selection::Selected { from }, Effect::None)
                }
            }
            Selection::Dragging { from, .. } => match square {
                Some(to) if to == from => (Selection::Selected { from }, Effect::None),
                Some(to) if is_target => (Selection::Idle, Effect::Move(from, to)),
                Some(to) => (Selection::Idle, Effect::Attempt(from, to)),
                None => (Selection::Idle, Effect::SnapBack(from)),
            },
            other => (other, Effect::None),
        }
    }

    /// The press or drag was cancelled (pointer lost, Escape): back to nothing.
    pub fn cancel(self) -> Self {
        Selection::Idle
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Sel = Selection<u8>;

    #[test]
    fn click_click_moves() {
        let (s, e) = Sel::Idle.press(1, (0.0, 0.0), true, false);
        assert_eq!(e, Effect::None);
        let (s, e) = s.release(Some(1), false);
        assert_eq!((s, e), (Selection::Selected { from: 1 }, Effect::None));
        let (s, e) = s.press(5, (50.0, 0.0), false, true);
        assert_eq!((s, e), (Selection::Idle, Effect::Move(1, 5)));
    }

    #[test]
    fn a_second_click_on_the_piece_unselects() {
        let (s, _) = Sel::Idle.press(1, (0.0, 0.0), true, false);
        let (s, _) = s.release(Some(1), false);
        let (s, _) = s.press(1, (0.0, 0.0), true, false);
        let (s, e) = s.release(Some(1), false);
        assert_eq!((s, e), (Selection::Idle, Effect::None));
    }

    #[test]
    fn clicking_another_own_piece_switches_selection() {
        let (s, _) = Sel::Idle.press(1, (0.0, 0.0), true, false);
        let (s, _) = s.release(Some(1), false);
        let (s, _) = s.press(2, (0.0, 0.0), true, false);
        let (s, _) = s.release(Some(2), false);
        assert_eq!(s, Selection::Selected { from: 2 });
    }

    #[test]
    fn clicking_an_empty_non_target_unselects_and_reports_the_try() {
        let (s, _) = Sel::Idle.press(1, (0.0, 0.0), true, false);
        let (s, _) = s.release(Some(1), false);
        let (s, e) = s.press(9, (0.0, 0.0), false, false);
        assert_eq!((s, e), (Selection::Idle, Effect::Attempt(1, 9)));
        let (s, e) = Sel::Idle.press(9, (0.0, 0.0), false, false);
        assert_eq!(
            (s, e),
            (Selection::Idle, Effect::None),
            "nothing selected, nothing tried"
        );
    }

    #[test]
    fn a_drag_starts_past_the_threshold_and_drops_on_a_target() {
        let (s, _) = Sel::Idle.press(1, (10.0, 10.0), true, false);
        let s = s.pointer_move((11.0, 11.0));
        assert!(
            matches!(s, Selection::Pressed { .. }),
            "a jitter is no drag"
        );
        let s = s.pointer_move((30.0, 10.0));
        assert_eq!(s.dragging(), Some((1, (30.0, 10.0))));
        let (s, e) = s.release(Some(5), true);
        assert_eq!((s, e), (Selection::Idle, Effect::Move(1, 5)));
    }

    #[test]
    fn an_illegal_drop_is_reported_and_one_off_the_board_snaps_back() {
        let (s, _) = Sel::Idle.press(1, (0.0, 0.0), true, false);
        let s = s.pointer_move((40.0, 0.0));
        let (s, e) = s.release(Some(7), false);
        assert_eq!((s, e), (Selection::Idle, Effect::Attempt(1, 7)));
        let (s, _) = Sel::Idle.press(1, (0.0, 0.0), true, false);
        let (_, e) = s.pointer_move((40.0, 0.0)).release(None, false);
        assert_eq!(e, Effect::SnapBack(1));
    }

    #[test]
    fn dropping_on_the_origin_keeps_it_selected() {
        let (s, _) = Sel::Idle.press(1, (0.0, 0.0), true, false);
        let (s, e) = s.pointer_move((40.0, 0.0)).release(Some(1), false);
        assert_eq!((s, e), (Selection::Selected { from: 1 }, Effect::None));
    }

    #[test]
    fn pressing_a_non_movable_piece_selects_nothing() {
        let (s, e) = Sel::Idle.press(3, (0.0, 0.0), false, false);
        assert_eq!((s, e), (Selection::Idle, Effect::None));
        assert_eq!(s.origin(), None);
    }
}
