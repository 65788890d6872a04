//! `martian sandships analyse <record> [--nodes N] [--json] [--annotate]`, `martian sandships
//! hint '<state>' [--nodes N]` and `martian sandships calibrate --players N --games G --seed S
//! [--nodes N] [--every K] [--fit]`: the review of a game turn by turn, the hint (the plan for
//! the dice in hand, action by action in words), and the calibration of the win chances.

use sandships::{Action, Options, Seat, State};
use sandships_ai::study::chance::Constants;
use sandships_ai::study::{
    analyse_turn, chance, hint as find_hint, plan_words, read_review, record_with_review,
    review_game, review_key, turns, TurnAnalysisParams, HINT_NODES, REVIEW_NODES,
};
use sandships_ai::{Level, Rng, StoppedClock};
use study::calibration::{Prediction, Table};
use study::Tenths;

use super::plan_fit::{
    self, correction_text, fit_after_plan, fit_correction, mean_log_chance, PlanSample,
};
use crate::args::Args;
use crate::sandships::rules::read_state;
use crate::study_commands::{move_line, review_json, summary_text};

/// `martian sandships analyse`.
pub fn analyse(args: &Args, _options: Options) -> Result<String, String> {
    args.only_flags(&["--nodes"])?;
    let mut path = None;
    let (mut json, mut annotate) = (false, false);
    for w in &args.positional {
        match w.as_str() {
            "json" => json = true,
            "annotate" => annotate = true,
            _ if path.is_none() => path = Some(w.clone()),
            _ => return Err(format!("unexpected word `{w}`")),
        }
    }
    let path = path.ok_or("missing record file")?;
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read `{path}`: {e}"))?;
    let (game, kept) = read_review(&text)?;
    let nodes = args.number("--nodes", 1, u64::MAX)?.unwrap_or(REVIEW_NODES);
    let review = match kept {
        Some(r) if r.key == review_key(&game, nodes) => r,
        _ => review_game(&game, nodes, &mut |_| {}),
    };
    if annotate {
        return Ok(record_with_review(&game, &review));
    }
    let all = turns(&game);
    let better = |m: &study::MoveReview| -> Option<String> {
        let turn = all.get(m.index as usize)?;
        let state = &game.states()[turn.roll + 1];
        let plan: Vec<Action> = m.line.iter().filter_map(|t| t.parse().ok()).collect();
        Some(plan_words(state, &plan).join("; "))
    };
    if json {
        return Ok(review_json(&review, &|m| {
            (m.loss.0 > 0).then(|| better(m)).flatten()
        }));
    }
    let name = |s: u8| format!("seat {s}");
    let mut out = format!(
        "review {}: {} players, {} turns judged; chances in per cent, seat by seat\n",
        review.key,
        review.seats,
        review.moves.len()
    );
    for m in &review.moves {
        let turn = &all[m.index as usize];
        let roll = game.actions()[turn.roll].to_string();
        out += &format!("{}. {roll}\n", m.index + 1);
        out += &move_line(m, "", &name(m.mover));
        if m.loss.0 >= study::INACCURACY.0 {
            if let Some(w) = better(m) {
                out += &format!("      better: {w}\n");
            }
        }
    }
    Ok(out + &summary_text(&review.summary(), &name))
}

/// `martian sandships hint`.
pub fn hint(args: &Args, options: Options) -> Result<String, String> {
    args.only_flags(&["--nodes"])?;
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
    let nodes = args.number("--nodes", 1, u64::MAX)?.unwrap_or(HINT_NODES);
    let h = find_hint(&state, nodes).ok_or("nothing to do with these dice")?;
    let mut out = String::new();
    for (a, w) in h.actions.iter().zip(&h.words) {
        out += &format!("{a}  {w}\n");
    }
    let chances: Vec<String> = h
        .chances
        .iter()
        .enumerate()
        .map(|(s, p)| format!("seat {s} {}%", Tenths::from_probability(*p)))
        .collect();
    Ok(out + &format!("chances after it: {}\n", chances.join(", ")))
}

/// A self-play game: its sampled turns before the roll and with the dice in hand, its winner.
type Played = (Vec<State>, Vec<State>, Seat);

/// A game still running after this many turns is left out of the calibration.
const MAX_TURNS: u32 = 300;

/// One self-play game (every seat of one level, 2 or 3, drawn from the seed for each game): at
/// sampled turns (every `every`-th from a seeded offset) the state before the roll and, when
/// the roll gave something to do, the state with the dice in hand; and the winner; `None` if it reached the turn cap.
///
/// The seats of a game play at one level because a chance is what a position is worth between
/// equal players: with levels drawn seat by seat, the better seat tended to lead and then
/// outplay the position, so the leaders' bins won up to 14 points more than any fit of the
/// position could say, and the trailers' less (docs/study.md).
fn one_game(players: u8, options: Options, every: u32, rng: &mut Rng) -> Option<Played> {
    let level = Level::get(2 + rng.below(2) as u8);
    let offset = rng.below(every as u64) as u32;
    let mut state = State::start(players, options);
    let (mut boundaries, mut sampled) = (Vec::new(), Vec::new());
    let mut turn = 0;
    while state.winner().is_none() {
        if turn == MAX_TURNS {
            return None;
        }
        if (turn + 1) % every == offset {
            boundaries.push(state.clone());
        }
        state.play_unchecked(Action::Roll(sandships_ai::roll_dice(rng)));
        turn += 1;
        if state.needs_roll() {
            continue;
        }
        if turn % every == offset {
            sampled.push(state.clone());
        }
        let params = level.params(sandships_ai::Budget::default(), rng.next_u64());
        for a in sandships_ai::best_turn(&state, &params, &StoppedClock).actions {
            state.play(a).ok()?;
        }
    }
    Some((boundaries, sampled, state.winner()?))
}

