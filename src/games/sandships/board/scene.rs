//! One render's view of the board: the data, its geometry, the host's targets and what the
//! player holds. Each drawing part asks it the same questions (may this spot be picked up, is
//! it a target and of what kind, what is its full name, is it in the tab order), so every
//! element answers them alike.

use yew::prelude::*;

use super::geometry::Geometry;
use super::interaction::{is_target, movable, spot_key, tappable, target_of};
use super::labels::{mark_phrase, spot_label};
use super::model::{BoardData, Mark, Spot, Target};

/// What one render knows.
pub struct Scene<'a> {
    /// What is drawn.
    pub data: &'a BoardData,
    /// Where it is drawn.
    pub geo: &'a Geometry,
    /// What the player may do now.
    pub targets: &'a [Target],
    /// The selected (or pending, or held) piece.
    pub origin: Option<Spot>,
    /// The piece following the pointer, if any.
    pub dragging: Option<Spot>,
    /// Whether pieces can be picked up.
    pub interactive: bool,
    /// Whether to write the testing contract's attributes.
    pub testing: bool,
}

impl Scene<'_> {
    /// Whether `spot` holds something the player may pick up now.
    pub fn movable(&self, spot: Spot) -> bool {
        self.interactive && movable(self.targets, spot)
    }

    /// What the held piece would do on `spot`, or the one-tap action `spot` offers.
    pub fn mark(&self, spot: Spot) -> Option<Mark> {
        if !self.interactive {
            return None;
        }
        self.origin
            .filter(|&o| is_target(self.targets, Some(o), spot))
            .and_then(|o| target_of(self.targets, o, spot))
            .or_else(|| {
                tappable(self.targets, spot)
                    .then(|| target_of(self.targets, spot, spot))
                    .flatten()
            })
            .map(|t| t.mark)
    }

    /// The targets to mark now: the held piece's, and every one-tap action.
    pub fn shown(&self) -> Vec<Target> {
        if !self.interactive {
            return Vec::new();
        }
        self.targets
            .iter()
            .filter(|t| (Some(t.from) == self.origin && t.to != t.from) || t.from == t.to)
            .copied()
            .collect()
    }

    /// Whether `spot` is a keyboard stop: something to pick up or a target.
    pub fn focusable(&self, spot: Spot) -> bool {
        self.movable(spot) || self.mark(spot).is_some()
    }

    /// Its `tabindex`: in the tab order when focusable.
    pub fn tabindex(&self, spot: Spot) -> Option<&'static str> {
        self.focusable(spot).then_some("0")
    }

    /// Its ARIA role: a button when it can be acted on, else a picture with a name.
    pub fn role(&self, spot: Spot) -> &'static str {
        if self.focusable(spot) {
            "button"
        } else {
            "img"
        }
    }

    /// Whether the last action touched it.
    pub fn last(&self, spot: Spot) -> bool {
        self.data.last.contains(&spot)
    }

    /// Its full name: what it is, what the held piece would do there, whether it is selected
    /// and whether the last action touched it.
    pub fn label(&self, spot: Spot) -> String {
        let mut label = spot_label(self.data, spot);
        if self.origin == Some(spot) {
            label.push_str(", selected");
        }
        if let Some(mark) = self.mark(spot) {
            label.push_str(", ");
            label.push_str(mark_phrase(mark));
        }
        if self.last(spot) {
            label.push_str(", last action");
        }
        label
    }

    /// Its key for the keyboard handler.
    pub fn key(&self, spot: Spot) -> String {
        spot_key(spot)
    }

    /// The classes every spot element shares: its state.
    pub fn classes(&self, spot: Spot) -> Classes {
        classes!(
            "spot",
            self.movable(spot).then_some("pickable"),
            self.mark(spot).map(|_| "target"),
            (self.origin == Some(spot)).then_some("lifted"),
            (self.dragging == Some(spot)).then_some("ghost"),
            self.last(spot).then_some("last"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sandships::board::geometry::PoolPlace;
    use crate::games::sandships::board::model::{SeatView, ShipView};
    use crate::games::sandships::layout::layout;

    fn data() -> BoardData {
        BoardData {
            layout: layout(),
            spires: Vec::new(),
            ships: vec![ShipView {
                key: 1,
                port: 2,
                seat: 0,
                size: 3,
            }],
            seats: vec![SeatView {
                seat: 0,
                name: "Blue".into(),
                pool: [0, 0, 0],
                out: false,
                home: 3,
            }],
            controllers: [None; 5],
            to_act: Some(0),
            winner: None,
            last: vec![Spot::Port(3)],
            hints: Vec::new(),
        }
    }

    #[test]
    fn names_say_what_a_target_does_and_what_is_held() {
        let d = data();
        let geo = Geometry::new(&d, PoolPlace::Below);
        let zap = Spot::Piece {
            city: 1,
            owner: 4,
            size: 1,
        };
        let targets = [
            Target {
                from: Spot::Port(2),
                to: Spot::Port(3),
                mark: Mark::Move,
            },
            Target {
                from: zap,
                to: zap,
                mark: Mark::Zap,
            },
        ];
        let mut scene = Scene {
            data: &d,
            geo: &geo,
            targets: &targets,
            origin: None,
            dragging: None,
            interactive: true,
            testing: false,
        };
        assert_eq!(scene.label(Spot::Port(3)), "port NE2, empty, last action");
        assert!(!scene.focusable(Spot::Port(3)), "no target until picked up");
        assert!(scene.focusable(Spot::Port(2)) && scene.focusable(zap));
        assert_eq!(scene.shown().len(), 1, "the zap is always shown");
        scene.origin = Some(Spot::Port(2));
        assert_eq!(
            scene.label(Spot::Port(3)),
            "port NE2, empty, move here, last action"
        );
        assert_eq!(
            scene.label(Spot::Port(2)),
            "port NE1, Blue's large ship, selected"
        );
        assert_eq!(scene.tabindex(Spot::Port(3)), Some("0"));
        assert_eq!(scene.shown().len(), 2);
        assert!(scene.label(zap).ends_with("zap it"));
        scene.interactive = false;
        assert!(scene.shown().is_empty() && !scene.focusable(Spot::Port(2)));
        assert_eq!(scene.role(Spot::Port(2)), "img");
    }
}
