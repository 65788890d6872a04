//! Writing an embed's fragment from a game, as the app's Embed dialog does: the inverse of
//! [`super::params::parse`], so what an author chooses is exactly what the frame shows (the
//! round trip is tested).

use martian_engine::{Game, Position, RuleOptions, Seat, Square};

use crate::embed::fragment;
use crate::embed::terms::{Mode, Theme};

/// What an author chose for an embed.
#[derive(Clone, PartialEq, Debug)]
pub struct EmbedSpec {
    /// The game the board comes from.
    pub game: Game,
    /// The position shown first: after this many of its moves.
    pub ply: usize,
    /// What the reader can do.
    pub mode: Mode,
    /// In a puzzle, how many of the game's next moves are the solution.
    pub solution_moves: usize,
    /// The computer's level (play mode).
    pub level: u8,
    /// The seat nearest the reader (and theirs in play mode); `None`: the mode's default.
    pub seat: Option<Seat>,
    /// Coordinates drawn.
    pub coords: bool,
    /// Colours.
    pub theme: Theme,
    /// A caption.
    pub caption: String,
    /// Arrows drawn on the first position.
    pub arrows: Vec<(Square, Square)>,
    /// Squares marked on the first position.
    pub marks: Vec<Square>,
}

impl EmbedSpec {
    /// A diagram of the game's position after `ply` moves, everything else at its default.
    pub fn new(game: Game, ply: usize) -> EmbedSpec {
        let ply = ply.min(game.moves().len());
        EmbedSpec {
            game,
            ply,
            mode: Mode::View,
            solution_moves: 1,
            level: 3,
            seat: None,
            coords: true,
            theme: Theme::Auto,
            caption: String::new(),
            arrows: Vec::new(),
            marks: Vec::new(),
        }
    }

    /// How many moves of the game follow the first position.
    pub fn moves_after(&self) -> usize {
        self.game.moves().len() - self.ply
    }

    /// Adds the arrow, or takes it away if it is there; `from == to` marks a square instead.
    pub fn toggle(&mut self, from: Square, to: Square) {
        if from == to {
            match self.marks.iter().position(|m| *m == from) {
                Some(i) => {
                    self.marks.remove(i);
                }
                None => self.marks.push(from),
            }
        } else {
            match self.arrows.iter().position(|a| *a == (from, to)) {
                Some(i) => {
                    self.arrows.remove(i);
                }
                None => self.arrows.push((from, to)),
            }
        }
    }
}

fn start_pairs(start: &Position) -> Vec<(&'static str, String)> {
    let standard = (0..start.seats())
        .map(Seat)
        .find(|first| Position::start(start.variant(), start.options(), *first) == *start);
    let mut pairs = Vec::new();
    match standard {
        Some(Seat(0)) => pairs.push(("players", start.seats().to_string())),
        _ => pairs.push(("position", start.to_string())),
    }
    let options = start.options();
    let names = RuleOptions {
        teams: false,
        ..options
    }
    .to_string();
    if !names.is_empty() {
        pairs.push(("options", names));
    }
    if options.teams && start.variant().has_teams() {
        pairs.push(("teams", "yes".into()));
    }
    pairs
}

