//! Seats that sign: each hand's Ed25519 key, the seal (signature) it puts on the whole game as
//! it stands when it sends a link, and the fingerprint words players compare. The crate docs say
//! what is signed and what a device checks.

use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::dice::DiceLog;
use crate::link::{Past, SeatHold};
use crate::words::WORDS;

/// A hand's public key, as its first link published it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct HandKey {
    /// The hand.
    pub hand: u8,
    /// The Ed25519 public key.
    pub key: [u8; 32],
}

/// How much of a game a seal covers: the first `steps` steps, `keys` keys, `chains` roll chains
/// and `shares` chains of shares, each list in its order in the link.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Counts {
    /// Steps of the record (the past included).
    pub steps: u32,
    /// Keys.
    pub keys: u8,
    /// Roll chains.
    pub chains: u8,
    /// Chains of shares.
    #[serde(default)]
    pub shares: u8,
}

/// A hand's latest signature over the game as it stood when it signed, and over the link it
/// signed it in: who sent that link and to whom.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Seal {
    /// The hand.
    pub hand: u8,
    /// What it covers.
    pub counts: Counts,
    /// The seat that sent the link the seal was made for (0 in a save of format 2, whose
    /// seals had none and prove nothing now).
    #[serde(default)]
    pub from: u8,
    /// The seat that link was for.
    #[serde(default)]
    pub to: u8,
    /// The Ed25519 signature of [`Transcript::digest`] at those counts, from and to.
    #[serde(with = "bytes64")]
    pub sig: [u8; 64],
}

/// Everything a seal signs, as a link or a device's copy holds it.
#[derive(Clone, Copy, Debug)]
pub struct Transcript<'a> {
    /// The game's id (`sandships`).
    pub game: &'a str,
    /// The remote game's id.
    pub id: &'a str,
    /// The start as the game's rules engine writes it: the start position, the rule options,
    /// the teams, the first seat and the variant (the record's header, nothing else).
    pub start: &'a str,
    /// Who holds each seat.
    pub seats: &'a [SeatHold],
    /// The agreed start.
    pub past: &'a Past,
    /// Each step's text, as the rules engine writes it.
    pub steps: &'a [String],
    /// The keys, in the order published.
    pub keys: &'a [HandKey],
    /// The dice log.
    pub dice: &'a DiceLog,
}

fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    out.extend_from_slice(bytes);
}

impl Transcript<'_> {
    /// What a seal at `c` made for a link from seat `from` to seat `to` signs: SHA-256 of the
    /// game's identity (game, id, start, seats, past), the counts, a running hash of the first
    /// `c.steps` steps, the first keys, roll chains (seat and head) and chains of shares (hand
    /// and head), and the link's sender and receiver. Reveals are not signed: each proves itself against
    /// its head. `None`: the counts reach past what there is.
    pub fn digest(&self, c: Counts, from: u8, to: u8) -> Option<[u8; 32]> {
        let steps = self.steps.get(..c.steps as usize)?;
        let keys = self.keys.get(..usize::from(c.keys))?;
        let chains = self.dice.chains.get(..usize::from(c.chains))?;
        let shares = self.dice.shares.get(..usize::from(c.shares))?;
        let mut running = [0u8; 32];
        for step in steps {
            let mut h = Sha256::new();
            h.update(running);
            h.update((step.len() as u32).to_le_bytes());
            h.update(step.as_bytes());
            running = h.finalize().into();
        }
        let mut out = b"turn-link seal 4".to_vec();
        put(&mut out, self.game.as_bytes());
        put(&mut out, self.id.as_bytes());
        put(&mut out, self.start.as_bytes());
        out.push(self.seats.len() as u8);
        for s in self.seats {
            out.extend_from_slice(&[s.hand, s.computer.unwrap_or(0)]);
        }
        out.extend_from_slice(&self.past.steps.to_le_bytes());
        put(
            &mut out,
            self.past.parent.as_deref().unwrap_or("").as_bytes(),
        );
        out.extend_from_slice(&c.steps.to_le_bytes());
        out.extend_from_slice(&running);
        out.push(c.keys);
        for k in keys {
            out.push(k.hand);
            out.extend_from_slice(&k.key);
        }
        out.push(c.chains);
        for ch in chains {
            out.push(ch.seat);
            out.extend_from_slice(&ch.head);
        }
        out.push(c.shares);
        for sh in shares {
            out.push(sh.hand);
            out.extend_from_slice(&sh.head);
        }
        out.extend_from_slice(&[from, to]);
        Some(Sha256::digest(&out).into())
    }

    /// The counts of everything it holds.
    pub fn all(&self) -> Counts {
        Counts {
            steps: self.steps.len() as u32,
            keys: self.keys.len() as u8,
            chains: self.dice.chains.len() as u8,
            shares: self.dice.shares.len() as u8,
        }
    }
}

/// The public key of a private one (32 random bytes kept in the device's storage).
pub fn public_key(secret: &[u8; 32]) -> [u8; 32] {
    SigningKey::from_bytes(secret).verifying_key().to_bytes()
}

/// Hand `hand`'s seal over all of `t`, for a link from seat `from` to seat `to`, signed with
/// its private key.
pub fn seal(secret: &[u8; 32], hand: u8, (from, to): (u8, u8), t: &Transcript<'_>) -> Seal {
    let counts = t.all();
    let digest = t
        .digest(counts, from, to)
        .expect("the counts of all it holds");
    Seal {
        hand,
        counts,
        from,
        to,
        sig: SigningKey::from_bytes(secret).sign(&digest).to_bytes(),
    }
}

impl Seal {
    /// Whether it is `key`'s signature of `t` at its counts (strict Ed25519: no malleable or
    /// weak signature passes).
    pub fn verify(&self, key: &[u8; 32], t: &Transcript<'_>) -> bool {
        let (Some(digest), Ok(key)) = (
            t.digest(self.counts, self.from, self.to),
            VerifyingKey::from_bytes(key),
        ) else {
            return false;
        };
        key.verify_strict(&digest, &Signature::from_bytes(&self.sig))
            .is_ok()
    }
}

/// How many words a fingerprint has: 80 bits, so making a key whose words match another's takes
/// about 2^80 tries (a trillion a second would take some 38,000 years), out of reach of anyone
/// who swaps a key in transit. The first five are the words shown before, which a player may
/// have noted.
pub const FINGERPRINT_WORDS: usize = 10;

/// A key's fingerprint, said in words ("otter maple ruby comet frost"): players compare them
/// (by voice or in another message) to catch a key swapped in transit.
pub fn fingerprint(key: &[u8; 32]) -> String {
    let mut h = Sha256::new();
    h.update(b"turn-link key");
    h.update(key);
    let digest = h.finalize();
    digest[..FINGERPRINT_WORDS]
        .iter()
        .map(|&b| WORDS[usize::from(b)])
        .collect::<Vec<_>>()
        .join(" ")
}

/// Serde for 64 bytes (serde's own arrays stop at 32).
mod bytes64 {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(bytes: &[u8; 64], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(bytes)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[u8; 64], D::Error> {
        let v: Vec<u8> = Vec::deserialize(d)?;
        v.try_into()
            .map_err(|_| serde::de::Error::custom("a signature is 64 bytes"))
    }
}

#[cfg(test)]
mod tests;
