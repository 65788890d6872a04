//! [`Pos<G>`]: a checked position on one board, always legal. Copy-make: playing a move
//! copies a few dozen bytes, which is what lets the search go fast.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::marker::PhantomData;

use crate::bits::Bits;
use crate::error::{PlayError, PositionError, PositionField};
use crate::geometry::Geometry;
use crate::moves::{Move, MoveKind, MoveList};
use crate::options::RuleOptions;
use crate::outcome::{EndReason, Outcome};
use crate::role::Role;
use crate::seat::Seat;
use crate::setup::Setup;
use crate::square::Square;
use crate::zobrist;

/// No clock called.
const NO_CLOCK: u8 = u8::MAX;
/// No last move.
const NO_SQUARE: u8 = u8::MAX;
/// Captureless moves after the call that end the game.
pub(crate) const CLOCK_END: u8 = 7;

/// The board in words, for messages.
fn board_name<G: Geometry>() -> String {
    if G::WEDGE {
        format!("the {}-zone wedge board", G::SEATS)
    } else {
        format!("the {}-file board", G::FILES)
    }
}

/// A legal position on the board `G`, with the rule options it is played under.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pos<G: Geometry> {
    /// Pieces of each role, kept as [`Bits::Store`] (a `u128` as its two halves).
    pub(crate) roles: [<G::Bits as Bits>::Store; 3],
    pub(crate) scores: [u16; 6],
    pub(crate) hash: u64,
    pub(crate) turn: u8,
    pub(crate) clock: u8,
    pub(crate) last_from: u8,
    pub(crate) last_to: u8,
    pub(crate) options: RuleOptions,
    _board: PhantomData<G>,
}

impl<G: Geometry> Pos<G> {
    /// The standard start: each seat's nine pieces in its outer corner, `first` to move.
    pub fn start(options: RuleOptions, first: Seat) -> Pos<G> {
        let text = if G::WEDGE {
            // Every zone holds the two-player start in its own frame.
            let zones: Vec<&str> = (0..G::SEATS).map(|_| "4/dpp1/qdp1/qqd1").collect();
            let scores: Vec<&str> = (0..G::SEATS).map(|_| "0").collect();
            format!("{} 0 - - {}", zones.join("|"), scores.join(","))
        } else if G::SEATS == 2 {
            String::from("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0")
        } else {
            String::from("qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 0 - - 0,0,0,0")
        };
        let mut setup: Setup = match text.parse() {
            Ok(s) => s,
            Err(_) => unreachable!("the start text is well formed"),
        };
        setup.turn = (first.0 % G::SEATS) as u32;
        match Pos::from_setup(setup, options) {
            Ok(p) => p,
            Err(_) => unreachable!("the start is legal"),
        }
    }

