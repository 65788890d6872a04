//! An independent reference for the rules: a deliberately naive implementation written straight
//! from SANDSHIPS.md, sharing nothing with the engine but the state text and action text formats
//! (which it reads and writes itself). On thousands of states reached by random play with 2, 3
//! and 4 players under every combination of options, mid-turn states included, the set of legal
//! action texts must be equal, and so must the state text after every one of those actions
//! (and after rolls): dice, turn passing, eliminations and who won.
//!
//! Where SANDSHIPS.md leaves a choice, the reference takes the readings the crate documents
//! (crate docs, "Readings"), each marked `Reading:` below. The general rule "a performance that
//! would leave the position exactly as it was is not a performance" is applied literally, by
//! comparing the position before and after every candidate, not by naming the swap of two
//! identical ships.

// The reference is written with plain index loops over cities, owners, sizes and ports, as the
// page describes them.
#![allow(clippy::needless_range_loop)]

use sandships::{Action, Options, Roll, State};

// ---------------------------------------------------------------------------------------------
// The board, from the page

const CITIES: [&str; 5] = ["NW", "NE", "SE", "SW", "C"];
const PORTS: [&str; 16] = [
    "NW7", "NW8", "NE1", "NE2", "SE3", "SE4", "SW5", "SW6", "C1", "C2", "C3", "C4", "C5", "C6",
    "C7", "C8",
];
const SIZE_LETTERS: [char; 4] = ['?', 's', 'm', 'l'];
const FACES: [char; 6] = ['T', 'B', 'U', 'M', 'Z', 'W'];

fn city_index(name: &str) -> usize {
    CITIES.iter().position(|c| *c == name).unwrap()
}

fn port_index(name: &str) -> usize {
    PORTS.iter().position(|p| *p == name).unwrap()
}

/// A port's city: its name without the zone digit.
fn city_of(port: usize) -> usize {
    let name = PORTS[port];
    city_index(&name[..name.len() - 1])
}

fn zone_of(port: usize) -> u32 {
    PORTS[port].chars().last().unwrap().to_digit(10).unwrap()
}

/// A ship at `from` may go to any other port of its city, or to the port of its zone at the
/// other city of that zone (each zone touches exactly C and one corner, so: the other port with
/// the same zone number).
fn reaches(from: usize, to: usize) -> bool {
    if from == to {
        return false;
    }
    city_of(from) == city_of(to) || zone_of(from) == zone_of(to)
}

fn home(players: usize, seat: usize) -> usize {
    let homes: &[&str] = match players {
        2 => &["SW", "NE"],
        3 => &["SW", "C", "NE"],
        _ => &["SW", "NW", "NE", "SE"],
    };
    city_index(homes[seat])
}

const DEAD: usize = 4;

fn size_of(letter: char) -> usize {
    SIZE_LETTERS.iter().position(|&c| c == letter).unwrap()
}

// ---------------------------------------------------------------------------------------------
// The position and the state

/// What an action can change: pieces by city, owner (seats 0-3, dead 4) and pips (1-3); ships
/// as (seat, pips); pools by pips; who is out.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Pos {
    spires: [[[u32; 4]; 5]; 5],
    ships: [Option<(usize, usize)>; 16],
    pools: [[u32; 4]; 4],
    out: [bool; 4],
}

#[derive(Clone, Debug)]
struct Ref {
    players: usize,
    pos: Pos,
    turn: usize,
    /// Unused dice as face letters, in no order.
    dice: Option<Vec<char>>,
    winner: Option<usize>,
    zap_removes: bool,
    bump_smaller: bool,
}

/// A performance: the face of its action, its text, the position it leads to.
struct Perf {
    face: char,
    text: String,
    after: Pos,
}

