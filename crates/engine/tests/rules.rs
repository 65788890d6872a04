//! One test (or more) per rule of RULES.md, each on a small hand-made position given as
//! position text, asserting what a player relies on.
//!
//! Reminder of the boards: position text lists ranks from 8 down to 1. With two players South
//! (seat 0) owns ranks 1-4 and North (seat 1) ranks 5-8. With four players the zones are
//! 0 = SW (a-d, 1-4), 1 = NW (a-d, 5-8), 2 = NE (e-h, 5-8), 3 = SE (e-h, 1-4).

use martian_engine::{
    EndReason, Game, Move, MoveKind, MoveText, Outcome, Position, PositionField, Record, Role,
    RuleOptions, Seat, SeatSet, Setup, Square, Variant,
};

// ---------------------------------------------------------------------------------------------
// Helpers

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap_or_else(|| panic!("bad square {name}"))
}

fn opts(names: &str) -> RuleOptions {
    let mut o = RuleOptions::default();
    for n in names.split_whitespace() {
        if n == "teams" {
            o.teams = true;
        } else {
            assert!(o.apply_name(n), "unknown option {n}");
        }
    }
    o
}

fn at(text: &str) -> Position {
    at_with(text, "")
}

fn at_with(text: &str, options: &str) -> Position {
    Position::from_text(text, opts(options)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A move from its text (`c2-c5`, `c2xc5`, `b2+c3`, `clock c2-c5`), unchecked.
fn mv(text: &str) -> Move {
    let t: MoveText = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    Move {
        from: t.from,
        to: t.to,
        kind: t.kind,
        calls_clock: t.calls_clock,
    }
}

/// Plays move text, which must be legal.
fn play(pos: Position, text: &str) -> Position {
    let m = mv(text);
    assert!(
        pos.is_legal(m),
        "{text} should be legal in {pos}: {}",
        pos.why_illegal(m)
    );
    let listed = pos.legal_moves().iter().any(|l| *l == m.with_clock(false));
    assert!(listed, "{text} should be listed in {pos}");
    pos.play(m).unwrap_or_else(|e| panic!("{e}"))
}

fn legal(pos: &Position, text: &str) -> bool {
    let m = mv(text);
    let listed = pos.legal_moves().iter().any(|l| *l == m.with_clock(false));
    assert_eq!(
        listed,
        pos.is_legal(m),
        "legal_moves and is_legal disagree on {text} in {pos}"
    );
    listed
}

/// The legal moves of the piece on one square, as sorted move texts.
fn moves_from(pos: &Position, from: &str) -> Vec<String> {
    let from = sq(from);
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from == from)
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn seats(list: &[u8]) -> SeatSet {
    SeatSet(list.iter().fold(0, |m, s| m | 1 << s))
}

fn outcome(pos: &Position) -> Outcome {
    pos.outcome()
        .unwrap_or_else(|| panic!("{pos} should be over"))
}

// ---------------------------------------------------------------------------------------------
// Pieces and how they move

#[test]
fn pawn_moves_one_square_diagonally_and_captures_across_the_canal() {
    // South pawn b4, South drone a3, South queen d1; North pawn c5, queen d8.
    let pos = at("3q/4/4/2p1/1p2/d3/4/3q 0 - - 0,0");
    assert_eq!(moves_from(&pos, "b4"), sorted(&["b4-a5", "b4-c3", "b4xc5"]));
    // Not orthogonally, not two squares, not onto its own drone (a queen is there: no promotion).
    for t in [
        "b4-b5", "b4-b3", "b4-a4", "b4-d2", "b4+a3", "b4-a3", "b4xa3",
    ] {
        assert!(!legal(&pos, t), "{t}");
    }
    // A pawn in a corner has one diagonal.
    let pos = at("3q/4/4/4/4/4/4/p3 0 - - 0,0");
    assert_eq!(moves_from(&pos, "a1"), sorted(&["a1-b2"]));
}

#[test]
fn drone_moves_one_or_two_squares_orthogonally_without_jumping() {
    // Drone b2 alone with a queen on d1.
    let pos = at("3q/4/4/4/4/4/1d2/3q 0 - - 0,0");
    assert_eq!(
        moves_from(&pos, "b2"),
        sorted(&["b2-a2", "b2-b1", "b2-b3", "b2-b4", "b2-c2", "b2-d2"])
    );
    // Its own pawn on b3 blocks b3 and b4 (a queen is in the zone: no promotion).
    let pos = at("3q/4/4/4/4/1p2/1d2/3q 0 - - 0,0");
    assert_eq!(
        moves_from(&pos, "b2"),
        sorted(&["b2-a2", "b2-b1", "b2-c2", "b2-d2"])
    );
    // Not diagonally, not three squares.
    assert!(!legal(&pos, "b2-c3"));
    assert!(!legal(&at("3q/4/4/4/4/4/1d2/3q 0 - - 0,0"), "b2-b5"));
}

#[test]
fn drone_crosses_the_canal_but_does_not_jump_across_it() {
    // Drone c4, North pawn c6: c5 is a plain move across the canal, c6 a capture.
    let pos = at("3q/4/2p1/4/2d1/4/4/3q 0 - - 0,0");
    assert_eq!(
        moves_from(&pos, "c4"),
        sorted(&["c4-a4", "c4-b4", "c4-c2", "c4-c3", "c4-c5", "c4-d4", "c4xc6"])
    );
    // With North pawns on c5 and c6 it takes c5 but cannot jump to c6.
    let pos = at("3q/4/2p1/2p1/2d1/4/4/3q 0 - - 0,0");
    assert!(legal(&pos, "c4xc5"));
    assert!(!legal(&pos, "c4xc6"));
    assert!(!legal(&pos, "c4-c6"));
}

#[test]
fn queen_moves_any_distance_without_jumping() {
    // South queen b2, South pawn d4; North pawn b6, queen d8.
    let pos = at("3q/4/1p2/4/3p/4/1q2/4 0 - - 0,0");
    assert_eq!(
        moves_from(&pos, "b2"),
        sorted(&[
            "b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-b4", "b2-b5", "b2-c1", "b2-c2",
            "b2-c3", "b2-d2", "b2xb6"
        ])
    );
    // Nothing beyond a blocker, never onto its own piece.
    for t in [
        "b2-b7", "b2xb7", "b2-b8", "b2-d4", "b2+d4", "b2xd4", "b2-c4",
    ] {
        assert!(!legal(&pos, t), "{t}");
    }
}

#[test]
fn queen_crosses_both_canals_and_a_third_zone_in_four_players() {
    // SW queen b3 and pawn a1; one pawn in each other zone (a8, h5, h1), off the queen's lines.
    let pos = at("p7/8/8/7p/8/1q6/8/p6p 0 - - 0,0,0,0");
    // b3-c4 (SW) d5 (NW) e6 f7 g8 (NE): through the NW zone into the NE zone.
    for to in ["c4", "d5", "e6", "f7", "g8"] {
        assert!(legal(&pos, &format!("b3-{to}")), "b3-{to}");
    }
    let after = play(pos, "b3-g8");
    assert_eq!(after.piece_at(sq("g8")), Some(Role::Queen));
    assert_eq!(after.zone_of(sq("g8")), Some(Seat(2)));
    assert_eq!(after.turn(), Seat(1));
    // Seat 1 cannot move it; seat 2 can, once its turn comes.
    assert!(moves_from(&after, "g8").is_empty());
    let after = play(after, "a8-b7");
    assert_eq!(after.turn(), Seat(2));
    assert!(legal(&after, "g8-g6"));
    // Through the corner where both canals meet: c3-f6 goes from SW straight into NE.
    let pos = at("p7/8/8/7p/8/2q5/8/p6p 0 - - 0,0,0,0");
    assert!(legal(&pos, "c3-f6"));
    assert!(legal(&pos, "c3-h8"));
    // A piece on the way blocks: with a pawn on e6 the queen takes it and goes no further.
    let pos = at("p7/8/4p3/7p/8/1q6/8/p6p 0 - - 0,0,0,0");
    assert!(legal(&pos, "b3xe6"));
    assert!(!legal(&pos, "b3-f7"));
    assert!(!legal(&pos, "b3-g8"));
}

#[test]
fn a_piece_that_crosses_belongs_to_the_zone_it_stops_in() {
    // South drone c4 moves to c5: North now controls it.
    let pos = at("3q/4/4/4/2d1/4/4/3q 0 - - 0,0");
    let after = play(pos, "c4-c5");
    assert_eq!(after.turn(), Seat(1));
    assert!(moves_from(&after, "c5").contains(&"c5-c6".to_string()));
    assert_eq!(after.material(Seat(1)), 5);
    assert_eq!(after.material(Seat(0)), 3);
}

// ---------------------------------------------------------------------------------------------
// Captures

#[test]
fn capture_scores_the_value_of_the_piece_taken_and_changes_owner() {
    for (victim, value) in [('p', 1), ('d', 2), ('q', 3)] {
        // South queen c4 takes a North piece on c5.
        let text = format!("3q/4/4/2{victim}1/2q1/4/4/3q 0 - - 4,7");
        let pos = at(&text);
        let after = play(pos, "c4xc5");
        assert_eq!(after.scores(), &[4 + value, 7], "{text}");
        assert_eq!(after.piece_at(sq("c5")), Some(Role::Queen));
        assert_eq!(after.piece_at(sq("c4")), None);
        // The queen is North's now: North moves it, South cannot.
        assert!(!moves_from(&after, "c5").is_empty());
        assert_eq!(after.material(Seat(1)), 6);
    }
}

#[test]
fn any_piece_captures_any_piece() {
    // A pawn takes a queen.
    let pos = at("3q/4/4/2q1/1p2/4/4/3q 0 - - 0,0");
    let after = play(pos, "b4xc5");
    assert_eq!(after.scores(), &[3, 0]);
    assert_eq!(after.piece_at(sq("c5")), Some(Role::Pawn));
}

#[test]
fn captures_go_across_both_canals_in_four_players() {
    // SW queen b3 takes the NE pawn on g8 (through the NW zone).
    let pos = at("p5p1/8/8/7p/8/1q6/8/7p 0 - - 0,0,0,0");
    let after = play(pos, "b3xg8");
    assert_eq!(after.scores(), &[1, 0, 0, 0]);
    assert_eq!(after.zone_of(sq("g8")), Some(Seat(2)));
}

#[test]
fn a_teammate_may_be_captured_and_the_mover_scores() {
    // Teams: SW (0) and NE (2) are partners. SW queen d4 takes the NE drone on e5.
    let pos = at_with("p7/8/8/4d2p/3q4/8/8/7p 0 - - 1,2,3,4", "teams");
    let after = play(pos, "d4xe5");
    assert_eq!(after.scores(), &[3, 2, 3, 4]);
    // Without teams the same.
    let pos = at("p7/8/8/4d2p/3q4/8/8/7p 0 - - 1,2,3,4");
    assert_eq!(play(pos, "d4xe5").scores(), &[3, 2, 3, 4]);
}

#[test]
fn a_piece_never_lands_on_its_own_piece_except_by_promotion() {
    // A queen is in the zone, so no promotion at all; drone b2 next to pawn b3 and drone c2.
    let pos = at("3q/4/4/4/4/1p2/1dd1/3q 0 - - 0,0");
    for t in [
        "b2-b3", "b2xb3", "b2+b3", "b2+c2", "b2-c2", "b2xc2", "d1+c2", "d1xc2",
    ] {
        assert!(!legal(&pos, t), "{t}");
    }
    let why = pos.why_illegal(mv("b2+b3"));
    assert!(why.contains("own"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// No rejection

#[test]
fn no_rejection_after_a_plain_move() {
    // South queen c4 and pawn a1; North pawn a8.
    let pos = at("p3/4/4/4/2q1/4/4/p3 0 - - 0,0");
    let after = play(pos, "c4-c5");
    assert!(!legal(&after, "c5-c4"));
    let why = after.why_illegal(mv("c5-c4"));
    assert!(why.contains("rejection"), "{why}");
    // Any other move of that piece is legal, also one that passes over c4.
    assert!(legal(&after, "c5-c3"));
    assert!(legal(&after, "c5-b4"));
    assert!(legal(&after, "c5-c8"));
    // The same move a turn later is legal.
    let later = play(play(after, "a8-b7"), "a1-b2");
    assert!(legal(&later, "c5-c4"));
}

#[test]
fn no_rejection_after_a_capture() {
    let pos = at("p3/4/4/2p1/2q1/4/4/p3 0 - - 0,0");
    let after = play(pos, "c4xc5");
    assert!(!legal(&after, "c5-c4"));
    assert!(legal(&after, "c5-c2"));
    let later = play(play(after, "a8-b7"), "a1-b2");
    assert!(legal(&later, "c5-c4"));
}

#[test]
fn no_rejection_after_a_clock_calling_move() {
    let pos = at("p3/4/4/4/2q1/4/4/p3 0 - - 0,0");
    let after = play(pos, "clock c4-c5");
    assert_eq!(after.clock(), Some(0));
    assert!(!legal(&after, "c5-c4"));
    assert!(!legal(&after, "clock c5-c4"));
    assert!(legal(&after, "c5-d4"));
}

#[test]
fn no_rejection_is_read_from_the_last_move_of_position_text() {
    for last in ["c4-c5", "c4xc5", "c4+c5"] {
        let pos = at(&format!("p3/4/4/2q1/4/4/4/p3 1 {last} - 0,0"));
        assert!(!legal(&pos, "c5-c4"), "{last}");
        assert!(legal(&pos, "c5-b4"), "{last}");
    }
    // A move inside a zone is no crossing: going back is fine.
    let pos = at("p3/4/2q1/4/4/4/4/p3 1 c5-c6 - 0,0");
    assert!(legal(&pos, "c6-c5"));
}

#[test]
fn no_rejection_concerns_only_the_piece_that_crossed() {
    // South drone d4 crossed to d5 (now North's); a North pawn on c5 may still go to d4.
    let pos = at("p3/4/4/2pd/4/4/4/p3 1 d4-d5 - 0,0");
    assert!(!legal(&pos, "d5-d4"));
    assert!(legal(&pos, "c5-d4"));
}

#[test]
fn four_players_have_no_rejection() {
    // SW queen d4 goes to d5 (NW); NW may send it straight back.
    let pos = at("p7/8/8/7p/3q4/8/8/p6p 0 - - 0,0,0,0");
    let after = play(pos, "d4-d5");
    assert_eq!(after.turn(), Seat(1));
    assert!(legal(&after, "d5-d4"));
    let pos = at("p7/8/8/3q3p/8/8/8/p6p 1 d4-d5 - 0,0,0,0");
    assert!(legal(&pos, "d5-d4"));
}

// ---------------------------------------------------------------------------------------------
// Field promotion

#[test]
fn drone_onto_pawn_makes_a_queen_when_the_zone_has_no_queen() {
    // South drone b1, pawn b2, no South queen.
    let pos = at("3q/4/4/4/4/4/1p2/1d2 0 - - 0,0");
    assert!(legal(&pos, "b1+b2"));
    let after = play(pos, "b1+b2");
    assert_eq!(after.piece_at(sq("b2")), Some(Role::Queen));
    assert_eq!(after.piece_at(sq("b1")), None);
    assert_eq!(after.scores(), &[0, 0]);
    assert_eq!(after.material(Seat(0)), 3);
    // A drone two squares away, along its line, promotes too.
    let pos = at("3q/4/4/4/4/1p2/4/1d2 0 - - 0,0");
    assert!(legal(&pos, "b1+b3"));
    assert_eq!(play(pos, "b1+b3").piece_at(sq("b3")), Some(Role::Queen));
}

#[test]
fn pawn_onto_drone_makes_a_queen_when_the_zone_has_no_queen() {
    // South pawn b2, drone c3, no South queen.
    let pos = at("3q/4/4/4/4/2d1/1p2/4 0 - - 0,0");
    let after = play(pos, "b2+c3");
    assert_eq!(after.piece_at(sq("c3")), Some(Role::Queen));
    assert_eq!(after.piece_at(sq("b2")), None);
    assert_eq!(after.scores(), &[0, 0]);
}

#[test]
fn no_drone_pawn_promotion_while_the_zone_has_a_queen() {
    // As above, with a South queen on d1.
    let pos = at("3q/4/4/4/4/2d1/1p2/3q 0 - - 0,0");
    assert!(!legal(&pos, "b2+c3"));
    let pos = at("3q/4/4/4/4/4/1p2/1d1q 0 - - 0,0");
    assert!(!legal(&pos, "b1+b2"));
    let why = pos.why_illegal(mv("b1+b2"));
    assert!(why.contains("missing queen"), "{why}");
    // A queen of another zone does not count: North's queen on d8 is there in every case above.
}

#[test]
fn pawn_onto_pawn_makes_a_drone_when_the_zone_has_no_drone() {
    // South pawns b2, c3 and a queen on d1 (a queen does not matter here).
    let pos = at("3q/4/4/4/4/2p1/1p2/3q 0 - - 0,0");
    let after = play(pos, "b2+c3");
    assert_eq!(after.piece_at(sq("c3")), Some(Role::Drone));
    assert_eq!(after.scores(), &[0, 0]);
    // With a drone in the zone (a4), no pawn merges with a pawn.
    let pos = at("3q/4/4/4/d3/2p1/1p2/3q 0 - - 0,0");
    assert!(!legal(&pos, "b2+c3"));
    // With neither queen nor drone: pawn onto pawn makes a drone.
    let pos = at("3q/4/4/4/4/2p1/1p2/4 0 - - 0,0");
    assert_eq!(play(pos, "b2+c3").piece_at(sq("c3")), Some(Role::Drone));
}

#[test]
fn no_other_pair_merges() {
    // No queen and no drone... but two drones: never merge. South drones b1 b2, pawn d4.
    let pos = at("3q/4/4/4/3p/4/1d2/1d2 0 - - 0,0");
    assert!(!legal(&pos, "b1+b2"));
    assert!(!legal(&pos, "b2+b1"));
    // A queen never merges: South queen b1 next to its pawn b2 and drone c1.
    let pos = at("3q/4/4/4/4/4/1p2/1qd1 0 - - 0,0");
    assert!(!legal(&pos, "b1+b2"));
    assert!(!legal(&pos, "b1+c1"));
    // A drone onto a pawn across the canal is a capture, not a promotion.
    let pos = at("3q/4/4/2p1/2d1/4/4/4 0 - - 0,0");
    assert!(!legal(&pos, "c4+c5"));
    assert!(legal(&pos, "c4xc5"));
}

#[test]
fn promotions_can_be_switched_off() {
    let pos = at_with("3q/4/4/4/4/4/1p2/1d2 0 - - 0,0", "no-promotions");
    assert!(!legal(&pos, "b1+b2"));
    let why = pos.why_illegal(mv("b1+b2"));
    assert!(why.contains("promotion is off"), "{why}");
    let pos = at_with("3q/4/4/4/4/2p1/1p2/4 0 - - 0,0", "no-promotions");
    assert!(!legal(&pos, "b2+c3"));
    assert!(pos
        .legal_moves()
        .iter()
        .all(|m| m.kind != MoveKind::Promotion));
}

// ---------------------------------------------------------------------------------------------
// The clock

#[test]
fn the_calling_move_does_not_count() {
    let pos = at("3q/4/4/4/4/4/1p2/3q 0 - - 0,0");
    assert_eq!(pos.clock(), None);
    let after = play(pos, "clock b2-c3");
    assert_eq!(after.clock(), Some(0));
    let after = play(after, "d8-c8");
    assert_eq!(after.clock(), Some(1));
}

#[test]
fn moves_before_the_call_are_not_counted() {
    let pos = at("3q/4/4/4/4/4/1p2/3q 0 - - 0,0");
    let after = play(play(pos, "b2-c3"), "d8-c8");
    assert_eq!(after.clock(), None);
    // A capture before the call leaves it uncalled.
    let pos = at("3q/4/4/2p1/2q1/4/4/3q 0 - - 0,0");
    assert_eq!(play(pos, "c4xc5").clock(), None);
}

#[test]
fn once_called_the_clock_stays_called_and_calling_again_changes_nothing() {
    let pos = at("3q/4/4/4/4/4/1p2/3q 0 - 3 0,0");
    let after = play(pos, "clock b2-c3");
    assert_eq!(after.clock(), Some(4));
    let after = play(after, "clock d8-c8");
    assert_eq!(after.clock(), Some(5));
    let after = play(after, "c3-b4");
    assert_eq!(after.clock(), Some(6));
}

#[test]
fn a_capture_sets_the_clock_back_to_zero() {
    let pos = at("3q/4/4/2p1/2q1/4/4/3q 0 - 5 0,0");
    let after = play(pos, "c4xc5");
    assert_eq!(after.clock(), Some(0));
    assert_eq!(after.scores(), &[1, 0]);
    // Also from 6, and when calling again on the capturing move.
    let pos = at("3q/4/4/2p1/2q1/4/4/3q 0 - 6 0,0");
    let after = play(pos, "clock c4xc5");
    assert_eq!(after.clock(), Some(0));
    assert!(!after.is_over());
    // Calling the clock with a capture: the count starts at zero.
    let pos = at("3q/4/4/2p1/2q1/4/4/3q 0 - - 0,0");
    assert_eq!(play(pos, "clock c4xc5").clock(), Some(0));
}

#[test]
fn the_seventh_quiet_move_ends_the_game() {
    let mut pos = at("3q/4/4/4/4/4/1p2/3q 0 - - 0,0");
    pos = play(pos, "clock b2-c3");
    let quiet = ["d8-c8", "c3-b2", "c8-d8", "b2-c3", "d8-c8", "c3-b2"];
    for (i, t) in quiet.iter().enumerate() {
        pos = play(pos, t);
        assert_eq!(pos.clock(), Some(i as u8 + 1));
        assert!(!pos.is_over());
    }
    pos = play(pos, "c8-d8");
    assert_eq!(pos.clock(), Some(7));
    assert_eq!(pos.end_reason(), Some(EndReason::Clock));
    assert!(pos.legal_moves().is_empty());
    assert_eq!(pos.to_string(), "3q/4/4/4/4/4/1p2/3q 0 c8-d8 7 0,0");
}

#[test]
fn a_promotion_counts_as_a_quiet_move() {
    let pos = at("3q/4/4/4/4/4/1p2/1d2 0 - 6 0,0");
    let after = play(pos, "b1+b2");
    assert_eq!(after.clock(), Some(7));
    assert_eq!(after.end_reason(), Some(EndReason::Clock));
    let pos = at("3q/4/4/4/4/4/1p2/1d2 0 - 2 0,0");
    assert_eq!(play(pos, "b1+b2").clock(), Some(3));
}

// ---------------------------------------------------------------------------------------------
// End of the game

#[test]
fn a_seat_that_moves_its_last_piece_across_empties_its_zone_and_ends_the_game() {
    // South's only piece, queen c4, crosses.
    let pos = at("3q/4/4/4/2q1/4/4/4 0 - - 2,2");
    let after = play(pos, "c4-c5");
    assert_eq!(after.end_reason(), Some(EndReason::EmptyZone));
    assert!(after.legal_moves().is_empty());
    // Tie on an empty zone: the last mover (South) wins.
    let o = outcome(&after);
    assert_eq!(o.winners, seats(&[0]));
    assert!(!o.is_draw());
    // By a capture too.
    let pos = at("3q/4/4/2p1/2q1/4/4/4 0 - - 2,3");
    let after = play(pos, "c4xc5");
    assert_eq!(after.end_reason(), Some(EndReason::EmptyZone));
    assert_eq!(after.scores(), &[3, 3]);
    assert_eq!(outcome(&after).winners, seats(&[0]));
}

#[test]
fn a_position_with_an_empty_zone_is_over() {
    let pos = at("4/4/4/4/4/4/4/3q 1 - - 0,0");
    assert_eq!(pos.end_reason(), Some(EndReason::EmptyZone));
    assert!(pos.legal_moves().is_empty());
    let pos = at("p7/8/8/8/8/8/8/p7 0 - - 0,0,0,0");
    assert_eq!(pos.end_reason(), Some(EndReason::EmptyZone));
}

/// South's zone is full and every square north of it holds a North queen guarded by its
/// neighbour: with queen's guard on, South has no legal move.
const STUCK: &str = "4/4/4/qqqq/pppp/pppp/dddd/qqqq 0 - - 3,3";

#[test]
fn no_legal_move_ends_the_game_like_the_clock() {
    let pos = at_with(STUCK, "no-promotions queens-guard");
    assert!(pos.legal_moves().is_empty());
    assert_eq!(pos.end_reason(), Some(EndReason::NoMoves));
    assert!(pos.is_over());
    // A tie is a draw (not a win for the last mover).
    let o = outcome(&pos);
    assert!(o.is_draw());
    assert_eq!(o.reason, EndReason::NoMoves);
    // The higher score wins.
    let pos = at_with(
        "4/4/4/qqqq/pppp/pppp/dddd/qqqq 0 - - 3,4",
        "no-promotions queens-guard",
    );
    assert_eq!(outcome(&pos).winners, seats(&[1]));
    // Field promotion would not help South: its zone holds queens and drones.
    assert_eq!(
        at_with(STUCK, "queens-guard").end_reason(),
        Some(EndReason::NoMoves)
    );
    // Without the guard South can take.
    let pos = at_with(STUCK, "no-promotions");
    assert!(!pos.legal_moves().is_empty());
    assert_eq!(pos.end_reason(), None);
}

#[test]
fn no_legal_move_reached_by_a_move() {
    // North's d6 queen steps to d5, completing the wall of guarded queens.
    let pos = at_with(
        "4/4/3q/qqq1/pppp/pppp/dddd/qqqq 1 - - 0,0",
        "no-promotions queens-guard",
    );
    let after = play(pos, "d6-d5");
    assert_eq!(after.end_reason(), Some(EndReason::NoMoves));
    assert!(outcome(&after).is_draw());
}

#[test]
fn one_move_that_empties_a_zone_and_runs_the_clock_out_ends_with_an_empty_zone() {
    // Clock at 6; South's only piece crosses without capturing.
    let pos = at("3q/4/4/4/2q1/4/4/4 0 - 6 0,0");
    let after = play(pos, "c4-c5");
    assert_eq!(after.clock(), Some(7));
    assert_eq!(after.end_reason(), Some(EndReason::EmptyZone));
    // So the tie goes to the last mover rather than being a draw.
    let o = outcome(&after);
    assert_eq!(o.reason, EndReason::EmptyZone);
    assert_eq!(o.winners, seats(&[0]));
}

#[test]
fn a_finished_position_has_no_legal_moves() {
    let finished = [
        at("3q/4/4/4/4/4/1p2/3q 0 c8-d8 7 0,0"),
        at("3q/4/4/4/4/4/4/4 0 - - 0,0"),
        at_with(STUCK, "no-promotions queens-guard"),
        at("p7/8/8/7p/8/1q6/8/7p 0 - 7 0,0,0,0"),
    ];
    for pos in finished {
        assert!(pos.is_over(), "{pos}");
        assert!(pos.legal_moves().is_empty(), "{pos}");
        assert!(pos.captures().is_empty(), "{pos}");
        for from in pos.squares() {
            for to in pos.squares() {
                for kind in [MoveKind::Plain, MoveKind::Capture, MoveKind::Promotion] {
                    let m = Move {
                        from,
                        to,
                        kind,
                        calls_clock: false,
                    };
                    assert!(!pos.is_legal(m), "{m} in {pos}");
                }
            }
        }
        let any = Move {
            from: sq("b2"),
            to: sq("c3"),
            kind: MoveKind::Plain,
            calls_clock: false,
        };
        assert!(pos.play(any).is_err());
        assert_eq!(pos.perft(1), 0);
    }
}

// ---------------------------------------------------------------------------------------------
// Results

#[test]
fn two_players_the_higher_score_wins() {
    // Clock ends the game at 5-3.
    let pos = at("3q/4/4/4/4/4/1p2/3q 0 - 6 5,3");
    let o = outcome(&play(pos, "b2-c3"));
    assert_eq!(o.reason, EndReason::Clock);
    assert_eq!(o.winners, seats(&[0]));
    // South empties its zone but North has more points: North wins.
    let pos = at("3q/4/4/4/2q1/4/4/4 0 - - 2,5");
    let o = outcome(&play(pos, "c4-c5"));
    assert_eq!(o.reason, EndReason::EmptyZone);
    assert_eq!(o.winners, seats(&[1]));
}

#[test]
fn two_players_tie_on_the_clock_is_a_draw() {
    let pos = at("3q/4/4/4/4/4/1p2/3q 0 - 6 4,4");
    let o = outcome(&play(pos, "b2-c3"));
    assert_eq!(o.reason, EndReason::Clock);
    assert!(o.is_draw());
    assert_eq!(o.winners, seats(&[0, 1]));
}

#[test]
fn two_players_tie_on_an_empty_zone_goes_to_the_last_mover() {
    // North (seat 1) moves its only piece across.
    let pos = at("4/4/4/2q1/4/4/4/3q 1 - - 6,6");
    let after = play(pos, "c5-c4");
    assert_eq!(after.end_reason(), Some(EndReason::EmptyZone));
    assert_eq!(outcome(&after).winners, seats(&[1]));
}

/// Four players: a pawn on a8 (NW), h1 (SE), a1 (SW), and the NE seat's only piece, a queen on
/// e5, with NE (seat 2) to move.
const NE_LAST: &str = "p7/8/8/4q3/8/8/8/p6p 2 - - ";

#[test]
fn four_players_the_highest_score_wins() {
    let pos = at(&format!("{NE_LAST}9,12,14,3"));
    let o = outcome(&play(pos, "e5-d5"));
    assert_eq!(o.reason, EndReason::EmptyZone);
    assert_eq!(o.winners, seats(&[2]));
    let pos = at(&format!("{NE_LAST}9,15,14,3"));
    assert_eq!(outcome(&play(pos, "e5-d5")).winners, seats(&[1]));
}

#[test]
fn four_players_shared_top_on_an_empty_zone_goes_to_the_last_mover_among_them() {
    let pos = at(&format!("{NE_LAST}9,12,12,3"));
    let o = outcome(&play(pos, "e5-d5"));
    assert_eq!(o.winners, seats(&[2]));
}

#[test]
fn four_players_shared_top_without_the_last_mover_is_shared() {
    let pos = at(&format!("{NE_LAST}12,12,9,3"));
    let o = outcome(&play(pos, "e5-d5"));
    assert_eq!(o.reason, EndReason::EmptyZone);
    assert_eq!(o.winners, seats(&[0, 1]));
    assert!(!o.is_draw());
}

#[test]
fn four_players_shared_top_on_the_clock_is_shared() {
    let pos = at("p7/8/8/4q3/8/8/8/p6p 2 - 6 9,12,12,3");
    let o = outcome(&play(pos, "e5-f6"));
    assert_eq!(o.reason, EndReason::Clock);
    assert_eq!(o.winners, seats(&[1, 2]));
    // Everyone level: a draw.
    let pos = at("p7/8/8/4q3/8/8/8/p6p 2 - 6 5,5,5,5");
    assert!(outcome(&play(pos, "e5-f6")).is_draw());
}

#[test]
fn four_player_teams_add_their_scores() {
    // 9 + 12 = 21 against 12 + 3 = 15 (seats 0 + 2 against 1 + 3).
    let pos = at_with(&format!("{NE_LAST}9,12,12,3"), "teams");
    let o = outcome(&play(pos, "e5-d5"));
    assert!(o.teams);
    assert_eq!(o.winners, seats(&[0, 2]));
    // 2 + 5 against 9 + 1: the 1 + 3 team wins though seat 2 moved last.
    let pos = at_with(&format!("{NE_LAST}2,9,5,1"), "teams");
    assert_eq!(outcome(&play(pos, "e5-d5")).winners, seats(&[1, 3]));
    // Seat by seat, seat 1 alone would have won that.
    let pos = at(&format!("{NE_LAST}2,9,5,1"));
    assert_eq!(outcome(&play(pos, "e5-d5")).winners, seats(&[1]));
}

#[test]
fn four_player_teams_tied_on_an_empty_zone_the_last_movers_team_wins() {
    // 10 + 10 against 12 + 8.
    let pos = at_with(&format!("{NE_LAST}10,12,10,8"), "teams");
    let o = outcome(&play(pos, "e5-d5"));
    assert_eq!(o.reason, EndReason::EmptyZone);
    assert_eq!(o.winners, seats(&[0, 2]));
    // The SE seat (team 1 + 3) empties its zone instead: its only piece, the pawn on e4,
    // steps into the NE zone.
    let pos = at_with("p7/8/8/7q/4p3/8/8/p7 3 - - 10,12,10,8", "teams");
    let o = outcome(&play(pos, "e4-f5"));
    assert_eq!(o.reason, EndReason::EmptyZone);
    assert_eq!(o.winners, seats(&[1, 3]));
}

#[test]
fn four_player_teams_tied_on_the_clock_is_a_draw() {
    let pos = at_with("p7/8/8/4q3/8/8/8/p6p 2 - 6 10,12,10,8", "teams");
    let o = outcome(&play(pos, "e5-f6"));
    assert_eq!(o.reason, EndReason::Clock);
    assert!(o.is_draw());
}

// ---------------------------------------------------------------------------------------------
// Optional house rules

#[test]
fn of_knights_and_kings_pawns_move_like_kings() {
    let pos = at_with("3q/4/4/4/4/4/1p2/3q 0 - - 0,0", "knights-and-kings");
    assert_eq!(
        moves_from(&pos, "b2"),
        sorted(&["b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3"])
    );
    // Across the canal too, and a capture straight ahead.
    let pos = at_with("3q/4/4/1p2/1p2/4/4/3q 0 - - 0,0", "knights-and-kings");
    assert!(legal(&pos, "b4xb5"));
    assert!(legal(&pos, "b4-a5"));
}

#[test]
fn of_knights_and_kings_drones_jump_like_knights() {
    // Drone a1 hemmed in by its own queens: it jumps out.
    let pos = at_with("3q/4/4/4/4/4/qq2/dq2 0 - - 0,0", "knights-and-kings");
    assert_eq!(moves_from(&pos, "a1"), sorted(&["a1-b3", "a1-c2"]));
    // Standard rules: the same drone cannot move at all.
    let pos = at("3q/4/4/4/4/4/qq2/dq2 0 - - 0,0");
    assert!(moves_from(&pos, "a1").is_empty());
    // Jumping over the canal and capturing on the far side.
    let pos = at_with("3q/4/1p2/2p1/2d1/4/4/3q 0 - - 0,0", "knights-and-kings");
    assert_eq!(
        moves_from(&pos, "c4"),
        sorted(&["c4-a3", "c4-a5", "c4-b2", "c4-d2", "c4-d6", "c4xb6"])
    );
}

#[test]
fn of_knights_and_kings_keeps_queens_and_field_promotion() {
    // Pawn (king) b2 onto drone b3, orthogonally: a queen, since the zone has none.
    let pos = at_with("3q/4/4/4/4/1d2/1p2/4 0 - - 0,0", "knights-and-kings");
    let after = play(pos, "b2+b3");
    assert_eq!(after.piece_at(sq("b3")), Some(Role::Queen));
    // Drone (knight) onto pawn.
    let pos = at_with("3q/4/4/4/4/1p2/4/d3 0 - - 0,0", "knights-and-kings");
    assert_eq!(play(pos, "a1+b3").piece_at(sq("b3")), Some(Role::Queen));
    // Queens unchanged.
    let a = at_with("3q/4/1p2/4/3p/4/1q2/4 0 - - 0,0", "knights-and-kings");
    let b = at("3q/4/1p2/4/3p/4/1q2/4 0 - - 0,0");
    assert_eq!(moves_from(&a, "b2"), moves_from(&b, "b2"));
}

#[test]
fn queens_guard_protects_a_piece_next_to_a_queen_of_its_own_zone() {
    // North pawn c5 beside North queen d6; South pawn b4 and queen a1.
    let text = "4/4/3q/2p1/1p2/4/4/q3 0 - - 0,0";
    let pos = at_with(text, "queens-guard");
    assert!(!legal(&pos, "b4xc5"));
    let why = pos.why_illegal(mv("b4xc5"));
    assert!(why.contains("guard"), "{why}");
    // Without the option the capture is legal.
    assert!(legal(&at(text), "b4xc5"));
    // Orthogonal neighbours are guarded too: queen on c6.
    let pos = at_with("4/4/2q1/2p1/1p2/4/4/q3 0 - - 0,0", "queens-guard");
    assert!(!legal(&pos, "b4xc5"));
    // The queen itself has no guard of its own: South queen on d4 takes it.
    let pos = at_with("4/4/3q/2p1/1p1q/4/4/4 0 - - 0,0", "queens-guard");
    assert!(!legal(&pos, "b4xc5"));
    assert!(legal(&pos, "d4xd6"));
}

#[test]
fn queens_guard_needs_a_queen_of_the_same_zone() {
    // North pawn c5 with a South queen next to it on d4: no guard, South pawn b4 takes.
    let pos = at_with("3q/4/4/2p1/1p1q/4/4/4 0 - - 0,0", "queens-guard");
    assert!(legal(&pos, "b4xc5"));
    // Queens guard each other: North's queen on c5 stands next to North's queen on d5.
    let pos = at_with("3q/4/4/2qq/1p2/4/4/q3 0 - - 0,0", "queens-guard");
    assert!(!legal(&pos, "b4xc5"));
    // Four players: an NW pawn on d5 beside an NE queen on e6 is not guarded.
    let pos = at_with("p7/8/4q3/3p4/2q5/8/8/7p 0 - - 0,0,0,0", "queens-guard");
    assert!(legal(&pos, "c4xd5"));
    // ... but beside an NW queen on c6 it is.
    let pos = at_with("p7/8/2q1q3/3p4/2q5/8/8/7p 0 - - 0,0,0,0", "queens-guard");
    assert!(!legal(&pos, "c4xd5"));
}

// ---------------------------------------------------------------------------------------------
// The checked constructor

fn setup(text: &str) -> Setup {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn rejects(s: Setup, field: PositionField) -> String {
    match Position::from_setup(s.clone(), RuleOptions::default()) {
        Ok(p) => panic!("{s} should be refused, got {p}"),
        Err(e) => {
            assert_eq!(e.field, field, "{s}: {e}");
            assert_eq!(e.setup, s, "the setup is handed back");
            e.to_string()
        }
    }
}

#[test]
fn constructor_rejects_a_wrong_board_shape() {
    // Seven ranks.
    rejects(setup("3q/4/4/4/4/4/3q 0 - - 0,0"), PositionField::Placement);
    // Nine ranks.
    rejects(
        setup("3q/4/4/4/4/4/4/4/3q 0 - - 0,0"),
        PositionField::Placement,
    );
    // Five files.
    rejects(
        setup("4q/5/5/5/5/5/5/4q 0 - - 0,0"),
        PositionField::Placement,
    );
    // One rank of the wrong width among good ones.
    rejects(
        setup("3q/4/4/5/4/4/4/3q 0 - - 0,0"),
        PositionField::Placement,
    );
    rejects(
        setup("7q/8/8/8/4/8/8/7q 0 - - 0,0,0,0"),
        PositionField::Placement,
    );
    // Empty placement, built by hand.
    let mut s = setup("3q/4/4/4/4/4/4/3q 0 - - 0,0");
    s.placement.clear();
    rejects(s, PositionField::Placement);
}

#[test]
fn constructor_rejects_scores_that_do_not_fit_the_board() {
    rejects(
        setup("3q/4/4/4/4/4/4/3q 0 - - 0,0,0"),
        PositionField::Scores,
    );
    rejects(setup("3q/4/4/4/4/4/4/3q 0 - - 0"), PositionField::Scores);
    rejects(setup("7q/8/8/8/8/8/8/7q 0 - - 0,0"), PositionField::Scores);
    rejects(
        setup("7q/8/8/8/8/8/8/7q 0 - - 0,0,0,0,0"),
        PositionField::Scores,
    );
}

#[test]
fn constructor_rejects_a_turn_out_of_range() {
    rejects(setup("3q/4/4/4/4/4/4/3q 2 - - 0,0"), PositionField::Turn);
    rejects(
        setup("7q/8/8/8/8/8/8/7q 4 - - 0,0,0,0"),
        PositionField::Turn,
    );
    // The last seat is fine.
    assert!(Position::from_text("7q/8/8/8/8/8/8/7q 3 - - 0,0,0,0", RuleOptions::default()).is_ok());
}

#[test]
fn constructor_rejects_clock_eight() {
    rejects(setup("3q/4/4/4/4/4/4/3q 0 - 8 0,0"), PositionField::Clock);
    // 7 is the count of a game the clock has ended.
    assert_eq!(
        at("3q/4/4/4/4/4/4/3q 0 - 7 0,0").end_reason(),
        Some(EndReason::Clock)
    );
}

#[test]
fn constructor_rejects_a_last_move_off_the_board() {
    let msg = rejects(
        setup("3q/4/4/4/4/4/4/3q 1 e1-a1 - 0,0"),
        PositionField::Last,
    );
    assert!(msg.contains("e1"), "{msg}");
    rejects(
        setup("3q/4/4/4/4/4/4/3q 1 a1-h8 - 0,0"),
        PositionField::Last,
    );
    // From and to the same square: not a move.
    rejects(
        setup("3q/4/4/4/4/4/4/3q 1 a1-a1 - 0,0"),
        PositionField::Last,
    );
    // On the eight-file board e1 is fine.
    assert!(Position::from_text(
        "7q/8/8/8/8/8/8/7q 1 e1-a1 - 0,0,0,0",
        RuleOptions::default()
    )
    .is_ok());
}

#[test]
fn constructor_accepts_non_standard_material() {
    // A lesson: five queens against two pawns, with scores already on the board.
    let pos = at("4/4/1p2/2p1/4/qqq1/4/q2q 0 - 2 13,4");
    assert_eq!(pos.material(Seat(0)), 15);
    assert_eq!(pos.material(Seat(1)), 2);
    assert_eq!(pos.scores(), &[13, 4]);
    assert!(!pos.legal_moves().is_empty());
    // A whole zone of queens in the four-player game.
    let pos = at("qqqq4/qqqq4/qqqq4/qqqq4/8/8/8/p6p 1 - - 0,0,0,0");
    assert_eq!(pos.material(Seat(1)), 48);
    assert!(pos.is_over(), "NE's zone is empty");
}

#[test]
fn parse_errors_name_the_field() {
    let cases = [
        ("3q/4/4/4/4/4/4/3q 0 - - 0,0 ", PositionField::Line),
        ("3q/4/4/4/4/4/4/3q 0 - -", PositionField::Line),
        ("3q/4/4/4/4/4/4/3Q 0 - - 0,0", PositionField::Placement),
        ("3q/4/4/4/4/4/4/3k 0 - - 0,0", PositionField::Placement),
        ("3q/4/4/4/4/4/4/9 0 - - 0,0", PositionField::Placement),
        ("3q/4/4/4/4/4/4/3q a - - 0,0", PositionField::Turn),
        ("3q/4/4/4/4/4/4/3q -1 - - 0,0", PositionField::Turn),
        ("3q/4/4/4/4/4/4/3q 0 a1a2 - 0,0", PositionField::Last),
        ("3q/4/4/4/4/4/4/3q 0 a1*a2 - 0,0", PositionField::Last),
        ("3q/4/4/4/4/4/4/3q 0 - x 0,0", PositionField::Clock),
        ("3q/4/4/4/4/4/4/3q 0 - - 0;0", PositionField::Scores),
    ];
    for (text, field) in cases {
        match Position::from_text(text, RuleOptions::default()) {
            Err(martian_engine::GameError::Position(e)) => assert_eq!(e.field, field, "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Position text

#[test]
fn position_text_round_trips_for_finished_positions() {
    let texts = [
        "3q/4/4/4/4/4/1p2/3q 0 c8-d8 7 0,0",
        "3q/4/4/4/4/4/4/4 0 c4-c5 6 2,2",
        "4/4/4/qqqq/pppp/pppp/dddd/qqqq 0 d6-d5 - 3,3",
        "p7/8/8/8/2q5/8/8/7p 3 e5-d5 - 9,12,12,3",
        "p7/8/8/7p/8/1q6/8/7p 0 h2-h1 7 1,2,3,4",
    ];
    for text in texts {
        let pos = at_with(text, "no-promotions queens-guard");
        assert!(pos.is_over(), "{text}");
        assert_eq!(pos.to_string(), text);
        let again = Position::from_setup(setup(&pos.to_string()), pos.options()).unwrap();
        assert_eq!(again, pos);
    }
}

#[test]
fn position_text_of_a_finished_game_round_trips_after_play() {
    let pos = at("3q/4/4/4/2q1/4/4/4 0 - 6 0,0");
    let after = play(pos, "c4-c5");
    let text = after.to_string();
    assert_eq!(text, "3q/4/4/2q1/4/4/4/4 1 c4-c5 7 0,0");
    assert_eq!(at(&text), after);
}

#[test]
fn writers_write_the_last_move_with_a_dash_whatever_its_kind() {
    let pos = at("3q/4/4/2p1/2q1/4/4/3q 0 - - 0,0");
    assert_eq!(
        play(pos, "c4xc5").to_string(),
        "3q/4/4/2q1/4/4/4/3q 1 c4-c5 - 1,0"
    );
    let pos = at("3q/4/4/4/4/4/1p2/1d2 0 - - 0,0");
    assert_eq!(
        play(pos, "b1+b2").to_string(),
        "3q/4/4/4/4/4/1q2/4 1 b1-b2 - 0,0"
    );
}

// ---------------------------------------------------------------------------------------------
// Move text

#[test]
fn a_capture_written_as_a_plain_move_is_refused_with_the_right_spelling() {
    let pos = at("3q/4/4/2p1/2q1/4/4/3q 0 - - 0,0");
    let t: MoveText = "c4-c5".parse().unwrap();
    let e = t.resolve(&pos).unwrap_err();
    assert_eq!(e.text, "c4-c5");
    assert!(e.reason.contains("capture"), "{}", e.reason);
    assert!(e.reason.contains("c4xc5"), "{}", e.reason);
    // And the reverse: a plain move written as a capture.
    let t: MoveText = "c4xc3".parse().unwrap();
    let e = t.resolve(&pos).unwrap_err();
    assert!(e.reason.contains("c4-c3"), "{}", e.reason);
    // A promotion written as a plain move.
    let pos = at("3q/4/4/4/4/4/1p2/1d2 0 - - 0,0");
    let t: MoveText = "b1-b2".parse().unwrap();
    let e = t.resolve(&pos).unwrap_err();
    assert!(e.reason.contains("b1+b2"), "{}", e.reason);
    // Right spelling resolves, with the clock call kept.
    let t: MoveText = "clock b1+b2".parse().unwrap();
    let m = t.resolve(&pos).unwrap();
    assert!(m.calls_clock);
    assert_eq!(m.kind, MoveKind::Promotion);
}

#[test]
fn move_text_reads_and_writes_every_kind() {
    for text in ["c2-c5", "c2xc5", "b2+c3", "clock c2-c5", "clock h8xa1"] {
        let t: MoveText = text.parse().unwrap();
        assert_eq!(t.to_string(), text);
    }
    let t: MoveText = "b2+c3".parse().unwrap();
    assert_eq!(t.kind, MoveKind::Promotion);
    assert_eq!((t.from, t.to), (sq("b2"), sq("c3")));
}

#[test]
fn bad_move_text_says_why() {
    for (text, hint) in [
        ("c2c5", "written"),
        ("c2-c9", "`c9` is not a square"),
        ("i2-c5", "`i2` is not a square"),
        ("c2*c5", "use `-`, `x` or `+`"),
        ("", "written"),
        ("clock", "not a square"),
        ("clockc2-c5", "written"),
        ("C2-C5", "not a square"),
        ("c2-c5 ", "written"),
        ("é2-c5", "written"),
    ] {
        let e = text.parse::<MoveText>().unwrap_err();
        assert_eq!(e.text, text);
        assert!(e.reason.contains(hint), "{text}: {}", e.reason);
    }
}

#[test]
fn moves_off_the_board_or_of_the_wrong_seat_are_explained() {
    let pos = at("3q/4/4/4/4/4/1p2/3q 0 - - 0,0");
    let why = pos.why_illegal(mv("b2-e3"));
    assert!(why.contains("4-file"), "{why}");
    let why = pos.why_illegal(mv("d8-c8"));
    assert!(why.contains("North"), "{why}");
    let why = pos.why_illegal(mv("a2-b3"));
    assert!(why.contains("no piece"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// Game records

#[test]
fn record_reads_every_rule_tag() {
    let text = "[Players \"4\"]\n[Teams \"yes\"]\n[Options \"knights-and-kings queens-guard no-promotions\"]\n[FirstSeat \"2\"]\n[Date \"2024.01.01\"]\n[Seat0 \"Ann\"]\n[Event \"club night\"]\n\n1. g6-g5 g3-g4 c3-c4\n";
    let g = Game::from_record(text).unwrap();
    let start = g.start();
    assert_eq!(start.variant(), Variant::FourPlayer);
    let o = start.options();
    assert!(o.teams && o.knights_and_kings && o.queens_guard && !o.promotions);
    assert_eq!(start.turn(), Seat(2));
    assert_eq!(g.moves().len(), 3);
    assert_eq!(g.current().turn(), Seat(1));
    // Other tags are kept, in order; rule tags are not among them.
    let names: Vec<&str> = g.tags().iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["Date", "Seat0", "Event"]);
    assert_eq!(g.tags()[1].value, "Ann");
    // Writing it again keeps everything.
    let again = Game::from_record(&g.to_record()).unwrap();
    assert_eq!(again, g);
}

#[test]
fn record_defaults_to_two_players_standard_rules_standard_start() {
    let g = Game::from_record("1. d3-d5 a6-a4").unwrap();
    assert_eq!(g.start().variant(), Variant::TwoPlayer);
    assert_eq!(
        *g.start(),
        Position::start(Variant::TwoPlayer, RuleOptions::default(), Seat(0))
    );
    assert_eq!(g.moves().len(), 2);
    let g = Game::from_record("").unwrap();
    assert!(g.moves().is_empty());
}

#[test]
fn record_setup_tag_gives_the_start_and_who_moves_first() {
    let text =
        "[Setup \"3q/4/4/2p1/2q1/4/4/3q 1 - 5 4,2\"]\n\n1. d8-c8 c4xc5 {capture} 2. clock c8-c7\n";
    let g = Game::from_record(text).unwrap();
    assert_eq!(g.start().turn(), Seat(1));
    assert_eq!(g.start().clock(), Some(5));
    assert_eq!(g.current().scores(), &[5, 2]);
    assert_eq!(g.current().clock(), Some(1));
    assert!(g.moves()[2].calls_clock);
    // A Setup that is not a position, or that disagrees with Players or FirstSeat, is refused.
    assert!(Game::from_record("[Setup \"3q/4 0 - - 0,0\"]\n").is_err());
    assert!(
        Game::from_record("[Players \"4\"]\n[Setup \"3q/4/4/2p1/2q1/4/4/3q 1 - 5 4,2\"]\n")
            .is_err()
    );
    assert!(
        Game::from_record("[FirstSeat \"0\"]\n[Setup \"3q/4/4/2p1/2q1/4/4/3q 1 - 5 4,2\"]\n")
            .is_err()
    );
}

#[test]
fn record_first_seat_tag() {
    let g = Game::from_record("[FirstSeat \"1\"]\n\n1. a6-a4").unwrap();
    assert_eq!(g.start().turn(), Seat(1));
    assert!(g.to_record().contains("[FirstSeat \"1\"]"));
    assert!(Game::from_record("[FirstSeat \"2\"]\n").is_err());
    // Three, five and six players play on wedge boards now; seven has no board.
    let e = Game::from_record("[Players \"7\"]\n").unwrap_err();
    assert!(e.token.contains("Players"), "{e}");
    let e = Game::from_record("[Options \"chess960\"]\n").unwrap_err();
    assert!(e.reason.contains("chess960"), "{e}");
    assert!(
        Game::from_record("[Teams \"yes\"]\n").is_err(),
        "teams need four players"
    );
    assert!(Game::from_record("[Players \"4\"]\n[Teams \"maybe\"]\n").is_err());
}

#[test]
fn record_reports_the_bad_move_with_its_text_and_round() {
    // The fourth move (round 2, North) is illegal: a6 is no North piece's square any more.
    let e = Game::from_record("1. d3-d5 a6-a4 2. d2-d3 a6-a5").unwrap_err();
    assert_eq!(e.token, "a6-a5");
    assert_eq!(e.round, Some(2));
    // A capture written as a plain move: the reason gives the spelling.
    let e = Game::from_record("1. d3-d5 a6-a4 2. d2-d5").unwrap_err();
    assert_eq!((e.token.as_str(), e.round), ("d2-d5", Some(2)));
    assert!(e.reason.contains("d2xd5"), "{e}");
    // Unreadable tokens also carry their round.
    let e = Game::from_record("1. d3-d5 a6-a4 2. d2-d3 a6/a5").unwrap_err();
    assert_eq!((e.token.as_str(), e.round), ("a6/a5", Some(2)));
    // Four players count rounds of four moves.
    let e = Game::from_record("[Players \"4\"]\n1. c3-d4 c6-d5 f6-e5 f3-e4 2. a1-a2").unwrap_err();
    assert_eq!((e.token.as_str(), e.round), ("a1-a2", Some(2)));
    // The clock word goes with the move it stands before.
    let e = Game::from_record("1. d3-d5 clock a6-a3").unwrap_err();
    assert_eq!(e.token, "clock a6-a3");
    assert_eq!(e.round, Some(1));
}

#[test]
fn record_parse_keeps_tags_and_moves_in_order() {
    let r = Record::parse("[Players \"2\"]\n[Result \"South wins\"]\n1. d3-d5 {ok} clock a6-a4\n")
        .unwrap();
    assert_eq!(r.tag("Result"), Some("South wins"));
    assert_eq!(r.moves.len(), 2);
    assert!(r.moves[1].calls_clock);
    assert_eq!(r.moves[0].to_string(), "d3-d5");
}

#[test]
fn record_of_a_finished_game_has_a_result_and_replays() {
    let mut g = Game::new(at("3q/4/4/4/2q1/4/4/4 0 - - 2,2"));
    g.set_tag("Seat0", "Ann");
    g.play_text("c4-c5").unwrap();
    let rec = g.to_record();
    assert!(
        rec.contains("[Result \"South wins 2-2, empty zone\"]"),
        "{rec}"
    );
    assert!(
        rec.contains("[Setup \"3q/4/4/4/2q1/4/4/4 0 - - 2,2\"]"),
        "{rec}"
    );
    let again = Game::from_record(&rec).unwrap();
    assert_eq!(again, g);
    assert_eq!(again.current(), g.current());
    // No move may follow the end.
    let e = Game::from_record(&format!("{rec} d8-c8")).unwrap_err();
    assert_eq!(e.token, "d8-c8");
    // Rule tags cannot be set by hand.
    assert!(!g.set_tag("Players", "4"));
}

/// ENGINE BUG (reported): `Game::set_tag` accepts any name and value, but `Game::to_record`
/// writes them verbatim, so a value with a line break, or a name that is not letters, digits
/// and `_`, gives a record that `Game::from_record` refuses. Either `set_tag` should refuse such
/// a tag (return `false`) or the record should carry it.
#[test]
fn every_tag_that_set_tag_accepts_survives_the_record() {
    let mut failures = Vec::new();
    for (name, value) in [
        ("Event", "a \"quoted\" \\ value ] { }"),
        ("Annotator", ""),
        ("Event", "line one\nline two"),
        ("Bad Name", "x"),
        ("", "x"),
        ("Ev]", "x"),
    ] {
        let mut g = Game::standard(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
        g.play_text("d3-d5").unwrap();
        if !g.set_tag(name, value) {
            continue;
        }
        let rec = g.to_record();
        match Game::from_record(&rec) {
            Ok(back) if back == g => {}
            Ok(_) => failures.push(format!("{name:?} = {value:?}: read back differently")),
            Err(e) => failures.push(format!("{name:?} = {value:?}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "set_tag accepted tags whose record does not read back:\n{}",
        failures.join("\n")
    );
}

/// ENGINE BUG (reported): `RuleOptions::teams` is documented as ignored with two players, but a
/// two-player game made with it on does not come back equal from its own record (the record
/// has no `Teams` tag for two players, so it reads back with `teams` off, and the start
/// positions differ in their options).
#[test]
fn a_two_player_game_with_the_teams_flag_round_trips_through_its_record() {
    let options = RuleOptions {
        teams: true,
        ..RuleOptions::default()
    };
    let mut g = Game::standard(Variant::TwoPlayer, options, Seat(0));
    g.play_text("d3-d5").unwrap();
    let back = Game::from_record(&g.to_record()).unwrap();
    assert_eq!(back.current().options(), g.current().options());
    assert_eq!(back, g);
}

/// ENGINE BUG (reported): with a four-player `Setup` and no `Players` tag, a `FirstSeat` of 2
/// or 3 that agrees with the setup's seat to move is refused ("FirstSeat is a seat of the
/// game"), because the seat is checked against the default two-player board before the setup
/// is read. (Seats 0 and 1, and any seat with `[Players "4"]`, are accepted.)
#[test]
fn first_seat_agreeing_with_a_four_player_setup_is_accepted() {
    let setup = "qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 3 - - 0,0,0,0";
    let with_players =
        format!("[Players \"4\"]\n[Setup \"{setup}\"]\n[FirstSeat \"3\"]\n\n1. f3-e4\n");
    assert!(Game::from_record(&with_players).is_ok());
    let without = format!("[Setup \"{setup}\"]\n[FirstSeat \"3\"]\n\n1. f3-e4\n");
    let g = Game::from_record(&without).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.start().turn(), Seat(3));
}

#[test]
fn game_play_refuses_illegal_moves_and_changes_nothing() {
    let mut g = Game::standard(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
    assert!(g.play_text("d3-d6").is_err());
    assert!(g.play_text("nonsense").is_err());
    assert!(g.play(mv("a8-a7")).is_err());
    assert!(g.moves().is_empty());
    assert_eq!(g.positions().len(), 1);
}

#[test]
fn game_undo_and_truncate() {
    let mut g = Game::standard(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
    let start = *g.current();
    let played = ["d3-d5", "a6-a4", "clock d2-d3", "d5-d4"];
    let mut seen = vec![start];
    for t in played {
        g.play_text(t).unwrap();
        seen.push(*g.current());
    }
    assert_eq!(g.moves().len(), 4);
    assert_eq!(g.positions(), &seen[..]);
    assert_eq!(g.round_of(3), 2);
    let last = g.undo().unwrap();
    assert_eq!(last, mv("d5-d4"));
    assert_eq!(*g.current(), seen[3]);
    assert_eq!(g.current().clock(), Some(0));
    g.truncate(1);
    assert_eq!(g.moves(), &[mv("d3-d5")]);
    assert_eq!(*g.current(), seen[1]);
    // Truncating beyond the end changes nothing.
    g.truncate(10);
    assert_eq!(g.moves().len(), 1);
    g.truncate(0);
    assert_eq!(*g.current(), start);
    assert_eq!(g.undo(), None);
    assert_eq!(*g.current(), start);
    // Play goes on after undo.
    g.play_text("b3-a4").unwrap();
    assert_eq!(g.moves().len(), 1);
}

#[test]
fn perft_counts_from_the_rules() {
    let two = Position::start(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
    assert_eq!(two.perft(1), 10);
    assert_eq!(two.perft(2), 104);
    let four = Position::start(Variant::FourPlayer, RuleOptions::default(), Seat(0));
    assert_eq!(four.perft(1), 11);
    assert_eq!(four.perft(2), 122);
    let kk = Position::start(Variant::TwoPlayer, opts("knights-and-kings"), Seat(0));
    assert_eq!(kk.perft(2), 323);
    // Perft never calls the clock, but a running clock counts on: at 6 every quiet first move
    // ends the game, so only captures have a second ply.
    let pos = at("3q/4/4/2p1/2q1/4/4/3q 0 - 6 0,0");
    let captures = pos.captures().len() as u64;
    let mut after_captures = 0;
    for m in pos.captures() {
        let mut p = pos;
        p.play_unchecked(m);
        after_captures += p.perft(1);
    }
    assert!(captures > 0);
    assert_eq!(pos.perft(2), after_captures);
}

#[test]
fn start_positions_are_the_ones_in_the_rules() {
    let two = Position::start(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
    assert_eq!(
        two.to_string(),
        "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0"
    );
    for (name, role) in [
        ("c1", Role::Queen),
        ("d1", Role::Queen),
        ("d2", Role::Queen),
        ("b1", Role::Drone),
        ("c2", Role::Drone),
        ("d3", Role::Drone),
        ("b2", Role::Pawn),
        ("b3", Role::Pawn),
        ("c3", Role::Pawn),
    ] {
        assert_eq!(two.piece_at(sq(name)), Some(role), "{name}");
    }
    let four = Position::start(Variant::FourPlayer, RuleOptions::default(), Seat(3));
    assert_eq!(
        four.to_string(),
        "qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 3 - - 0,0,0,0"
    );
    for s in 0..4 {
        assert_eq!(four.material(Seat(s)), 18);
    }
}
