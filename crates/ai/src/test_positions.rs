//! Positions for the unit tests, read from the engine's position text (a test that gives a
//! text of the wrong board fails there, naming what it got).

use martian_engine::{Four, Pos, Position, RuleOptions, Three};

/// A three-zone wedge position.
pub fn three(text: &str) -> Pos<Three> {
    match Position::from_text(text, RuleOptions::default()) {
        Ok(Position::Three(p)) => p,
        other => panic!("not a three-zone position: {other:?}"),
    }
}

/// A four-player (8 x 8) position.
pub fn four(text: &str) -> Pos<Four> {
    match Position::from_text(text, RuleOptions::default()) {
        Ok(Position::Four(p)) => p,
        other => panic!("not a four-player position: {other:?}"),
    }
}
