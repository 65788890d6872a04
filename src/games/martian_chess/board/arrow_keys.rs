//! Which square an arrow key moves the keyboard's focus to. On the square boards the squares
//! lie in rows and columns on the screen, so a key steps one cell; a wedge board's squares lie
//! in none, so a key goes to the touching square most nearly in its direction. Pure, so it is
//! tested without a browser.

use super::model::{Grid, SquareCell, SquareId};
use super::wedge::Point;

/// The screen direction of an arrow key (`y` grows downwards), or `None` for any other key.
pub fn arrow_direction(key: &str) -> Option<Point> {
    match key {
        "ArrowUp" => Some((0.0, -1.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowRight" => Some((1.0, 0.0)),
        _ => None,
    }
}

/// The square the focus moves to from `from` in screen direction `dir` (one of
/// [`arrow_direction`]'s), among `squares`; `None` at the board's edge. On a square board the
/// edge holds the focus where it is (the square itself is returned).
pub fn arrow_step(
    grid: &Grid,
    squares: &[SquareCell],
    from: SquareId,
    dir: Point,
) -> Option<SquareId> {
    if grid.wedge.is_some() {
        let ids: Vec<SquareId> = squares.iter().map(|s| s.id).collect();
        return neighbour_towards(grid, &ids, from, dir);
    }
    let (c, r) = grid.cell(from);
    let (cols, rows) = grid.view_size();
    let (c, r) = if dir.1 < 0.0 {
        (c, r.saturating_sub(1))
    } else if dir.1 > 0.0 {
        (c, (r + 1).min(rows - 1))
    } else if dir.0 < 0.0 {
        (c.saturating_sub(1), r)
    } else {
        ((c + 1).min(cols - 1), r)
    };
    squares
        .iter()
        .find(|s| grid.cell(s.id) == (c, r))
        .map(|s| s.id)
}

/// The neighbour of `from` (a square sharing a corner with it, across a glued edge too) that
/// lies most nearly in the direction of an arrow key on the screen, among `ids`: for a wedge
/// board, whose squares lie in no rows or columns. Nothing more than 67.5 degrees off.
fn neighbour_towards(
    grid: &Grid,
    ids: &[SquareId],
    from: SquareId,
    dir: Point,
) -> Option<SquareId> {
    let corners = grid.corners(from);
    let touches = |id: SquareId| {
        grid.corners(id).iter().any(|(x, y)| {
            corners
                .iter()
                .any(|(cx, cy)| (x - cx).abs() < 1.0 && (y - cy).abs() < 1.0)
        })
    };
    let (x0, y0) = grid.centre(from);
    ids.iter()
        .filter(|id| **id != from && touches(**id))
        .filter_map(|id| {
            let (x, y) = grid.centre(*id);
            let (dx, dy) = (x - x0, y - y0);
            let len = (dx * dx + dy * dy).sqrt().max(1e-9);
            let cos = (dx * dir.0 + dy * dir.1) / len;
            (cos > 0.38).then_some((cos, *id))
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, id)| id)
}

#[cfg(test)]
mod tests {
    use super::super::wedge::Wedge;
    use super::*;

    /// From every square of every wedge board, some arrow key leads to each of its neighbours'
    /// directions, and every key press moves to a square that shares a corner.
    #[test]
    fn arrow_keys_walk_to_neighbours_on_wedge_boards() {
        for zones in [3, 5, 6] {
            let grid = Grid {
                files: 4,
                ranks: 4,
                quarter_turns: 0,
                coords: true,
                wedge: Some(Wedge { zones, home: 0 }),
            };
            let ids: Vec<SquareId> = (0..zones * 16).map(|i| 64 + i).collect();
            for &from in &ids {
                let mut reached = 0;
                for dir in [(0.0, -1.0), (0.0, 1.0), (-1.0, 0.0), (1.0, 0.0)] {
                    if let Some(to) = neighbour_towards(&grid, &ids, from, dir) {
                        reached += 1;
                        let (a, b) = (grid.centre(from), grid.centre(to));
                        assert!((b.0 - a.0) * dir.0 + (b.1 - a.1) * dir.1 > 0.0);
                    }
                }
                assert!(
                    reached >= 2,
                    "{zones} zones: square {from} has {reached} ways out"
                );
            }
            // Every square can be reached from any other by arrow keys alone.
            let mut seen = vec![ids[0]];
            let mut i = 0;
            while i < seen.len() {
                let at = seen[i];
                for dir in [(0.0, -1.0), (0.0, 1.0), (-1.0, 0.0), (1.0, 0.0)] {
                    if let Some(to) = neighbour_towards(&grid, &ids, at, dir) {
                        if !seen.contains(&to) {
                            seen.push(to);
                        }
                    }
                }
                i += 1;
            }
            assert_eq!(seen.len(), ids.len(), "{zones} zones");
        }
    }

    fn cells(grid: &Grid) -> Vec<SquareCell> {
        (0..grid.files * grid.ranks)
            .map(|id| SquareCell {
                id: (id / grid.files) * 8 + id % grid.files,
                name: String::new(),
                tint: "",
                label: String::new(),
            })
            .collect()
    }

    /// On a square board, turned or not, each key moves one cell on the screen the way it
    /// points, and the edge keeps the focus where it is.
    #[test]
    fn arrow_keys_step_one_cell_on_square_boards() {
        for (files, ranks, quarter_turns) in [(4, 8, 0), (4, 8, 2), (8, 8, 1), (8, 8, 3)] {
            let grid = Grid {
                files,
                ranks,
                quarter_turns,
                coords: true,
                wedge: None,
            };
            let squares = cells(&grid);
            let (cols, rows) = grid.view_size();
            for s in &squares {
                let (c, r) = grid.cell(s.id);
                for (key, (dc, dr)) in [
                    ("ArrowUp", (0, -1)),
                    ("ArrowDown", (0, 1)),
                    ("ArrowLeft", (-1, 0)),
                    ("ArrowRight", (1, 0)),
                ] {
                    let dir = arrow_direction(key).expect(key);
                    let to = arrow_step(&grid, &squares, s.id, dir).expect("a square");
                    let want = (
                        (c as i32 + dc).clamp(0, cols as i32 - 1) as u8,
                        (r as i32 + dr).clamp(0, rows as i32 - 1) as u8,
                    );
                    assert_eq!(
                        grid.cell(to),
                        want,
                        "{key} from {} on {files}x{ranks}",
                        s.id
                    );
                }
            }
        }
        assert_eq!(arrow_direction("Enter"), None);
    }
}
