//! The rules-facing half of the one small interface through which the machinery (the history,
//! storage and saved games, the records, links, the computer's seats, the tabs) handles any
//! game: how it starts from settings, how a step (a move, an action) is played, read and
//! written, who acts and whether a person sits there, its saved form and its line in the
//! saved-games list, the steps undo never takes back, its dice, and how its AI is asked.
//!
//! Nothing here is about drawing: piece identities for animation and what a game's screen
//! keeps for the moment (an armed clock call, a picked die) belong to the game's own screens
//! (`shell::screens::GameScreens` is the other half).

use std::fmt;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::{History, Player};
use crate::services::saved_game::Summary;

/// A game the app plays, as its history sees it. Implemented by a marker type in each game's
/// folder; `History<G>` is that game's reducer state.
pub trait Playable: Clone + PartialEq + fmt::Debug + Sized + 'static {
    /// Its id in saves, records, links, file names, styles and the AI's worker
    /// (`martian-chess`): also the name of its folder under `src/games/`, `-` written `_`.
    const ID: &'static str;
    /// Its name.
    const TITLE: &'static str;
    /// A step of its history in words, for the name of a game played on from an earlier
    /// point ("From move 12", "From action 40").
    const STEP_WORD: &'static str;
    /// The rules' game with its whole history (every position or state after every step).
    type Rules: Clone + PartialEq + fmt::Debug;
    /// One step of the history: a move, an action.
    type Step: Copy + PartialEq + fmt::Debug + fmt::Display;
    /// How a game is set up (saved with it, in its own JSON shape).
    type Settings: Clone + PartialEq + fmt::Debug + Default + Serialize + DeserializeOwned;

    /// The settings as the game plays them (seat lists fitted to the players, and so on).
    fn normalised(settings: Self::Settings) -> Self::Settings;
    /// A new game from normalised settings; the error says why it cannot start.
    fn start(settings: &Self::Settings) -> Result<Self::Rules, String>;
    /// The steps played.
    fn steps(rules: &Self::Rules) -> &[Self::Step];
    /// Plays a step, checked by the rules.
    fn play(rules: &mut Self::Rules, step: Self::Step) -> Result<(), String>;
    /// Takes back the last step.
    fn undo(rules: &mut Self::Rules) -> Option<Self::Step>;
    /// The game cut after its first `steps` steps (its tags kept).
    fn cut(rules: &Self::Rules, steps: usize) -> Self::Rules;
    /// Its record (the game's own text format: saves, exports and links carry it).
    fn record(rules: &Self::Rules) -> String;
    /// Its record with only the tags that are part of the game (its start and its rules, as
    /// the rules engine writes them) and its steps: what a turn link carries, so that nothing
    /// in a link is outside its seals (no free tag, no name, no date).
    fn game_record(rules: &Self::Rules) -> String;
    /// A game from its record, every step checked.
    fn from_record(text: &str) -> Result<Self::Rules, String>;
    /// Whether a saved game's settings and its record describe the same game.
    fn agrees(settings: &Self::Settings, rules: &Self::Rules) -> bool;
    /// A step's text read against the game's live position (`None`: unreadable there).
    fn read_step(rules: &Self::Rules, text: &str) -> Option<Self::Step>;
    /// The seat to act after the first `steps` steps (`None`: the game is over there).
    fn to_act(rules: &Self::Rules, steps: usize) -> Option<usize>;
    /// Who sits in each seat, in seat order.
    fn players(settings: &Self::Settings) -> &[Player];
    /// The settings of a game opened from a record or a link, with these players in its seats.
    fn settings_for(game: &Self::Rules, players: Vec<Player>) -> Self::Settings;
    /// Each seat's name, in seat order (a link's refusals and invitations name seats by them).
    fn seat_names(game: &Self::Rules) -> Vec<String>;
    /// Its line in the saved-games list.
    fn summary(history: &History<Self>) -> Summary;
    /// The AI's request for the seat to act in the live game (as JSON, in the form the game's
    /// entry in the worker reads), at a level 1-5, with a seed.
    fn ai_request(rules: &Self::Rules, level: u8, seed: u64) -> String;

    /// Whether undo must never take this step back (a roll: taking it back would let a
    /// player roll again). Undo stops short of such a step.
    fn fixed(_step: &Self::Step) -> bool {
        false
    }
    /// Something to tell the players once `step` has been played in `history` (a roll that can
    /// be used for nothing: "Blue rolled TMB and can do nothing with it: the turn passes.").
    fn remark(_history: &History<Self>, _step: &Self::Step) -> Option<String> {
        None
    }
    /// The pause before each of the computer's steps is shown (ms): none for a game whose
    /// answer is one move, enough to follow a turn of several actions.
    const COMPUTER_STEP_MS: u32 = 0;

    /// Whether the game rolls dice: its games with friends by link then use commit-reveal dice
    /// (`history::remote`), and the items below say where.
    const DICE: bool = false;
    /// The pause before the computer rolls (ms).
    const COMPUTER_ROLL_MS: u32 = 0;
    /// The numbers (0-5) of a step that is a roll of dice.
    fn rolled(_step: &Self::Step) -> Option<[u8; 3]> {
        None
    }
    /// The step that rolls these numbers (0-5), in a game with dice.
    fn roll(_numbers: [u8; 3]) -> Option<Self::Step> {
        None
    }
    /// Whether the live game's next step must be a roll.
    fn roll_due(_rules: &Self::Rules) -> bool {
        false
    }
}
