//! Looking ahead over the dice: after our turn the next seat rolls, and what it can do depends
//! on the roll. The 216 ordered rolls give 56 distinct rolls, and fewer distinct hands once
//! duplicates have turned wild (`TTB` and `TBW` are both `TBW`); each hand is weighed by how
//! many ordered rolls give it. For each hand the next seat plays its greedy turn (its best
//! action at each step, by its own evaluation), and the value of the state after it, for us,
//! is averaged: expectimax one turn deep, with a cheap model of the reply.

use sandships::{Action, Dice, Roll, Seat, State};

use crate::budget::Meter;
use crate::turn::reply_turn;

/// The distinct hands a roll can give (after the duplicates rule), each with one roll that
/// gives it and how many of the 216 ordered rolls do.
pub fn hands() -> Vec<(Roll, u32)> {
    let mut out: Vec<(Dice, Roll, u32)> = Vec::new();
    for (roll, ways) in Roll::distinct() {
        let dice = roll.dice();
        match out.iter_mut().find(|(d, _, _)| *d == dice) {
            Some(entry) => entry.2 += ways,
            None => out.push((dice, roll, ways)),
        }
    }
    out.into_iter().map(|(_, r, w)| (r, w)).collect()
}

/// The value for `me` of `after` (a state where the next seat must roll), averaged over that
/// seat's hands, each answered by the seat's turn planned with a beam of `reply_width`
/// (greedy at 1).
pub fn expected_value(
    after: &State,
    me: Seat,
    hands: &[(Roll, u32)],
    reply_width: usize,
    meter: &mut Meter,
    value: &dyn Fn(&State, Seat) -> i32,
) -> i32 {
    if !after.needs_roll() {
        return value(after, me);
    }
    let mut total: i64 = 0;
    let mut weight: i64 = 0;
    for &(roll, ways) in hands {
        let mut rolled = after.clone();
        rolled.play_unchecked(Action::Roll(roll));
        meter.tick();
        let end = if rolled.needs_roll() || rolled.winner().is_some() {
            rolled
        } else {
            reply_turn(&rolled, reply_width, meter, value)
        };
        total += ways as i64 * value(&end, me) as i64;
        weight += ways as i64;
    }
    (total / weight.max(1)) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_cover_every_roll_once() {
        let hands = hands();
        assert_eq!(hands.iter().map(|(_, w)| w).sum::<u32>(), 216);
        let mut dice: Vec<String> = hands.iter().map(|(r, _)| r.dice().to_string()).collect();
        let n = dice.len();
        dice.sort();
        dice.dedup();
        assert_eq!(dice.len(), n, "each hand once");
        assert!(n < 56);
    }
}
