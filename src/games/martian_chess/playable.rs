//! Martian Chess plugged into the shared history: its rules engine's game as the history, a
//! move as a step, and its undo policy: against the computer, undo goes back to the person's
//! previous turn (taking back the computer's answers with it), and redo plays up to the
//! person's next turn; between people, one move at a time.

use std::rc::Rc;

use martian_engine::{Game, Move, MoveText};

use super::piece_keys::PieceKeys;
use super::settings::Settings;
use super::state::{reduce, MartianAction, Moment, PlayState};
use crate::history::{History, Playable, Player};
use crate::services::saved_game::Summary;

/// Martian Chess, as the app's machinery sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MartianChess;

impl Playable for MartianChess {
    const ID: &'static str = "martian-chess";
    const TITLE: &'static str = "Martian Chess";
    const STEP_WORD: &'static str = "move";
    type Rules = Game;
    type Step = Move;
    type Settings = Settings;
    type Keys = PieceKeys;
    type Extra = Moment;
    type Action = MartianAction;

    fn normalised(settings: Settings) -> Settings {
        settings.normalised()
    }

    fn start(settings: &Settings) -> Result<Game, String> {
        settings.start_position().map(Game::new)
    }

    fn steps(game: &Game) -> &[Move] {
        game.moves()
    }

    fn play(game: &mut Game, mv: Move) -> Result<(), String> {
        game.play(mv).map_err(|e| e.to_string())
    }

    fn undo(game: &mut Game) -> Option<Move> {
        game.undo()
    }

    fn cut(game: &Game, moves: usize) -> Game {
        let mut cut = game.clone();
        cut.truncate(moves);
        cut
    }

    fn record(game: &Game) -> String {
        game.to_record()
    }

    fn from_record(text: &str) -> Result<Game, String> {
        Game::from_record(text).map_err(|e| e.to_string())
    }

    fn agrees(settings: &Settings, game: &Game) -> bool {
        game.start().options() == settings.options() && game.start().variant() == settings.variant()
    }

    fn read_step(game: &Game, text: &str) -> Option<Move> {
        text.parse::<MoveText>()
            .ok()
            .and_then(|t| t.resolve(game.current()).ok())
    }

    fn keys(game: &Game, moves: usize) -> PieceKeys {
        PieceKeys::replay(game.start(), &game.moves()[..moves])
    }

    fn to_act(game: &Game, moves: usize) -> Option<usize> {
        let pos = &game.positions()[moves];
        (!pos.is_over()).then(|| pos.turn().0 as usize)
    }

    fn players(settings: &Settings) -> &[Player] {
        &settings.players
    }

    fn summary(state: &PlayState) -> Summary {
        super::persisted::summary(state)
    }

    fn can_undo(state: &PlayState) -> bool {
        let moves = state.game.moves().len();
        moves > 0
            && (!state.has_computer()
                || (0..moves).any(|i| state.player_of_step(i) == Some(Player::Human)))
    }

    fn undo_steps(state: &mut PlayState) {
        let computer = state.has_computer();
        while state.take_back() {
            if !computer || state.steps().is_empty() || state.live_player() == Some(Player::Human) {
                break;
            }
        }
    }

    fn redo_steps(state: &mut PlayState) {
        let computer = state.has_computer();
        while state.play_again() {
            if !computer || state.redo.is_empty() || state.live_player() == Some(Player::Human) {
                break;
            }
        }
    }

    fn clear_moment(moment: &mut Moment) {
        moment.clock_armed = false;
    }

    fn reduce(state: Rc<History<Self>>, action: MartianAction) -> Rc<History<Self>> {
        reduce(state, action)
    }
}
