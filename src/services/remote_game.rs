//! What a device keeps of a game played with friends by link (saved with the game, in the
//! save's `remote` field; a save without it is a game on this screen, as every save written
//! before remote play). The link's format, the seals and the dice protocol are the `turn-link`
//! crate's.
//!
//! Saves written before seats signed (no `past` field) still read back: such a game keeps its
//! record, and its old dice log and seeds are dropped (their rolls are in the record and were
//! checked when they came). Its next link, or the first signed link a friend sends for it,
//! makes its moves so far the agreed start of the game, and the dice start afresh.

use serde::{Deserialize, Serialize};
use turn_link::{DiceLog, HandKey, Past, Seal, SeatHold, Seed};

/// A remote game's part of a save.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(from = "Stored")]
pub struct RemoteGame {
    /// The remote game's id, the same on every device.
    pub id: String,
    /// The hand this device holds (0: it started the game).
    pub hand: u8,
    /// Who holds each seat.
    pub seats: Vec<SeatHold>,
    /// Each seat's name, as its game calls it ("South", "Amber").
    pub names: Vec<String>,
    /// The link format its seals were made in: a game sealed in format 2 (before the whole
    /// game was signed) goes on, at its next link, as a game played on from its moves so far.
    pub format: u32,
    /// Whether the last link this device took was for one of its seats: a device that took a
    /// link meant for another seat (passed round a group chat) answers nothing until it is
    /// its turn, so it gives no dice values nobody asked it for.
    pub addressed: bool,
    /// Whether the last link taken brought a key this device had not seen: Players' keys says
    /// so until this device sends its next link, so the new words are compared (it does not
    /// open by itself: the board would move).
    pub keys_new: bool,
    /// The dice log as this device knows it.
    pub dice: DiceLog,
    /// This device's secret dice seeds for its seats: never sent.
    pub seeds: Vec<Seed>,
    /// The last link this device sent (its fragment, without `#`), to send again.
    pub last: Option<String>,
    /// The seat the last link was for.
    pub last_to: u8,
    /// The number of steps the last link carried.
    pub last_steps: usize,
    /// The agreed start (`None`: a game begun before seats signed, whose start is fixed by the
    /// next signed link either way).
    pub past: Option<Past>,
    /// This device's private signing key for its hand: never sent.
    pub secret: Option<[u8; 32]>,
    /// The hands' public keys, in the order published.
    pub keys: Vec<HandKey>,
    /// Each hand's latest seal.
    pub seals: Vec<Seal>,
}

/// A save's `remote` as written by any version (the fields after `last_steps` came with seats
/// that sign).
#[derive(Deserialize)]
struct Stored {
    id: String,
    hand: u8,
    seats: Vec<SeatHold>,
    names: Vec<String>,
    /// Absent from saves written before the whole game was signed (format 2 and before).
    #[serde(default)]
    format: Option<u32>,
    #[serde(default)]
    addressed: Option<bool>,
    #[serde(default)]
    keys_new: bool,
    #[serde(default)]
    dice: DiceLog,
    #[serde(default)]
    seeds: Vec<Seed>,
    #[serde(default)]
    last: Option<String>,
    #[serde(default)]
    last_to: u8,
    #[serde(default)]
    last_steps: usize,
    #[serde(default)]
    past: Option<Past>,
    #[serde(default)]
    secret: Option<[u8; 32]>,
    #[serde(default)]
    keys: Vec<HandKey>,
    #[serde(default)]
    seals: Vec<Seal>,
}

impl From<Stored> for RemoteGame {
    fn from(s: Stored) -> RemoteGame {
        let signed = s.past.is_some();
        RemoteGame {
            id: s.id,
            hand: s.hand,
            seats: s.seats,
            names: s.names,
            format: s.format.unwrap_or(2),
            addressed: s.addressed.unwrap_or(true),
            keys_new: s.keys_new,
            // A game begun before seats signed: its old dice are dropped and its next link is
            // a signed one.
            dice: if signed { s.dice } else { DiceLog::default() },
            seeds: if signed { s.seeds } else { Vec::new() },
            last: if signed { s.last } else { None },
            last_to: s.last_to,
            last_steps: if signed { s.last_steps } else { 0 },
            past: s.past,
            secret: s.secret,
            keys: s.keys,
            seals: s.seals,
        }
    }
}

/// One hand's key in words, for the players' keys panel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandWords {
    /// The seats it holds, named ("Blue and Green").
    pub seats: String,
    /// Whether it is this device's.
    pub yours: bool,
    /// Its key's words (`None`: no link of that hand has come, or this device sent none yet).
    pub words: Option<String>,
}

/// The most forks of one game a device keeps: a flood of fork links cannot fill its storage.
pub const MAX_FORKS: usize = 3;

