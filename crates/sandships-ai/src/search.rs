//! The whole decision: plan the turn for the dice in hand (a beam over the turn's action
//! sequences), then look ahead over the next seat's roll for the best few plans, spending what
//! is left of the budget, best plan by the evaluation first. A plan that wins now is taken at
//! once; seeded noise in the evaluation lets the weaker levels err as people do.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use looney_pyramids::{Clock, Rng};
use sandships::{Action, Seat, State};

use crate::budget::{Budget, Meter};
use crate::chance::{expected_value, expected_value_two_turns, hands};
use crate::eval::{value, Weights, WIN};
use crate::turn::plan_turn;

/// How a turn is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnParams {
    /// The budget.
    pub budget: Budget,
    /// How many states the beam keeps at each step of the turn.
    pub width: usize,
    /// [`TurnParams::width`] in four-seat games. Level 5's is wider than with two and three
    /// seats (README, "Sixth pass, level 5's spare time with four seats").
    pub width_four_seats: usize,
    /// How many of the best plans get the look ahead over the next seat's roll (0: none).
    pub lookahead: usize,
    /// The beam width of the next seat's modelled reply in the look ahead (1: greedy).
    pub reply_width: usize,
    /// With budget left after the look ahead, the best plans are weighed again, so that a
    /// search never ends early and leaves the caller's time unused. With two seats in play
    /// (and `deepen` above 1), two turns deep: the reply, then our own next turn over every
    /// hand (see `chance::expected_value_two_turns`); it sees plans that pay on the next roll.
    /// Measured (README, "Three and four seats"): against replies planned with ever wider
    /// beams instead, level 5 at 400 ms scored 50% against itself at 100 ms (30 games), and at
    /// 400,000 states 55% against 100,000 (20 games); two turns deep, 11 of 12 at 400,000
    /// states against 100,000. With three and four seats (where the seats between the reply and
    /// our next turn would need a model too) the reply is planned by a beam twice as wide,
    /// and again, up to this width (with four seats, up to [`TurnParams::deepen_four_seats`]).
    pub deepen: usize,
    /// [`TurnParams::deepen`] in four-seat games (three or four seats still in play): the widest
    /// reply the look ahead is weighed again with. Level 5's is wider than its three-seat one
    /// (README, "Sixth pass, level 5's spare time with four seats"): with four seats its search
    /// with replies 16 wide ended well inside 100 ms in about half the turns measured.
    pub deepen_four_seats: usize,
    /// The share of the budget (percent) the planning may take when plans are looked ahead;
    /// the look ahead takes what is left.
    pub plan_share: u8,
    /// The evaluation of every state is shifted by up to this much (points), drawn from the
    /// seed and the state: a weaker level misjudges positions, consistently within a search
    /// (the same state, the same error), and so plans and looks ahead as a person who sees the
    /// board a little wrong, rather than throwing dice. The same request errs the same way.
    pub noise: i32,
    /// Seeds the noise.
    pub seed: u64,
    /// Before planning, one noise-free beam pass this wide looks for a plan that wins now, on
    /// its own budget of [`WIN_CHECK_NODES`] states (and the caller's time), and takes it (0:
    /// no check). Noise and a narrow beam are how the weaker levels err, but a person who can
    /// take a third city this turn sees it: without the check, in 450 seeded two-seat games,
    /// level 2 left such a win on the table 48 times and took one 24 times, level 3 left 14
    /// and took 40 (the wins a width of 64 finds; docs/study.md, "Sandships").
    pub win_width: usize,
    /// The evaluation's weights.
    pub weights: Weights,
}

impl Default for TurnParams {
    fn default() -> Self {
        TurnParams {
            budget: Budget::millis(crate::budget::DEFAULT_MILLIS),
            width: 96,
            width_four_seats: 96,
            lookahead: 16,
            reply_width: 1,
            deepen: 1,
            deepen_four_seats: 1,
            plan_share: 35,
            noise: 0,
            seed: 0,
            weights: Weights::default(),
            win_width: 0,
        }
    }
}

impl TurnParams {
    /// The beam's width and the widest reply for a game of `players` seats: with four, the
    /// four-seat ones ([`TurnParams::width_four_seats`], [`TurnParams::deepen_four_seats`]).
    pub fn widths(&self, players: u8) -> (usize, usize) {
        if players == 4 {
            (self.width_four_seats, self.deepen_four_seats)
        } else {
            (self.width, self.deepen)
        }
    }
}

