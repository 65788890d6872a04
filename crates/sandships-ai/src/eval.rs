//! How good a state is for a seat, in points (hundreds per "city's worth").
//!
//! Sandships is won by controlling three cities, or by being the last seat in the game, and
//! lost by losing every spire piece at home. So a seat's strength is:
//! - **three cities**: each city gets a value, high when the seat controls it (more so with a
//!   safe margin), lower the more pips it lacks to control it, raised by the seat's ships
//!   docked there (each can land, adding its pips, or zap, taking pips away); the seat's best
//!   three cities count in full, the other two a quarter;
//! - **a city one action away**: a city the seat does not control but would after landing a
//!   ship docked there or zapping one piece of the leading spire with them is worth more than
//!   its pips say: it is a die away, where a city short by the same pips with no ship at it is
//!   several turns away. Without it, bringing ships to a city the seat can then take looked no
//!   better than standing still, and the search (one turn and the next seat's roll) drifted
//!   into 300-turn draws;
//! - **the deciding city**: once the seat's two best cities are controlled, its third is the
//!   game, and counts more (see [`Weights::decider`]). Without it, clearing a dead spire from
//!   a neutral city helped both seats' counts alike and so looked worth nothing, though only
//!   the seat for whom it is the third city gains the game by it;
//! - **home in danger**: an enemy whose docked ships at the seat's home have more pips than
//!   its home pieces can zap them one by one; with one piece left that is one die from
//!   elimination;
//! - **material in hand**: pool pieces (a Build away from the home spire) and ships (a
//!   landing away from a spire) are worth a little wherever they stand.
//!
//! - **a siege** (three seats; with four until the fourth pass): ships of four
//!   pips or more docked at an enemy home can zap any piece there, larges included, and the
//!   pips docked at the one enemy home the seat attacks most ([`Weights::siege`],
//!   [`Weights::focus`]). At a corner four pips take both its ports, and a home with both ports
//!   taken builds back with every die (crate docs, "Leaving the besieged home a port"), so
//!   with four seats these terms paid for the one siege that cannot work.
//! - **a blockade** (four seats, [`Weights::blockade`]): taken off while the seat's
//!   ships help fill every port of an enemy home. With a port free its owner's Transform dice
//!   launch and its ships take its Move and Unfurl dice; with none, each of those dice is null,
//!   turns wild, and builds.
//! - **a strike** (four seats, [`Weights::strike`]): how few pips the seat's best
//!   one-turn strike on an enemy home lacks ([`crate::strike`]).
//!
//! The value of a state for a seat is its strength less its rivals': in two players that is
//! zero-sum; in three and four, a quarter the strongest rival's and three quarters their mean
//! ([`Weights::lead`]), so a seat holds back the leader, whoever that is, and still gains by
//! weakening any rival (against the leader alone, hitting one of three equal rivals was worth
//! nothing). A seat that is out counts in the mean as [`Weights::out`], far below any seat in
//! play: eliminating a rival is a gain, not a loss of a weak rival from the mean. A won game
//! is [`WIN`], a lost one (or being out) `-WIN`.

use sandships::{City, Owner, Seat, State, BOARD};

/// The value of a won game (and minus that of a lost one).
pub const WIN: i32 = 1_000_000;

