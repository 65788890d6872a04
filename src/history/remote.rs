//! A game played with friends by link, for every game: which seats this device holds, the link
//! it owes after a move (sealed once, signed with this hand's key, saved, and sent again as it
//! was), the dice of a game that rolls them (commit-reveal, so nobody can choose or predict a
//! roll; the protocol is the `turn-link` crate's), and reading a link into the game. Pure:
//! random bytes come in with the actions, so it is tested natively; a random source that failed
//! (too few bytes, or only zeros) seals nothing and says so.

use turn_link::{DiceLog, Known, Past, Refusal, Replay, Rolled, SeatHold, Seed, TurnLink, Verdict};

use super::{History, Playable, Player};

#[cfg(test)]
mod fake_game;
mod receive;
#[cfg(test)]
mod tests;
pub use receive::{receive, receive_in, start_remote, Context};

/// Where a remote game's next roll comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FairRoll {
    /// Not a remote game: the device's own random dice.
    Local,
    /// These numbers (0-5), derived from the committed and the given values.
    Ready([u8; 3]),
    /// The other players' part has not arrived yet: send the link and wait.
    Waiting,
}

/// The seats of a new remote game: this device (hand 0... or the first seat it holds) holds
/// the seats of people and the computer, and each friend's seat is a hand of its own.
pub fn seat_holds(players: &[Player]) -> Vec<SeatHold> {
    let host = players
        .iter()
        .position(|p| *p != Player::Friend)
        .unwrap_or(0) as u8;
    players
        .iter()
        .enumerate()
        .map(|(i, p)| match p {
            Player::Friend => SeatHold {
                hand: i as u8,
                computer: None,
            },
            Player::Human => SeatHold {
                hand: host,
                computer: None,
            },
            Player::Computer(level) => SeatHold {
                hand: host,
                computer: Some(*level),
            },
        })
        .collect()
}

/// Who sits where, as a device holding `hand` sees the seats.
pub fn players_for(seats: &[SeatHold], hand: u8) -> Vec<Player> {
    seats
        .iter()
        .map(|s| match (s.hand == hand, s.computer) {
            (false, _) => Player::Friend,
            (true, None) => Player::Human,
            (true, Some(level)) => Player::Computer(level),
        })
        .collect()
}

/// Takes bytes from the random pool handed in (`None` once it runs out).
struct Pool<'a>(std::slice::Iter<'a, u8>);

impl Pool<'_> {
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let mut out = [0u8; N];
        for b in &mut out {
            *b = *self.0.next()?;
        }
        Some(out)
    }
}

/// What a seal says when the browser's random source failed.
pub const RANDOM_FAILED: &str = "No link was made: this browser's random source did not answer, and your dice and your signature need it. Try again; if it keeps failing, use another browser.";

/// What a game saved by an earlier version says when its turn not yet sent is taken back.
pub const OLD_DICE_TAKEN_BACK: &str = "This game was saved by an earlier version of the app, whose dice your friends' devices can no longer check. It goes on as the same game with fresh dice: your turn not yet sent was taken back, so roll again once your friends' part of the new dice arrives.";

/// Whether random bytes look like a source that answered: enough of them and not all zero (a
/// source that failed leaves its buffer as it was).
fn random_ok(random: &[u8], needed: usize) -> bool {
    random.len() >= needed && random.iter().any(|&b| b != 0)
}

impl<G: Playable> History<G> {
    /// The number of rolls each seat has made in this game by link, and each of those rolls as
    /// (step from 1, seat, numbers): the rolls of its agreed start (`Past`) are not its own.
    pub fn rolls(&self) -> (Vec<u32>, Vec<Rolled>) {
        let seats = self.remote.as_ref().map_or(0, |r| r.seats.len());
        let start = self.remote.as_ref().and_then(|r| r.past.as_ref());
        let start = start.map_or(0, |p| p.steps as usize);
        let mut made = vec![0u32; seats];
        let mut list = Vec::new();
        for (i, step) in self.steps().iter().enumerate().skip(start) {
            if let (Some(numbers), Some(seat)) = (G::rolled(step), G::to_act(&self.game, i)) {
                if let Some(m) = made.get_mut(seat) {
                    *m += 1;
                }
                list.push((i + 1, seat as u8, numbers));
            }
        }
        (made, list)
    }

    /// Whether this device holds the seat to act in the live game (a game on one screen: any
    /// seat it has).
    pub fn holds_seat_to_act(&self) -> bool {
        match (&self.remote, G::to_act(&self.game, self.steps().len())) {
            (Some(r), Some(seat)) => r.holds(seat),
            (None, Some(_)) => true,
            (_, None) => false,
        }
    }

