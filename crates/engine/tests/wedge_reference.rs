//! An independent reference for the wedge boards (three, five and six zones): a naive,
//! array-based move generator written straight from RULES.md's "Wedge boards" section, sharing
//! nothing with the engine but the position text format (which it reads and writes itself).
//! It walks lines one step at a time through the gluing rule, where the engine precomputes
//! bitboard rays. On random games and random positions its legal moves, the positions they lead
//! to, and its ends and results must equal the engine's; it recomputes the wedge perft tables.

use martian_engine::{EndReason, Move, MoveKind, Position, RuleOptions, Seat, Square};

const EMPTY: u8 = 0;
const PAWN: u8 = 1;
const DRONE: u8 = 2;
const QUEEN: u8 = 3;

/// A square as (zone, file, rank), file and rank from 0 in the zone's own frame.
type Sq = (usize, i32, i32);

/// A move as (from, to, sign) with the sign `-`, `x` or `+`.
type RMove = (Sq, Sq, char);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Rules {
    promotions: bool,
    queens_guard: bool,
    teams: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    EmptyZone,
    Clock,
    NoMoves,
}

/// `cells[zone][rank][file]` holds the piece's value (0 = empty).
#[derive(Clone, PartialEq, Eq, Debug)]
struct Board {
    zones: usize,
    cells: Vec<[[u8; 4]; 4]>,
    turn: usize,
    last: Option<(Sq, Sq)>,
    clock: Option<u32>,
    scores: Vec<u32>,
    rules: Rules,
}

fn name((z, f, r): Sq) -> String {
    format!("{z}{}{}", (b'a' + f as u8) as char, r + 1)
}

fn parse_sq(s: &str) -> Sq {
    let b = s.as_bytes();
    (
        (b[0] - b'0') as usize,
        (b[1] - b'a') as i32,
        (b[2] - b'1') as i32,
    )
}

impl Board {
    /// Reads wedge position text (only well-formed text; this is a test helper).
    fn from_text(text: &str, rules: Rules) -> Board {
        let fields: Vec<&str> = text.split(' ').collect();
        assert_eq!(fields.len(), 5, "{text}");
        let mut cells = Vec::new();
        for zone_text in fields[0].split('|') {
            let mut zone = [[EMPTY; 4]; 4];
            let ranks: Vec<&str> = zone_text.split('/').collect();
            assert_eq!(ranks.len(), 4, "{text}");
            for (row, rank_text) in ranks.iter().enumerate() {
                let mut file = 0;
                for c in rank_text.chars() {
                    match c {
                        'p' | 'd' | 'q' => {
                            zone[3 - row][file] = " pdq".find(c).unwrap() as u8;
                            file += 1;
                        }
                        '1'..='4' => file += c.to_digit(10).unwrap() as usize,
                        _ => panic!("bad placement {text}"),
                    }
                }
                assert_eq!(file, 4, "{text}");
            }
            cells.push(zone);
        }
        let zones = cells.len();
        let last = match fields[2] {
            "-" => None,
            t => Some((parse_sq(&t[0..3]), parse_sq(&t[4..7]))),
        };
        let clock = match fields[3] {
            "-" => None,
            t => Some(t.parse().unwrap()),
        };
        let scores: Vec<u32> = fields[4].split(',').map(|s| s.parse().unwrap()).collect();
        assert_eq!(scores.len(), zones, "{text}");
        Board {
            zones,
            cells,
            turn: fields[1].parse().unwrap(),
            last,
            clock,
            scores,
            rules,
        }
    }

