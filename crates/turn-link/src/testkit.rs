//! A table of honest devices playing a small game by link, for this crate's tests, its property
//! tests and its fuzz target (feature `testkit`): each [`Device`] keeps its own copy and seals
//! and reads links as the app does (`src/history/remote.rs`), and the game is small enough to
//! replay here: turns go round the seats; in a game with dice a turn is `roll a b c` (the fair
//! roll) then `move N`, without dice only `move N`.

use crate::dice::{derive_roll, DiceLog, RollOf, Rolled, Seed};
use crate::judge::{judge, Known, Refusal, Replay, Verdict};
use crate::link::{Past, SeatHold, TurnLink};
use crate::sign::{HandKey, Seal};

/// The small game's name in its links.
pub const GAME: &str = "testkit";

/// Replays a record of the small game: its header (lines `# ...`, what its start is: `# score
/// 20` gives a seat points), then one step a line; a header line `# rolled` starts it with dice
/// on the table. `None`: a step out of turn or unreadable.
pub fn replay(record: &str, seats: usize, dice: bool) -> Option<Replay> {
    let (header, steps): (Vec<&str>, Vec<&str>) = record
        .lines()
        .filter(|l| !l.is_empty())
        .partition(|l| l.starts_with('#'));
    let steps: Vec<String> = steps.into_iter().map(str::to_string).collect();
    let per_turn = if dice { 2 } else { 1 };
    let mut r = Replay {
        seats,
        start: header.join("\n"),
        start_rolled: header.contains(&"# rolled"),
        ..Replay::default()
    };
    for (i, step) in steps.iter().enumerate() {
        let seat = ((i / per_turn) % seats) as u8;
        let words: Vec<&str> = step.split(' ').collect();
        match (dice && i % 2 == 0, words.as_slice()) {
            (true, ["roll", a, b, c]) => {
                let n = |t: &str| t.parse::<u8>().ok().filter(|&n| n < 6);
                r.rolls.push((i + 1, seat, [n(a)?, n(b)?, n(c)?]));
            }
            (false, ["move", n]) if n.parse::<u32>().is_ok() => {}
            _ => return None,
        }
        r.actors.push(seat);
    }
    r.steps = steps;
    r.to_act = Some(((r.steps.len() / per_turn) % seats) as u8);
    Some(r)
}

/// One device at the table.
#[derive(Clone, Debug)]
pub struct Device {
    /// Its hand.
    pub hand: u8,
    /// Who holds each seat.
    pub seats: Vec<SeatHold>,
    /// Whether the game rolls dice.
    pub dice_game: bool,
    /// Its private key.
    pub secret: [u8; 32],
    /// Its dice seeds.
    pub seeds: Vec<Seed>,
    /// Its copy: the game's id, steps, dice, keys, latest seals, the highest link number, the
    /// agreed start.
    pub id: String,
    /// The steps.
    pub steps: Vec<String>,
    /// The dice log.
    pub dice: DiceLog,
    /// The keys.
    pub keys: Vec<HandKey>,
    /// The latest seal of each hand.
    pub seals: Vec<Seal>,
    /// Its start (the record's header).
    pub start: String,
    /// The agreed start.
    pub past: Past,
    /// Whether it has the game (a device that only has an invitation to read has not).
    pub has_game: bool,
}

impl Device {
    /// Hand `hand` of a game with these hands per seat; `salt` makes its secrets its own.
    pub fn new(hand: u8, hands: &[u8], dice_game: bool, salt: u8) -> Device {
        let seats: Vec<SeatHold> = hands
            .iter()
            .map(|&hand| SeatHold {
                hand,
                computer: None,
            })
            .collect();
        let seeds = (0..hands.len() as u8)
            .filter(|&s| hands[usize::from(s)] == hand)
            .map(|seat| Seed {
                seat,
                bytes: [seat.wrapping_mul(17) ^ salt ^ hand.wrapping_mul(5); 16],
            })
            .collect();
        Device {
            hand,
            seats,
            dice_game,
            secret: [hand.wrapping_add(1) ^ salt.wrapping_mul(3); 32],
            seeds,
            id: "game".into(),
            steps: Vec::new(),
            dice: DiceLog::default(),
            keys: Vec::new(),
            seals: Vec::new(),
            start: String::new(),
            past: Past::default(),
            has_game: hand == 0,
        }
    }