/// The evaluation's weights (points; a controlled city is worth about 1000).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A city the seat controls.
    pub control: i32,
    /// Per pip of margin over the next spire there (up to six).
    pub margin: i32,
    /// Taken off a city the seat does not control.
    pub uncontrolled: i32,
    /// Per pip the seat lacks to control a city.
    pub need: i32,
    /// Per pip of the seat's ships docked at a city it does not control, up to what it lacks.
    pub cover: i32,
    /// The same for ships one move from the city's ports (they can dock there next).
    pub near_cover: i32,
    /// How much an enemy ship one move from a seat's home counts towards the threat on it, in
    /// percent of a docked ship (it must first sail there).
    pub near_threat: i32,
    /// Taken off when one die could eliminate the seat (one home piece, zappable).
    pub doom: i32,
    /// Per home piece an enemy could zap, when more stand there.
    pub exposed: i32,
    /// Per pip of the seat's own ships docked at its home: they hold the ports an attacker
    /// needs (it must bump them, with a ship at least as large).
    pub guard: i32,
    /// Per pip in the pool.
    pub pool: i32,
    /// Per pip of ships.
    pub ship: i32,
    /// Added to a city the seat does not control but can take with one action of its docked
    /// ships there (landing one, or zapping one piece of the leading spire): a turn's die
    /// away, which the evaluation's pip counts alone do not tell from a far city.
    pub within_reach: i32,
    /// How much more (percent) the third best city counts when the two best are controlled:
    /// it is then the city that wins the game.
    pub decider: i32,
    /// With two or more opponents, how much (percent) the strongest of them counts in the
    /// rival strength a seat's own is measured against; the rest is their mean. At 100 only
    /// the leader counts, and weakening any other seat is worth nothing.
    pub lead: i32,
    /// The strength an opponent that is out of the game counts for in that mean.
    pub out: i32,
    /// Per enemy home where the seat's docked ships can zap any piece (four pips or more);
    /// three seats only (with two, the enemy's `exposed` and `doom` count in full; with four
    /// it paid for taking both ports of a corner home, which its owner then builds back with
    /// every die: crate docs, "Leaving the besieged home a port"). Levels 1 to 4 only: level 5
    /// plays it and `focus` at 0 ([`Weights::WITHOUT_SIEGE`]; they cost it games against two
    /// level-4 seats).
    pub siege: i32,
    /// Per pip (up to six) of the seat's ships docked at the one enemy home it attacks most;
    /// three seats only, as `siege`.
    pub focus: i32,
    /// With three and four seats, how many of a seat's smallest pool pieces count as standing
    /// on its home spire (0: none): a zapped home piece goes back to the pool and is built
    /// again before the attacker's next turn, smallest first, with every die when the seat
    /// has nothing else to do (a blockaded home). Counted as gone, a zap looked like lasting
    /// progress against a home that was whole again a round later (see [`rebuilt`]).
    pub rebuild: i32,
    /// Four seats: per pip the seat's best strike on one enemy home falls short by
    /// less than [`STRIKE_FROM`] (see [`crate::strike`]): its spire landed in that home and
    /// its ships docked there, against the home with its pool built back, so that the turns
    /// spent preparing a strike count and a zap that will be undone does not. The seat's own
    /// strike only: counted for its rivals too, the strike on its own home made every piece
    /// launched from it look like a loss. Alone (third pass) it made level 5 prepare strikes
    /// and take homes without winning more against three greedy seats (crate docs, "A strike
    /// prepared over several turns"); with [`Weights::blockade`] and no siege terms (fourth
    /// pass) it is what wins (crate docs, "Leaving the besieged home a port").
    pub strike: i32,
    /// How much (percent) the strike counts while the seat does not control two cities
    /// besides the target home (with two, the strike is the game and counts in full).
    pub strike_alone: i32,
    /// Four seats: added to [`Weights::strike`] per pip while no rival ship is docked at the
    /// seat's own home or within one move of it: a strike prepared harder when nobody can
    /// answer it at home, so that level 5 takes the homes greedy seats fill without leaving
    /// its own open to seats that attack (measured in `four_seats.rs`; level 5 only).
    pub strike_safe: i32,
    /// Four seats: taken off per enemy home whose every port is taken, one of them
    /// or more by the seat's ships (a blockade). A blockaded seat can neither launch nor
    /// (without ships) move, unfurl or zap, so each of its dice turns wild and builds back
    /// what is zapped: measured, 1.9 to 2.1 builds a turn against 1.0 to 1.2 with one port
    /// free (crate docs, "Leaving the besieged home a port"). A strike may still fill both
    /// ports within the turn that takes the home (a won game outweighs this).
    pub blockade: i32,
    /// Four seats: points for a strike the seat's next roll surely carries out, scaled by the
    /// share of the 216 rolls that do (see `crate::ready`), counted as the strike is (its
    /// share while two other cities are not held). A strike prepared to need one landing
    /// comes up on more rolls than one of two zaps and a landing; by its pips alone
    /// ([`Weights::strike`]) it looked the same, and waited for its dice.
    pub ready: i32,
}

