//! A judged move in words, as the move list's screen reader hears it:
//! "move 14, North, c3xd4, a blunder: it lost 22.0 points of win chance; better was b2-c3".

use martian_engine::{Game, Seat};

use crate::games::martian_chess::seat_names::seat_name;
pub use crate::widgets::review_words::{judged_tail, marked, with_article};

/// The mover's name.
pub fn mover(game: &Game, ply: usize) -> &'static str {
    let seat = game.positions().get(ply).map_or(Seat(0), |p| p.turn());
    seat_name(game.start().seats(), seat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use study::{Judgement, MoveReview, Tenths};

    /// The move's name as the move list's button reads (`moves.rs`: its text, hidden parts
    /// included).
    fn spoken(game: &Game, ply: usize, m: Option<&MoveReview>) -> String {
        let Some(mv) = game.moves().get(ply) else {
            return String::new();
        };
        format!(
            "move {}, {}, {mv}{}",
            ply + 1,
            mover(game, ply),
            judged_tail(m)
        )
    }

    #[test]
    fn a_blunder_is_said_with_its_loss_and_the_better_move() {
        let game = Game::from_record(
            "[Players \"2\"]\n[Setup \"2qd/4/4/4/4/4/1q2/p2p 0 - - 0,0\"]\n\n1. b2-c2 c8xc2\n",
        )
        .unwrap();
        let m = MoveReview::new(
            0,
            0,
            "b2-c2".into(),
            "b2-a3".into(),
            vec!["b2-a3".into()],
            vec![Tenths(600), Tenths(400)],
            vec![Tenths(380), Tenths(620)],
        );
        assert_eq!(
            spoken(&game, 0, Some(&m)),
            "move 1, South, b2-c2, a blunder: it lost 22.0 points of win chance; better was b2-a3"
        );
        assert_eq!(with_article(Judgement::Inaccuracy), "an inaccuracy");
        assert!(spoken(&game, 1, None).ends_with("not judged yet"));
        assert_eq!(spoken(&game, 5, None), "");
    }
}