    /// Checks a setup. It must have this board's shape, a seat to move and a score for every
    /// seat, a clock of 0-7 and a last move on the board. Standard material is not required,
    /// so lessons and puzzles work.
    pub fn from_setup(setup: Setup, options: RuleOptions) -> Result<Pos<G>, PositionError> {
        // Teams exist only with four and six players; a game of another size never carries
        // the flag, so equal games compare equal however they were made. For the same reason
        // "Of Knights and Kings", which has no reading on a wedge board, is dropped there
        // (a record that asks for it is refused before it gets here).
        let options = RuleOptions {
            teams: options.teams && (G::SEATS == 4 || G::SEATS == 6),
            knights_and_kings: options.knights_and_kings && !G::WEDGE,
            ..options
        };
        let fail = |field, reason: String, setup| {
            Err(PositionError {
                field,
                reason,
                setup,
            })
        };
        let files = G::FILES as usize;
        let zones_ok = if G::WEDGE {
            setup.zones == Some(G::SEATS)
        } else {
            setup.zones.is_none()
        };
        if !zones_ok {
            let reason = match setup.zones {
                Some(n) if G::WEDGE => {
                    format!("this board has {} zones; found {n}", G::SEATS)
                }
                Some(n) => format!("this is a square board; found {n} wedge zones"),
                None => format!("this board is {} wedge zones separated by `|`", G::SEATS),
            };
            return fail(PositionField::Placement, reason, setup);
        }
        let shape_ok = setup.placement.len() == G::text_ranks()
            && setup.placement.iter().all(|r| r.len() == files);
        if G::WEDGE && !shape_ok {
            let reason = format!(
                "each of the {} zones is 4 ranks of 4 squares; found {} ranks in all",
                G::SEATS,
                setup.placement.len()
            );
            return fail(PositionField::Placement, reason, setup);
        }
        if !shape_ok {
            let widths: Vec<String> = setup
                .placement
                .iter()
                .map(|r| format!("{}", r.len()))
                .collect();
            let reason = format!(
                "this board has 8 ranks of {files} squares; found {} ranks of {} squares",
                setup.placement.len(),
                widths.join("/")
            );
            return fail(PositionField::Placement, reason, setup);
        }
        if setup.turn >= G::SEATS as u32 {
            let reason = format!(
                "seat {} cannot move: the board has {} seats",
                setup.turn,
                G::SEATS
            );
            return fail(PositionField::Turn, reason, setup);
        }
        if setup.scores.len() != G::SEATS as usize {
            let reason = format!(
                "{} scores for a board of {} seats",
                setup.scores.len(),
                G::SEATS
            );
            return fail(PositionField::Scores, reason, setup);
        }
        if let Some(s) = setup.scores.iter().find(|s| **s > u16::MAX as u32) {
            let reason = format!("score {s} is larger than {}", u16::MAX);
            return fail(PositionField::Scores, reason, setup);
        }
        if let Some(c) = setup.clock.filter(|c| *c > CLOCK_END as u32) {
            let reason = format!("the clock counts 0 to 7, not {c}");
            return fail(PositionField::Clock, reason, setup);
        }
        let (last_from, last_to) = match setup.last {
            None => (NO_SQUARE, NO_SQUARE),
            Some((from, to)) => match (G::index(from), G::index(to)) {
                (Some(f), Some(t)) if f != t => (f, t),
                (Some(_), Some(_)) => {
                    let reason = format!("{from}-{to} does not move");
                    return fail(PositionField::Last, reason, setup);
                }
                _ => {
                    let reason = format!("{from}-{to} leaves {}", board_name::<G>());
                    return fail(PositionField::Last, reason, setup);
                }
            },
        };
        let mut roles = [G::Bits::EMPTY; 3];
        for (row, rank) in setup.placement.iter().enumerate() {
            for (file, sq) in rank.iter().enumerate() {
                if let Some(role) = sq {
                    roles[*role as usize] |= G::Bits::bit(G::text_index(row, file));
                }
            }
        }
        let mut scores = [0u16; 6];
        for (i, s) in setup.scores.iter().enumerate() {
            scores[i] = *s as u16;
        }
        let mut pos = Pos {
            roles: roles.map(Bits::store),
            scores,
            hash: 0,
            turn: setup.turn as u8,
            clock: setup.clock.map_or(NO_CLOCK, |c| c as u8),
            last_from,
            last_to,
            options,
            _board: PhantomData,
        };
        pos.hash = pos.hash_from_scratch();
        Ok(pos)
    }

    /// The unchecked form of this position (for text and storage).
    pub fn to_setup(&self) -> Setup {
        let placement = (0..G::text_ranks())
            .map(|row| {
                (0..G::FILES as usize)
                    .map(|file| self.role_at_index(G::text_index(row, file)))
                    .collect()
            })
            .collect();
        Setup {
            placement,
            zones: G::WEDGE.then_some(G::SEATS),
            turn: self.turn as u32,
            last: self.last_move(),
            clock: self.clock().map(u32::from),
            scores: self.scores().iter().map(|s| *s as u32).collect(),
        }
    }

