//! A game played with friends by link, for every game: which seats this device holds, the link
//! it owes after a move (sealed once, saved, and sent again as it was), the dice of a game that
//! rolls them (commit-reveal, so nobody can choose or predict a roll; the protocol is the
//! `turn-link` crate's), and reading a link into the game. Pure: random bytes come in with the
//! actions, so it is tested natively.

use turn_link::{Known, Refusal, Replay, Rolled, SeatHold, Seed, TurnLink, Verdict};

use super::{History, Playable, Player};

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

/// Takes bytes from the random pool handed in (zeros once it runs out: callers hand in plenty).
struct Pool<'a>(std::slice::Iter<'a, u8>);

impl Pool<'_> {
    fn take<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0u8; N];
        for b in &mut out {
            *b = self.0.next().copied().unwrap_or(0);
        }
        out
    }
}

impl<G: Playable> History<G> {
    /// The number of rolls each seat has made, and every roll as (step from 1, seat, numbers).
    pub fn rolls(&self) -> (Vec<u32>, Vec<Rolled>) {
        let seats = self.remote.as_ref().map_or(0, |r| r.seats.len());
        let mut made = vec![0u32; seats];
        let mut list = Vec::new();
        for (i, step) in self.steps().iter().enumerate() {
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

    /// Where the next roll of the seat to act comes from.
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
            .and_then(|seed| r.dice.next_roll(seed, made))
            .map_or(FairRoll::Waiting, FairRoll::Ready)
    }

    /// The seat the device's next link is for, if it owes one now: the seat to act is another
    /// device's, or this device's seat cannot roll before another's part arrives; and the link
    /// would bring something the last one did not.
    pub fn link_due(&self) -> Option<u8> {
        let r = self.remote.as_ref()?;
        let n = self.steps().len();
        let seat = G::to_act(&self.game, n);
        let to = match seat {
            Some(s) if !r.holds(s) => s as u8,
            Some(s) if G::DICE && self.roll_due() && self.fair_roll() == FairRoll::Waiting => {
                // The next seat after it that another device holds.
                let len = r.seats.len();
                (1..len).map(|k| (s + k) % len).find(|&o| !r.holds(o))? as u8
            }
            None if r.last_steps != n => {
                // The game is over: the last move still goes to the others.
                (0..r.seats.len()).find(|&o| !r.holds(o))? as u8
            }
            _ => return None,
        };
        let mut probe = self.clone();
        probe.seal(to, &[0; 512]);
        let changed = r.last.is_none()
            || r.last_steps != n
            || probe.remote.as_ref().map(|p| &p.dice) != Some(&r.dice);
        changed.then_some(to)
    }

    /// Whether the live game waits for a roll now (its next step must be one).
    fn roll_due(&self) -> bool {
        G::roll_due(&self.game)
    }

    /// Seals the link for seat `to`: a new link number; for a game with dice, this device's
    /// commitments, its reveals of the rolls made, and nonces for the other devices' seats
    /// (`random`: fresh random bytes, 16 a new seed and 8 a nonce). Saved with the game, so
    /// the link is sent again exactly as it was.
    pub fn seal(&mut self, to: u8, random: &[u8]) {
        let (made, _) = self.rolls();
        let record = G::record(&self.game);
        let n = self.steps().len();
        let last_mover = n.checked_sub(1).and_then(|i| G::to_act(&self.game, i));
        let Some(r) = self.remote.as_mut() else {
            return;
        };
        let mut pool = Pool(random.iter());
        let hop = r.hop + 1;
        let mine: Vec<u8> = (0..r.seats.len())
            .filter(|&s| r.holds(s))
            .map(|s| s as u8)
            .collect();
        let from = last_mover
            .filter(|&s| r.holds(s))
            .map(|s| s as u8)
            .or_else(|| mine.first().copied())
            .unwrap_or(0);
        if G::DICE {
            for &seat in &mine {
                if !r.seeds.iter().any(|s| s.seat == seat) {
                    r.seeds.push(Seed {
                        seat,
                        bytes: pool.take(),
                    });
                }
                let seed = *r.seeds.iter().find(|s| s.seat == seat).expect("just added");
                r.dice.commit(&seed, hop);
                r.dice
                    .reveal(&seed, made.get(usize::from(seat)).copied().unwrap_or(0));
            }
            let seats = r.seats.clone();
            r.dice.give_nonces(from, hop, &seats, &made, || pool.take());
        }
        let link = TurnLink {
            game: G::ID.to_string(),
            id: r.id.clone(),
            hop,
            from,
            to,
            seats: r.seats.clone(),
            dice: r.dice.clone(),
            record,
        };
        r.hop = hop;
        r.last = Some(link.to_fragment());
        r.last_to = to;
        r.last_steps = n;
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

/// The record of a link replayed by the game's rules: what `turn_link::judge` needs.
pub fn replay<G: Playable>(rules: &G::Rules, seats: usize) -> Replay {
    let steps = G::steps(rules);
    let mut replay = Replay {
        seats,
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
    let known = match have.and_then(|h| h.remote.as_ref().map(|r| (h, r))) {
        Some((h, r)) => {
            steps = h.steps().iter().map(|s| s.to_string()).collect();
            Some(Known {
                game: G::ID,
                hop: r.hop,
                steps: &steps,
                dice: &r.dice,
                seats: &r.seats,
                hand: r.hand,
            })
        }
        None => None,
    };
    turn_link::judge(link, &replay, known, G::DICE)
}

#[cfg(test)]
pub(crate) mod tests;
