//! Writing a Sandships embed's fragment from a game, as the app's Embed dialog does for a
//! Sandships game: the inverse of [`super::params::parse_sandships`] (the round trip is
//! tested), so what an author chooses is exactly what the frame shows.

use sandships::{Game, Seat, State};

use crate::embed::fragment;
use crate::embed::terms::{Mode, Theme};

/// What an author chose for a Sandships embed.
#[derive(Clone, PartialEq, Debug)]
pub struct SandEmbedSpec {
    /// The game the board comes from.
    pub game: Game,
    /// The state shown first: after this many of its actions.
    pub ply: usize,
    /// What the reader can do (no puzzles in Sandships).
    pub mode: Mode,
    /// The computer's level (play mode).
    pub level: u8,
    /// The reader's seat in play mode; `None`: the seat to act.
    pub seat: Option<Seat>,
    /// Colours.
    pub theme: Theme,
    /// A caption.
    pub caption: String,
}

impl SandEmbedSpec {
    /// A diagram of the state after `ply` actions, everything else at its default.
    pub fn new(game: Game, ply: usize) -> SandEmbedSpec {
        let ply = ply.min(game.actions().len());
        SandEmbedSpec {
            game,
            ply,
            mode: Mode::View,
            level: 3,
            seat: None,
            theme: Theme::Auto,
            caption: String::new(),
        }
    }

    /// The modes a Sandships board offers.
    pub const MODES: [Mode; 4] = [Mode::View, Mode::Step, Mode::Try, Mode::Play];
}

/// `players` for a standard start, else the state itself, and the options.
fn start_pairs(start: &State) -> Vec<(&'static str, String)> {
    let mut pairs = Vec::new();
    if *start == State::start(start.players(), start.options()) {
        pairs.push(("players", start.players().to_string()));
    } else {
        pairs.push(("state", start.to_string()));
    }
    let names = start.options().names();
    if !names.is_empty() {
        pairs.push(("options", names));
    }
    pairs
}

/// The fragment (without `#`) for a spec.
pub fn write_sandships(spec: &SandEmbedSpec) -> String {
    let mut pairs: Vec<(&str, String)> = vec![("game", "sandships".into())];
    let actions = spec.game.actions();
    if spec.mode == Mode::Step {
        // The whole game, shown from the chosen action.
        pairs.extend(start_pairs(spec.game.start()));
        let texts: Vec<String> = actions.iter().map(|a| a.to_string()).collect();
        pairs.push(("actions", texts.join(" ")));
        if spec.ply == actions.len() {
            pairs.push(("ply", "end".into()));
        } else if spec.ply > 0 {
            pairs.push(("ply", spec.ply.to_string()));
        }
    } else {
        // Only the state that matters.
        pairs.extend(start_pairs(&spec.game.states()[spec.ply]));
    }
    pairs.push(("mode", spec.mode.name().into()));
    if spec.mode == Mode::Play {
        if spec.level != 3 {
            pairs.push(("level", spec.level.to_string()));
        }
        if let Some(seat) = spec.seat {
            pairs.push(("seat", seat.0.to_string()));
        }
    }
    if spec.theme != Theme::Auto {
        pairs.push(("theme", spec.theme.name().into()));
    }
    if !spec.caption.trim().is_empty() {
        pairs.push(("caption", spec.caption.trim().to_string()));
    }
    fragment::write(&pairs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sandships::embed::params::parse_sandships;
    use sandships::{Action, Options};

    fn game() -> Game {
        let mut g = Game::new(State::start(3, Options::default()));
        for text in ["roll TBM", "B:b", "T:l>SW5", "M:SW5-C5", "roll UUZ"] {
            g.play(text.parse::<Action>().unwrap()).unwrap();
        }
        g
    }

    #[test]
    fn every_mode_round_trips_through_the_reader() {
        let g = game();
        for mode in SandEmbedSpec::MODES {
            let mut spec = SandEmbedSpec::new(g.clone(), 2);
            spec.mode = mode;
            spec.level = 5;
            spec.seat = Some(Seat(2));
            spec.theme = Theme::Dark;
            spec.caption = "Ships & <cities>".into();
            let text = write_sandships(&spec);
            let c = parse_sandships(&text).unwrap_or_else(|e| panic!("{mode:?}: {text}: {e}"));
            assert_eq!(c.mode, mode, "{text}");
            assert_eq!(c.shown(), &g.states()[2], "{text}");
            assert_eq!(c.theme, Theme::Dark);
            assert_eq!(c.caption.as_deref(), Some("Ships & <cities>"));
            if mode == Mode::Step {
                assert_eq!(c.game, g, "a stepped game carries all its actions");
            }
            if mode == Mode::Play {
                assert_eq!((c.level, c.reader()), (5, Seat(2)));
            }
        }
    }

    #[test]
    fn a_standard_start_is_short_and_options_travel() {
        let g = Game::new(State::start(
            4,
            Options {
                zap_removes: true,
                bump_smaller: false,
            },
        ));
        let text = write_sandships(&SandEmbedSpec::new(g.clone(), 0));
        assert_eq!(
            text,
            "game=sandships&players=4&options=zap-removes&mode=view"
        );
        assert_eq!(parse_sandships(&text).unwrap().shown(), g.start());
    }
}
