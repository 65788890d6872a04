//! Why a move a reader tried is not allowed, said for a learner ("that pawn is in North's zone:
//! you move only pieces in your own zone"). The engine says what rule a move breaks in a
//! player's terms (`Position::why_illegal`); a learner also needs to hear the rule itself, so
//! the common cases are said here with the rule, and the rarer ones fall back on the engine.

use crate::games::martian_chess::seat_names::seat_name;
use martian_engine::{Move, MoveKind, Position, Role, Square};

/// How a piece moves, in words, under the position's rules.
pub fn pattern(role: Role, pos: &Position) -> &'static str {
    let kk = pos.options().knights_and_kings;
    match (role, kk) {
        (Role::Pawn, false) => "a pawn moves one square diagonally",
        (Role::Pawn, true) => "with Knights and Kings a pawn moves one square in any direction",
        (Role::Drone, false) => "a drone moves one or two squares straight, never diagonally",
        (Role::Drone, true) => "with Knights and Kings a drone jumps like a chess knight",
        (Role::Queen, _) => "a queen moves any distance in a straight line or diagonally",
    }
}

/// Whether the piece's pattern reaches `to` from `from` on an empty board.
fn in_pattern(role: Role, from: Square, to: Square, kk: bool) -> bool {
    let df = (to.file() as i8 - from.file() as i8).abs();
    let dr = (to.rank() as i8 - from.rank() as i8).abs();
    match (role, kk) {
        (Role::Pawn, false) => df == 1 && dr == 1,
        (Role::Pawn, true) => df.max(dr) == 1,
        (Role::Drone, false) => (df == 0 || dr == 0) && df + dr <= 2 && df + dr > 0,
        (Role::Drone, true) => (df == 1 && dr == 2) || (df == 2 && dr == 1),
        (Role::Queen, _) => (df == 0 || dr == 0 || df == dr) && df + dr > 0,
    }
}

/// Why `from`-`to` cannot be played in `pos`, for a learner. Empty when it can be.
pub fn explain(pos: &Position, from: Square, to: Square) -> String {
    if pos
        .legal_moves()
        .iter()
        .any(|m| m.from == from && m.to == to)
    {
        return String::new();
    }
    if pos.is_over() {
        return "The game is over: nothing more can be moved.".into();
    }
    let turn = pos.turn();
    let mover = seat_name(pos.seats(), turn);
    let Some(role) = pos.piece_at(from) else {
        return format!("There is no piece on {from}.");
    };
    let Some(zone) = pos.zone_of(from) else {
        return format!("{from} is not on this board.");
    };
    if zone != turn {
        return format!(
            "That {role} is in {}'s zone: you move only pieces in your own zone ({mover}'s, the tinted one nearest you).",
            seat_name(pos.seats(), zone)
        );
    }
    if pos.zone_of(to).is_none() {
        return format!("{to} is not on this board.");
    }
    let target = pos.piece_at(to);
    if let (Some(t), Some(z)) = (target, pos.zone_of(to)) {
        if z == turn {
            let merge = pos.options().promotions
                && ((matches!(
                    (role, t),
                    (Role::Pawn, Role::Drone) | (Role::Drone, Role::Pawn)
                )) || (role == Role::Pawn && t == Role::Pawn));
            return if merge {
                let makes = if role == t { "drone" } else { "queen" };
                format!(
                    "{to} holds your own {t}. A {role} may join it to make a {makes} only while your zone has no {makes}."
                )
            } else {
                format!(
                    "{to} holds your own {t}: you never capture in your own zone (pieces there are yours)."
                )
            };
        }
    }
    let kk = pos.options().knights_and_kings;
    if !in_pattern(role, from, to, kk) {
        let rule = pattern(role, pos);
        // ASCII case only: the engine's texts are English, and Unicode's case tables would add
        // about 7 KB gzip to every download of the page and the embed.
        let rule = rule[..1].to_ascii_uppercase() + &rule[1..];
        return format!("{rule}, so it cannot go from {from} to {to}.");
    }
    let probe = Move {
        from,
        to,
        kind: if target.is_some() {
            MoveKind::Capture
        } else {
            MoveKind::Plain
        },
        calls_clock: false,
    };
    let reason = pos.why_illegal(probe);
    if reason.contains("blocked") {
        return format!(
            "A piece stands in the way: no piece jumps over another (from {from} to {to})."
        );
    }
    let mut out = reason;
    if let Some(first) = out.get(..1) {
        out = first.to_ascii_uppercase() + &out[1..];
    }
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::RuleOptions;

    fn pos(text: &str) -> Position {
        Position::from_text(text, RuleOptions::default()).unwrap()
    }

    fn sq(n: &str) -> Square {
        Square::parse(n).unwrap()
    }

    const START: &str = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";

    #[test]
    fn a_piece_in_another_zone_is_not_yours() {
        let why = explain(&pos(START), sq("c6"), sq("d5"));
        assert!(
            why.starts_with("That pawn is in North's zone: you move only pieces in your own zone"),
            "{why}"
        );
    }

    #[test]
    fn each_piece_is_told_its_pattern() {
        let p = pos(START);
        assert!(explain(&p, sq("c3"), sq("c4")).contains("A pawn moves one square diagonally"));
        assert!(explain(&p, sq("d3"), sq("c4")).contains("never diagonally"));
        let why = explain(&p, sq("c1"), sq("a2"));
        assert!(why.contains("straight line or diagonally"), "{why}");
    }

    #[test]
    fn own_pieces_and_blocked_ways() {
        let p = pos(START);
        assert!(explain(&p, sq("c1"), sq("c2")).contains("never capture in your own zone"));
        let why = explain(&p, sq("c2"), sq("c3"));
        assert!(why.contains("only while your zone has no queen"), "{why}");
        let why = explain(&p, sq("d1"), sq("d4"));
        assert!(why.contains("stands in the way"), "{why}");
        let promo = pos("4/4/4/1d2/4/4/1p2/dq2 0 - - 0,0");
        let why = explain(&promo, sq("b2"), sq("a1"));
        assert!(why.contains("only while your zone has no queen"), "{why}");
    }

    #[test]
    fn no_rejection_is_named() {
        let p = pos("3p/4/4/4/2p1/4/4/q3 0 b5-c4 - 0,0");
        let why = explain(&p, sq("c4"), sq("b5"));
        assert!(why.starts_with("No rejection"), "{why}");
    }

    #[test]
    fn a_legal_move_needs_no_explaining() {
        assert_eq!(explain(&pos(START), sq("c3"), sq("d4")), "");
    }
}
