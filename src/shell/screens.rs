//! What the shell needs of a game beyond its history: its screens (play, New game, How to
//! play, the Embed dialog), how it reads a record and an embed's fragment, and its Learn course
//! if it has one. With [`Playable`] this is the whole interface a game implements to be played
//! in the app.

use std::rc::Rc;

use looney_pyramids::Tag;
use yew::prelude::*;

use super::types::LearnLinks;
use crate::embed::terms::EmbedError;
use crate::history::{History, Playable};
use crate::hooks::study::Study;
use crate::learn::course::{CoursePage, PuzzlePage};
use crate::review::ReviewPage;

/// The New game form's inputs, for any game.
pub struct NewGameForm<G: Playable> {
    /// The settings the form starts from (the open game's).
    pub initial: G::Settings,
    /// Start a game with these settings.
    pub on_start: Callback<G::Settings>,
    /// Close the form.
    pub on_cancel: Callback<()>,
    /// Make an embeddable board of these settings' start.
    pub on_embed: Callback<G::Settings>,
    /// The game chooser, drawn at the top of the form.
    pub chooser: Html,
}

/// A game's screens and the rest of its part in the shell.
pub trait GameScreens: Playable {
    /// A line for the game chooser.
    const BLURB: &'static str;
    /// Its Learn course's page at a lesson (`None`: where the reader left off), if the game
    /// has a course (`learn::page::LearnPage` over its `learn::course::Course`). Only Learn's
    /// page (`src/bin/learn.rs`) calls it; the app reads only whether there is one.
    const LEARN: Option<CoursePage> = None;

    /// Its puzzle trainer at a puzzle (`None`: the trainer chooses), if the game has puzzles.
    /// As with [`GameScreens::LEARN`], only Learn's page calls it.
    const PUZZLES: Option<PuzzlePage> = None;

    /// Its review of a saved game, if it has one. Only the review's page (`review.html`) calls
    /// it; the app only links to it (`review::href`).
    const REVIEW: Option<ReviewPage> = None;

    /// The play screen: board, history bar, panel; `study` the hint and chances to show
    /// (`widgets::study` draws the shared controls).
    fn play_screen(state: UseReducerHandle<History<Self>>, study: Study) -> Html;
    /// The New game form.
    fn new_game(form: NewGameForm<Self>) -> Html;
    /// How to play (`learn` makes the links to Learn's lessons, for a game that has a course).
    fn how_to_play(on_close: Callback<()>, learn: LearnLinks) -> Html;
    /// The Embed dialog for the game after `at` steps.
    fn embed_dialog(game: Rc<Self::Rules>, at: usize, on_close: Callback<()>) -> Html;
    /// A record's tags.
    fn tags(game: &Self::Rules) -> &[Tag];
    /// How far a record's game went, in a sentence.
    fn record_status(game: &Self::Rules) -> String;
    /// Whether a record with no `Game` tag is of this game, by its first word (the first game
    /// registered takes every record no other game claims).
    fn claims_untagged(first_word: Option<&str>) -> bool;
    /// An embed's board from its URL fragment, or the error naming the bad parameter.
    fn embed_board(fragment: &str, key: String) -> Result<Html, EmbedError>;
}
