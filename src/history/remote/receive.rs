//! Reading a turn link into a device's copy of its game, for every game: the link's record
//! replayed by the game's rules, judged against the copy ([`judge_link`]), and the game to open
//! made: an invitation accepted, the game brought up to date, a stale link that changes nothing,
//! or a fork to keep. Pure (the device's other games and a new id come in as arguments), so
//! whole exchanges between devices are tested natively, against a tiny game of its own
//! (`fake_game`) as well as the real ones (`tests/games/`).

use looney_pyramids::split_tags;
use turn_link::{Past, Refusal, TurnLink, Verdict};

use super::{judge_link, players_for, seat_holds, start_text};
use crate::history::{History, Playable, Player};
use crate::services::remote_game::MAX_FORKS;
use crate::services::saved_game::{Persisted, RemoteGame};

/// Makes a new game with a friend in a seat a game by link: this device holds the seats of
/// people and the computer (its hand is its first such seat), each friend's seat is a hand of
/// its own, and the remote game's id is the game's.
pub fn start_remote<G: Playable>(fresh: &mut History<G>) {
    let players = G::players(&fresh.settings);
    let hand = players
        .iter()
        .position(|p| *p != Player::Friend)
        .unwrap_or(0) as u8;
    fresh.remote = Some(RemoteGame::new(
        fresh.id.clone(),
        hand,
        seat_holds(players),
        G::seat_names(&fresh.game),
    ));
}

/// What else a device has that a link is judged with.
pub struct Context<'a, G: Playable> {
    /// Its copy of the game the link's game was played on from, if it has it.
    pub parent: Option<&'a History<G>>,
    /// The remote id a fork kept now would get (`None`: it keeps [`MAX_FORKS`] already).
    pub fork_id: Option<String>,
}

/// [`receive_in`] with no other game on the device and room for a fork.
pub fn receive<G: Playable>(
    link: &TurnLink,
    have: Option<History<G>>,
    new_id: String,
    t: f64,
) -> Result<(Verdict, History<G>, String), Refusal> {
    let context = Context {
        parent: None,
        fork_id: Some(format!("{}~fork1", link.id)),
    };
    receive_in(link, have, context, new_id, t)
}