/// The states the check for a win in hand may make ([`TurnParams::win_width`]).
pub const WIN_CHECK_NODES: u64 = 30_000;

/// What a turn's search found.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnReport {
    /// The actions to play, in order (ending with `end` when the turn stops with dice left);
    /// empty when there is nothing to do (no dice in hand, or the game is over).
    pub actions: Vec<Action>,
    /// The chosen plan's value for the seat (after the look ahead, when it had one).
    pub value: i32,
    /// States made.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
    /// Distinct plans the beam found.
    pub plans: usize,
    /// How many of them were looked ahead.
    pub looked_ahead: usize,
    /// The beam width of the reply model the chosen plan was weighed with (0: no look ahead;
    /// 1: greedy; wider when the budget allowed the look ahead to deepen).
    pub reply_width: usize,
    /// Whether the chosen plan was weighed two turns deep (the reply, then our own next turn;
    /// two seats in play, level 5, with budget left after the look ahead).
    pub two_turns: bool,
}

/// The best turn for the seat to act, with the dice in hand.
pub fn best_turn(state: &State, params: &TurnParams, clock: &dyn Clock) -> TurnReport {
    let mut meter = Meter::new(params.budget, clock);
    let me = state.to_act();
    let (weights, noise, seed) = (params.weights, params.noise, params.seed);
    let judge = move |s: &State, seat: Seat| {
        let v = value(s, seat, &weights);
        if noise <= 0 || v.abs() >= WIN {
            return v;
        }
        v + Rng::new(seed ^ state_hash(s) ^ seat.0 as u64).spread(noise)
    };
    if state.dice().is_none() || state.winner().is_some() {
        return TurnReport {
            actions: Vec::new(),
            value: judge(state, me),
            nodes: 0,
            elapsed_ms: meter.elapsed_ms(),
            plans: 0,
            looked_ahead: 0,
            reply_width: 0,
            two_turns: false,
        };
    }
    let checked = match win_in_hand(state, params, clock) {
        Ok(report) => return report,
        Err(nodes) => nodes,
    };
    let plan_until = if params.lookahead > 0 {
        params.plan_share.min(100) as f64 / 100.0
    } else {
        1.0
    };
    let (width, widest) = params.widths(state.players());
    let mut plans = plan_turn(state, width.max(1), &mut meter, plan_until, &judge);
    let found = plans.len();
    let mut looked = 0;
    let mut reply_width = 0;
    let mut deep = false;
    if plans.first().is_some_and(|p| p.value < WIN) {
        let hands = hands();
        for plan in plans.iter_mut().take(params.lookahead) {
            if looked > 0 && !meter.below(1.0) {
                break;
            }
            plan.value = expected_value(
                &plan.after,
                me,
                &hands,
                params.reply_width,
                &mut meter,
                &judge,
            );
            looked += 1;
        }
        if looked > 0 {
            plans.truncate(looked);
            reply_width = 1;
            if state.seats_in().count() == 2 && params.deepen > 1 {
                deep = two_turns(&mut plans, me, &hands, &mut meter, &judge);
            } else {
                reply_width = deepen(&mut plans, me, params, widest, &hands, &mut meter, &judge);
            }
        }
    }
    // The first of equals: the beam's order, best by the evaluation first.
    let chosen = plans
        .iter()
        .min_by_key(|p| std::cmp::Reverse(p.value))
        .cloned();
    let (actions, value) = chosen.map_or((Vec::new(), 0), |p| (p.actions, p.value));
    TurnReport {
        actions,
        value,
        nodes: meter.nodes + checked,
        elapsed_ms: meter.elapsed_ms(),
        plans: found,
        looked_ahead: looked,
        reply_width,
        two_turns: deep,
    }
}

