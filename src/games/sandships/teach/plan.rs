//! A strategy lesson's plan: a whole turn's performances, done in any order the dice allow.
//! The engine's plan (`martian sandships bestturn`) names a die for each action, but a reader
//! who sails first and zaps second, or pays with the Wild where the engine paid with the Zap,
//! plays the same turn; what matters is that every performance of the plan gets done. So an
//! action is part of the plan when it is one of the performances still to do and the others
//! can all still be done after it, with the dice left, in some order.

use sandships::{Action, Face, Kind, State};

/// The plan's performances not done yet: each done one taken off once.
pub fn remaining(plan: &[Action], done: &[Kind]) -> Vec<Kind> {
    let mut left: Vec<Kind> = plan
        .iter()
        .filter_map(|a| match a {
            Action::Use(_, kind) => Some(*kind),
            _ => None,
        })
        .collect();
    for kind in done {
        if let Some(i) = left.iter().position(|k| k == kind) {
            left.remove(i);
        }
    }
    left
}

/// The faces of the dice in hand that may buy `kind` now.
fn buyers(state: &State, kind: Kind) -> Vec<Face> {
    let Some(dice) = state.dice() else {
        return Vec::new();
    };
    dice.faces()
        .filter(|&f| state.clone().play(Action::Use(f, kind)).is_ok())
        .collect()
}

/// Whether every one of `kinds` can still be done from `state`, in some order, each with some
/// die (at most four actions and four dice: every order and every die is tried).
pub fn completes(state: &State, kinds: &[Kind]) -> bool {
    if kinds.is_empty() {
        return true;
    }
    (0..kinds.len()).any(|i| {
        buyers(state, kinds[i]).into_iter().any(|face| {
            let mut next = state.clone();
            next.play_unchecked(Action::Use(face, kinds[i]));
            let mut rest = kinds.to_vec();
            rest.remove(i);
            completes(&next, &rest)
        })
    })
}

/// Whether doing `action` now keeps the rest of the plan (`kinds`, the action's own
/// performance among them) possible.
pub fn keeps(state: &State, kinds: &[Kind], action: Action) -> bool {
    let Action::Use(_, kind) = action else {
        return false;
    };
    let Some(i) = kinds.iter().position(|k| *k == kind) else {
        return false;
    };
    let mut next = state.clone();
    if next.play(action).is_err() {
        return false;
    }
    let mut rest = kinds.to_vec();
    rest.remove(i);
    completes(&next, &rest)
}

/// The action to point at next: the first of `kinds`, in the plan's order, with a die that
/// keeps the rest possible.
pub fn next(state: &State, kinds: &[Kind]) -> Option<Action> {
    kinds.iter().find_map(|&kind| {
        buyers(state, kind)
            .into_iter()
            .map(|face| Action::Use(face, kind))
            .find(|&a| keeps(state, kinds, a))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    fn acts(texts: &str) -> Vec<Action> {
        texts.split(' ').map(|t| t.parse().unwrap()).collect()
    }

    #[test]
    fn a_plan_may_be_played_in_any_order_the_dice_allow() {
        // Blue's ships at NE1 (large) and C2 (medium); Amber's home holds a large and a
        // medium. Sail to NE2 (5 pips docked), then zap the large and the medium.
        let s = State::from_text(
            "xlms/1lm/xlms/0lms/xlms NE1:0l,C2:0m lmss/lmmss 0 MZW -",
            Options::default(),
        )
        .unwrap();
        let plan = acts("M:C2-NE2 Z:NE.1l W:NE.1m");
        let kinds = remaining(&plan, &[]);
        assert!(completes(&s, &kinds));
        // The medium can be zapped first (3 pips docked beat 2): then the sail and the large.
        let zap_medium = "Z:NE.1m".parse().unwrap();
        assert!(keeps(&s, &kinds, zap_medium));
        // The large cannot be zapped before the medium ship docks (3 pips do not beat 3).
        assert!(!keeps(&s, &kinds, "Z:NE.1l".parse().unwrap()));
        // Something outside the plan is never kept.
        assert!(!keeps(&s, &kinds, "M:NE1-NE2".parse().unwrap()));
        assert_eq!(next(&s, &kinds), Some("M:C2-NE2".parse().unwrap()));
        let done = remaining(&plan, &["C2-NE2".parse().unwrap()]);
        assert_eq!(done.len(), 2);
    }
}