    /// Where the next roll of the seat to act comes from. No seat rolls before every seat has
    /// committed its dice, so every friend has joined before the first roll.
    pub fn fair_roll(&self) -> FairRoll {
        let Some(r) = &self.remote else {
            return FairRoll::Local;
        };
        let Some(seat) = G::to_act(&self.game, self.steps().len()) else {
            return FairRoll::Waiting;
        };
        let (made, _) = self.rolls();
        let made = made.get(seat).copied().unwrap_or(0);
        r.seeds
            .iter()
            .find(|s| usize::from(s.seat) == seat)
            .and_then(|seed| r.dice.next_roll(&r.id, &r.seats, seed, made))
            .map_or(FairRoll::Waiting, FairRoll::Ready)
    }

    /// The first seat after `seat`, round the table, of another device whose dice are not
    /// committed yet, or else whose share the roll of the seat to act waits on, as this
    /// device's next link leaves the dice (games with dice only): the next link goes there
    /// until every hand has joined and every share of the next roll is in.
    fn dice_owed_after(&self, seat: usize, dice: &DiceLog) -> Option<u8> {
        let r = self.remote.as_ref()?;
        let len = r.seats.len();
        let round = || (1..len).map(|k| (seat + k) % len).filter(|&o| !r.holds(o));
        if !G::DICE {
            return None;
        }
        if let Some(o) = round().find(|&o| dice.chain(o as u8).is_none()) {
            return Some(o as u8);
        }
        if !dice.all_committed(&r.seats) {
            // Only `seat` itself has still to join: the link goes there.
            return None;
        }
        let to_act = G::to_act(&self.game, self.steps().len())?;
        let (made, _) = self.rolls();
        let made = made.get(to_act).copied().unwrap_or(0);
        let waits = dice.waits_on(&r.seats, to_act as u8, made);
        round()
            .find(|&o| waits.contains(&r.seats[o].hand) && o != to_act)
            .map(|o| o as u8)
    }

    /// The seat the device's next link is for, if it owes one now: the seat to act is another
    /// device's, or this device's seat cannot roll before another's part arrives; the link
    /// would bring something the last one did not; and the last link it took was for one of
    /// its seats, or it has moved since, or it is its turn.
    pub fn link_due(&self) -> Option<u8> {
        let r = self.remote.as_ref()?;
        let n = self.steps().len();
        let own_unsent =
            (r.last_steps.min(n)..n).any(|i| G::to_act(&self.game, i).is_some_and(|s| r.holds(s)));
        if !r.addressed && !own_unsent && !self.holds_seat_to_act() {
            // It took a link meant for another seat: nothing of its own to send.
            return None;
        }
        let seat = G::to_act(&self.game, n);
        // The dice this device's next link would carry (its seeds drawn from a stand-in pool:
        // only what is already committed matters here): some thousand hashes, so made only
        // where a link may be due, not on every render of the player's own turn.
        let dice = std::cell::OnceCell::new();
        let dice = || {
            dice.get_or_init(|| match G::DICE {
                true => {
                    let mut pool = Pool([1u8; 512].iter());
                    let seeds = self.seeds_for_seal(&mut pool).unwrap_or_default();
                    self.next_dice(&seeds).unwrap_or_default()
                }
                false => DiceLog::default(),
            })
        };
        let to = match seat {
            Some(s) if !r.holds(s) => self.dice_owed_after(s, dice()).unwrap_or(s as u8),
            Some(s) if G::DICE && self.roll_due() && self.fair_roll() == FairRoll::Waiting => {
                // The next seat after it that another device holds.
                let len = r.seats.len();
                let next = (1..len).map(|k| (s + k) % len).find(|&o| !r.holds(o))? as u8;
                self.dice_owed_after(s, dice()).unwrap_or(next)
            }
            None if r.last_steps != n => {
                // The game is over: the last move still goes to the others.
                (0..r.seats.len()).find(|&o| !r.holds(o))? as u8
            }
            _ => return None,
        };
        let changed = r.last.is_none() || r.last_steps != n || G::DICE && *dice() != r.dice;
        changed.then_some(to)
    }

    /// Whether the live game waits for a roll now (its next step must be one).
    fn roll_due(&self) -> bool {
        G::roll_due(&self.game)
    }

    /// The dice log the next link carries (`seeds`: this device's, its first seat's first):
    /// its commitments, the reveals of its rolls, and its shares in the other devices' next
    /// rolls once every hand has committed.
    fn next_dice(&self, seeds: &[Seed]) -> Option<DiceLog> {
        let r = self.remote.as_ref()?;
        let (made, _) = self.rolls();
        let mut dice = r.dice.clone();
        for seed in seeds {
            dice.commit(r.hand, seed);
            dice.reveal(seed, made.get(usize::from(seed.seat)).copied().unwrap_or(0));
        }
        if let Some(first) = seeds.first() {
            dice.give_shares(r.hand, first, &r.seats, &made);
        }
        Some(dice)
    }