    fn replayed(&self) -> Replay {
        replay(&self.steps.join("\n"), self.seats.len(), self.dice_game).expect("own game")
    }

    /// Each seat's rolls so far.
    pub fn made(&self) -> Vec<u32> {
        let mut made = vec![0u32; self.seats.len()];
        for (_, seat, _) in self.replayed().rolls {
            made[usize::from(seat)] += 1;
        }
        made
    }

    /// The seat to act.
    pub fn to_act(&self) -> u8 {
        self.replayed().to_act.unwrap_or(0)
    }

    /// Whether this device holds the seat to act.
    pub fn holds_turn(&self) -> bool {
        self.seats[usize::from(self.to_act())].hand == self.hand
    }

    /// Plays the seat to act's turn (its fair roll first): `false` if it cannot roll yet.
    pub fn play_turn(&mut self, choice: u32) -> bool {
        let seat = self.to_act();
        if self.dice_game {
            let made = self.made()[usize::from(seat)];
            let Some(seed) = self.seeds.iter().find(|s| s.seat == seat) else {
                return false;
            };
            let Some(n) = self.dice.next_roll(&self.id, &self.seats, seed, made) else {
                return false;
            };
            self.steps.push(format!("roll {} {} {}", n[0], n[1], n[2]));
        }
        self.steps.push(format!("move {choice}"));
        true
    }

    /// Seals the link for seat `to`, as `History::seal` does: the hand's chains, reveals and
    /// shares, its key and its seal.
    pub fn send(&mut self, to: u8) -> TurnLink {
        let made = self.made();
        let from = (0..self.seats.len() as u8)
            .find(|&s| self.seats[usize::from(s)].hand == self.hand)
            .unwrap_or(0);
        if self.dice_game {
            for seed in self.seeds.clone() {
                self.dice.commit(self.hand, &seed);
                self.dice.reveal(&seed, made[usize::from(seed.seat)]);
            }
            if let Some(first) = self.seeds.first().copied() {
                let seats = self.seats.clone();
                self.dice.give_shares(self.hand, &first, &seats, &made);
            }
        }
        let mut record = self.start.clone();
        for step in &self.steps {
            record.push('\n');
            record.push_str(step);
        }
        let mut link = TurnLink {
            format: crate::FORMAT,
            game: GAME.into(),
            id: self.id.clone(),
            from,
            to,
            seats: self.seats.clone(),
            past: self.past.clone(),
            keys: self.keys.clone(),
            seals: self.seals.clone(),
            dice: self.dice.clone(),
            record,
        };
        link.sign(&self.secret, self.hand, &self.start, &self.steps);
        self.keys = link.keys.clone();
        self.seals = link.seals.clone();
        self.has_game = true;
        link
    }

    /// Reads a link: the verdict, and on an invitation or update its state becomes this
    /// device's copy.
    pub fn receive(&mut self, link: &TurnLink) -> Result<Verdict, Refusal> {
        let replay =
            replay(&link.record, link.seats.len(), self.dice_game).ok_or(Refusal::IllegalMove {
                reason: "not a move of the small game".into(),
            })?;
        let known = self.has_game.then_some(Known {
            game: GAME,
            start: &self.start,
            steps: &self.steps,
            dice: &self.dice,
            seats: &self.seats,
            hand: self.hand,
            past: Some(&self.past),
            keys: &self.keys,
        });
        let verdict = judge(link, &replay, known, self.dice_game)?;
        if matches!(verdict, Verdict::Invitation | Verdict::Update { .. }) {
            self.id = link.id.clone();
            self.start = replay.start;
            self.steps = replay.steps;
            self.dice = link.dice.merged(&self.dice);
            self.keys = link.keys.clone();
            self.seals = link.seals.clone();
            self.past = link.past.clone();
            self.has_game = true;
        }
        Ok(verdict)
    }

