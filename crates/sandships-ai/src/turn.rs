//! Planning a whole turn for the dice in hand. The order of a turn's actions matters (launch,
//! then move, then land is one plan; land first is another), and a die may buy another
//! action once its own is impossible, so the planner searches sequences, not single actions:
//! a beam search over the turn, one die a step. Each step plays every legal action of every
//! state in the beam, drops states already reached by another order, and keeps the best
//! `width` by the evaluation; every state on the way may also end the turn there. A state is
//! never expanded twice, so the width bounds the work: about `width` x actions x dice; the
//! width doubles while the budget allows.

use std::cmp::Reverse;

use sandships::{Action, Seat, State};

use crate::budget::Meter;
use crate::fast_hash::{Packed, StateSet};

/// One way to play the rest of the turn.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The actions, in order (ending with `end` when the turn stops with dice left).
    pub actions: Vec<Action>,
    /// The state after them: the next seat must roll, or the game is over.
    pub after: State,
    /// Its value for the seat that plays the turn.
    pub value: i32,
}

/// Every plan the beam found for the seat to act, best first, no two with the same end state.
/// `value` judges a state for the seat to act. The beam widens while the budget allows
/// (1, 2, 4, ... up to `width`): each pass is complete, and a pass that would go past the
/// `stop_at` fraction of the budget is abandoned for the last complete one, so a plan never
/// ends its turn early for want of time (the first pass always completes).
pub fn plan_turn(
    state: &State,
    width: usize,
    meter: &mut Meter,
    stop_at: f64,
    value: &dyn Fn(&State, Seat) -> i32,
) -> Vec<Plan> {
    let mut plans = beam_pass(state, 1, meter, None, value).unwrap_or_default();
    let mut w = 1;
    while w < width && meter.below(stop_at) {
        w = (w * 2).min(width);
        match beam_pass(state, w, meter, Some(stop_at), value) {
            Some(wider) => plans = wider,
            None => break,
        }
    }
    plans
}

/// One beam search over the turn at a fixed width; `None` if the budget ran past `stop_at`.
fn beam_pass(
    state: &State,
    width: usize,
    meter: &mut Meter,
    stop_at: Option<f64>,
    value: &dyn Fn(&State, Seat) -> i32,
) -> Option<Vec<Plan>> {
    let mut plans = Vec::new();
    let keep = |value, after, actions| {
        plans.push(Plan {
            actions,
            after,
            value,
        })
    };
    beam(state, width, meter, stop_at, value, true, keep)?;
    plans.sort_by_key(|p| Reverse(p.value));
    let mut ends = StateSet::default();
    plans.retain(|p| ends.insert(Packed(p.after.clone())));
    Some(plans)
}

/// The beam itself: every turn it finds (its value, end state and actions) goes to `found`, in
/// the order found; `None` if the budget ran past `stop_at`. The actions are written only
/// with `lines` (a modelled reply's are never read: without them no line is copied for every
/// state reached).
fn beam(
    state: &State,
    width: usize,
    meter: &mut Meter,
    stop_at: Option<f64>,
    value: &dyn Fn(&State, Seat) -> i32,
    lines: bool,
    mut found: impl FnMut(i32, State, Vec<Action>),
) -> Option<()> {
    let me = state.to_act();
    // Sized for a few dozen children of each state kept, so that the set seldom grows (and
    // hashes every state again) in the middle of the beam: 4% of the time (`perf`).
    let mut seen = StateSet::with_capacity_and_hasher(width * 32, Default::default());
    let mut beam: Vec<(State, Vec<Action>)> = vec![(state.clone(), Vec::new())];
    let mut actions = Vec::new();
    while !beam.is_empty() {
        if stop_at.is_some_and(|f| !meter.below(f)) {
            return None;
        }
        let mut next: Vec<(i32, State, Vec<Action>)> = Vec::new();
        for (st, done) in beam {
            st.legal_actions_unsorted(&mut actions);
            // Ending here: the state as it stands, the next seat to roll.
            let mut ended = st.clone();
            if !actions.is_empty() {
                ended.play_unchecked(Action::End);
            }
            let ending = if lines && !actions.is_empty() {
                extended(&done, Action::End)
            } else {
                done.clone()
            };
            let v = value(&ended, me);
            found(v, ended, ending);
            for &action in actions.iter().filter(|a| **a != Action::End) {
                let mut child = st.clone();
                child.play_unchecked(action);
                meter.tick();
                if !seen.insert(Packed(child.clone())) {
                    continue;
                }
                let line = if lines {
                    extended(&done, action)
                } else {
                    Vec::new()
                };
                let v = value(&child, me);
                if child.dice().is_none() {
                    found(v, child, line);
                } else {
                    next.push((v, child, line));
                }
            }
        }
        next.sort_by_key(|n| Reverse(n.0));
        next.truncate(width);
        beam = next.into_iter().map(|(_, s, l)| (s, l)).collect();
    }
    Some(())
}

