//! Rule by rule, the rules of `SANDSHIPS.md` as examples: each test starts from a state text,
//! plays action texts, and checks the legal actions (the canonical list) and the state text that
//! follows. The expected texts are worked out by hand from the rules, not copied from the
//! engine, so a test fails when the engine disagrees with the page.
//!
//! Two-player homes: seat 0 `SW`, seat 1 `NE`; `NW`, `SE` and `C` are dead. The ports a ship
//! reaches: `SW5` → `SW6`, `C5`; `C5` → `C1`-`C8` (but itself) and `SW5`; `NE1` → `NE2`, `C1`.

use sandships::{Action, City, Face, Game, Options, Owner, Roll, Seat, State, StateField, BOARD};

// ---------------------------------------------------------------------------------------------
// Helpers

const START2: &str = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -";
const START3: &str = "xlms/2lms/xlms/0lms/1lms - llmmss/llmmss/llmmss 0 - -";
const START4: &str = "1lms/2lms/3lms/0lms/xlms - llmmss/llmmss/llmmss/llmmss 0 - -";

const BUMP_SMALLER: Options = Options {
    zap_removes: false,
    bump_smaller: true,
};
const ZAP_REMOVES: Options = Options {
    zap_removes: true,
    bump_smaller: false,
};

fn state_with(text: &str, options: Options) -> State {
    State::from_text(text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn state(text: &str) -> State {
    state_with(text, Options::default())
}

fn action(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// The canonical list of legal actions, as texts.
fn legal_of(s: &State) -> Vec<String> {
    s.legal_actions().iter().map(|a| a.to_string()).collect()
}

fn legal(text: &str) -> Vec<String> {
    legal_of(&state(text))
}

/// The state text after playing `actions` (checked) from `text`; every action must also be in
/// the legal list of the state it is played in.
fn after_with(text: &str, options: Options, actions: &[&str]) -> String {
    let mut s = state_with(text, options);
    for a in actions {
        assert!(
            legal_of(&s).iter().any(|l| l == a),
            "{a} should be listed in {s}: {:?}",
            legal_of(&s)
        );
        s.play(action(a)).unwrap_or_else(|e| panic!("{s}: {e}"));
        // Whatever the engine writes, it reads back as the same state.
        assert_eq!(State::from_text(&s.to_string(), options).as_ref(), Ok(&s));
    }
    s.to_string()
}

fn after(text: &str, actions: &[&str]) -> String {
    after_with(text, Options::default(), actions)
}

/// Plays an action the rules forbid: it must be refused, leave the state as it was, and not be
/// listed. Returns the reason.
fn refused_with(text: &str, options: Options, a: &str) -> String {
    let mut s = state_with(text, options);
    let before = s.clone();
    assert!(
        !legal_of(&s).iter().any(|l| l == a),
        "{a} should not be listed in {text}"
    );
    let err = s
        .play(action(a))
        .expect_err(&format!("{a} should be refused in {text}"));
    assert_eq!(s, before, "a refused action changes nothing");
    err.reason
}

fn refused(text: &str, a: &str) -> String {
    refused_with(text, Options::default(), a)
}

fn strings(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// The legal actions that start with a prefix.
fn listed_with(list: &[String], prefix: &str) -> Vec<String> {
    list.iter()
        .filter(|a| a.starts_with(prefix))
        .cloned()
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Setup

/// The three start states, written and read. (Reading any two- or three-player text once
/// panicked: the setup check looked up the home of seats beyond the players.)
#[test]
fn start_states_are_the_ones_the_page_gives() {
    for (players, text) in [(2, START2), (3, START3), (4, START4)] {
        let s = State::start(players, Options::default());
        assert_eq!(s.to_string(), text);
        assert_eq!(state(text), s);
        assert_eq!(
            State::from_setup(s.setup().clone(), Options::default()).as_ref(),
            Ok(&s)
        );
        assert!(s.needs_roll());
        assert_eq!(s.to_act(), Seat(0));
        for seat in 0..players {
            assert_eq!(s.pieces_of(Seat(seat)), 9);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Transform: launch and land

#[test]
fn launch_docks_a_spire_piece_in_an_empty_port_of_its_city() {
    let s = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 T -";
    assert_eq!(
        legal(s),
        strings(&["T:l>SW5", "T:l>SW6", "T:m>SW5", "T:m>SW6", "T:s>SW5", "T:s>SW6", "end"])
    );
    // The only die is used: the turn passes to seat 1, who must roll.
    assert_eq!(
        after(s, &["T:m>SW6"]),
        "xlms/1lms/xlms/0ls/xlms SW6:0m llmmss/llmmss 1 - -"
    );
    // Not into another city's port, not a piece the spire lacks, not someone else's piece.
    refused(s, "T:l>C5");
    refused(s, "T:l>NE1");
    refused(
        "xlms/1lms/xlms/0ls/xlms SW6:0m llmmss/llmmss 0 T -",
        "T:m>SW5",
    );
}

#[test]
fn launch_works_from_any_spire_of_the_mover_and_never_into_a_taken_port() {
    // Seat 0 has spires in SW (l, m) and C (s); seat 1's ship is in SW5.
    let s = "xlms/1lms/xlms/0lm/0s,xlms SW5:1s llmmss/llmms 0 TB -";
    let list = legal(s);
    let launches = listed_with(&list, "T:");
    assert_eq!(
        launches.len(),
        2 + 8,
        "l and m to SW6, s to C1-C8: {launches:?}"
    );
    assert!(list.contains(&"T:s>C3".to_string()));
    assert!(!list.iter().any(|a| a.contains(">SW5")), "SW5 is taken");
    refused(s, "T:l>SW5");
    assert_eq!(
        after(s, &["T:s>C3"]),
        "xlms/1lms/xlms/0lm/xlms SW5:1s,C3:0s llmmss/llmms 0 B -"
    );
}

#[test]
fn land_stands_a_ship_up_in_its_city_joining_or_forming_a_spire() {
    let s = "xlms/1lms/xlms/0ms/xlms SW5:0l,C5:0s llmms/llmmss 0 TW -";
    // Joining the spire at home, in sorted order.
    assert_eq!(
        after(s, &["T:SW5^"]),
        "xlms/1lms/xlms/0lms/xlms C5:0s llmms/llmmss 0 W -"
    );
    // A new spire in C, written before the dead spire.
    assert_eq!(
        after(s, &["T:C5^"]),
        "xlms/1lms/xlms/0ms/0s,xlms SW5:0l llmms/llmmss 0 W -"
    );
    // Only the mover's own ships land.
    let theirs = "xlms/1ms/xlms/0lms/xlms NE1:1l llmmss/llmmss 0 T -";
    refused(theirs, "T:NE1^");
    refused(s, "T:SW6^");
}

// ---------------------------------------------------------------------------------------------
// Build and unfurl

#[test]
fn build_adds_the_smallest_pool_piece_to_the_home_spire() {
    assert_eq!(
        after("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 B -", &["B:b"]),
        "xlms/1lms/xlms/0lmss/xlms - llmms/llmmss 1 - -"
    );
    // With only large pieces left in the pool, a large one.
    assert_eq!(
        after("xlms/1lms/xlms/0lmmmsss/xlms - ll/llmmss 0 B -", &["B:b"]),
        "xlms/1lms/xlms/0llmmmsss/xlms - l/llmmss 1 - -"
    );
    // To the home spire even when the mover has spires elsewhere.
    assert_eq!(
        after("xlms/1lms/xlms/0ms/0l,xlms - llmmss/llmmss 0 B -", &["B:b"]),
        "xlms/1lms/xlms/0mss/0l,xlms - llmms/llmmss 1 - -"
    );
}

#[test]
fn build_with_an_empty_pool_is_no_performance() {
    let s = "xlms/1lms/xlms/0lllmmmsss/xlms - -/llmmss 0 B -";
    refused(s, "B:b");
    // The B die is wild then (null = wild): it launches, written with its own face.
    assert_eq!(
        legal(s),
        strings(&["B:l>SW5", "B:l>SW6", "B:m>SW5", "B:m>SW6", "B:s>SW5", "B:s>SW6", "end"])
    );
}

#[test]
fn unfurl_swaps_a_ship_for_the_next_larger_size_from_the_pool() {
    let s = "xlms/1lms/xlms/0lm/xlms SW5:0s llmmss/llmmss 0 U -";
    assert_eq!(legal(s), strings(&["U:SW5+", "end"]));
    assert_eq!(
        after(s, &["U:SW5+"]),
        "xlms/1lms/xlms/0lm/xlms SW5:0m llmsss/llmmss 1 - -"
    );
    // Medium to large.
    assert_eq!(
        after(
            "xlms/1lms/xlms/0ls/xlms SW5:0m llmmss/llmmss 0 U -",
            &["U:SW5+"]
        ),
        "xlms/1lms/xlms/0ls/xlms SW5:0l lmmmss/llmmss 1 - -"
    );
    // No larger piece in the pool, or a large ship: no unfurl (and U turns wild).
    let no_medium = "xlms/1lms/xlms/0lmmm/xlms SW5:0s llss/llmmss 0 U -";
    refused(no_medium, "U:SW5+");
    let large = "xlms/1lms/xlms/0ms/xlms SW5:0l llmmss/llmmss 0 U -";
    refused(large, "U:SW5+");
    assert!(legal(large).contains(&"U:SW5-C5".to_string()));
    // Not someone else's ship.
    refused(
        "xlms/1lm/xlms/0lms/xlms NE1:1s llmmss/llmmss 0 U -",
        "U:NE1+",
    );
}

// ---------------------------------------------------------------------------------------------
// Move and bumps

#[test]
fn a_ship_moves_to_its_citys_other_ports_or_across_its_zone() {
    let s = "xlms/1lms/xlms/0lm/xlms SW5:0s llmmss/llmmss 0 M -";
    assert_eq!(legal(s), strings(&["M:SW5-C5", "M:SW5-SW6", "end"]));
    assert_eq!(
        after(s, &["M:SW5-C5"]),
        "xlms/1lms/xlms/0lm/xlms C5:0s llmmss/llmmss 1 - -"
    );
    refused(s, "M:SW5-C6");
    refused(s, "M:SW5-SW5");
    // From the centre: the seven other C ports and the corner port of its zone.
    let c = "xlms/1lms/xlms/0lm/xlms C1:0s llmmss/llmmss 0 M -";
    assert_eq!(
        legal(c),
        strings(&[
            "M:C1-C2", "M:C1-C3", "M:C1-C4", "M:C1-C5", "M:C1-C6", "M:C1-C7", "M:C1-C8",
            "M:C1-NE1", "end"
        ])
    );
}

/// Seat 0's medium in SW5, seat 1's small in C5.
const BUMP: &str = "xlms/1lms/xlms/0lms/xlms SW5:0m,C5:1s llmss/llmms 0 M -";

#[test]
fn bumping_a_smaller_ship_to_any_empty_port_it_reaches_swap_included() {
    assert_eq!(
        legal(BUMP),
        strings(&[
            "M:SW5-C5/C1",
            "M:SW5-C5/C2",
            "M:SW5-C5/C3",
            "M:SW5-C5/C4",
            "M:SW5-C5/C6",
            "M:SW5-C5/C7",
            "M:SW5-C5/C8",
            "M:SW5-C5/SW5",
            "M:SW5-SW6",
            "end"
        ])
    );
    assert_eq!(
        after(BUMP, &["M:SW5-C5/C2"]),
        "xlms/1lms/xlms/0lms/xlms C2:1s,C5:0m llmss/llmms 1 - -"
    );
    // The swap: the bumped ship goes to the port the mover left.
    assert_eq!(
        after(BUMP, &["M:SW5-C5/SW5"]),
        "xlms/1lms/xlms/0lms/xlms SW5:1s,C5:0m llmss/llmms 1 - -"
    );
    // A bump must say where the bumped ship goes, somewhere it can sail to.
    refused(BUMP, "M:SW5-C5");
    refused(BUMP, "M:SW5-C5/NE1");
    refused(BUMP, "M:SW5-C5/SW6");
    // Nothing to bump in an empty port.
    refused(BUMP, "M:SW5-SW6/C6");
    // The bump-smaller option keeps this bump.
    assert!(legal_of(&state_with(BUMP, BUMP_SMALLER)).contains(&"M:SW5-C5/SW5".to_string()));
}

#[test]
fn an_equal_ship_is_bumped_unless_bump_smaller_is_on() {
    let s = "xlms/1lms/xlms/0lms/xlms SW5:0m,C5:1m llmss/llmss 0 M -";
    assert_eq!(listed_with(&legal(s), "M:SW5-C5/").len(), 8);
    assert_eq!(
        after(s, &["M:SW5-C5/SW5"]),
        "xlms/1lms/xlms/0lms/xlms SW5:1m,C5:0m llmss/llmss 1 - -"
    );
    let strict = legal_of(&state_with(s, BUMP_SMALLER));
    assert_eq!(strict, strings(&["M:SW5-SW6", "end"]));
    refused_with(s, BUMP_SMALLER, "M:SW5-C5/SW5");
}

#[test]
fn a_larger_ship_is_never_bumped() {
    let s = "xlms/1lms/xlms/0lms/xlms SW5:0s,C5:1m llmms/llmss 0 M -";
    assert_eq!(legal(s), strings(&["M:SW5-SW6", "end"]));
    let reason = refused(s, "M:SW5-C5/C1");
    assert!(reason.contains("bump"), "{reason}");
    refused(s, "M:SW5-C5/SW5");
}

#[test]
fn the_movers_own_ships_may_be_bumped() {
    let s = "xlms/1lms/xlms/0lms/xlms SW5:0m,C5:0s llms/llmmss 0 M -";
    let list = legal(s);
    assert!(list.contains(&"M:SW5-C5/C1".to_string()));
    assert!(list.contains(&"M:SW5-C5/SW5".to_string()));
    assert_eq!(
        after(s, &["M:SW5-C5/C8"]),
        "xlms/1lms/xlms/0lms/xlms C5:0m,C8:0s llms/llmmss 1 - -"
    );
    // The small one cannot bump the medium.
    assert!(!list.iter().any(|a| a.starts_with("M:C5-SW5")));
}

#[test]
fn swapping_two_identical_ships_is_no_performance() {
    // Two medium ships of seat 0: the swap would leave the position as it was.
    let s = "xlms/1lms/xlms/0lms/xlms SW5:0m,C5:0m llss/llmmss 0 M -";
    let list = legal(s);
    assert!(list.contains(&"M:SW5-C5/C1".to_string()));
    assert!(!list.contains(&"M:SW5-C5/SW5".to_string()));
    assert!(!list.contains(&"M:C5-SW5/C5".to_string()));
    refused(s, "M:SW5-C5/SW5");
    // The same sizes of different seats are not identical: that swap changes the position.
    let other = "xlms/1lms/xlms/0lms/xlms SW5:0m,C5:1m llmss/llmss 0 M -";
    assert!(legal(other).contains(&"M:SW5-C5/SW5".to_string()));
}

#[test]
fn no_bump_when_the_bumped_ship_has_no_empty_port() {
    // Seat 1 moves C5:1m to SW5, where its identical 1m stands; SW5's ship could go to SW6
    // (taken by 0s) or C5 (the swap, which changes nothing): no bump, so no such move.
    let s = "xlms/1lms/xlms/0lms/xlms SW5:1m,SW6:0s,C5:1m llmms/llss 1 M -";
    let list = legal(s);
    assert!(!list.iter().any(|a| a.starts_with("M:C5-SW5")), "{list:?}");
    refused(s, "M:C5-SW5/SW6");
    refused(s, "M:C5-SW5/C5");
    // With SW6 empty, the bump is there.
    let open = "xlms/1lms/xlms/0lms/xlms SW5:1m,C5:1m llmmss/llss 1 M -";
    assert!(legal(open).contains(&"M:C5-SW5/SW6".to_string()));
}

#[test]
fn no_chain_of_bumps() {
    // C1 holds seat 1's large: the small bumped from C5 cannot go there (it would have to bump
    // the large on, a chain), and nothing else moves.
    let s = "xlms/1lms/xlms/0lms/xlms SW5:0m,C1:1l,C5:1s llmss/lmms 0 M -";
    let bumps = listed_with(&legal(s), "M:SW5-C5/");
    assert_eq!(
        bumps,
        strings(&[
            "M:SW5-C5/C2",
            "M:SW5-C5/C3",
            "M:SW5-C5/C4",
            "M:SW5-C5/C6",
            "M:SW5-C5/C7",
            "M:SW5-C5/C8",
            "M:SW5-C5/SW5"
        ])
    );
    refused(s, "M:SW5-C5/C1");
    // The bumping ship moves only into the port it names: after the bump C1 still holds the
    // large, and the small is in C2.
    assert_eq!(
        after(s, &["M:SW5-C5/C2"]),
        "xlms/1lms/xlms/0lms/xlms C1:1l,C2:1s,C5:0m llmss/lmms 1 - -"
    );
}

// ---------------------------------------------------------------------------------------------
// Dice: duplicates become wild, the three-of-a-kind bonus

fn rolled(faces: &str) -> String {
    let mut s = state(START2);
    s.play(action(&format!("roll {faces}"))).unwrap();
    s.dice().map(|d| d.to_string()).unwrap_or_default()
}

#[test]
fn duplicates_become_wild() {
    assert_eq!(
        rolled("MTB"),
        "TBM",
        "all different: kept, written in T B U M Z W order"
    );
    assert_eq!(rolled("TTB"), "TBW", "a pair: one becomes W");
    assert_eq!(rolled("BTT"), "TBW", "in any order");
    assert_eq!(rolled("ZZW"), "ZWW");
    assert_eq!(rolled("WWT"), "TWW", "two W are not duplicates to change");
    assert_eq!(
        rolled("UUU"),
        "UWWW",
        "three of a kind: two W and a fourth W die"
    );
    assert_eq!(rolled("WWW"), "WWWW", "three W also give the fourth die");
    // Every roll, as a multiset: three dice, or four after three of a kind.
    for (roll, _) in Roll::distinct() {
        let dice = roll.dice();
        let triple = roll.0[0] == roll.0[1] && roll.0[1] == roll.0[2];
        assert_eq!(dice.len(), if triple { 4 } else { 3 }, "{roll}");
    }
}

#[test]
fn the_fourth_die_of_three_of_a_kind_is_a_fourth_action() {
    let mut s = state(START2);
    s.play(action("roll BBB")).unwrap();
    assert_eq!(
        s.to_string(),
        "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 BWWW -"
    );
    // The W dice do anything; B does its own action (it has one).
    let list = legal_of(&s);
    assert!(list.contains(&"W:l>SW5".to_string()));
    assert!(!list.contains(&"B:l>SW5".to_string()));
    let text = s.to_string();
    assert_eq!(
        after(&text, &["B:b", "W:b", "W:b"]),
        "xlms/1lms/xlms/0lmmsss/xlms - llm/llmmss 0 W -"
    );
    assert_eq!(
        after(&text, &["B:b", "W:b", "W:b", "W:b"]),
        "xlms/1lms/xlms/0lmmmsss/xlms - ll/llmmss 1 - -"
    );
}

#[test]
fn a_die_is_spent_once_and_only_one_that_is_in_hand() {
    let s = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBW -";
    let t = after(s, &["T:s>SW5"]);
    assert_eq!(t, "xlms/1lms/xlms/0lm/xlms SW5:0s llmmss/llmmss 0 BW -");
    let reason = refused(&t, "T:SW5^");
    assert!(reason.contains("die"), "{reason}");
    refused(s, "M:b");
    refused(s, "Z:b");
}

// ---------------------------------------------------------------------------------------------
// Null = wild

#[test]
fn a_die_whose_action_is_impossible_is_wild_and_keeps_its_face() {
    // At the start nobody can zap: Z buys any action, written `Z:`.
    let s = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 Z -";
    assert_eq!(
        legal(s),
        strings(&["Z:b", "Z:l>SW5", "Z:l>SW6", "Z:m>SW5", "Z:m>SW6", "Z:s>SW5", "Z:s>SW6", "end"])
    );
    assert_eq!(
        after(s, &["Z:b"]),
        "xlms/1lms/xlms/0lmss/xlms - llmms/llmmss 1 - -"
    );
    // It is not a W: the dice still say Z until it is spent.
    let two = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 BZ -";
    assert_eq!(
        after(two, &["Z:l>SW5"]),
        "xlms/1lms/xlms/0ms/xlms SW5:0l llmmss/llmmss 0 B -"
    );
}

#[test]
fn a_die_whose_action_is_possible_cannot_buy_another() {
    let s = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 B -";
    assert_eq!(legal(s), strings(&["B:b", "end"]));
    let reason = refused(s, "B:l>SW5");
    assert!(reason.contains("wild"), "{reason}");
    // A W die buys anything, its own action included.
    let w = legal("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 W -");
    assert!(w.contains(&"W:b".to_string()) && w.contains(&"W:l>SW5".to_string()));
}

#[test]
fn a_wild_die_turns_back_to_its_face_once_its_action_becomes_possible() {
    // Seat 0's medium ship in SW5; nobody else has a spire in SW: no zap yet.
    let s = "xlms/1lms/xlms/0ls/xlms SW5:0m llmmss/llmmss 0 MZ -";
    let list = legal(s);
    assert!(
        list.contains(&"Z:SW5-C5".to_string()),
        "Z is wild: {list:?}"
    );
    assert!(list.contains(&"Z:b".to_string()));
    assert!(!list.iter().any(|a| a.starts_with("M:") && !a.contains('-')));
    // The move docks it at C (2 pips against the dead small): Z is Z again, zaps only.
    let moved = after(s, &["M:SW5-C5"]);
    assert_eq!(moved, "xlms/1lms/xlms/0ls/xlms C5:0m llmmss/llmmss 0 Z -");
    assert_eq!(legal(&moved), strings(&["Z:C.xs", "end"]));
    refused(&moved, "Z:b");
    // Spent as wild first, the Z die makes the move; M is left with its own action.
    let z_first = after(s, &["Z:SW5-C5"]);
    assert_eq!(z_first, "xlms/1lms/xlms/0ls/xlms C5:0m llmmss/llmmss 0 M -");
    assert!(legal(&z_first)
        .iter()
        .all(|a| a == "end" || a.starts_with("M:C5-")));
}

#[test]
fn a_move_that_is_only_an_identical_swap_leaves_m_wild() {
    // Seat 0's two mediums in SW5 and SW6; seat 1's larges in C5 and C6. The only "moves" would
    // swap the two identical mediums, which is no performance: M is wild.
    let s = "xlms/1lms/xlms/0lms/xlms SW5:0m,SW6:0m,C5:1l,C6:1l llss/mmss 0 M -";
    let list = legal(s);
    assert!(!list.iter().any(|a| a.contains('-')), "{list:?}");
    assert!(list.contains(&"M:b".to_string()));
    assert!(list.contains(&"M:SW5^".to_string()));
    assert!(list.contains(&"M:SW5+".to_string()));
}

// ---------------------------------------------------------------------------------------------
// Zap

#[test]
fn zap_strength_is_the_pips_of_the_movers_ships_docked_at_the_city() {
    // Two smalls at C: 2 pips, so only the dead small (1 pip) can go.
    let two = "xlms/1lms/xlms/0lm/xlms C1:0s,C2:0s llmms/llmmss 0 Z -";
    assert_eq!(legal(two), strings(&["Z:C.xs", "end"]));
    refused(two, "Z:C.xm");
    // Add a medium: 4 pips, the dead large (3) too.
    let four = "xlms/1lms/xlms/0l/xlms C1:0s,C2:0s,C3:0m llmms/llmmss 0 Z -";
    assert_eq!(legal(four), strings(&["Z:C.xl", "Z:C.xm", "Z:C.xs", "end"]));
    // One large: 3 pips, strictly more than the piece: not the dead large.
    let three = "xlms/1lms/xlms/0ms/xlms C1:0l llmmss/llmmss 0 Z -";
    assert_eq!(legal(three), strings(&["Z:C.xm", "Z:C.xs", "end"]));
    let reason = refused(three, "Z:C.xl");
    assert!(reason.contains("pips"), "{reason}");
    // A ship docked at another city adds nothing: NE1 points at NE, not C.
    let apart = "xlms/1lms/xlms/0lm/xlms NE1:0s,C1:0s llmms/llmmss 0 Z -";
    assert!(!legal(apart).iter().any(|a| a.starts_with("Z:C.")));
}

#[test]
fn zapped_dead_pieces_leave_the_game() {
    let s = "xlms/1lms/xlms/0ms/xlms C1:0l llmmss/llmmss 0 Z -";
    assert_eq!(
        after(s, &["Z:C.xm"]),
        "xlms/1lms/xlms/0ms/xls C1:0l llmmss/llmmss 1 - -"
    );
}

#[test]
fn spire_pieces_add_nothing_to_a_zap() {
    // Seat 0 has a large standing in C and a small docked there: strength 1, nothing to zap, so
    // Z is wild.
    let s = "xlms/1lms/xlms/0m/0l,xlms C1:0s llmmss/llmmss 0 Z -";
    let list = legal(s);
    assert!(!list.iter().any(|a| a.contains('.')), "{list:?}");
    assert!(list.contains(&"Z:C1^".to_string()));
}

#[test]
fn a_zapped_seat_piece_goes_back_to_its_pool_or_leaves_with_zap_removes() {
    let s = "xlms/1ls/xlms/0ms/1m,xlms C1:0l llmmss/llmmss 0 Z -";
    assert_eq!(legal(s), strings(&["Z:C.1m", "Z:C.xm", "Z:C.xs", "end"]));
    assert_eq!(
        after(s, &["Z:C.1m"]),
        "xlms/1ls/xlms/0ms/xlms C1:0l llmmss/llmmmss 1 - -"
    );
    let removed = after_with(s, ZAP_REMOVES, &["Z:C.1m"]);
    assert_eq!(removed, "xlms/1ls/xlms/0ms/xlms C1:0l llmmss/llmmss 1 - -");
    assert_eq!(state_with(&removed, ZAP_REMOVES).pieces_of(Seat(1)), 8);
}

#[test]
fn ships_and_own_pieces_are_never_zapped() {
    // Seat 1's ship at C2 and seat 0's own spire at C: only the dead spire can be zapped.
    let s = "xlms/1lm/xlms/0ms/0s,xlms C1:0l,C2:1s llmm/llmmss 0 Z -";
    assert_eq!(legal(s), strings(&["Z:C.xm", "Z:C.xs", "end"]));
    refused(s, "Z:C.1s");
    refused(s, "Z:C.0s");
}

// ---------------------------------------------------------------------------------------------
// Control

#[test]
fn control_needs_strictly_the_most_pips_and_ships_never_count() {
    let controller = |text: &str, city: City| state(text).controller(city);
    // SW: seat 0 alone; NE: seat 1 alone; NW: a lone dead spire; C: a tie of 2 and 2.
    let s = "xlms/1ls/xlms/0ls/0m,1m - llmmss/llmmss 0 - -";
    assert_eq!(controller(s, City::SW), Some(Seat(0)));
    assert_eq!(controller(s, City::NE), Some(Seat(1)));
    assert_eq!(controller(s, City::NW), None, "a lone dead spire: nobody");
    assert_eq!(controller(s, City::C), None, "a tie at the top: nobody");
    assert_eq!(state(s).cities_controlled(Seat(0)), 1);
    // Dead spires count against seats: 6 dead pips beat 3.
    assert_eq!(
        controller("xlms/1lms/xlms/0ms/0l,xlms - lmmss/llmmss 0 - -", City::C),
        None
    );
    assert_eq!(
        controller("xlms/1lms/xlms/0lms/0l,xm - lmmss/llmmss 0 - -", City::C),
        Some(Seat(0))
    );
    // A tie between a seat and the dead spire: nobody.
    assert_eq!(
        controller("xlms/1lms/xlms/0ms/0l,xl - lmmss/llmmss 0 - -", City::C),
        None
    );
    // A tie below the top does not matter.
    assert_eq!(
        controller("xlms/1lm/xlms/0ms/0l,1s,xs - lmmss/llmmss 0 - -", City::C),
        Some(Seat(0))
    );
    // An empty city: nobody. Ships never count: seat 1's ships at C beat nobody.
    let ships = "xlms/1s/xlms/0lms/- C1:1l,C2:1l,C3:1l llmmss/mmss 0 - -";
    assert_eq!(controller(ships, City::C), None);
    assert_eq!(controller(ships, City::NE), Some(Seat(1)));
}

// ---------------------------------------------------------------------------------------------
// Elimination

#[test]
fn a_seat_whose_home_city_holds_no_spire_piece_is_out() {
    // Three players; seat 0 launches the last piece of its home spire (legal: it may). The ship
    // it launched is docked at SW, but ships do not count as pieces in the city: it is
    // out at once: its ships leave (the new one too), its spire in NW turns dead and merges into
    // the dead spire, its pool is written `out`, and its last die is lost: seat 1 rolls.
    let s = "0l,xlms/2lms/xlms/0s/1lms SE3:0m llmmss/llmmss/llmmss 0 TB -";
    assert!(legal(s).contains(&"T:s>SW5".to_string()));
    let out = after(s, &["T:s>SW5"]);
    assert_eq!(out, "xllms/2lms/xlms/-/1lms - out/llmmss/llmmss 1 - -");
    let out = state(&out);
    assert!(out.is_out(Seat(0)));
    assert_eq!(out.seats_in().collect::<Vec<_>>(), [Seat(1), Seat(2)]);
    assert_eq!(out.winner(), None);
}

#[test]
fn a_zap_can_put_a_seat_out_and_the_last_seat_standing_wins() {
    // Seat 1's only home piece is a small in NE; seat 0's medium in NE1 zaps it. Seat 1 is out:
    // its ship leaves, its medium in SE joins the dead spire, and seat 0, alone, wins.
    let s = "xlms/1s/1m,xlms/0lms/xlms NE1:0m,C3:1l llmss/llmmss 0 Z -";
    assert_eq!(legal(s), strings(&["Z:NE.1s", "end"]));
    let won = after(s, &["Z:NE.1s"]);
    assert_eq!(won, "xlms/-/xlmms/0lms/xlms NE1:0m llmss/out 0 - w0");
    let won = state(&won);
    assert_eq!(won.winner(), Some(Seat(0)));
    assert!(won.legal_actions().is_empty());
    assert!(!won.needs_roll());
}

/// The mover that put itself out stays the seat to act of the finished game, so the reader must
/// accept an out seat as `turn` once there is a winner. (It once refused the text the engine
/// wrote.)
#[test]
fn a_seat_that_puts_itself_out_lets_the_last_other_seat_win() {
    // Two players: seat 0 launches its last home piece; seat 1 is left alone and wins. The state
    // keeps seat 0 as the seat that acted last, and its text reads back.
    let s = "xlms/1lms/xlms/0s/0l,xlms NE1:0m llmmss/llmmss 0 T -";
    let won = after(s, &["T:s>SW5"]);
    assert_eq!(won, "xlms/1lms/xlms/-/xllms - out/llmmss 0 - w1");
    assert_eq!(state(&won).winner(), Some(Seat(1)));
}

// ---------------------------------------------------------------------------------------------
// Winning

#[test]
fn the_mover_wins_by_controlling_three_cities() {
    // Seat 0 controls SW and C; landing its large in NW (against a dead medium) makes three.
    let s = "xm/1lms/xlms/0ms/0l,xs NW7:0l lmmss/llmmss 0 TB -";
    assert_eq!(state(s).cities_controlled(Seat(0)), 2);
    let won = after(s, &["T:NW7^"]);
    assert_eq!(won, "0l,xm/1lms/xlms/0ms/0l,xs - lmmss/llmmss 0 - w0");
    // The game is over: the B die is gone, nothing is legal, nothing is accepted.
    let mut won = state(&won);
    assert!(won.legal_actions().is_empty());
    assert!(won.play(action("B:b")).is_err());
    assert!(won.play(action("roll TBU")).is_err());
    assert!(won.play(action("end")).is_err());
}

#[test]
fn a_seat_other_than_the_mover_that_reaches_three_cities_wins() {
    // Seat 1 controls NE and SE and ties the dead medium in C. Seat 0 zaps the dead medium:
    // seat 1 now controls three cities and wins on seat 0's action. (Two seats can never both
    // control three of the five cities, so "the first in turn order" never has two to choose
    // from.)
    let s = "xlms/1ms/1l,xs/0lms/1m,xm C1:0l lmmss/llmss 0 Z -";
    assert_eq!(legal(s), strings(&["Z:C.1m", "Z:C.xm", "end"]));
    assert_eq!(
        after(s, &["Z:C.xm"]),
        "xlms/1ms/1l,xs/0lms/1m C1:0l lmmss/llmss 0 - w1"
    );
    // Zapping seat 1's medium instead leaves it two cities: play goes on.
    assert_eq!(
        after(s, &["Z:C.1m"]),
        "xlms/1ms/1l,xs/0lms/xm C1:0l lmmss/llmmss 1 - -"
    );
}

#[test]
fn a_mover_that_puts_itself_out_cannot_win() {
    // Three players. Seat 0 controls NW, SE and its home SW. Launching its last home piece puts
    // it out: its spires turn dead, so it controls nothing and does not win; two seats remain.
    let s = "0l,xs/2lms/0l,xs/0s/1lms - lmmss/llmmss/llmmss 0 TB -";
    assert_eq!(state(s).cities_controlled(Seat(0)), 3);
    let out = after(s, &["T:s>SW5"]);
    assert_eq!(out, "xls/2lms/xls/-/1lms - out/llmmss/llmmss 1 - -");
}

// ---------------------------------------------------------------------------------------------
// Turns

#[test]
fn the_turn_passes_when_every_die_is_used() {
    let mut st = state(START2);
    st.play(action("roll TBU")).unwrap();
    let text = st.to_string();
    // Two dice used: seat 0 still acts, with U left.
    let two = after(&text, &["T:s>SW5", "B:b"]);
    assert_eq!(two, "xlms/1lms/xlms/0lms/xlms SW5:0s llmms/llmmss 0 U -");
    // The third: seat 1 rolls.
    let three = after(&text, &["T:s>SW5", "B:b", "U:SW5+"]);
    assert_eq!(three, "xlms/1lms/xlms/0lms/xlms SW5:0m llmss/llmmss 1 - -");
}

#[test]
fn end_passes_the_turn_with_dice_left() {
    let s = "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBW -";
    assert_eq!(
        after(s, &["end"]),
        "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 1 - -"
    );
    // Not before the roll.
    let reason = refused(START2, "end");
    assert!(reason.contains("roll"), "{reason}");
}

#[test]
fn a_roll_with_nothing_to_do_passes_at_once() {
    // Seat 0: every piece in its home spire, both home ports taken by seat 1, an empty pool and
    // no ship: no die has any use.
    let s = "xlms/1lllmmms/xlms/0lllmmmsss/xlms SW5:1s,SW6:1s -/- 0 - -";
    assert!(legal(s).is_empty(), "waiting for a roll lists nothing");
    let mut st = state(s);
    st.play(action("roll TBU")).unwrap();
    assert_eq!(
        st.to_string(),
        "xlms/1lllmmms/xlms/0lllmmmsss/xlms SW5:1s,SW6:1s -/- 1 - -"
    );
    // Seat 1 can act after its roll.
    st.play(action("roll MMM")).unwrap();
    assert_eq!(st.dice().unwrap().to_string(), "MWWW");
    assert!(!st.legal_actions().is_empty());
}

#[test]
fn turns_skip_seats_that_are_out() {
    // Three players, seat 1 out.
    let s = "xlms/2lms/xlms/0lms/xlms - llmmss/out/llmmss 0 B -";
    let next = after(s, &["end"]);
    assert_eq!(next, "xlms/2lms/xlms/0lms/xlms - llmmss/out/llmmss 2 - -");
    let mut st = state(&next);
    st.play(action("roll BZZ")).unwrap();
    assert_eq!(st.to_act(), Seat(2));
    st.play(action("end")).unwrap();
    assert_eq!(st.to_act(), Seat(0));
    // Four players, seats 1 and 2 out: 0, 3, 0.
    let four = "xlms/xlms/3lms/0lms/xlms - llmmss/out/out/llmmss 0 B -";
    assert_eq!(
        after(four, &["B:b"]),
        "xlms/xlms/3lms/0lmss/xlms - llmms/out/out/llmmss 3 - -"
    );
}

#[test]
fn rolling_twice_or_acting_before_the_roll_is_refused() {
    refused(
        "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBW -",
        "roll TBU",
    );
    refused(START2, "B:b");
    // Every roll is accepted when one is due.
    for (roll, _) in Roll::distinct() {
        let mut s = state(START2);
        s.play(Action::Roll(roll)).unwrap();
        assert_eq!(s.to_act(), Seat(0));
    }
}

// ---------------------------------------------------------------------------------------------
// The legal list

#[test]
fn legal_actions_are_one_sorted_list_with_end_whenever_anything_else_is() {
    for text in [
        "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBW -",
        BUMP,
        "xlms/1ls/xlms/0ms/1m,xlms C1:0l llmmss/llmmss 0 ZWWW -",
        "1lms/2lms/3lms/0lms/xlms - llmmss/llmmss/llmmss/llmmss 0 TBU -",
        "xlms/2lms/xlms/0lms/1lms C5:0s llmms/llmmss/llmmss 0 MZ -",
    ] {
        let list = legal(text);
        assert!(list.len() > 1, "{text}");
        let mut sorted = list.clone();
        sorted.sort_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
        sorted.dedup();
        assert_eq!(list, sorted, "{text}: sorted by byte value, no repeats");
        assert!(list.contains(&"end".to_string()), "{text}");
        // Every action listed is accepted; the unsorted list has the same actions.
        let s = state(text);
        for a in s.legal_actions() {
            let mut t = s.clone();
            t.play(a).unwrap_or_else(|e| panic!("{text}: {e}"));
        }
        let mut unsorted = Vec::new();
        s.legal_actions_unsorted(&mut unsorted);
        let mut unsorted: Vec<String> = unsorted.iter().map(|a| a.to_string()).collect();
        unsorted.sort();
        assert_eq!(unsorted, list);
    }
    // A W die lists the same performances once per face: W and the face both appear.
    let tbw = legal("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBW -");
    assert!(tbw.contains(&"T:l>SW5".to_string()) && tbw.contains(&"W:l>SW5".to_string()));
    assert!(tbw.contains(&"B:b".to_string()) && tbw.contains(&"W:b".to_string()));
    assert!(!tbw.contains(&"T:b".to_string()));
    // Waiting for a roll: nothing listed.
    assert!(legal(START3).is_empty());
}

// ---------------------------------------------------------------------------------------------
// The state text reader

fn refused_text(text: &str) -> StateField {
    match State::from_text(text, Options::default()) {
        Ok(s) => panic!("{text} should be refused, read {s}"),
        Err(e) => {
            assert!(!e.reason.is_empty());
            e.field
        }
    }
}

#[test]
fn the_state_text_reader_names_the_field_at_fault() {
    use StateField::*;
    let cases: &[(&str, StateField)] = &[
        ("", Line),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 -", Line),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - - -", Line),
        ("xlms/1lms/xlms/0lms/xlms  - llmmss/llmmss 0 - -", Line),
        // Spires.
        ("xlms/1lms/xlms/0lms - llmmss/llmmss 0 - -", Spires),
        ("xlms/1lms/xlms/0sml/xlms - llmmss/llmmss 0 - -", Spires),
        ("xlms/1lms/xlms/0lms/2s,xlms - llmmss/llmmss 0 - -", Spires),
        ("xlms/1lms/xlms/0lms/xlms,0s - lmmss/llmmss 0 - -", Spires),
        ("xlms/1lms/xlms/0lms/0s,0m,xlms - lmss/llmmss 0 - -", Spires),
        ("xlms/1lms/xlms/0lms/x - llmmss/llmmss 0 - -", Spires),
        ("xlms/1lms/xlms/0lms/ylms - llmmss/llmmss 0 - -", Spires),
        ("xlms/1lms/xlms/-/0lms,xlms - llmmss/llmmss 0 - -", Spires),
        // Ships.
        ("xlms/1lms/xlms/0lms/xlms SW9:0s llmms/llmmss 0 - -", Ships),
        ("xlms/1lms/xlms/0lms/xlms SW5:0q llmms/llmmss 0 - -", Ships),
        ("xlms/1lms/xlms/0lms/xlms SW5:2s llmms/llmmss 0 - -", Ships),
        (
            "xlms/1lms/xlms/0lms/xlms SW5:0s,SW5:1s llmms/llmms 0 - -",
            Ships,
        ),
        (
            "xlms/1lms/xlms/0lms/xlms C1:0s,SW5:1s llmms/llmms 0 - -",
            Ships,
        ),
        ("xlms/1lms/xlms/0lms/xlms SW5 llmms/llmmss 0 - -", Ships),
        ("xlms/1lms/xlms/0lms/xlms SW5:0ss llmms/llmmss 0 - -", Ships),
        // Pools.
        ("xlms/1lms/xlms/0lms/xlms - llmmss 0 - -", Pools),
        (
            "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss/llmmss/llmmss/llmmss 0 - -",
            Pools,
        ),
        ("xlms/1lms/xlms/0lms/xlms - ssmmll/llmmss 0 - -", Pools),
        ("xlms/1lms/xlms/0lms/xlms - lllmmss/llmmss 0 - -", Pools),
        ("xlms/1lms/xlms/0lms/xlms SW5:0s llmmss/llmmss 0 - -", Pools),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/q 0 - -", Pools),
        // Turn.
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 2 - -", Turn),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss x - -", Turn),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 01 - -", Turn),
        ("xlms/2lms/xlms/0lms/xlms - llmmss/out/llmmss 1 - -", Turn),
        // Dice.
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TT -", Dice),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TTW -", Dice),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBUM -", Dice),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 WT -", Dice),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 WWWWW -", Dice),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBX -", Dice),
        // Result.
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - w2", Result),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - w", Result),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - x", Result),
        ("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TB w1", Result),
        (
            "xlms/2lms/xlms/0lms/xlms - llmmss/out/llmmss 0 - w1",
            Result,
        ),
    ];
    for &(text, field) in cases {
        assert_eq!(refused_text(text), field, "{text}");
    }
    // A seat that is out holds nothing.
    assert!(State::from_text(
        "xlms/2lms/xlms/0lms/1s,xlms - llmmss/out/llmmss 0 - -",
        Options::default()
    )
    .is_err());
    // What some roll could give is accepted: a lone W, three W, the bonus.
    for dice in ["W", "WWW", "TWWW", "TBW", "ZW", "TBM"] {
        let text = format!("xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 {dice} -");
        assert_eq!(state(&text).to_string(), text);
    }
}

#[test]
fn the_state_text_reader_accepts_every_player_count_and_out_seats() {
    for text in [
        START2,
        START3,
        START4,
        "xllms/2lms/xlms/-/1lms - out/llmmss/llmmss 1 - -",
        "xlms/1lms/xlms/0lms/xlms - -/llmmss 1 UW -",
        "0l,xm/1lms/xlms/0ms/0l,xs - lmmss/llmmss 0 - w0",
    ] {
        assert_eq!(state(text).to_string(), text);
    }
    assert_eq!(state(START3).players(), 3);
    assert_eq!(state(START4).home(Seat(3)), City::SE);
}

/// A city can hold ten dead pieces of a size, which the reader once refused (it allowed nine).
#[test]
fn dead_pieces_of_three_eliminated_seats_fit_in_one_city() {
    // Four players: seats 1, 2 and 3 each landed their three larges in C and were then put out,
    // their spires turning dead; with C's own dead large that makes ten dead larges. Seat 0,
    // alone, won. The state text must read back.
    let text = format!(
        "-/-/-/0lmmmsss/x{}ms - ll/out/out/out 0 - w0",
        "l".repeat(10)
    );
    let s = state(&text);
    assert_eq!(s.to_string(), text);
    assert_eq!(s.spire(City::C, Owner::Dead), [1, 1, 10]);
}

// ---------------------------------------------------------------------------------------------
// Action text

#[test]
fn action_texts_read_and_write_back() {
    for text in [
        "roll TTB",
        "roll WWW",
        "end",
        "T:l>NE1",
        "T:s>C8",
        "T:NW7^",
        "B:b",
        "W:b",
        "U:SE4+",
        "M:NE1-C1",
        "M:NE1-C1/C3",
        "M:C5-SW5/C5",
        "Z:C.2m",
        "Z:SW.xl",
        "Z:NW.3s",
        "Z:SE3-SE4",
    ] {
        assert_eq!(action(text).to_string(), text);
    }
    // Spaces around are ignored, the faces of a roll in any order.
    assert_eq!(action("  end ").to_string(), "end");
    assert_eq!(action("roll BTT").to_string(), "roll BTT");
    // The dice face is what is written first.
    assert!(matches!(action("Z:b"), Action::Use(Face::Z, _)));
    for bad in [
        "",
        "roll",
        "roll TT",
        "roll TTBB",
        "roll TTX",
        "rollTTB",
        "X:b",
        "T:",
        ":b",
        "TB:b",
        "T:q>NE1",
        "T:ll>NE1",
        "T:l>",
        "T:>NE1",
        "M:NE1-NE9",
        "M:NE1-",
        "M:NE1-C1/",
        "M:-C1",
        "Z:C.5m",
        "Z:C.2",
        "Z:C.2mm",
        "Z:Q.2m",
        "Z:.2m",
        "b",
        "B:bb",
        "U:NE1",
        "NE1^",
        "T:NE3^",
        "T:C0^",
        "T:C9^",
        "M:NE1+C1",
        "end now",
    ] {
        assert!(bad.parse::<Action>().is_err(), "{bad:?} should be refused");
    }
}

#[test]
fn port_names_follow_the_board() {
    let names: Vec<String> = (0..16)
        .map(|i| BOARD.port_name(sandships::Port(i)).to_string())
        .collect();
    assert_eq!(
        names.join(" "),
        "NW7 NW8 NE1 NE2 SE3 SE4 SW5 SW6 C1 C2 C3 C4 C5 C6 C7 C8"
    );
    // Each zone touches the centre and one corner: NE1 reaches NE2 and C1 only.
    let p = |n: &str| BOARD.port(n).unwrap();
    let reach = |from: &str| -> Vec<String> {
        (0..16)
            .map(sandships::Port)
            .filter(|&to| BOARD.reaches(p(from), to))
            .map(|to| BOARD.port_name(to).to_string())
            .collect()
    };
    assert_eq!(reach("NE1"), ["NE2", "C1"]);
    assert_eq!(reach("NW8"), ["NW7", "C8"]);
    assert_eq!(reach("SE4"), ["SE3", "C4"]);
    assert_eq!(
        reach("C6"),
        ["SW6", "C1", "C2", "C3", "C4", "C5", "C7", "C8"]
    );
}

// ---------------------------------------------------------------------------------------------
// Records

fn played(start: &str, actions: &[&str]) -> Game {
    let mut g = Game::new(state(start));
    for a in actions {
        g.play(action(a)).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
    g
}

#[test]
fn a_record_is_written_and_read_back() {
    let g = played(
        START2,
        &[
            "roll TBU", "T:s>SW5", "B:b", "U:SW5+", "roll MMZ", "M:b", "end", "roll WWW",
            "W:m>SW6", "W:SW5-C5", "end",
        ],
    );
    let record = g.record();
    assert!(
        record.starts_with("[Game \"sandships\"]\n[Players \"2\"]\n\n"),
        "{record}"
    );
    assert!(
        record.contains("1. roll TBU T:s>SW5 B:b U:SW5+ 2. roll MMZ"),
        "{record}"
    );
    assert!(
        !record.contains("[Setup"),
        "the standard start needs no Setup tag"
    );
    let back = Game::from_record(&record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    assert_eq!(back, g);
    assert_eq!(back.current(), g.current());
    assert_eq!(back.turns(), 3);
    // Turn numbers are optional and comments are ignored.
    let bare = "roll TBU {a comment} T:s>SW5 B:b U:SW5+ roll MMZ M:b end roll WWW W:m>SW6 \
                W:SW5-C5 end";
    assert_eq!(Game::from_record(bare).unwrap().current(), g.current());
}

#[test]
fn a_record_carries_its_options_and_setup() {
    let g = played(
        "xlms/1ls/xlms/0ms/1m,xlms C1:0l llmmss/llmmss 0 - -",
        &["roll ZTB", "Z:C.1m"],
    );
    let mut g2 = Game::new(state_with(
        "xlms/1ls/xlms/0ms/1m,xlms C1:0l llmmss/llmmss 0 - -",
        ZAP_REMOVES,
    ));
    g2.play(action("roll ZTB")).unwrap();
    g2.play(action("Z:C.1m")).unwrap();
    let record = g2.record();
    assert!(record.contains("[Options \"zap-removes\"]"), "{record}");
    assert!(
        record.contains("[Setup \"xlms/1ls/xlms/0ms/1m,xlms C1:0l llmmss/llmmss 0 - -\"]"),
        "{record}"
    );
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back, g2);
    assert_eq!(back.current().options(), ZAP_REMOVES);
    // The options decide where the zapped medium went.
    assert_eq!(g.current().pool(Seat(1)), [2, 3, 2]);
    assert_eq!(back.current().pool(Seat(1)), [2, 2, 2]);
}

/// The `Result` tag is written from the outcome, so reading it back must not make a different
/// game. (Games once compared it as a kept tag, so a finished game did not read back equal.)
#[test]
fn a_finished_game_writes_its_result_and_reads_back_the_same() {
    let g = played(
        "xm/1lms/xlms/0ms/0l,xs NW7:0l lmmss/llmmss 0 - -",
        &["roll TBU", "T:NW7^"],
    );
    assert_eq!(g.current().winner(), Some(Seat(0)));
    let record = g.record();
    assert!(record.contains("[Result \"seat 0 wins\"]"), "{record}");
    let back = Game::from_record(&record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    assert_eq!(back, g);
    // Free tags are kept.
    let mut tagged = g.clone();
    tagged
        .tags
        .push(looney_pyramids::Tag::new("Seat0", "Ann \"the\" \\ pilot"));
    let back = Game::from_record(&tagged.record()).unwrap();
    assert_eq!(back, tagged);
}

#[test]
fn the_first_bad_token_is_named_with_its_turn() {
    let good = "1. roll TBU T:s>SW5 B:b U:SW5+ 2. roll TBU T:l>NE1 end 3. roll MMM";
    assert!(Game::from_record(good).is_ok());
    // A move seat 0 cannot make, in turn 3.
    let e = Game::from_record(&format!("{good} M:NE1-C1 B:b")).unwrap_err();
    assert_eq!((e.token.as_str(), e.turn), ("M:NE1-C1", Some(3)), "{e}");
    // Text that is no action, in turn 2.
    let e = Game::from_record("1. roll TBU T:s>SW5 B:b U:SW5+ 2. roll TBU X:zz end").unwrap_err();
    assert_eq!((e.token.as_str(), e.turn), ("X:zz", Some(2)), "{e}");
    // A roll that is not three faces.
    let e = Game::from_record("1. roll TB").unwrap_err();
    assert_eq!((e.token.as_str(), e.turn), ("TB", Some(1)), "{e}");
    // An action before any roll: no turn yet.
    let e = Game::from_record("B:b").unwrap_err();
    assert_eq!((e.token.as_str(), e.turn), ("B:b", None), "{e}");
    // A second roll inside a turn.
    let e = Game::from_record("1. roll TBU roll TBU").unwrap_err();
    assert_eq!((e.token.as_str(), e.turn), ("roll TBU", Some(2)), "{e}");
    // Bad tags.
    for bad in [
        "[Game \"martian-chess\"]\n\n1. roll TBU",
        "[Players \"5\"]\n\n1. roll TBU",
        "[Options \"faster\"]\n\n1. roll TBU",
        "[Setup \"xlms\"]\n\n1. roll TBU",
        "[Players \"3\"]\n[Setup \"xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -\"]\n",
        "1. roll TBU {open comment",
        "1. roll TBU [Date \"late\"]",
        "1. roll",
    ] {
        assert!(Game::from_record(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_refused_action_changes_nothing_in_a_game() {
    let mut g = played(START2, &["roll TBU", "T:s>SW5"]);
    let before = g.clone();
    assert!(g.play(action("Z:C.xs")).is_err());
    assert!(g.play(action("roll TBU")).is_err());
    assert_eq!(g, before);
    assert_eq!(g.undo(), Some(action("T:s>SW5")));
    assert_eq!(
        g.current().to_string(),
        "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 TBU -"
    );
}
