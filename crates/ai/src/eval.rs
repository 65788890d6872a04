//! What a position is worth, in hundredths of a point, to the side about to move.
//!
//! Points are the goal, not position: the evaluation starts from the score difference, which
//! no later move can take back, and adds only what is likely to turn into points soon:
//! - the best capture the side to move has (it moves first, so some of it is as good as
//!   banked; the quiescence search plays it out, this is only a tempo bonus);
//! - its pieces left hanging: it can save one, so the second biggest is what it stands to lose;
//! - material in a zone, barely: the pieces a seat controls are its attackers, but also the
//!   points its opponents can take, and every piece that crosses a canal to capture changes
//!   hands (the weights were set by self-play, see [`Weights`]);
//! - the clock: once called, the side ahead is that much nearer to banking its lead, more with
//!   every captureless move;
//! - running for the border: a side ahead on points with few pieces left in its zone can end
//!   the game by moving them out.
//!
//! A finished game is worth a win, a loss or a draw, never points (see [`terminal`]).

use martian_engine::{Bits, EndReason, Geometry, Outcome, Pos, Role};

use crate::sides::Sides;

/// One point of score.
pub const POINT: i32 = 100;
/// A won game. Wins found sooner score higher: `WIN - ply`.
pub const WIN: i32 = 30_000;
/// Anything beyond this is a won or lost game, not an evaluation.
pub const WIN_BOUND: i32 = WIN - 1_000;

/// How much each term of the evaluation weighs, in hundredths of a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per pip of material in a side's zones. Slightly negative: self-play (30k nodes a move,
    /// 40-80 games a setting) found +15 clearly worse than 0, and -5 a little better than 0,
    /// -15 worse again. A piece in one's zone is an attacker, but also points the opponents
    /// may take, and every capture hands the capturer over.
    pub material: i32,
    /// Per pip of the biggest piece the side to move can capture now.
    pub threat: i32,
    /// Per pip of the second biggest of its own pieces that an opponent attacks.
    pub hanging: i32,
    /// Per captureless move counted since the clock was called, to the side ahead.
    pub clock: i32,
    /// Per piece fewer than four in the zone of a side that leads on points.
    pub run: i32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            material: -5,
            threat: 20,
            hanging: 40,
            clock: 30,
            run: 30,
        }
    }
}

/// Squares a piece of role index `r` on bit `i` reaches (what it attacks, in other zones).
#[inline(always)]
fn reach<G: Geometry>(r: usize, i: u8, occ: G::Bits, knights_and_kings: bool) -> G::Bits {
    let t = G::tables();
    // The tables are as wide as the widest board (128 squares): a mask of 63 read the squares
    // of a five- or six-zone board's zones 4 and 5 as those of zones 0 and 1.
    let ix = i as usize & 127;
    match (r, knights_and_kings) {
        (0, false) => t.pawn[ix],
        (0, true) => t.king[ix],
        (1, false) => G::drone_attacks(i, occ),
        (1, true) => t.knight[ix],
        _ => G::queen_attacks(i, occ),
    }
}

/// The two biggest values among the pieces on `set`: (biggest, second).
#[inline(always)]
fn top_two<B: Bits>(roles: &[B; 3], set: B) -> (i32, i32) {
    let mut first = 0;
    for r in (0..3).rev() {
        let n = (roles[r] & set).count() as i32;
        if n == 0 {
            continue;
        }
        let v = r as i32 + 1;
        if first != 0 {
            return (first, v);
        }
        if n >= 2 {
            return (v, v);
        }
        first = v;
    }
    (first, 0)
}

/// Each role's squares, pawns first: the index is the role's reach table (see `reach`) and
/// its value less one.
fn roles<G: Geometry>(pos: &Pos<G>) -> [G::Bits; 3] {
    [
        pos.role_bits(Role::Pawn),
        pos.role_bits(Role::Drone),
        pos.role_bits(Role::Queen),
    ]
}

/// The static value of a position that is not over, to the side to move.
pub fn evaluate<G: Geometry>(pos: &Pos<G>, sides: Sides, w: &Weights) -> i32 {
    let seats = G::SEATS as usize;
    let occ = pos.occupied();
    let kk = pos.options().knights_and_kings;
    let roles = roles(pos);
    let mut attacks = [G::Bits::EMPTY; 6];
    let mut material = [0i32; 2];
    let mut fewest = [i32::MAX; 2];
    for (z, attacked) in attacks.iter_mut().enumerate().take(seats) {
        let zone = G::zone(z as u8);
        let (num, den) = sides.share(seats, z as u8);
        let mut mat = 0;
        let mut count = 0;
        for (r, bits) in roles.iter().enumerate() {
            let mine = *bits & zone;
            count += mine.count() as i32;
            mat += mine.count() as i32 * (r as i32 + 1);
            for i in mine.iter() {
                *attacked |= reach::<G>(r, i, occ, kk);
            }
        }
        let side = sides.side(z as u8) as usize;
        material[side] += mat * num / den;
        fewest[side] = fewest[side].min(count);
    }

    let points = sides.points(pos.scores());
    let lead = sides.lead(pos.scores());
    // From side 0's point of view first.
    let mut v = points[0] - points[1];
    v += w.material * (material[0] - material[1]);
    if let Some(count) = pos.clock() {
        v += lead * w.clock * (count as i32 + 1);
    }
    if lead != 0 {
        let side = if lead > 0 { 0 } else { 1 };
        v += lead * w.run * (4 - fewest[side].min(4));
    }

    // The side to move: what it can take now, and what it stands to lose.
    let stm = pos.turn().0;
    let stm_side = sides.side(stm);
    let mut enemy_zones = G::Bits::EMPTY;
    let mut enemy_attacks = G::Bits::EMPTY;
    for z in 0..seats as u8 {
        if sides.side(z) != stm_side {
            enemy_zones |= G::zone(z);
            enemy_attacks |= attacks[z as usize];
        }
    }
    let (take, _) = top_two(&roles, attacks[stm as usize] & occ & enemy_zones);
    let (_, lose) = top_two(&roles, occ & G::zone(stm) & enemy_attacks);
    let tempo = w.threat * take - w.hanging * lose;

    if stm_side == 0 {
        v + tempo
    } else {
        tempo - v
    }
}

