//! Legal move generation on bitboards.
//!
//! A piece of the mover's zone may land on
//! - an empty square anywhere (a plain move; crossing a canal hands it to that zone's seat),
//! - an occupied square of another zone (a capture; with queen's guard, not one next to a queen
//!   of that zone),
//! - a piece of its own zone only as a field promotion: with no queen in the zone, drone onto
//!   pawn or pawn onto drone; with no drone, pawn onto pawn.
//!
//! On a wedge board the lines bend across glued edges (the tables know how); "Of Knights and
//! Kings" is never in force there (see [`Pos::from_setup`]).
//!
//! In the two-player game the piece the opponent just carried across the canal may not go
//! straight back to where it came from (no rejection).

use crate::attacks::SQ;
use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::moves::{Move, MoveKind, MoveList};
use crate::pos::Pos;
use crate::role::Role;

/// Where each role of the mover may land on its own pieces (promotion targets).
struct Targets<B> {
    capturable: B,
    quiet: B,
    promote: [B; 3],
}

impl<G: Geometry> Pos<G> {
    /// Squares a piece of `role` on bit `from` reaches given the occupancy, before any
    /// question of what stands there.
    #[inline(always)]
    pub(crate) fn reach(&self, role: Role, from: u8, occ: G::Bits) -> G::Bits {
        let t = G::tables();
        let i = from as usize & (SQ - 1);
        match (role, self.options.knights_and_kings) {
            (Role::Pawn, false) => t.pawn[i],
            (Role::Pawn, true) => t.king[i],
            (Role::Drone, false) => G::drone_attacks(from, occ),
            (Role::Drone, true) => t.knight[i],
            (Role::Queen, _) => G::queen_attacks(from, occ),
        }
    }

    /// Pieces of other zones that a queen of their own zone guards (queen's guard option).
    pub(crate) fn guarded(&self) -> G::Bits {
        let t = G::tables();
        let mut guarded = G::Bits::EMPTY;
        for q in (self.role_bits(Role::Queen) & !G::zone(self.turn)).iter() {
            guarded |= t.king[q as usize & (SQ - 1)] & G::zone(G::zone_of(q));
        }
        guarded & self.occupied()
    }

    #[inline(always)]
    fn targets(&self, captures_only: bool) -> Targets<G::Bits> {
        let occ = self.occupied();
        let zone = G::zone(self.turn);
        let mut capturable = occ & !zone;
        if self.options.queens_guard {
            capturable &= !self.guarded();
        }
        let quiet = if captures_only {
            G::Bits::EMPTY
        } else {
            !occ & G::all()
        };
        let mut promote = [G::Bits::EMPTY; 3];
        if self.options.promotions && !captures_only {
            let pawns = self.role_bits(Role::Pawn) & zone;
            let drones = self.role_bits(Role::Drone) & zone;
            let no_queen = (self.role_bits(Role::Queen) & zone).is_empty();
            if no_queen {
                promote[Role::Pawn as usize] |= drones;
                promote[Role::Drone as usize] |= pawns;
            }
            if drones.is_empty() {
                promote[Role::Pawn as usize] |= pawns;
            }
        }
        Targets {
            capturable,
            quiet,
            promote,
        }
    }

    #[inline(always)]
    fn push_from(
        &self,
        role: Role,
        from: u8,
        occ: G::Bits,
        t: &Targets<G::Bits>,
        reject: Option<(u8, u8)>,
        out: &mut MoveList,
    ) {
        let reach = self.reach(role, from, occ);
        let mut quiet = reach & t.quiet;
        if let Some((rf, rt)) = reject {
            if rf == from {
                quiet &= !G::Bits::bit(rt);
            }
        }
        let sq = G::square(from);
        let lists = [
            (reach & t.capturable, MoveKind::Capture),
            (quiet, MoveKind::Plain),
            (reach & t.promote[role as usize], MoveKind::Promotion),
        ];
        for (bits, kind) in lists {
            for to in bits.iter() {
                // At most 16 pieces * 27 squares fit: try_push never fails, and a full list
                // would only drop moves, never panic.
                let _ = out.try_push(Move {
                    from: sq,
                    to: G::square(to),
                    kind,
                    calls_clock: false,
                });
            }
        }
    }

    /// Appends every legal move (or every legal capture) to `out`.
    #[inline]
    pub(crate) fn generate(&self, out: &mut MoveList, captures_only: bool) {
        match G::turned_bends() {
            Some(bends) => self.generate_turned(bends, out, captures_only),
            None => self.generate_plain(out, captures_only),
        }
    }

    /// [`Pos::generate`] on the board as it stands (the 128-bit boards turn it first).
    #[inline(always)]
    pub(crate) fn generate_plain(&self, out: &mut MoveList, captures_only: bool) {
        if self.quick_end().is_some() {
            return;
        }
        let t = self.targets(captures_only);
        let occ = self.occupied();
        let zone = G::zone(self.turn);
        let reject = self.rejected();
        for role in [Role::Queen, Role::Drone, Role::Pawn] {
            for from in (self.role_bits(role) & zone).iter() {
                self.push_from(role, from, occ, &t, reject, out);
            }
        }
    }

    /// Appends the legal moves of the piece on bit `from` (nothing unless it is the mover's).
    pub(crate) fn generate_from(&self, from: u8, out: &mut MoveList, captures_only: bool) {
        if self.quick_end().is_some() || G::zone_of(from) != self.turn {
            return;
        }
        if let Some(role) = self.role_at_index(from) {
            let t = self.targets(captures_only);
            self.push_from(role, from, self.occupied(), &t, self.rejected(), out);
        }
    }
}