/// The shortfall from which a strike starts to count: a full home (18 pips) and nothing of
/// the attacker's there, 19.
pub const STRIKE_FROM: i32 = 19;

impl Default for Weights {
    fn default() -> Self {
        Weights::DEFAULT
    }
}

impl Weights {
    /// The weights every level plays with (a constant, so tests can vary one of them).
    pub const DEFAULT: Weights = Weights {
        control: 1000,
        margin: 50,
        uncontrolled: 300,
        need: 120,
        cover: 70,
        near_cover: 30,
        near_threat: 50,
        guard: 40,
        doom: 2200,
        exposed: 250,
        pool: 12,
        ship: 25,
        within_reach: 250,
        decider: 60,
        lead: 25,
        out: -2000,
        siege: 300,
        focus: 100,
        rebuild: 0,
        strike: 60,
        strike_alone: 100,
        strike_safe: 0,
        blockade: 1500,
        ready: 0,
    };
}

impl Weights {
    /// The weights of levels 1 and 2: with four seats they lay siege (both ports of a home
    /// taken, zaps) and prepare no strike, as every level did before the fourth pass. Given
    /// [`Weights::DEFAULT`], four-seat games between them went on much longer and the levels
    /// fell out of order (60 games each, 100 ms a turn: level 2 alone against three level 1,
    /// 29 to the 300-turn cap and 20.0% won, against 2 and 48.3%; README, "Fourth pass").
    /// With two and three seats they are the same as [`Weights::DEFAULT`].
    pub const BESIEGER: Weights = Weights {
        strike: 0,
        blockade: 0,
        ..Weights::DEFAULT
    };

    /// The weights of level 3: with four seats it lays siege as levels 1 and 2 do and also
    /// prepares a strike. With the blockade (levels 4 and 5) it lost to the besieging level 2
    /// (level 3 alone against three level 2, 60 games at 100 ms: 20.0% won, below par; with
    /// these 33.3%; README, "Fourth pass").
    pub const BESIEGER_STRIKING: Weights = Weights {
        blockade: 0,
        ..Weights::DEFAULT
    };
}

/// Each city's ports, as a bit set over port indices.
const CITY_PORTS: [u16; 5] = {
    let mut sets = [0u16; 5];
    let mut p = 0;
    while p < BOARD.ports.len() {
        sets[BOARD.ports[p].0 as usize] |= 1 << p;
        p += 1;
    }
    sets
};

/// For each port, the other cities a ship there can reach in one move, one bit per city
/// (worked out once, not for every ship of every state judged).
const NEAR_CITIES: [u8; 16] = {
    let mut sets = [0u8; 16];
    let mut p = 0;
    while p < BOARD.ports.len() {
        let mut c = 0;
        while c < 5 {
            if c != BOARD.ports[p].0 as usize && BOARD.reach[p] & CITY_PORTS[c] != 0 {
                sets[p] |= 1 << c;
            }
            c += 1;
        }
        p += 1;
    }
    sets
};

/// Pips by city and owner, the seats' ship pips docked at each city and one move away from
/// it: what every term reads.
struct Tables {
    pips: [[i32; 5]; 5],
    docked: [[i32; 4]; 5],
    largest: [[i32; 4]; 5],
    near: [[i32; 4]; 5],
    ship_pips: [i32; 4],
    /// Ships docked at each city by seat, counts small, medium, large.
    sizes: [[[u8; 3]; 4]; 5],
    /// Ships docked at each city, anyone's.
    ships: [u8; 5],
}

