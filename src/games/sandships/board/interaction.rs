//! What the player's presses mean, given the host's targets: which spots can be picked up,
//! which are targets of the held piece, when a tap is a one-tap action (a zap), and which of the
//! spots under the pointer a press or a drop is about. Pure, so it is tested without a browser;
//! the view feeds its answers to the shared `Selection<Spot>` machine.

use super::model::{Spot, Target};
use crate::selection::Selection;

/// Whether `spot` holds something the player may pick up now: it is the `from` of a target.
pub fn movable(targets: &[Target], spot: Spot) -> bool {
    targets.iter().any(|t| t.from == spot)
}

/// Whether `to` is where the piece at `origin` may go (a one-tap action is not a destination).
pub fn is_target(targets: &[Target], origin: Option<Spot>, to: Spot) -> bool {
    origin.is_some_and(|o| o != to && targets.iter().any(|t| t.from == o && t.to == to))
}

/// The target that putting the piece at `origin` on `to` would play.
pub fn target_of(targets: &[Target], origin: Spot, to: Spot) -> Option<Target> {
    targets
        .iter()
        .find(|t| t.from == origin && t.to == to)
        .copied()
}

/// Whether a tap on `spot` is itself an action (a target whose `from` and `to` are `spot`).
pub fn tappable(targets: &[Target], spot: Spot) -> bool {
    targets.iter().any(|t| t.from == spot && t.to == spot)
}

/// Whether a tap on `spot` (a press and release without a drag) plays its one-tap action: at
/// once when that is all the spot can do, else on the second tap, once the first has selected
/// it and shown its other targets.
pub fn taps(targets: &[Target], spot: Spot, was_selected: bool) -> bool {
    tappable(targets, spot)
        && (was_selected || targets.iter().all(|t| t.from != spot || t.to == spot))
}

/// The selection to work from: the host's pending piece is selected while the player holds
/// nothing else.
pub fn effective(selection: Selection<Spot>, pending: Option<Spot>) -> Selection<Spot> {
    match (selection, pending) {
        (Selection::Idle, Some(from)) => Selection::Selected { from },
        (other, _) => other,
    }
}

/// Which of the spots under a press it is about: a target of the selected piece, else
/// something to pick up, else the most specific spot.
pub fn press_spot(targets: &[Target], origin: Option<Spot>, hits: &[Spot]) -> Option<Spot> {
    hits.iter()
        .find(|&&s| is_target(targets, origin, s))
        .or_else(|| hits.iter().find(|&&s| movable(targets, s)))
        .or_else(|| hits.first())
        .copied()
}

/// Which of the spots under a drop it is about: a target of the held piece, else the piece's
/// own spot (a drop back keeps it selected), else the most specific spot.
pub fn drop_spot(targets: &[Target], origin: Option<Spot>, hits: &[Spot]) -> Option<Spot> {
    hits.iter()
        .find(|&&s| is_target(targets, origin, s))
        .or_else(|| hits.iter().find(|&&s| Some(s) == origin))
        .or_else(|| hits.first())
        .copied()
}

/// A spot as a short text for a DOM attribute (`c4`, `p12`, `k4x3`... see `parse_key`), so a
/// key press on an element tells which spot it is.
pub fn spot_key(spot: Spot) -> String {
    match spot {
        Spot::City(c) => format!("c{c}"),
        Spot::Port(p) => format!("p{p}"),
        Spot::Piece { city, owner, size } => format!("k{city}.{owner}.{size}"),
        Spot::Pool { seat, size } => format!("q{seat}.{size}"),
    }
}