impl Ref {
    fn parse(text: &str, zap_removes: bool, bump_smaller: bool) -> Ref {
        let f: Vec<&str> = text.split(' ').collect();
        assert_eq!(f.len(), 6, "{text}");
        let pools: Vec<&str> = f[2].split('/').collect();
        let mut pos = Pos {
            spires: [[[0; 4]; 5]; 5],
            ships: [None; 16],
            pools: [[0; 4]; 4],
            out: [false; 4],
        };
        for (city, ct) in f[0].split('/').enumerate() {
            if ct == "-" {
                continue;
            }
            for spire in ct.split(',') {
                let mut chars = spire.chars();
                let owner = match chars.next().unwrap() {
                    'x' => DEAD,
                    d => d.to_digit(10).unwrap() as usize,
                };
                for c in chars {
                    pos.spires[city][owner][size_of(c)] += 1;
                }
            }
        }
        if f[1] != "-" {
            for ship in f[1].split(',') {
                let (port, piece) = ship.split_once(':').unwrap();
                let mut chars = piece.chars();
                let seat = chars.next().unwrap().to_digit(10).unwrap() as usize;
                let size = size_of(chars.next().unwrap());
                pos.ships[port_index(port)] = Some((seat, size));
            }
        }
        for (seat, p) in pools.iter().enumerate() {
            match *p {
                "out" => pos.out[seat] = true,
                "-" => {}
                _ => {
                    for c in p.chars() {
                        pos.pools[seat][size_of(c)] += 1;
                    }
                }
            }
        }
        Ref {
            players: pools.len(),
            pos,
            turn: f[3].parse().unwrap(),
            dice: (f[4] != "-").then(|| f[4].chars().collect()),
            winner: f[5].strip_prefix('w').map(|w| w.parse().unwrap()),
            zap_removes,
            bump_smaller,
        }
    }

    fn write(&self) -> String {
        let pieces = |counts: &[u32; 4]| -> String {
            let mut t = String::new();
            for size in [3, 2, 1] {
                for _ in 0..counts[size] {
                    t.push(SIZE_LETTERS[size]);
                }
            }
            t
        };
        let mut cities = Vec::new();
        for city in 0..5 {
            let mut spires = Vec::new();
            for owner in (0..self.players).chain([DEAD]) {
                let p = pieces(&self.pos.spires[city][owner]);
                if !p.is_empty() {
                    let o = if owner == DEAD {
                        'x'
                    } else {
                        char::from_digit(owner as u32, 10).unwrap()
                    };
                    spires.push(format!("{o}{p}"));
                }
            }
            cities.push(if spires.is_empty() {
                "-".to_string()
            } else {
                spires.join(",")
            });
        }
        let ships: Vec<String> = (0..16)
            .filter_map(|p| {
                self.pos.ships[p]
                    .map(|(seat, size)| format!("{}:{seat}{}", PORTS[p], SIZE_LETTERS[size]))
            })
            .collect();
        let pools: Vec<String> = (0..self.players)
            .map(|seat| {
                if self.pos.out[seat] {
                    "out".to_string()
                } else {
                    let p = pieces(&self.pos.pools[seat]);
                    if p.is_empty() {
                        "-".to_string()
                    } else {
                        p
                    }
                }
            })
            .collect();
        let dice = match &self.dice {
            None => "-".to_string(),
            Some(d) => FACES
                .iter()
                .flat_map(|f| d.iter().filter(move |c| *c == f))
                .collect(),
        };
        format!(
            "{} {} {} {} {} {}",
            cities.join("/"),
            if ships.is_empty() {
                "-".to_string()
            } else {
                ships.join(",")
            },
            pools.join("/"),
            self.turn,
            if dice.is_empty() {
                "-".to_string()
            } else {
                dice
            },
            self.winner.map_or("-".to_string(), |w| format!("w{w}"))
        )
    }

    // -----------------------------------------------------------------------------------------
    // Actions

