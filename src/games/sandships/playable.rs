//! Sandships plugged into the shared history: its rules' game as the history, an action (a
//! roll, an action with a die, the end of a turn) as a step, and its undo policy: one action
//! at a time within the turn under way, never a roll, and against the computer only a
//! person's action; redo plays one action again.

use std::rc::Rc;

use sandships::{Action, Game};

use super::settings::SandSettings;
use super::ship_keys::ShipKeys;
use super::state::{reduce, Moment, SandPlay, SandshipsAction};
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
    type Keys = ShipKeys;
    type Extra = Moment;
    type Action = SandshipsAction;

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

    fn keys(game: &Game, actions: usize) -> ShipKeys {
        ShipKeys::replay(game.start(), &game.actions()[..actions])
    }

    fn to_act(game: &Game, actions: usize) -> Option<usize> {
        let state = &game.states()[actions];
        state.winner().is_none().then(|| state.to_act().index())
    }

    fn players(settings: &SandSettings) -> &[Player] {
        &settings.players
    }

    fn summary(state: &SandPlay) -> Summary {
        super::persisted::summary(state)
    }

    fn can_undo(state: &SandPlay) -> bool {
        let n = state.game.actions().len();
        if n == 0 || state.viewing_history() || !state.extra.queue.is_empty() {
            return false;
        }
        let last = state.game.actions()[n - 1];
        !matches!(last, Action::Roll(_))
            && (!state.has_computer() || state.player_of_step(n - 1) == Some(Player::Human))
    }

    fn undo_steps(state: &mut SandPlay) {
        state.take_back();
    }

    fn redo_steps(state: &mut SandPlay) {
        state.play_again();
    }

    fn clear_moment(moment: &mut Moment) {
        moment.picked = None;
        moment.bump = None;
    }

    const DICE: bool = true;

    fn rolled(action: &Action) -> Option<[u8; 3]> {
        match action {
            Action::Roll(roll) => Some(roll.0.map(|face| face as u8)),
            _ => None,
        }
    }

    fn roll_due(game: &Game) -> bool {
        game.current().needs_roll()
    }

    fn reduce(state: Rc<History<Self>>, action: SandshipsAction) -> Rc<History<Self>> {
        reduce(state, action)
    }
}
