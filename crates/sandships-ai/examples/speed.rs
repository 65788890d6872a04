//! The engine's and the AI's speed, natively, and what random games look like: random
//! playouts (whole games of random actions and seeded rolls, to a win or the 300-turn cap) for
//! 2, 3 and 4 players, with how they end, their length in turns and the legal actions per
//! decision; then each level's time per turn and the search's states per second over seeded
//! states with dice in hand; then level 5's states a turn at 100 ms in four-seat middle games
//! and its time a turn there at its default budget (a second).
//! `cargo run --release -p sandships-ai --example speed` (`-- four-seat`: the last part only).

use std::time::Instant;

use sandships::{Action, Options, State};
use sandships_ai::{
    best_turn, random_action, random_playout, random_state, roll_dice, Budget, Level, Rng,
};

/// A game still running after this many turns is stopped (a draw, in a match).
const MAX_TURNS: u32 = 300;

/// Random games' ends and decisions, counted by playing them with the legal list at hand.
fn census(players: u8, games: u32) {
    let mut rng = Rng::new(7);
    let (mut control, mut last, mut cap, mut turns) = (0, 0, 0, 0u64);
    let (mut decisions, mut listed, mut most) = (0u64, 0u64, 0usize);
    for _ in 0..games {
        let mut state = State::start(players, Options::default());
        let mut t = 0;
        while state.winner().is_none() && !(state.needs_roll() && t == MAX_TURNS) {
            let action = if state.needs_roll() {
                t += 1;
                Action::Roll(roll_dice(&mut rng))
            } else {
                let n = state.legal_actions().len();
                decisions += 1;
                listed += n as u64;
                most = most.max(n);
                random_action(&state, &mut rng).expect("an action")
            };
            state.play_unchecked(action);
        }
        turns += t as u64;
        match state.winner() {
            Some(w) if state.cities_controlled(w) >= 3 => control += 1,
            Some(_) => last += 1,
            None => cap += 1,
        }
    }
    println!(
        "{players} players, {games} random games: won by control {control}, last seat standing {last}, 300-turn cap {cap}; mean {:.1} turns; legal actions per decision mean {:.1}, max {most}",
        turns as f64 / games as f64,
        listed as f64 / decisions as f64
    );
}

/// Level 5's turns in the middle of four-seat games against three greedy seats: the states
/// where it is to act with dice in hand, every second one from turn 20 to 80 of three seeded games (it plays them under
/// 20,000 states a turn, so they are the same on every machine and build).
fn four_seat_middles() -> Vec<State> {
    let mut out = Vec::new();
    for seed in 0..3u64 {
        let mut rng = Rng::new(seed);
        let mut state = State::start(4, Options::default());
        let (mut turns, mut mine) = (0, 0);
        while state.winner().is_none() && turns < 80 {
            if state.needs_roll() {
                turns += 1;
                state.play_unchecked(Action::Roll(roll_dice(&mut rng)));
                continue;
            }
            if state.to_act() != sandships::Seat(0) {
                let action = sandships_ai::greedy_action(&state, &mut rng).expect("an action");
                state.play_unchecked(action);
                continue;
            }
            mine += 1;
            if turns >= 20 && mine % 2 == 0 {
                out.push(state.clone());
            }
            let params = Level::get(5).params(Budget::nodes(20_000), seed);
            for action in best_turn(&state, &params, &|| 0.0).actions {
                state.play_unchecked(action);
            }
        }
    }
    out
}

/// States a turn level 5 searches in 100 ms (by the wall clock) in four-seat middle games,
/// and the time it takes for a fixed 50,000 states (the same work on every build).
fn four_seat_speed() {
    let states = four_seat_middles();
    let (mut nodes, mut early) = (0, 0);
    for s in &states {
        let start = Instant::now();
        let clock = move || start.elapsed().as_secs_f64() * 1000.0;
        let params = Level::get(5).params(Budget::millis(100), 1);
        let report = best_turn(s, &params, &clock);
        nodes += report.nodes;
        // A search that weighed its plans again with its widest reply ends before its time.
        early += (report.elapsed_ms < 90.0) as usize;
    }
    // At its default budget (a second, as in the app's worker): the time a turn takes.
    let (mut slowest, mut total, mut wide) = (0.0f64, 0.0, 0);
    for s in &states {
        let start = Instant::now();
        let clock = move || start.elapsed().as_secs_f64() * 1000.0;
        let params = Level::get(5).params(Budget::default(), 1);
        let report = best_turn(s, &params, &clock);
        slowest = slowest.max(report.elapsed_ms);
        total += report.elapsed_ms;
        wide += (report.reply_width == Level::get(5).deepen_four_seats) as usize;
    }
    println!(
        "level 5, four seats, at its default budget: {:.0} ms a turn on average, the slowest {slowest:.0} ms; {wide} of {} weighed with its widest reply",
        total / states.len() as f64,
        states.len()
    );
    let start = Instant::now();
    for s in &states {
        let params = Level::get(5).params(Budget::nodes(50_000), 1);
        best_turn(s, &params, &|| 0.0);
    }
    let ms = start.elapsed().as_secs_f64() * 1000.0 / states.len() as f64;
    println!(
        "level 5, four seats, {} middle-game turns: {:.0} states a turn in 100 ms ({early} done within 90 ms); {ms:.1} ms for 50,000 states",
        states.len(),
        nodes as f64 / states.len() as f64
    );
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("four-seat") {
        four_seat_speed();
        return;
    }
    for players in [2u8, 3, 4] {
        census(players, 2000);
    }
    for players in [2u8, 3, 4] {
        let mut rng = Rng::new(1);
        let start = Instant::now();
        let (mut games, mut actions) = (0u64, 0u64);
        while start.elapsed().as_secs_f64() < 2.0 {
            actions += random_playout(players, Options::default(), &mut rng, MAX_TURNS).2;
            games += 1;
        }
        let s = start.elapsed().as_secs_f64();
        println!(
            "{players} players: {games} random playouts in {s:.2} s = {:.0} playouts/s, {:.2} M actions/s",
            games as f64 / s,
            actions as f64 / s / 1e6
        );
    }
    let states: Vec<State> = (0..12)
        .map(|seed| {
            let mut s = random_state(2 + (seed % 3) as u8, Options::default(), seed, 60);
            let mut rng = Rng::new(seed);
            while s.needs_roll() {
                s.play_unchecked(Action::Roll(roll_dice(&mut rng)));
            }
            s
        })
        .collect();
    for level in 1..=5u8 {
        let params = Level::get(level).params(Budget::nodes(400_000), 1);
        let start = Instant::now();
        let mut nodes = 0;
        for s in &states {
            nodes += best_turn(s, &params, &|| 0.0).nodes;
        }
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        println!(
            "level {level}: {:.1} ms a turn, {:.0} states a turn, {:.2} M states/s",
            ms / states.len() as f64,
            nodes as f64 / states.len() as f64,
            nodes as f64 / ms / 1000.0
        );
    }
    four_seat_speed();
}
