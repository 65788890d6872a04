//! Move generation on the 128-bit wedge boards (five and six zones), done on the board turned
//! so that the mover's zone is zone 1.
//!
//! Every zone is glued to its neighbours the same way, so turning the board around the centre
//! by whole zones changes no line: the tables of zone 1 serve every mover. Turned so, the
//! mover's lines reach zones 0 to 3, the low 64 bits, except the few that cross two glued edges
//! eastwards into the last zone. A line that stays in the low half is slid with 64-bit
//! operations only (the 128-bit form cost about twice the instructions); the rest as before.
//! The moves come out in the same order as from the plain generator (the tests compare both).

use crate::attacks::{Tables, A1, SQ};
use crate::bits::Bits;
use crate::geometry::{wedge_slide, Geometry};
use crate::moves::{Move, MoveKind, MoveList};
use crate::pos::Pos;
use crate::role::Role;
use crate::square::Square;
use crate::wedge::Bends;

const I: usize = SQ - 1;
/// Zone 1, where the mover's pieces stand on the turned board.
const OWN: u128 = 0xffff << 16;

#[inline(always)]
fn nearest64(d: usize, set: u64) -> u8 {
    if d < 4 {
        set.trailing_zeros() as u8
    } else {
        63 - set.leading_zeros() as u8
    }
}

/// [`wedge_slide`] for a square of zone 1, in 64-bit operations when its line stays in the
/// low half.
#[inline(always)]
fn slide<B: Bits>(t: &Tables<B>, bends: &Bends<B>, d: usize, i: usize, occ: u128) -> u128 {
    let ray = t.rays[d][i].to_u128();
    if (ray >> 64) as u64 != 0 {
        let own = B::from_u128(OWN);
        return wedge_slide(t, bends, d, i as u8, own, B::from_u128(occ)).to_u128();
    }
    let ray = ray as u64;
    let on = ray & occ as u64;
    if on == 0 {
        return ray as u128;
    }
    let first = on & OWN as u64;
    let (b, dir) = if first != 0 {
        (nearest64(d, first), d)
    } else {
        let second = on & bends.second[d][i].to_u128() as u64;
        let turns = bends.turns[d][i];
        if second != 0 {
            let e = turns[0] as usize & 7;
            (nearest64(e, second), e)
        } else {
            let e = turns[1] as usize & 7;
            (nearest64(e, on), e)
        }
    };
    (ray ^ t.rays[dir][b as usize & I].to_u128() as u64) as u128
}

/// The square of each bit index of the board turned for each seat to move
/// (`[seat][turned index]`), for a board of `zones` zones.
const fn turned_squares(zones: u32) -> [[Square; 128]; 6] {
    let mut t = [[A1; 128]; 6];
    let width = 16 * zones;
    let mut k = 0;
    while k < zones {
        let shift = 16 * ((k + zones - 1) % zones);
        let mut rel = 0;
        while rel < width {
            let abs = (rel + shift) % width;
            t[k as usize][rel as usize] =
                match Square::wedge((abs / 16) as u8, (abs % 4) as u8, ((abs % 16) / 4) as u8) {
                    Some(sq) => sq,
                    None => panic!("a wedge square"),
                };
            rel += 1;
        }
        k += 1;
    }
    t
}

static FIVE_SQUARES: [[Square; 128]; 6] = turned_squares(5);
static SIX_SQUARES: [[Square; 128]; 6] = turned_squares(6);

/// Pops the lowest bit of a set whose bits are mostly in the low half.
#[inline(always)]
fn pop(set: &mut u128) -> Option<u8> {
    set.pop_lsb()
}

