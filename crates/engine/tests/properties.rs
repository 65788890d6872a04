//! Property tests over random games: a game is a list of random move indices (and now and then
//! a clock call) played from the two- or four-player start under random rule options.

use martian_engine::{
    Game, Move, MoveKind, MoveText, Position, Record, RuleOptions, Seat, Setup, Square, Variant,
};
use proptest::prelude::*;

/// One turn of a random game: which legal move (modulo their number) and whether to call the
/// clock (when the byte is small: about one turn in fifty).
type Turn = (u16, u8);

fn call(byte: u8) -> bool {
    byte < 5
}

fn options() -> impl Strategy<Value = RuleOptions> {
    (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
        |(no_promotions, knights_and_kings, queens_guard, teams)| RuleOptions {
            promotions: !no_promotions,
            knights_and_kings,
            queens_guard,
            teams,
        },
    )
}

/// Tags that do not change play (values are any printable ASCII, quotes and backslashes too).
const TAG_NAMES: [&str; 6] = ["Date", "Seat0", "Seat1", "Event", "Result", "Site_2"];

/// A random game: board, options (teams only where they mean something, "Of Knights and
/// Kings" never on a wedge board), first seat, a few tags and turns.
fn game_on(variants: &'static [Variant]) -> impl Strategy<Value = Game> {
    (
        0..variants.len(),
        options(),
        0u8..6,
        prop::collection::vec(any::<Turn>(), 0..160),
        prop::collection::vec((0usize..TAG_NAMES.len(), "[ -~]{0,16}"), 0..3),
    )
        .prop_map(move |(v, mut options, first, turns, tags)| {
            let variant = variants[v];
            options.teams &= variant.has_teams();
            options.knights_and_kings &= !variant.is_wedge();
            let mut g = Game::standard(variant, options, Seat(first % variant.seats()));
            for (name, value) in tags {
                assert!(g.set_tag(TAG_NAMES[name], &value));
            }
            for (index, byte) in turns {
                let moves = g.current().legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[index as usize % moves.len()].with_clock(call(byte));
                g.play(m).expect("a listed move is legal");
            }
            g
        })
}

/// Games on the square boards.
fn game() -> impl Strategy<Value = Game> {
    game_on(&[Variant::TwoPlayer, Variant::FourPlayer])
}

/// Games on the wedge boards.
fn wedge_game() -> impl Strategy<Value = Game> {
    game_on(&[
        Variant::ThreePlayer,
        Variant::FivePlayer,
        Variant::SixPlayer,
    ])
}

/// Every square name of the boards `g` is played on: the grid, or every wedge square.
fn squares_of(g: &Game) -> Vec<Square> {
    let range = if g.start().is_wedge() { 64..160 } else { 0..64 };
    range.filter_map(Square::from_index).collect()
}

const KINDS: [MoveKind; 3] = [MoveKind::Plain, MoveKind::Capture, MoveKind::Promotion];

