//! The analysis of a Sandships turn: given the roll, every plan the beam finds for the dice in
//! hand, the best few weighed against the next seat's every roll ([`super::chance`]), and the
//! plan a player made weighed the same way, so that it can be judged against the engine's best
//! plan for the same roll. Level 5's evaluation and beam (no noise), under a budget in nodes
//! (states made): the same request gives the same answer natively and in any browser.

use sandships::{Action, Seat, State};

use crate::budget::{Budget, Meter};
use crate::chance::hands;
use crate::eval::value;
use crate::level::Level;
use crate::study::chance::{expected_chances, shipped};
use crate::turn::plan_turn;
use looney_pyramids::StoppedClock;

/// What to analyse with.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnAnalysisParams {
    /// The budget in states made (the played plan's look ahead comes on top).
    pub nodes: u64,
    /// How many of the beam's best plans are weighed against the next roll.
    pub lookahead: usize,
    /// The plan a player made (from the state with the dice in hand), to be weighed too.
    pub played: Option<Vec<Action>>,
    /// The chance model's constants (`None`: the shipped ones; `martian sandships calibrate
    /// --fit` checks constants it has just fitted).
    pub chance: Option<crate::study::chance::Constants>,
}

impl TurnAnalysisParams {
    /// `nodes` states, twelve plans looked ahead.
    pub fn new(nodes: u64) -> TurnAnalysisParams {
        TurnAnalysisParams {
            nodes,
            lookahead: 12,
            played: None,
            chance: None,
        }
    }
}

/// One plan, weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanValue {
    /// Its actions (ending with `end` when it stops with dice left).
    pub actions: Vec<Action>,
    /// The state after it.
    pub after: State,
    /// Every seat's chance to win after it, 0 to 1.
    pub chances: Vec<f64>,
}

/// What the analysis found.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnAnalysis {
    /// The seat with the dice.
    pub mover: Seat,
    /// The plans weighed, best for the mover first (empty when there was nothing to do).
    pub plans: Vec<PlanValue>,
    /// The plan played, weighed (when asked and legal).
    pub played: Option<PlanValue>,
    /// States made.
    pub nodes: u64,
}

impl TurnAnalysis {
    /// The best plan: the one with the mover's highest chance, the played one included.
    pub fn best(&self) -> Option<&PlanValue> {
        let me = self.mover.0 as usize;
        self.plans
            .iter()
            .chain(self.played.iter())
            .fold(None, |best: Option<&PlanValue>, p| match best {
                Some(b) if b.chances[me] >= p.chances[me] => Some(b),
                _ => Some(p),
            })
    }
}

/// Plays `actions` on a copy of `state`; `None` if one is illegal.
pub fn play_plan(state: &State, actions: &[Action]) -> Option<State> {
    let mut s = state.clone();
    for &a in actions {
        s.play(a).ok()?;
    }
    Some(s)
}

/// Analyses the turn of the seat holding the dice (see the module docs).
pub fn analyse_turn(state: &State, params: &TurnAnalysisParams) -> TurnAnalysis {
    let mover = state.to_act();
    let level = Level::get(5);
    let w = level.weights;
    let model = params.chance.unwrap_or_else(|| shipped(state.players()));
    let clock = StoppedClock;
    let mut meter = Meter::new(Budget::nodes(params.nodes.max(1)), &clock);
    let mut out = TurnAnalysis {
        mover,
        plans: Vec::new(),
        played: None,
        nodes: 0,
    };
    if state.dice().is_none() || state.winner().is_some() {
        return out;
    }
    let hands = hands();
    let judge = |s: &State, seat: Seat| value(s, seat, &w);
    let width = if state.players() == 4 {
        level.width_four_seats
    } else {
        level.width
    };
    let plans = plan_turn(state, width, &mut meter, 0.5, &judge);
    for (i, plan) in plans.into_iter().take(params.lookahead.max(1)).enumerate() {
        if i > 0 && !meter.below(1.0) {
            break;
        }
        let chances = expected_chances(&plan.after, &hands, &mut meter, &w, &model);
        out.plans.push(PlanValue {
            actions: plan.actions,
            after: plan.after,
            chances,
        });
    }
    let me = mover.0 as usize;
    out.plans
        .sort_by(|a, b| b.chances[me].total_cmp(&a.chances[me]));
    if let Some(actions) = &params.played {
        if let Some(after) = play_plan(state, actions) {
            let known = out.plans.iter().find(|p| p.after == after);
            let chances = match known {
                Some(p) => p.chances.clone(),
                None => expected_chances(&after, &hands, &mut meter, &w, &model),
            };
            out.played = Some(PlanValue {
                actions: actions.clone(),
                after,
                chances,
            });
        }
    }
    out.nodes = meter.nodes;
    out
}
