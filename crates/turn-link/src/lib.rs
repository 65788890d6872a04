//! Remote play with no server: the whole game travels in a link that the players send each
//! other (by any messenger, e-mail or a QR code), each device keeps its own copy and checks
//! every move with the rules engine. This crate is the part that knows no browser and no game:
//! the link's format ([`TurnLink`]), its reader ([`judge`]: every refusal a typed
//! [`Refusal`]), the seats' signatures ([`Seal`]) and the commit-reveal dice ([`DiceLog`]) that
//! let a game with dice be played over links without any player choosing or predicting a roll.
//! What this protects and what it does not, in plain words for players, is
//! `docs/play-by-link.md`.
//!
//! # Hands and keys
//!
//! A *hand* is one device: it holds one or more seats (its person's, and the computer's seats
//! it plays). Each hand makes an Ed25519 key pair (`ed25519-dalek`) on its first link of a
//! game; the private key stays in the device's storage, never in a link, and the public key is
//! published in that first link. One key signs for all the hand's seats (the device holds all
//! their secrets anyway), which keeps links short: a seal is 64 bytes a hand. Keys are taken on
//! first sight: a device that has never heard from a hand takes the first key it sees for it.
//! So every device shows every hand's key as ten words ([`fingerprint`], 80 bits: out of reach
//! of anyone grinding keys to match another's words), its own included, for the players to
//! compare by voice or another message, and a device refuses any link that carries a key
//! for its own hand that is not its own ([`Forgery::KeyNotYours`]) or changes a key it had
//! ([`Forgery::KeyChanged`]): a key swapped in transit is caught at the latest when a link
//! carrying it reaches the hand it impersonates.
//!
//! # What a link carries (format 4)
//!
//! The app's own URL with everything after `#turn=4&` (a fragment never reaches a server);
//! the fields are written plainly, or deflated (raw deflate, `miniz_oxide`) and in base64url
//! as `turn=4&z=...` whenever that is shorter, which a long game's record always is. Every
//! field is under the sender's seal, or proves itself (a reveal against its head); a field this
//! format does not know is not read, so it means nothing:
//!
//! | field | meaning |
//! | --- | --- |
//! | `g` | the game's id (`martian-chess`, `sandships`) |
//! | `id` | the remote game's id, the same on every device |
//! | `from`, `to` | the sender's seat and the seat the link is for (each seal names the two of the link it was made for) |
//! | `seats` | who holds each seat: its hand and its kind, `0h` (a person), `0c3` (the computer at level 3, played by that hand's device) |
//! | `past` | the agreed start, if any: `N` or `N.parent` (the first N steps were played before this game by link; see below) |
//! | `keys` | each hand's public key, in the order published: `hand.key,...` |
//! | `seals` | each hand's latest seal: `hand.steps.keys.chains.shares.from.to.signature,...` |
//! | `dice` | the dice log (games with dice only): each seat's roll chain, then each hand's chain of shares: `seat.head[.rolls.reveal],...~hand.head[.depth.reveal],...` |
//! | `rec` | the game record with only the game's own tags (its start and rules) and its steps, with spaces written `+` |
//!
//! Any link carries the whole game, so a player who missed one catches up from the next. A
//! link longer than [`MAX_LINK`] characters or inflating past [`MAX_INFLATED`] bytes is refused
//! unread ([`LinkError`]). Links of format 1 (the app before seats signed), 2 (whose seals
//! covered neither the start nor the receiver, and which carried an unsigned link number) and 3
//! (whose rolls took one other hand's nonce, so a player holding two hands could choose their
//! own) are still read: they prove nothing, so their keys, seals and dice are not read, one
//! opens only as an invitation whose whole record is the agreed start (the app says so), a
//! device that has all its steps takes it as stale, and one bringing new moves to a game the
//! device has is refused ([`Refusal::OldFormat`]).
//!
//! # Seals
//!
//! A seal is a hand's signature over the whole game as it stood when the hand sent a link, at
//! the counts it names, and over that link's sender and receiver: SHA-256 of the game, the
//! remote id, the start (the start position, the rule options, the teams, the first seat and
//! the variant, as the rules engine writes the record's header: [`Replay::start`]), the seats,
//! the agreed start, a running hash of the first `steps` steps (as the rules engine writes
//! them, so every move and every roll's faces are in it), the first `keys` keys, the first
//! `chains` roll chains (seat and head), the first `shares` chains of shares (hand and head),
//! and `from` and `to` ([`Transcript::digest`]). Reveals are not signed: each proves itself
//! against its head. A link carries only each hand's latest seal; a seal over fewer steps
//! stays valid as the game grows, since the lists only ever grow at their ends.
//!
//! # What the receiving device checks
//!
//! Nothing in a link is trusted. The app replays the record through the game's rules engine
//! (an illegal move or an unreadable record is refused); then [`judge`] checks, before any
//! verdict (a fork's too):
//!
//! 1. the game and the seats are the device's copy's, its start (position and rules) and the
//!    agreed start are its copy's, a game with dice does not start with a roll on the table
//!    ([`Refusal::RolledStart`]), and the sender is not a seat the device holds (the app also
//!    refuses a record that carries a tag outside the game's start and rules);
//! 2. the keys keep the ones the device has, in order, and bring none for its own hand;
//! 3. every seal verifies against its hand's key (strict Ed25519); the sender's seal covers the
//!    whole link and names its `from` and `to` (so the sender is who `from` says, and the link
//!    was made for `to`); every step after the agreed start is covered by the seal of the hand
//!    holding the seat that made it; every key, roll chain and chain of shares by its own
//!    hand's seal ([`Forgery`]);
//! 4. in a game with dice, every roll after the agreed start follows from the dice proof
//!    (below); an invitation carries no roll at all (it would need the receiver's share, who
//!    has given none);
//! 5. then the verdict: a link older than the copy (or with its steps and no dice the copy
//!    lacks) changes nothing ([`Verdict::Stale`]); one that does not continue it is a fork
//!    ([`Verdict::Fork`], with the step where they part), which the app keeps only if the
//!    player says so, as a game of its own with fresh dice, keys and seals (at most three forks
//!    of one game); one that continues it must keep its dice commitments and bring no move for
//!    a seat the device holds ([`Refusal::SeatNotSenders`]), and its new moves end with the
//!    sender's ([`Verdict::Update`]).
//!
//! So a player can sign only their own hand's moves and commitments; a link that carries a
//! move or a commitment of another hand not signed by that hand is refused, whoever relays it.
//!
//! # Dice nobody alone can steer
//!
//! Each seat's device draws a random 16-byte seed and keeps it to itself; it publishes, in its
//! first link, the *head* of a hash chain: `x_0 = H^K(seed)` (H is SHA-256 cut to 16 bytes,
//! K = [`CHAIN_LENGTH`]). Its j-th roll uses `x_j = H^(K-j)(seed)`, the preimage of the previous
//! one, so revealing `x_j` proves it with one hash per step back to the head, and a link needs
//! only each seat's latest reveal. Each hand also publishes, in the same first link, the head
//! of a second chain, its *shares* (rooted in its first seat's seed, hashed apart): its j-th
//! value `s_j` is its share in the j-th roll of every seat of every other hand. The roll is the
//! first three bytes below 252 of `SHA-256("turn-link roll 3" || id || seat || j || x_j ||
//! s_j of every other hand, in hand order)`, each modulo 6 ([`derive_roll`]): bound to the
//! remote game's id, the seat and the roll number, so no value gives the same roll anywhere
//! else.
//!
//! No hand reveals a share before every seat's chain and every hand's shares are in its copy
//! ([`DiceLog::all_committed`]), and then only as deep as the next rolls of the others' seats
//! ([`DiceLog::give_shares`]). So every value a roll takes was fixed before anybody could know
//! the others': the roller cannot choose (its chain was committed before any share was shown,
//! and each share is fixed by its head), nor roll again (the roll follows from values already
//! fixed); a share's hand cannot predict it (the next `x_j` is a preimage it does not know);
//! and a player who holds two hands (their own and a seat whose invitation they opened in a
//! second browser) still needs every honest hand's share, which they cannot know or change.
//! Every device checks, for every roll: the reveal hashes to the head and covers exactly the
//! seat's rolls, every share revealed hashes to its hand's head, and the roll follows from them.
//!
//! No seat rolls before every hand has committed: the first rolls wait for a round of links in
//! which each hand joins, and (with three or more hands) for the shares of those who joined
//! before the last (the app says so, and sends the link to whoever a roll waits on).
//!
//! # A game played on from another, and older games
//!
//! A game by link played on from an earlier point ("Play from here") or a fork kept as a game
//! of its own is a new remote game: a new id, new seeds, new keys. Its first `past.steps` steps
//! are its agreed start: they were played in another game, so this game's seals and dice do
//! not prove them. The receiving device compares them, and the start and rules they were
//! played from, with its own copy of the parent game when it has it (and refuses a start that
//! differs); otherwise the invitation says that its start was not checked, and the player
//! decides. A game begun before seats signed becomes, at its next link either way, a game whose
//! agreed start is its moves so far (no more steps than the copy has), with fresh dice; one
//! sealed in format 2 or 3 goes on, at its next link, as a game played on from its moves so far.
//!
//! # What is not protected
//!
//! A player who stops answering can hold the game up (nobody else can move for them); they
//! cannot change anything already sent. The roller sees their own roll as soon as the last
//! share arrives, before they move, as a player at a table sees the dice they just threw. Players
//! who collude can share their secrets; they still cannot choose or foresee an honest
//! player's rolls. A link is a bearer invitation: whoever opens an
//! invitation first takes its seat (the real player's device then refuses the game, a key for
//! their seat not being theirs, and the words differ).
//!

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
    derive_roll, hash16, Chain, DiceError, DiceLog, RollOf, Rolled, Seed, Shares, CHAIN_LENGTH,
};
pub use judge::{judge, Forgery, Known, Refusal, Replay, Verdict};
pub use link::{LinkError, Past, SeatHold, TurnLink, FORMAT, MAX_INFLATED, MAX_LINK};
pub use sign::{
    fingerprint, public_key, seal, Counts, HandKey, Seal, Transcript, FINGERPRINT_WORDS,
};
pub use text::{base64url_decode, base64url_encode, decode_component, encode_component};
