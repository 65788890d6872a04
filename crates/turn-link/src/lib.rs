//! Remote play with no server: the whole game travels in a link that the players send each
//! other (by any messenger, e-mail or a QR code), each device keeps its own copy and checks
//! every move with the rules engine. This crate is the part that knows no browser and no game:
//! the link's format ([`TurnLink`]), its reader ([`judge`]: every refusal a typed
//! [`Refusal`]), and the commit-reveal dice ([`DiceLog`]) that let a game with dice be played
//! over links without any player choosing or predicting a roll.
//!
//! # What a link carries
//!
//! The app's own URL with everything after `#turn=` (a fragment never reaches a server):
//!
//! | field | meaning |
//! | --- | --- |
//! | `v` | the format (1) |
//! | `g` | the game's id (`martian-chess`, `sandships`) |
//! | `id` | the remote game's id, the same on every device |
//! | `n` | the link's number in the game (the hop): each link sent is one more than any the sender had |
//! | `from`, `to` | the sender's seat and the seat the link is for |
//! | `seats` | who holds each seat: a *hand* (a device; hand 0 started the game) and its kind, `0h` (a person), `0c3` (the computer at level 3, played by that hand's device) |
//! | `dice` | the dice log (games with dice only), see below |
//! | `rec` | the game record, as the app's share links carry it, with spaces written `+` |
//!
//! Any link carries the whole game, so a player who missed one catches up from the next.
//!
//! # What the receiving device checks
//!
//! Nothing in a link is trusted. The app replays the record through the game's rules engine
//! (an illegal move or an unreadable record is refused); then [`judge`] compares the link with
//! the device's own copy of the game: a link older than that copy changes nothing
//! ([`Verdict::Stale`]); one that does not continue it is a fork ([`Verdict::Fork`], kept as a
//! separate game, with the step where it forks); a move made for a seat the receiver holds, or
//! new moves that the sender's hand did not end with, are refused
//! ([`Refusal::SeatNotSenders`]); and every roll must follow from the dice proof
//! ([`Refusal::Dice`]).
//!
//! # Dice nobody can fake
//!
//! Each seat's device draws a random 16-byte seed and keeps it to itself; it publishes, in its
//! first link, the *head* of a hash chain: `x_0 = H^K(seed)` (H is SHA-256 cut to 16 bytes,
//! K = [`CHAIN_LENGTH`]). Its j-th roll uses `x_j = H^(K-j)(seed)`, the preimage of the previous
//! one, so revealing `x_j` proves it with one hash per step back to the head, and a link needs
//! only each seat's latest reveal. Another hand's device adds a fresh 8-byte *nonce* for that
//! seat's next roll in a link numbered after the head was published. The roll is the first
//! three usable bytes of `SHA-256("turn-link roll" || x_j || nonce_j)` (bytes 252-255 skipped so
//! each face is equally likely), as numbers 0-5.
//!
//! So the roller cannot choose a roll (its chain was fixed before the nonce was known) nor roll
//! again (the roll follows from values already fixed), and the nonce's giver cannot predict it
//! (the next `x_j` is a preimage it does not know). Every device checks, for every roll: the
//! head is the one it saw before, the reveal hashes to the head, the nonce is another hand's
//! and numbered after the head, and the roll follows from the two.
//!
//! A seat's first roll needs a nonce after its head, so it waits one round of links: in a new
//! game the first roller's invitation link carries its head, and the friend's device answers
//! with the nonce (the app says so).
//!
//! # A player who stops answering
//!
//! can hold the game up (nobody else can move for them), and cannot change anything: their
//! rolls are fixed by values already sent, and a link that rewrote what others already have is
//! a fork. They can see their own coming rolls once the nonce arrives, before they move, as a
//! player at a table sees the dice they just threw. With three seats or more a device checks
//! what it did not see (a seat it never heard from) only against what others sent it: there
//! are no signatures, so a forged earlier link shows up as a fork when it reaches the device
//! whose moves it changed.

mod dice;
mod judge;
mod link;
mod pack;
mod sign;
mod text;
mod words;

#[cfg(any(test, feature = "testkit"))]
pub mod testkit;

pub use dice::{
    derive_roll, hash16, Chain, DiceError, DiceLog, Nonce, RollOf, Rolled, Seed, CHAIN_LENGTH,
};
pub use judge::{judge, Forgery, Known, Refusal, Replay, Verdict};
pub use link::{LinkError, Past, SeatHold, TurnLink, FORMAT, MAX_INFLATED, MAX_LINK, MAX_NONCES};
pub use sign::{
    fingerprint, public_key, seal, Counts, HandKey, Seal, Transcript, FINGERPRINT_WORDS,
};
pub use text::{base64url_decode, base64url_encode, decode_component, encode_component};
