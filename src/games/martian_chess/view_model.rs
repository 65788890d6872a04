//! From the engine's position to what the board view draws: the one place that knows both
//! Martian Chess and the board's vocabulary.

use std::rc::Rc;

use martian_engine::{Move, MoveKind, Position, Role, Seat, Square};

use crate::games::martian_chess::board::{
    Dest, Grid, Line, Mark, Path, PieceCell, SquareCell, Wedge,
};
use crate::games::martian_chess::piece_keys::{colour, PieceKeys};
use crate::games::martian_chess::seat_names::seat_name;
use crate::widgets::short_sort;

/// Everything the board view needs for one position.
#[derive(Clone, PartialEq)]
pub struct BoardData {
    /// Size and turning.
    pub grid: Grid,
    /// Squares.
    pub squares: Rc<Vec<SquareCell>>,
    /// Pieces.
    pub pieces: Rc<Vec<PieceCell>>,
    /// The canals.
    pub lines: Rc<Vec<Line>>,
    /// The last move.
    pub last_move: Option<(u8, u8)>,
}

/// The CSS class of a seat's zone tint.
pub fn zone_class(seat: Seat) -> &'static str {
    ["zone-0", "zone-1", "zone-2", "zone-3", "zone-4", "zone-5"][seat.index() % 6]
}

/// "South's zone", "North-East's zone", "Amber's zone".
pub fn zone_name(pos: &Position, seat: Seat) -> String {
    format!("{}'s zone", seat_name(pos.seats(), seat))
}

/// A square as a screen reader says it: `c3, South's zone` on the square boards, `c3 of
/// Amber's zone` on a wedge board (whose names carry the zone digit, which is not spoken).
fn spoken(pos: &Position, sq: Square, seat: Seat) -> String {
    if pos.is_wedge() {
        let name = sq.to_string();
        format!("{} of {}", &name[1..], zone_name(pos, seat))
    } else {
        format!("{sq}, {}", zone_name(pos, seat))
    }
}

/// Quarter turns that bring `home`'s zone nearest the player.
pub fn turns_for(pos: &Position, home: Seat) -> u8 {
    match pos.seats() {
        2 => home.0 * 2,
        _ => home.0 % 4,
    }
}

/// The board data for a position seen from `home`'s side.
pub fn board_data(pos: &Position, keys: &PieceKeys, home: Seat) -> BoardData {
    let files = pos.files();
    let grid = Grid {
        files,
        ranks: 8,
        quarter_turns: turns_for(pos, home),
        coords: true,
        wedge: pos.is_wedge().then_some(Wedge {
            zones: pos.seats(),
            home: home.0 % pos.seats(),
        }),
    };
    let squares = pos
        .squares()
        .into_iter()
        .map(|sq| {
            let seat = pos.zone_of(sq).unwrap_or(Seat(0));
            SquareCell {
                id: sq.index(),
                name: sq.to_string(),
                tint: zone_class(seat),
                label: spoken(pos, sq, seat),
            }
        })
        .collect();
    let pieces = pos
        .pieces()
        .into_iter()
        .map(|(sq, role)| {
            let key = keys.at(sq.index()).unwrap_or(1000 + sq.index() as u32);
            let seat = pos.zone_of(sq).unwrap_or(Seat(0));
            PieceCell {
                key,
                at: sq.index(),
                kind: role.name(),
                size: role.value() as u8,
                colour: colour(key),
                label: format!("{} on {}", role.name(), spoken(pos, sq, seat)),
            }
        })
        .collect::<Vec<_>>();
    let mut pieces = pieces;
    short_sort::sort_by(&mut pieces, |a, b| a.key < b.key);
    let lines = if pos.is_wedge() {
        // The wedge board's canals are its glued edges, drawn by the view from its shape.
        Vec::new()
    } else if files == 4 {
        vec![Line {
            a: (0.0, 4.0),
            b: (4.0, 4.0),
        }]
    } else {
        vec![
            Line {
                a: (0.0, 4.0),
                b: (8.0, 4.0),
            },
            Line {
                a: (4.0, 0.0),
                b: (4.0, 8.0),
            },
        ]
    };
    BoardData {
        grid,
        squares: Rc::new(squares),
        pieces: Rc::new(pieces),
        lines: Rc::new(lines),
        last_move: pos.last_move().map(|(a, b)| (a.index(), b.index())),
    }
}