impl Tables {
    fn of(state: &State, w: &Weights) -> Tables {
        let mut pips = [[0; 5]; 5];
        for city in City::ALL {
            for (o, p) in pips[city.index()].iter_mut().enumerate() {
                *p = state.spire_pips(city, Owner::from_index(o)) as i32;
            }
        }
        if state.players() > 2 && w.rebuild > 0 {
            for seat in state.seats_in() {
                pips[state.home(seat).index()][seat.index()] += rebuilt(state, seat, w.rebuild);
            }
        }
        let mut docked = [[0; 4]; 5];
        let mut largest = [[0; 4]; 5];
        let mut near = [[0; 4]; 5];
        let mut ship_pips = [0; 4];
        let mut sizes = [[[0u8; 3]; 4]; 5];
        let mut ships = [0u8; 5];
        for (i, &(city, _)) in BOARD.ports.iter().enumerate() {
            if let Some(ship) = state.ship(sandships::Port(i as u8)) {
                ships[city.index()] += 1;
                let (seat, pips) = (ship.seat.index(), ship.size.pips() as i32);
                docked[city.index()][seat] += pips;
                largest[city.index()][seat] = largest[city.index()][seat].max(pips);
                ship_pips[seat] += pips;
                sizes[city.index()][seat][pips as usize - 1] += 1;
                for (other, near) in near.iter_mut().enumerate() {
                    if NEAR_CITIES[i] & 1 << other != 0 {
                        near[seat] += pips;
                    }
                }
            }
        }
        Tables {
            pips,
            docked,
            largest,
            near,
            ship_pips,
            sizes,
            ships,
        }
    }
}

/// The pips of the `pieces` smallest pieces in a seat's pool: what it builds back on its home
/// spire in its next turn at most (Build takes the smallest first; three dice, four with the
/// bonus, and a blockaded seat's every die is a Build: measured, 83% of the rebuilds of a
/// besieged greedy seat were made with dice that were not Build faces).
pub fn rebuilt(state: &State, seat: Seat, pieces: i32) -> i32 {
    let pool = state.pool(seat);
    let mut left = pieces;
    let mut pips = 0;
    for (size, &n) in pool.iter().enumerate() {
        let take = (n as i32).min(left);
        pips += take * (size as i32 + 1);
        left -= take;
    }
    pips
}

/// Whether seat `x`, not controlling `city`, would control it after one action of its ships
/// docked there: landing its largest, or zapping the largest piece it can of the leading spire.
fn one_action_takes(state: &State, t: &Tables, city: City, x: usize) -> bool {
    let c = city.index();
    let attack = t.docked[c][x];
    if attack == 0 {
        return false;
    }
    let mine = t.pips[c][x];
    let (mut top, mut second, mut leader) = (0, 0, 0);
    for (o, &p) in t.pips[c].iter().enumerate().filter(|&(o, _)| o != x) {
        if p > top {
            (second, top, leader) = (top, p, o);
        } else if p > second {
            second = p;
        }
    }
    if mine + t.largest[c][x] > top {
        return true;
    }
    let pieces = state.spire(city, Owner::from_index(leader));
    let zapped = (0..3)
        .rev()
        .find(|&size| pieces[size] > 0 && (size as i32 + 1) < attack)
        .map_or(0, |size| size as i32 + 1);
    zapped > 0 && mine > (top - zapped).max(second)
}

