//! A move said in words, from the position and the line the engine expects after it: what the
//! move does ("Take the queen on c5 with your pawn from b4: you gain 3 points"), and what comes
//! of it ("and they cannot take back", "then North takes your drone on c3 (2 points)", "this
//! ends the game: South wins 12-9, empty zone"). Pure: the hint, the review's better move and a
//! puzzle's refusal of a wrong move ("c3xd4 ... then North takes your queen") all use it.

use martian_engine::{Move, MoveKind, Position, Role, Seat};

/// A piece's name.
fn name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Drone => "drone",
        Role::Queen => "queen",
    }
}

fn points(n: u32) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

/// Who "they" are when `seat` answers `mover`: with two seats "they", else the seat's name.
fn who(pos: &Position, seat: Seat) -> String {
    if pos.seats() == 2 {
        "they".into()
    } else {
        pos.seat_name(seat).into()
    }
}

/// What `mv` does, said from the mover's side.
fn action(pos: &Position, mv: Move) -> String {
    let mover = pos.turn();
    let piece = pos.piece_at(mv.from).map_or("piece", name);
    let mut s = match mv.kind {
        MoveKind::Capture => {
            let victim = pos.piece_at(mv.to);
            let gain = victim.map_or(0, |r| r.value() as u32);
            format!(
                "Take the {} on {} with your {piece} from {}: you gain {}",
                victim.map_or("piece", name),
                mv.to,
                mv.from,
                points(gain)
            )
        }
        MoveKind::Promotion => {
            let other = pos.piece_at(mv.to);
            let total =
                pos.piece_at(mv.from).map_or(0, |r| r.value()) + other.map_or(0, |r| r.value());
            let made = if total >= 3 { "queen" } else { "drone" };
            format!(
                "Merge your {piece} on {} into your {} on {}: they become a {made}",
                mv.from,
                other.map_or("piece", name),
                mv.to
            )
        }
        MoveKind::Plain => match pos.zone_of(mv.to) {
            Some(zone) if zone != mover => format!(
                "Move your {piece} from {} to {}, out of your zone: it becomes {}'s",
                mv.from,
                mv.to,
                if pos.seats() == 2 {
                    "theirs".to_string()
                } else {
                    pos.seat_name(zone).to_string()
                }
            ),
            _ => format!("Move your {piece} from {} to {}", mv.from, mv.to),
        },
    };
    if s.ends_with("theirs's") {
        s.truncate(s.len() - 2);
    }
    if mv.calls_clock {
        s += ", and call the clock: seven moves without a capture end the game";
    }
    s
}

/// The move in words, with what the line says comes of it (`line` starts with `mv`; it may
/// hold only `mv`).
pub fn explain(pos: &Position, mv: Move, line: &[Move]) -> String {
    let mut s = action(pos, mv);
    let Ok(after) = pos.play(mv) else {
        return s;
    };
    if let Some(outcome) = after.outcome() {
        return s + &format!("; this ends the game: {}", outcome.describe());
    }
    let mover = pos.turn();
    let mine = |p: &Position, sq| p.zone_of(sq) == Some(mover);
    let reply = line.get(1).copied().filter(|r| after.is_legal(*r));
    // The first of the other seats' replies in the line (one round) that takes a piece of ours.
    let mut p = after;
    let mut taken = None;
    for &r in line.iter().skip(1).take(pos.seats() as usize - 1) {
        if p.turn() == mover || !p.is_legal(r) {
            break;
        }
        if r.is_capture() && mine(&p, r.to) {
            taken = Some((p, r));
            break;
        }
        p.play_unchecked(r);
    }
    match taken {
        Some((p, r)) => {
            let lost = p.piece_at(r.to).map_or(0, |x| x.value() as u32);
            s += &format!(
                "; then {} take{} your {} on {} ({})",
                who(&p, p.turn()),
                if pos.seats() == 2 { "" } else { "s" },
                p.piece_at(r.to).map_or("piece", name),
                r.to,
                points(lost)
            );
        }
        _ => {
            let threatened = after.captures().iter().any(|c| mine(&after, c.to));
            if mv.is_capture() && !threatened {
                s += if pos.seats() == 2 {
                    ", and they cannot take back"
                } else {
                    ", and nobody can take back"
                };
            } else if !threatened {
                s += ", and nothing of yours can be taken";
            }
            // Our next move in the line, a capture: what this one prepares.
            let next = line.get(pos.seats() as usize).copied();
            if let (Some(n), Some(r)) = (next, reply) {
                if n.is_capture() {
                    if let Ok(later) = after.play(r).and_then(|p| {
                        let mut p = p;
                        for &m in line.iter().skip(2).take(pos.seats() as usize - 2) {
                            p = p.play(m)?;
                        }
                        Ok(p)
                    }) {
                        if later.turn() == mover && later.is_legal(n) {
                            s += &format!(
                                "; next you can take the {} on {}",
                                later.piece_at(n.to).map_or("piece", name),
                                n.to
                            );
                        }
                    }
                }
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::{MoveText, RuleOptions};

    fn mv(pos: &Position, text: &str) -> Move {
        text.parse::<MoveText>().unwrap().resolve(pos).unwrap()
    }

    #[test]
    fn a_free_capture_and_a_recapture_are_said() {
        // South's pawn on b4 takes North's queen on c5; North has nothing left that reaches
        // South's zone.
        let pos =
            Position::from_text("4/4/4/2q1/1p2/4/4/3d 0 - - 0,0", RuleOptions::default()).unwrap();
        let take = mv(&pos, "b4xc5");
        let words = explain(&pos, take, &[take]);
        assert_eq!(
            words,
            "Take the queen on c5 with your pawn from b4: you gain 3 points, and they cannot take back"
        );
        // North's queen on a5 takes back South's drone on a3.
        let pos =
            Position::from_text("4/4/4/q1p1/1p2/d3/4/4 0 - - 0,0", RuleOptions::default()).unwrap();
        let take = mv(&pos, "b4xc5");
        let after = pos.play(take).unwrap();
        let back = mv(&after, "a5xa3");
        let words = explain(&pos, take, &[take, back]);
        assert!(
            words.ends_with("; then they take your drone on a3 (2 points)"),
            "{words}"
        );
    }

    #[test]
    fn the_end_and_the_clock_are_said() {
        // South's last piece leaves its zone: the game ends, South ahead.
        let pos =
            Position::from_text("4/4/4/d3/3p/4/4/4 0 - - 5,1", RuleOptions::default()).unwrap();
        let run = mv(&pos, "d4-c5");
        let words = explain(&pos, run, &[run]);
        assert!(
            words.contains("this ends the game: South wins 5-1"),
            "{words}"
        );
        let start = Position::from_text(
            "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 3,0",
            RuleOptions::default(),
        )
        .unwrap();
        let call = mv(&start, "clock c3-d4");
        assert!(explain(&start, call, &[call]).contains("call the clock"));
    }
}
