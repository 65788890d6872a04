//! A tiny game with dice, for testing play by link without either real game: each turn the
//! seat to act rolls three dice, then moves its runner forward by one die's pips (a die that
//! was not rolled is illegal); the first runner to reach [`GOAL`] wins. Its record is a line of
//! seats and its steps: `seats 2 | r014 g2 r553 g6`.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::history::{History, Playable, Player};
use crate::services::saved_game::Summary;

/// Where a runner wins.
pub const GOAL: u32 = 15;

/// The race, as its history sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Race;

/// A step: a roll (three numbers 0-5), or a move by one rolled die's pips (1-6).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RaceStep {
    Roll([u8; 3]),
    Go(u8),
}

impl fmt::Display for RaceStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceStep::Roll([a, b, c]) => write!(f, "r{a}{b}{c}"),
            RaceStep::Go(pips) => write!(f, "g{pips}"),
        }
    }
}

impl RaceStep {
    fn parse(text: &str) -> Option<RaceStep> {
        let digits: Vec<u8> = text
            .get(1..)?
            .bytes()
            .map(|b| b.wrapping_sub(b'0'))
            .collect();
        match (text.as_bytes().first(), digits.as_slice()) {
            (Some(b'r'), &[a, b, c]) if [a, b, c].iter().all(|&n| n < 6) => {
                Some(RaceStep::Roll([a, b, c]))
            }
            (Some(b'g'), &[pips]) if (1..=6).contains(&pips) => Some(RaceStep::Go(pips)),
            _ => None,
        }
    }
}

/// A race and every step played.
#[derive(Clone, PartialEq, Debug)]
pub struct RaceGame {
    pub seats: usize,
    pub steps: Vec<RaceStep>,
}

impl RaceGame {
    /// Each runner's place after the first `n` steps.
    fn places(&self, n: usize) -> Vec<u32> {
        let mut places = vec![0; self.seats];
        for (i, step) in self.steps[..n].iter().enumerate() {
            if let RaceStep::Go(pips) = step {
                places[(i / 2) % self.seats] += u32::from(*pips);
            }
        }
        places
    }

    fn over_after(&self, n: usize) -> bool {
        self.places(n).iter().any(|&p| p >= GOAL)
    }
}

/// Who sits where.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct RaceSettings {
    pub players: Vec<Player>,
}

impl Playable for Race {
    const ID: &'static str = "race";
    const TITLE: &'static str = "Race";
    const STEP_WORD: &'static str = "step";
    const DICE: bool = true;
    type Rules = RaceGame;
    type Step = RaceStep;
    type Settings = RaceSettings;

    fn normalised(mut settings: RaceSettings) -> RaceSettings {
        settings
            .players
            .resize(settings.players.len().max(2), Player::Human);
        settings
    }

    fn start(settings: &RaceSettings) -> Result<RaceGame, String> {
        Ok(RaceGame {
            seats: settings.players.len(),
            steps: Vec::new(),
        })
    }

    fn steps(game: &RaceGame) -> &[RaceStep] {
        &game.steps
    }

    fn play(game: &mut RaceGame, step: RaceStep) -> Result<(), String> {
        let n = game.steps.len();
        if game.over_after(n) {
            return Err("the race is over".into());
        }
        match (n % 2, step, game.steps.last()) {
            (0, RaceStep::Roll(_), _) => {}
            (1, RaceStep::Go(pips), Some(RaceStep::Roll(dice))) if dice.contains(&(pips - 1)) => {}
            _ => return Err(format!("{step} cannot be played now")),
        }
        game.steps.push(step);
        Ok(())
    }

    fn undo(game: &mut RaceGame) -> Option<RaceStep> {
        game.steps.pop()
    }

    fn cut(game: &RaceGame, steps: usize) -> RaceGame {
        RaceGame {
            seats: game.seats,
            steps: game.steps[..steps].to_vec(),
        }
    }

    fn record(game: &RaceGame) -> String {
        let steps: Vec<String> = game.steps.iter().map(|s| s.to_string()).collect();
        format!("seats {} | {}", game.seats, steps.join(" "))
    }

    fn game_record(game: &RaceGame) -> String {
        Self::record(game)
    }

    fn from_record(text: &str) -> Result<RaceGame, String> {
        let (head, steps) = text.split_once('|').ok_or("no `|` after the seats")?;
        let seats = head
            .trim()
            .strip_prefix("seats ")
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|n| (2..=4).contains(n))
            .ok_or("no seats")?;
        let mut game = RaceGame {
            seats,
            steps: Vec::new(),
        };
        for word in steps.split_whitespace() {
            let step = RaceStep::parse(word).ok_or(format!("`{word}` is no step"))?;
            Race::play(&mut game, step)?;
        }
        Ok(game)
    }

    fn agrees(settings: &RaceSettings, game: &RaceGame) -> bool {
        settings.players.len() == game.seats
    }

    fn read_step(_game: &RaceGame, text: &str) -> Option<RaceStep> {
        RaceStep::parse(text)
    }

    fn to_act(game: &RaceGame, steps: usize) -> Option<usize> {
        (!game.over_after(steps)).then_some((steps / 2) % game.seats)
    }

    fn players(settings: &RaceSettings) -> &[Player] {
        &settings.players
    }

    fn settings_for(_game: &RaceGame, players: Vec<Player>) -> RaceSettings {
        RaceSettings { players }
    }

    fn seat_names(game: &RaceGame) -> Vec<String> {
        (0..game.seats)
            .map(|s| format!("Runner {}", s + 1))
            .collect()
    }

    fn summary(history: &History<Race>) -> Summary {
        Summary {
            id: history.id.clone(),
            game: Race::ID,
            game_title: Race::TITLE,
            title: history.name.clone().unwrap_or_else(|| "A race".into()),
            players: String::new(),
            standing: String::new(),
            status: String::new(),
            progress: format!("{} steps", history.game.steps.len()),
            updated: history.updated,
            remote: history.remote_status(),
        }
    }

    fn ai_request(_game: &RaceGame, _level: u8, _seed: u64) -> String {
        String::new()
    }

    fn fixed(step: &RaceStep) -> bool {
        matches!(step, RaceStep::Roll(_))
    }

    fn rolled(step: &RaceStep) -> Option<[u8; 3]> {
        match step {
            RaceStep::Roll(numbers) => Some(*numbers),
            RaceStep::Go(_) => None,
        }
    }

    fn roll(numbers: [u8; 3]) -> Option<RaceStep> {
        Some(RaceStep::Roll(numbers))
    }

    fn roll_due(game: &RaceGame) -> bool {
        game.steps.len().is_multiple_of(2) && !game.over_after(game.steps.len())
    }
}