/// A seat's strength (see the module docs); the seat must be in the game.
fn strength(state: &State, t: &Tables, seat: Seat, w: &Weights) -> i32 {
    let x = seat.index();
    let mut cities = [(0i32, false); 5];
    for (c, (value, held)) in cities.iter_mut().enumerate() {
        let mine = t.pips[c][x];
        let other = (0..5)
            .filter(|&o| o != x)
            .map(|o| t.pips[c][o])
            .max()
            .unwrap_or(0);
        *held = mine > other;
        *value = if *held {
            w.control + w.margin * (mine - other).min(6)
        } else {
            let need = other - mine + 1;
            let docked = t.docked[c][x].min(need);
            let near = t.near[c][x].min(need - docked);
            let reach = if one_action_takes(state, t, City::ALL[c], x) {
                w.within_reach
            } else {
                0
            };
            w.control - w.uncontrolled - w.need * need
                + w.cover * docked
                + w.near_cover * near
                + reach
        };
    }
    cities.sort_unstable_by_key(|c| std::cmp::Reverse(c.0));
    let mut s = cities[0].0 + cities[1].0 + cities[2].0 + (cities[3].0 + cities[4].0) / 4;
    if cities[0].1 && cities[1].1 {
        // Measured from a city eight pips short with nothing near, so never a penalty.
        let floor = w.control - w.uncontrolled - 8 * w.need;
        s += (cities[2].0 - floor).max(0) * w.decider / 100;
    }

    let home = state.home(seat);
    let pieces = state.spire(home, Owner::Seat(seat));
    let h = home.index();
    let attack = (0..4)
        .filter(|&e| e != x)
        .map(|e| t.docked[h][e])
        .max()
        .unwrap_or(0);
    let coming = (0..4)
        .filter(|&e| e != x)
        .map(|e| t.docked[h][e] + t.near[h][e] * w.near_threat / 100)
        .max()
        .unwrap_or(0);
    let n: i32 = pieces.iter().map(|&k| k as i32).sum();
    let zappable: i32 = (0..3)
        .filter(|&size| (size as i32 + 1) < attack)
        .map(|size| pieces[size] as i32)
        .sum();
    let soon: i32 = (0..3)
        .filter(|&size| (size as i32 + 1) < coming)
        .map(|size| pieces[size] as i32)
        .sum();
    if zappable > 0 && zappable >= n {
        s -= w.doom / n.max(1);
    } else {
        s -= w.exposed * zappable;
        if soon >= n {
            s -= w.doom / (2 * n.max(1));
        }
    }

    s += w.guard * t.docked[h][x];
    // With two seats the enemy's own `exposed` and `doom` terms already count in full.
    let sieged = state
        .seats_in()
        .filter(|&e| e != seat && state.players() > 2);
    // The siege terms count with three seats, the blockade with four (see [`Weights`]); with
    // no blockade weight (levels 1 to 3, [`Weights::BESIEGER`]) the siege terms count with
    // four seats too.
    let four = state.players() == 4 && w.blockade > 0;
    let mut focus = 0;
    for enemy in sieged {
        let c = state.home(enemy).index();
        let attack = t.docked[c][x];
        if four {
            if attack > 0 && t.ships[c] as u32 == CITY_PORTS[c].count_ones() {
                s -= w.blockade;
            }
            continue;
        }
        if attack >= 4 {
            s += w.siege;
        }
        focus = focus.max(attack.min(6));
    }
    s += w.focus * focus;

    let pool = state.pool(seat);
    s += w.pool * (pool[0] as i32 + 2 * pool[1] as i32 + 3 * pool[2] as i32);
    s += w.ship * t.ship_pips[x];
    s
}

/// The strike term of `seat` (see [`Weights::strike`]): its best strike's shortfall on any
/// enemy home in play, four seats only (measured with four; three seats play as before).
fn strike_term(state: &State, t: &Tables, seat: Seat, w: &Weights) -> i32 {
    if state.players() != 4 || w.strike == 0 {
        return 0;
    }
    let x = seat.index();
    // The cities the seat holds, worked out once for every target.
    let held = [0, 1, 2, 3, 4].map(|c| (0..5).all(|o| o == x || t.pips[c][o] < t.pips[c][x]));
    // A rival ship docked at the seat's home or one move from it threatens that home: then the
    // strike counts as for any level, and the seat's ships stay free to defend.
    let home = state.home(seat).index();
    let home_threatened = (0..4).any(|o| o != x && (t.docked[home][o] > 0 || t.near[home][o] > 0));
    let per_pip = if home_threatened {
        w.strike
    } else {
        w.strike + w.strike_safe
    };
    state
        .seats_in()
        .filter(|&e| e != seat)
        .map(|e| {
            let c = state.home(e).index();
            let others = (0..5)
                .filter(|&o| o != x && o != e.index())
                .map(|o| t.pips[c][o])
                .max()
                .unwrap_or(0);
            let short = crate::strike::short(
                crate::strike::defending(state, e),
                others,
                t.pips[c][x],
                t.sizes[c][x],
            );
            let besides = (0..5).filter(|&k| k != c && held[k]).count();
            let share = if besides >= 2 { 100 } else { w.strike_alone };
            let ready = if w.ready > 0 {
                let strikes = crate::ready::strikes_that_take(
                    crate::strike::defending(state, e),
                    others,
                    t.pips[c][x],
                    t.sizes[c][x],
                );
                let ways = crate::ready::ready_ways(strikes, state.pool(seat) == [0, 0, 0]);
                w.ready * ways as i32 / 216
            } else {
                0
            };
            (per_pip * (STRIKE_FROM - short).max(0) + ready) * share / 100
        })
        .max()
        .unwrap_or(0)
}

