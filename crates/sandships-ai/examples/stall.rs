//! Why many-seat games stall: plays seeded games under node budgets (reproducible, unlike a
//! clock) and prints how each ended, with the final state, how often each seat zapped a
//! piece of another seat's home (and whose), and how many turns player A began holding two
//! cities (and of those, another seat's home among them: a strike that took a home).
//!
//! `cargo run --release -p sandships-ai --example stall -- 4 5 greedy 10 100000 78`: players,
//! player A (a level), player B (a level or `greedy`), games, the levels' node budget, seed; A
//! sits in seat g mod players. The measurements in the crate docs ("Why four-seat games
//! stalled") were made with it. Environment knobs, for such measurements: `LEAD`, `OUT`,
//! `SIEGE`, `FOCUS`, `REBUILD`, `STRIKE`, `STRIKE_ALONE`, `BLOCKADE`, `READY` (level 5's evaluation weights),
//! `DEEPEN` (its widest reply, 1: none), `PLAN_SHARE`, `LOOKAHEAD`, `WIDTH` (its search's
//! settings; `DEEPEN` and `WIDTH` with any number of seats); the weights' names and `DEEPEN` prefixed `B_` set player B's (any level),
//! `ZAP_REMOVES` (the optional rule), `TRACE` (the state
//! every 20 turns).

use sandships::{Action, City, Face, Kind, Options, Owner, Port, Seat, State, BOARD};
use sandships_ai::{best_turn, greedy_action, roll_dice, Budget, Level, Rng, StoppedClock};

const MAX_TURNS: u32 = 300;

