//! `martian sandships bestturn | match`: the AI on the command line.

use std::fmt::Write;
use std::time::Instant;

use sandships::{Action, Options, Seat, State};
use sandships_ai::{
    best_turn, greedy_action, random_action, roll_dice, Budget, Level, Rng, StoppedClock,
};

use crate::args::Args;
use crate::match_stats::{interval, summary, Tally};
use crate::sandships::rules::read_state;
use crate::wall_clock::wall_clock;

/// A game still running after this many turns is a draw.
const MAX_TURNS: u32 = 300;

/// The caller's budget from `--millis` and `--nodes`, or `default_millis` if neither.
fn budget(args: &Args, default_millis: u64) -> Result<Budget, String> {
    flag_budget(args, ("--millis", "--nodes"), default_millis)
}

/// A budget from a pair of flags (time, nodes), or `default_millis` if neither is given.
fn flag_budget(
    args: &Args,
    (millis, nodes): (&str, &str),
    default_millis: u64,
) -> Result<Budget, String> {
    let mut b = Budget {
        millis: args.number(millis, 1, 86_400_000)?,
        nodes: args.number(nodes, 1, u64::MAX)?,
    };
    if b.is_unlimited() {
        b.millis = Some(default_millis);
    }
    Ok(b)
}

/// The AI's actions for the dice in hand, on one line.
pub fn bestturn(args: &Args, options: Options) -> Result<String, String> {
    args.only_flags(&["--level", "--millis", "--nodes", "--seed"])?;
    if let Some(w) = args.positional.get(1) {
        return Err(format!("unexpected word `{w}`"));
    }
    let state = read_state(args, options)?;
    if let Some(w) = state.winner() {
        return Err(format!("the game is over: seat {w} has won"));
    }
    if state.needs_roll() {
        return Err("the seat to act must roll first (play `roll XYZ` on the state)".into());
    }
    let level = Level::get(args.number("--level", 1, 5)?.unwrap_or(5) as u8);
    let seed = args.number("--seed", 0, u64::MAX)?.unwrap_or(0);
    let params = level.params(budget(args, 1000)?, seed);
    let start = Instant::now();
    let report = best_turn(&state, &params, &wall_clock(start));
    let texts: Vec<String> = report.actions.iter().map(|a| a.to_string()).collect();
    Ok(format!("{}\n", texts.join(" ")))
}

/// A player in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    Random,
    Greedy,
    Level(u8),
}

impl Player {
    fn parse(word: &str) -> Result<Player, String> {
        match word {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            _ => match word.parse::<u8>() {
                Ok(n @ 1..=5) => Ok(Player::Level(n)),
                _ => Err(format!(
                    "a player is `random`, `greedy` or a level 1 to 5, not `{word}`"
                )),
            },
        }
    }

    fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Greedy => "greedy".into(),
            Player::Level(n) => format!("level {n}"),
        }
    }

    /// The actions this player takes now: one for the yardsticks, the whole rest of the turn
    /// for a level.
    fn choose(self, state: &State, budget: Budget, rng: &mut Rng) -> Vec<Action> {
        match self {
            Player::Random => random_action(state, rng).into_iter().collect(),
            Player::Greedy => greedy_action(state, rng).into_iter().collect(),
            Player::Level(n) => {
                let params = Level::get(n).params(budget, rng.next_u64());
                let report = if budget.millis.is_some() {
                    best_turn(state, &params, &wall_clock(Instant::now()))
                } else {
                    best_turn(state, &params, &StoppedClock)
                };
                report.actions
            }
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// A seat controlled three cities.
    Control,
    /// Every other seat was out.
    LastSeat,
    /// 300 turns passed.
    Cap,
}

/// Plays one game from the start; the seats in the bit set `a_seats` are player A, every other
/// seat player B. Returns whether an A seat won (`None`: a draw), how it ended and its length
/// in turns.
fn play_game(
    players: u8,
    options: Options,
    (a, b): (Player, Player),
    a_seats: u8,
    (a_budget, budget): (Budget, Budget),
    seed: u64,
) -> (Option<bool>, End, u32) {
    let mut dice = Rng::new(seed);
    let mut choices = Rng::new(seed ^ 0x5851_f42d_4c95_7f2d);
    let mut state = State::start(players, options);
    let mut turns = 0;
    while state.winner().is_none() {
        if state.needs_roll() {
            if turns == MAX_TURNS {
                return (None, End::Cap, turns);
            }
            turns += 1;
            state.play_unchecked(Action::Roll(roll_dice(&mut dice)));
            continue;
        }
        let mover = state.to_act();
        let is_a = |seat: Seat| a_seats >> seat.0 & 1 != 0;
        let (player, budget) = if is_a(mover) {
            (a, a_budget)
        } else {
            (b, budget)
        };
        let actions = player.choose(&state, budget, &mut choices);
        if actions.is_empty() {
            // Never expected: a state with dice always has an action. Counted against it.
            return (Some(!is_a(mover)), End::Control, turns);
        }
        for action in actions {
            if state.play(action).is_err() {
                return (Some(!is_a(mover)), End::Control, turns);
            }
        }
    }
    let winner = state.winner().expect("the loop ends on a win");
    let end = if state.cities_controlled(winner) >= 3 {
        End::Control
    } else {
        End::LastSeat
    };
    (Some(a_seats >> winner.0 & 1 != 0), end, turns)
}

/// Player A's seats in game `game` (a bit set): `count` of the `players` seats, spread evenly
/// round the table, the first of them rotating one seat a game so every seat is A's equally
/// often.
fn a_seat_set(game: u32, players: u8, count: u32) -> u8 {
    let n = players as u32;
    (0..count).fold(0, |set, i| set | 1 << ((game + i * n / count) % n))
}

/// A budget as the match report words it.
fn budget_text(budget: Budget) -> String {
    match (budget.millis, budget.nodes) {
        (Some(ms), Some(n)) => format!("{ms} ms and {n} states a turn"),
        (Some(ms), None) => format!("{ms} ms a turn"),
        (None, Some(n)) => format!("{n} states a turn"),
        (None, None) => unreachable!("a default time is set"),
    }
}

/// A against B over many games.
pub fn play_match(args: &Args, options: Options) -> Result<String, String> {
    args.only_flags(&[
        "--games",
        "--millis",
        "--nodes",
        "--a-millis",
        "--a-nodes",
        "--seed",
        "--players",
        "--a-seats",
    ])?;
    let a = Player::parse(args.word(0, "player A (random, greedy or a level 1-5)")?)?;
    let b = Player::parse(args.word(1, "player B (random, greedy or a level 1-5)")?)?;
    if let Some(w) = args.positional.get(2) {
        return Err(format!("unexpected word `{w}`"));
    }
    let games = args
        .number("--games", 1, 1_000_000)?
        .ok_or("match needs --games N")? as u32;
    let players = args.number("--players", 2, 4)?.unwrap_or(2) as u8;
    // Player A may hold more than one seat (two of four: the levels' order measured at par
    // 50%), spread evenly round the table and rotated from game to game.
    let a_count = args
        .number("--a-seats", 1, players as u64 - 1)?
        .unwrap_or(1) as u32;
    let budget = budget(args, 100)?;
    // Player A may think longer or shorter than B: the same level at two budgets measures
    // what more time buys.
    let a_budget = if args.text("--a-millis").is_some() || args.text("--a-nodes").is_some() {
        flag_budget(args, ("--a-millis", "--a-nodes"), 100)?
    } else {
        budget
    };
    let seed = args.number("--seed", 0, u64::MAX)?.unwrap_or(1);
    let mut tally = Tally::default();
    let mut ends = [0u32; 3];
    let mut total_turns = 0u64;
    let started = Instant::now();
    for g in 0..games {
        let a_seats = a_seat_set(g, players, a_count);
        let game_seed = seed ^ (g as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let (result, end, turns) = play_game(
            players,
            options,
            (a, b),
            a_seats,
            (a_budget, budget),
            game_seed,
        );
        total_turns += turns as u64;
        ends[end as usize] += 1;
        match result {
            Some(true) => tally.wins += 1,
            None => tally.draws += 1,
            Some(false) => tally.losses += 1,
        }
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "A = {}{}, B = {}, {players} players, {games} games, {}, seed {seed}",
        a.name(),
        if a_count > 1 {
            format!(" in {a_count} seats")
        } else {
            String::new()
        },
        b.name(),
        if a_budget == budget {
            budget_text(budget)
        } else {
            format!("A {}, B {}", budget_text(a_budget), budget_text(budget))
        }
    );
    let _ = writeln!(
        out,
        "average game {:.1} turns; ended by control {}, last seat standing {}, {MAX_TURNS}-turn cap {}; {:.1} s in all",
        total_turns as f64 / games as f64,
        ends[End::Control as usize],
        ends[End::LastSeat as usize],
        ends[End::Cap as usize],
        started.elapsed().as_secs_f64()
    );
    out.push_str(&summary(&tally));
    if players > 2 {
        let (lo, hi) = interval(tally.win_share(), tally.games());
        let _ = writeln!(
            out,
            "A won {} of {} games: {:.1}% (95% interval {:.1}% to {:.1}%; par {:.0}%)",
            tally.wins,
            tally.games(),
            100.0 * tally.win_share(),
            100.0 * lo,
            100.0 * hi,
            100.0 * a_count as f64 / players as f64
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::a_seat_set;

    #[test]
    fn a_holds_its_seats_spread_round_the_table_and_every_seat_in_turn() {
        // Two of four: across the table, alternating.
        assert_eq!(a_seat_set(0, 4, 2), 0b0101);
        assert_eq!(a_seat_set(1, 4, 2), 0b1010);
        // One seat: one at a time, in turn.
        assert_eq!(a_seat_set(2, 3, 1), 0b100);
        for (players, count) in [(2, 1), (3, 1), (3, 2), (4, 1), (4, 2), (4, 3)] {
            let mut held = [0u32; 4];
            for game in 0..players as u32 {
                let set = a_seat_set(game, players, count);
                assert_eq!(set.count_ones(), count, "{count} of {players}");
                assert_eq!(set >> players, 0, "only seats in play");
                for (seat, h) in held.iter_mut().enumerate() {
                    *h += (set >> seat & 1) as u32;
                }
            }
            assert!(
                held[..players as usize].iter().all(|&h| h == count),
                "every seat A's equally often: {held:?}"
            );
        }
    }
}