/// What a link does to a device's copy of its game (`have`): the verdict, the game to open
/// (a new game gets `new_id`) and what happened in words; or the refusal. Pure, so the whole
/// exchange between devices is tested natively.
pub fn receive_in<G: Playable>(
    link: &TurnLink,
    have: Option<History<G>>,
    context: Context<'_, G>,
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
    // Nothing outside the seals: a link carries the game's own record, its tags those of its
    // start and rules, so no tag can change what it means or make the next link too long.
    if link.format == turn_link::FORMAT && link.record != G::game_record(&rules) {
        return Err(Refusal::BadRecord {
            reason: "it carries more than the game (a tag that is not part of it)".into(),
        });
    }
    let verdict = judge_link::<G>(link, &rules, have.as_ref())?;
    let steps = G::steps(&rules).len();
    // A link of an earlier format proves nothing: its record is the agreed start of the game.
    let old = link.format < turn_link::FORMAT;
    let past = match old {
        true => Past {
            steps: steps as u32,
            parent: None,
        },
        false => link.past.clone(),
    };
    let mine = have.as_ref().and_then(|h| h.remote.as_ref());
    // A share a friend's device had not seen yet when it relayed this link stays in.
    let dice = match (old, mine) {
        (true, _) => Default::default(),
        (false, Some(r)) => link.dice.merged(&r.dice),
        (false, None) => link.dice.clone(),
    };
    let hand = mine.map_or(link.seats[usize::from(link.to)].hand, |r| r.hand);
    let remote = RemoteGame {
        id: link.id.clone(),
        hand,
        seats: link.seats.clone(),
        names: names.clone(),
        format: turn_link::FORMAT,
        addressed: link.seats[usize::from(link.to)].hand == hand,
        keys_new: false,
        dice,
        seeds: mine.map(|r| r.seeds.clone()).unwrap_or_default(),
        last: mine.and_then(|r| r.last.clone()),
        last_to: mine.map_or(link.from, |r| r.last_to),
        last_steps: mine.map_or(0, |r| r.last_steps),
        past: Some(past),
        secret: mine.and_then(|r| r.secret),
        keys: link.keys.clone(),
        seals: link.seals.clone(),
    };
    let from = names
        .get(usize::from(link.from))
        .cloned()
        .unwrap_or_default();
    let (state, message) = match (&verdict, have) {
        (Verdict::Invitation, _) => {
            invitation::<G>(link, rules, remote, context.parent, new_id, t)?
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
            let joined = joined_through(&remote, have.remote.as_ref(), link.from);
            let mut remote = remote;
            remote.keys_new = !joined.is_empty();
            next.remote = Some(remote);
            let new = next.steps().len() - first_new;
            let mut message = match (new, next.holds_seat_to_act()) {
                (0, _) => format!("{from}'s link is in: their part of the dice has arrived."),
                (_, true) => format!(
                    "{from}'s link is in ({new} new {}): your turn.",
                    plural(new)
                ),
                (_, false) => format!("{from}'s link is in ({new} new {}).", plural(new)),
            };
            message.push_str(&joined);
            (next, message)
        }
        (Verdict::Stale, Some(have)) => (
            have,
            "This link is older than your copy of the game (or the same): nothing was changed."
                .to_string(),
        ),
        (Verdict::Fork { at }, Some(have)) => {
            let Some(fork_id) = context.fork_id else {
                return Err(Refusal::ForksFull { kept: MAX_FORKS });
            };
            let mut fork = History::<G>::from_game(new_id, have.settings.clone(), rules, t, t);
            let title = have.summary().title;
            let word = G::STEP_WORD;
            fork.name = Some(format!("{title}: fork after {word} {at}"));
            // Kept, the fork is a game of its own played on from its last step: fresh dice,
            // keys and seals, so nothing of its sender's story can steer its rolls.
            let mut kept = remote.played_on(fork_id, fork.steps().len());
            if let Some(p) = kept.past.as_mut() {
                p.parent = None;
            }
            fork.remote = Some(kept);
            // Both stories are signed: whoever made the step where they part signed two.
            let signer = match *at < have.steps().len() {
                true => G::to_act(&fork.game, *at).map(|s| (names[s].clone(), word)),
                false => Some((from.clone(), "share of the dice")),
            };
            let equivocation = signer.map_or(String::new(), |(who, what)| {
                format!(" {who}'s device signed both {what}s there, so one of the two stories is not the game they played with you.")
            });
            let message = format!(
                "This link does not continue your game: the two part after {word} {at}.{equivocation} Keep it as a separate game, “{}”? It goes on from its last step with new dice; yours is unchanged.",
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

/// An invitation: the new game, and its words. A game played on from another is checked
/// against this device's copy of that one, when it has it; otherwise the words say that its
/// start was not checked.
fn invitation<G: Playable>(
    link: &TurnLink,
    rules: G::Rules,
    remote: RemoteGame,
    parent: Option<&History<G>>,
    new_id: String,
    t: f64,
) -> Result<(History<G>, String), Refusal> {
    let start = remote.past.clone().unwrap_or_default();
    let steps: Vec<String> = G::steps(&rules).iter().map(|s| s.to_string()).collect();
    let word = G::STEP_WORD;
    let checked = match parent {
        Some(p) => {
            let theirs: Vec<String> = p.steps().iter().map(|s| s.to_string()).collect();
            let n = start.steps as usize;
            if start_text::<G>(&p.game) != start_text::<G>(&rules) {
                return Err(Refusal::StartDiffers);
            }
            if theirs.get(..n) != steps.get(..n) {
                return Err(Refusal::BadRecord {
                    reason: format!(
                        "its start differs from your copy of the game it is played on from (its first {n} steps)"
                    ),
                });
            }
            true
        }
        None => start.steps == 0,
    };
    let hand = remote.hand;
    let names = remote.names.clone();
    let settings = G::settings_for(&rules, players_for(&link.seats, hand));
    let mut fresh = History::<G>::from_game(new_id, settings, rules, t, t);
    fresh.remote = Some(remote);
    let mine: Vec<String> = (0..names.len())
        .filter(|&s| link.seats[s].hand == hand)
        .map(|s| names[s].clone())
        .collect();
    let from = names
        .get(usize::from(link.from))
        .cloned()
        .unwrap_or_default();
    let mut message = format!(
        "{from} invites you to a game of {}; you play {}.",
        <G as Playable>::TITLE,
        mine.join(" and ")
    );
    let n = start.steps;
    match (link.format, checked, n) {
        (f, _, _) if f < turn_link::FORMAT => message.push_str(&format!(
            " The link was made by an earlier version of the app: its {n} {word}s so far are the game's start, unchecked, and the dice start afresh."
        )),
        (_, true, n) if n > 0 => message.push_str(&format!(
            " It is played on from {word} {n} of a game you have, and matches it."
        )),
        (_, false, _) => message.push_str(&format!(
            " It starts after {word} {n} of a game your browser does not have, so that start was not checked: accept it only if you agreed on it."
        )),
        _ => {}
    }
    Ok((fresh, message))
}

/// Words for the hands whose keys this link brings first: who joined, and whose link passed
/// their key on (not theirs), so the player compares those words with them.
fn joined_through(remote: &RemoteGame, had: Option<&RemoteGame>, from: u8) -> String {
    let known = had.map_or(0, |r| r.keys.len());
    let sender = remote.seats.get(usize::from(from)).map(|s| s.hand);
    let mut out = String::new();
    for key in remote.keys.iter().skip(known) {
        let names: Vec<String> = (0..remote.seats.len())
            .filter(|&s| remote.seats[s].hand == key.hand)
            .map(|s| remote.name(s))
            .collect();
        let who = names.join(" and ");
        match Some(key.hand) == sender {
            true => out.push_str(&format!(" {who} joined: compare their key's words with them (Players' keys).")),
            false => out.push_str(&format!(
                " {who} joined through {}'s link: compare their key's words with {who} (Players' keys).",
                remote.name(usize::from(from))
            )),
        }
    }
    out
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        "step"
    } else {
        "steps"
    }
}
