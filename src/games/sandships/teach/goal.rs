//! What a lesson step asks the reader to do on a Sandships teaching board, and whether an
//! action does it. One action for most steps (a roll, a die spent on one performance, the end
//! of the turn); a whole turn's plan for the strategy lessons (see `plan.rs`).

use sandships::{Action, Face, Kind, State};

use super::phrase::{face_name, to_do};

/// A sort of action, as the reader thinks of it (the performances of the rules, with a move
/// that bumps apart from one that does not).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sort {
    /// Transform: a spire piece becomes a ship.
    Launch,
    /// Transform: a ship stands up in its city.
    Land,
    /// Build.
    Build,
    /// Unfurl.
    Unfurl,
    /// Move, into an empty port.
    Sail,
    /// Move, bumping the ship in the port.
    Bump,
    /// Zap.
    Zap,
}

impl Sort {
    /// Every sort, as lesson files name them.
    pub const ALL: [(Sort, &'static str); 7] = [
        (Sort::Launch, "launch"),
        (Sort::Land, "land"),
        (Sort::Build, "build"),
        (Sort::Unfurl, "unfurl"),
        (Sort::Sail, "sail"),
        (Sort::Bump, "bump"),
        (Sort::Zap, "zap"),
    ];

    /// The sort of a performance.
    pub fn of(kind: Kind) -> Sort {
        match kind {
            Kind::Launch { .. } => Sort::Launch,
            Kind::Land { .. } => Sort::Land,
            Kind::Build => Sort::Build,
            Kind::Unfurl { .. } => Sort::Unfurl,
            Kind::Move { bump: None, .. } => Sort::Sail,
            Kind::Move { bump: Some(_), .. } => Sort::Bump,
            Kind::Zap { .. } => Sort::Zap,
        }
    }

    /// Its name in lesson files and sentences.
    pub fn name(self) -> &'static str {
        Sort::ALL
            .iter()
            .find(|(s, _)| *s == self)
            .map_or("", |(_, n)| n)
    }

    /// The sort of that name.
    pub fn from_name(name: &str) -> Option<Sort> {
        Sort::ALL.iter().find(|(_, n)| *n == name).map(|(s, _)| *s)
    }
}

/// A task on a Sandships teaching board.
#[derive(Clone, PartialEq, Debug)]
pub enum Goal {
    /// Press Roll: the lesson's dice come up.
    Roll,
    /// This die spent on this performance.
    Use(Face, Kind),
    /// This performance, with whatever die may buy it.
    Do(Kind),
    /// Any action of this sort.
    Any(Sort),
    /// End the turn.
    End,
    /// Any action that wins the game for the mover.
    Win,
    /// A whole turn: these performances, in any order the dice allow (each die spent as the
    /// reader likes); an `End` may close it.
    Plan(Vec<Action>),
    /// The reader's own turn, as they like it: every legal action is played, and the turn's
    /// end (End turn, the last die spent, or the game won) is the goal met. Learn from your
    /// mistakes asks this, and the engine judges the turn played afterwards.
    Turn,
}

impl Goal {
    /// Whether a legal action played on `before` (reaching `after`) meets a one-action goal.
    /// A plan is judged by the session, action by action.
    pub fn met_by(&self, before: &State, action: Action, after: &State) -> bool {
        match (self, action) {
            (Goal::Roll, Action::Roll(_)) | (Goal::End, Action::End) => true,
            (Goal::Use(f, k), Action::Use(face, kind)) => *f == face && *k == kind,
            (Goal::Do(k), Action::Use(_, kind)) => *k == kind,
            (Goal::Any(sort), Action::Use(_, kind)) => Sort::of(kind) == *sort,
            (Goal::Win, _) => after.winner() == Some(before.to_act()),
            (Goal::Turn, _) => after.needs_roll() || after.winner().is_some(),
            _ => false,
        }
    }

    /// What the goal asks, in words, for a reader whose legal action missed it.
    pub fn missed(&self, before: &State, action: Action) -> String {
        match self {
            Goal::Roll => "First press Roll the dice.".into(),
            Goal::Use(face, kind) => match action {
                Action::Use(f, k) if k == *kind && f != *face => format!(
                    "Right action, but this step asks you to pay for it with the {} die: tap that die first, then do it again.",
                    face_name(*face)
                ),
                _ => format!(
                    "Legal, but this step asks you to {} with the {} die.",
                    to_do(before, *kind),
                    face_name(*face)
                ),
            },
            Goal::Do(kind) => format!(
                "Legal, but this step asks you to {}.",
                to_do(before, *kind)
            ),
            Goal::Any(sort) => format!("Legal, but this step asks for a {}.", sort.name()),
            Goal::End => "Legal, but this step asks you to end your turn: press End turn.".into(),
            Goal::Win => "That does not win the game: find the action that does.".into(),
            Goal::Plan(_) => {
                "Legal, but not part of the plan this lesson is after. Try again.".into()
            }
            Goal::Turn => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    #[test]
    fn goals_are_met_by_their_own_actions_only() {
        let s = State::from_text(
            "xlms/1lms/xlms/0lms/xlms SW5:0l lmmss/llmmss 0 TMW -",
            Options::default(),
        )
        .unwrap();
        let act = |t: &str| t.parse::<Action>().unwrap();
        let after = |t: &str| {
            let mut a = s.clone();
            a.play(act(t)).unwrap();
            a
        };
        let sail = act("M:SW5-C5");
        let kind = "SW5-C5".parse().unwrap();
        assert!(Goal::Do(kind).met_by(&s, sail, &after("M:SW5-C5")));
        assert!(Goal::Use(Face::M, kind).met_by(&s, sail, &after("M:SW5-C5")));
        assert!(!Goal::Use(Face::W, kind).met_by(&s, sail, &after("M:SW5-C5")));
        assert!(Goal::Any(Sort::Sail).met_by(&s, sail, &after("M:SW5-C5")));
        assert!(!Goal::Any(Sort::Land).met_by(&s, sail, &after("M:SW5-C5")));
        assert!(!Goal::Win.met_by(&s, sail, &after("M:SW5-C5")));
        let missed = Goal::Use(Face::W, kind).missed(&s, sail);
        assert!(missed.contains("with the Wild die"), "{missed}");
        assert_eq!(Sort::from_name("bump"), Some(Sort::Bump));
        assert_eq!(Sort::Zap.name(), "zap");
    }
}
