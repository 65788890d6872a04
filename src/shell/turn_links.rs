//! Opening a turn link (`#turn=...`), for every game: the link is read, its record replayed
//! by the game's rules, and judged against this browser's copy of the game
//! (`history::remote`, the `turn-link` crate). What comes out: an invitation to accept, the
//! game brought up to date, a stale link that changes nothing, a fork kept as a game of its
//! own, or a refusal in words (nothing saved is touched).

use looney_pyramids::split_tags;
use turn_link::{Refusal, TurnLink, Verdict};

use super::letters::GameToOpen;
use super::screens::GameScreens;
use super::types::{GameEntry, LinkOutcome};
use crate::history::remote::{judge_link, players_for, seat_holds};
use crate::history::{History, Playable, Player};
use crate::hooks::now;
use crate::services::saved_game::{Persisted, RemoteGame};
use crate::services::storage;

/// Makes a new game with a friend in a seat a game by link: this device holds the seats of
/// people and the computer (its hand is its first such seat), each friend's seat is a hand of
/// its own, and the remote game's id is the game's.
pub fn start_remote<G: GameScreens>(fresh: &mut History<G>) {
    let players = G::players(&fresh.settings);
    fresh.remote = Some(RemoteGame {
        id: fresh.id.clone(),
        hand: players
            .iter()
            .position(|p| *p != Player::Friend)
            .unwrap_or(0) as u8,
        seats: seat_holds(players),
        names: G::seat_names(&fresh.game),
        hop: 0,
        dice: Default::default(),
        seeds: Vec::new(),
        last: None,
        last_to: 0,
        last_steps: 0,
    });
}

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

/// A link of game `G`, judged against this browser's copy of its game.
pub fn open_as<G: GameScreens>(link: &TurnLink) -> Result<LinkOutcome, Refusal> {
    let have =
        storage::find_remote(G::ID, &link.id).and_then(|s| History::<G>::from_saved(&s).ok());
    let (verdict, state, message) = receive::<G>(link, have, storage::new_id(), now())?;
    Ok(LinkOutcome {
        game: G::ID,
        verdict,
        open: GameToOpen {
            saved: state.to_saved(),
            stored_at: state.stored_at,
            notice: None,
        },
        message,
    })
}

/// What a link does to a device's copy of its game (`have`): the verdict, the game to open
/// (a new game gets `new_id`) and what happened in words; or the refusal. Pure, so the whole
/// exchange between devices is tested natively.
pub fn receive<G: GameScreens>(
    link: &TurnLink,
    have: Option<History<G>>,
    new_id: String,
    t: f64,
) -> Result<(Verdict, History<G>, String), Refusal> {
    let rules = G::from_record(&link.record).map_err(|reason| match split_tags(&link.record) {
        Err(_) => Refusal::BadRecord { reason },
        Ok(_) => Refusal::IllegalMove { reason },
    })?;
    let names = G::seat_names(&rules);
    if names.len() != link.seats.len() {
        return Err(Refusal::BadRecord {
            reason: format!(
                "the record has {} seats and the link {}",
                names.len(),
                link.seats.len()
            ),
        });
    }
    let verdict = judge_link::<G>(link, &rules, have.as_ref())?;
    let name = |s: u8| names.get(usize::from(s)).cloned().unwrap_or_default();
    let from = name(link.from);
    let remote = |hand: u8, last: Option<&RemoteGame>| RemoteGame {
        id: link.id.clone(),
        hand,
        seats: link.seats.clone(),
        names: names.clone(),
        hop: link.hop.max(last.map_or(0, |r| r.hop)),
        dice: link.dice.clone(),
        seeds: last.map(|r| r.seeds.clone()).unwrap_or_default(),
        last: last.and_then(|r| r.last.clone()),
        last_to: last.map_or(link.from, |r| r.last_to),
        last_steps: last.map_or(0, |r| r.last_steps),
    };
    let (state, message) = match (&verdict, have) {
        (Verdict::Invitation, _) => {
            let hand = link.seats[usize::from(link.to)].hand;
            let settings = G::settings_for(&rules, players_for(&link.seats, hand));
            let mut fresh = History::<G>::from_game(new_id, settings, rules, t, t);
            fresh.remote = Some(remote(hand, None));
            let mine: Vec<String> = (0..names.len())
                .filter(|&s| link.seats[s].hand == hand)
                .map(|s| names[s].clone())
                .collect();
            let message = format!(
                "{from} invites you to a game of {}; you play {}.",
                <G as Playable>::TITLE,
                mine.join(" and ")
            );
            (fresh, message)
        }
        (Verdict::Update { first_new }, Some(have)) => {
            let mut next = History::<G>::from_game(
                have.id.clone(),
                have.settings.clone(),
                rules,
                have.started,
                t,
            );
            next.name = have.name.clone();
            next.stored_at = have.stored_at;
            next.remote = Some(remote(
                have.remote.as_ref().map_or(0, |r| r.hand),
                have.remote.as_ref(),
            ));
            let new = next.steps().len() - first_new;
            let message = match (new, next.holds_seat_to_act()) {
                (0, _) => format!("{from}'s link is in: their part of the dice has arrived."),
                (_, true) => format!(
                    "{from}'s link is in ({new} new {}): your turn.",
                    plural(new)
                ),
                (_, false) => format!("{from}'s link is in ({new} new {}).", plural(new)),
            };
            (next, message)
        }
        (Verdict::Stale, Some(have)) => (
            have,
            "This link is older than your copy of the game (or the same): nothing was changed."
                .to_string(),
        ),
        (Verdict::Fork { at }, Some(have)) => {
            let mut fork = History::<G>::from_game(new_id, have.settings.clone(), rules, t, t);
            let title = have.summary().title;
            let word = G::STEP_WORD;
            fork.name = Some(format!("{title}: fork after {word} {at}"));
            let mut r = remote(
                have.remote.as_ref().map_or(0, |r| r.hand),
                have.remote.as_ref(),
            );
            // The fork is a game of its own: later links of the game find the original.
            r.id = format!("{}~fork{at}", link.id);
            r.last = None;
            fork.remote = Some(r);
            let message = format!(
                "This link does not continue your game: the two part after {word} {at}. It was kept as a separate game, “{}”; yours is unchanged.",
                fork.name.clone().unwrap_or_default()
            );
            (fork, message)
        }
        // A copy the judge compared against is always there.
        (_, None) => {
            return Err(Refusal::BadRecord {
                reason: "it names a game this browser lost".into(),
            })
        }
    };
    Ok((verdict, state, message))
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        "step"
    } else {
        "steps"
    }
}
