//! The one small interface through which the machinery (the history, storage and saved games,
//! the records, the tabs) handles any game: how it starts from settings, how a step (a move,
//! an action) is played, read and written, who acts and whether a person sits there, its saved
//! form and its line in the saved-games list, its undo policy, and its own actions.

use std::fmt;
use std::rc::Rc;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::{History, Player};
use crate::services::saved_game::Summary;

/// A game the app plays, as its history sees it. Implemented by a marker type in each game's
/// folder; `History<G>` is that game's reducer state.
pub trait Playable: Clone + PartialEq + fmt::Debug + Sized + 'static {
    /// Its id in saves, records, links, file names and styles (`martian-chess`).
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
    /// Stable identities of the pieces on the board, for animation.
    type Keys: Clone + PartialEq + fmt::Debug;
    /// What the game's screen keeps beside the history for the moment (an armed clock call, a
    /// picked die, the computer's planned actions).
    type Extra: Clone + PartialEq + fmt::Debug + Default;
    /// The game's own actions (a person's move, the computer's answer...).
    type Action: Clone + fmt::Debug;

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
    /// A game from its record, every step checked.
    fn from_record(text: &str) -> Result<Self::Rules, String>;
    /// Whether a saved game's settings and its record describe the same game.
    fn agrees(settings: &Self::Settings, rules: &Self::Rules) -> bool;
    /// A step's text read against the game's live position (`None`: unreadable there).
    fn read_step(rules: &Self::Rules, text: &str) -> Option<Self::Step>;
    /// The piece identities after the first `steps` steps.
    fn keys(rules: &Self::Rules, steps: usize) -> Self::Keys;
    /// The seat to act after the first `steps` steps (`None`: the game is over there).
    fn to_act(rules: &Self::Rules, steps: usize) -> Option<usize>;
    /// Who sits in each seat, in seat order.
    fn players(settings: &Self::Settings) -> &[Player];
    /// Its line in the saved-games list.
    fn summary(history: &History<Self>) -> Summary;

    /// Whether undo may take something back now (the game's undo policy).
    fn can_undo(history: &History<Self>) -> bool;
    /// Takes back what one press of undo takes back (called only when `can_undo`).
    fn undo_steps(history: &mut History<Self>);
    /// Plays again what one press of redo plays again (called only with something to redo).
    fn redo_steps(history: &mut History<Self>);
    /// Forgets what belongs to the moment when the board jumps to another point.
    fn clear_moment(extra: &mut Self::Extra);
    /// Whether the game rolls dice: its games with friends by link then use commit-reveal dice
    /// (`history::remote`), and [`Playable::rolled`] and [`Playable::roll_due`] say where.
    const DICE: bool = false;
    /// The numbers (0-5) of a step that is a roll of dice.
    fn rolled(_step: &Self::Step) -> Option<[u8; 3]> {
        None
    }
    /// Whether the live game's next step must be a roll.
    fn roll_due(_rules: &Self::Rules) -> bool {
        false
    }

    /// The game's own actions.
    fn reduce(history: Rc<History<Self>>, action: Self::Action) -> Rc<History<Self>>;
}
