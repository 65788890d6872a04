//! What a device makes of a link it is handed: refused (and why, in a typed [`Refusal`]), or
//! one of the four verdicts: a new game it is invited to, new moves of a game it has, a link
//! older than its copy, or a fork of its copy.

use std::fmt;

use crate::dice::{DiceError, DiceLog, Rolled};
use crate::link::{LinkError, Past, SeatHold, TurnLink};
use crate::sign::HandKey;

/// The link's record as the game's rules engine read it (the app replays it; this crate knows
/// no game).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Replay {
    /// The start as the rules engine writes it: the start position, the rule options, the
    /// teams, the first seat and the variant (what the record's header means, in one canonical
    /// text, so that two records of the same start give the same text).
    pub start: String,
    /// Whether the start has dice on the table (a roll that no fair roll of this game gave).
    pub start_rolled: bool,
    /// Each step's text, in order.
    pub steps: Vec<String>,
    /// The seat that made each step.
    pub actors: Vec<u8>,
    /// Each roll in the record: (its step from 1, the seat, the numbers 0-5 rolled).
    pub rolls: Vec<Rolled>,
    /// The number of seats of the game.
    pub seats: usize,
    /// The seat to act after the last step (`None`: the game is over).
    pub to_act: Option<u8>,
}

/// The device's own copy of the game a link names.
#[derive(Clone, Copy, Debug)]
pub struct Known<'a> {
    /// The game's id.
    pub game: &'a str,
    /// Its start, as [`Replay::start`] writes it.
    pub start: &'a str,
    /// Its steps' texts.
    pub steps: &'a [String],
    /// Its dice log.
    pub dice: &'a DiceLog,
    /// Who holds each seat, as it was agreed.
    pub seats: &'a [SeatHold],
    /// The hand this device holds.
    pub hand: u8,
    /// Its agreed start (`None`: a game begun before seats signed, whose start is taken from
    /// the first signed link that continues it).
    pub past: Option<&'a Past>,
    /// The keys it has, in the order published (its own among them once it has sent one).
    pub keys: &'a [HandKey],
}

/// What a link does to the device's games.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// A game the device does not have: it is invited to hold the link's `to` seat.
    Invitation,
    /// It continues the device's game: the steps from `first_new` (0-based) are new, or, in a
    /// game with dice, only the dice log is (`first_new` is then the number of steps).
    Update {
        /// The first new step.
        first_new: usize,
    },
    /// Older than (or the same as) the device's copy: it changes nothing. A link with the same
    /// steps is this unless its dice log grows the copy's.
    Stale,
    /// It does not continue the device's copy: the two agree on the first `at` steps.
    Fork {
        /// The steps both have.
        at: usize,
    },
}

/// Why a link is refused; nothing is changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The link cannot be read.
    Malformed(LinkError),
    /// It is of a game this app does not play, or another game than the device's copy.
    ForeignGame {
        /// The game it names.
        game: String,
    },
    /// A move or action that the rules do not allow.
    IllegalMove {
        /// The engine's words.
        reason: String,
    },
    /// A record that cannot be read, or that disagrees with the link.
    BadRecord {
        /// What is wrong.
        reason: String,
    },
    /// The link was sent from a seat this device holds.
    SenderIsYou,
    /// A step that the sender's hand could not have made: a move for a seat this device holds,
    /// or new moves that do not end with the sender's.
    SeatNotSenders {
        /// The step, from 1.
        step: usize,
        /// The seat that made it.
        seat: u8,
    },
    /// The dice proof is broken.
    Dice(DiceError),
    /// A key, a seal or something left unsigned: see [`Forgery`].
    Forged(Forgery),
    /// A link of format 1 (before seats signed) or 2 (before the start was signed) that brings
    /// moves: nothing in it is proven.
    OldFormat,
    /// Its start (position, rule options, teams, first seat) is not the device's copy's.
    StartDiffers,
    /// A game with dice whose start has a roll on the table: no fair roll gave it.
    RolledStart,
    /// A fork of a game the device keeps `kept` forks of already: it keeps no more, so a flood
    /// of fork links cannot fill its storage (the app's limit; the judge never says this).
    ForksFull {
        /// How many it keeps.
        kept: usize,
    },
}