/// `martian sandships calibrate`: with `--fit`, the constants fitted on the best plans of the
/// sampled turns of the first third of the games ([`super::plan_fit`]); then, on the other two
/// thirds, the table of the analysis's chances at sampled turns (what the review shows) and the
/// table of the chances before their rolls (what "Show chances" shows before a roll). Without,
/// the shipped constants on all.
pub fn calibrate(args: &Args, options: Options) -> Result<String, String> {
    args.only_flags(&["--players", "--games", "--seed", "--nodes", "--every"])?;
    let fitting = args.positional.iter().any(|w| w == "fit");
    if let Some(w) = args.positional.iter().find(|w| *w != "fit") {
        return Err(format!("unexpected word `{w}`"));
    }
    let players = args.number("--players", 2, 4)?.unwrap_or(2) as u8;
    let games = args.number("--games", 1, 100_000)?.unwrap_or(300);
    let seed = args.number("--seed", 0, u64::MAX)?.unwrap_or(1);
    let nodes = args.number("--nodes", 1, u64::MAX)?.unwrap_or(REVIEW_NODES);
    let every = args.number("--every", 1, 1000)?.unwrap_or(8) as u32;
    let mut rng = Rng::new(seed);
    // With --fit: the first third of the games to fit on, the other two thirds to check on.
    let fit_games = if fitting { games / 3 } else { 0 };
    let (mut fit_data, mut data) = (Vec::new(), Vec::new());
    let mut unfinished = 0;
    for g in 0..games {
        match one_game(players, options, every, &mut rng) {
            Some(x) if g < fit_games => fit_data.push(x),
            Some(x) => data.push(x),
            None => unfinished += 1,
        }
    }
    let mut out = format!(
        "{players} players, {games} games (seed {seed}, {unfinished} left out at the {MAX_TURNS}-turn cap), "
    );
    let mut model = chance::shipped(players);
    if fitting {
        let (text, fitted) = fit_constants(&fit_data, players, nodes);
        out += &text;
        model = fitted;
    } else {
        out += "the shipped constants\n";
    }
    out += &check_plans(&data, players, nodes, model);
    Ok(out + &check_boundaries(&data, players, model))
}

/// Each seat's result: 1 for the winner.
fn result(players: u8, winner: Seat) -> Vec<f64> {
    (0..players).map(|s| (s == winner.0) as u8 as f64).collect()
}

/// The constants fitted on the fit games, and what was found, in words.
fn fit_constants(data: &[Played], players: u8, nodes: u64) -> (String, Constants) {
    let w = Level::get(5).weights;
    let start = chance::shipped(players);
    let samples: Vec<PlanSample> = data
        .iter()
        .flat_map(|(_, sampled, winner)| {
            sampled
                .iter()
                .filter_map(|st| plan_fit::sample(st, nodes, start, &w, *winner))
        })
        .collect();
    let theta = fit_after_plan(&samples, start.theta);
    let correction = fit_correction(&samples, theta);
    let text = format!(
        "{} sampled turns of the first {} games to fit on, their best plans at {nodes} states\nfitted: {:?}, corrected at each tenth (points) by {}\nthe winner's mean log chance, uncorrected {:.4} (shipped constants {:.4})\n",
        samples.len(),
        data.len(),
        theta.map(|x| (x * 1e4).round() / 1e4),
        correction_text(&correction),
        mean_log_chance(&theta, &samples),
        mean_log_chance(&start.theta, &samples),
    );
    (text, Constants { theta, correction })
}

/// The table of the review's chances (the best plan's, at sampled turns) on the check games.
fn check_plans(data: &[Played], players: u8, nodes: u64, model: Constants) -> String {
    let mut predictions = Vec::new();
    let mut n = 0;
    for (_, sampled, winner) in data {
        for st in sampled {
            let a = analyse_turn(
                st,
                &TurnAnalysisParams {
                    chance: Some(model),
                    ..TurnAnalysisParams::new(nodes)
                },
            );
            let Some(best) = a.best() else { continue };
            n += 1;
            for (s, outcome) in result(players, *winner).into_iter().enumerate() {
                predictions.push(Prediction {
                    chance: best.chances[s],
                    outcome,
                    parties: players,
                });
            }
        }
    }
    format!(
        "\nThe review's chances: {n} turns of the other {} games analysed at {nodes} states (the best plan's chances)\n{}",
        data.len(),
        Table::new(&predictions, 10).markdown()
    )
}

/// The table of the chances before the sampled turns' rolls on the check games.
fn check_boundaries(data: &[Played], players: u8, model: Constants) -> String {
    let w = Level::get(5).weights;
    let mut predictions = Vec::new();
    for (boundaries, _, winner) in data {
        for st in boundaries {
            let chances = chance::position_chances(st, &w, &model);
            for (s, outcome) in result(players, *winner).into_iter().enumerate() {
                if !st.is_out(Seat(s as u8)) {
                    predictions.push(Prediction {
                        chance: chances[s],
                        outcome,
                        parties: players,
                    });
                }
            }
        }
    }
    format!(
        "\nThe chances before a roll: the sampled turns of the same games, before their rolls\n{}",
        Table::new(&predictions, 10).markdown()
    )
}