/// The biggest of `seat`'s pieces (those in its zone) that any other seat's piece attacks, as
/// a piece value (0 when none is attacked). Used by the selfish opponents' one-ply look (see
/// `selfish`): a seat weighing its move must fear every other seat, not only the next one.
pub(crate) fn exposure<G: Geometry>(pos: &Pos<G>, seat: u8) -> i32 {
    let occ = pos.occupied();
    let kk = pos.options().knights_and_kings;
    let roles = roles(pos);
    let mine = G::zone(seat) & occ;
    if mine.is_empty() {
        return 0;
    }
    let mut attacked = G::Bits::EMPTY;
    for z in (0..G::SEATS).filter(|&z| z != seat) {
        let zone = G::zone(z);
        for (r, bits) in roles.iter().enumerate() {
            for i in (*bits & zone).iter() {
                attacked |= reach::<G>(r, i, occ, kk);
            }
        }
    }
    top_two(&roles, mine & attacked).0
}

/// The value of a finished game to the side to move: a win, a loss or a draw (a shared top in
/// the four-player game counts as a draw for the search). Sooner wins and later losses score
/// better, so the search takes the shortest way home.
pub fn terminal<G: Geometry>(pos: &Pos<G>, reason: EndReason, sides: Sides, ply: usize) -> i32 {
    let last = pos.turn().prev(G::SEATS);
    let outcome = Outcome::decide(reason, pos.scores(), last, pos.options().teams);
    let mut won = [false; 2];
    for seat in outcome.winners.iter() {
        won[sides.side(seat.0) as usize & 1] = true;
    }
    let win = WIN - ply as i32;
    let v0 = match won {
        [true, false] => win,
        [false, true] => -win,
        _ => 0,
    };
    if sides.side(pos.turn().0) == 0 {
        v0
    } else {
        -v0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::{Position, RuleOptions};

    fn two(text: &str) -> Pos<martian_engine::Two> {
        match Position::from_text(text, RuleOptions::default()) {
            Ok(Position::Two(p)) => p,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn evaluation_is_symmetric_and_starts_from_points() {
        let w = Weights::default();
        let start = two("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0");
        assert_eq!(evaluate(&start, Sides::Seats, &w), 0);
        let ahead = two("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 5,0");
        let behind = two("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 1 - - 5,0");
        let a = evaluate(&ahead, Sides::Seats, &w);
        assert!(a >= 5 * POINT, "{a}");
        assert_eq!(evaluate(&behind, Sides::Seats, &w), -a);
    }

    /// A wedge board looks the same from every zone: the position turned by one zone, with
    /// the turn and the scores turned alike, is worth the same to the seat that now sits where
    /// the mover sat (the pieces of zones 4 and 5 are seen as well as those of zone 0).
    #[test]
    fn wedge_evaluation_is_the_same_from_every_zone() {
        let w = Weights::default();
        use martian_engine::Variant;
        for (zones, variant) in [
            (3usize, Variant::ThreePlayer),
            (5, Variant::FivePlayer),
            (6, Variant::SixPlayer),
        ] {
            let mut pos = Position::start(variant, RuleOptions::default(), martian_engine::Seat(0));
            for ply in 0..40 {
                if pos.is_over() {
                    break;
                }
                let moves = pos.legal_moves();
                let mv = moves[(ply * 7 + 3) % moves.len()];
                pos = pos.play(mv).unwrap();
                let text = pos.to_string();
                let fields: Vec<&str> = text.split(' ').collect();
                let turn: usize = fields[1].parse().unwrap();
                let zone_texts: Vec<&str> = fields[0].split('|').collect();
                let scores: Vec<&str> = fields[4].split(',').collect();
                let turned = |k: usize| -> String {
                    let z: Vec<&str> = (0..zones)
                        .map(|i| zone_texts[(i + zones - k) % zones])
                        .collect();
                    let s: Vec<&str> = (0..zones)
                        .map(|i| scores[(i + zones - k) % zones])
                        .collect();
                    format!(
                        "{} {} - {} {}",
                        z.join("|"),
                        (turn + k) % zones,
                        fields[3],
                        s.join(",")
                    )
                };
                let value = |k: usize| {
                    let p = Position::from_text(&turned(k), RuleOptions::default()).unwrap();
                    let sides = Sides::Paranoid {
                        root: ((turn + k) % zones) as u8,
                    };
                    match p {
                        Position::Three(p) => evaluate(&p, sides, &w),
                        Position::Five(p) => evaluate(&p, sides, &w),
                        Position::Six(p) => evaluate(&p, sides, &w),
                        other => panic!("{other:?}"),
                    }
                };
                let v0 = value(0);
                for k in 1..zones {
                    assert_eq!(value(k), v0, "{zones} zones, turned by {k}: {}", turned(k));
                }
            }
        }
    }

    #[test]
    fn hanging_pieces_cost() {
        assert_eq!(top_two(&[0u32, 0, 0b11], 0b11), (3, 3));
        assert_eq!(top_two(&[0b100u32, 0, 0b11], 0b101), (3, 1));
        assert_eq!(top_two(&[0b100u32, 0, 0], 0b111), (1, 0));
    }
}
