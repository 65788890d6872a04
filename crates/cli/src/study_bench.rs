//! `martian study-bench [--seed S]`: how long the review and the hint take natively, for
//! choosing the app's budgets (docs/study.md): a review of a 60-move game of two, four and six
//! players at the default budget, of a 40-turn Sandships game, and a hint in each game. The
//! games are seeded self-play between level-3 seats (node budgets, so every run reviews the
//! same games), played on from a new game when one ends before 60 moves. Times are the thread's
//! CPU time (a shared machine's load does not count); the browser's are estimated at the measured worker-to-native ratios
//! (README, "Measurements": 0.86 for the Martian Chess AI, 0.88 for Sandships).

/// This thread's CPU time in seconds (Linux's `/proc/thread-self/schedstat`), so that a loaded
/// machine does not slow the figures down; the wall clock elsewhere.
pub(crate) fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or_else(
            || {
                static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
                START
                    .get_or_init(std::time::Instant::now)
                    .elapsed()
                    .as_secs_f64()
            },
            |ns| ns / 1e9,
        )
}

/// A stopwatch on [`cpu_seconds`].
struct Watch(f64);

impl Watch {
    fn start() -> Watch {
        Watch(cpu_seconds())
    }
    fn seconds(&self) -> f64 {
        cpu_seconds() - self.0
    }
}

use martian_ai::study::{hint, review_move, review_nodes, HINT_NODES};
use martian_ai::{search_position, Level, Limits, Rng, StoppedClock};
use martian_engine::{Game, RuleOptions, Seat, Variant};
use sandships::{Action, Options, State};

use crate::args::Args;

/// Worker speed over native speed, measured (README).
const MC_RATIO: f64 = 0.86;
const SS_RATIO: f64 = 0.88;

/// Games of level-3 seats until `moves` moves are played, each a game of its own.
fn games(variant: Variant, moves: usize, rng: &mut Rng) -> Vec<Game> {
    let mut out = Vec::new();
    let mut played = 0;
    while played < moves {
        let mut game = Game::standard(variant, RuleOptions::default(), Seat(0));
        while played < moves && !game.current().is_over() {
            let pos = *game.current();
            let params =
                Level::get(3).params(pos.seats(), Limits::default(), rng.next_u64(), Vec::new());
            let Some(mv) = search_position(&pos, &params, &StoppedClock, &mut |_| {}).best else {
                break;
            };
            if game.play(mv).is_err() {
                break;
            }
            played += 1;
        }
        out.push(game);
    }
    out
}

/// The command.
pub fn bench(args: &Args) -> Result<String, String> {
    args.only_flags(&["--seed"])?;
    let seed = args.number("--seed", 0, u64::MAX)?.unwrap_or(1);
    let mut rng = Rng::new(seed);
    let mut out = String::from(
        "| what | budget | moves | native | browser (estimated) | first move |\n| --- | --- | --- | --- | --- | --- |\n",
    );
    for (variant, name) in [
        (Variant::TwoPlayer, "two players"),
        (Variant::FourPlayer, "four players"),
        (Variant::SixPlayer, "six players"),
    ] {
        let nodes = review_nodes(variant.seats());
        let games = games(variant, 60, &mut rng);
        let start = Watch::start();
        let mut first = None;
        let mut n = 0;
        for g in &games {
            for ply in 0..g.moves().len() {
                review_move(g, ply, nodes);
                n += 1;
                first.get_or_insert(start.seconds());
            }
        }
        let t = start.seconds();
        out += &format!(
            "| review, Martian Chess, {name} | {nodes} nodes a move | {n} | {t:.2} s | {:.2} s | {:.2} s |\n",
            t / MC_RATIO,
            first.unwrap_or(0.0) / MC_RATIO
        );
        let mid = &games[0];
        let pos = mid.positions()[mid.positions().len() / 2];
        let start = Watch::start();
        hint(&pos, Vec::new(), HINT_NODES);
        let t = start.seconds();
        out += &format!(
            "| hint, Martian Chess, {name} | {HINT_NODES} nodes | 1 | {t:.2} s | {:.2} s | |\n",
            t / MC_RATIO
        );
    }
    for players in [2u8, 4] {
        let game = sandships_game(players, 40, &mut rng);
        let nodes = sandships_ai::study::REVIEW_NODES;
        let start = Watch::start();
        let mut first = None;
        let turns = sandships_ai::study::turns(&game).len();
        for t in 0..turns {
            sandships_ai::study::review_turn(&game, t, nodes);
            first.get_or_insert(start.seconds());
        }
        let t = start.seconds();
        out += &format!(
            "| review, Sandships, {players} players | {nodes} states a turn | {turns} turns | {t:.2} s | {:.2} s | {:.2} s |\n",
            t / SS_RATIO,
            first.unwrap_or(0.0) / SS_RATIO
        );
        let turn = &sandships_ai::study::turns(&game)[turns / 2];
        let state = &game.states()[turn.roll + 1];
        let start = Watch::start();
        sandships_ai::study::hint(state, sandships_ai::study::HINT_NODES);
        let t = start.seconds();
        out += &format!(
            "| hint, Sandships, {players} players | {} states | 1 | {t:.2} s | {:.2} s | |\n",
            sandships_ai::study::HINT_NODES,
            t / SS_RATIO
        );
    }
    Ok(out)
}

/// A Sandships game of level-3 seats, `turns` turns long at most (seeded dice).
fn sandships_game(players: u8, turns: u32, rng: &mut Rng) -> sandships::Game {
    let mut game = sandships::Game::new(State::start(players, Options::default()));
    let mut t = 0;
    while game.current().winner().is_none() && t < turns {
        let roll = sandships_ai::roll_dice(rng);
        if game.play(Action::Roll(roll)).is_err() {
            break;
        }
        t += 1;
        if game.current().needs_roll() {
            continue;
        }
        let params =
            sandships_ai::Level::get(3).params(sandships_ai::Budget::default(), rng.next_u64());
        for a in sandships_ai::best_turn(game.current(), &params, &StoppedClock).actions {
            if game.play(a).is_err() {
                break;
            }
        }
    }
    game
}
