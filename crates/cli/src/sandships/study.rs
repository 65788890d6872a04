//! `martian sandships analyse <record> [--nodes N] [--json] [--annotate]`, `martian sandships
//! hint '<state>' [--nodes N]` and `martian sandships calibrate --players N --games G --seed S
//! [--nodes N] [--every K] [--fit]`: the review of a game turn by turn, the hint (the plan for
//! the dice in hand, action by action in words), and the calibration of the win chances.

use sandships::{Action, Options, Seat, State};
use sandships_ai::study::{
    analyse_turn, chance, hint as find_hint, plan_words, read_review, record_with_review,
    review_game, review_key, turns, TurnAnalysisParams, HINT_NODES, REVIEW_NODES,
};
use sandships_ai::{Level, Rng, StoppedClock};
use study::calibration::{Prediction, Table};
use study::fit::{fit, log_likelihood, Sample};
use study::Tenths;

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

/// A game still running after this many turns is left out of the calibration.
const MAX_TURNS: u32 = 300;

/// One self-play game (every seat level 2 or 3, drawn from the seed): every turn boundary's
/// state, the states with the dice in hand at sampled turns (every `every`-th from a seeded
/// offset), and the winner; `None` if it reached the turn cap.
fn one_game(
    players: u8,
    options: Options,
    every: u32,
    rng: &mut Rng,
) -> Option<(Vec<State>, Vec<State>, Seat)> {
    let levels: Vec<u8> = (0..players).map(|_| 2 + rng.below(2) as u8).collect();
    let offset = rng.below(every as u64) as u32;
    let mut state = State::start(players, options);
    let (mut boundaries, mut sampled) = (Vec::new(), Vec::new());
    let mut turn = 0;
    while state.winner().is_none() {
        if turn == MAX_TURNS {
            return None;
        }
        boundaries.push(state.clone());
        state.play_unchecked(Action::Roll(sandships_ai::roll_dice(rng)));
        turn += 1;
        if state.needs_roll() {
            continue;
        }
        if turn % every == offset {
            sampled.push(state.clone());
        }
        let level = Level::get(levels[state.to_act().index()]);
        let params = level.params(sandships_ai::Budget::default(), rng.next_u64());
        for a in sandships_ai::best_turn(&state, &params, &StoppedClock).actions {
            state.play(a).ok()?;
        }
    }
    Some((boundaries, sampled, state.winner()?))
}

/// `martian sandships calibrate`: with `--fit`, the static model fitted on the turn
/// boundaries of the first third of the games, and the table of the analysis's chances with
/// the fitted constants on the other two thirds; without, the shipped constants on all.
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
    let w = Level::get(5).weights;
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
    let result =
        |winner: Seat| -> Vec<f64> { (0..players).map(|s| (s == winner.0) as u8 as f64).collect() };
    let mut out = format!(
        "{players} players, {games} games (seed {seed}, {unfinished} left out at the {MAX_TURNS}-turn cap), "
    );
    let mut predictions = Vec::new();
    let mut theta = chance::shipped(players);
    if fitting {
        // The static model on every turn boundary (seats that are out have no chance).
        let mut samples = Vec::new();
        for (boundaries, _, winner) in &fit_data {
            for st in boundaries {
                let f = chance::features(st, &w);
                let in_play: Vec<usize> =
                    (0..players as usize).filter(|&s| f[s].is_some()).collect();
                samples.push(Sample {
                    features: in_play
                        .iter()
                        .map(|&s| f[s].unwrap_or([0.0; 2]).to_vec())
                        .collect(),
                    result: in_play.iter().map(|&s| result(*winner)[s]).collect(),
                });
            }
        }
        let start = chance::shipped(players);
        let fitted = fit(&samples, &start, 1e-4, 40);
        theta = [fitted[0], fitted[1]];
        out += &format!(
            "{} turn boundaries of the first {fit_games} games to fit on\nfitted: {:?}\nmean log-likelihood {:.4} (shipped constants {:.4})\n",
            samples.len(),
            theta.map(|t| (t * 1e4).round() / 1e4),
            log_likelihood(&theta, &samples),
            log_likelihood(&start, &samples)
        );
    }
    {
        let mut n = 0;
        for (_, sampled, winner) in &data {
            for st in sampled {
                let a = analyse_turn(
                    st,
                    &TurnAnalysisParams {
                        chance: Some(theta),
                        ..TurnAnalysisParams::new(nodes)
                    },
                );
                let Some(best) = a.best() else { continue };
                n += 1;
                for s in 0..players as usize {
                    predictions.push(Prediction {
                        chance: best.chances[s],
                        outcome: result(*winner)[s],
                        parties: players,
                    });
                }
            }
        }
        out += &format!(
            "{n} turns of the other {} games analysed at {nodes} states (the best plan's chances)\n",
            data.len()
        );
    }
    Ok(out + &Table::new(&predictions, 10).markdown())
}
