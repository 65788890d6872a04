//! The geometry's tests: what is drawn where, and what a press hits.

use super::hits::distance;
use super::*;
use crate::games::sandships::board::model::{BoardData, SeatView, SpireView, Spot};
use crate::games::sandships::layout::layout;

fn spire(city: u8, owner: u8, pieces: &[u8]) -> SpireView {
    SpireView {
        city,
        owner,
        pieces: pieces.to_vec(),
    }
}

fn seat(seat: u8, pool: [u8; 3], out: bool) -> SeatView {
    SeatView {
        seat,
        name: format!("Seat {seat}"),
        pool,
        out,
        home: 3,
    }
}

fn data(spires: Vec<SpireView>) -> BoardData {
    BoardData {
        layout: layout(),
        spires,
        ships: Vec::new(),
        seats: vec![seat(0, [2, 2, 2], false), seat(1, [1, 0, 2], false)],
        controllers: [None; 5],
        to_act: Some(0),
        winner: None,
        last: Vec::new(),
        hints: Vec::new(),
    }
}

#[test]
fn a_spire_stacks_smaller_pieces_on_top_each_showing_a_band() {
    let l = layout();
    let s = spire(3, 0, &[3, 2, 1]);
    let pieces = spire_layout(3, &l.cities[3], &[&s]);
    assert_eq!(pieces.len(), 3);
    assert_eq!(
        pieces[0].scale, 1.0,
        "a three-piece spire fits a corner city"
    );
    // Each rests where the band below ends, and only the top is whole.
    assert_eq!(pieces[1].base.1, pieces[0].base.1 - band(3));
    assert_eq!(pieces[2].base.1, pieces[1].base.1 - band(2));
    assert_eq!(
        pieces.iter().map(|p| p.top).collect::<Vec<_>>(),
        [false, false, true]
    );
    // The bands do not overlap, so each piece's box is what the player sees of it.
    for w in pieces.windows(2) {
        assert!(w[0].rect().y0 >= w[1].rect().y1 - 1e-9);
    }
    // It stands inside its city.
    let c = &l.cities[3];
    for p in &pieces {
        let r = p.rect();
        for corner in [(r.x0, r.y0), (r.x1, r.y0), (r.x0, r.y1), (r.x1, r.y1)] {
            assert!(distance(corner, c.centre) < c.radius, "{corner:?}");
        }
    }
}

#[test]
fn spires_of_a_city_stand_side_by_side_and_shrink_to_fit() {
    let l = layout();
    let spires: Vec<SpireView> = (0..5).map(|o| spire(4, o, &[3, 3, 2, 1])).collect();
    let refs: Vec<&SpireView> = spires.iter().collect();
    let pieces = spire_layout(4, &l.cities[4], &refs);
    assert_eq!(pieces.len(), 20);
    let bottoms: Vec<&Upright> = pieces.iter().filter(|p| p.index == 0).collect();
    assert_eq!(
        bottoms.iter().map(|p| p.owner).collect::<Vec<_>>(),
        [0, 1, 2, 3, 4],
        "seats in order, the dead last"
    );
    for w in bottoms.windows(2) {
        assert!(w[0].rect().x1 < w[1].rect().x0, "side by side, apart");
    }
    let c = &l.cities[4];
    assert!(pieces[0].scale < 1.0);
    for p in &pieces {
        let r = p.rect();
        assert!(distance((r.x0, r.y1), c.centre) < c.radius);
        assert!(distance((r.x1, r.y0), c.centre) < c.radius);
    }
    // A nine-piece spire still fits a corner city.
    let tall = spire(0, 1, &[3, 3, 3, 2, 2, 2, 1, 1, 1]);
    let pieces = spire_layout(0, &l.cities[0], &[&tall]);
    let top = pieces.last().unwrap().rect();
    assert!(top.y0 > l.cities[0].centre.1 - l.cities[0].radius);
}

#[test]
fn equal_pieces_are_one_spot_with_one_keyboard_stop() {
    let l = layout();
    let s = spire(0, 4, &[3, 3, 1]);
    let pieces = spire_layout(0, &l.cities[0], &[&s]);
    assert_eq!(pieces[0].spot(), pieces[1].spot());
    assert_eq!(
        pieces.iter().map(|p| p.first_of_kind).collect::<Vec<_>>(),
        [false, true, true]
    );
}

#[test]
fn hits_prefer_pieces_then_ports_then_cities() {
    let d = data(vec![spire(3, 0, &[3, 2, 1]), spire(3, 4, &[2])]);
    let g = Geometry::new(&d, PoolPlace::Below);
    // The top of Blue's spire in SW: the small piece, then the city.
    let small = g.pieces.iter().find(|p| p.top && p.owner == 0).unwrap();
    let at = small.rect().centre();
    assert_eq!(
        g.hits(at),
        [
            Spot::Piece {
                city: 3,
                owner: 0,
                size: 1
            },
            Spot::City(3)
        ]
    );
    // The middle of every piece's box hits that piece first.
    for p in &g.pieces {
        assert_eq!(g.hits(p.rect().centre())[0], p.spot());
    }
    // Every berth, notch side and dock hits its own port first.
    for (i, port) in d.layout.ports.iter().enumerate() {
        assert_eq!(g.hits(port.berth)[0], Spot::Port(i as u8), "{}", port.name);
        let (a, b) = g.dock(i).unwrap();
        let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        assert_eq!(g.hits(mid)[0], Spot::Port(i as u8), "{}", port.name);
    }
    // An empty city's centre.
    assert_eq!(g.hits(d.layout.cities[0].centre), [Spot::City(0)]);
    // Just outside a city's rim, away from its ports, still reaches it.
    let ne = &d.layout.cities[1];
    let outside = (ne.centre.0 + ne.radius + 10.0, ne.centre.1 - 40.0);
    assert_eq!(g.hits(outside), [Spot::City(1)]);
    // Open sand far from everything hits nothing.
    assert!(g.hits((500.0, 80.0)).is_empty());
}