/// Sum of piece values on the board plus every score.
fn points(p: &Position) -> u32 {
    let board: u32 = p.pieces().iter().map(|(_, r)| r.value() as u32).sum();
    let scores: u32 = p.scores().iter().map(|s| *s as u32).sum();
    board + scores
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        // Failures are printed; no regression files are written into the source tree.
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The same properties for the square boards and for the wedge boards.
macro_rules! properties {
    ($name:ident, $game:expr) => {
        mod $name {
            use super::*;

        proptest! {
            #![proptest_config(config(96))]

            #[test]
            fn listed_moves_are_legal_and_only_they(
                g in $game,
                triples in prop::collection::vec((0u8..160, 0u8..160, 0usize..3, any::<bool>()), 64),
            ) {
                for p in g.positions() {
                    let list = p.legal_moves();
                    for m in &list {
                        prop_assert!(!m.calls_clock);
                        prop_assert!(p.is_legal(*m), "{} listed but not legal in {}", m, p);
                        prop_assert!(p.is_legal(m.with_clock(true)), "{} with clock in {}", m, p);
                        prop_assert!(p.zone_of(m.from) == Some(p.turn()));
                    }
                    // No move is listed twice.
                    for (i, a) in list.iter().enumerate() {
                        prop_assert!(!list[i + 1..].contains(a), "{} twice in {}", a, p);
                    }
                    // Random (from, to, kind) triples, mostly of this board's names: legal exactly
                    // when listed.
                    let board = squares_of(&g);
                    for &(f, t, k, clock) in &triples {
                        let pick = |i: u8| if i < 128 { board[i as usize % board.len()].index() } else { i % 160 };
                        let (f, t) = (pick(f), pick(t));
                        let m = Move {
                            from: Square::from_index(f).unwrap(),
                            to: Square::from_index(t).unwrap(),
                            kind: KINDS[k],
                            calls_clock: clock,
                        };
                        let listed = list.contains(&m.with_clock(false));
                        prop_assert_eq!(p.is_legal(m), listed, "{} in {}", m, p);
                        if !listed {
                            prop_assert!(!p.why_illegal(m).is_empty());
                        }
                    }
                    // Captures are exactly the listed captures.
                    let caps: Vec<Move> = list.iter().copied().filter(|m| m.is_capture()).collect();
                    prop_assert_eq!(p.captures().to_vec(), caps);
                    // A finished position has no moves; a position without moves is finished.
                    prop_assert_eq!(list.is_empty(), p.is_over(), "{}", p);
                }
            }

            #[test]
            fn every_legal_triple_of_the_last_position_is_listed(g in $game) {
                // Exhaustive over all squares and kinds for the final position.
                let p = g.current();
                let list = p.legal_moves();
                let mut legal = 0;
                let squares = squares_of(&g);
                for from in squares.iter().copied() {
                    for to in squares.iter().copied() {
                        for kind in KINDS {
                            let m = Move { from, to, kind, calls_clock: false };
                            let is = p.is_legal(m);
                            prop_assert_eq!(is, list.contains(&m), "{} in {}", m, p);
                            legal += is as usize;
                        }
                    }
                }
                prop_assert_eq!(legal, list.len());
            }

            #[test]
            fn position_text_round_trips(g in $game) {
                for p in g.positions() {
                    let text = p.to_string();
                    let setup: Setup = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
                    prop_assert_eq!(setup.to_string(), text.clone());
                    prop_assert_eq!(&setup, &p.to_setup());
                    let again = Position::from_setup(setup, p.options())
                        .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
                    prop_assert_eq!(again, *p);
                    prop_assert_eq!(Position::from_text(&text, p.options()).unwrap(), *p);
                }
            }

            #[test]
            fn records_round_trip(g in $game) {
                let text = g.to_record();
                let again = Game::from_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
                prop_assert_eq!(&again, &g, "{}", text);
                prop_assert_eq!(again.positions(), g.positions());
                prop_assert_eq!(again.to_record(), text);
                // The record read for syntax alone has the same moves.
                let r = Record::parse(&g.to_record()).unwrap();
                let moves: Vec<MoveText> = g.moves().iter().map(|m| MoveText::from(*m)).collect();
                prop_assert_eq!(r.moves, moves);
            }

            #[test]
            fn points_are_conserved(g in $game) {
                // Each seat starts with 18 points of pieces.
                let total = 18 * g.start().seats() as u32;
                for p in g.positions() {
                    prop_assert_eq!(points(p), total, "{}", p);
                }
            }

            #[test]
            fn incremental_hash_equals_hash_from_scratch(g in $game) {
                for p in g.positions() {
                    prop_assert_eq!(p.hash(), p.hash_from_scratch(), "{}", p);
                    // Read back from text, the hash is the same.
                    let again = Position::from_text(&p.to_string(), p.options()).unwrap();
                    prop_assert_eq!(again.hash(), p.hash());
                }
            }

            #[test]
            fn play_and_play_unchecked_agree(g in $game) {
                for (i, m) in g.moves().iter().enumerate() {
                    let mut p = g.positions()[i];
                    p.play_unchecked(*m);
                    prop_assert_eq!(p, g.positions()[i + 1]);
                    // The move is recorded as the last move; the seat to move passes on.
                    prop_assert_eq!(p.last_move(), Some((m.from, m.to)));
                    prop_assert_eq!(p.turn(), g.positions()[i].turn().next(p.seats()));
                }
            }

            #[test]
            fn the_clock_once_called_never_goes_back_to_uncalled(g in $game) {
                let mut called = false;
                for (i, p) in g.positions().iter().enumerate() {
                    if called {
                        prop_assert!(p.clock().is_some());
                    }
                    if let Some(c) = p.clock() {
                        prop_assert!(c <= 7);
                        if !called && i > 0 {
                            // The call happened on the move that led here, and it did not count.
                            prop_assert!(g.moves()[i - 1].calls_clock);
                            prop_assert_eq!(c, 0);
                        }
                        called = true;
                    }
                }
            }
        }
        }
    };
}

properties!(square_boards, game());
properties!(wedge_boards, wedge_game());

// ---------------------------------------------------------------------------------------------
// No input panics a parser

fn parse_everything(text: &str) {
    let _ = text.parse::<Setup>().map(|s| {
        let _ = s.to_string();
        let _ = Position::from_setup(s, RuleOptions::default());
    });
    for options in [
        RuleOptions::default(),
        RuleOptions {
            promotions: false,
            knights_and_kings: true,
            queens_guard: true,
            teams: true,
        },
    ] {
        if let Ok(p) = Position::from_text(text, options) {
            let _ = p.legal_moves();
            let _ = p.outcome();
            let _ = p.to_string();
        }
    }
    if let Ok(m) = text.parse::<MoveText>() {
        let _ = m.to_string();
        for variant in Variant::ALL {
            let start = Position::start(variant, RuleOptions::default(), Seat(0));
            let _ = m.resolve(&start);
        }
    }
    let _ = Record::parse(text);
    if let Ok(g) = Game::from_record(text) {
        let _ = g.to_record();
    }
}

/// Texts a parser should handle, for mutation.
const SEEDS: [&str; 12] = [
    "4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1 0 - - 0,0,0",
    "4/d3/1q2/4|4/dpp1/qdp1/qqd1|4/4/4/p3|4/dpp1/qdp1/qqd1|1p2/4/4/4|q3/4/4/d3 5 0c3x1d4 3 1,2,3,4,5,6",
    "clock 0c3-1d4",
    "[Players \"3\"]\n\n1. 0c3-0d4 1c3-1d4 2c3-2d4\n",
    "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0",
    "qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 3 a1-h8 7 1,2,3,4",
    "4/2p1/1p2/4/4/4/1q2/4 0 c2xc5 2 5,5",
    "clock c2-c5",
    "b2+c3",
    "[Players \"2\"]\n[Seat0 \"A \\\"B\\\"\"]\n\n1. d3-d5 {note} a6-a4 2. clock d2-d3\n",
    "[Players \"4\"]\n[Teams \"yes\"]\n[Options \"queens-guard knights-and-kings\"]\n\n1. c3-d4 c6-d5 f6-e5 f3-e4\n",
    "[Setup \"4/2p1/1p2/4/4/4/1q2/4 0 - 2 5,5\"]\n[FirstSeat \"0\"]\n\n1. b2-b1 c7-d6\n",
];

/// Characters that mean something to the parsers, and a few that do not.
const ALPHABET: &[char] = &[
    'p', 'd', 'q', 'P', 'x', '+', '-', '/', ' ', ',', '0', '1', '4', '7', '8', '9', 'a', 'h', 'i',
    '[', ']', '"', '\\', '{', '}', '.', '\n', '\t', 'é', '€', '\u{0}', 'c', 'l', 'o', 'k', '|',
    '3', '5', '6',
];

fn mutate(seed: &str, edits: &[(u16, u8, u8)]) -> String {
    let mut chars: Vec<char> = seed.chars().collect();
    for &(pos, op, c) in edits {
        let c = ALPHABET[c as usize % ALPHABET.len()];
        let i = pos as usize % (chars.len() + 1);
        match op % 4 {
            0 => chars.insert(i, c),
            1 if i < chars.len() => {
                chars.remove(i);
            }
            2 if i < chars.len() => chars[i] = c,
            _ => {
                // Duplicate a stretch.
                let end = (i + c as usize % 7).min(chars.len());
                let part: Vec<char> = chars[i..end].to_vec();
                for (k, ch) in part.into_iter().enumerate() {
                    chars.insert(end + k, ch);
                }
            }
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn no_string_panics_a_parser(text in ".{0,80}") {
        parse_everything(&text);
    }

    #[test]
    fn no_mutated_text_panics_a_parser(
        seed in 0usize..SEEDS.len(),
        edits in prop::collection::vec((any::<u16>(), any::<u8>(), any::<u8>()), 1..6),
    ) {
        parse_everything(&mutate(SEEDS[seed], &edits));
    }
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn no_mutated_record_panics_a_parser(
        g in game(),
        edits in prop::collection::vec((any::<u16>(), any::<u8>(), any::<u8>()), 1..4),
    ) {
        let text = g.to_record();
        parse_everything(&mutate(&text, &edits));
        parse_everything(&mutate(&g.current().to_string(), &edits));
    }
}
