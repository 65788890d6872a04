//! Commit-reveal dice (see the crate docs for the protocol and why it holds): each seat's hash
//! chain of roll values, each hand's hash chain of the shares it gives everyone else's rolls,
//! the roll derived from a seat's value and every other hand's share, and the checks every
//! device makes on every roll.

use std::fmt;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::link::SeatHold;

/// How many rolls one seat's chain holds (a Sandships game of 300 turns has fewer than 300
/// rolls a seat). Making a roll costs at most this many hashes.
pub const CHAIN_LENGTH: u32 = 1024;

/// SHA-256 cut to 16 bytes: a chain's step.
pub fn hash16(x: &[u8]) -> [u8; 16] {
    let full = Sha256::digest(x);
    let mut out = [0u8; 16];
    out.copy_from_slice(&full[..16]);
    out
}

fn hash_times(mut x: [u8; 16], times: u32) -> [u8; 16] {
    for _ in 0..times {
        x = hash16(&x);
    }
    x
}

/// What a roll is bound to: the remote game's id, the seat and its roll number (from 1), so a
/// chain value and a nonce give this roll only here (never in a fork, another game or another
/// seat's roll).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RollOf<'a> {
    /// The remote game's id.
    pub game: &'a str,
    /// The seat.
    pub seat: u8,
    /// Its roll number, from 1.
    pub roll: u32,
}

/// The roll (three numbers 0-5) of a seat's chain value and the other hands' shares (in the
/// order of their hands): the first three bytes below 252 of `SHA-256("turn-link roll 3" ||
/// len(id) || id || seat || roll || secret || len(shares) || shares...)` (more blocks by hashing
/// the last while short), each modulo 6, so every face is equally likely.
pub fn derive_roll(of: RollOf<'_>, secret: &[u8; 16], shares: &[[u8; 16]]) -> [u8; 3] {
    let mut input = b"turn-link roll 3".to_vec();
    input.extend_from_slice(&(of.game.len() as u32).to_le_bytes());
    input.extend_from_slice(of.game.as_bytes());
    input.push(of.seat);
    input.extend_from_slice(&of.roll.to_le_bytes());
    input.extend_from_slice(secret);
    input.push(shares.len() as u8);
    for share in shares {
        input.extend_from_slice(share);
    }
    let mut out = [0u8; 3];
    let mut filled = 0;
    let mut block = Sha256::digest(&input).to_vec();
    while filled < 3 {
        for &b in &block {
            if b < 252 && filled < 3 {
                out[filled] = b % 6;
                filled += 1;
            }
        }
        block = Sha256::digest(&block).to_vec();
    }
    out
}

/// A roll in a record: its step (from 1), the seat that rolled, the numbers 0-5 rolled.
pub type Rolled = (usize, u8, [u8; 3]);

/// A device's secret seed for one seat (kept in its own storage, never in a link). The seed of
/// a hand's first seat also roots the hand's chain of shares.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Seed {
    /// The seat.
    pub seat: u8,
    /// The random bytes.
    pub bytes: [u8; 16],
}

impl Seed {
    /// The chain's head, published as the commitment.
    pub fn head(&self) -> [u8; 16] {
        hash_times(self.bytes, CHAIN_LENGTH)
    }

    /// The value of the seat's `j`-th roll (from 1): the preimage of the one before.
    pub fn secret(&self, j: u32) -> [u8; 16] {
        hash_times(self.bytes, CHAIN_LENGTH.saturating_sub(j))
    }

    /// The root of the chain of shares this seed's hand gives (a hash apart from the roll
    /// chain, so revealing a share tells nothing of a roll value).
    fn share_root(&self) -> [u8; 16] {
        let mut input = b"turn-link shares".to_vec();
        input.extend_from_slice(&self.bytes);
        hash16(&input)
    }

    /// The head of the hand's chain of shares, published as its commitment.
    pub fn shares_head(&self) -> [u8; 16] {
        hash_times(self.share_root(), CHAIN_LENGTH)
    }

    /// The hand's share for every other hand's `j`-th rolls (from 1).
    pub fn share(&self, j: u32) -> [u8; 16] {
        hash_times(self.share_root(), CHAIN_LENGTH.saturating_sub(j))
    }
}

/// A seat's commitment and its latest reveal.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Chain {
    /// The seat.
    pub seat: u8,
    /// The head, `H^K(seed)`.
    pub head: [u8; 16],
    /// The latest reveal: how many rolls it covers, and the value of the last one.
    pub reveal: Option<(u32, [u8; 16])>,
}

