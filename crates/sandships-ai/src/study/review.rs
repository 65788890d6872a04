//! The review of a Sandships game, one turn at a time ([`review_turn`]): given the roll, the
//! plan played against the engine's best plan for the same roll, by the mover's chance to win
//! after each; the whole game ([`review_game`]), its key, and the review written into the record
//! as comments (after each turn's last action) and read back ([`read_review`]).

use sandships::{Action, Game, Record};
use study::comments::{self, Comment};
use study::{MoveReview, Review, ReviewKey, Tenths};

use super::analyse::{analyse_turn, TurnAnalysisParams};

/// The analysis's version in review keys (raised when the same budget would give other values).
pub const VERSION: u16 = 3;

/// One turn of a game: where its roll is in the actions, and its actions after the roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Index of its `roll` in the game's actions.
    pub roll: usize,
    /// The actions after the roll (empty when the roll had nothing to do).
    pub actions: Vec<Action>,
    /// Whether the turn is over in the game (the next seat must roll, or the game is won).
    pub complete: bool,
}

/// The game's turns, in order.
pub fn turns(game: &Game) -> Vec<Turn> {
    let acts = game.actions();
    let rolls: Vec<usize> = (0..acts.len())
        .filter(|&i| matches!(acts[i], Action::Roll(_)))
        .collect();
    rolls
        .iter()
        .enumerate()
        .map(|(t, &r)| {
            let end = rolls.get(t + 1).copied().unwrap_or(acts.len());
            let state = &game.states()[end];
            Turn {
                roll: r,
                actions: acts[r + 1..end].to_vec(),
                complete: state.needs_roll() || state.winner().is_some(),
            }
        })
        .collect()
}

/// The key of a review of `game` at `nodes` a turn.
pub fn review_key(game: &Game, nodes: u64) -> ReviewKey {
    let mut text = game.start().to_string();
    for a in game.actions() {
        text.push(' ');
        text += &a.to_string();
    }
    ReviewKey {
        game: study::fnv1a(&text),
        nodes,
        version: VERSION,
    }
}

fn texts(actions: &[Action]) -> Vec<String> {
    actions.iter().map(Action::to_string).collect()
}

fn tenths(p: &[f64]) -> Vec<Tenths> {
    p.iter().map(|&x| Tenths::from_probability(x)).collect()
}

/// Turn `t` of `game` (0 for the first roll's) judged at `nodes` states; `None` past the last
/// turn, for a turn not finished in the game, or one whose roll had nothing to do.
pub fn review_turn(game: &Game, t: usize, nodes: u64) -> Option<MoveReview> {
    let turn = turns(game).into_iter().nth(t)?;
    if !turn.complete || turn.actions.is_empty() {
        return None;
    }
    let state = &game.states()[turn.roll + 1];
    let a = analyse_turn(
        state,
        &TurnAnalysisParams {
            played: Some(turn.actions.clone()),
            ..TurnAnalysisParams::new(nodes)
        },
    );
    let best = a.best()?;
    let played = a.played.as_ref()?;
    Some(MoveReview::new(
        t as u32,
        a.mover.0,
        texts(&turn.actions).join(" "),
        texts(&best.actions).join(" "),
        texts(&best.actions),
        tenths(&best.chances),
        tenths(&played.chances),
    ))
}

/// Every turn of `game` judged, calling `each` after each one.
pub fn review_game(game: &Game, nodes: u64, each: &mut dyn FnMut(&MoveReview)) -> Review {
    let mut moves = Vec::new();
    for t in 0..turns(game).len() {
        if let Some(m) = review_turn(game, t, nodes) {
            each(&m);
            moves.push(m);
        }
    }
    Review {
        key: review_key(game, nodes),
        seats: game.start().players(),
        moves,
    }
}

/// The record with the review as comments: the key first, each judged turn's after its last
/// action.
pub fn record_with_review(game: &Game, review: &Review) -> String {
    let all = turns(game);
    let mut notes = vec![(0, comments::key_comment(&review.key))];
    for m in &review.moves {
        if let Some(turn) = all.get(m.index as usize) {
            notes.push((
                turn.roll + 1 + turn.actions.len(),
                comments::move_comment(m),
            ));
        }
    }
    game.record_with_comments(&notes)
}

/// Reads a record: the game, and its review if it carries one (see
/// `martian_ai::study::read_review`, the same for Martian Chess).
pub fn read_review(text: &str) -> Result<(Game, Option<Review>), String> {
    let record = Record::parse(text).map_err(|e| e.to_string())?;
    let game = Game::from_parsed(&record).map_err(|e| e.to_string())?;
    let all = turns(&game);
    let mut key = None;
    let mut moves = Vec::new();
    for (at, note) in &record.comments {
        match comments::read_comment(note) {
            None => {}
            Some(Err(e)) => return Err(format!("review comment after action {at}: {e}")),
            Some(Ok(Comment::Key(k))) => key = Some(k),
            Some(Ok(Comment::Move(partial))) => {
                let t = all
                    .iter()
                    .position(|turn| turn.roll + 1 + turn.actions.len() == *at)
                    .ok_or_else(|| format!("a review comment stands inside a turn ({note})"))?;
                let turn = &all[t];
                let mover = game.states()[turn.roll + 1].to_act().0;
                let played = texts(&turn.actions).join(" ");
                moves.push(comments::complete(note, partial, t as u32, mover, played)?);
            }
        }
    }
    let review = match (key, moves.is_empty()) {
        (Some(key), _) => Some(Review {
            key,
            seats: game.start().players(),
            moves,
        }),
        (None, true) => None,
        (None, false) => return Err("the review comments have no key comment".into()),
    };
    Ok((game, review))
}
