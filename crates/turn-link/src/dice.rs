//! Commit-reveal dice (see the crate docs for the protocol and why it holds): each seat's hash
//! chain, the nonces other hands give it, the roll derived from both, and the checks every
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

/// The roll (three numbers 0-5) of a chain value and a nonce: the first three bytes below 252
/// of `SHA-256("turn-link roll 2" || len(id) || id || seat || roll || secret || nonce)` (more
/// blocks by hashing the last while short), each modulo 6, so every face is equally likely.
pub fn derive_roll(of: RollOf<'_>, secret: &[u8; 16], nonce: &[u8; 8]) -> [u8; 3] {
    let mut input = b"turn-link roll 2".to_vec();
    input.extend_from_slice(&(of.game.len() as u32).to_le_bytes());
    input.extend_from_slice(of.game.as_bytes());
    input.push(of.seat);
    input.extend_from_slice(&of.roll.to_le_bytes());
    input.extend_from_slice(secret);
    input.extend_from_slice(nonce);
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

/// A device's secret seed for one seat (kept in its own storage, never in a link).
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

/// A nonce one seat gives another's next roll. When it was given is told by the signatures:
/// its giver's seal covers it and the roller's chain (see the crate docs).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Nonce {
    /// The seat whose roll it is for.
    pub seat: u8,
    /// The seat that gave it.
    pub from: u8,
    /// The value.
    pub value: [u8; 8],
}

/// Everything the dice need in a link: every seat's chain in the order published, and the
/// nonces in the order given. A seat's `j`-th roll uses the `j`-th nonce given for it.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct DiceLog {
    /// The chains, one a seat at most.
    pub chains: Vec<Chain>,
    /// The nonces.
    pub nonces: Vec<Nonce>,
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
    /// A roll has no nonce, or one the rules of the exchange do not allow (given before the
    /// commitment, or by the roller's own hand).
    BadNonce {
        /// The seat.
        seat: u8,
        /// Its roll (from 1).
        roll: u32,
    },
    /// The roll in the record is not the one the revealed values give.
    RollMismatch {
        /// The step (from 1) of the roll in the record.
        step: usize,
        /// The seat.
        seat: u8,
    },
    /// A commitment or nonce this device already had was changed.
    Rewritten {
        /// The seat.
        seat: u8,
    },
    /// More nonces for a seat than its rolls and one waiting.
    TooManyNonces {
        /// The seat.
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
            DiceError::BadNonce { seat, roll } => write!(
                f,
                "seat {seat}'s roll {roll} has no fair share from another player"
            ),
            DiceError::RollMismatch { step, seat } => write!(
                f,
                "the roll at step {step} (seat {seat}) does not follow from the revealed values"
            ),
            DiceError::TooManyNonces { seat } => write!(
                f,
                "seat {seat} was given more shares of dice than it rolled"
            ),
            DiceError::Rewritten { seat } => write!(
                f,
                "seat {seat}'s dice commitment differs from the one this device already has"
            ),
        }
    }
}

impl DiceLog {
    /// Whether it holds nothing.
    pub fn is_empty(&self) -> bool {
        self.chains.is_empty() && self.nonces.is_empty()
    }

    /// A seat's chain.
    pub fn chain(&self, seat: u8) -> Option<&Chain> {
        self.chains.iter().find(|c| c.seat == seat)
    }

    /// The `j`-th nonce (from 1) given for a seat.
    fn nonce(&self, seat: u8, j: u32) -> Option<&Nonce> {
        self.nonces
            .iter()
            .filter(|n| n.seat == seat)
            .nth(j.checked_sub(1)? as usize)
    }

    /// Publishes a seat's commitment, if it has none yet.
    pub fn commit(&mut self, seed: &Seed) {
        if self.chain(seed.seat).is_none() {
            self.chains.push(Chain {
                seat: seed.seat,
                head: seed.head(),
                reveal: None,
            });
        }
    }

    /// The seat's next roll in game `game`, once its nonce is here: `made` rolls are behind
    /// it. `None`: the seat has no commitment, or no nonce yet (it must send a link and wait).
    pub fn next_roll(&self, game: &str, seed: &Seed, made: u32) -> Option<[u8; 3]> {
        let chain = self.chain(seed.seat)?;
        if chain.head != seed.head() {
            return None;
        }
        let nonce = self.nonce(seed.seat, made + 1)?;
        let of = RollOf {
            game,
            seat: seed.seat,
            roll: made + 1,
        };
        Some(derive_roll(of, &seed.secret(made + 1), &nonce.value))
    }