/// The board data of a game's position: piece identities are salted with the game's id, so a
/// new game's pieces appear in place instead of gliding from the last game's squares.
pub fn game_board_data(pos: &Position, keys: &PieceKeys, home: Seat, game_id: &str) -> BoardData {
    let salt = game_id.bytes().fold(0x811c_9dc5u32, |h, b| {
        (h ^ b as u32).wrapping_mul(0x0100_0193)
    });
    let mut data = board_data(pos, keys, home);
    let pieces = data
        .pieces
        .iter()
        .map(|p| PieceCell {
            key: (salt << 12) ^ p.key,
            ..p.clone()
        })
        .collect();
    data.pieces = Rc::new(pieces);
    data
}

/// The board's marks for a list of moves.
pub fn dests(moves: impl IntoIterator<Item = Move>) -> Vec<Dest> {
    moves
        .into_iter()
        .map(|m| Dest {
            from: m.from.index(),
            to: m.to.index(),
            mark: match m.kind {
                MoveKind::Plain => Mark::Plain,
                MoveKind::Capture => Mark::Capture,
                MoveKind::Promotion => Mark::Promotion,
            },
        })
        .collect()
}

/// The squares each move passes through, on a wedge board (where a line bends across a glued
/// edge and the eye needs the way drawn); nothing on the square boards, whose lines are
/// straight.
pub fn paths(pos: &Position, moves: impl IntoIterator<Item = Move>) -> Vec<Path> {
    if !pos.is_wedge() {
        return Vec::new();
    }
    moves
        .into_iter()
        .filter_map(|m| {
            let squares = pos.wedge_line(m.from, m.to)?;
            Some(Path {
                from: m.from.index(),
                to: m.to.index(),
                squares: squares.iter().map(|s| s.index()).collect(),
            })
        })
        .collect()
}

/// The square of a board id.
pub fn square(id: u8) -> Square {
    Square::from_index(id).unwrap_or(Square::new(0, 0).expect("a1 exists"))
}

/// The captured pieces of each seat, from the history: (seat, role) per capture, in order.
pub fn captures(positions: &[Position], moves: &[Move]) -> Vec<(Seat, Role)> {
    moves
        .iter()
        .zip(positions)
        .filter(|(m, _)| m.kind == MoveKind::Capture)
        .filter_map(|(m, before)| before.piece_at(m.to).map(|r| (before.turn(), r)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use martian_engine::{Game, RuleOptions, Variant};

    #[test]
    fn the_start_has_32_squares_and_18_labelled_pieces() {
        let pos = Position::start(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
        let data = board_data(&pos, &PieceKeys::new(&pos), Seat(0));
        assert_eq!(data.squares.len(), 32);
        assert_eq!(data.pieces.len(), 18);
        let c1 = data
            .pieces
            .iter()
            .find(|p| p.at == Square::parse("c1").unwrap().index())
            .unwrap();
        assert_eq!(c1.label, "queen on c1, South's zone");
        assert_eq!(c1.kind, "queen");
        assert_eq!(data.lines.len(), 1);
    }

    #[test]
    fn captures_are_read_from_the_history() {
        let mut game = Game::standard(Variant::TwoPlayer, RuleOptions::default(), Seat(0));
        for m in ["d3-d5", "c6-b5", "d2xd5"] {
            game.play_text(m).unwrap();
        }
        let caps = captures(game.positions(), game.moves());
        assert_eq!(caps, vec![(Seat(0), Role::Drone)]);
    }

    #[test]
    fn wedge_squares_are_named_by_their_zones_colour() {
        let pos = Position::start(Variant::ThreePlayer, RuleOptions::default(), Seat(0));
        let data = board_data(&pos, &PieceKeys::new(&pos), Seat(1));
        assert_eq!(data.squares.len(), 48);
        assert_eq!(data.grid.wedge, Some(Wedge { zones: 3, home: 1 }));
        let c1 = Square::parse("1c1").unwrap().index();
        let piece = data.pieces.iter().find(|p| p.at == c1).unwrap();
        assert_eq!(piece.label, "drone on c1 of Amber's zone");
        assert!(data.lines.is_empty());
        let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
        let paths = paths(&pos, moves.clone());
        assert_eq!(paths.len(), moves.len(), "every move has its way");
    }
}
