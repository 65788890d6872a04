//! A prepared strike and its dice: how likely the attacker's next roll is to carry it out.
//!
//! [`crate::strike`] counts the pips a strike of three actions would lack, whatever the dice.
//! Once it lacks none the seat still needs the right dice: its zaps need Zap faces (or Wild),
//! its landings Transform faces (or Wild), and a strike of two zaps and a landing comes up on
//! far fewer rolls than one that a single landing completes. [`ready_ways`] counts the rolls,
//! of the 216, whose dice (after the duplicates rule) carry out some strike that takes the
//! home, so that the evaluation ([`crate::Weights::ready`]) can prefer a preparation that
//! more rolls complete: more pips landed, so that fewer zaps are needed, or larger ships
//! docked, so that either a zap or a landing will do.
//!
//! Up to four actions are counted (three of a kind adds a fourth die). A Build die is null,
//! and so Wild, when the attacker's pool is empty (its pieces all out as ships and spires,
//! as a striking seat's mostly are); the other faces are counted by their letters only.
//!
//! Measured and left off (every level's `ready` is 0; crate docs, "Fifth pass"): level 5
//! alone against three greedy seats won no more with it (50,000 states a turn, seeds 11 to
//! 15: 1,000 points for a certain strike, 8 of 16 won against 7 of 16; 3,000, 8 of 16; 1,500,
//! 6 of 24 against 11 of 24). Its games to the cap are not strikes waiting for their dice:
//! level 5 holds its home and the centre and has too few pips left to prepare a strike.

use sandships::Face;

use crate::strike::zap_largest;

/// The most actions a turn has (three dice and the three-of-a-kind bonus).
pub const MOST_ACTIONS: usize = 4;

/// A distinct hand after the duplicates rule: Transform, Zap, Wild and Build dice, and how
/// many of the 216 ordered rolls give it.
#[derive(Clone, Copy)]
struct Hand {
    t: u8,
    z: u8,
    w: u8,
    b: u8,
    ways: u16,
}

