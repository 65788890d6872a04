//! Sandships's screens and its other parts in the shell: play, New game, How to play, the
//! Embed dialog, reading records and embed fragments, and its Learn course.

use std::rc::Rc;

use looney_pyramids::Tag;
use sandships::Game;
use yew::prelude::*;

use super::embed::board::SandEmbedBoard;
use super::embed::params::parse_sandships;
use super::embed_dialog::SandEmbedDialog;
use super::how_to_play::SandshipsHowToPlay;
use super::learn::SandCourse;
use super::new_game::SandNewGame;
use super::play::SandshipsPlay;
use super::settings::SEAT_COLOURS;
use super::state::SandPlay;
use super::study::study_parts;
use super::Sandships;
use crate::embed::terms::EmbedError;
use crate::hooks::study::Study;
use crate::learn::course::CoursePage;
use crate::learn::page::LearnPage;
use crate::review::ReviewPage;
use crate::shell::screens::{GameScreens, NewGameForm};
use crate::shell::types::LearnLinks;

impl GameScreens for Sandships {
    const BLURB: &'static str = "Sail, land and zap to hold three cities; dice; 2 to 4 players.";
    const LEARN: Option<CoursePage> = Some(learn);
    const REVIEW: Option<ReviewPage> = Some(super::review::page);

    fn play_screen(state: UseReducerHandle<SandPlay>, study: Study) -> Html {
        let study = Some(study_parts(&state, &study));
        html! { <SandshipsPlay {state} {study} /> }
    }

    fn new_game(form: NewGameForm<Self>) -> Html {
        let NewGameForm {
            initial,
            on_start,
            on_cancel,
            chooser,
            ..
        } = form;
        html! { <SandNewGame {initial} {on_start} {on_cancel} {chooser} /> }
    }

    fn how_to_play(on_close: Callback<()>, learn: LearnLinks) -> Html {
        html! { <SandshipsHowToPlay {on_close} {learn} /> }
    }

    fn embed_dialog(game: Rc<Game>, ply: usize, on_close: Callback<()>) -> Html {
        html! { <SandEmbedDialog {game} {ply} {on_close} /> }
    }

    fn tags(game: &Game) -> &[Tag] {
        &game.tags
    }

    fn record_status(game: &Game) -> String {
        let s = game.current();
        let now = match s.winner() {
            Some(_) => format!("Finished: {}.", s.result_text()),
            None => format!("{} to play.", SEAT_COLOURS[s.to_act().index()]),
        };
        format!(
            "Sandships, {} players, {} turns played. {now}",
            s.players(),
            game.turns()
        )
    }

    fn claims_untagged(first_word: Option<&str>) -> bool {
        // Only Sandships has rolls: a record that starts with one is Sandships.
        first_word == Some("roll")
    }

    fn embed_board(fragment: &str, key: String) -> Result<Html, EmbedError> {
        let config = Rc::new(parse_sandships(fragment)?);
        Ok(html! { <SandEmbedBoard {key} {config} /> })
    }
}

/// The Learn course's page (in Learn's own build, `src/bin/learn.rs`: the app holds none).
fn learn(lesson: Option<String>, on_place: Callback<String>) -> Html {
    html! { <LearnPage<SandCourse> {lesson} {on_place} /> }
}