/// The value of `state` for `me`: a win, a loss, or its strength less the strongest other
/// seat's.
pub fn value(state: &State, me: Seat, w: &Weights) -> i32 {
    if let Some(winner) = state.winner() {
        return if winner == me { WIN } else { -WIN };
    }
    if state.is_out(me) {
        return -WIN;
    }
    let t = Tables::of(state, w);
    let mine = strength(state, &t, me, w) + strike_term(state, &t, me, w);
    let (mut top, mut sum, mut n) = (i32::MIN, 0i64, 0i64);
    for s in (0..state.players()).map(Seat).filter(|&s| s != me) {
        let v = if state.is_out(s) {
            w.out
        } else {
            let v = strength(state, &t, s, w);
            top = top.max(v);
            v
        };
        sum += v as i64;
        n += 1;
    }
    if top == i32::MIN {
        return mine;
    }
    let mean = (sum / n.max(1)) as i32;
    mine - (w.lead * top + (100 - w.lead) * mean) / 100
}

/// The sum of a seat's three best cities' margins (its spire's pips less the next spire's
/// there): what the greedy yardstick player raises.
pub fn best_three_margins(state: &State, seat: Seat) -> i32 {
    let x = seat.index();
    let mut margins = City::ALL.map(|city| {
        let mine = state.spire_pips(city, Owner::Seat(seat)) as i32;
        let other = (0..5)
            .filter(|&o| o != x)
            .map(|o| state.spire_pips(city, Owner::from_index(o)) as i32)
            .max()
            .unwrap_or(0);
        mine - other
    });
    margins.sort_unstable_by(|a, b| b.cmp(a));
    margins[0] + margins[1] + margins[2]
}

#[cfg(test)]
mod tests {
    use super::*;
    use sandships::Options;

    fn state(text: &str) -> State {
        State::from_text(text, Options::default()).unwrap()
    }

    #[test]
    fn the_start_is_even_and_ends_are_extreme() {
        let w = Weights::default();
        let start = State::start(2, Options::default());
        assert_eq!(value(&start, Seat(0), &w), 0);
        assert_eq!(value(&start, Seat(1), &w), 0);
        let won = state("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 1 - w0");
        assert_eq!(value(&won, Seat(0), &w), WIN);
        assert_eq!(value(&won, Seat(1), &w), -WIN);
    }

    #[test]
    fn control_a_doomed_home_and_margins_are_seen() {
        let w = Weights::default();
        // Seat 0 controls the centre too (lm = 5 > dead s = 1).
        let ahead = state("xlms/1lms/xlms/0lms/0lm,xs - lmss/llmmss 1 - -");
        assert!(value(&ahead, Seat(0), &w) > 500);
        // Seat 1's large ship at SW (3 pips) can zap seat 0's last piece, a medium.
        let doomed = state("xlms/1ms/xlms/0m/xlms SW5:1l mss/llmm 0 - -");
        let safe = state("xlms/1ms/xlms/0m/xlms NE1:1l mss/llmm 0 - -");
        assert!(value(&doomed, Seat(0), &w) < value(&safe, Seat(0), &w) - 1500);
        assert_eq!(best_three_margins(&ahead, Seat(0)), 6 + 4 - 6);
    }