    /// Whether every one of `seats` seats has published its chain: no seat rolls before, so
    /// every hand has joined before the first roll and no invitation carries one.
    pub fn all_committed(&self, seats: usize) -> bool {
        (0..seats).all(|s| self.chain(s as u8).is_some())
    }

    /// Whether a seat can roll its next roll (`made` behind it): a commitment and a nonce for
    /// it are here.
    pub fn can_roll(&self, seat: u8, made: u32) -> bool {
        self.chain(seat).is_some() && self.nonce(seat, made + 1).is_some()
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

    /// Gives, as seat `from`, a nonce to every seat of another hand that has a commitment and
    /// no nonce waiting (`made[s]`: seat `s`'s rolls). A commitment in this log came in an
    /// earlier link or is this hand's own, so the nonce is always given after its roller
    /// committed.
    pub fn give_nonces(
        &mut self,
        from: u8,
        seats: &[SeatHold],
        made: &[u32],
        mut fresh: impl FnMut() -> [u8; 8],
    ) {
        let hand = |s: u8| seats.get(usize::from(s)).map(|h| h.hand);
        for chain in self.chains.clone() {
            let given = self.nonces.iter().filter(|n| n.seat == chain.seat).count() as u32;
            let rolled = made.get(usize::from(chain.seat)).copied().unwrap_or(0);
            if hand(chain.seat) != hand(from) && given <= rolled {
                self.nonces.push(Nonce {
                    seat: chain.seat,
                    from,
                    value: fresh(),
                });
            }
        }
    }

    /// Checks every roll of game `game`: `rolls` lists each roll this log must prove, in
    /// order, as (step from 1, seat, the numbers rolled). Every nonce must come from another
    /// hand than its roller's, and no seat may have more nonces than one waiting beyond its
    /// rolls (so checking costs one pass, whatever a link holds).
    pub fn verify(
        &self,
        game: &str,
        seats: &[SeatHold],
        rolls: &[Rolled],
    ) -> Result<(), DiceError> {
        let hand = |s: u8| seats.get(usize::from(s)).map(|h| h.hand);
        let mut made = vec![0u32; seats.len()];
        for &(_, seat, _) in rolls {
            match made.get_mut(usize::from(seat)) {
                Some(m) => *m += 1,
                None => return Err(DiceError::NoCommitment { seat }),
            }
        }
        let mut given: Vec<Vec<&Nonce>> = vec![Vec::new(); seats.len()];
        for n in &self.nonces {
            let Some(list) = given.get_mut(usize::from(n.seat)) else {
                return Err(DiceError::BadNonce {
                    seat: n.seat,
                    roll: 0,
                });
            };
            list.push(n);
            if hand(n.from).is_none() || hand(n.from) == hand(n.seat) {
                return Err(DiceError::BadNonce {
                    seat: n.seat,
                    roll: list.len() as u32,
                });
            }
            if list.len() as u32 > made[usize::from(n.seat)] + 1 {
                return Err(DiceError::TooManyNonces { seat: n.seat });
            }
        }
        let secrets = self.revealed(&made)?;
        let mut count = vec![0u32; seats.len()];
        for &(step, seat, numbers) in rolls {
            let i = usize::from(seat);
            count[i] += 1;
            let j = count[i];
            let nonce = given[i]
                .get(j as usize - 1)
                .ok_or(DiceError::BadNonce { seat, roll: j })?;
            let of = RollOf {
                game,
                seat,
                roll: j,
            };
            let secret = secrets[i][j as usize - 1];
            if derive_roll(of, &secret, &nonce.value).map(|n| n % 6) != numbers.map(|n| n % 6) {
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

    /// Whether this log keeps what `older` holds: the same commitments, and its nonces first.
    pub fn keeps(&self, older: &DiceLog) -> Result<(), DiceError> {
        for c in &older.chains {
            match self.chain(c.seat) {
                Some(n) if n.head == c.head => {}
                _ => return Err(DiceError::Rewritten { seat: c.seat }),
            }
        }
        for (i, n) in older.nonces.iter().enumerate() {
            if self.nonces.get(i) != Some(n) {
                return Err(DiceError::Rewritten { seat: n.seat });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
