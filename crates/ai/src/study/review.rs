//! The review of a Martian Chess game, one move at a time ([`review_move`]: the app's worker
//! sends each as it is done, so the first judgements show at once and Cancel stops between two
//! moves), the whole game ([`review_game`]), its key ([`review_key`]), and the review written
//! into the record as comments and read back ([`record_with_review`], [`read_review`]).
//!
//! A move is judged against the engine's best from the same root search (the move played is
//! one of the moves that search values exactly): the mover's chance with the best move (the
//! exact move that gives the mover the highest chance) less its chance with the move played.

use martian_engine::{Game, Move, MoveText, Position, Record};
use study::comments::{self, Comment};
use study::{MoveReview, Review, ReviewKey, Tenths};

use super::analyse::{analyse, AnalysisParams, RootValue};
use super::words::explain;

/// The analysis's version in review keys: raised whenever the same budget would give other
/// values, so that a review kept with a saved game is computed again.
pub const VERSION: u16 = 1;

/// The key of a review of `game` at `nodes` a position.
pub fn review_key(game: &Game, nodes: u64) -> ReviewKey {
    let mut text = game.start().to_string();
    for mv in game.moves() {
        text.push(' ');
        text += &mv.to_string();
    }
    ReviewKey {
        game: study::fnv1a(&text),
        nodes,
        version: VERSION,
    }
}

fn tenths(chances: &[f64]) -> Vec<Tenths> {
    chances
        .iter()
        .map(|&p| Tenths::from_probability(p))
        .collect()
}

/// The move with the highest chance for the mover among those valued exactly (the first of
/// equals: the highest value).
pub fn best_for_mover(moves: &[RootValue], mover: usize) -> Option<&RootValue> {
    let mut best: Option<&RootValue> = None;
    for r in moves.iter().filter(|r| r.exact) {
        let c = Tenths::from_probability(r.chances[mover]);
        if best.is_none_or(|b| c > Tenths::from_probability(b.chances[mover])) {
            best = Some(r);
        }
    }
    best
}

/// Move `ply` of `game` (0 for the first) judged, at `nodes` nodes; `None` past the last move.
pub fn review_move(game: &Game, ply: usize, nodes: u64) -> Option<MoveReview> {
    let pos = game.positions().get(ply)?;
    let played = *game.moves().get(ply)?;
    let history = game.positions()[..ply].iter().map(Position::hash).collect();
    let a = analyse(
        pos,
        &AnalysisParams {
            must: vec![played],
            history,
            ..AnalysisParams::new(nodes)
        },
    );
    let mover = pos.turn().0;
    let best = best_for_mover(&a.moves, mover as usize)?;
    let mine = a.find(played)?;
    Some(MoveReview::new(
        ply as u32,
        mover,
        played.to_string(),
        best.mv.to_string(),
        best.line.iter().map(Move::to_string).collect(),
        tenths(&best.chances),
        tenths(&mine.chances),
    ))
}

/// The better move of a judged move in words, from the position before it (for the review's
/// "better was ..." and the screen reader).
pub fn better_in_words(game: &Game, m: &MoveReview) -> Option<String> {
    let pos = game.positions().get(m.index as usize)?;
    let moves: Vec<Move> = resolve_line(pos, &m.line);
    let first = *moves.first()?;
    Some(explain(pos, first, &moves))
}

/// The line's move texts as moves, as far as they are legal one after the other.
fn resolve_line(pos: &Position, line: &[String]) -> Vec<Move> {
    let mut p = *pos;
    let mut out = Vec::new();
    for text in line {
        let Ok(mt) = text.parse::<MoveText>() else {
            break;
        };
        let Ok(mv) = mt.resolve(&p) else {
            break;
        };
        let Ok(next) = p.play(mv) else {
            break;
        };
        out.push(mv);
        p = next;
    }
    out
}

/// Every move of `game` judged, calling `each` after each one.
pub fn review_game(game: &Game, nodes: u64, each: &mut dyn FnMut(&MoveReview)) -> Review {
    let mut moves = Vec::new();
    for ply in 0..game.moves().len() {
        if let Some(m) = review_move(game, ply, nodes) {
            each(&m);
            moves.push(m);
        }
    }
    Review {
        key: review_key(game, nodes),
        seats: game.start().seats(),
        moves,
    }
}

/// The game's record with the review as comments: its key before the first move, each judged
/// move's comment after it.
pub fn record_with_review(game: &Game, review: &Review) -> String {
    let mut notes = vec![(0, comments::key_comment(&review.key))];
    for m in &review.moves {
        notes.push((m.index as usize + 1, comments::move_comment(m)));
    }
    game.to_record_with_comments(&notes)
}

/// Reads a record: the game, and its review if the record carries one (its key comment and
/// one comment a judged move). A review comment that does not read, or does not agree with
/// its chances or the game, is an error naming the move; comments of other kinds are ignored.
pub fn read_review(text: &str) -> Result<(Game, Option<Review>), String> {
    let record = Record::parse(text).map_err(|e| e.to_string())?;
    let game = Game::from_parsed(&record).map_err(|e| e.to_string())?;
    let mut key = None;
    let mut moves = Vec::new();
    for (at, note) in &record.comments {
        match comments::read_comment(note) {
            None => {}
            Some(Err(e)) => return Err(format!("review comment after move {at}: {e}")),
            Some(Ok(Comment::Key(k))) => key = Some(k),
            Some(Ok(Comment::Move(partial))) => {
                let ply = at
                    .checked_sub(1)
                    .filter(|p| *p < game.moves().len())
                    .ok_or_else(|| format!("a review comment stands before any move ({note})"))?;
                let mover = game.positions()[ply].turn().0;
                let played = game.moves()[ply].to_string();
                moves.push(comments::complete(
                    note, partial, ply as u32, mover, played,
                )?);
            }
        }
    }
    let review = match (key, moves.is_empty()) {
        (Some(key), _) => Some(Review {
            key,
            seats: game.start().seats(),
            moves,
        }),
        (None, true) => None,
        (None, false) => return Err("the review comments have no key comment".into()),
    };
    Ok((game, review))
}
