//! Typed errors: each names what failed (a field of the state text, an action, a record token)
//! and why, and hands back what it was given.

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt;

use crate::action::Action;
use crate::setup::Setup;

/// The fields of the state text.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StateField {
    /// The whole line (wrong number of fields).
    Line,
    /// The spires, city by city.
    Spires,
    /// The ships in their ports.
    Ships,
    /// The seats' pools.
    Pools,
    /// The seat to act.
    Turn,
    /// The dice in hand.
    Dice,
    /// The result.
    Result,
}

impl fmt::Display for StateField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StateField::Line => "state text",
            StateField::Spires => "spires",
            StateField::Ships => "ships",
            StateField::Pools => "pools",
            StateField::Turn => "turn",
            StateField::Dice => "dice",
            StateField::Result => "result",
        })
    }
}

/// State text that cannot be read, or a setup that is not a legal state.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StateError {
    /// The field at fault.
    pub field: StateField,
    /// What was found there (the field's text, or a description of the setup's fault).
    pub found: String,
    /// Why it is refused.
    pub reason: String,
    /// The setup that was refused, when the text could be read but not accepted.
    pub setup: Option<Box<Setup>>,
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad state: {} `{}`: {}",
            self.field, self.found, self.reason
        )
    }
}

/// Action text that cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseActionError {
    /// The text.
    pub text: String,
    /// Why.
    pub reason: &'static str,
}

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad action `{}`: {}", self.text, self.reason)
    }
}

/// An action the state does not allow, handed back with the reason in words.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ActionError {
    /// The action refused.
    pub action: Action,
    /// Why.
    pub reason: String,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal action `{}`: {}", self.action, self.reason)
    }
}

/// A record that cannot be read: the first bad token, its turn (when it stands after a roll),
/// and why. Reading it changed nothing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    /// The token (or tag line) as written.
    pub token: String,
    /// The turn it belongs to (1 for the first roll), if any.
    pub turn: Option<u32>,
    /// Why.
    pub reason: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.turn {
            Some(turn) => write!(
                f,
                "bad record: `{}` in turn {turn}: {}",
                self.token, self.reason
            ),
            None => write!(f, "bad record: `{}`: {}", self.token, self.reason),
        }
    }
}
