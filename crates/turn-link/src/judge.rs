//! What a device makes of a link it is handed: refused (and why, in a typed [`Refusal`]), or
//! one of the four verdicts: a new game it is invited to, new moves of a game it has, a link
//! older than its copy, or a fork of its copy.

use std::fmt;

use crate::dice::{DiceError, DiceLog, Rolled};
use crate::link::{LinkError, SeatHold, TurnLink};

/// The link's record as the game's rules engine read it (the app replays it; this crate knows
/// no game).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Replay {
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
    /// The highest link number it has seen or sent.
    pub hop: u32,
    /// Its steps' texts.
    pub steps: &'a [String],
    /// Its dice log.
    pub dice: &'a DiceLog,
    /// Who holds each seat, as it was agreed.
    pub seats: &'a [SeatHold],
    /// The hand this device holds.
    pub hand: u8,
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
    /// Older than (or the same as) the device's copy: it changes nothing. In a game without
    /// dice, a link with the same steps is this.
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
/// against the proof; a game without dice must carry none).
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
    if dice {
        link.dice
            .verify(&link.seats, &replay.rolls)
            .map_err(Refusal::Dice)?;
    } else if !link.dice.is_empty() {
        return Err(bad("a game without dice carries a dice log"));
    }
    let Some(k) = known else {
        // An invitation: the steps before it may be anyone's (a game played on from an earlier
        // point of another game by link holds the receiver's own earlier moves), but the last
        // one is the sender's.
        let hand_of = |s: u8| link.seats.get(usize::from(s)).map(|h| h.hand);
        if let Some(&last) = replay.actors.last() {
            if hand_of(last) != hand_of(link.from) {
                return Err(Refusal::SeatNotSenders {
                    step: replay.actors.len(),
                    seat: last,
                });
            }
        }
        return Ok(Verdict::Invitation);
    };
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
    if got < have || (got == have && (!dice || link.hop <= k.hop)) {
        return Ok(Verdict::Stale);
    }
    if dice {
        if let Err(e) = link.dice.keeps(k.dice) {
            return match got == have {
                // Only the dice differ: the sender rewrote them.
                true => Err(Refusal::Dice(e)),
                false => Ok(Verdict::Fork { at: have }),
            };
        }
    }
    owned_by_sender(link, replay, have, mine)?;
    Ok(Verdict::Update { first_new: have })
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
    debug_assert!(first_new <= replay.actors.len());
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

#[cfg(test)]
mod tests;
