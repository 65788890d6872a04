//! An independent reference for the rules: a deliberately naive, slow, array-based move
//! generator written straight from RULES.md, sharing nothing with the engine but the position
//! text format (which it reads and writes itself). On many random games and random positions,
//! under every combination of rule options, its legal moves (from, to, kind), the positions its
//! moves lead to, and its ends and results must equal the engine's. It also recomputes the perft
//! tables of `data/perft.txt`.

use martian_engine::{EndReason, Move, MoveKind, Position, RuleOptions, Seat, Square};

// ---------------------------------------------------------------------------------------------
// The reference rules

const EMPTY: u8 = 0;
const PAWN: u8 = 1;
const DRONE: u8 = 2;
const QUEEN: u8 = 3;

/// A square as (file, rank), both from 0.
type Sq = (i32, i32);

/// A move as (from, to, sign) with the sign `-`, `x` or `+`.
type RMove = (Sq, Sq, char);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Rules {
    promotions: bool,
    knights_and_kings: bool,
    queens_guard: bool,
    teams: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    EmptyZone,
    Clock,
    NoMoves,
}

/// The board as a plain array: `cells[rank][file]` holds the piece's value (0 = empty).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Board {
    files: i32,
    seats: usize,
    cells: [[u8; 8]; 8],
    turn: usize,
    last: Option<(Sq, Sq)>,
    clock: Option<u32>,
    scores: [u32; 4],
    rules: Rules,
}

