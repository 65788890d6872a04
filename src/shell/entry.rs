//! A registered game as the shell and the embed see it: [`GameEntry`]'s plain functions, made
//! once from the game's `GameScreens` (the registry, `games/mod.rs`, lists one entry a game).

use yew::prelude::*;

use super::letters::GameToOpen;
use super::room::Room;
use super::screens::GameScreens;
use super::turn_links::open_as;
use super::types::{GameEntry, LoadedGame, OpenedRecord, RoomProps};
use crate::history::{History, Playable, Player};
use crate::hooks::now;
use crate::services::saved_game::{Persisted, SavedGame};
use crate::services::storage;

/// The entry of game `G`.
pub const fn entry<G: GameScreens>() -> GameEntry {
    GameEntry {
        id: G::ID,
        title: G::TITLE,
        blurb: G::BLURB,
        read_save: read_save::<G>,
        read_record: read_record::<G>,
        open_record: open_record::<G>,
        claims_untagged: G::claims_untagged,
        room: room::<G>,
        embed_board: G::embed_board,
        // Only whether there is a course: the app must not link the course's code.
        has_course: G::LEARN.is_some(),
        has_puzzles: G::PUZZLES.is_some(),
        has_review: G::REVIEW.is_some(),
        open_link: open_as::<G>,
    }
}

fn read_save<G: GameScreens>(saved: &SavedGame) -> Result<LoadedGame, String> {
    let state = History::<G>::from_saved(saved)?;
    Ok(LoadedGame {
        game: G::ID,
        summary: state.summary(),
        saved: state.to_saved(),
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
        record: text.to_string(),
    })
}

/// A record opened as a new game, named after its event, with these players.
fn open_record<G: GameScreens>(
    record: &OpenedRecord,
    players: Vec<Player>,
) -> Result<GameToOpen, String> {
    let game = G::from_record(&record.record)?;
    let t = now();
    let settings = G::settings_for(&game, players);
    let mut opened = History::<G>::from_game(storage::new_id(), settings, game, t, t);
    opened.name = record.event.clone();
    // A record exported with its review carries it as comments: kept beside the new game, so
    // its review opens without being computed again (the review page checks it against the
    // game before showing any of it). A full storage only means it is computed again.
    if record.record.contains("{review:") {
        let _ = storage::save_review(&opened.id, &record.record);
    }
    Ok(GameToOpen {
        saved: opened.to_saved(),
        stored_at: None,
        notice: None,
    })
}

fn room<G: GameScreens>(props: RoomProps) -> Html {
    html! { <Room<G> ..props /> }
}
