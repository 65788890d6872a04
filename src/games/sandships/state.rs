//! What Sandships's screens ask of a game being played: the state on the board, the dice of
//! the turn under way, and which die a person's action spends. Every step goes through the
//! shared history (`crate::history`): a roll, a person's action, the computer's turn shown
//! action by action, undo (one action of the turn under way, never the roll), redo, looking back
//! and playing on as a new game.

use sandships::{Action as Play, Dice, Face, Kind, State};

use super::Sandships;
use crate::history::{History, HistoryAction};

/// A Sandships game being played, with its history.
pub type SandPlay = History<Sandships>;

/// What can happen to it.
pub type SandAction = HistoryAction<Sandships>;

impl SandPlay {
    /// The live state.
    pub fn current(&self) -> &State {
        self.game.current()
    }

    /// The state on the board.
    pub fn shown(&self) -> &State {
        &self.game.states()[self.shown_step()]
    }

    /// Whether a person acts on the board now (also on an earlier state, which then starts a
    /// new game), and the computer is not in the middle of showing its turn.
    pub fn human_to_act(&self) -> bool {
        self.person_may_act()
    }

    /// The dice of the turn under way on the board, as rolled (after the duplicates rule),
    /// with those already spent: `(face, used)` in written order, or nothing before the roll.
    pub fn turn_dice(&self) -> Vec<(Face, bool)> {
        let step = self.shown_step();
        let state = self.shown();
        let Some(left) = state.dice() else {
            return Vec::new();
        };
        let rolled = self.game.actions()[..step]
            .iter()
            .rev()
            .find_map(|a| match a {
                Play::Roll(r) => Some(r.dice()),
                _ => None,
            })
            .unwrap_or(left);
        dice_shown(rolled, left)
    }
}

/// The dice of a turn as the tray shows them: every die rolled (after the duplicates rule), in
/// written order, each with whether it is spent (`left` holds those not yet spent). The play
/// board and Learn's steps show a turn's dice the same way.
pub fn dice_shown(rolled: Dice, left: Dice) -> Vec<(Face, bool)> {
    let mut out = Vec::new();
    for face in Face::ALL {
        let (all, unused) = (rolled.count(face), left.count(face));
        for i in 0..all {
            out.push((face, i >= unused));
        }
    }
    out
}

/// The die a person spends on `kind`: the one they picked if it may buy it, else a die of the
/// action's own face, else a die that is wild now because its own action is impossible
/// (keeping a real Wild for later), else a Wild. `None`: no die may buy it.
pub fn die_for(state: &State, kind: Kind, picked: Option<Face>) -> Option<Face> {
    let legal = state.legal_actions();
    let buys = |f: Face| legal.contains(&Play::Use(f, kind));
    if let Some(f) = picked.filter(|f| buys(*f)) {
        return Some(f);
    }
    if buys(kind.face()) {
        return Some(kind.face());
    }
    Face::ALL
        .into_iter()
        .filter(|&f| f != Face::W)
        .find(|&f| buys(f))
        .or_else(|| buys(Face::W).then_some(Face::W))
}

#[cfg(test)]
mod tests;