impl RemoteGame {
    /// A new game by link (`id`), no link sent yet.
    pub fn new(id: String, hand: u8, seats: Vec<SeatHold>, names: Vec<String>) -> RemoteGame {
        RemoteGame {
            id,
            hand,
            seats,
            names,
            format: turn_link::FORMAT,
            addressed: true,
            keys_new: false,
            dice: DiceLog::default(),
            seeds: Vec::new(),
            last: None,
            last_to: 0,
            last_steps: 0,
            past: Some(Past::default()),
            secret: None,
            keys: Vec::new(),
            seals: Vec::new(),
        }
    }

    /// The game played on by link from this one's first `steps` steps, under `id`: a game of
    /// its own whose start is those steps, with fresh dice, keys and seals (nothing of this
    /// game's dice can be reused in it), and whose next link invites the friends to it.
    pub fn played_on(&self, id: String, steps: usize) -> RemoteGame {
        let mut next = RemoteGame::new(id, self.hand, self.seats.clone(), self.names.clone());
        next.past = Some(Past {
            steps: steps as u32,
            parent: Some(self.id.clone()),
        });
        next
    }

    /// A seat's name (`Seat 3` for one the game did not name).
    pub fn name(&self, seat: usize) -> String {
        self.names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("Seat {seat}"))
    }

    /// Whether this device holds a seat.
    pub fn holds(&self, seat: usize) -> bool {
        self.seats.get(seat).is_some_and(|s| s.hand == self.hand)
    }

    /// Every hand's key as the players compare it, this device's own included (its key is
    /// made with its first link: `None` until then, and for a hand whose first link has not
    /// come yet).
    pub fn players_keys(&self) -> Vec<HandWords> {
        let mut hands: Vec<u8> = self.seats.iter().map(|s| s.hand).collect();
        hands.dedup();
        hands.sort_unstable();
        hands.dedup();
        hands
            .into_iter()
            .map(|hand| {
                let key = match (hand == self.hand, self.secret) {
                    (true, Some(secret)) => Some(turn_link::public_key(&secret)),
                    _ => self.keys.iter().find(|k| k.hand == hand).map(|k| k.key),
                };
                HandWords {
                    seats: self.seats_of(hand),
                    yours: hand == self.hand,
                    words: key.map(|k| turn_link::fingerprint(&k)),
                }
            })
            .collect()
    }

    /// The names of the seats a hand holds ("Blue and Green").
    fn seats_of(&self, hand: u8) -> String {
        let seats: Vec<String> = (0..self.seats.len())
            .filter(|&s| self.seats[s].hand == hand)
            .map(|s| self.name(s))
            .collect();
        seats.join(" and ")
    }

    /// Each hand's key fingerprint in words, named by the seats it holds ("Blue": "otter maple
    /// ruby comet frost ..."), for the players to compare.
    pub fn fingerprints(&self) -> Vec<(String, String)> {
        self.keys
            .iter()
            .map(|k| (self.seats_of(k.hand), turn_link::fingerprint(&k.key)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A save's `remote` as the app wrote it before seats signed (a Sandships game by link with
    /// its dice log of format 1).
    const BEFORE_SIGNING: &str = r#"{"id":"g1","hand":0,"seats":[{"hand":0,"computer":null},{"hand":1,"computer":null}],"names":["Blue","Amber"],"hop":4,"dice":{"chains":[{"seat":0,"hop":1,"head":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16],"reveal":null}],"nonces":[{"seat":0,"from":1,"hop":2,"value":[1,1,1,1,1,1,1,1]}]},"seeds":[{"seat":0,"bytes":[3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3]}],"last":"turn=1&g=sandships","last_to":1,"last_steps":6}"#;

    #[test]
    fn a_save_from_before_seats_signed_reads_back_with_fresh_dice() {
        let r: RemoteGame = serde_json::from_str(BEFORE_SIGNING).unwrap();
        assert_eq!((r.id.as_str(), r.hand, r.format), ("g1", 0, 2));
        assert_eq!(r.names, vec!["Blue", "Amber"]);
        assert_eq!(r.past, None, "its start is fixed by the next signed link");
        assert!(r.dice.is_empty() && r.seeds.is_empty() && r.last.is_none());
        assert!(r.keys.is_empty() && r.secret.is_none());
    }

    #[test]
    fn a_save_round_trips() {
        let mut r = RemoteGame::new("g2".into(), 1, Vec::new(), vec!["A".into()]);
        r.secret = Some([9; 32]);
        r.seeds.push(Seed {
            seat: 1,
            bytes: [4; 16],
        });
        let text = serde_json::to_string(&r).unwrap();
        assert_eq!(serde_json::from_str::<RemoteGame>(&text).unwrap(), r);
    }
}
