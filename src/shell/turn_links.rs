//! Opening a turn link (`#turn=...`), for every game: the link is read, and judged against this
//! browser's stored copy of its game (`history::remote::receive_in`, the `turn-link` crate). What comes out: an invitation to accept (with
//! each player's key in words to compare), the game brought up to date, a stale link that
//! changes nothing, a fork to keep as a game of its own if the player says so (at most
//! [`MAX_FORKS`] of one game), or a refusal in words (nothing saved is touched).

use turn_link::{Refusal, TurnLink};

use super::letters::GameToOpen;
use super::screens::GameScreens;
use super::types::{GameEntry, LinkOutcome};
use crate::history::remote::{receive_in, Context};
use crate::history::History;
use crate::hooks::now;
use crate::services::remote_game::MAX_FORKS;
use crate::services::saved_game::{Persisted, RemoteGame};
use crate::services::storage;

/// Reads a link of any registered game. The error is the refusal, in words.
pub fn open(games: &[GameEntry], text: &str) -> Result<LinkOutcome, String> {
    let refused = |r: Refusal| format!("This link was refused: {r}. Nothing was changed.");
    let link = TurnLink::parse(text).map_err(|e| refused(Refusal::Malformed(e)))?;
    let entry = games.iter().find(|g| g.id == link.game).ok_or_else(|| {
        refused(Refusal::ForeignGame {
            game: link.game.clone(),
        })
    })?;
    (entry.open_link)(&link).map_err(refused)
}

/// A link of game `G`, judged against this browser's copy of its game (and, for a game played
/// on from another, its copy of that one).
pub fn open_as<G: GameScreens>(link: &TurnLink) -> Result<LinkOutcome, Refusal> {
    let find =
        |id: &str| storage::find_remote(G::ID, id).and_then(|s| History::<G>::from_saved(&s).ok());
    let have = find(&link.id);
    let parent = link.past.parent.as_deref().and_then(find);
    let fork_slot = (1..=MAX_FORKS)
        .map(|k| format!("{}~fork{k}", link.id))
        .find(|id| find(id).is_none());
    let context = Context {
        parent: parent.as_ref(),
        fork_id: fork_slot,
    };
    let (verdict, state, message) = receive_in::<G>(link, have, context, storage::new_id(), now())?;
    Ok(LinkOutcome {
        game: G::ID,
        verdict,
        fingerprints: state
            .remote
            .as_ref()
            .map(RemoteGame::fingerprints)
            .unwrap_or_default(),
        open: GameToOpen {
            saved: state.to_saved(),
            stored_at: state.stored_at,
            notice: None,
        },
        message,
    })
}