/// What is wrong with the keys and seals of a link.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Forgery {
    /// A key for this device's own hand that is not its key.
    KeyNotYours,
    /// A hand's key differs from the one this device had, or the keys come in another order.
    KeyChanged {
        /// The hand.
        hand: u8,
    },
    /// A seal that is not its hand's signature of the game.
    BadSeal {
        /// The hand.
        hand: u8,
    },
    /// The sender's own seal does not cover the whole link.
    SenderUnsealed,
    /// A step not signed by the hand of the seat that made it.
    Step {
        /// The step, from 1.
        step: usize,
        /// Its seat.
        seat: u8,
    },
    /// A key or a chain not signed by its own hand.
    Commitment {
        /// The seat or hand.
        seat: u8,
    },
}

impl fmt::Display for Forgery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Forgery::KeyNotYours => write!(
                f,
                "it carries a signing key for your seat that is not yours"
            ),
            Forgery::KeyChanged { hand } => write!(
                f,
                "the signing key of seat {hand}'s player differs from the one your device has"
            ),
            Forgery::BadSeal { hand } => write!(
                f,
                "the signature of seat {hand}'s player is forged or damaged"
            ),
            Forgery::SenderUnsealed => write!(f, "its sender did not sign all of it"),
            Forgery::Step { step, seat } => write!(
                f,
                "step {step} (seat {seat}) is not signed by that seat's player"
            ),
            Forgery::Commitment { seat } => write!(
                f,
                "seat {seat}'s key or dice commitment is not signed by its player"
            ),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Malformed(e) => write!(f, "the link is damaged: {e}"),
            Refusal::ForeignGame { game } => write!(f, "the link is for a game of “{game}”"),
            Refusal::IllegalMove { reason } => write!(f, "it holds an illegal move: {reason}"),
            Refusal::BadRecord { reason } => write!(f, "its game record is bad: {reason}"),
            Refusal::SenderIsYou => write!(f, "it was sent from a seat you hold"),
            Refusal::SeatNotSenders { step, seat } => write!(
                f,
                "step {step} was made for seat {seat}, which the sender does not hold"
            ),
            Refusal::Dice(e) => write!(f, "its dice proof is broken: {e}"),
            Refusal::Forged(e) => write!(f, "it is not what the players signed: {e}"),
            Refusal::OldFormat => write!(
                f,
                "it was made by an earlier version of the app, whose links did not sign the whole game; ask its sender to open the game again and send their move anew"
            ),
            Refusal::StartDiffers => write!(
                f,
                "it starts the game from another position or with other rules than your copy"
            ),
            Refusal::RolledStart => write!(
                f,
                "it starts with dice already rolled, which no fair roll gave"
            ),
            Refusal::ForksFull { kept } => write!(
                f,
                "it forks your game, and you keep {kept} forks of it already (delete one in Saved games to keep another)"
            ),
        }
    }
}

impl From<LinkError> for Refusal {
    fn from(e: LinkError) -> Refusal {
        Refusal::Malformed(e)
    }
}