/// A hand's chain of shares: its `j`-th value is its share in the `j`-th roll of every seat of
/// another hand. Committed with the hand's first link, so no share can be chosen later.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Shares {
    /// The hand.
    pub hand: u8,
    /// The head, `H^K(root)`.
    pub head: [u8; 16],
    /// The latest reveal: how many shares it gives, and the last one.
    pub reveal: Option<(u32, [u8; 16])>,
}

/// Everything the dice need in a link: every seat's roll chain and every hand's chain of
/// shares, each in the order published.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct DiceLog {
    /// The roll chains, one a seat at most.
    pub chains: Vec<Chain>,
    /// The chains of shares, one a hand at most.
    #[serde(default)]
    pub shares: Vec<Shares>,
}

/// Why a link's dice proof is refused (or why a device cannot roll yet).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DiceError {
    /// A seat rolled with no commitment.
    NoCommitment {
        /// The seat.
        seat: u8,
    },
    /// The reveal does not hash to the commitment, or covers another number of rolls.
    RevealMismatch {
        /// The seat.
        seat: u8,
    },
    /// A hand's revealed share does not hash to its commitment.
    ShareMismatch {
        /// The hand.
        hand: u8,
    },
    /// A roll lacks the share of another hand (it has not committed, or not revealed it).
    MissingShare {
        /// The seat.
        seat: u8,
        /// Its roll (from 1).
        roll: u32,
        /// The hand whose share is missing.
        hand: u8,
    },
    /// The roll in the record is not the one the revealed values give.
    RollMismatch {
        /// The step (from 1) of the roll in the record.
        step: usize,
        /// The seat.
        seat: u8,
    },
    /// A commitment this device already had was changed.
    Rewritten {
        /// The seat (or, for a chain of shares, the hand).
        seat: u8,
    },
}

impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceError::NoCommitment { seat } => {
                write!(f, "seat {seat} rolled without having committed to its dice")
            }
            DiceError::RevealMismatch { seat } => write!(
                f,
                "seat {seat}'s revealed dice value does not match its commitment"
            ),
            DiceError::ShareMismatch { hand } => write!(
                f,
                "the share of the dice revealed by seat {hand}'s player does not match their commitment"
            ),
            DiceError::MissingShare { seat, roll, hand } => write!(
                f,
                "seat {seat}'s roll {roll} lacks the share of seat {hand}'s player"
            ),
            DiceError::RollMismatch { step, seat } => write!(
                f,
                "the roll at step {step} (seat {seat}) does not follow from the revealed values"
            ),
            DiceError::Rewritten { seat } => write!(
                f,
                "seat {seat}'s dice commitment differs from the one this device already has"
            ),
        }
    }
}

/// Every hand of `seats`, once each, in order.
fn hands(seats: &[SeatHold]) -> Vec<u8> {
    let mut hands: Vec<u8> = seats.iter().map(|s| s.hand).collect();
    hands.sort_unstable();
    hands.dedup();
    hands
}

impl DiceLog {
    /// Whether it holds nothing.
    pub fn is_empty(&self) -> bool {
        self.chains.is_empty() && self.shares.is_empty()
    }

    /// A seat's chain.
    pub fn chain(&self, seat: u8) -> Option<&Chain> {
        self.chains.iter().find(|c| c.seat == seat)
    }

    /// A hand's chain of shares.
    pub fn shares_of(&self, hand: u8) -> Option<&Shares> {
        self.shares.iter().find(|c| c.hand == hand)
    }

    /// Publishes a seat's commitment, if it has none yet; the seed of `hand`'s first seat also
    /// publishes the hand's chain of shares.
    pub fn commit(&mut self, hand: u8, seed: &Seed) {
        if self.chain(seed.seat).is_none() {
            self.chains.push(Chain {
                seat: seed.seat,
                head: seed.head(),
                reveal: None,
            });
        }
        if self.shares_of(hand).is_none() {
            self.shares.push(Shares {
                hand,
                head: seed.shares_head(),
                reveal: None,
            });
        }
    }

    /// Every other hand's share (in hand order) in the `j`-th roll of `seat`; the hand whose
    /// share is missing otherwise. A reveal is trusted here: [`DiceLog::verify`] checked it
    /// when its link came in.
    fn shares_for(&self, seats: &[SeatHold], seat: u8, j: u32) -> Result<Vec<[u8; 16]>, u8> {
        let roller = seats.get(usize::from(seat)).map(|s| s.hand);
        let mut out = Vec::new();
        for hand in hands(seats).into_iter().filter(|&h| Some(h) != roller) {
            match self.shares_of(hand).and_then(|c| c.reveal) {
                Some((depth, x)) if depth >= j && j >= 1 => out.push(hash_times(x, depth - j)),
                _ => return Err(hand),
            }
        }
        Ok(out)
    }