    /// Writes position text.
    fn text(&self) -> String {
        let zones: Vec<String> = self
            .cells
            .iter()
            .map(|zone| {
                let ranks: Vec<String> = (0..4)
                    .rev()
                    .map(|rank| {
                        let mut out = String::new();
                        let mut empty = 0;
                        for v in zone[rank] {
                            if v == EMPTY {
                                empty += 1;
                                continue;
                            }
                            if empty > 0 {
                                out.push_str(&empty.to_string());
                                empty = 0;
                            }
                            out.push(" pdq".as_bytes()[v as usize] as char);
                        }
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                        }
                        out
                    })
                    .collect();
                ranks.join("/")
            })
            .collect();
        let last = self
            .last
            .map_or("-".to_string(), |(a, b)| format!("{}-{}", name(a), name(b)));
        let clock = self.clock.map_or("-".to_string(), |c| c.to_string());
        let scores: Vec<String> = self.scores.iter().map(|s| s.to_string()).collect();
        format!(
            "{} {} {last} {clock} {}",
            zones.join("|"),
            self.turn,
            scores.join(",")
        )
    }

    fn at(&self, (z, f, r): Sq) -> u8 {
        self.cells[z][r as usize][f as usize]
    }

    fn set(&mut self, (z, f, r): Sq, v: u8) {
        self.cells[z][r as usize][f as usize] = v;
    }

    fn squares(&self) -> Vec<Sq> {
        let mut v = Vec::new();
        for z in 0..self.zones {
            for r in 0..4 {
                for f in 0..4 {
                    v.push((z, f, r));
                }
            }
        }
        v
    }

    /// One step from `sq` in direction `dir` (in the zone's frame): the square reached and the
    /// direction in its frame, or `None` off the rim or into the centre.
    ///
    /// "A zone's west edge (left of file a) and south edge (below rank 1) are the board's rim.
    /// Its north edge (above rank 4) is glued to the east edge of the next zone (k+1): leaving
    /// zone k north of file f enters zone k+1 at file d, on the rank with the same index as f,
    /// moving towards file a. Its east edge is glued to the previous zone's (k-1) north edge
    /// the same way. Direction (dx, dy) leaving north becomes (-dy, dx) in the next zone's
    /// frame, and leaving east becomes (dy, -dx) in the previous zone's frame. Only a diagonal
    /// step from a d4 towards the centre passes through it; with three, five or six zones no
    /// line passes through the centre."
    fn step(&self, (z, f, r): Sq, (dx, dy): (i32, i32)) -> Option<(Sq, (i32, i32))> {
        let (nf, nr) = (f + dx, r + dy);
        let west_or_south = nf < 0 || nr < 0;
        let north = nr > 3;
        let east = nf > 3;
        if west_or_south || (north && east) {
            return None;
        }
        if north {
            let next = (z + 1) % self.zones;
            return Some(((next, 3, nf), (-dy, dx)));
        }
        if east {
            let prev = (z + self.zones - 1) % self.zones;
            return Some(((prev, nr, 3), (dy, -dx)));
        }
        Some(((z, nf, nr), (dx, dy)))
    }

    fn zone_has(&self, zone: usize, piece: u8) -> bool {
        self.cells[zone].iter().flatten().any(|v| *v == piece)
    }

    fn zone_empty(&self, zone: usize) -> bool {
        self.cells[zone].iter().flatten().all(|v| *v == EMPTY)
    }

    fn board_end(&self) -> Option<End> {
        if (0..self.zones).any(|z| self.zone_empty(z)) {
            Some(End::EmptyZone)
        } else if self.clock == Some(7) {
            Some(End::Clock)
        } else {
            None
        }
    }

    fn end(&self) -> Option<End> {
        self.board_end().or_else(|| {
            if self.legal_moves().is_empty() {
                Some(End::NoMoves)
            } else {
                None
            }
        })
    }

    /// The squares a piece reaches along its pattern, including the first occupied square on
    /// each line. A line that crosses an edge goes on in the new zone's frame.
    fn reach(&self, from: Sq) -> Vec<Sq> {
        const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let (dirs, max): (Vec<(i32, i32)>, usize) = match self.at(from) {
            PAWN => (DIAGONAL.to_vec(), 1),
            DRONE => (ORTHOGONAL.to_vec(), 2),
            _ => (
                DIAGONAL.iter().chain(ORTHOGONAL.iter()).copied().collect(),
                99,
            ),
        };
        let mut out = Vec::new();
        for dir in dirs {
            let (mut sq, mut d) = (from, dir);
            for _ in 0..max {
                let Some((next, nd)) = self.step(sq, d) else {
                    break;
                };
                out.push(next);
                if self.at(next) != EMPTY {
                    break;
                }
                (sq, d) = (next, nd);
            }
        }
        // Around the centre of three zones two lines can meet again (a queen on 0a4 reaches
        // 2d1 eastwards along its rank and north-eastwards through zone 1): one square, one
        // move.
        out.sort();
        out.dedup();
        out
    }

    /// Queen's guard: "its eight neighbours are those of the guarded piece's own zone".
    fn guarded(&self, (z, f, r): Sq) -> bool {
        for df in -1..=1 {
            for dr in -1..=1 {
                let (nf, nr) = (f + df, r + dr);
                if (df, dr) != (0, 0)
                    && (0..4).contains(&nf)
                    && (0..4).contains(&nr)
                    && self.at((z, nf, nr)) == QUEEN
                {
                    return true;
                }
            }
        }
        false
    }

    /// "Everything else is the four-player game: no 'no rejection' rule, field promotion..."
    fn legal_moves(&self) -> Vec<RMove> {
        let mut out = Vec::new();
        if self.board_end().is_some() {
            return out;
        }
        let me = self.turn;
        let no_queen = !self.zone_has(me, QUEEN);
        let no_drone = !self.zone_has(me, DRONE);
        for from in self.squares() {
            let piece = self.at(from);
            if piece == EMPTY || from.0 != me {
                continue;
            }
            for to in self.reach(from) {
                let target = self.at(to);
                if target == EMPTY {
                    out.push((from, to, '-'));
                } else if to.0 != me {
                    if !(self.rules.queens_guard && self.guarded(to)) {
                        out.push((from, to, 'x'));
                    }
                } else if self.rules.promotions {
                    let queen = no_queen
                        && ((piece == DRONE && target == PAWN)
                            || (piece == PAWN && target == DRONE));
                    let drone = no_drone && piece == PAWN && target == PAWN;
                    if queen || drone {
                        out.push((from, to, '+'));
                    }
                }
            }
        }
        out
    }

    fn play(&mut self, (from, to, sign): RMove, calls_clock: bool) {
        let piece = self.at(from);
        let target = self.at(to);
        let landing = match sign {
            '+' if piece == target => DRONE,
            '+' => QUEEN,
            _ => piece,
        };
        if sign == 'x' {
            self.scores[self.turn] += target as u32;
        }
        self.set(from, EMPTY);
        self.set(to, landing);
        self.clock = match self.clock {
            None if calls_clock => Some(0),
            None => None,
            Some(_) if sign == 'x' => Some(0),
            Some(c) => Some(c + 1),
        };
        self.turn = (self.turn + 1) % self.zones;
        self.last = Some((from, to));
    }

    /// The winning seats, as a bit set. "With six seats, partners sit across the centre (k and
    /// k+3: three teams of two); three and five seats play each for themselves."
    fn winners(&self, end: End) -> u8 {
        let last_mover = (self.turn + self.zones - 1) % self.zones;
        let sides: Vec<(u32, u8)> = if self.zones == 6 && self.rules.teams {
            (0..3)
                .map(|k| (self.scores[k] + self.scores[k + 3], 1 << k | 1 << (k + 3)))
                .collect()
        } else {
            (0..self.zones).map(|s| (self.scores[s], 1 << s)).collect()
        };
        let top = sides.iter().map(|s| s.0).max().unwrap();
        let tied: Vec<&(u32, u8)> = sides.iter().filter(|s| s.0 == top).collect();
        if tied.len() > 1 && end == End::EmptyZone {
            if let Some(side) = tied.iter().find(|s| s.1 >> last_mover & 1 == 1) {
                return side.1;
            }
        }
        tied.iter().fold(0, |m, s| m | s.1)
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut n = 0;
        for m in self.legal_moves() {
            let mut child = self.clone();
            child.play(m, false);
            n += child.perft(depth - 1);
        }
        n
    }
}

