use martian_ai::reference::minimax;
use martian_ai::{random_move, Limits, Rng, SearchParams};
use martian_engine::{Position, RuleOptions, Seat, Variant};
use std::time::Instant;

fn main() {
    for (variant, teams) in [(Variant::TwoPlayer, false), (Variant::FourPlayer, false)] {
        for seed in 0..8u64 {
            let mut rng = Rng::new(seed);
            let o = RuleOptions { teams, ..RuleOptions::default() };
            let mut pos = Position::start(variant, o, Seat(0));
            for _ in 0..(6 + seed * 3) {
                let Some(mv) = random_move(&pos, &mut rng) else { break };
                let b = pos;
                pos.play_unchecked(mv);
                if pos.is_over() { pos = b; break; }
            }
            for (depth, q) in [(1, true), (2, true), (3, false), (3, true)] {
                if variant == Variant::FourPlayer && depth == 3 { continue; }
                let p = SearchParams { limits: Limits::depth(depth), quiescence: q, ..SearchParams::default() };
                let t = Instant::now();
                let v = match &pos { Position::Two(x) => minimax(x, depth, &p), Position::Four(x) => minimax(x, depth, &p) };
                println!("{variant:?} seed {seed} d{depth} q{q}: {v} in {:?}", t.elapsed());
            }
        }
    }
}
