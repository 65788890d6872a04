//! The review of a saved Sandships game, on the review's page (`review.html#game=sandships&
//! review=<saved game's id>`): the AI's worker judges every finished turn (the plan played against
//! the engine's best plan for the same roll, `martian_worker::Ask::Review`), and the page shows
//! each seat's chance over the game, every turn's judgement with the better plan pointed at on
//! the board and said action by action, and each seat's accuracy. The review is kept beside the
//! saved game ([`kept`]), resumed after a reload and copied out as the record with review
//! comments; "Learn from your mistakes" has the player play their lost turns again
//! ([`mistakes`]).

pub mod kept;
mod mistakes;
mod reviewing;
mod turns;

use std::rc::Rc;

use sandships::{Game, Seat};
use yew::prelude::*;

use super::persisted::summary;
use super::settings::SandSettings;
use super::state::SandPlay;
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
    /// Its settings (the seats' names).
    pub settings: SandSettings,
    /// The seats played by a person ("Learn from your mistakes" starts with theirs).
    pub persons: Vec<u8>,
}

impl Opened {
    /// Seat `seat`'s name.
    pub fn seat_name(&self, seat: u8) -> String {
        self.settings.seat_name(Seat(seat))
    }
}

/// Opens saved game `id` (read through the rules, as the app reads it).
pub fn open(id: &str) -> Result<Opened, String> {
    let state = storage::load_as(id, <SandPlay as Persisted>::from_saved)?;
    Ok(Opened {
        id: id.to_string(),
        title: summary(&state).title,
        game: Rc::new(state.game.clone()),
        settings: state.settings.clone(),
        persons: (0..state.settings.players_count())
            .filter(|&s| state.settings.player(Seat(s)) == Player::Human)
            .collect(),
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