    /// Every performance of every action for the seat to act. Candidates that leave the
    /// position exactly as it was are dropped (and counted).
    fn performances(&self, dropped: &mut usize) -> Vec<Perf> {
        let me = self.turn;
        let p = &self.pos;
        let mut cands: Vec<(char, String, Pos)> = Vec::new();
        // Transform: launch a piece of any of my spires into an empty port of that city.
        for city in 0..5 {
            for size in 1..=3 {
                if p.spires[city][me][size] == 0 {
                    continue;
                }
                for port in 0..16 {
                    if city_of(port) == city && p.ships[port].is_none() {
                        let mut a = p.clone();
                        a.spires[city][me][size] -= 1;
                        a.ships[port] = Some((me, size));
                        cands.push(('T', format!("{}>{}", SIZE_LETTERS[size], PORTS[port]), a));
                    }
                }
            }
        }
        // Transform: land one of my ships in its city.
        for port in 0..16 {
            if let Some((seat, size)) = p.ships[port] {
                if seat == me {
                    let mut a = p.clone();
                    a.ships[port] = None;
                    a.spires[city_of(port)][me][size] += 1;
                    cands.push(('T', format!("{}^", PORTS[port]), a));
                }
            }
        }
        // Build: the smallest pool piece joins my home spire.
        if let Some(size) = (1..=3).find(|&s| p.pools[me][s] > 0) {
            let mut a = p.clone();
            a.pools[me][size] -= 1;
            a.spires[home(self.players, me)][me][size] += 1;
            cands.push(('B', "b".to_string(), a));
        }
        // Unfurl: a ship of mine becomes the next larger size from my pool.
        for port in 0..16 {
            if let Some((seat, size)) = p.ships[port] {
                if seat == me && size < 3 && p.pools[me][size + 1] > 0 {
                    let mut a = p.clone();
                    a.pools[me][size + 1] -= 1;
                    a.pools[me][size] += 1;
                    a.ships[port] = Some((me, size + 1));
                    cands.push(('U', format!("{}+", PORTS[port]), a));
                }
            }
        }
        // Move: to an empty port, or bumping a ship no larger (strictly smaller with
        // bump-smaller) to an empty port it reaches, the port I leave counting as empty.
        for from in 0..16 {
            let Some((seat, size)) = p.ships[from] else {
                continue;
            };
            if seat != me {
                continue;
            }
            for to in (0..16).filter(|&to| reaches(from, to)) {
                match p.ships[to] {
                    None => {
                        let mut a = p.clone();
                        a.ships[to] = a.ships[from].take();
                        cands.push(('M', format!("{}-{}", PORTS[from], PORTS[to]), a));
                    }
                    Some((_, other)) => {
                        let may = if self.bump_smaller {
                            other < size
                        } else {
                            other <= size
                        };
                        if !may {
                            continue;
                        }
                        for dest in (0..16).filter(|&d| reaches(to, d)) {
                            if p.ships[dest].is_some() && dest != from {
                                continue;
                            }
                            let mut a = p.clone();
                            let mover = a.ships[from].take();
                            let bumped = a.ships[to].take();
                            a.ships[dest] = bumped;
                            a.ships[to] = mover;
                            cands.push((
                                'M',
                                format!("{}-{}/{}", PORTS[from], PORTS[to], PORTS[dest]),
                                a,
                            ));
                        }
                    }
                }
            }
        }
        // Zap: in a city where my docked ships have more pips than the piece, any other owner's
        // spire piece; a seat's goes back to its pool (or leaves with zap-removes), a dead one
        // leaves.
        for city in 0..5 {
            let strength: usize = (0..16)
                .filter(|&port| city_of(port) == city)
                .filter_map(|port| p.ships[port])
                .filter(|&(seat, _)| seat == me)
                .map(|(_, size)| size)
                .sum();
            for owner in 0..5 {
                if owner == me {
                    continue;
                }
                for size in 1..=3 {
                    if p.spires[city][owner][size] > 0 && size < strength {
                        let mut a = p.clone();
                        a.spires[city][owner][size] -= 1;
                        if owner != DEAD && !self.zap_removes {
                            a.pools[owner][size] += 1;
                        }
                        let o = if owner == DEAD {
                            'x'
                        } else {
                            char::from_digit(owner as u32, 10).unwrap()
                        };
                        cands.push((
                            'Z',
                            format!("{}.{o}{}", CITIES[city], SIZE_LETTERS[size]),
                            a,
                        ));
                    }
                }
            }
        }
        let mut out = Vec::new();
        for (face, text, after) in cands {
            if after == *p {
                *dropped += 1;
            } else {
                out.push(Perf { face, text, after });
            }
        }
        out
    }

    /// Whether the seat to act has any performance at all (a ship can always land, so only
    /// without ships is the full list needed).
    fn has_performance(&self) -> bool {
        let me = self.turn;
        if self.pos.ships.iter().flatten().any(|&(s, _)| s == me) {
            return true;
        }
        !self.performances(&mut 0).is_empty()
    }

    fn legal(&self, perf: &[Perf]) -> Vec<String> {
        let (Some(dice), None) = (&self.dice, self.winner) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for &face in dice {
            let own_possible = perf.iter().any(|p| p.face == face);
            for p in perf {
                if face == 'W' || p.face == face || !own_possible {
                    out.push(format!("{face}:{}", p.text));
                }
            }
        }
        if !out.is_empty() {
            out.push("end".to_string());
        }
        out.sort();
        out.dedup();
        out
    }