    /// The rule options this position is played under.
    pub fn options(&self) -> RuleOptions {
        self.options
    }

    /// The seat to move.
    pub fn turn(&self) -> Seat {
        Seat(self.turn)
    }

    /// Every seat's score, in seat order.
    pub fn scores(&self) -> &[u16] {
        &self.scores[..G::SEATS as usize]
    }

    /// `None` before anyone calls the clock, else its count (7 when it ended the game).
    pub fn clock(&self) -> Option<u8> {
        (self.clock != NO_CLOCK).then_some(self.clock)
    }

    /// The move just played, as (from, to).
    pub fn last_move(&self) -> Option<(Square, Square)> {
        (self.last_from != NO_SQUARE).then(|| (G::square(self.last_from), G::square(self.last_to)))
    }

    /// The Zobrist hash, kept up to date move by move. It covers the pieces, the seat to move,
    /// the clock, the scores and the move the no-rejection rule forbids undoing.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The squares holding pieces of a role.
    #[inline(always)]
    pub fn role_bits(&self, role: Role) -> G::Bits {
        G::Bits::load(self.roles[role as usize])
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> G::Bits {
        G::Bits::load(self.roles[0]) | G::Bits::load(self.roles[1]) | G::Bits::load(self.roles[2])
    }

    /// The piece on a square (none off the board).
    pub fn piece_at(&self, sq: Square) -> Option<Role> {
        G::index(sq).and_then(|i| self.role_at_index(i))
    }

    #[inline(always)]
    pub(crate) fn role_at_index(&self, i: u8) -> Option<Role> {
        (0..3)
            .find(|r| G::Bits::has_stored(&self.roles[*r], i))
            .map(Role::from_index)
    }

    /// The seat whose zone holds the square, if it lies on this board.
    pub fn zone_of(&self, sq: Square) -> Option<Seat> {
        G::index(sq).map(|i| Seat(G::zone_of(i)))
    }

    /// Total value of the pieces in a seat's zone.
    pub fn material(&self, seat: Seat) -> u32 {
        let zone = G::zone(seat.0);
        (0..3)
            .map(|r| (G::Bits::load(self.roles[r]) & zone).count() * (r as u32 + 1))
            .sum()
    }

    /// The hash computed from nothing; equals [`Pos::hash`] (tests check it).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = zobrist::TURN[self.turn as usize & 7];
        for (r, bits) in self.roles.iter().enumerate() {
            for i in G::Bits::load(*bits).iter() {
                h ^= zobrist::PIECE[r][i as usize & 127];
            }
        }
        h ^= zobrist::CLOCK[self.clock_key()];
        h ^= self.reject_key();
        for (s, v) in self.scores().iter().enumerate() {
            h ^= zobrist::score(s, *v);
        }
        h
    }

    #[inline(always)]
    fn clock_key(&self) -> usize {
        if self.clock == NO_CLOCK {
            0
        } else {
            self.clock as usize + 1
        }
    }

    /// The move that may not be undone at once: the last move, if it crossed the canal in the
    /// two-player game.
    #[inline(always)]
    pub(crate) fn rejected(&self) -> Option<(u8, u8)> {
        (G::NO_REJECTION
            && self.last_from != NO_SQUARE
            && G::zone_of(self.last_from) != G::zone_of(self.last_to))
        .then_some((self.last_to, self.last_from))
    }

    #[inline(always)]
    fn reject_key(&self) -> u64 {
        match self.rejected() {
            Some((from, to)) => {
                zobrist::LAST_FROM[from as usize & 63] ^ zobrist::LAST_TO[to as usize & 63]
            }
            None => 0,
        }
    }