    /// This device's seed for each of its seats in seat order, new ones drawn from `pool`.
    fn seeds_for_seal(&self, pool: &mut Pool<'_>) -> Option<Vec<Seed>> {
        let r = self.remote.as_ref()?;
        let mut seeds = Vec::new();
        for seat in (0..r.seats.len()).filter(|&s| r.holds(s)) {
            let seat = seat as u8;
            match r.seeds.iter().find(|s| s.seat == seat) {
                Some(seed) => seeds.push(*seed),
                None => seeds.push(Seed {
                    seat,
                    bytes: pool.take()?,
                }),
            }
        }
        Some(seeds)
    }

    /// The seat a link of this device names as its sender: the last mover if it is this
    /// device's, or else its first seat.
    fn sender_seat(&self) -> u8 {
        let Some(r) = &self.remote else { return 0 };
        let n = self.steps().len();
        n.checked_sub(1)
            .and_then(|i| G::to_act(&self.game, i))
            .filter(|&s| r.holds(s))
            .or_else(|| (0..r.seats.len()).find(|&s| r.holds(s)))
            .unwrap_or(0) as u8
    }

    /// Seals the link for seat `to`: for a game with dice, this device's commitments, its
    /// reveals of the rolls made, and its shares in the other devices' next rolls; this hand's
    /// key (made on its first link) and its seal over the whole game. `random`: fresh random
    /// bytes (32 a key, 16 a seed); a source that failed seals nothing
    /// and leaves [`RANDOM_FAILED`] as the notice. Saved with the game, so the link is sent
    /// again exactly as it was.
    pub fn seal(&mut self, to: u8, random: &[u8]) {
        if !self.leave_old_format() {
            return;
        }
        let Some(r) = &self.remote else { return };
        let seats = r.seats.len();
        if !random_ok(random, 32 + 16 * seats) {
            self.notice = Some(RANDOM_FAILED.into());
            return;
        }
        let mut pool = Pool(random.iter());
        let secret = r.secret.or_else(|| pool.take());
        let seeds = match G::DICE {
            true => self.seeds_for_seal(&mut pool),
            false => Some(Vec::new()),
        };
        let dice = match (G::DICE, &seeds) {
            (true, Some(seeds)) => self.next_dice(seeds),
            _ => Some(DiceLog::default()),
        };
        let (Some(secret), Some(seeds), Some(dice)) = (secret, seeds, dice) else {
            self.notice = Some(RANDOM_FAILED.into());
            return;
        };
        let from = self.sender_seat();
        let replay = replay::<G>(&self.game, seats);
        let n = replay.steps.len();
        let record = G::game_record(&self.game);
        let Some(r) = self.remote.as_mut() else {
            return;
        };
        // A game begun before seats signed: its moves so far become its agreed start.
        let past = r.past.get_or_insert(Past {
            steps: n as u32,
            parent: None,
        });
        let mut link = TurnLink {
            format: turn_link::FORMAT,
            game: G::ID.to_string(),
            id: r.id.clone(),
            from,
            to,
            seats: r.seats.clone(),
            past: past.clone(),
            keys: r.keys.clone(),
            seals: r.seals.clone(),
            dice,
            record,
        };
        link.sign(&secret, r.hand, &replay.start, &replay.steps);
        r.secret = Some(secret);
        r.seeds = seeds;
        r.dice = link.dice.clone();
        r.keys = link.keys.clone();
        r.seals = link.seals.clone();
        r.keys_new = false;
        r.last = Some(link.to_fragment());
        r.last_to = to;
        r.last_steps = n;
    }

    /// A game whose links were sealed in an earlier format (2, whose seals did not cover its
    /// start, or 3, whose rolls took one other hand's nonce): it goes on as a game played on
    /// from its moves so far (fresh dice, keys and seals), which the friends' devices check
    /// against their copies. A roll of its own not sent yet was made with the old dice, which
    /// the new game cannot prove: that turn is taken back, to be rolled again fairly, and
    /// nothing is sealed now (`false`; the link then due is the new game's first).
    fn leave_old_format(&mut self) -> bool {
        let Some(r) = &self.remote else { return true };
        if r.format >= turn_link::FORMAT || r.seals.is_empty() {
            return true;
        }
        // Its start is what the friends have: its own moves since its last link come after it,
        // signed in the new game.
        let own = |i: usize| G::to_act(&self.game, i).is_some_and(|s| r.holds(s));
        let mut start = self.steps().len();
        while start > r.last_steps && own(start - 1) {
            start -= 1;
        }
        let rolled_unsent = self.steps()[start..]
            .iter()
            .any(|step| G::rolled(step).is_some());
        if let Some(r) = self.remote.as_mut() {
            let mut next = r.played_on(format!("{}.{}", r.id, turn_link::FORMAT), start);
            next.secret = r.secret;
            *r = next;
        }
        if rolled_unsent {
            self.game = G::cut(&self.game, start);
            self.redo.clear();
            self.cursor = None;
            self.notice = Some(OLD_DICE_TAKEN_BACK.into());
        }
        !rolled_unsent
    }