// ---------------------------------------------------------------------------------------------
// Comparing with the engine

fn from_sq((z, f, r): Sq) -> Square {
    Square::wedge(z as u8, f as u8, r as u8).unwrap()
}

fn to_sq(s: Square) -> Sq {
    (
        s.wedge_zone().unwrap() as usize,
        s.file() as i32,
        s.rank() as i32,
    )
}

fn engine_move((from, to, sign): RMove) -> Move {
    Move {
        from: from_sq(from),
        to: from_sq(to),
        kind: match sign {
            '-' => MoveKind::Plain,
            'x' => MoveKind::Capture,
            _ => MoveKind::Promotion,
        },
        calls_clock: false,
    }
}

fn options_of(r: Rules) -> RuleOptions {
    RuleOptions {
        promotions: r.promotions,
        knights_and_kings: false,
        queens_guard: r.queens_guard,
        teams: r.teams,
    }
}

/// Every option combination for a board: teams only with six zones.
fn all_rules(zones: usize) -> Vec<Rules> {
    (0..8u8)
        .filter(|bits| bits & 4 == 0 || zones == 6)
        .map(|bits| Rules {
            promotions: bits & 1 == 0,
            queens_guard: bits & 2 != 0,
            teams: bits & 4 != 0,
        })
        .collect()
}