    /// Why the game is over, from the board alone: an empty zone or the clock run out.
    /// (A seat with no legal move is found by [`Pos::end_reason`].)
    #[inline(always)]
    pub fn quick_end(&self) -> Option<EndReason> {
        let occ = self.occupied();
        let empty_zone = if G::WEDGE {
            // Every zone is 16 bits in a row: a zone
            // is empty where a 16-bit lane is zero, found for all lanes at once (subtracting
            // 1 from each lane borrows only out of a zero lane; the lanes off the board are
            // filled so they never count).
            let ones = G::Bits::from_u128(0x0001_0001_0001_0001_0001_0001_0001_0001);
            let highs = G::Bits::from_u128(0x8000_8000_8000_8000_8000_8000_8000_8000);
            let x = (occ | !G::all()).to_u128();
            !G::Bits::from_u128(x.wrapping_sub(ones.to_u128()) & !x & highs.to_u128()).is_empty()
        } else {
            (0..G::SEATS).any(|s| (occ & G::zone(s)).is_empty())
        };
        if empty_zone {
            return Some(EndReason::EmptyZone);
        }
        (self.clock == CLOCK_END).then_some(EndReason::Clock)
    }

    /// Why the game is over, or `None` while it goes on.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.quick_end().or_else(|| {
            let mut moves = MoveList::new();
            self.generate(&mut moves, false);
            moves.is_empty().then_some(EndReason::NoMoves)
        })
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.end_reason().is_some()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        let reason = self.end_reason()?;
        Some(Outcome::decide(
            reason,
            self.scores(),
            self.turn().prev(G::SEATS),
            self.options.teams,
        ))
    }

    /// Every legal move (none once the game is over). Calling the clock is not a move of its
    /// own: the moves come without it, and any of them may be played with it.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, false);
        moves
    }

    /// The legal captures only (for quiescence search).
    pub fn captures(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, true);
        moves
    }

    /// Whether the move is legal here (its clock flag aside: calling is always allowed).
    pub fn is_legal(&self, mv: Move) -> bool {
        let (Some(from), Some(to)) = (G::index(mv.from), G::index(mv.to)) else {
            return false;
        };
        if self.quick_end().is_some() || G::zone_of(from) != self.turn {
            return false;
        }
        let mut moves = MoveList::new();
        self.generate_from(from, &mut moves, false);
        moves
            .iter()
            .any(|m| G::index(m.to) == Some(to) && m.kind == mv.kind)
    }

    /// Plays a legal move; an illegal one is refused with the reason, and the position handed
    /// back unchanged.
    pub fn play(mut self, mv: Move) -> Result<Pos<G>, PlayError<Pos<G>>> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(self)
        } else {
            let reason = self.why_illegal(mv);
            Err(PlayError {
                given: self,
                mv,
                reason,
            })
        }
    }

    /// Explains why a move is not legal here, in words a player understands.
    pub fn why_illegal(&self, mv: Move) -> String {
        let (Some(from), Some(to)) = (G::index(mv.from), G::index(mv.to)) else {
            return format!("{} or {} is not on {}", mv.from, mv.to, board_name::<G>());
        };
        if let Some(reason) = self.quick_end() {
            return format!("the game is over ({reason})");
        }
        let Some(role) = self.role_at_index(from) else {
            return format!("there is no piece on {}", mv.from);
        };
        let seats = G::SEATS;
        if G::zone_of(from) != self.turn {
            return format!(
                "the {role} on {} stands in {}'s zone; {} is to move",
                mv.from,
                Seat(G::zone_of(from)).name(seats),
                self.turn().name(seats)
            );
        }
        let mut moves = MoveList::new();
        self.generate_from(from, &mut moves, false);
        if let Some(m) = moves.iter().find(|m| G::index(m.to) == Some(to)) {
            let word = match m.kind {
                MoveKind::Plain => "a plain move",
                MoveKind::Capture => "a capture",
                MoveKind::Promotion => "a promotion",
            };
            return format!("that is {word}: write {}", m.with_clock(false));
        }
        let target = self.role_at_index(to);
        if self.rejected() == Some((from, to)) {
            return format!(
                "no rejection: the {role} that just crossed the canal may not go straight back to {}",
                mv.to
            );
        }
        let reach = self.reach(role, from, self.occupied());
        if !reach.has(to) {
            return format!(
                "a {role} cannot move from {} to {} (or the way is blocked)",
                mv.from, mv.to
            );
        }
        match target {
            Some(t) if G::zone_of(to) == self.turn => {
                if !self.options.promotions {
                    format!("{} holds your own {t}, and field promotion is off", mv.to)
                } else {
                    format!(
                        "{} holds your own {t}: a {role} may join it only to make a missing queen or drone",
                        mv.to
                    )
                }
            }
            Some(t) => format!("the {t} on {} is under a queen's guard", mv.to),
            None => String::from("that move is not allowed"),
        }
    }

    /// Plays a move without checking it. For search: the move must come from
    /// [`Pos::legal_moves`] (or [`Pos::is_legal`] must hold); anything else leaves a position
    /// that breaks the rules, though it never panics.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        let (Some(from), Some(to)) = (G::index(mv.from), G::index(mv.to)) else {
            return;
        };
        let Some(role) = self.role_at_index(from) else {
            return;
        };
        let mut h = self.hash ^ self.reject_key() ^ zobrist::CLOCK[self.clock_key()];
        let r = role as usize;
        // In place, one word: on the 128-bit boards the stored halves make this one 8-byte
        // change (changing a `u128` in memory made the next full-width read wait on store
        // forwarding, a third of the time there).
        let toggle = |pos: &mut Self, k: usize, i: u8| {
            G::Bits::toggle_stored(&mut pos.roles[k], i);
        };
        toggle(self, r, from);
        h ^= zobrist::PIECE[r][from as usize & 127];
        let mut captured = false;
        match mv.kind {
            MoveKind::Plain => {
                toggle(self, r, to);
                h ^= zobrist::PIECE[r][to as usize & 127];
            }
            MoveKind::Capture => {
                if let Some(victim) = self.role_at_index(to) {
                    let v = victim as usize;
                    toggle(self, v, to);
                    h ^= zobrist::PIECE[v][to as usize & 127];
                    let seat = self.turn as usize;
                    let old = self.scores[seat];
                    let new = old.saturating_add(victim.value());
                    self.scores[seat] = new;
                    h ^= zobrist::score(seat, old) ^ zobrist::score(seat, new);
                    captured = true;
                }
                toggle(self, r, to);
                h ^= zobrist::PIECE[r][to as usize & 127];
            }
            MoveKind::Promotion => {
                let other = self.role_at_index(to).unwrap_or(role);
                let o = other as usize;
                toggle(self, o, to);
                h ^= zobrist::PIECE[o][to as usize & 127];
                let made = if other == role {
                    Role::Drone
                } else {
                    Role::Queen
                } as usize;
                toggle(self, made, to);
                h ^= zobrist::PIECE[made][to as usize & 127];
            }
        }
        if self.clock == NO_CLOCK {
            if mv.calls_clock {
                self.clock = 0;
            }
        } else if captured {
            self.clock = 0;
        } else if self.clock < CLOCK_END {
            self.clock += 1;
        }
        h ^= zobrist::TURN[self.turn as usize & 7];
        // Not `% SEATS` for three, five and six: that division costs a multiply and shifts.
        self.turn = if G::SEATS.is_power_of_two() {
            (self.turn + 1) % G::SEATS
        } else if self.turn + 1 >= G::SEATS {
            0
        } else {
            self.turn + 1
        };
        h ^= zobrist::TURN[self.turn as usize & 7];
        self.last_from = from;
        self.last_to = to;
        h ^= self.reject_key() ^ zobrist::CLOCK[self.clock_key()];
        self.hash = h;
    }
}
