//! Stable identities for ships, so the board can glide a ship that sails (and a bumped one)
//! rather than make one vanish and another appear. A key follows its ship action by action;
//! launching makes a new key, landing retires one, unfurling keeps it (the same ship, larger).

use sandships::{Action, Kind, State, PORTS};

/// The key of the ship in each port (0: none).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ShipKeys {
    keys: [u32; PORTS],
    next: u32,
}

impl ShipKeys {
    /// Keys for the ships of a state, port by port.
    pub fn of(state: &State) -> ShipKeys {
        let mut keys = ShipKeys {
            keys: [0; PORTS],
            next: 1,
        };
        for p in 0..PORTS {
            if state.ship(sandships::Port(p as u8)).is_some() {
                keys.keys[p] = keys.fresh();
            }
        }
        keys
    }

    /// Keys after replaying `actions` from `start`.
    pub fn replay(start: &State, actions: &[Action]) -> ShipKeys {
        let mut keys = ShipKeys::of(start);
        let mut state = start.clone();
        for &action in actions {
            keys.apply(&state, action);
            state.play_unchecked(action);
        }
        keys
    }

    fn fresh(&mut self) -> u32 {
        let k = self.next;
        self.next += 1;
        k
    }

    /// Follows `action` played on `before` (ships of a seat put out leave with it).
    pub fn apply(&mut self, before: &State, action: Action) {
        if let Action::Use(_, kind) = action {
            match kind {
                Kind::Launch { port, .. } => self.keys[port.index()] = self.fresh(),
                Kind::Land { port } => self.keys[port.index()] = 0,
                Kind::Move { from, to, bump } => {
                    let moving = self.keys[from.index()];
                    let bumped = self.keys[to.index()];
                    self.keys[from.index()] = 0;
                    if let Some(dest) = bump {
                        self.keys[dest.index()] = bumped;
                    }
                    self.keys[to.index()] = moving;
                }
                Kind::Build | Kind::Unfurl { .. } | Kind::Zap { .. } => {}
            }
        }
        // Whatever the rules removed (a seat put out loses its ships) loses its key.
        let mut after = before.clone();
        after.play_unchecked(action);
        for p in 0..PORTS {
            if after.ship(sandships::Port(p as u8)).is_none() {
                self.keys[p] = 0;
            } else if self.keys[p] == 0 {
                self.keys[p] = self.fresh();
            }
        }
    }

    /// The key of the ship in port `p`.
    pub fn at(&self, p: usize) -> u32 {
        self.keys[p]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    fn act(t: &str) -> Action {
        t.parse().unwrap()
    }

    #[test]
    fn a_key_follows_its_ship_and_a_bumped_one() {
        let start = State::from_text(
            "xlms/1lms/xlms/0lms/xlms C1:1s,C6:0m llmss/llmms 0 MW -",
            Options::default(),
        )
        .unwrap();
        let keys = ShipKeys::of(&start);
        let (c1, c6) = (keys.at(8), keys.at(13));
        assert!(c1 != 0 && c6 != 0 && c1 != c6);
        // C6 sails to C1, bumping Amber's small ship to C2.
        let after = ShipKeys::replay(&start, &[act("M:C6-C1/C2")]);
        assert_eq!((after.at(8), after.at(9), after.at(13)), (c6, c1, 0));
        // Then it lands: its key is retired.
        let landed = ShipKeys::replay(&start, &[act("M:C6-C1/C2"), act("W:C1^")]);
        assert_eq!(landed.at(8), 0);
        assert_eq!(landed.at(9), c1);
    }
}