fn squares(list: &[Square]) -> String {
    list.iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn arrows(list: &[(Square, Square)]) -> String {
    list.iter()
        .map(|(a, b)| format!("{a}{b}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// The fragment (without `#`) for a spec.
pub fn write(spec: &EmbedSpec) -> String {
    let moves = spec.game.moves();
    let mut pairs: Vec<(&str, String)> = Vec::new();
    let stepping = spec.mode == Mode::Step;
    if stepping {
        // The whole game, shown from the chosen move.
        pairs.extend(start_pairs(spec.game.start()));
        let texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        pairs.push(("moves", texts.join(" ")));
        if spec.ply == moves.len() {
            pairs.push(("ply", "end".into()));
        } else if spec.ply > 0 {
            pairs.push(("ply", spec.ply.to_string()));
        }
    } else {
        // Only the position that matters.
        let shown = spec.game.positions()[spec.ply];
        pairs.extend(start_pairs(&shown));
    }
    pairs.push(("mode", spec.mode.name().to_string()));
    if spec.mode == Mode::Puzzle {
        let n = spec.solution_moves.clamp(1, spec.moves_after().max(1));
        let texts: Vec<String> = moves[spec.ply..(spec.ply + n).min(moves.len())]
            .iter()
            .map(|m| m.to_string())
            .collect();
        pairs.push(("solution", texts.join(" ")));
    }
    if spec.mode == Mode::Play && spec.level != 3 {
        pairs.push(("level", spec.level.to_string()));
    }
    if let Some(seat) = spec.seat {
        pairs.push(("seat", seat.0.to_string()));
    }
    // On a stepped game the drawing belongs to the first position only.
    let (arrow_name, mark_name) = if stepping {
        (
            format!("arrows@{}", spec.ply),
            format!("marks@{}", spec.ply),
        )
    } else {
        ("arrows".to_string(), "marks".to_string())
    };
    let mut tail: Vec<(String, String)> = Vec::new();
    if !spec.arrows.is_empty() {
        tail.push((arrow_name, arrows(&spec.arrows)));
    }
    if !spec.marks.is_empty() {
        tail.push((mark_name, squares(&spec.marks)));
    }
    if !spec.coords {
        tail.push(("coords".into(), "0".into()));
    }
    if spec.theme != Theme::Auto {
        tail.push(("theme".into(), spec.theme.name().into()));
    }
    if !spec.caption.trim().is_empty() {
        tail.push(("caption".into(), spec.caption.trim().to_string()));
    }
    let mut all: Vec<(&str, String)> = pairs;
    all.extend(tail.iter().map(|(n, v)| (n.as_str(), v.clone())));
    fragment::write(&all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::martian_chess::embed::params::parse;
    use martian_engine::Variant;

    fn game(moves: &[&str]) -> Game {
        let mut g = Game::standard(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
        for m in moves {
            g.play_text(m).unwrap();
        }
        g
    }

    #[test]
    fn every_mode_round_trips_through_the_reader() {
        let g = game(&["d3-d5", "c6-b5", "d2xd5"]);
        for mode in Mode::ALL {
            let mut spec = EmbedSpec::new(g.clone(), 1);
            spec.mode = mode;
            spec.solution_moves = 2;
            spec.caption = "A & B <b>".into();
            spec.toggle(Square::parse("c6").unwrap(), Square::parse("b5").unwrap());
            spec.toggle(Square::parse("d5").unwrap(), Square::parse("d5").unwrap());
            let text = write(&spec);
            let c = parse(&text).unwrap_or_else(|e| panic!("{mode:?}: {text}: {e}"));
            assert_eq!(c.mode, mode, "{text}");
            assert_eq!(c.shown(), &g.positions()[1], "{text}");
            assert_eq!(c.caption.as_deref(), Some("A & B <b>"));
            let drawn = c.annotations_for(c.ply);
            assert_eq!(drawn.arrows.len(), 1, "{text}");
            assert_eq!(drawn.marks.len(), 1, "{text}");
            if mode == Mode::Step {
                assert_eq!(c.game, g, "a stepped game carries all its moves");
                assert!(
                    c.annotations_for(0).is_empty(),
                    "drawn on the first position only"
                );
            }
            if mode == Mode::Puzzle {
                assert_eq!(c.solution, g.moves()[1..3].to_vec());
            }
        }
    }

    #[test]
    fn standard_starts_are_short_and_options_travel() {
        let g = game(&[]);
        assert_eq!(write(&EmbedSpec::new(g, 0)), "players=2&mode=view");
        let four = Game::standard(
            Variant::FourPlayer,
            RuleOptions {
                teams: true,
                queens_guard: true,
                ..RuleOptions::default()
            },
            Seat(0),
        );
        let text = write(&EmbedSpec::new(four.clone(), 0));
        let c = parse(&text).unwrap();
        assert_eq!(c.shown(), four.start(), "{text}");
        let mut spec = EmbedSpec::new(four, 0);
        spec.mode = Mode::Play;
        spec.level = 5;
        spec.seat = Some(Seat(2));
        spec.coords = false;
        spec.theme = Theme::Dark;
        let c = parse(&write(&spec)).unwrap();
        assert_eq!(
            (c.level, c.home_seat(), c.coords, c.theme),
            (5, Seat(2), false, Theme::Dark)
        );
    }

    #[test]
    fn wedge_games_are_written_and_read_back() {
        for variant in [
            Variant::ThreePlayer,
            Variant::FivePlayer,
            Variant::SixPlayer,
        ] {
            let options = RuleOptions {
                teams: variant == Variant::SixPlayer,
                ..RuleOptions::default()
            };
            let mut g = Game::standard(variant, options, Seat(0));
            g.play_text("0c2-0d3").unwrap();
            g.play_text("1a3-2d1").unwrap();
            let mut spec = EmbedSpec::new(g.clone(), 1);
            spec.mode = Mode::Step;
            let text = write(&spec);
            assert!(
                text.contains(&format!("players={}", variant.seats())),
                "{text}"
            );
            let c = parse(&text).unwrap();
            assert_eq!(c.game.moves(), g.moves(), "{text}");
            assert_eq!(c.shown(), &g.positions()[1], "{text}");
            assert_eq!(c.game.start().options().teams, options.teams, "{text}");
        }
        let mut g = Game::new(
            Position::from_text(
                "q3/4/4/4|4/4/4/p3|4/4/4/p3 0 - - 0,0,0",
                RuleOptions::default(),
            )
            .unwrap(),
        );
        g.play_text("0a4x1a1").unwrap();
        let mut spec = EmbedSpec::new(g.clone(), 0);
        spec.mode = Mode::Step;
        let text = write(&spec);
        assert!(text.contains("position="), "{text}");
        assert_eq!(parse(&text).unwrap().game.moves(), g.moves());
    }

    #[test]
    fn toggling_twice_takes_a_drawing_away() {
        let mut spec = EmbedSpec::new(game(&[]), 0);
        let (a, b) = (Square::parse("c3").unwrap(), Square::parse("d4").unwrap());
        spec.toggle(a, b);
        spec.toggle(a, a);
        assert_eq!((spec.arrows.len(), spec.marks.len()), (1, 1));
        spec.toggle(a, b);
        spec.toggle(a, a);
        assert!(spec.arrows.is_empty() && spec.marks.is_empty());
    }
}
