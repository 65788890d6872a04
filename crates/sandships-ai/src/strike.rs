//! The strike: how close a seat is to taking an enemy's home in one turn.
//!
//! With four seats the only city besides the homes is the centre, so every win by control
//! takes another seat's home, and a home is taken only within one turn: a seat that keeps its
//! pieces at home builds a zapped piece back before the attacker's next turn (a blockaded
//! home has nothing else to do with its dice; crate docs, "Why level 5 still rarely beats
//! three greedy seats"). What an attacker can build up over several turns, and keep, is its
//! own spire in the enemy's home (landed ships) and its ships docked at that home's ports;
//! the strike is then a few zaps of the defender's pieces (larges first, while the docked
//! ships have the pips) and a landing or two, in one turn.
//!
//! [`strike_short`] measures that preparation: the pips the best strike of [`STRIKE_ACTIONS`]
//! actions would still lack, against the defender's home with its whole pool built back (so
//! that a zap, which is undone a round later, is not counted as progress, while a landed
//! ship, which stays, is). With [`crate::Weights::strike`] set, the evaluation rewards every
//! pip less, so a plan that lands or docks at one home turn after turn climbs towards the
//! turn that takes it. Level 5 plays it (60 a pip) since the fourth pass, together with a
//! besieged home left one port free; alone it had made level 5 take homes without winning
//! more (crate docs, "A strike prepared over several turns", "Leaving the besieged home a
//! port").

use sandships::{Owner, Seat, State, BOARD};

/// The actions a strike may take: three dice in a turn (a fourth, the three-of-a-kind bonus,
/// is rare).
pub const STRIKE_ACTIONS: usize = 3;

/// The pips `seat` would still lack to control `target`'s home after its best strike of at
/// most [`STRIKE_ACTIONS`] actions, zaps first (by its ships docked at that home, each of a
/// piece with fewer pips than their total, largest first) and then landings (largest first),
/// against `target`'s spire there with its pool built back and every other spire there as it
/// stands. 0: a turn with the right dice takes the home.
pub fn strike_short(state: &State, seat: Seat, target: Seat) -> i32 {
    let city = state.home(target);
    let others = (0..5)
        .map(Owner::from_index)
        .filter(|&o| o != Owner::Seat(seat) && o != Owner::Seat(target))
        .map(|o| state.spire_pips(city, o) as i32)
        .max()
        .unwrap_or(0);
    let mut ships = [0u8; 3];
    for (p, &(c, _)) in BOARD.ports.iter().enumerate() {
        match state.ship(sandships::Port(p as u8)) {
            Some(ship) if c == city && ship.seat == seat => {
                ships[ship.size.pips() as usize - 1] += 1
            }
            _ => {}
        }
    }
    short(
        defending(state, target),
        others,
        state.spire_pips(city, Owner::Seat(seat)) as i32,
        ships,
    )
}

/// The pieces (counts small, medium, large) `target` defends its home with: its spire there
/// and its pool, which it builds back.
pub fn defending(state: &State, target: Seat) -> [i32; 3] {
    let spire = state.spire(state.home(target), Owner::Seat(target));
    let pool = state.pool(target);
    [0, 1, 2].map(|i| (spire[i] + pool[i]) as i32)
}

/// [`strike_short`] from its parts: the defender's pieces, the largest other spire there,
/// the attacker's spire pips there and its ships docked there (counts small, medium, large).
pub fn short(defender: [i32; 3], others: i32, mine: i32, ships: [u8; 3]) -> i32 {
    let defender_pips = defender[0] + 2 * defender[1] + 3 * defender[2];
    let docked = ships[0] as i32 + 2 * ships[1] as i32 + 3 * ships[2] as i32;
    let mut best = i32::MAX;
    for zaps in 0..=STRIKE_ACTIONS {
        let Some(zapped) = zap_largest(defender, docked, zaps) else {
            break;
        };
        let bar = (defender_pips - zapped).max(others);
        // The largest ships land, as many as the actions left allow.
        let mut lands = STRIKE_ACTIONS - zaps;
        let mut landed = 0;
        for size in (0..3).rev() {
            let take = (ships[size] as usize).min(lands);
            landed += take as i32 * (size as i32 + 1);
            lands -= take;
        }
        best = best.min((bar + 1 - mine - landed).max(0));
    }
    best
}