impl Board {
    /// Reads position text (only well-formed text; this is a test helper).
    fn from_text(text: &str, rules: Rules) -> Board {
        let fields: Vec<&str> = text.split(' ').collect();
        assert_eq!(fields.len(), 5, "{text}");
        let ranks: Vec<&str> = fields[0].split('/').collect();
        assert_eq!(ranks.len(), 8, "{text}");
        let mut cells = [[EMPTY; 8]; 8];
        let mut files = 0;
        for (row, rank_text) in ranks.iter().enumerate() {
            let rank = 7 - row;
            let mut file = 0usize;
            for c in rank_text.chars() {
                match c {
                    'p' | 'd' | 'q' => {
                        cells[rank][file] = match c {
                            'p' => PAWN,
                            'd' => DRONE,
                            _ => QUEEN,
                        };
                        file += 1;
                    }
                    '1'..='8' => file += c.to_digit(10).unwrap() as usize,
                    _ => panic!("bad placement {text}"),
                }
            }
            if row == 0 {
                files = file;
            }
            assert_eq!(file, files, "{text}");
        }
        assert!(files == 4 || files == 8, "{text}");
        let seats = if files == 4 { 2 } else { 4 };
        let sq = |s: &str| -> Sq {
            let b = s.as_bytes();
            ((b[0] - b'a') as i32, (b[1] - b'1') as i32)
        };
        let last = match fields[2] {
            "-" => None,
            t => Some((sq(&t[0..2]), sq(&t[3..5]))),
        };
        let clock = match fields[3] {
            "-" => None,
            t => Some(t.parse().unwrap()),
        };
        let mut scores = [0; 4];
        let list: Vec<u32> = fields[4].split(',').map(|s| s.parse().unwrap()).collect();
        assert_eq!(list.len(), seats, "{text}");
        scores[..seats].copy_from_slice(&list);
        Board {
            files: files as i32,
            seats,
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
        let mut out = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..self.files as usize {
                match self.cells[rank][file] {
                    EMPTY => empty += 1,
                    v => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(match v {
                            PAWN => 'p',
                            DRONE => 'd',
                            _ => 'q',
                        });
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        let name = |(f, r): Sq| format!("{}{}", (b'a' + f as u8) as char, r + 1);
        out.push_str(&format!(" {} ", self.turn));
        match self.last {
            Some((a, b)) => out.push_str(&format!("{}-{}", name(a), name(b))),
            None => out.push('-'),
        }
        match self.clock {
            Some(c) => out.push_str(&format!(" {c} ")),
            None => out.push_str(" - "),
        }
        let scores: Vec<String> = self.scores[..self.seats]
            .iter()
            .map(|s| s.to_string())
            .collect();
        out.push_str(&scores.join(","));
        out
    }

    fn on_board(&self, (f, r): Sq) -> bool {
        f >= 0 && f < self.files && (0..8).contains(&r)
    }

    fn at(&self, (f, r): Sq) -> u8 {
        self.cells[r as usize][f as usize]
    }

    /// "Two players: ... Seat 0 (South) owns the zone of ranks 1-4; seat 1 (North) owns ranks
    /// 5-8. Four players: 0 = SW (a-d, 1-4), 1 = NW (a-d, 5-8), 2 = NE (e-h, 5-8),
    /// 3 = SE (e-h, 1-4)."
    fn zone(&self, (f, r): Sq) -> usize {
        if self.seats == 2 {
            if r < 4 {
                0
            } else {
                1
            }
        } else {
            match (f < 4, r < 4) {
                (true, true) => 0,
                (true, false) => 1,
                (false, false) => 2,
                (false, true) => 3,
            }
        }
    }

    fn squares(&self) -> Vec<Sq> {
        let mut v = Vec::new();
        for r in 0..8 {
            for f in 0..self.files {
                v.push((f, r));
            }
        }
        v
    }

    fn zone_has(&self, seat: usize, piece: u8) -> bool {
        self.squares()
            .into_iter()
            .any(|s| self.zone(s) == seat && self.at(s) == piece)
    }

    fn zone_empty(&self, seat: usize) -> bool {
        self.squares()
            .into_iter()
            .all(|s| self.zone(s) != seat || self.at(s) == EMPTY)
    }

    /// "The game ends as soon as any zone is empty, or the clock ends it."
    fn board_end(&self) -> Option<End> {
        if (0..self.seats).any(|s| self.zone_empty(s)) {
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
    /// each line, before any question of what stands there.
    fn reach(&self, from: Sq) -> Vec<Sq> {
        const DIAGONAL: [Sq; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        const ORTHOGONAL: [Sq; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        const KNIGHT: [Sq; 8] = [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ];
        let (f, r) = from;
        let mut out = Vec::new();
        let mut steps = |deltas: &[Sq]| {
            for &(df, dr) in deltas {
                let to = (f + df, r + dr);
                if self.on_board(to) {
                    out.push(to);
                }
            }
        };
        match (self.at(from), self.rules.knights_and_kings) {
            // "pawn: one square diagonally, any direction"
            (PAWN, false) => steps(&DIAGONAL),
            // "pawns move like chess kings (one square in any direction)"
            (PAWN, true) => {
                steps(&DIAGONAL);
                steps(&ORTHOGONAL);
            }
            // "drones like chess knights (jumping)"
            (DRONE, true) => steps(&KNIGHT),
            // "drone: one or two squares orthogonally, no jumping"
            (DRONE, false) => {
                for (df, dr) in ORTHOGONAL {
                    let one = (f + df, r + dr);
                    if !self.on_board(one) {
                        continue;
                    }
                    out.push(one);
                    let two = (f + 2 * df, r + 2 * dr);
                    if self.at(one) == EMPTY && self.on_board(two) {
                        out.push(two);
                    }
                }
            }
            // "queen: any distance orthogonally or diagonally, no jumping"
            _ => {
                for (df, dr) in DIAGONAL.iter().chain(ORTHOGONAL.iter()) {
                    let mut to = (f + df, r + dr);
                    while self.on_board(to) {
                        out.push(to);
                        if self.at(to) != EMPTY {
                            break;
                        }
                        to = (to.0 + df, to.1 + dr);
                    }
                }
            }
        }
        out
    }

    /// "Queen's guard: a piece standing next to a queen of its own zone (one of the eight
    /// surrounding squares) cannot be captured."
    fn guarded(&self, sq: Sq) -> bool {
        let zone = self.zone(sq);
        for df in -1..=1 {
            for dr in -1..=1 {
                let n = (sq.0 + df, sq.1 + dr);
                if (df, dr) != (0, 0)
                    && self.on_board(n)
                    && self.zone(n) == zone
                    && self.at(n) == QUEEN
                {
                    return true;
                }
            }
        }
        false
    }

    /// "No rejection (two players only): a seat may not move the piece that the opponent's
    /// previous move carried across the canal straight back to the square it came from."
    fn rejected(&self, from: Sq, to: Sq) -> bool {
        match self.last {
            Some((lf, lt)) if self.seats == 2 => {
                self.zone(lf) != self.zone(lt) && from == lt && to == lf
            }
            _ => false,
        }
    }

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
            if piece == EMPTY || self.zone(from) != me {
                continue;
            }
            for to in self.reach(from) {
                let target = self.at(to);
                if target == EMPTY {
                    if !self.rejected(from, to) {
                        out.push((from, to, '-'));
                    }
                } else if self.zone(to) != me {
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
        self.cells[from.1 as usize][from.0 as usize] = EMPTY;
        self.cells[to.1 as usize][to.0 as usize] = landing;
        self.clock = match self.clock {
            None if calls_clock => Some(0),
            None => None,
            Some(_) if sign == 'x' => Some(0),
            Some(c) => Some(c + 1),
        };
        self.turn = (self.turn + 1) % self.seats;
        self.last = Some((from, to));
    }

    /// The winning seats of a finished game, as a bit set.
    fn winners(&self, end: End) -> u8 {
        let last_mover = (self.turn + self.seats - 1) % self.seats;
        // Sides: every seat for itself, or the teams 0 + 2 and 1 + 3.
        let sides: Vec<(u32, u8)> = if self.seats == 4 && self.rules.teams {
            vec![
                (self.scores[0] + self.scores[2], 0b0101),
                (self.scores[1] + self.scores[3], 0b1010),
            ]
        } else {
            (0..self.seats).map(|s| (self.scores[s], 1 << s)).collect()
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
            let mut child = *self;
            child.play(m, false);
            n += child.perft(depth - 1);
        }
        n
    }
}

// ---------------------------------------------------------------------------------------------
// Comparing with the engine

fn to_sq(s: Square) -> Sq {
    (s.file() as i32, s.rank() as i32)
}

fn from_sq((f, r): Sq) -> Square {
    Square::new(f as u8, r as u8).unwrap()
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

fn reference_move(m: &Move) -> RMove {
    (to_sq(m.from), to_sq(m.to), m.kind.sign())
}

fn rules_of(o: RuleOptions) -> Rules {
    Rules {
        promotions: o.promotions,
        knights_and_kings: o.knights_and_kings,
        queens_guard: o.queens_guard,
        teams: o.teams,
    }
}

fn options_of(r: Rules) -> RuleOptions {
    RuleOptions {
        promotions: r.promotions,
        knights_and_kings: r.knights_and_kings,
        queens_guard: r.queens_guard,
        teams: r.teams,
    }
}

/// Every option combination for a board: teams only with four players.
fn all_rules(seats: usize) -> Vec<Rules> {
    let mut v = Vec::new();
    for bits in 0..16u8 {
        let teams = bits & 8 != 0;
        if teams && seats == 2 {
            continue;
        }
        v.push(Rules {
            promotions: bits & 1 == 0,
            knights_and_kings: bits & 2 != 0,
            queens_guard: bits & 4 != 0,
            teams,
        });
    }
    v
}

fn sorted_reference(b: &Board) -> Vec<RMove> {
    let mut v = b.legal_moves();
    v.sort();
    v
}

fn sorted_engine(p: &Position) -> Vec<RMove> {
    let mut v: Vec<RMove> = p.legal_moves().iter().map(reference_move).collect();
    v.sort();
    v
}

/// Checks that the engine and the reference agree on everything about a position.
fn compare(b: &Board, p: &Position) {
    let text = b.text();
    assert_eq!(p.to_string(), text, "position text");
    let want = sorted_reference(b);
    let got = sorted_engine(p);
    if want != got {
        let missing: Vec<String> = want
            .iter()
            .filter(|m| !got.contains(m))
            .map(|m| engine_move(*m).to_string())
            .collect();
        let extra: Vec<String> = got
            .iter()
            .filter(|m| !want.contains(m))
            .map(|m| engine_move(*m).to_string())
            .collect();
        panic!(
            "{text} ({:?}): engine misses {missing:?}, engine adds {extra:?}",
            b.rules
        );
    }
    let mut captures: Vec<RMove> = p.captures().iter().map(reference_move).collect();
    captures.sort();
    let want_captures: Vec<RMove> = want.iter().copied().filter(|m| m.2 == 'x').collect();
    assert_eq!(captures, want_captures, "captures of {text}");
    let end = b.end();
    let engine_end = p.end_reason().map(|e| match e {
        EndReason::EmptyZone => End::EmptyZone,
        EndReason::Clock => End::Clock,
        EndReason::NoMoves => End::NoMoves,
    });
    assert_eq!(engine_end, end, "end of {text}");
    if let Some(end) = end {
        let o = p.outcome().unwrap();
        assert_eq!(
            o.winners.0,
            b.winners(end),
            "winners of {text} ({:?})",
            b.rules
        );
    }
    for s in 0..b.seats {
        let material: u32 = b
            .squares()
            .into_iter()
            .filter(|sq| b.zone(*sq) == s)
            .map(|sq| b.at(sq) as u32)
            .sum();
        assert_eq!(p.material(Seat(s as u8)), material, "material of {text}");
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
    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

/// Plays one random game in both and compares them at every ply.
fn random_game(start: &str, rules: Rules, rng: &mut Rng) -> usize {
    let mut b = Board::from_text(start, rules);
    let mut p = Position::from_text(start, options_of(rules)).unwrap();
    let mut plies = 0;
    loop {
        compare(&b, &p);
        let moves = b.legal_moves();
        if moves.is_empty() || plies >= 300 {
            return plies;
        }
        let m = moves[rng.below(moves.len())];
        let call = rng.chance(25);
        b.play(m, call);
        p = p
            .play(engine_move(m).with_clock(call))
            .unwrap_or_else(|e| panic!("{e} in {}", e.given));
        plies += 1;
    }
}

const TWO_START: &str = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";
const FOUR_START: &str = "qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 0 - - 0,0,0,0";

#[test]
fn reference_agrees_with_the_engine_on_random_games() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut positions = 0;
    for (start, seats, games) in [(TWO_START, 2, 16), (FOUR_START, 4, 8)] {
        for rules in all_rules(seats) {
            for g in 0..games {
                // Vary who moves first.
                let first = g % seats;
                let start = start.replacen(" 0 - ", &format!(" {first} - "), 1);
                positions += random_game(&start, rules, &mut rng) + 1;
            }
        }
    }
    assert!(positions > 5_000, "only {positions} positions compared");
}

/// A random position: any pieces anywhere, any seat to move, any last move, clock and scores.
fn random_text(rng: &mut Rng, four: bool) -> String {
    let files = if four { 8 } else { 4 };
    let seats = if four { 4 } else { 2 };
    let density = 2 + rng.below(6);
    let mut b = Board {
        files,
        seats,
        cells: [[EMPTY; 8]; 8],
        turn: rng.below(seats),
        last: None,
        clock: None,
        scores: [0; 4],
        rules: Rules {
            promotions: true,
            knights_and_kings: false,
            queens_guard: false,
            teams: false,
        },
    };
    for r in 0..8 {
        for f in 0..files as usize {
            if rng.below(10) < density {
                b.cells[r][f] = 1 + rng.below(3) as u8;
            }
        }
    }
    if rng.chance(2) {
        let from = (rng.below(files as usize) as i32, rng.below(8) as i32);
        let mut to = (rng.below(files as usize) as i32, rng.below(8) as i32);
        if to == from {
            to.1 = (to.1 + 4) % 8;
        }
        b.last = Some((from, to));
    }
    if rng.chance(2) {
        b.clock = Some(rng.below(8) as u32);
    }
    for s in 0..seats {
        b.scores[s] = rng.below(20) as u32;
    }
    b.text()
}

#[test]
fn reference_agrees_with_the_engine_on_random_positions() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    for i in 0..3000 {
        let four = i % 2 == 1;
        let text = random_text(&mut rng, four);
        for rules in all_rules(if four { 4 } else { 2 }) {
            let b = Board::from_text(&text, rules);
            let p = Position::from_text(&text, options_of(rules)).unwrap();
            compare(&b, &p);
            // Play one move of each kind there is, with and without calling the clock.
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
                let call = rng.chance(2);
                let mut b2 = b;
                b2.play(m, call);
                let p2 = p.play(engine_move(m).with_clock(call)).unwrap();
                compare(&b2, &p2);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Perft tables

fn parse_options(list: &str) -> Rules {
    let mut r = rules_of(RuleOptions::default());
    for name in list.split_whitespace() {
        match name {
            "no-promotions" => r.promotions = false,
            "knights-and-kings" => r.knights_and_kings = true,
            "queens-guard" => r.queens_guard = true,
            "teams" => r.teams = true,
            _ => panic!("unknown option {name}"),
        }
    }
    r
}

/// Lines of `data/perft.txt` as (position text, options, counts).
fn perft_table() -> Vec<(String, Rules, Vec<u64>)> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        // Wedge boards (`|` in the placement) have their own reference: wedge_reference.rs.
        .filter(|l| l.matches('|').count() == 2)
        .map(|line| {
            let parts: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(parts.len(), 3, "{line}");
            let counts = parts[2]
                .split_whitespace()
                .map(|c| c.parse().unwrap())
                .collect();
            (parts[0].to_string(), parse_options(parts[1]), counts)
        })
        .collect()
}

/// The reference recomputes every count of the table up to this many nodes per count (the
/// larger counts are left to the engine's own perft test).
const REFERENCE_PERFT_BUDGET: u64 = 300_000;

#[test]
fn reference_perft_equals_the_data_file() {
    let table = perft_table();
    assert!(table.len() >= 10, "the table has {} lines", table.len());
    let mut checked = 0;
    for (text, rules, counts) in &table {
        let b = Board::from_text(text, *rules);
        assert_eq!(
            &b.text(),
            text,
            "the table's text is written as writers write it"
        );
        for (i, want) in counts.iter().enumerate() {
            if *want > REFERENCE_PERFT_BUDGET {
                continue;
            }
            assert_eq!(
                b.perft(i as u32 + 1),
                *want,
                "{text} {rules:?} depth {}",
                i + 1
            );
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} counts checked");
}

#[test]
fn engine_perft_equals_reference_perft_on_the_table_positions() {
    // The same positions at depth 2 with every other option combination too.
    for (text, _, _) in perft_table() {
        let seats = Board::from_text(&text, rules_of(RuleOptions::default())).seats;
        for rules in all_rules(seats) {
            let b = Board::from_text(&text, rules);
            let p = Position::from_text(&text, options_of(rules)).unwrap();
            assert_eq!(p.perft(2), b.perft(2), "{text} {rules:?}");
        }
    }
}
