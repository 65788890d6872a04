//! The AI on the command line: `bestmove` asks for one move, `match` pits two players against
//! each other over many games and reports the score with its error margin.

use std::fmt::Write;
use std::time::Instant;

use martian_ai::{
    greedy_move, random_move, run, search_position, Level, Limits, Rng, SearchRequest,
};
use martian_engine::{Position, RuleOptions, Seat, Variant};

use crate::args::Args;
use crate::match_stats::{interval, summary, Tally};
use crate::wall_clock::wall_clock;

/// A game still running after this many moves counts as a draw.
const MAX_MOVES: usize = 300;

/// The caller's budget from `--millis`, `--nodes` and `--depth`, or `default_millis` if none.
fn limits(args: &Args, default_millis: u64) -> Result<Limits, String> {
    let mut l = Limits {
        millis: args.number("--millis", 1, 86_400_000)?,
        nodes: args.number("--nodes", 1, u64::MAX)?,
        depth: args.number("--depth", 1, 64)?.map(|d| d as u32),
    };
    if l.is_unlimited() {
        l.millis = Some(default_millis);
    }
    Ok(l)
}

/// `martian bestmove '<position>' [--level N] [--millis N | --nodes N | --depth N] [--seed S]
/// [--record FILE]`: the move the AI chooses, with `clock` before it when it calls the clock.
pub fn bestmove(args: &Args) -> Result<String, String> {
    args.only_flags(&[
        "--level", "--millis", "--nodes", "--depth", "--seed", "--record",
    ])?;
    if let Some(w) = args.positional.get(1) {
        return Err(format!("unexpected word `{w}`"));
    }
    let record = match args.text("--record") {
        Some(path) => {
            Some(std::fs::read_to_string(path).map_err(|e| format!("cannot read `{path}`: {e}"))?)
        }
        None => None,
    };
    let position = match (args.positional.first(), &record) {
        (Some(text), _) => text.clone(),
        (None, Some(_)) => String::new(),
        (None, None) => return Err("missing position text (or --record FILE)".into()),
    };
    let request = SearchRequest {
        id: 0,
        position,
        options: args.options,
        record,
        level: args.number("--level", 1, 5)?.unwrap_or(5) as u8,
        limits: limits(args, 1000)?,
        seed: args.number("--seed", 0, u64::MAX)?.unwrap_or(0),
    };
    let start = Instant::now();
    let result = run(&request, &wall_clock(start), &mut |_| {});
    if let Some(e) = result.error {
        return Err(e);
    }
    match result.text {
        Some(text) => Ok(format!("{text}\n")),
        None => {
            let (pos, _) = martian_ai::resolve(&request)?;
            let why = pos
                .outcome()
                .map_or(String::new(), |o| format!(": {}", o.describe()));
            Err(format!("the game is over{why}"))
        }
    }
}

/// A player in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    Random,
    Greedy,
    Level(u8),
    /// Level 5 without playouts: the search alone, to measure what the playouts add in the
    /// four-player game (the same as level 5 in two players and in teams).
    SearchOnly,
    /// Level 5 with best reply search instead of the paranoid search on every board with
    /// several opponents, to measure the two (see `martian_ai::SearchParams::best_reply`).
    BestReply,
    /// Level 5 with selfish opponents keeping their `k` best moves (see
    /// `martian_ai::SearchParams::selfish`): `selfish1` to `selfish9`.
    Selfish(u8),
    /// Level 5 with the plain paranoid search (no selfish opponents, no best reply), as it
    /// played before selfish opponents: `paranoid`.
    Paranoid,
    /// Level 5's budget spent on max-n Monte Carlo tree search, each leaf played on for `k`
    /// plies (see `martian_ai::SearchParams::mcts`): `mcts0` to `mcts99`.
    Mcts(u8),
}

impl Player {
    fn parse(word: &str) -> Result<Player, String> {
        match word {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            "search" => Ok(Player::SearchOnly),
            "brs" => Ok(Player::BestReply),
            "paranoid" => Ok(Player::Paranoid),
            _ if (5..=6).contains(&word.len()) && word.starts_with("mcts") => {
                match word[4..].parse::<u8>() {
                    Ok(k @ 0..=99) => Ok(Player::Mcts(k)),
                    _ => Err(format!("`mcts` takes a ply count 0 to 99, not `{word}`")),
                }
            }
            _ if word.len() == 8 && word.starts_with("selfish") => {
                match word[7..].parse::<u8>() {
                    Ok(k @ 1..=9) => Ok(Player::Selfish(k)),
                    _ => Err(format!("`selfish` takes a count 1 to 9, not `{word}`")),
                }
            }
            _ => match word.parse::<u8>() {
                Ok(n @ 1..=5) => Ok(Player::Level(n)),
                _ => Err(format!(
                    "a player is `random`, `greedy`, `search`, `brs`, `paranoid`, `selfish1`-`selfish9`, `mcts0`-`mcts99` or a level 1 to 5, not `{word}`"
                )),
            },
        }
    }

    fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Greedy => "greedy".into(),
            Player::Level(n) => format!("level {n}"),
            Player::SearchOnly => "level 5's search alone".into(),
            Player::BestReply => "level 5, best reply search".into(),
            Player::Selfish(k) => format!("level 5, selfish opponents keeping {k}"),
            Player::Paranoid => "level 5, paranoid search".into(),
            Player::Mcts(k) => format!("level 5, max-n tree search, {k}-ply playouts"),
        }
    }

    fn choose(
        self,
        pos: &Position,
        history: &[u64],
        budget: Limits,
        rng: &mut Rng,
    ) -> Option<martian_engine::Move> {
        match self {
            Player::Random => random_move(pos, rng),
            Player::Greedy => greedy_move(pos, rng),
            Player::Level(_)
            | Player::SearchOnly
            | Player::BestReply
            | Player::Selfish(_)
            | Player::Paranoid
            | Player::Mcts(_) => {
                let level = match self {
                    Player::Level(n) => Level::get(n),
                    Player::SearchOnly => Level {
                        playout_share: 0,
                        ..Level::get(5)
                    },
                    _ => Level::get(5),
                };
                let mut params =
                    level.params(pos.seats(), budget, rng.next_u64(), history.to_vec());
                params.best_reply = matches!(self, Player::BestReply);
                match self {
                    Player::Selfish(k) => (params.selfish, params.mcts) = (k, None),
                    Player::Paranoid | Player::BestReply => {
                        (params.selfish, params.mcts) = (0, None)
                    }
                    Player::Mcts(k) => params.mcts = Some(k),
                    _ => {}
                }
                let clock = wall_clock(Instant::now());
                search_position(pos, &params, &clock, &mut |_| {}).best
            }
        }
    }
}

/// What one game meant for player A.
enum GameResult {
    Win,
    /// A shared the top with others: `k` seats in all shared it (0: the game did not end).
    Draw(u8),
    Loss,
}

impl GameResult {
    /// A's tie-split points: 1 for a win alone, `1/k` for a top shared by `k` seats, 0 for a
    /// loss or an unfinished game. Over many games an equal player's average is exactly 1/N.
    fn split_points(&self) -> f64 {
        match self {
            GameResult::Win => 1.0,
            GameResult::Draw(k) if *k > 0 => 1.0 / *k as f64,
            GameResult::Draw(_) | GameResult::Loss => 0.0,
        }
    }
}

/// Plays one game from the start; `seats[s]` says whether seat `s` is player A.
fn play_game(
    variant: Variant,
    options: RuleOptions,
    a: Player,
    b: Player,
    a_seats: u8,
    budget: Limits,
    rng: &mut Rng,
) -> (GameResult, usize, bool) {
    let mut pos = Position::start(variant, options, Seat(0));
    let mut history: Vec<u64> = Vec::new();
    let mut plies = 0;
    while plies < MAX_MOVES {
        let mover = pos.turn();
        let player = if a_seats >> mover.0 & 1 != 0 { a } else { b };
        let Some(mv) = player.choose(&pos, &history, budget, rng) else {
            break;
        };
        if !pos.is_legal(mv) {
            // Never expected; counted against the player that chose it.
            let lost = a_seats >> mover.0 & 1 != 0;
            return (
                if lost {
                    GameResult::Loss
                } else {
                    GameResult::Win
                },
                plies,
                lost,
            );
        }
        history.push(pos.hash());
        pos.play_unchecked(mv);
        plies += 1;
    }
    // Whether A made the last move (ended the game, if it is over).
    let a_ended = a_seats >> pos.turn().prev(variant.seats()).0 & 1 != 0;
    let Some(outcome) = pos.outcome() else {
        return (GameResult::Draw(0), plies, a_ended);
    };
    let a_won = outcome.winners.iter().any(|s| a_seats >> s.0 & 1 != 0);
    let b_won = outcome.winners.iter().any(|s| a_seats >> s.0 & 1 == 0);
    let r = match (a_won, b_won) {
        (true, false) => GameResult::Win,
        (false, true) => GameResult::Loss,
        (true, true) => GameResult::Draw(outcome.winners.len() as u8),
        _ => GameResult::Draw(0),
    };
    (r, plies, a_ended)
}