/// The 56 distinct rolls as hands (the duplicates rule applied as in `sandships::Roll::dice`).
const HANDS: [Hand; 56] = {
    let mut hands = [Hand {
        t: 0,
        z: 0,
        w: 0,
        b: 0,
        ways: 0,
    }; 56];
    let mut i = 0;
    let mut a = 0;
    while a < 6 {
        let mut b = a;
        while b < 6 {
            let mut c = b;
            while c < 6 {
                let mut counts = [0u8; 6];
                counts[a] += 1;
                counts[b] += 1;
                counts[c] += 1;
                let mut dice = [0u8; 6];
                let mut f = 0;
                while f < 6 {
                    let n = counts[f];
                    if f == Face::W as usize {
                        dice[f] += n;
                    } else if n == 1 {
                        dice[f] += 1;
                    } else if n == 2 {
                        dice[f] += 1;
                        dice[Face::W as usize] += 1;
                    } else if n == 3 {
                        dice[f] += 1;
                        dice[Face::W as usize] += 2;
                    }
                    if n == 3 {
                        dice[Face::W as usize] += 1;
                    }
                    f += 1;
                }
                let ways = if a == b && b == c {
                    1
                } else if a == b || b == c {
                    3
                } else {
                    6
                };
                hands[i] = Hand {
                    t: dice[Face::T as usize],
                    z: dice[Face::Z as usize],
                    w: dice[Face::W as usize],
                    b: dice[Face::B as usize],
                    ways,
                };
                i += 1;
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    hands
};

/// Whether a hand gives `zaps` zaps and `lands` landings (Wild dice, and Build dice when they
/// are null, fill in for either).
fn covers(hand: Hand, zaps: usize, lands: usize, build_is_wild: bool) -> bool {
    let wild = hand.w as usize + if build_is_wild { hand.b as usize } else { 0 };
    zaps.saturating_sub(hand.z as usize) + lands.saturating_sub(hand.t as usize) <= wild
}

/// The strikes (zaps, landings) that take the home, as a bit set (bit `zaps * 5 + lands`),
/// from the same parts as [`crate::strike::short`]: the defender's pieces (counts small,
/// medium, large, its pool built back), the largest other spire there, the attacker's spire
/// pips there and its ships docked there.
pub fn strikes_that_take(defender: [i32; 3], others: i32, mine: i32, ships: [u8; 3]) -> u32 {
    let defender_pips = defender[0] + 2 * defender[1] + 3 * defender[2];
    let docked = ships[0] as i32 + 2 * ships[1] as i32 + 3 * ships[2] as i32;
    let fleet = ships.iter().map(|&n| n as usize).sum::<usize>();
    let mut set = 0;
    for zaps in 0..=MOST_ACTIONS {
        let Some(zapped) = zap_largest(defender, docked, zaps) else {
            break;
        };
        let bar = (defender_pips - zapped).max(others);
        for lands in 0..=(MOST_ACTIONS - zaps).min(fleet) {
            let mut left = lands;
            let mut landed = 0;
            for size in (0..3).rev() {
                let take = (ships[size] as usize).min(left);
                landed += take as i32 * (size as i32 + 1);
                left -= take;
            }
            if mine + landed > bar && zaps + lands > 0 {
                set |= 1 << (zaps * 5 + lands);
            }
        }
    }
    set
}

/// How many of the 216 ordered rolls carry out one of the `strikes` (a set from
/// [`strikes_that_take`]); 0 when it is empty.
pub fn ready_ways(strikes: u32, build_is_wild: bool) -> u32 {
    if strikes == 0 {
        return 0;
    }
    HANDS
        .iter()
        .filter(|&&hand| {
            (0..=MOST_ACTIONS).any(|z| {
                (0..=MOST_ACTIONS - z)
                    .any(|l| strikes & (1 << (z * 5 + l)) != 0 && covers(hand, z, l, build_is_wild))
            })
        })
        .map(|h| h.ways as u32)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Roll;

    #[test]
    fn the_hands_are_the_rolls_dice() {
        assert_eq!(HANDS.iter().map(|h| h.ways as u32).sum::<u32>(), 216);
        for ((roll, ways), hand) in Roll::distinct().zip(HANDS) {
            let dice = roll.dice();
            assert_eq!(
                (hand.t, hand.z, hand.w, hand.b, hand.ways as u32),
                (
                    dice.count(Face::T),
                    dice.count(Face::Z),
                    dice.count(Face::W),
                    dice.count(Face::B),
                    ways
                ),
                "{roll}"
            );
        }
    }

    #[test]
    fn one_landing_comes_up_more_often_than_two_zaps_and_a_landing() {
        // One landing: a Transform or a Wild among the dice.
        let land = ready_ways(1 << 1, false);
        // Two zaps and a landing.
        let strike = ready_ways(1 << (2 * 5 + 1), false);
        assert!(land > 2 * strike, "{land} against {strike}");
        // Either of two strikes is at least as likely as each.
        let either = ready_ways((1 << 1) | (1 << (2 * 5 + 1)), false);
        assert_eq!(either, land.max(either));
        // An empty pool turns Build dice wild: more rolls do.
        assert!(ready_ways(1 << (2 * 5 + 1), true) > strike);
        assert_eq!(ready_ways(0, true), 0);
    }

    #[test]
    fn the_strikes_that_take_a_full_home() {
        // The strike test's home of 18 pips, the attacker's spire of ten pips there and two
        // larges docked: two zaps of larges and a landing (10 + 3 > 12) take it, as do one
        // zap and two landings (10 + 6 > 15), not the two landings alone (16 against 18).
        let set = strikes_that_take([3, 3, 3], 0, 10, [0, 0, 2]);
        assert_ne!(set & (1 << (2 * 5 + 1)), 0);
        assert_ne!(set & (1 << (5 + 2)), 0);
        assert_eq!(set & (1 << 2), 0);
        // Nothing docked and nothing landed: no strike.
        assert_eq!(strikes_that_take([3, 3, 3], 0, 0, [0, 0, 0]), 0);
    }

    #[test]
    fn the_evaluation_counts_a_ready_strike_only_with_the_weight() {
        use crate::eval::{value, Weights};
        use sandships::{Options, Seat, State};
        let state = |text: &str| State::from_text(text, Options::default()).unwrap();
        // Seat 0's spire of ten pips in seat 1's full home and two larges docked there: the
        // strike test's prepared strike. With `ready` set it counts more, by the rolls that
        // carry it out; far from any strike (the start), nothing changes.
        let ready =
            state("0lmmsss,1lllmmmsss/2lms/3lms/0m/xlms NW7:0l,NW8:0l -/-/llmmss/llmmss 0 - -");
        let start = State::start(4, Options::default());
        let off = Weights::DEFAULT;
        let on = Weights { ready: 1000, ..off };
        let ways = ready_ways(
            strikes_that_take([3, 3, 3], 0, 10, [0, 0, 2]),
            ready.pool(Seat(0)) == [0, 0, 0],
        ) as i32;
        assert!(ways > 0);
        assert_eq!(
            value(&ready, Seat(0), &on) - value(&ready, Seat(0), &off),
            1000 * ways / 216
        );
        assert_eq!(value(&start, Seat(0), &on), value(&start, Seat(0), &off));
    }
}