/// The pips taken by `zaps` zaps of the defender's largest pieces (counts small, medium,
/// large) that ships of `docked` pips can zap; `None` when fewer than `zaps` such pieces are
/// there.
pub(crate) fn zap_largest(defender: [i32; 3], docked: i32, zaps: usize) -> Option<i32> {
    let mut left = zaps as i32;
    let mut pips = 0;
    for size in (0..3).rev() {
        let p = size as i32 + 1;
        if p >= docked {
            continue;
        }
        let take = defender[size].min(left);
        pips += take * p;
        left -= take;
    }
    (left == 0).then_some(pips)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    fn state(text: &str) -> State {
        State::from_text(text, Options::default()).unwrap()
    }

    #[test]
    fn a_full_home_is_far_and_a_prepared_strike_is_ready() {
        // Seat 1 (home NW) has everything at home: 18 pips, nothing of seat 0's near.
        let full = state("1lllmmmsss/2lms/3lms/0lms/xlms - llmmss/-/llmmss/llmmss 0 - -");
        assert_eq!(strike_short(&full, Seat(0), Seat(1)), 19);
        // Seat 0's spire there (l m m s s = 9 pips) and two larges docked at NW7 and NW8: two
        // zaps of larges (18 - 6 = 12), one landing (9 + 3 = 12): one pip short.
        let nine =
            state("0lmmss,1lllmmmsss/2lms/3lms/0s/xlms NW7:0l,NW8:0l -/-/llmmss/llmmss 0 - -");
        assert_eq!(strike_short(&nine, Seat(0), Seat(1)), 1);
        // With a tenth pip (a small more) the strike of three actions takes the home.
        let ten =
            state("0lmmsss,1lllmmmsss/2lms/3lms/0m/xlms NW7:0l,NW8:0l -/-/llmmss/llmmss 0 - -");
        assert_eq!(strike_short(&ten, Seat(0), Seat(1)), 0);
    }

    #[test]
    fn a_zap_that_will_be_built_back_is_no_progress_and_a_landing_is() {
        // Seat 0's two larges at NW zap a large of seat 1's home: it goes back to seat 1's
        // pool, to be built again, so the strike is as far as before.
        let before =
            state("1lllmmmsss/2lms/3lms/0lms/xlms NW7:0l,NW8:0l mmss/-/llmmss/llmmss 0 - -");
        let zapped =
            state("1llmmmsss/2lms/3lms/0lms/xlms NW7:0l,NW8:0l mmss/l/llmmss/llmmss 0 - -");
        let landed = state("0l,1lllmmmsss/2lms/3lms/0lms/xlms NW8:0l mmss/-/llmmss/llmmss 0 - -");
        let b = strike_short(&before, Seat(0), Seat(1));
        assert_eq!(strike_short(&zapped, Seat(0), Seat(1)), b);
        // Landing one large keeps three pips at NW for good; the other still zaps mediums
        // only, so the strike is better by one pip net.
        assert!(strike_short(&landed, Seat(0), Seat(1)) < b);
    }

    #[test]
    fn zaps_need_ships_larger_than_the_piece() {
        assert_eq!(zap_largest([3, 3, 3], 6, 2), Some(6));
        assert_eq!(zap_largest([3, 3, 3], 3, 2), Some(4));
        assert_eq!(zap_largest([1, 0, 3], 2, 2), None);
        assert_eq!(zap_largest([1, 0, 3], 0, 0), Some(0));
    }
}
