//! The names and words both games' reducers give a saved game: a rename, and the copy a tab
//! saves when another tab changed the same game (so neither tab's moves are lost).

/// What the player is told when their version was saved as a separate game.
pub const SAVED_AS_NOTICE: &str = "This game was also changed in another tab. Your version was saved as a separate game; both are in Saved games.";

/// The name of this tab's copy of a game named `name` (or unnamed).
pub fn this_tab_name(name: Option<&str>) -> String {
    format!("{} (this tab)", name.unwrap_or("Game"))
}

/// A name as typed, trimmed; blank means no name.
pub fn clean_name(name: Option<String>) -> Option<String> {
    name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_copies_say_so() {
        assert_eq!(
            clean_name(Some("  Club final ".into())),
            Some("Club final".into())
        );
        assert_eq!(clean_name(Some("   ".into())), None);
        assert_eq!(this_tab_name(None), "Game (this tab)");
        assert_eq!(this_tab_name(Some("Club final")), "Club final (this tab)");
    }
}