    #[test]
    fn a_city_one_landing_away_and_the_deciding_city_count_more() {
        let w = Weights::default();
        // Seat 0's spire at SE (5) trails the dead one (6) by one pip, its large ship docked
        // there: one landing takes SE. The same ship at C (need 7) is far from anything.
        let at_se = state("xlms/1lms/0lm,xlms/0mmss/xlms SE3:0l ls/llmmss 0 - -");
        let at_c = state("xlms/1lms/0lm,xlms/0mmss/xlms C2:0l ls/llmmss 0 - -");
        let t = Tables::of(&at_se, &w);
        assert!(one_action_takes(&at_se, &t, City::SE, 0));
        assert!(!one_action_takes(&at_c, &Tables::of(&at_c, &w), City::C, 0));
        assert!(value(&at_se, Seat(0), &w) > value(&at_c, Seat(0), &w) + w.within_reach / 2);
        // Holding SW and SE, zapping the centre's dead small helps seat 0 more than seat 1,
        // though both seats' need there falls by one pip.
        let before = state("xlms/1lms/0lms,xls/0mss/xlms C2:0m ll/llmmss 0 - -");
        let after = state("xlms/1lms/0lms,xls/0mss/xlm C2:0m ll/llmmss 0 - -");
        assert!(value(&after, Seat(0), &w) > value(&before, Seat(0), &w));
        let no_decider = Weights { decider: 0, ..w };
        assert_eq!(
            value(&after, Seat(0), &no_decider),
            value(&before, Seat(0), &no_decider)
        );
    }

    #[test]
    fn with_four_seats_a_zapped_home_piece_counts_as_built_again() {
        let mut w = Weights::default();
        // Seat 0's two larges docked at NW zap seat 1's home large; seat 1's pool then holds
        // a small and that large, both built again on its next turn. NE and SE stand full, so
        // NW is one of seat 0's three best cities.
        let before =
            state("1lllmmmss/2lllmmmsss/3lllmmmsss/0lms/xlms NW7:0l,NW8:0l mmss/s/-/- 0 - -");
        let after =
            state("1llmmmss/2lllmmmsss/3lllmmmsss/0lms/xlms NW7:0l,NW8:0l mmss/ls/-/- 0 - -");
        assert_eq!(rebuilt(&after, Seat(1), 3), 4);
        w.rebuild = 0;
        let gain_without = value(&after, Seat(0), &w) - value(&before, Seat(0), &w);
        w.rebuild = 3;
        let gain_with = value(&after, Seat(0), &w) - value(&before, Seat(0), &w);
        assert!(gain_without > 2 * w.need, "counted gone: {gain_without}");
        assert!(gain_with < w.need / 2, "counted built again: {gain_with}");
    }

    #[test]
    fn rebuilt_takes_the_smallest_pool_pieces() {
        let s = state("1lms/2lms/3lms/0lms/xlms - llmmss/llmmss/llmmss/lms 0 - -");
        assert_eq!(rebuilt(&s, Seat(0), 3), 1 + 1 + 2);
        assert_eq!(rebuilt(&s, Seat(3), 3), 1 + 2 + 3);
        assert_eq!(rebuilt(&s, Seat(3), 1), 1);
        assert_eq!(rebuilt(&s, Seat(0), 0), 0);
    }

    #[test]
    fn a_strike_counts_for_the_seat_and_once_gated_only_as_its_third_city() {
        // Seat 0's spire (9 pips) and two larges at NW, seat 1's home: one pip short.
        let centre =
            state("0lmmss,1llmmmsss/2lms/3lms/0s/0m NW7:0l,NW8:0l -/l/llmmss/llmmss 0 - -");
        let dead =
            state("0lmmss,1llmmmsss/2lms/3lms/0s/xlms NW7:0l,NW8:0l m/l/llmmss/llmmss 0 - -");
        let off = Weights {
            strike: 0,
            ..Weights::default()
        };
        let on = Weights { strike: 150, ..off };
        let gated = Weights {
            strike_alone: 0,
            ..on
        };
        let gain = |s: &State, w: &Weights| value(s, Seat(0), w) - value(s, Seat(0), &off);
        assert_eq!(gain(&centre, &on), 150 * (STRIKE_FROM - 1));
        assert_eq!(gain(&centre, &gated), 150 * (STRIKE_FROM - 1));
        assert!(gain(&dead, &on) > 0);
        assert_eq!(
            gain(&dead, &gated),
            0,
            "without the centre it is not the third city"
        );
    }
}