impl<G: Geometry> Pos<G> {
    /// [`Pos::generate`] on a turned board (see the module's docs).
    #[inline(always)]
    pub(crate) fn generate_turned(
        &self,
        bends: &Bends<G::Bits>,
        out: &mut MoveList,
        captures_only: bool,
    ) {
        if self.quick_end().is_some() {
            return;
        }
        let t = G::tables();
        let n = G::SEATS as u32;
        let width = 16 * n;
        let ring = u128::MAX >> (128 - width);
        let k = self.turn as u32 % n;
        // Turned square = absolute square - shift (around the ring of `width` squares).
        let shift = 16 * ((k + n - 1) % n);
        let turn = |x: u128| ((x >> shift) | (x << (width - shift))) & ring;
        // Squares of the turned board at or above `wrap` are absolute squares below `shift`:
        // they come first, to keep the absolute order.
        let wrap = width - shift;
        let below_wrap = if wrap >= 128 {
            u128::MAX
        } else {
            (1u128 << wrap) - 1
        };
        let occ = turn(self.occupied().to_u128());
        let mut capturable = occ & !OWN;
        if self.options.queens_guard {
            capturable &= !turn(self.guarded().to_u128());
        }
        let quiet = if captures_only { 0 } else { !occ & ring };
        let mine = |r: Role| ((self.role_bits(r).to_u128() >> (16 * k)) as u64 & 0xffff) << 16;
        let (pawns, drones, queens) = (mine(Role::Pawn), mine(Role::Drone), mine(Role::Queen));
        let mut promote = [0u128; 3];
        if self.options.promotions && !captures_only {
            if queens == 0 {
                promote[Role::Pawn as usize] |= drones as u128;
                promote[Role::Drone as usize] |= pawns as u128;
            }
            if drones == 0 {
                promote[Role::Pawn as usize] |= pawns as u128;
            }
        }
        let table = if G::SEATS == 5 {
            &FIVE_SQUARES
        } else {
            &SIX_SQUARES
        };
        let frame = Frame {
            squares: &table[k as usize % 6],
            below_wrap,
            capturable,
            quiet,
        };
        for i in Bits::iter(queens) {
            let i = i as usize;
            let mut reach = 0;
            let mut d = 0;
            while d < 8 {
                reach |= slide(t, bends, d, i, occ);
                d += 1;
            }
            frame.push(i, reach, promote[Role::Queen as usize], out);
        }
        for i in Bits::iter(drones) {
            let i = i as usize;
            let lines = slide(t, bends, 0, i, occ)
                | slide(t, bends, 1, i, occ)
                | slide(t, bends, 4, i, occ)
                | slide(t, bends, 5, i, occ);
            let reach = lines & t.drone[i].to_u128();
            frame.push(i, reach, promote[Role::Drone as usize], out);
        }
        for i in Bits::iter(pawns) {
            let i = i as usize;
            frame.push(i, t.pawn[i].to_u128(), promote[Role::Pawn as usize], out);
        }
    }
}

/// What one generation knows of the turned board.
struct Frame {
    /// The square of each turned bit index.
    squares: &'static [Square; 128],
    /// The turned squares below `width - shift`, which are absolute squares from `shift` up.
    below_wrap: u128,
    capturable: u128,
    quiet: u128,
}

impl Frame {
    #[inline(always)]
    fn square(&self, rel: u8) -> Square {
        self.squares[rel as usize & 127]
    }

    /// Appends the moves of the piece on turned square `i` that reaches `reach`: captures,
    /// plain moves, promotions, each in absolute order.
    #[inline(always)]
    fn push(&self, i: usize, reach: u128, promote: u128, out: &mut MoveList) {
        let from = self.square(i as u8);
        for (bits, kind) in [
            (reach & self.capturable, MoveKind::Capture),
            (reach & self.quiet, MoveKind::Plain),
            (reach & promote, MoveKind::Promotion),
        ] {
            if bits == 0 {
                continue;
            }
            for mut part in [bits & !self.below_wrap, bits & self.below_wrap] {
                while let Some(to) = pop(&mut part) {
                    // At most 16 pieces * 27 squares fit: try_push never fails.
                    let _ = out.try_push(Move {
                        from,
                        to: self.square(to),
                        kind,
                        calls_clock: false,
                    });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Five, Six};
    use crate::options::RuleOptions;
    use crate::seat::Seat;

    /// Plays random games from every seat's start under every option set and compares the
    /// turned generator's list with the plain one's, move for move and in order.
    fn agrees<G: Geometry>() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut compared = 0;
        for game in 0..48 {
            let options = RuleOptions {
                promotions: game % 2 == 0,
                queens_guard: game % 3 == 0,
                teams: game % 4 == 0,
                ..RuleOptions::default()
            };
            let mut pos = Pos::<G>::start(options, Seat((game % G::SEATS as usize) as u8));
            for _ in 0..120 {
                for captures_only in [false, true] {
                    let (mut turned, mut plain) = (MoveList::new(), MoveList::new());
                    pos.generate(&mut turned, captures_only);
                    pos.generate_plain(&mut plain, captures_only);
                    assert_eq!(turned, plain, "{pos:?}");
                    compared += 1;
                }
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[next(moves.len())]);
            }
        }
        assert!(compared > 2000);
    }

    #[test]
    fn the_turned_five_zone_board_gives_the_plain_moves_in_order() {
        assert!(Five::turned_bends().is_some());
        agrees::<Five>();
    }

    #[test]
    fn the_turned_six_zone_board_gives_the_plain_moves_in_order() {
        assert!(Six::turned_bends().is_some());
        agrees::<Six>();
    }
}