    /// The hands a seat's next roll (`made` behind it) still waits on: those that have not
    /// committed or not revealed their share of it, the roller's own if its chain is missing.
    pub fn waits_on(&self, seats: &[SeatHold], seat: u8, made: u32) -> Vec<u8> {
        let roller = seats.get(usize::from(seat)).map(|s| s.hand);
        let mut waits: Vec<u8> = roller
            .filter(|_| self.chain(seat).is_none())
            .into_iter()
            .collect();
        let j = made + 1;
        for hand in hands(seats).into_iter().filter(|&h| Some(h) != roller) {
            let revealed = self.shares_of(hand).and_then(|c| c.reveal);
            if !self.committed(seats, hand) || revealed.is_none_or(|(depth, _)| depth < j) {
                waits.push(hand);
            }
        }
        waits
    }

    /// Whether `hand` has published the roll chain of each of its seats and its chain of shares.
    fn committed(&self, seats: &[SeatHold], hand: u8) -> bool {
        self.shares_of(hand).is_some()
            && (0..seats.len() as u8)
                .filter(|&s| seats[usize::from(s)].hand == hand)
                .all(|s| self.chain(s).is_some())
    }

    /// The seat's next roll in game `game`, once every other hand's share of it is here: `made`
    /// rolls are behind it. `None`: the seat has no commitment, or a share is missing (it must
    /// send a link and wait).
    pub fn next_roll(
        &self,
        game: &str,
        seats: &[SeatHold],
        seed: &Seed,
        made: u32,
    ) -> Option<[u8; 3]> {
        let chain = self.chain(seed.seat)?;
        if chain.head != seed.head() || !self.all_committed(seats) {
            return None;
        }
        let shares = self.shares_for(seats, seed.seat, made + 1).ok()?;
        let of = RollOf {
            game,
            seat: seed.seat,
            roll: made + 1,
        };
        Some(derive_roll(of, &seed.secret(made + 1), &shares))
    }

    /// Whether every seat has published its roll chain and every hand its chain of shares: no
    /// share is revealed before, so nobody commits knowing another's share, and no invitation
    /// carries a roll.
    pub fn all_committed(&self, seats: &[SeatHold]) -> bool {
        hands(seats).into_iter().all(|h| self.committed(seats, h))
    }

    /// Whether a seat can roll its next roll (`made` behind it): every commitment and every
    /// other hand's share of it are here.
    pub fn can_roll(&self, seats: &[SeatHold], seat: u8, made: u32) -> bool {
        self.all_committed(seats) && self.waits_on(seats, seat, made).is_empty()
    }

    /// Reveals the value of a seat's latest roll (`made` rolls so far).
    pub fn reveal(&mut self, seed: &Seed, made: u32) {
        if made == 0 {
            return;
        }
        if let Some(c) = self.chains.iter_mut().find(|c| c.seat == seed.seat) {
            c.reveal = Some((made, seed.secret(made)));
        }
    }

    /// Reveals, as `hand` (`seed`: its first seat's), its share in the next roll of every seat
    /// of another hand (`made[s]`: seat `s`'s rolls), once every hand has committed: a share
    /// shown before could let a later hand choose its chains knowing it.
    pub fn give_shares(&mut self, hand: u8, seed: &Seed, seats: &[SeatHold], made: &[u32]) {
        if !self.all_committed(seats) {
            return;
        }
        let depth = seats
            .iter()
            .zip(made)
            .filter(|(s, _)| s.hand != hand)
            .map(|(_, &m)| m + 1)
            .max()
            .unwrap_or(0)
            .min(CHAIN_LENGTH);
        if let Some(c) = self.shares.iter_mut().find(|c| c.hand == hand) {
            if depth > c.reveal.map_or(0, |(d, _)| d) {
                c.reveal = Some((depth, seed.share(depth)));
            }
        }
    }