/// A plan that wins the game now, if one noise-free beam pass of `width` finds it before the
/// meter's budget runs out: the check levels 2 to 4 make before they plan
/// ([`crate::TurnParams::win_width`]).
pub fn winning_plan(
    state: &State,
    width: usize,
    meter: &mut Meter,
    value: &dyn Fn(&State, Seat) -> i32,
) -> Option<Plan> {
    let me = state.to_act();
    let plans = beam_pass(state, width, meter, Some(1.0), value)?;
    plans.into_iter().find(|p| p.after.winner() == Some(me))
}

/// The line with one more action, in one allocation.
fn extended(line: &[Action], action: Action) -> Vec<Action> {
    let mut longer = Vec::with_capacity(line.len() + 1);
    longer.extend_from_slice(line);
    longer.push(action);
    longer
}

/// The state after the turn a seat plays with a beam of a fixed `width` (greedy at width 1):
/// the model of the next seat's reply when looking ahead.
pub fn reply_turn(
    state: &State,
    width: usize,
    meter: &mut Meter,
    value: &dyn Fn(&State, Seat) -> i32,
) -> State {
    if width <= 1 {
        return greedy_turn(state, meter, value).1;
    }
    // Only the best end state, the first found of equals: the state the plans' stable sort
    // would put first, without their actions, the sort, or the set of end states.
    let mut best: Option<(i32, State)> = None;
    let keep = |value, after, _| {
        if best.as_ref().is_none_or(|(v, _)| value > *v) {
            best = Some((value, after));
        }
    };
    let _ = beam(state, width, meter, None, value, false, keep);
    best.map_or_else(|| state.clone(), |(_, after)| after)
}

/// The turn a seat plays by always taking the single action that looks best now (ending the
/// turn when nothing beats standing still): the cheap model of a reply used when looking
/// ahead, and level 1's own play.
pub fn greedy_turn(
    state: &State,
    meter: &mut Meter,
    value: &dyn Fn(&State, Seat) -> i32,
) -> (Vec<Action>, State) {
    let me = state.to_act();
    let mut st = state.clone();
    let mut line = Vec::new();
    let mut actions = Vec::new();
    while st.dice().is_some() && st.to_act() == me {
        st.legal_actions_unsorted(&mut actions);
        if actions.is_empty() {
            break;
        }
        // Standing still is the bar an action must clear.
        let mut ended = st.clone();
        ended.play_unchecked(Action::End);
        let mut best = (value(&ended, me), ended, Action::End);
        for &action in actions.iter().filter(|a| **a != Action::End) {
            let mut child = st.clone();
            child.play_unchecked(action);
            meter.tick();
            let v = value(&child, me);
            if v > best.0 {
                best = (v, child, action);
            }
        }
        line.push(best.2);
        st = best.1;
    }
    (line, st)
}