    fn controls(&self, seat: usize, city: usize) -> bool {
        let pips = |owner: usize| -> u32 {
            (1..=3)
                .map(|s| s as u32 * self.pos.spires[city][owner][s])
                .sum()
        };
        let mine = pips(seat);
        mine > 0 && (0..5).all(|o| o == seat || pips(o) < mine)
    }

    fn cities(&self, seat: usize) -> usize {
        (0..5).filter(|&c| self.controls(seat, c)).count()
    }

    fn pass_turn(&mut self) {
        self.dice = None;
        for k in 1..=self.players {
            let next = (self.turn + k) % self.players;
            if !self.pos.out[next] {
                self.turn = next;
                return;
            }
        }
    }

    fn roll(&mut self, faces: [char; 3]) {
        // Duplicates become wild: a pair (not of W) loses one to W; three of a kind lose two to
        // W and add a fourth W die (three W too).
        let mut dice = Vec::new();
        for f in FACES {
            let n = faces.iter().filter(|&&c| c == f).count();
            match (f, n) {
                (_, 0) => {}
                ('W', n) => dice.extend(std::iter::repeat_n('W', n)),
                (_, 1) => dice.push(f),
                (_, 2) => dice.extend([f, 'W']),
                _ => dice.extend([f, 'W', 'W']),
            }
            if n == 3 {
                dice.push('W');
            }
        }
        self.dice = Some(dice);
        // Reading: a roll with nothing to do ends the turn at once.
        if !self.has_performance() {
            self.pass_turn();
        }
    }

    /// Plays an action text (one the reference lists, or a roll when one is due).
    fn apply(&mut self, action: &str, perf: &[Perf]) {
        if let Some(faces) = action.strip_prefix("roll ") {
            let f: Vec<char> = faces.chars().collect();
            self.roll([f[0], f[1], f[2]]);
            return;
        }
        if action == "end" {
            self.pass_turn();
            return;
        }
        let (face, kind) = action.split_once(':').unwrap();
        let face = face.chars().next().unwrap();
        let dice = self.dice.as_mut().unwrap();
        let i = dice.iter().position(|&d| d == face).unwrap();
        dice.remove(i);
        self.pos = perf.iter().find(|p| p.text == kind).unwrap().after.clone();
        self.settle();
    }

