//! The engine's and the AI's speed, natively, and what random games look like: random
//! playouts (whole games of random actions and seeded rolls, to a win or the 300-turn cap) for
//! 2, 3 and 4 players, with how they end, their length in turns and the legal actions per
//! decision; then each level's time per turn and the search's states per second over seeded
//! states with dice in hand. `cargo run --release -p sandships-ai --example speed`.

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

fn main() {
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
}