    /// Every roll in its copy.
    pub fn rolls(&self) -> Vec<Rolled> {
        self.replayed().rolls
    }
}

/// A table of devices, one a hand, playing by the protocol: each link goes to the next seat
/// to act (or, when a roll waits for a share, to the hand it waits on), `turns` turns in all. Returns
/// the devices and every link sent, in order.
pub fn play(hands: &[u8], dice: bool, turns: usize, salt: u8) -> (Vec<Device>, Vec<TurnLink>) {
    let (devices, links, _) = play_recorded(hands, dice, turns, salt);
    (devices, links)
}

/// [`play`], with each link's receiver as it was just before it took that link.
pub fn play_recorded(
    hands: &[u8],
    dice: bool,
    turns: usize,
    salt: u8,
) -> (Vec<Device>, Vec<TurnLink>, Vec<Device>) {
    let count = usize::from(*hands.iter().max().unwrap_or(&0)) + 1;
    let mut devices: Vec<Device> = (0..count as u8)
        .map(|h| Device::new(h, hands, dice, salt))
        .collect();
    let mut links = Vec::new();
    let mut before = Vec::new();
    let mut holder = 0usize;
    let mut played = 0;
    let mut guard = 0;
    while played < turns && guard < turns * 4 + 8 {
        guard += 1;
        let d = &mut devices[holder];
        if d.holds_turn() && d.play_turn(played as u32 % 7) {
            played += 1;
            if d.holds_turn() {
                continue;
            }
        }
        let next_seat = next_seat(d, hands);
        let link = d.send(next_seat);
        holder = usize::from(hands[usize::from(next_seat)]);
        before.push(devices[holder].clone());
        devices[holder]
            .receive(&link)
            .unwrap_or_else(|e| panic!("an honest link is refused: {e}"));
        links.push(link);
    }
    (devices, links, before)
}

/// Where a device's link goes: while some hand has not committed its dice, to the next such
/// hand round the table; while the seat to act waits on a share, to the next hand it waits on
/// (after this device's own part); else to the seat to act.
pub fn next_seat(d: &Device, hands: &[u8]) -> u8 {
    let round: Vec<usize> = (1..hands.len())
        .map(|k| (usize::from(d.to_act()) + k) % hands.len())
        .filter(|&s| hands[s] != d.hand)
        .collect();
    if d.dice_game {
        let mut dice = d.dice.clone();
        for seed in &d.seeds {
            dice.commit(d.hand, seed);
        }
        if let Some(first) = d.seeds.first() {
            dice.give_shares(d.hand, first, &d.seats, &d.made());
        }
        if let Some(&s) = round.iter().find(|&&s| dice.chain(s as u8).is_none()) {
            return s as u8;
        }
        let to_act = d.to_act();
        let made = d.made()[usize::from(to_act)];
        let waits = dice.waits_on(&d.seats, to_act, made);
        if let Some(&s) = round.iter().find(|&&s| waits.contains(&hands[s])) {
            return s as u8;
        }
    }
    d.to_act()
}

/// What a cheat grinds offline: a share that, put at `at` among the other hands' shares
/// (`others`, in hand order), makes the roll of `of` with chain value `secret` three Winds
/// (`[5, 5, 5]`, about 216 tries).
pub fn grind_share(of: RollOf<'_>, secret: &[u8; 16], others: &[[u8; 16]], at: usize) -> [u8; 16] {
    (0u64..)
        .map(|i| {
            let mut v = [0u8; 16];
            v[..8].copy_from_slice(&i.to_le_bytes());
            v
        })
        .find(|v| {
            let mut shares = others.to_vec();
            shares.insert(at, *v);
            derive_roll(of, secret, &shares) == [5, 5, 5]
        })
        .expect("some share gives it")
}