    /// After an action. Reading: eliminations first, then winning on the position after them.
    fn settle(&mut self) {
        let mover = self.turn;
        for seat in 0..self.players {
            let h = home(self.players, seat);
            if !self.pos.out[seat] && self.pos.spires[h][seat].iter().all(|&n| n == 0) {
                // Out: ships leave, spires turn dead, the pool is no longer used.
                self.pos.out[seat] = true;
                self.pos.pools[seat] = [0; 4];
                for ship in self.pos.ships.iter_mut() {
                    if matches!(ship, Some((s, _)) if *s == seat) {
                        *ship = None;
                    }
                }
                for city in 0..5 {
                    for size in 1..=3 {
                        self.pos.spires[city][DEAD][size] += self.pos.spires[city][seat][size];
                        self.pos.spires[city][seat][size] = 0;
                    }
                }
            }
        }
        let inn: Vec<usize> = (0..self.players).filter(|&s| !self.pos.out[s]).collect();
        let mut winner = None;
        // The mover (still in the game) wins with three cities; else the first seat after it
        // in turn order that has three; else the last seat standing.
        for k in 0..self.players {
            let seat = (mover + k) % self.players;
            if !self.pos.out[seat] && self.cities(seat) >= 3 {
                winner = Some(seat);
                break;
            }
        }
        if winner.is_none() && inn.len() == 1 {
            winner = Some(inn[0]);
        }
        if let Some(w) = winner {
            // Reading: a finished game keeps the seat that acted as the seat to act.
            self.winner = Some(w);
            self.dice = None;
            return;
        }
        // Reading: a mover that put itself out loses its remaining dice.
        let no_dice = self.dice.as_ref().is_none_or(|d| d.is_empty());
        if self.pos.out[mover] || no_dice || !self.has_performance() {
            self.pass_turn();
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The comparison

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[derive(Default, Debug)]
struct Stats {
    states: usize,
    /// States by the number of actions already taken in the turn (0-3 and more).
    mid_turn: [usize; 5],
    actions: usize,
    rolls: usize,
    rolls_passing: usize,
    bumps: usize,
    swaps: usize,
    zaps: usize,
    wild_uses: usize,
    no_op_candidates: usize,
    eliminations: usize,
    mover_control_wins: usize,
    other_control_wins: usize,
    last_seat_wins: usize,
}

fn seats_in(text: &str) -> usize {
    let pools = text.split(' ').nth(2).unwrap();
    pools.split('/').filter(|p| *p != "out").count()
}

fn kind_face(kind: &str) -> char {
    if kind == "b" {
        'B'
    } else if kind.ends_with('^') || kind.contains('>') {
        'T'
    } else if kind.ends_with('+') {
        'U'
    } else if kind.contains('.') {
        'Z'
    } else {
        'M'
    }
}

/// Compares the engine and the reference on one state: its text, its legal actions, and the
/// state after every legal action (or after a few rolls when one is due).
fn compare(s: &State, options: Options, rng: &mut Rng, stats: &mut Stats, taken: usize) {
    let text = s.to_string();
    let r = Ref::parse(&text, options.zap_removes, options.bump_smaller);
    assert_eq!(
        r.write(),
        text,
        "the reference reads and writes the same text"
    );
    let mut dropped = 0;
    let perf = r.performances(&mut dropped);
    stats.no_op_candidates += dropped;
    let engine: Vec<String> = s.legal_actions().iter().map(|a| a.to_string()).collect();
    let reference = r.legal(&perf);
    assert_eq!(engine, reference, "legal actions of {text} ({options:?})");
    stats.states += 1;
    stats.mid_turn[taken.min(4)] += 1;
    let mut actions: Vec<Action> = s.legal_actions();
    if s.needs_roll() {
        // A few rolls, three of a kind among them now and then.
        for _ in 0..3 {
            let a = rng.below(6) as u8;
            let n = if rng.below(5) == 0 {
                [a, a, a]
            } else {
                [a, rng.below(6) as u8, rng.below(6) as u8]
            };
            actions.push(Action::Roll(Roll::from_numbers(n)));
        }
    }
    for a in actions {
        let a_text = a.to_string();
        let mut e = s.clone();
        e.play(a).unwrap_or_else(|err| panic!("{text}: {err}"));
        let mut rr = r.clone();
        rr.apply(&a_text, &perf);
        let after = e.to_string();
        assert_eq!(rr.write(), after, "{text} then {a_text} ({options:?})");
        stats.actions += 1;
        match a {
            Action::Roll(_) => {
                stats.rolls += 1;
                if e.needs_roll() {
                    stats.rolls_passing += 1;
                }
            }
            Action::End => {}
            Action::Use(..) => {
                let (face, kind) = a_text.split_once(':').unwrap();
                let face = face.chars().next().unwrap();
                if face != 'W' && face != kind_face(kind) {
                    stats.wild_uses += 1;
                }
                if kind.contains('/') {
                    stats.bumps += 1;
                    let (from, dest) = (
                        kind.split('-').next().unwrap(),
                        kind.rsplit('/').next().unwrap(),
                    );
                    if from == dest {
                        stats.swaps += 1;
                    }
                }
                if kind.contains('.') {
                    stats.zaps += 1;
                }
                if seats_in(&after) < seats_in(&text) {
                    stats.eliminations += 1;
                }
                if let Some(w) = e.winner() {
                    if seats_in(&after) == 1 {
                        stats.last_seat_wins += 1;
                    } else if w == s.to_act() {
                        stats.mover_control_wins += 1;
                    } else {
                        stats.other_control_wins += 1;
                    }
                }
            }
        }
    }
}

/// Random games for a player count under every option combination: every state on the way is
/// compared. The walk takes a random listed action, `end` only now and then, so turns often run
/// to their last die.
fn run(players: u8, games_per_options: usize, seed: u64) -> Stats {
    let mut stats = Stats::default();
    let mut rng = Rng(seed);
    for (zap_removes, bump_smaller) in [(false, false), (true, false), (false, true), (true, true)]
    {
        let options = Options {
            zap_removes,
            bump_smaller,
        };
        for _ in 0..games_per_options {
            let mut s = State::start(players, options);
            let mut taken = 0;
            for _ in 0..3000 {
                compare(&s, options, &mut rng, &mut stats, taken);
                if s.winner().is_some() {
                    break;
                }
                let a = if s.needs_roll() {
                    Action::Roll(Roll::from_numbers([
                        rng.below(6) as u8,
                        rng.below(6) as u8,
                        rng.below(6) as u8,
                    ]))
                } else {
                    let list = s.legal_actions();
                    let mut a = list[rng.below(list.len())];
                    while a == Action::End && rng.below(6) != 0 {
                        a = list[rng.below(list.len())];
                    }
                    a
                };
                s.play(a).unwrap();
                taken = if s.needs_roll() || matches!(a, Action::Roll(_)) {
                    0
                } else {
                    taken + 1
                };
            }
        }
    }
    eprintln!("{players} players: {stats:?}");
    stats
}

fn check_coverage(stats: &Stats) {
    assert!(stats.states >= 2000, "{stats:?}");
    for n in 0..4 {
        assert!(
            stats.mid_turn[n] > 0,
            "states after {n} actions of a turn: {stats:?}"
        );
    }
    assert!(
        stats.bumps > 0 && stats.swaps > 0 && stats.zaps > 0,
        "{stats:?}"
    );
    assert!(stats.wild_uses > 0 && stats.eliminations > 0, "{stats:?}");
    assert!(
        stats.mover_control_wins + stats.last_seat_wins > 0,
        "{stats:?}"
    );
}

#[test]
fn reference_agrees_with_the_engine_in_two_player_games() {
    let stats = run(2, 3, 0x9E37_79B9_7F4A_7C15);
    check_coverage(&stats);
}

#[test]
fn reference_agrees_with_the_engine_in_three_player_games() {
    let stats = run(3, 3, 0xD1B5_4A32_D192_ED03);
    check_coverage(&stats);
}

#[test]
fn reference_agrees_with_the_engine_in_four_player_games() {
    let stats = run(4, 3, 0xA076_1D64_78BD_642F);
    check_coverage(&stats);
}

/// The hand-made corner cases of `rules.rs` also go through the reference, so that the rare
/// events (a non-mover winning, a roll with nothing to do, an identical swap) are compared too.
#[test]
fn reference_agrees_on_corner_cases() {
    let mut rng = Rng(7);
    let mut stats = Stats::default();
    for text in [
        "xlms/1ms/1l,xs/0lms/1m,xm C1:0l lmmss/llmss 0 Z -",
        "xlms/1lllmmms/xlms/0lllmmmsss/xlms SW5:1s,SW6:1s -/- 0 - -",
        "xlms/1lms/xlms/0lms/xlms SW5:0m,SW6:0m,C5:1l,C6:1l llss/mmss 0 M -",
        "xlms/1lms/xlms/0lms/xlms SW5:0m,C5:0m llss/llmmss 0 M -",
        "xlms/1lms/xlms/0lms/xlms SW5:1m,SW6:0s,C5:1m llmms/llss 1 M -",
        "xlms/1lms/xlms/0s/0l,xlms NE1:0m llmmss/llmmss 0 T -",
        "0l,xs/2lms/0l,xs/0s/1lms - lmmss/llmmss/llmmss 0 TB -",
        "xlms/1s/1m,xlms/0lms/xlms NE1:0m,C3:1l llmss/llmmss 0 ZWWW -",
        "xm/1lms/xlms/0ms/0l,xs NW7:0l lmmss/llmmss 0 TBW -",
        "xlms/xlms/3lms/0lms/xlms - llmmss/out/out/llmmss 0 BWWW -",
    ] {
        for options in [
            Options::default(),
            Options {
                zap_removes: true,
                bump_smaller: true,
            },
        ] {
            let s = State::from_text(text, options).unwrap();
            compare(&s, options, &mut rng, &mut stats, 0);
            // One step further along every listed action.
            for a in s.legal_actions() {
                let mut t = s.clone();
                t.play(a).unwrap();
                compare(&t, options, &mut rng, &mut stats, 1);
            }
        }
    }
    assert!(
        stats.other_control_wins > 0 && stats.rolls_passing > 0,
        "{stats:?}"
    );
    assert!(stats.no_op_candidates > 0, "{stats:?}");
}