/// `martian match A B --games N [--millis M | --nodes N] [--seed S] [--players 2-6]`: with
/// three or more players A holds one seat (rotating) and B every other.
pub fn play_match(args: &Args) -> Result<String, String> {
    args.only_flags(&["--games", "--millis", "--nodes", "--seed", "--players"])?;
    let a = Player::parse(args.word(
        0,
        "player A (random, greedy, search, brs, paranoid, selfishK, mctsK or a level 1-5)",
    )?)?;
    let b = Player::parse(args.word(
        1,
        "player B (random, greedy, search, brs, paranoid, selfishK, mctsK or a level 1-5)",
    )?)?;
    if let Some(w) = args.positional.get(2) {
        return Err(format!("unexpected word `{w}`"));
    }
    let games = args
        .number("--games", 1, 1_000_000)?
        .ok_or("match needs --games N")? as u32;
    let players = args.number("--players", 2, 6)?.unwrap_or(2);
    let variant = Variant::for_seats(players as u8).ok_or("--players is 2 to 6")?;
    if args.options.teams {
        return Err("match seats A alone against B; --teams does not go with it".into());
    }
    let budget = limits(args, 100)?;
    let seed = args.number("--seed", 0, u64::MAX)?.unwrap_or(1);
    let mut tally = Tally::default();
    let mut total_plies = 0;
    // Games A ended with its own move: won, shared, lost.
    let mut a_ended = [0u32; 3];
    // A's tie-split points: a win alone counts 1, a top shared by k seats 1/k (par is 1/N).
    let mut split = 0.0;
    let started = Instant::now();
    for g in 0..games {
        // A alternates seats (two players) or rotates through them (more: B holds the rest).
        let a_seats = 1u8 << (g % players as u32);
        let mut rng = Rng::new(seed ^ (g as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let (result, plies, ended) =
            play_game(variant, args.options, a, b, a_seats, budget, &mut rng);
        total_plies += plies;
        split += result.split_points();
        let k = match result {
            GameResult::Win => {
                tally.wins += 1;
                0
            }
            GameResult::Draw(_) => {
                tally.draws += 1;
                1
            }
            GameResult::Loss => {
                tally.losses += 1;
                2
            }
        };
        a_ended[k] += ended as u32;
    }
    let mut out = String::new();
    let budget_text = match (budget.millis, budget.nodes) {
        (Some(ms), Some(n)) => format!("{ms} ms and {n} nodes a move"),
        (Some(ms), None) => format!("{ms} ms a move"),
        (None, Some(n)) => format!("{n} nodes a move"),
        (None, None) => "depth-limited".into(),
    };
    let _ = writeln!(
        out,
        "A = {}, B = {}, {players} players, {games} games, {budget_text}, seed {seed}",
        a.name(),
        b.name()
    );
    let _ = writeln!(
        out,
        "average game {:.0} moves, {:.1} s in all",
        total_plies as f64 / games as f64,
        started.elapsed().as_secs_f64()
    );
    out.push_str(&summary(&tally));
    if players > 2 {
        let (lo, hi) = interval(tally.win_share(), tally.games());
        let _ = writeln!(
            out,
            "A won {} of {} games alone: {:.1}% (95% interval {:.1}% to {:.1}%; par 1/{players} = {:.1}%); draws are shared tops",
            tally.wins,
            tally.games(),
            100.0 * tally.win_share(),
            100.0 * lo,
            100.0 * hi,
            100.0 / players as f64
        );
        let share = split / tally.games() as f64;
        let (lo, hi) = interval(share, tally.games());
        let _ = writeln!(
            out,
            "A's tie-split score (a top shared by k seats counts 1/k): {:.1} of {}: {:.1}% (95% interval {:.1}% to {:.1}%; par {:.1}%)",
            split,
            tally.games(),
            100.0 * share,
            100.0 * lo,
            100.0 * hi,
            100.0 / players as f64
        );
        let _ = writeln!(
            out,
            "A ended the game with its own move in {} of its {} wins, {} of its {} shared tops and {} of its {} losses",
            a_ended[0], tally.wins, a_ended[1], tally.draws, a_ended[2], tally.losses
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Args {
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        Args::parse(&words).unwrap()
    }

    #[test]
    fn a_shared_top_splits_the_point() {
        assert_eq!(GameResult::Win.split_points(), 1.0);
        assert_eq!(GameResult::Draw(2).split_points(), 0.5);
        assert!((GameResult::Draw(3).split_points() - 1.0 / 3.0).abs() < 1e-12);
        assert_eq!(GameResult::Draw(0).split_points(), 0.0);
        assert_eq!(GameResult::Loss.split_points(), 0.0);
    }

    const START: &str = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";

    #[test]
    fn bestmove_prints_a_legal_move() {
        let out = bestmove(&args(&[START, "--nodes", "2000"])).unwrap();
        let pos = Position::from_text(START, RuleOptions::default()).unwrap();
        let text = out.trim();
        assert!(
            pos.legal_moves().iter().any(|m| m.to_string() == text),
            "{out}"
        );
        // Ahead on points: it may call the clock, and says so first.
        let out = bestmove(&args(&["qq2/d3/4/4/4/4/3d/2qq 0 - - 12,2", "--depth", "3"])).unwrap();
        assert!(out.starts_with("clock "), "{out}");
    }

    #[test]
    fn bestmove_refuses_what_it_cannot_answer() {
        assert!(bestmove(&args(&[]))
            .unwrap_err()
            .contains("missing position"));
        assert!(bestmove(&args(&["q3/4/4/4/4/4/4/4 0 - - 3,1"]))
            .unwrap_err()
            .contains("the game is over"));
        assert!(bestmove(&args(&[START, "--level", "9"])).is_err());
        assert!(bestmove(&args(&[START, "--games", "3"])).is_err());
        let path = std::env::temp_dir().join("martian-bestmove-test.txt");
        std::fs::write(&path, "1. c3-b4\n").unwrap();
        let file = path.to_str().unwrap();
        let err = bestmove(&args(&[START, "--record", file])).unwrap_err();
        assert!(err.contains("record's current position"), "{err}");
        let out = bestmove(&args(&["--record", file, "--nodes", "500"])).unwrap();
        assert!(!out.trim().is_empty());
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn a_short_match() {
        let out = play_match(&args(&["greedy", "random", "--games", "4", "--seed", "3"])).unwrap();
        assert!(
            out.contains("wins ") && out.contains("Elo difference"),
            "{out}"
        );
        let out = play_match(&args(&[
            "1",
            "greedy",
            "--games",
            "2",
            "--nodes",
            "200",
            "--players",
            "4",
        ]))
        .unwrap();
        assert!(out.contains("games alone"), "{out}");
        let out = play_match(&args(&[
            "search",
            "greedy",
            "--games",
            "1",
            "--nodes",
            "300",
            "--players",
            "4",
        ]))
        .unwrap();
        assert!(out.contains("A = level 5's search alone"), "{out}");
        assert!(play_match(&args(&["random", "6", "--games", "2"])).is_err());
        assert!(play_match(&args(&["random", "greedy"])).is_err());
        // Three, five and six players play on the wedge boards; seven has no board.
        let out = play_match(&args(&[
            "greedy",
            "random",
            "--games",
            "3",
            "--players",
            "3",
        ]))
        .unwrap();
        assert!(out.contains("3 players, 3 games"), "{out}");
        assert!(out.contains("par 1/3 = 33.3%"), "{out}");
        assert!(
            out.contains("A ended the game with its own move in"),
            "{out}"
        );
        // Level 5 with selfish opponents, and the paranoid level 5 of before, by name.
        let out = play_match(&args(&[
            "selfish2",
            "paranoid",
            "--games",
            "1",
            "--nodes",
            "300",
            "--players",
            "3",
        ]))
        .unwrap();
        assert!(
            out.contains("A = level 5, selfish opponents keeping 2, B = level 5, paranoid search"),
            "{out}"
        );
        // Max-n tree search by name, and the tie-split score beside games won alone.
        let out = play_match(&args(&[
            "mcts4",
            "greedy",
            "--games",
            "2",
            "--nodes",
            "2000",
            "--players",
            "3",
        ]))
        .unwrap();
        assert!(
            out.contains("A = level 5, max-n tree search, 4-ply playouts, B = greedy"),
            "{out}"
        );
        assert!(out.contains("A's tie-split score"), "{out}");
        for bad in ["mcts", "mcts100", "mctsx"] {
            let err = play_match(&args(&[bad, "greedy", "--games", "1"])).unwrap_err();
            assert!(
                err.contains("mcts") || err.contains("player"),
                "{bad}: {err}"
            );
        }
        for bad in ["selfish0", "selfish", "selfishes"] {
            let err = play_match(&args(&[bad, "greedy", "--games", "1"])).unwrap_err();
            assert!(err.contains("selfish"), "{bad}: {err}");
        }
        assert!(play_match(&args(&[
            "random",
            "greedy",
            "--games",
            "2",
            "--players",
            "7"
        ]))
        .is_err());
    }
}
