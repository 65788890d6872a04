//! A game: its start, every action since, undo, and its record.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use looney_pyramids::Tag;

use crate::action::Action;
use crate::error::{ActionError, RecordError};
use crate::record::{write_actions, Record};
use crate::setup::Options;
use crate::state::State;

/// A game with its history.
///
/// Two games are equal when they start alike and have the same actions and tags; the `Result`
/// tag is left out of the comparison, since the record writes it from the outcome (as for
/// Martian Chess).
#[derive(Clone, Debug)]
pub struct Game {
    start: State,
    states: Vec<State>,
    actions: Vec<Action>,
    /// Free tags kept from a record (Date, Seat0-Seat3, Event...), written back.
    pub tags: Vec<Tag>,
}

impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        let tags = |g: &Game| -> Vec<Tag> {
            g.tags
                .iter()
                .filter(|t| t.name != "Result")
                .cloned()
                .collect()
        };
        self.start == other.start && self.actions == other.actions && tags(self) == tags(other)
    }
}

impl Eq for Game {}

impl Game {
    /// A game from a state.
    pub fn new(start: State) -> Game {
        Game {
            states: alloc::vec![start.clone()],
            start,
            actions: Vec::new(),
            tags: Vec::new(),
        }
    }

    /// The state now.
    pub fn current(&self) -> &State {
        self.states.last().unwrap_or(&self.start)
    }

    /// The start.
    pub fn start(&self) -> &State {
        &self.start
    }

    /// Every action played, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The state before any action and after each one.
    pub fn states(&self) -> &[State] {
        &self.states
    }

    /// Plays an action after checking it; a refused one changes nothing.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        let mut next = self.current().clone();
        next.play(action)?;
        self.states.push(next);
        self.actions.push(action);
        Ok(())
    }

    /// Takes back the last action, if any.
    pub fn undo(&mut self) -> Option<Action> {
        let action = self.actions.pop()?;
        self.states.pop();
        Some(action)
    }

    /// The number of turns begun (rolls played).
    pub fn turns(&self) -> usize {
        self.actions
            .iter()
            .filter(|a| matches!(a, Action::Roll(_)))
            .count()
    }

    /// Reads and replays a record; the first bad token is named with its turn, and nothing is
    /// returned but the error.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        Game::from_parsed(&Record::parse(text)?)
    }

    /// Replays a parsed record.
    pub fn from_parsed(record: &Record) -> Result<Game, RecordError> {
        let tag_error = |name: &str, reason: String| RecordError {
            token: alloc::format!("[{name} \"{}\"]", record.tag(name).unwrap_or("")),
            turn: None,
            reason,
        };
        if record.tag("Game").is_some_and(|g| g != "sandships") {
            return Err(tag_error("Game", "this is not a Sandships record".into()));
        }
        let options = Options::from_names(record.tag("Options").unwrap_or(""))
            .map_err(|name| tag_error("Options", alloc::format!("unknown option `{name}`")))?;
        let players = match record.tag("Players") {
            None => None,
            Some(p @ ("2" | "3" | "4")) => Some(p.as_bytes()[0] - b'0'),
            Some(_) => return Err(tag_error("Players", "Players is 2, 3 or 4".into())),
        };
        let start = match record.tag("Setup") {
            Some(text) => {
                let state = State::from_text(text, options)
                    .map_err(|e| tag_error("Setup", e.to_string()))?;
                if players.is_some_and(|p| p != state.players()) {
                    return Err(tag_error(
                        "Players",
                        alloc::format!("the setup is for {} players", state.players()),
                    ));
                }
                state
            }
            None => State::start(players.unwrap_or(2), options),
        };
        let mut game = Game::new(start);
        game.tags = record
            .tags
            .iter()
            .filter(|t| !matches!(t.name.as_str(), "Game" | "Players" | "Options" | "Setup"))
            .cloned()
            .collect();
        for (i, &action) in record.actions.iter().enumerate() {
            game.play(action).map_err(|e| RecordError {
                token: action.to_string(),
                turn: record.turn_of(i),
                reason: e.reason,
            })?;
        }
        Ok(game)
    }

    /// The game record: tags, then the actions with turn numbers.
    pub fn record(&self) -> String {
        self.record_with_comments(&[])
    }

    /// The record with `{comments}`: each `(n, text)` after the first `n` actions (0: before
    /// the first), as [`Record::parse`] reads them back (a review's judgements, for one).
    pub fn record_with_comments(&self, comments: &[(usize, String)]) -> String {
        let mut out = String::new();
        let start = &self.start;
        let mut tags = alloc::vec![
            Tag::new("Game", "sandships"),
            Tag::new("Players", &start.players().to_string()),
        ];
        let options = start.options().names();
        if !options.is_empty() {
            tags.push(Tag::new("Options", &options));
        }
        if *start != State::start(start.players(), start.options()) {
            tags.push(Tag::new("Setup", &start.to_string()));
        }
        tags.extend(self.tags.iter().filter(|t| t.name != "Result").cloned());
        if let Some(w) = self.current().winner() {
            tags.push(Tag::new("Result", &alloc::format!("seat {w} wins")));
        }
        for tag in tags {
            out.push_str(&tag.to_string());
            out.push('\n');
        }
        out.push('\n');
        out.push_str(&write_actions(&self.actions, comments));
        out.push('\n');
        out
    }
}