/// The spot of a `spot_key` text.
pub fn parse_key(key: &str) -> Option<Spot> {
    let (kind, rest) = key.split_at_checked(1)?;
    let nums: Vec<u8> = rest
        .split('.')
        .map(|n| n.parse().ok())
        .collect::<Option<_>>()?;
    match (kind, nums.as_slice()) {
        ("c", [c]) => Some(Spot::City(*c)),
        ("p", [p]) => Some(Spot::Port(*p)),
        ("k", [city, owner, size]) => Some(Spot::Piece {
            city: *city,
            owner: *owner,
            size: *size,
        }),
        ("q", [seat, size]) => Some(Spot::Pool {
            seat: *seat,
            size: *size,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sandships::board::model::Mark;

    const SHIP: Spot = Spot::Port(2);
    const ZAPPABLE: Spot = Spot::Piece {
        city: 1,
        owner: 4,
        size: 1,
    };

    fn targets() -> Vec<Target> {
        vec![
            Target {
                from: SHIP,
                to: Spot::Port(3),
                mark: Mark::Move,
            },
            Target {
                from: SHIP,
                to: Spot::City(1),
                mark: Mark::Land,
            },
            Target {
                from: SHIP,
                to: SHIP,
                mark: Mark::Unfurl,
            },
            Target {
                from: ZAPPABLE,
                to: ZAPPABLE,
                mark: Mark::Zap,
            },
        ]
    }

    #[test]
    fn pickable_spots_and_their_destinations() {
        let t = targets();
        assert!(movable(&t, SHIP) && movable(&t, ZAPPABLE));
        assert!(!movable(&t, Spot::Port(3)));
        assert!(is_target(&t, Some(SHIP), Spot::City(1)));
        assert!(!is_target(&t, Some(SHIP), SHIP), "a tap is no destination");
        assert!(!is_target(&t, None, Spot::City(1)));
        assert_eq!(
            target_of(&t, SHIP, Spot::Port(3)).map(|t| t.mark),
            Some(Mark::Move)
        );
    }

    #[test]
    fn a_lone_tap_action_plays_at_once_a_shared_one_on_the_second_tap() {
        let t = targets();
        assert!(taps(&t, ZAPPABLE, false));
        assert!(
            !taps(&t, SHIP, false),
            "the first tap shows the ship's moves"
        );
        assert!(taps(&t, SHIP, true));
        assert!(!taps(&t, Spot::Port(3), true));
    }

    #[test]
    fn pending_is_selected_while_nothing_else_is() {
        assert_eq!(
            effective(Selection::Idle, Some(SHIP)),
            Selection::Selected { from: SHIP }
        );
        let held = Selection::Selected { from: ZAPPABLE };
        assert_eq!(effective(held, Some(SHIP)), held);
        assert_eq!(effective(Selection::Idle, None), Selection::Idle);
    }

    #[test]
    fn presses_and_drops_pick_the_meaningful_spot_under_the_pointer() {
        let t = targets();
        let piece_in_city = [
            Spot::Piece {
                city: 1,
                owner: 1,
                size: 3,
            },
            Spot::City(1),
        ];
        // A ship held over a spire in its city lands there.
        assert_eq!(
            drop_spot(&t, Some(SHIP), &piece_in_city),
            Some(Spot::City(1))
        );
        assert_eq!(
            press_spot(&t, Some(SHIP), &piece_in_city),
            Some(Spot::City(1))
        );
        // Nothing held: the most specific spot.
        assert_eq!(press_spot(&t, None, &piece_in_city), Some(piece_in_city[0]));
        // A press near a movable piece picks it over the city behind.
        assert_eq!(
            press_spot(&t, None, &[Spot::City(1), ZAPPABLE]),
            Some(ZAPPABLE)
        );
        // A drop back on the origin.
        assert_eq!(
            drop_spot(&t, Some(SHIP), &[SHIP, Spot::City(0)]),
            Some(SHIP)
        );
        assert_eq!(drop_spot(&t, Some(SHIP), &[]), None);
    }

    #[test]
    fn spot_keys_round_trip() {
        for spot in [
            Spot::City(4),
            Spot::Port(15),
            Spot::Piece {
                city: 2,
                owner: 4,
                size: 3,
            },
            Spot::Pool { seat: 1, size: 2 },
        ] {
            assert_eq!(parse_key(&spot_key(spot)), Some(spot));
        }
        assert_eq!(parse_key(""), None);
        assert_eq!(parse_key("k1.2"), None);
        assert_eq!(parse_key("z3"), None);
    }
}