#[test]
fn pool_groups_sit_in_their_cells_largest_first() {
    let d = data(Vec::new());
    let g = Geometry::new(&d, PoolPlace::Below);
    assert_eq!(g.cells.len(), 2);
    let mine: Vec<&PoolGroup> = g.pools.iter().filter(|p| p.seat == 0).collect();
    assert_eq!(mine.iter().map(|p| p.size).collect::<Vec<_>>(), [3, 2, 1]);
    let theirs: Vec<&PoolGroup> = g.pools.iter().filter(|p| p.seat == 1).collect();
    assert_eq!(
        theirs.iter().map(|p| (p.size, p.count)).collect::<Vec<_>>(),
        [(3, 2), (1, 1)],
        "no medium: none drawn"
    );
    for p in &g.pools {
        let cell = g.cells[p.seat as usize];
        let r = p.rect();
        assert!(r.x0 >= cell.x0 && r.x1 <= cell.x1 && r.y0 >= cell.y0 && r.y1 <= cell.y1);
        assert_eq!(g.hits(r.centre()), [p.spot()]);
    }
    // A seat that is out shows no pieces.
    let cell = pool_cell(3, 4, PoolPlace::Below);
    assert!(pool_groups(&seat(2, [2, 2, 2], true), cell).is_empty());
    assert!(cell.x1 <= BOARD);
}

#[test]
fn a_spots_box_is_its_uppermost_copy() {
    let d = data(vec![spire(4, 4, &[3, 2, 2])]);
    let g = Geometry::new(&d, PoolPlace::Below);
    let medium = Spot::Piece {
        city: 4,
        owner: 4,
        size: 2,
    };
    let top = g.pieces.last().unwrap();
    assert_eq!(g.piece_rect(medium), Some(top.rect()));
    assert_eq!(g.hits(top.rect().centre())[0], medium);
    assert!(g.piece_rect(Spot::Port(2)).is_none());
    assert!(g
        .piece_rect(Spot::Piece {
            city: 0,
            owner: 0,
            size: 1
        })
        .is_none());
}

#[test]
fn pool_cells_tile_under_or_beside_the_board() {
    assert_eq!((pool_rows(2), pool_rows(3), pool_rows(4)), (1, 2, 2));
    for (n, place) in (1..=4).flat_map(|n| [(n, PoolPlace::Below), (n, PoolPlace::Beside)]) {
        let (w, h) = view_size(n, place);
        let cells: Vec<Rect> = (0..n).map(|i| pool_cell(i, n, place)).collect();
        for (i, a) in cells.iter().enumerate() {
            assert!(a.x0 >= 0.0 && a.x1 <= w && a.y0 >= 0.0 && a.y1 <= h);
            assert!(a.y0 > BOARD || a.x0 > BOARD, "off the board: {a:?}");
            // A full pool fits its cell.
            let full = seat(i as u8, [3, 3, 3], false);
            for g in pool_groups(&full, *a) {
                let r = g.rect();
                assert!(r.x0 >= a.x0 && r.x1 <= a.x1 && r.y1 <= a.y1);
                assert!(r.y0 >= pool_text_bottom(*a) - 1e-9, "{n} seats: {r:?}");
            }
            for b in &cells[i + 1..] {
                let apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
                assert!(apart, "{n} seats: {a:?} {b:?}");
            }
        }
    }
}

#[test]
fn a_city_name_stays_clear_of_its_spires_and_notches() {
    let l = layout();
    for (i, c) in l.cities.iter().enumerate() {
        let f = city_frame(c);
        // The name's text, with a house on its left and a flag on its right.
        let (top, bottom, half) = (f.name_y - 22.0, f.name_y + 4.0, 50.0);
        assert!(
            bottom < f.ceiling || top > f.baseline + 6.0,
            "{}: name and spires",
            c.name
        );
        assert!(top > c.centre.1 - c.radius && bottom < c.centre.1 + c.radius);
        for p in l.ports.iter().filter(|p| p.city as usize == i) {
            let across = (p.notch.0 - c.centre.0).abs() < half + 19.0;
            let level = p.notch.1 + 19.0 > top && p.notch.1 - 19.0 < bottom;
            assert!(!(across && level), "{} and {}", c.name, p.name);
        }
    }
}

#[test]
fn segment_distance_is_to_the_nearest_point() {
    assert_eq!(segment_distance((5.0, 3.0), (0.0, 0.0), (10.0, 0.0)), 3.0);
    assert_eq!(segment_distance((13.0, 4.0), (0.0, 0.0), (10.0, 0.0)), 5.0);
    assert_eq!(segment_distance((3.0, 4.0), (0.0, 0.0), (0.0, 0.0)), 5.0);
}