    /// Checks every roll of game `game`: `rolls` lists each roll this log must prove, in
    /// order, as (step from 1, seat, the numbers rolled). Every share revealed must hash back
    /// to its hand's head, and each roll must follow from its seat's value and every other
    /// hand's share (so checking costs at most [`CHAIN_LENGTH`] hashes a chain).
    pub fn verify(
        &self,
        game: &str,
        seats: &[SeatHold],
        rolls: &[Rolled],
    ) -> Result<(), DiceError> {
        let mut made = vec![0u32; seats.len()];
        for &(_, seat, _) in rolls {
            match made.get_mut(usize::from(seat)) {
                Some(m) => *m += 1,
                None => return Err(DiceError::NoCommitment { seat }),
            }
        }
        for c in &self.shares {
            if let Some((depth, x)) = c.reveal {
                if depth > CHAIN_LENGTH || hash_times(x, depth) != c.head {
                    return Err(DiceError::ShareMismatch { hand: c.hand });
                }
            }
        }
        let secrets = self.revealed(&made)?;
        let mut count = vec![0u32; seats.len()];
        for &(step, seat, numbers) in rolls {
            let i = usize::from(seat);
            count[i] += 1;
            let j = count[i];
            let shares =
                self.shares_for(seats, seat, j)
                    .map_err(|hand| DiceError::MissingShare {
                        seat,
                        roll: j,
                        hand,
                    })?;
            let of = RollOf {
                game,
                seat,
                roll: j,
            };
            let secret = secrets[i][j as usize - 1];
            if derive_roll(of, &secret, &shares).map(|n| n % 6) != numbers.map(|n| n % 6) {
                return Err(DiceError::RollMismatch { step, seat });
            }
        }
        Ok(())
    }

    /// Each seat's chain values `x_1..=x_m` for its `m = made[s]` rolls: its reveal covers
    /// exactly its rolls and hashes back to its head.
    fn revealed(&self, made: &[u32]) -> Result<Vec<Vec<[u8; 16]>>, DiceError> {
        let mut secrets: Vec<Vec<[u8; 16]>> = vec![Vec::new(); made.len()];
        for (seat, &m) in made.iter().enumerate() {
            let seat = seat as u8;
            if m == 0 {
                continue;
            }
            let chain = self.chain(seat).ok_or(DiceError::NoCommitment { seat })?;
            let Some((depth, x)) = chain.reveal else {
                return Err(DiceError::RevealMismatch { seat });
            };
            if depth != m || m > CHAIN_LENGTH || hash_times(x, m) != chain.head {
                return Err(DiceError::RevealMismatch { seat });
            }
            // x_j for j = 1..=m, from x_m hashed forward.
            let mut list = vec![x; m as usize];
            for j in (0..m as usize - 1).rev() {
                list[j] = hash16(&list[j + 1]);
            }
            secrets[usize::from(seat)] = list;
        }
        Ok(secrets)
    }

    /// Whether the commitments both logs hold are the same, each in its place (one may hold
    /// more than the other).
    pub fn agrees(&self, other: &DiceLog) -> Result<(), DiceError> {
        for (a, b) in self.chains.iter().zip(&other.chains) {
            if (a.seat, a.head) != (b.seat, b.head) {
                return Err(DiceError::Rewritten { seat: b.seat });
            }
        }
        for (a, b) in self.shares.iter().zip(&other.shares) {
            if (a.hand, a.head) != (b.hand, b.head) {
                return Err(DiceError::Rewritten { seat: b.hand });
            }
        }
        Ok(())
    }

    /// Whether this log (a link's) tells `copy` anything: a commitment it lacks, or a share
    /// revealed deeper.
    pub fn news(&self, copy: &DiceLog) -> bool {
        let depth = |r: Option<(u32, [u8; 16])>| r.map_or(0, |(d, _)| d);
        self.chains.len() > copy.chains.len()
            || self.shares.len() > copy.shares.len()
            || self
                .shares
                .iter()
                .zip(&copy.shares)
                .any(|(new, old)| depth(new.reveal) > depth(old.reveal))
    }

    /// This log (a link's, checked) with each share revealed as deep as in either: a link
    /// relayed by a device that had not yet seen a hand's latest share does not take it away.
    pub fn merged(&self, copy: &DiceLog) -> DiceLog {
        let depth = |r: Option<(u32, [u8; 16])>| r.map_or(0, |(d, _)| d);
        let mut out = self.clone();
        for (new, old) in out.shares.iter_mut().zip(&copy.shares) {
            if (new.hand, new.head) == (old.hand, old.head) && depth(old.reveal) > depth(new.reveal)
            {
                new.reveal = old.reveal;
            }
        }
        out
    }

    /// Whether this log keeps what `older` holds: the same commitments, each in its place.
    pub fn keeps(&self, older: &DiceLog) -> Result<(), DiceError> {
        for (i, c) in older.chains.iter().enumerate() {
            match self.chains.get(i) {
                Some(n) if n.seat == c.seat && n.head == c.head => {}
                _ => return Err(DiceError::Rewritten { seat: c.seat }),
            }
        }
        for (i, c) in older.shares.iter().enumerate() {
            match self.shares.get(i) {
                Some(n) if n.hand == c.hand && n.head == c.head => {}
                _ => return Err(DiceError::Rewritten { seat: c.hand }),
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
