//! Martian Chess's screens and its other parts in the shell: play, New game, How to play, the
//! Embed dialog, reading records and embed fragments, and its Learn course.

use std::rc::Rc;

use looney_pyramids::Tag;
use martian_engine::Game;
use yew::prelude::*;

use super::embed::board::EmbedBoard;
use super::embed::params::parse;
use super::embed_dialog::EmbedDialog;
use super::how_to_play::HowToPlay;
use super::learn::MartianCourse;
use super::new_game::NewGame;
use super::play::MartianPlay;
use super::{MartianChess, PlayState};
use crate::embed::terms::EmbedError;
use crate::games::martian_chess::seat_names::{describe, seat_name};
use crate::hooks::study::Study;
use crate::learn::course::{CoursePage, PuzzlePage};
use crate::learn::page::LearnPage;
use crate::review::ReviewPage;
use crate::shell::screens::{GameScreens, NewGameForm};
use crate::shell::types::LearnLinks;

impl GameScreens for MartianChess {
    const BLURB: &'static str = "Capture pieces as they cross the canal; 2 to 6 players.";
    const LEARN: Option<CoursePage> = Some(learn);
    const PUZZLES: Option<PuzzlePage> = Some(super::puzzles::page);
    const REVIEW: Option<ReviewPage> = Some(super::review::page);

    fn play_screen(state: UseReducerHandle<PlayState>, study: Study) -> Html {
        html! { <MartianPlay {state} {study} /> }
    }

    fn new_game(form: NewGameForm<Self>) -> Html {
        let NewGameForm {
            initial,
            on_start,
            on_cancel,
            on_embed,
            chooser,
        } = form;
        html! { <NewGame {initial} {on_start} {on_cancel} {on_embed} {chooser} /> }
    }

    fn how_to_play(on_close: Callback<()>, learn: LearnLinks) -> Html {
        html! { <HowToPlay {on_close} {learn} /> }
    }

    fn embed_dialog(game: Rc<Game>, ply: usize, on_close: Callback<()>) -> Html {
        html! { <EmbedDialog {game} {ply} {on_close} /> }
    }

    fn tags(game: &Game) -> &[Tag] {
        game.tags()
    }

    fn record_status(game: &Game) -> String {
        let moves = game.moves().len();
        let now = match game.outcome() {
            Some(o) => format!("Finished: {}.", describe(&o, game.start().seats())),
            None => format!(
                "{} to move.",
                seat_name(game.current().seats(), game.current().turn())
            ),
        };
        format!(
            "{} players, {moves} moves played. {now}",
            game.start().seats()
        )
    }

    fn claims_untagged(_first_word: Option<&str>) -> bool {
        // The first game registered: every record no other game claims is Martian Chess.
        false
    }

    fn embed_board(fragment: &str, key: String) -> Result<Html, EmbedError> {
        let config = Rc::new(parse(fragment)?);
        Ok(html! { <EmbedBoard {key} {config} /> })
    }
}

/// The Learn course's page (in Learn's own build, `src/bin/learn.rs`: the app holds none).
fn learn(lesson: Option<String>, on_place: Callback<String>) -> Html {
    html! { <LearnPage<MartianCourse> {lesson} {on_place} /> }
}