/// Judges a link whose record the app replayed (`replay`) against the device's copy of that
/// game, if it has one. `dice` says whether the game rolls dice (its rolls are then checked
/// against the proof; a game without dice must carry none). Every verdict, a fork's too, comes
/// only after every check: keys, seals, the dice and who made each step.
pub fn judge(
    link: &TurnLink,
    replay: &Replay,
    known: Option<Known<'_>>,
    dice: bool,
) -> Result<Verdict, Refusal> {
    let bad = |reason: &str| Refusal::BadRecord {
        reason: reason.into(),
    };
    if replay.seats != link.seats.len() {
        return Err(bad(&format!(
            "the record has {} seats and the link {}",
            replay.seats,
            link.seats.len()
        )));
    }
    if replay.actors.len() != replay.steps.len() {
        return Err(bad("its steps and their seats disagree"));
    }
    let hand_of = |s: u8| link.seats[usize::from(s)].hand;
    let mine = match known {
        Some(k) => {
            if k.game != link.game {
                return Err(Refusal::ForeignGame {
                    game: link.game.clone(),
                });
            }
            if k.seats != link.seats.as_slice() {
                return Err(bad("it seats the players otherwise than this game"));
            }
            k.hand
        }
        None => hand_of(link.to),
    };
    if hand_of(link.from) == mine {
        return Err(Refusal::SenderIsYou);
    }
    if !dice && !link.dice.is_empty() {
        return Err(bad("a game without dice carries a dice log"));
    }
    if dice && replay.start_rolled {
        return Err(Refusal::RolledStart);
    }
    if known.is_some_and(|k| k.start != replay.start) {
        return Err(Refusal::StartDiffers);
    }
    if link.format < crate::FORMAT {
        return old_format(replay, known);
    }
    let base = link.past.steps as usize;
    if base > replay.steps.len() {
        return Err(bad("its agreed start is longer than its record"));
    }
    // A copy begun before seats signed takes its start from the first signed link, but no
    // start longer than the copy: steps it never had cannot come in unproven.
    if known.is_some_and(|k| k.past.is_none() && base > k.steps.len()) {
        return Err(bad("its agreed start is longer than your copy of the game"));
    }
    if known.and_then(|k| k.past).is_some_and(|p| *p != link.past) {
        return Err(bad("it starts the game from another point than your copy"));
    }
    let rolls: Vec<Rolled> = replay
        .rolls
        .iter()
        .copied()
        .filter(|&(step, _, _)| step > base)
        .collect();
    if known.is_none() {
        // An invitation: a roll would need the receiver's share, who gave none yet.
        if let Some(&(_, seat, _)) = rolls.first() {
            return Err(Refusal::Dice(DiceError::MissingShare {
                seat,
                roll: 1,
                hand: mine,
            }));
        }
    }
    proof::keys(link, known.map_or(&[][..], |k| k.keys), mine)?;
    proof::seals(link, replay)?;
    if dice {
        link.dice
            .verify(&link.id, &link.seats, &rolls)
            .map_err(Refusal::Dice)?;
    }
    let Some(k) = known else {
        // An invitation: the steps after its start are none of the receiver's, and the last
        // one is the sender's.
        owned_by_sender(link, replay, base, mine)?;
        return Ok(Verdict::Invitation);
    };
    if dice {
        // Commitments are made before the first roll, so every branch of one game has the same:
        // a link with other ones (even as a fork) has a hand that committed twice, and rolls
        // it could choose knowing the others' shares.
        link.dice.agrees(k.dice).map_err(Refusal::Dice)?;
    }
    let common = k
        .steps
        .iter()
        .zip(&replay.steps)
        .take_while(|(a, b)| a == b)
        .count();
    let (have, got) = (k.steps.len(), replay.steps.len());
    if common < have && common < got {
        return Ok(Verdict::Fork { at: common });
    }
    // The same steps: stale unless the dice log tells the copy something (a link that only
    // brings a hand's commitment or shares).
    if got < have || (got == have && (!dice || !link.dice.news(k.dice))) {
        return Ok(Verdict::Stale);
    }
    if dice {
        link.dice.keeps(k.dice).map_err(Refusal::Dice)?;
    }
    owned_by_sender(link, replay, have, mine)?;
    Ok(Verdict::Update { first_new: have })
}

/// A link of format 1, 2 or 3 proves nothing: it opens as an invitation whose whole record is the
/// agreed start, or changes nothing when the device has all its steps; new moves in it are
/// refused.
fn old_format(replay: &Replay, known: Option<Known<'_>>) -> Result<Verdict, Refusal> {
    match known {
        None => Ok(Verdict::Invitation),
        Some(k) if replay.steps.len() <= k.steps.len() && k.steps.starts_with(&replay.steps) => {
            Ok(Verdict::Stale)
        }
        Some(_) => Err(Refusal::OldFormat),
    }
}

/// The steps from `first_new` are none of the receiving hand's, and end with the sender's (or,
/// when the sender has not moved, as with a link that only brings its part of the dice, the
/// seat to act is the sender's: it brings others' moves this device missed).
fn owned_by_sender(
    link: &TurnLink,
    replay: &Replay,
    first_new: usize,
    mine: u8,
) -> Result<(), Refusal> {
    let hand_of = |s: u8| link.seats.get(usize::from(s)).map(|h| h.hand);
    for (i, &seat) in replay.actors.iter().enumerate().skip(first_new) {
        if hand_of(seat) == Some(mine) || hand_of(seat).is_none() {
            return Err(Refusal::SeatNotSenders { step: i + 1, seat });
        }
    }
    if let Some(&last) = replay.actors.get(first_new..).and_then(|s| s.last()) {
        let sender = hand_of(link.from);
        let sender_to_act = replay.to_act.and_then(hand_of) == sender;
        if hand_of(last) != sender && !sender_to_act {
            return Err(Refusal::SeatNotSenders {
                step: replay.actors.len(),
                seat: last,
            });
        }
    }
    Ok(())
}

mod proof;

#[cfg(test)]
mod tests;