/// The turn that wins now, when the level looks for one ([`TurnParams::win_width`]) and finds
/// it; otherwise the states the look made.
fn win_in_hand(state: &State, params: &TurnParams, clock: &dyn Clock) -> Result<TurnReport, u64> {
    if params.win_width == 0 {
        return Err(0);
    }
    let budget = Budget {
        nodes: Some(WIN_CHECK_NODES),
        millis: params.budget.millis,
    };
    let mut meter = Meter::new(budget, clock);
    let weights = params.weights;
    let plain = move |s: &State, seat: Seat| value(s, seat, &weights);
    let Some(plan) = crate::turn::winning_plan(state, params.win_width, &mut meter, &plain) else {
        return Err(meter.nodes);
    };
    Ok(TurnReport {
        actions: plan.actions,
        value: plan.value,
        nodes: meter.nodes,
        elapsed_ms: meter.elapsed_ms(),
        plans: 1,
        looked_ahead: 0,
        reply_width: 0,
        two_turns: false,
    })
}

/// How many of the best plans are weighed again with each wider reply.
const REWEIGHED: usize = 8;

/// Weighs the best plans again with ever wider replies, up to `widest`, while the budget
/// allows (see [`TurnParams::deepen`]). A pass that runs out of budget is dropped whole, so the plans kept
/// were all weighed with the same model of the reply; after a complete pass only its plans
/// remain to choose from. Returns the width of the last complete pass's reply.
fn deepen(
    plans: &mut Vec<crate::turn::Plan>,
    me: Seat,
    params: &TurnParams,
    widest: usize,
    hands: &[(sandships::Roll, u32)],
    meter: &mut Meter,
    judge: &dyn Fn(&State, Seat) -> i32,
) -> usize {
    let mut done = params.reply_width.max(1);
    while done * 2 <= widest && meter.below(1.0) {
        let reply = done * 2;
        plans.sort_by_key(|p| std::cmp::Reverse(p.value));
        let k = plans.len().min(REWEIGHED);
        let mut values = Vec::with_capacity(k);
        for plan in &plans[..k] {
            if !meter.below(1.0) {
                return done;
            }
            values.push(expected_value(&plan.after, me, hands, reply, meter, judge));
        }
        plans.truncate(k);
        for (plan, v) in plans.iter_mut().zip(values) {
            plan.value = v;
        }
        done = reply;
    }
    done
}

/// With two seats in play, weighs the best plans again two turns deep
/// ([`expected_value_two_turns`]: the reply, then our own next turn), best by the one-turn
/// look ahead first, for as long as the budget lasts; when two or more were weighed so, the
/// choice is among them only (values of different depths are not comparable). Returns whether
/// they were.
fn two_turns(
    plans: &mut Vec<crate::turn::Plan>,
    me: Seat,
    hands: &[(sandships::Roll, u32)],
    meter: &mut Meter,
    judge: &dyn Fn(&State, Seat) -> i32,
) -> bool {
    plans.sort_by_key(|p| std::cmp::Reverse(p.value));
    let mut values = Vec::new();
    for plan in plans.iter() {
        if !meter.below(1.0) {
            break;
        }
        // A plan that wins (or loses) for sure needs no deeper look.
        if plan.value.abs() >= WIN {
            values.push(plan.value);
            continue;
        }
        match expected_value_two_turns(&plan.after, me, hands, meter, judge) {
            Some(v) => values.push(v),
            None => break,
        }
    }
    if values.len() < 2 {
        return false;
    }
    plans.truncate(values.len());
    for (plan, v) in plans.iter_mut().zip(values) {
        plan.value = v;
    }
    true
}

/// A hash of the state that is the same in every run (std's default hasher with its fixed
/// keys), so the noise of a seed is reproducible.
fn state_hash(state: &State) -> u64 {
    let mut h = SameOnEveryTarget(DefaultHasher::new());
    state.hash(&mut h);
    h.finish()
}

/// A hasher that writes every `usize` as a `u64`: a derived `Hash` writes lengths and indices
/// as `usize`, four bytes in the browser's wasm and eight natively, which gave the worker other
/// noise than the native AI for the same seed. Natively it hashes exactly as `DefaultHasher`.
struct SameOnEveryTarget(DefaultHasher);

impl Hasher for SameOnEveryTarget {
    fn finish(&self) -> u64 {
        self.0.finish()
    }

    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes);
    }

    fn write_usize(&mut self, i: usize) {
        self.0.write_u64(i as u64);
    }

    fn write_isize(&mut self, i: isize) {
        self.0.write_i64(i as i64);
    }
}
