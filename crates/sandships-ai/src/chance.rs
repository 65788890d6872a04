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

/// Where the turn of the seat about to roll in `state` ends after it rolls `roll`: its turn
/// planned with a beam of `reply_width` (greedy at 1), or the state as rolled when the roll has
/// nothing to do or the game is over. Every look ahead over the next hands steps through this.
pub fn turn_after_roll(
    state: &State,
    roll: Roll,
    reply_width: usize,
    meter: &mut Meter,
    value: &dyn Fn(&State, Seat) -> i32,
) -> State {
    let mut rolled = state.clone();
    rolled.play_unchecked(Action::Roll(roll));
    meter.tick();
    if rolled.needs_roll() || rolled.winner().is_some() {
        rolled
    } else {
        reply_turn(&rolled, reply_width, meter, value)
    }
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
        let end = turn_after_roll(after, roll, reply_width, meter, value);
        total += ways as i64 * value(&end, me) as i64;
        weight += ways as i64;
    }
    (total / weight.max(1)) as i32
}

/// Two turns deep: the value for `me` of `after`, averaged over the next seat's hands (each
/// answered by its greedy turn) and then over `me`'s own next hands (each played by `me`'s
/// greedy turn). It sees what one turn cannot: a ship docked now to zap or land next turn,
/// a piece launched now towards a city, a home left open that the reply punishes only
/// after our next roll. Only where `me` acts right after the next seat (two seats in play);
/// with more, the seats between would need a model too, and the value is [`expected_value`]'s.
/// `None` if the budget ran out before the last hand (a partial average is not a value).
pub fn expected_value_two_turns(
    after: &State,
    me: Seat,
    hands: &[(Roll, u32)],
    meter: &mut Meter,
    value: &dyn Fn(&State, Seat) -> i32,
) -> Option<i32> {
    if !after.needs_roll() {
        return Some(value(after, me));
    }
    let mut total: i64 = 0;
    let mut weight: i64 = 0;
    for &(roll, ways) in hands {
        if !meter.below(1.0) {
            return None;
        }
        let end = turn_after_roll(after, roll, 1, meter, value);
        let v = if end.winner().is_some() || end.to_act() != me {
            value(&end, me)
        } else {
            own_turn_value(&end, me, hands, meter, value)
        };
        total += ways as i64 * v as i64;
        weight += ways as i64;
    }
    Some((total / weight.max(1)) as i32)
}

/// `me`'s value of a state where it must roll, averaged over its hands, each played greedily.
fn own_turn_value(
    state: &State,
    me: Seat,
    hands: &[(Roll, u32)],
    meter: &mut Meter,
    value: &dyn Fn(&State, Seat) -> i32,
) -> i32 {
    let mut total: i64 = 0;
    let mut weight: i64 = 0;
    for &(roll, ways) in hands {
        let end = turn_after_roll(state, roll, 1, meter, value);
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

    #[test]
    fn two_turns_see_the_landing_that_wins_next_turn() {
        use crate::budget::Budget;
        use crate::eval::{value, Weights, WIN};
        use looney_pyramids::StoppedClock;
        use sandships::Options;
        // Seat 0 holds NW and SW; its large docked at SE3 takes SE (a dead medium) by landing,
        // but only on its next turn: seat 1 rolls first and cannot reach it.
        let after = State::from_text(
            "0lm,xs/1lms/xm/0mss/xlms SE3:0l lms/llmmss 1 - -",
            Options::default(),
        )
        .unwrap();
        let w = Weights::default();
        let judge = |s: &State, seat: Seat| value(s, seat, &w);
        let clock = StoppedClock;
        let mut meter = Meter::new(Budget::nodes(50_000_000), &clock);
        let hands = hands();
        let one = expected_value(&after, Seat(0), &hands, 1, &mut meter, &judge);
        let two = expected_value_two_turns(&after, Seat(0), &hands, &mut meter, &judge).unwrap();
        assert!(one < WIN / 10, "one turn deep it is a position: {one}");
        assert!(two > WIN / 2, "two turns deep it is mostly a win: {two}");
        // Out of budget, no value rather than a partial average.
        let mut spent = Meter::new(Budget::nodes(10), &clock);
        assert_eq!(
            expected_value_two_turns(&after, Seat(0), &hands, &mut spent, &judge),
            None
        );
    }
}
