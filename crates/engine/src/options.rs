//! Rule options: a value that travels with each game (never global state), so two games with
//! different rules can live side by side and a saved game replays exactly.

use core::fmt;

/// Which optional rules are in force for one game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RuleOptions {
    /// Field promotion (on by default).
    pub promotions: bool,
    /// "Of Knights and Kings": pawns move like chess kings, drones like chess knights.
    pub knights_and_kings: bool,
    /// "Queen's guard": a piece next to a queen of its own zone cannot be captured.
    pub queens_guard: bool,
    /// Four players in teams, seats 0 + 2 against 1 + 3 (ignored with two players).
    pub teams: bool,
}

impl Default for RuleOptions {
    fn default() -> Self {
        RuleOptions {
            promotions: true,
            knights_and_kings: false,
            queens_guard: false,
            teams: false,
        }
    }
}

impl RuleOptions {
    /// The names used in a record's `Options` tag, with the setting each switches.
    pub const NAMES: [&'static str; 3] = ["no-promotions", "knights-and-kings", "queens-guard"];

    /// Switches on the option a record names (`no-promotions`, `knights-and-kings`,
    /// `queens-guard`); false for an unknown name.
    pub fn apply_name(&mut self, name: &str) -> bool {
        match name {
            "no-promotions" => self.promotions = false,
            "knights-and-kings" => self.knights_and_kings = true,
            "queens-guard" => self.queens_guard = true,
            _ => return false,
        }
        true
    }

    /// Whether every play-changing option besides `teams` is at its default.
    pub fn is_standard(&self) -> bool {
        self.promotions && !self.knights_and_kings && !self.queens_guard
    }
}

/// The `Options` tag value: the non-default options, space separated (empty for standard rules).
impl fmt::Display for RuleOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sep = "";
        for (on, name) in [
            (!self.promotions, "no-promotions"),
            (self.knights_and_kings, "knights-and-kings"),
            (self.queens_guard, "queens-guard"),
        ] {
            if on {
                write!(f, "{sep}{name}")?;
                sep = " ";
            }
        }
        Ok(())
    }
}
