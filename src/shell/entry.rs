//! A registered game as the shell and the embed see it: its id and name, and plain functions
//! made once from its [`GameScreens`] (the registry lists one entry a game).

use std::rc::Rc;

use yew::prelude::*;

use super::opened::{LoadedGame, OpenedRecord};
use super::room::{Room, RoomProps};
use super::screens::GameScreens;
use super::turn_links::{open_as, LinkOutcome};
use crate::embed::game::EmbedEntry;
use crate::embed::terms::EmbedError;
use crate::history::{History, Playable};
use crate::services::saved_game::{Persisted, SavedGame};

/// One game the app plays.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// Its id in saves, records, links, file names and styles.
    pub id: &'static str,
    /// Its name.
    pub title: &'static str,
    /// A line for the game chooser.
    pub blurb: &'static str,
    /// A save of it, checked by its rules.
    pub read_save: fn(&SavedGame) -> Result<LoadedGame, String>,
    /// A record of it, checked by its rules.
    pub read_record: fn(&str) -> Result<OpenedRecord, String>,
    /// Whether an untagged record is its, by the first word.
    pub claims_untagged: fn(Option<&str>) -> bool,
    /// Its room in the shell.
    pub room: fn(RoomProps) -> Html,
    /// Its embed's board from a fragment.
    pub embed_board: fn(&str, String) -> Result<Html, EmbedError>,
    /// Whether it has a Learn course.
    pub has_course: bool,
    /// Its Learn course's page, if it has one.
    pub learn: fn(Option<String>, Callback<()>) -> Option<Html>,
    /// A turn link of it, judged against this browser's copy.
    pub open_link: fn(&turn_link::TurnLink) -> Result<LinkOutcome, turn_link::Refusal>,
}

/// Entries are the same game when their ids are.
impl PartialEq for GameEntry {
    fn eq(&self, other: &GameEntry) -> bool {
        self.id == other.id
    }
}

impl GameEntry {
    /// The embed's view of it.
    pub fn embed_entry(&self) -> EmbedEntry {
        EmbedEntry {
            id: self.id,
            title: self.title,
            board: Some(self.embed_board),
        }
    }
}

/// The entry of game `G`.
pub const fn entry<G: GameScreens>() -> GameEntry {
    GameEntry {
        id: G::ID,
        title: G::TITLE,
        blurb: G::BLURB,
        read_save: read_save::<G>,
        read_record: read_record::<G>,
        claims_untagged: G::claims_untagged,
        room: room::<G>,
        embed_board: G::embed_board,
        has_course: G::HAS_COURSE,
        learn: G::learn,
        open_link: open_as::<G>,
    }
}

fn read_save<G: GameScreens>(saved: &SavedGame) -> Result<LoadedGame, String> {
    let state = History::<G>::from_saved(saved)?;
    Ok(LoadedGame {
        game: G::ID,
        summary: state.summary(),
        saved: state.to_saved(),
        state: Rc::new(state),
    })
}

fn read_record<G: GameScreens>(text: &str) -> Result<OpenedRecord, String> {
    let game = G::from_record(text)?;
    let tag = |name: &str| {
        G::tags(&game)
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let seat_names = G::seat_names(&game)
        .into_iter()
        .enumerate()
        .map(|(i, name)| match tag(&format!("Seat{i}")) {
            Some(n) => format!("{name} ({n})"),
            None => name,
        })
        .collect();
    Ok(OpenedRecord {
        game: G::ID,
        title: <G as Playable>::TITLE,
        seat_names,
        status: G::record_status(&game),
        event: tag("Event"),
        rules: Rc::new(game),
    })
}

fn room<G: GameScreens>(props: RoomProps) -> Html {
    html! { <Room<G> ..props /> }
}
