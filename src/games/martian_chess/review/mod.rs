//! The review of a saved Martian Chess game, on the review's page (`review.html#game=martian-chess
//! &review=<saved game's id>`, so neither the app's page nor Learn's carries any of it): the AI's worker
//! judges every move (`martian_worker::Ask::Review`, one move at a time), and the page shows
//! each seat's chance over the game, every move's judgement with the better move as an arrow and
//! in words, each seat's accuracy, and "Learn from your mistakes". The review is kept beside the
//! saved game ([`kept`]): never computed twice for the same game and budget, resumed after a
//! reload, and copied out as the record with review comments.

mod board;
pub mod kept;
mod mistakes;
mod moves;
mod reviewing;
mod verdict;
pub mod words;

use std::rc::Rc;

use martian_engine::{Game, Seat};
use yew::prelude::*;

use super::persisted::summary;
use super::PlayState;
use crate::history::Player;
use crate::services::saved_game::Persisted;
use crate::services::storage;

/// A saved game opened for review.
#[derive(Clone, PartialEq)]
pub struct Opened {
    /// Its id in storage.
    pub id: String,
    /// Its title in the saved-games list.
    pub title: String,
    /// The game.
    pub game: Rc<Game>,
    /// The seat the board is turned towards.
    pub home: Seat,
    /// The seats played by a person at this screen ("Learn from your mistakes" is theirs).
    pub persons: Vec<Seat>,
}

/// Opens saved game `id` (read through the rules, as the app reads it).
pub fn open(id: &str) -> Result<Opened, String> {
    let state = storage::load_as(id, <PlayState as Persisted>::from_saved)?;
    let seats = state.game.start().seats();
    let persons = (0..seats)
        .map(Seat)
        .filter(|s| state.settings.player(*s) == Player::Human)
        .collect();
    Ok(Opened {
        id: id.to_string(),
        title: summary(&state).title,
        home: state.settings.home_seat(),
        persons,
        game: Rc::new(state.game.clone()),
    })
}

/// Props.
#[derive(Properties, PartialEq)]
struct ReviewPageProps {
    id: String,
}

#[function_component(ReviewPage)]
fn review_page(props: &ReviewPageProps) -> Html {
    let opened = use_memo(props.id.clone(), |id| open(id).map(Rc::new));
    match &*opened {
        Ok(opened) => html! { <reviewing::Reviewing opened={opened.clone()} /> },
        Err(e) => crate::review::could_not_open(e),
    }
}

/// The review of saved game `id`, as the review's page opens it.
pub fn page(id: String) -> Html {
    html! { <ReviewPage {id} /> }
}
