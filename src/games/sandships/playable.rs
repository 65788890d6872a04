//! Sandships plugged into the shared history: its rules' game as the history, an action (a
//! roll, an action with a die, the end of a turn) as a step; a roll is fixed (undo never takes
//! it back, so nobody rolls again), a roll that can be used for nothing is said in words, and the
//! computer's turn is shown one action at a time.

use martian_worker::TurnRequest;
use sandships::{Action, Game, Roll};

use super::settings::{SandSettings, SEAT_COLOURS};
use super::state::SandPlay;
use crate::history::{History, Playable, Player};
use crate::services::saved_game::Summary;

/// Sandships, as the app's machinery sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sandships;

impl Playable for Sandships {
    const ID: &'static str = "sandships";
    const TITLE: &'static str = "Sandships";
    const STEP_WORD: &'static str = "action";
    type Rules = Game;
    type Step = Action;
    type Settings = SandSettings;

    fn normalised(settings: SandSettings) -> SandSettings {
        settings.normalised()
    }

    fn start(settings: &SandSettings) -> Result<Game, String> {
        Ok(Game::new(settings.start()))
    }

    fn steps(game: &Game) -> &[Action] {
        game.actions()
    }

    fn play(game: &mut Game, action: Action) -> Result<(), String> {
        game.play(action).map_err(|e| e.reason)
    }

    fn undo(game: &mut Game) -> Option<Action> {
        game.undo()
    }

    fn cut(game: &Game, actions: usize) -> Game {
        let mut cut = Game::new(game.start().clone());
        cut.tags = game.tags.clone();
        for &a in &game.actions()[..actions] {
            let _ = cut.play(a);
        }
        cut
    }

    fn record(game: &Game) -> String {
        game.record()
    }

    fn game_record(game: &Game) -> String {
        let mut bare = game.clone();
        bare.tags.clear();
        bare.record()
    }

    fn from_record(text: &str) -> Result<Game, String> {
        Game::from_record(text).map_err(|e| e.to_string())
    }

    fn agrees(settings: &SandSettings, game: &Game) -> bool {
        let start = game.start();
        start.players() == settings.players_count() && start.options() == settings.options()
    }

    fn read_step(_game: &Game, text: &str) -> Option<Action> {
        text.parse::<Action>().ok()
    }

    fn to_act(game: &Game, actions: usize) -> Option<usize> {
        let state = &game.states()[actions];
        state.winner().is_none().then(|| state.to_act().index())
    }

    fn players(settings: &SandSettings) -> &[Player] {
        &settings.players
    }

    fn settings_for(game: &Game, players: Vec<Player>) -> SandSettings {
        let start = game.start();
        SandSettings {
            players,
            zap_removes: start.options().zap_removes,
            bump_smaller: start.options().bump_smaller,
        }
    }

    fn seat_names(game: &Game) -> Vec<String> {
        (0..game.start().players() as usize)
            .map(|s| SEAT_COLOURS[s].to_string())
            .collect()
    }

    fn summary(state: &SandPlay) -> Summary {
        super::persisted::summary(state)
    }

    fn ai_request(game: &Game, level: u8, seed: u64) -> String {
        let state = game.current();
        serde_json::to_string(&TurnRequest {
            state: state.to_string(),
            options: state.options(),
            level,
            seed,
            ..TurnRequest::default()
        })
        .unwrap_or_default()
    }

    fn fixed(action: &Action) -> bool {
        matches!(action, Action::Roll(_))
    }

    fn remark(history: &History<Self>, action: &Action) -> Option<String> {
        let state = history.current();
        let Action::Roll(roll) = action else {
            return None;
        };
        state.needs_roll().then(|| {
            let roller = history.game.states()[history.steps().len() - 1].to_act();
            format!(
                "{} rolled {roll} and can do nothing with it: the turn passes.",
                history.settings.seat_name(roller)
            )
        })
    }

    const COMPUTER_STEP_MS: u32 = 850;

    const DICE: bool = true;

    const COMPUTER_ROLL_MS: u32 = 600;

    fn rolled(action: &Action) -> Option<[u8; 3]> {
        match action {
            Action::Roll(roll) => Some(roll.0.map(|face| face as u8)),
            _ => None,
        }
    }

    fn roll(numbers: [u8; 3]) -> Option<Action> {
        Some(Action::Roll(Roll::from_numbers(numbers)))
    }

    fn roll_due(game: &Game) -> bool {
        game.current().needs_roll()
    }
}