fn compare(b: &Board, p: &Position) {
    let text = b.text();
    assert_eq!(p.to_string(), text, "position text");
    let mut want = b.legal_moves();
    want.sort();
    let mut got: Vec<RMove> = p
        .legal_moves()
        .iter()
        .map(|m| (to_sq(m.from), to_sq(m.to), m.kind.sign()))
        .collect();
    got.sort();
    if want != got {
        let names = |a: &[RMove], b: &[RMove]| -> Vec<String> {
            a.iter()
                .filter(|m| !b.contains(m))
                .map(|m| engine_move(*m).to_string())
                .collect()
        };
        panic!(
            "{text} ({:?}): engine misses {:?}, engine adds {:?}",
            b.rules,
            names(&want, &got),
            names(&got, &want)
        );
    }
    let captures = p.captures().len();
    assert_eq!(captures, want.iter().filter(|m| m.2 == 'x').count());
    let end = b.end();
    let engine_end = p.end_reason().map(|e| match e {
        EndReason::EmptyZone => End::EmptyZone,
        EndReason::Clock => End::Clock,
        EndReason::NoMoves => End::NoMoves,
    });
    assert_eq!(engine_end, end, "end of {text}");
    if let Some(end) = end {
        assert_eq!(p.outcome().unwrap().winners.0, b.winners(end), "{text}");
    }
    for z in 0..b.zones {
        let material: u32 = b.cells[z].iter().flatten().map(|v| *v as u32).sum();
        assert_eq!(p.material(Seat(z as u8)), material, "material of {text}");
    }
}

/// A small deterministic random generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn start(zones: usize, first: usize) -> String {
    let placement = vec!["4/dpp1/qdp1/qqd1"; zones].join("|");
    let scores = vec!["0"; zones].join(",");
    format!("{placement} {first} - - {scores}")
}

#[test]
fn reference_agrees_with_the_engine_on_random_wedge_games() {
    let mut rng = Rng(0x5151_2727_9e37_79b9);
    let mut positions = 0;
    for zones in [3, 5, 6] {
        for rules in all_rules(zones) {
            for g in 0..6 {
                let text = start(zones, g % zones);
                let mut b = Board::from_text(&text, rules);
                let mut p = Position::from_text(&text, options_of(rules)).unwrap();
                for _ in 0..300 {
                    compare(&b, &p);
                    positions += 1;
                    let moves = b.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[rng.below(moves.len())];
                    let call = rng.below(25) == 0;
                    b.play(m, call);
                    p = p
                        .play(engine_move(m).with_clock(call))
                        .unwrap_or_else(|e| panic!("{e} in {}", e.given));
                }
            }
        }
    }
    assert!(positions > 3_000, "only {positions} positions compared");
}

