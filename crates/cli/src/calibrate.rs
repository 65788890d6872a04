//! `martian calibrate --players N [--teams] --games G --seed S [--nodes B] [--fit]`: do the win
//! chances mean what they say? Plays G seeded self-play games (every seat level 2 or 3, drawn
//! per seat from the seed; node budgets only, so a run replays exactly on any machine), samples
//! a position every `--every` plies (3 + N unless told, from a seeded offset), analyses each at the review's budget, and bins every party's chance against what
//! happened (a win 1, a top shared by k 1/k; games still running after 300 moves are left
//! out). With `--fit` it fits the chance model's constants on the first third of the games and
//! prints them, and the table is of the fitted model on the other two thirds (games it was not
//! fitted on); without, of the shipped model on all the games.

use std::fmt::Write;

use martian_ai::study::{analyse, chance::party_of, AnalysisParams, Features, Model};
use martian_ai::{search_position, Level, Limits, Rng, StoppedClock};
use martian_engine::{Position, Seat, Variant};
use study::calibration::{Prediction, Table};
use study::fit::{fit, log_likelihood, Sample};

use crate::args::Args;

/// A game still running after this many moves is left out.
const MAX_MOVES: usize = 300;

/// One sampled position: its features and, once the game is over, each party's share.
struct Sampled {
    features: Features,
    value: i32,
    mover: Seat,
}

/// A sampled position with each party's share of the game's result.
type Observed = (Sampled, Vec<f64>);

/// Plays one seeded game and returns its sampled positions with each party's result, or
/// `None` if it did not finish.
fn one_game(
    variant: Variant,
    options: martian_engine::RuleOptions,
    nodes: u64,
    step: usize,
    rng: &mut Rng,
) -> Option<(Vec<Sampled>, Vec<f64>)> {
    let seats = variant.seats();
    let levels: Vec<u8> = (0..seats).map(|_| 2 + rng.below(2) as u8).collect();
    let offset = rng.below(step as u64) as usize;
    let mut pos = Position::start(variant, options, Seat(0));
    let mut history: Vec<u64> = Vec::new();
    let mut sampled = Vec::new();
    for ply in 0..MAX_MOVES {
        if pos.is_over() {
            break;
        }
        if ply % step == offset {
            let a = analyse(
                &pos,
                &AnalysisParams {
                    history: history.clone(),
                    ..AnalysisParams::new(nodes)
                },
            );
            if let Some(best) = a.best() {
                sampled.push(Sampled {
                    features: features_of(&pos, &best.seats, best.result.as_deref()),
                    value: best.value,
                    mover: pos.turn(),
                });
            }
        }
        let level = Level::get(levels[pos.turn().0 as usize]);
        let params = level.params(seats, Limits::default(), rng.next_u64(), history.clone());
        let mv = search_position(&pos, &params, &StoppedClock, &mut |_| {}).best?;
        history.push(pos.hash());
        pos.play_unchecked(mv);
    }
    let outcome = pos.outcome()?;
    let model = Model::shipped(seats, options.teams);
    let mut shares = vec![0.0; model.parties()];
    let k = (0..seats)
        .filter(|&s| outcome.winners.contains(Seat(s)))
        .map(|s| party_of(s, seats, model.teams))
        .collect::<std::collections::BTreeSet<_>>();
    for &p in &k {
        shares[p] = 1.0 / k.len() as f64;
    }
    Some((sampled, shares))
}

fn features_of(pos: &Position, seats: &[i32], result: Option<&[f64]>) -> Features {
    match pos {
        Position::Two(p) => martian_ai::study::features(p, seats, result),
        Position::Four(p) => martian_ai::study::features(p, seats, result),
        Position::Three(p) => martian_ai::study::features(p, seats, result),
        Position::Five(p) => martian_ai::study::features(p, seats, result),
        Position::Six(p) => martian_ai::study::features(p, seats, result),
    }
}

/// The command.
pub fn calibrate(args: &Args) -> Result<String, String> {
    args.only_flags(&["--players", "--games", "--seed", "--nodes", "--every"])?;
    let fitting = args.positional.iter().any(|w| w == "fit");
    if let Some(w) = args.positional.iter().find(|w| *w != "fit") {
        return Err(format!("unexpected word `{w}`"));
    }
    let players = args.number("--players", 2, 6)?.unwrap_or(2) as u8;
    let variant = Variant::for_seats(players).ok_or("no such board")?;
    let mut options = args.options;
    options.teams &= variant.has_teams();
    let games = args.number("--games", 1, 100_000)?.unwrap_or(300);
    let seed = args.number("--seed", 0, u64::MAX)?.unwrap_or(1);
    let nodes = args
        .number("--nodes", 1, u64::MAX)?
        .unwrap_or(martian_ai::study::review_nodes(players));
    let every = args
        .number("--every", 1, 1000)?
        .unwrap_or(3 + players as u64) as usize;
    let shipped = Model::shipped(players, options.teams);
    let mut rng = Rng::new(seed);
    // With --fit: the first third of the games to fit on, the other two thirds to check on.
    let fit_games = if fitting { games / 3 } else { 0 };
    let (mut fit_data, mut data): (Vec<Observed>, Vec<Observed>) = (Vec::new(), Vec::new());
    let mut unfinished = 0;
    for g in 0..games {
        match one_game(variant, options, nodes, every, &mut rng) {
            Some((samples, shares)) => {
                let into = if g < fit_games {
                    &mut fit_data
                } else {
                    &mut data
                };
                into.extend(samples.into_iter().map(|s| (s, shares.clone())))
            }
            None => unfinished += 1,
        }
    }
    let samples: Vec<Sample> = fit_data
        .iter()
        .map(|(s, shares)| Sample {
            features: shipped.vectors(&s.features),
            result: shares.clone(),
        })
        .collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} players{}, {} games (seed {seed}, {} left out unfinished), positions analysed at {nodes} nodes: {} to fit on (the first {fit_games} games), {} to check on",
        players,
        if options.teams { " in teams" } else { "" },
        games,
        unfinished,
        fit_data.len(),
        data.len()
    );
    let model = if fitting {
        let dims = shipped.dims();
        let theta = fit(&samples, &shipped.theta[..dims], 1e-4, 40);
        let mut m = shipped;
        m.theta[..dims].copy_from_slice(&theta);
        let _ = writeln!(
            out,
            "fitted: {:?}\nmean log-likelihood {:.4} (shipped constants {:.4})",
            m.theta.map(|t| (t * 1e4).round() / 1e4),
            log_likelihood(&theta, &samples),
            log_likelihood(&shipped.theta[..dims], &samples)
        );
        m
    } else {
        shipped
    };
    let parties = model.parties() as u8;
    let mut predictions = Vec::new();
    for (s, shares) in &data {
        let chances = model.chances(&s.features, s.value, s.mover);
        for (q, &outcome) in shares.iter().enumerate() {
            // A party's chance is any of its seats' (the lowest).
            let seat = (0..players)
                .find(|&x| party_of(x, players, model.teams) == q)
                .unwrap_or(0);
            predictions.push(Prediction {
                chance: chances[seat as usize],
                outcome,
                parties,
            });
        }
    }
    out += &Table::new(&predictions, 10).markdown();
    Ok(out)
}
