//! Who signed what: the keys a link carries against the device's, every seal checked against
//! its hand's key, and every step, key and chain covered by the seal of the hand it
//! belongs to.

use super::{Forgery, Refusal, Replay};
use crate::link::TurnLink;
use crate::sign::{Seal, Transcript};

fn forged(f: Forgery) -> Refusal {
    Refusal::Forged(f)
}

/// The link keeps the keys the device has, in their order, and brings no key for the device's
/// own hand that it does not have already (an invitation: none at all).
pub(super) fn keys(
    link: &TurnLink,
    have: &[crate::sign::HandKey],
    mine: u8,
) -> Result<(), Refusal> {
    // An older link has fewer keys: what both hold must agree.
    for (k, theirs) in have.iter().zip(&link.keys) {
        if k != theirs {
            return Err(forged(Forgery::KeyChanged { hand: k.hand }));
        }
    }
    if link.keys[have.len().min(link.keys.len())..]
        .iter()
        .any(|k| k.hand == mine)
    {
        return Err(forged(Forgery::KeyNotYours));
    }
    Ok(())
}

/// Every seal is its hand's signature; the sender's covers the whole link; and everything that
/// needs a signer has its signer's seal over it.
pub(super) fn seals(link: &TurnLink, replay: &Replay) -> Result<(), Refusal> {
    let t = Transcript {
        game: &link.game,
        id: &link.id,
        start: &replay.start,
        seats: &link.seats,
        past: &link.past,
        steps: &replay.steps,
        keys: &link.keys,
        dice: &link.dice,
    };
    for seal in &link.seals {
        let key = link
            .keys
            .iter()
            .find(|k| k.hand == seal.hand)
            .ok_or(forged(Forgery::BadSeal { hand: seal.hand }))?;
        if !seal.verify(&key.key, &t) {
            return Err(forged(Forgery::BadSeal { hand: seal.hand }));
        }
    }
    let hand_of = |s: u8| link.seats.get(usize::from(s)).map(|h| h.hand);
    let seal_of = |hand: Option<u8>| link.seals.iter().find(|s| Some(s.hand) == hand);
    let covers = |hand: Option<u8>, f: &dyn Fn(&Seal) -> bool| seal_of(hand).is_some_and(f);
    for (i, &seat) in replay.actors.iter().enumerate() {
        if i >= link.past.steps as usize && !covers(hand_of(seat), &|s| s.counts.steps as usize > i)
        {
            return Err(forged(Forgery::Step { step: i + 1, seat }));
        }
    }
    for (i, k) in link.keys.iter().enumerate() {
        if !covers(Some(k.hand), &|s| usize::from(s.counts.keys) > i) {
            return Err(forged(Forgery::Commitment { seat: k.hand }));
        }
    }
    for (i, c) in link.dice.chains.iter().enumerate() {
        if !covers(hand_of(c.seat), &|s| usize::from(s.counts.chains) > i) {
            return Err(forged(Forgery::Commitment { seat: c.seat }));
        }
    }
    for (i, c) in link.dice.shares.iter().enumerate() {
        if !covers(Some(c.hand), &|s| usize::from(s.counts.shares) > i) {
            return Err(forged(Forgery::Commitment { seat: c.hand }));
        }
    }
    // Last, so that what is forged is named above: the sender signed all of it, this link's
    // sender and receiver included.
    let whole = |s: &Seal| s.counts == t.all() && (s.from, s.to) == (link.from, link.to);
    if !covers(hand_of(link.from), &whole) {
        return Err(forged(Forgery::SenderUnsealed));
    }
    Ok(())
}