#[test]
fn reference_agrees_with_the_engine_on_random_wedge_positions() {
    let mut rng = Rng(0x0bad_5eed_1234_5678);
    for i in 0..1500 {
        let zones = [3, 5, 6][i % 3];
        let density = 2 + rng.below(6);
        let mut b = Board::from_text(&start(zones, 0), all_rules(zones)[0]);
        for sq in b.squares() {
            let v = if rng.below(10) < density {
                1 + rng.below(3) as u8
            } else {
                EMPTY
            };
            b.set(sq, v);
        }
        b.turn = rng.below(zones);
        if rng.below(2) == 0 {
            let squares = b.squares();
            let from = squares[rng.below(squares.len())];
            let to = squares[rng.below(squares.len())];
            if from != to {
                b.last = Some((from, to));
            }
        }
        if rng.below(2) == 0 {
            b.clock = Some(rng.below(8) as u32);
        }
        for s in b.scores.iter_mut() {
            *s = rng.below(20) as u32;
        }
        let text = b.text();
        for rules in all_rules(zones) {
            let b = Board::from_text(&text, rules);
            let p = Position::from_text(&text, options_of(rules)).unwrap();
            compare(&b, &p);
            for sign in ['-', 'x', '+'] {
                let moves: Vec<RMove> = b
                    .legal_moves()
                    .into_iter()
                    .filter(|m| m.2 == sign)
                    .collect();
                if moves.is_empty() {
                    continue;
                }
                let m = moves[rng.below(moves.len())];
                let call = rng.below(2) == 0;
                let mut b2 = b.clone();
                b2.play(m, call);
                let p2 = p.play(engine_move(m).with_clock(call)).unwrap();
                compare(&b2, &p2);
            }
        }
    }
}

/// RULES.md: "Perft from the start: three zones 11, 122, 1,364; four, five and six zones 11,
/// 122, 1,353 (depths 1-3)." The wedge lines of `data/perft.txt` go deeper; the reference
/// recomputes every count of them up to this many nodes.
const REFERENCE_PERFT_BUDGET: u64 = 200_000;

#[test]
fn reference_perft_equals_rules_and_the_data_file() {
    for (zones, want) in [
        (3, [11, 122, 1364]),
        (5, [11, 122, 1353]),
        (6, [11, 122, 1353]),
    ] {
        let b = Board::from_text(&start(zones, 0), all_rules(zones)[0]);
        for (depth, n) in want.iter().enumerate() {
            assert_eq!(b.perft(depth as u32 + 1), *n, "{zones} zones");
        }
    }
    let mut checked = 0;
    for line in include_str!("data/perft.txt").lines() {
        if line.starts_with('#') || !line.contains('|') {
            continue;
        }
        let mut parts = line.rsplitn(3, '|').map(str::trim);
        let (counts, options, text) = (parts.next(), parts.next(), parts.next());
        let (Some(counts), Some(options), Some(text)) = (counts, options, text) else {
            panic!("{line}");
        };
        if !text.contains('|') {
            continue;
        }
        let rules = Rules {
            promotions: !options.contains("no-promotions"),
            queens_guard: options.contains("queens-guard"),
            teams: options.contains("teams"),
        };
        let b = Board::from_text(text, rules);
        assert_eq!(
            b.text(),
            text,
            "the table's text is written as writers write it"
        );
        for (i, want) in counts.split_whitespace().enumerate() {
            let want: u64 = want.parse().unwrap();
            if want <= REFERENCE_PERFT_BUDGET {
                assert_eq!(b.perft(i as u32 + 1), want, "{text} depth {}", i + 1);
                checked += 1;
            }
        }
        // And depth 2 under every other option combination.
        for rules in all_rules(b.zones) {
            let b = Board::from_text(text, rules);
            let p2 = Position::from_text(text, options_of(rules)).unwrap();
            assert_eq!(p2.perft(2), b.perft(2), "{text} {rules:?}");
        }
    }
    assert!(checked >= 12, "only {checked} wedge counts checked");
}
