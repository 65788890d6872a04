//! Martian Chess plugged into the shared history: its rules engine's game as the history, a
//! move as a step (a clock call is part of the move), and its AI's request (the whole record,
//! so the AI knows the positions already seen).

use martian_engine::{Game, Move, MoveText, Seat};
use martian_worker::SearchRequest;

use super::seat_names::seat_name;
use super::settings::Settings;
use super::state::PlayState;
use crate::history::{Playable, Player};
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

    fn game_record(game: &Game) -> String {
        // The same start and moves, without the free tags.
        let mut bare = Game::new(*game.start());
        for &mv in game.moves() {
            let _ = bare.play(mv);
        }
        bare.to_record()
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

    fn to_act(game: &Game, moves: usize) -> Option<usize> {
        let pos = &game.positions()[moves];
        (!pos.is_over()).then(|| pos.turn().0 as usize)
    }

    fn players(settings: &Settings) -> &[Player] {
        &settings.players
    }

    fn settings_for(game: &Game, players: Vec<Player>) -> Settings {
        Settings::for_game(game, players)
    }

    fn seat_names(game: &Game) -> Vec<String> {
        let seats = game.start().seats();
        (0..seats)
            .map(|s| seat_name(seats, Seat(s)).to_string())
            .collect()
    }

    fn summary(state: &PlayState) -> Summary {
        super::persisted::summary(state)
    }

    fn ai_request(game: &Game, level: u8, seed: u64) -> String {
        serde_json::to_string(&SearchRequest {
            record: Some(game.to_record()),
            level,
            seed,
            ..SearchRequest::default()
        })
        .unwrap_or_default()
    }
}