fn choose(player: &str, is_b: bool, state: &State, nodes: u64, rng: &mut Rng) -> Vec<Action> {
    if player == "greedy" {
        return greedy_action(state, rng).into_iter().collect();
    }
    let level = Level::get(player.parse().expect("a level or greedy"));
    let mut params = level.params(Budget::nodes(nodes), rng.next_u64());
    // Level 5's knobs as named; player B's (any level) prefixed `B_`.
    let prefix = if is_b { "B_" } else { "" };
    let knob = |name: &str, d: i32| {
        std::env::var(format!("{prefix}{name}")).map_or(d, |v| v.parse().unwrap())
    };
    if player == "5" || is_b {
        params.weights.lead = knob("LEAD", params.weights.lead);
        params.weights.out = knob("OUT", params.weights.out);
        params.weights.siege = knob("SIEGE", params.weights.siege);
        params.weights.focus = knob("FOCUS", params.weights.focus);
        params.weights.rebuild = knob("REBUILD", params.weights.rebuild);
        params.weights.strike = knob("STRIKE", params.weights.strike);
        params.weights.strike_alone = knob("STRIKE_ALONE", params.weights.strike_alone);
        params.weights.strike_safe = knob("STRIKE_SAFE", params.weights.strike_safe);
        params.weights.blockade = knob("BLOCKADE", params.weights.blockade);
        params.weights.ready = knob("READY", params.weights.ready);
        params.deepen = knob("DEEPEN", params.deepen as i32) as usize;
        let four = params.deepen_four_seats as i32;
        params.deepen_four_seats = knob("DEEPEN", four) as usize;
        params.plan_share = knob("PLAN_SHARE", params.plan_share as i32) as u8;
        params.lookahead = knob("LOOKAHEAD", params.lookahead as i32) as usize;
        params.width = knob("WIDTH", params.width as i32) as usize;
        let four = params.width_four_seats as i32;
        params.width_four_seats = knob("WIDTH", four) as usize;
    }
    best_turn(state, &params, &StoppedClock).actions
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let players: u8 = arg(0, "4").parse().unwrap();
    let (a, b) = (arg(1, "5"), arg(2, "greedy"));
    let games: u64 = arg(3, "10").parse().unwrap();
    let nodes: u64 = arg(4, "200000").parse().unwrap();
    let seed: u64 = arg(5, "78").parse().unwrap();
    let (mut won, mut decided, mut turns_all) = (0, 0, 0u64);
    let mut all_blk = [(0u32, 0u32, 0u32, 0u64); 3];
    for g in 0..games {
        let a_seat = Seat((g % players as u64) as u8);
        let mut dice = Rng::new(seed ^ g.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut choices = Rng::new(seed ^ g ^ 0x5851_f42d_4c95_7f2d);
        let options = Options {
            zap_removes: std::env::var("ZAP_REMOVES").is_ok(),
            ..Options::default()
        };
        let mut state = State::start(players, options);
        let (mut turns, mut home_zaps, mut other_zaps) = (0, [0u32; 4], [0u32; 4]);
        let mut targets = [0u32; 4];
        // Builds by seat, and each seat's home pips summed over the turns after the 20th.
        let (mut builds, mut home_pips, mut sampled) = ([0u32; 4], [0u64; 4], 0u64);
        // Builds made with a die that is not a Build (a Wild, or a die whose action was null).
        let mut wild_builds = [0u32; 4];
        // Turns A began holding two cities, and of those, holding another seat's home too.
        let (mut two, mut two_with_home) = (0u32, 0u32);
        // The other seats' turns by how many of their home's ports A's ships held at the
        // roll (0, 1, 2): turns, builds and launches in them, and home pips at the roll.
        let (mut blk_turns, mut blk_builds) = ([0u32; 3], [0u32; 3]);
        let (mut blk_launches, mut blk_pips) = ([0u32; 3], [0u64; 3]);
        let mut blk = 0usize;
        while state.winner().is_none() {
            if state.needs_roll() {
                if turns == MAX_TURNS {
                    break;
                }
                turns += 1;
                if std::env::var("TRACE").is_ok() && turns % 20 == 0 {
                    println!("  t{turns}: {state}");
                }
                let held: Vec<City> = City::ALL
                    .into_iter()
                    .filter(|&c| state.controller(c) == Some(a_seat))
                    .collect();
                if held.len() >= 2 {
                    two += 1;
                    let theirs =
                        |c: &City| (0..players).any(|s| s != a_seat.0 && state.home(Seat(s)) == *c);
                    two_with_home += held.iter().any(theirs) as u32;
                }
                let mover = state.to_act();
                if mover != a_seat {
                    let home = state.home(mover);
                    blk = BOARD
                        .ports
                        .iter()
                        .enumerate()
                        .filter(|(p, &(c, _))| {
                            c == home
                                && state.ship(Port(*p as u8)).is_some_and(|s| s.seat == a_seat)
                        })
                        .count()
                        .min(2);
                    blk_turns[blk] += 1;
                    blk_pips[blk] += state.spire_pips(home, Owner::Seat(mover)) as u64;
                }
                if turns > 20 {
                    sampled += 1;
                    for s in 0..players {
                        let seat = Seat(s);
                        home_pips[s as usize] +=
                            state.spire_pips(state.home(seat), Owner::Seat(seat)) as u64;
                    }
                }
                state.play_unchecked(Action::Roll(roll_dice(&mut dice)));
                continue;
            }
            let mover = state.to_act();
            let who = if mover == a_seat { &a } else { &b };
            for action in choose(who, mover != a_seat, &state, nodes, &mut choices) {
                if let Action::Use(face, Kind::Build) = action {
                    builds[mover.index()] += 1;
                    wild_builds[mover.index()] += (face != Face::B) as u32;
                    blk_builds[blk] += (mover != a_seat) as u32;
                }
                if let Action::Use(_, Kind::Launch { .. }) = action {
                    blk_launches[blk] += (mover != a_seat) as u32;
                }
                if let Action::Use(_, Kind::Zap { city, owner, .. }) = action {
                    let home = matches!(owner, Owner::Seat(s) if state.home(s) == city);
                    if home {
                        home_zaps[mover.index()] += 1;
                        targets[owner.index()] += 1;
                    } else {
                        other_zaps[mover.index()] += 1;
                    }
                }
                state.play(action).expect("legal");
            }
        }
        turns_all += turns as u64;
        let w = state.winner();
        decided += w.is_some() as u32;
        won += (w == Some(a_seat)) as u32;
        let mean_home: Vec<u64> = home_pips[..players as usize]
            .iter()
            .map(|p| p / sampled.max(1))
            .collect();
        println!(
            "game {g}: A seat {} winner {:?} turns {turns} home zaps {:?} (on seats {:?}) other zaps {:?} builds {:?} (with other dice {:?}) home pips after turn 20 {:?} A held two cities {two} turns (with another's home {two_with_home})\n  {state}",
            a_seat.0, w.map(|s| s.0), &home_zaps[..players as usize], &targets[..players as usize], &other_zaps[..players as usize], &builds[..players as usize], &wild_builds[..players as usize], mean_home
        );
        let per = |n: u32, t: u32| n as f64 / t.max(1) as f64;
        println!(
            "  others' turns by their home ports A held (0/1/2): turns {blk_turns:?} builds a turn {:.2}/{:.2}/{:.2} launches a turn {:.2}/{:.2}/{:.2} home pips {:.1}/{:.1}/{:.1}",
            per(blk_builds[0], blk_turns[0]), per(blk_builds[1], blk_turns[1]), per(blk_builds[2], blk_turns[2]),
            per(blk_launches[0], blk_turns[0]), per(blk_launches[1], blk_turns[1]), per(blk_launches[2], blk_turns[2]),
            blk_pips[0] as f64 / blk_turns[0].max(1) as f64, blk_pips[1] as f64 / blk_turns[1].max(1) as f64, blk_pips[2] as f64 / blk_turns[2].max(1) as f64,
        );
        for b in 0..3 {
            all_blk[b].0 += blk_turns[b];
            all_blk[b].1 += blk_builds[b];
            all_blk[b].2 += blk_launches[b];
            all_blk[b].3 += blk_pips[b];
        }
    }
    println!(
        "A won {won} of {games}, decided {decided}, mean {:.1} turns",
        turns_all as f64 / games as f64
    );
    for (b, (t, bu, la, pi)) in all_blk.iter().enumerate() {
        println!(
            "  others' turns with {b} home ports held by A: {t}, builds a turn {:.2}, launches a turn {:.2}, home pips {:.1}",
            *bu as f64 / (*t).max(1) as f64,
            *la as f64 / (*t).max(1) as f64,
            *pi as f64 / (*t).max(1) as f64
        );
    }
}