    /// What the last link sealed brings its receiver, in words for the "Send your move" panel.
    pub fn link_purpose(&self) -> String {
        let Some(r) = &self.remote else {
            return String::new();
        };
        let to = usize::from(r.last_to);
        let acting = G::to_act(&self.game, r.last_steps).unwrap_or(to);
        if r.holds(acting) {
            "their device adds its part of your dice, then they send it back".into()
        } else if acting != to && G::DICE && r.dice.chain(r.last_to).is_none() {
            "their device joins the game's dice before anyone rolls, then they send it on".into()
        } else if acting != to && G::DICE {
            format!(
                "their device adds its part of {}'s dice, then they send it on",
                r.name(acting)
            )
        } else {
            "it is their turn".into()
        }
    }

    /// Whose turn, in words, for the saved-games list: "your move", "waiting for Amber".
    pub fn remote_status(&self) -> Option<String> {
        let r = self.remote.as_ref()?;
        Some(match G::to_act(&self.game, self.steps().len()) {
            None => "played by link, over".into(),
            Some(s)
                if r.holds(s)
                    && self.fair_roll() == FairRoll::Waiting
                    && G::DICE
                    && self.roll_due() =>
            {
                format!("waiting for {}'s dice", r.name(usize::from(r.last_to)))
            }
            Some(s) if r.holds(s) => "your move".into(),
            Some(s) => format!("waiting for {}", r.name(s)),
        })
    }

    /// Whether undo may take back the last step of a remote game: only this device's own, on
    /// its own turn (what was sent is never taken back).
    pub fn remote_undo_allowed(&self) -> bool {
        let Some(r) = &self.remote else {
            return true;
        };
        let n = self.steps().len();
        let own = |i: usize| G::to_act(&self.game, i).is_some_and(|s| r.holds(s));
        n > 0 && own(n) && own(n - 1) && r.last_steps < n
    }
}

/// A game's start as its links sign it: the record of its start with only the game's own
/// tags (position, rule options, teams, first seat, variant), in the rules engine's words.
pub fn start_text<G: Playable>(rules: &G::Rules) -> String {
    G::game_record(&G::cut(rules, 0))
}

/// The record of a link replayed by the game's rules: what `turn_link::judge` needs.
pub fn replay<G: Playable>(rules: &G::Rules, seats: usize) -> Replay {
    let steps = G::steps(rules);
    let start = G::cut(rules, 0);
    let mut replay = Replay {
        seats,
        start: G::game_record(&start),
        // A game with dice starts waiting for a roll, or a roll nobody made fairly is on the
        // table.
        start_rolled: G::DICE && G::to_act(&start, 0).is_some() && !G::roll_due(&start),
        to_act: G::to_act(rules, steps.len()).map(|s| s as u8),
        ..Replay::default()
    };
    for (i, step) in steps.iter().enumerate() {
        let actor = G::to_act(rules, i).unwrap_or(0) as u8;
        replay.steps.push(step.to_string());
        replay.actors.push(actor);
        if let Some(numbers) = G::rolled(step) {
            replay.rolls.push((i + 1, actor, numbers));
        }
    }
    replay
}

/// What a link does to a device's copy of its game (`have`, if it has one): the verdict, or
/// the refusal. The record is checked by the game's rules first.
pub fn judge_link<G: Playable>(
    link: &TurnLink,
    rules: &G::Rules,
    have: Option<&History<G>>,
) -> Result<Verdict, Refusal> {
    let replay = replay::<G>(rules, link.seats.len());
    let steps: Vec<String>;
    let start: String;
    let known = match have.and_then(|h| h.remote.as_ref().map(|r| (h, r))) {
        Some((h, r)) => {
            steps = h.steps().iter().map(|s| s.to_string()).collect();
            start = start_text::<G>(&h.game);
            Some(Known {
                game: G::ID,
                start: &start,
                steps: &steps,
                dice: &r.dice,
                seats: &r.seats,
                hand: r.hand,
                past: r.past.as_ref(),
                keys: &r.keys,
            })
        }
        None => None,
    };
    turn_link::judge(link, &replay, known, G::DICE)
}
