//! Components and services in a real browser (headless Chromium through wasm-bindgen-test):
//! the board's squares, pieces and names, click-click and drag moves through real pointer
//! events, an illegal drop, the panel's result, and storage's round trip and its handling of
//! bad, foreign and full storage; a wedge board's zones, names, bending paths and moves; and the
//! Sandships board and dice tray (`sandships`). One test binary: each costs a link of the whole
//! app and a run of wasm-bindgen.
#![cfg(target_arch = "wasm32")]

#[path = "browser/sandships.rs"]
mod sandships;

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use gloo_timers::future::sleep;
use martian_app::games::martian_chess::board::Board;
use martian_app::games::martian_chess::panel::GamePanel;
use martian_app::games::martian_chess::piece_keys::PieceKeys;
use martian_app::games::martian_chess::state::person_move;
use martian_app::games::martian_chess::view_model::{board_data, dests, paths};
use martian_app::games::martian_chess::{PlayState, Settings};
use martian_app::games::sandships::settings::SandSettings;
use martian_app::games::sandships::state::SandPlay;
use martian_app::games::GAMES;
use martian_app::history::Player;
use martian_app::services::saved_game::{current_key, game_key, set_aside_key, Persisted};
use martian_app::services::storage::{self, Loaded};
use martian_app::shell::opened;
use martian_engine::{Position, RuleOptions, Seat, Square};
use wasm_bindgen_test::*;
use web_sys::{Element, PointerEvent, PointerEventInit};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

fn mount() -> Element {
    let doc = gloo::utils::document();
    let root = doc.create_element("div").unwrap();
    root.set_attribute("style", "width: 400px").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    root
}

async fn settle() {
    sleep(Duration::from_millis(30)).await;
}

#[derive(Properties, PartialEq)]
struct Harness {
    position: String,
    moves: Rc<RefCell<Vec<(u8, u8)>>>,
}

#[function_component(PlayBoard)]
fn play_board(props: &Harness) -> Html {
    let pos = Position::from_text(&props.position, RuleOptions::default()).unwrap();
    let data = board_data(&pos, &PieceKeys::new(&pos), Seat(0));
    let moves = props.moves.clone();
    let on_move = Callback::from(move |m: (u8, u8)| moves.borrow_mut().push(m));
    html! {
        <Board grid={data.grid} squares={data.squares} pieces={data.pieces} lines={data.lines}
            dests={Rc::new(dests(pos.legal_moves()))} interactive={true} testing_attrs={true}
            on_move={on_move} label="test board" />
    }
}

const START: &str = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0";

/// The play board on the two-player start, recording the moves it asks for.
fn render_start(root: &Element, moves: &Rc<RefCell<Vec<(u8, u8)>>>) {
    let props = Harness {
        position: START.into(),
        moves: moves.clone(),
    };
    yew::Renderer::<PlayBoard>::with_root_and_props(root.clone(), props).render();
}

fn pointer(kind: &str, x: f64, y: f64) -> PointerEvent {
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_client_x(x as i32);
    init.set_client_y(y as i32);
    init.set_pointer_id(1);
    init.set_pointer_type("mouse");
    init.set_is_primary(true);
    PointerEvent::new_with_event_init_dict(kind, &init).unwrap()
}

fn centre(root: &Element, square: &str) -> (f64, f64) {
    let el = root
        .query_selector(&format!("[data-square='{square}']"))
        .unwrap()
        .unwrap();
    let r = el.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

fn press_release(root: &Element, from: (f64, f64), to: (f64, f64)) {
    drag_on(
        &root.query_selector("svg.board").unwrap().unwrap(),
        from,
        to,
    );
}

/// A press at `from` and a release at `to` on a board's SVG, with five moves between when they
/// differ (both games' boards).
fn drag_on(svg: &Element, from: (f64, f64), to: (f64, f64)) {
    svg.dispatch_event(&pointer("pointerdown", from.0, from.1))
        .unwrap();
    if from != to {
        for step in 1..=5 {
            let t = step as f64 / 5.0;
            let at = (from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t);
            svg.dispatch_event(&pointer("pointermove", at.0, at.1))
                .unwrap();
        }
    }
    svg.dispatch_event(&pointer("pointerup", to.0, to.1))
        .unwrap();
}

#[wasm_bindgen_test]
async fn the_board_names_every_square_and_piece() {
    let root = mount();
    let moves = Rc::new(RefCell::new(Vec::new()));
    render_start(&root, &moves);
    settle().await;
    assert_eq!(
        root.query_selector_all("[data-square]").unwrap().length(),
        32
    );
    assert_eq!(
        root.query_selector_all("[data-piece]").unwrap().length(),
        18
    );
    let c1 = root.query_selector("[data-at='c1']").unwrap().unwrap();
    assert_eq!(c1.get_attribute("data-piece").as_deref(), Some("queen"));
    assert_eq!(
        c1.get_attribute("aria-label").as_deref(),
        Some("queen on c1, South's zone")
    );
    let c5 = root.query_selector("[data-square='c5']").unwrap().unwrap();
    assert_eq!(
        c5.get_attribute("aria-label").as_deref(),
        Some("c5, North's zone, empty")
    );
    // South is nearest: a1 is drawn below a8.
    assert!(centre(&root, "a1").1 > centre(&root, "a8").1);
}

#[wasm_bindgen_test]
async fn click_click_and_drag_make_moves_and_an_illegal_drop_does_not() {
    let root = mount();
    let moves = Rc::new(RefCell::new(Vec::new()));
    render_start(&root, &moves);
    settle().await;
    let (d3, d5, c3, c4) = (
        centre(&root, "d3"),
        centre(&root, "d5"),
        centre(&root, "c3"),
        centre(&root, "c4"),
    );
    // Click the drone: its targets are marked.
    press_release(&root, d3, d3);
    settle().await;
    assert_eq!(
        root.query_selector_all(".square.dest").unwrap().length(),
        2,
        "d4 and d5"
    );
    // Click a target: the move is asked for.
    press_release(&root, d5, d5);
    settle().await;
    let id = |s: &str| Square::parse(s).unwrap().index();
    assert_eq!(moves.borrow().as_slice(), &[(id("d3"), id("d5"))]);
    // A pawn dragged straight ahead is refused: nothing is asked for.
    press_release(&root, c3, c4);
    settle().await;
    assert_eq!(moves.borrow().len(), 1);
    assert!(
        root.query_selector(".piece.ghost").unwrap().is_none(),
        "the drag ended"
    );
    // A real drag onto a target is a move.
    press_release(&root, d3, d5);
    settle().await;
    assert_eq!(moves.borrow().len(), 2);
}

#[function_component(WedgeBoard)]
fn wedge_board(props: &Harness) -> Html {
    let pos = Position::from_text(&props.position, RuleOptions::default()).unwrap();
    let data = board_data(&pos, &PieceKeys::new(&pos), Seat(0));
    let moves = props.moves.clone();
    let on_move = Callback::from(move |m: (u8, u8)| moves.borrow_mut().push(m));
    html! {
        <Board grid={data.grid} squares={data.squares} pieces={data.pieces} lines={data.lines}
            dests={Rc::new(dests(pos.legal_moves()))} paths={Rc::new(paths(&pos, pos.legal_moves()))}
            interactive={true} testing_attrs={true} on_move={on_move} label="wedge board" />
    }
}

#[wasm_bindgen_test]
async fn a_wedge_board_draws_its_zones_and_a_line_that_bends_into_the_next() {
    let root = mount();
    let moves = Rc::new(RefCell::new(Vec::new()));
    let props = Harness {
        position: "4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1 0 - - 0,0,0".into(),
        moves: moves.clone(),
    };
    yew::Renderer::<WedgeBoard>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let count = |sel: &str| root.query_selector_all(sel).unwrap().length();
    assert_eq!(count("polygon[data-square]"), 48, "three zones of 16");
    assert_eq!(count("[data-piece]"), 27);
    assert_eq!(count(".canals line.canal"), 3, "three glued edges");
    assert_eq!(count(".seat-marks path.seat-mark"), 3, "each zone's shape");
    let drone = root.query_selector("[data-at='1c1']").unwrap().unwrap();
    assert_eq!(
        drone.get_attribute("aria-label").as_deref(),
        Some("drone on c1 of Amber's zone")
    );
    // Blue's zone is nearest: its a1 lies below every other square.
    assert!(centre(&root, "0a1").1 > centre(&root, "1a1").1);
    assert!(centre(&root, "0a1").1 > centre(&root, "2a1").1);
    // The drone on 0a3 is picked up: its targets are 0a4 and, across the canal, Amber's d1;
    // its ways are drawn.
    let (a3, d1) = (centre(&root, "0a3"), centre(&root, "1d1"));
    press_release(&root, a3, a3);
    settle().await;
    let marked: Vec<String> = (0..count(".square.dest"))
        .filter_map(|i| root.query_selector_all(".square.dest").unwrap().get(i))
        .filter_map(|n| {
            wasm_bindgen::JsCast::dyn_into::<Element>(n)
                .ok()?
                .get_attribute("data-square")
        })
        .collect();
    assert_eq!(marked, vec!["0a4".to_string(), "1d1".to_string()]);
    assert_eq!(count(".paths polyline.move-path"), 2);
    // Dragged there, it is a move.
    press_release(&root, a3, d1);
    settle().await;
    let id = |s: &str| Square::parse(s).unwrap().index();
    assert_eq!(moves.borrow().as_slice(), &[(id("0a3"), id("1d1"))]);
}

#[derive(Properties, PartialEq)]
struct PanelHarness {
    state: Rc<PlayState>,
}

#[function_component(Panel)]
fn panel(props: &PanelHarness) -> Html {
    html! { <GamePanel state={props.state.clone()} on_toggle_clock={Callback::noop()} on_dismiss={Callback::noop()} /> }
}

#[wasm_bindgen_test]
async fn the_panel_announces_the_end() {
    let settings = Settings {
        setup: Some("4/4/4/q3/3p/4/4/4 0 - - 5,4".into()),
        players: vec![Player::Human, Player::Human],
        ..Settings::default()
    };
    let state = Rc::new(PlayState::new("end".into(), settings, 0.0).unwrap());
    let (from, to) = (Square::parse("d4").unwrap(), Square::parse("c5").unwrap());
    let action = person_move(&state, from, to, false, 1.0, "f".into());
    let state = yew::Reducible::reduce(state, action);
    let root = mount();
    yew::Renderer::<Panel>::with_root_and_props(root.clone(), PanelHarness { state }).render();
    settle().await;
    let status = root
        .query_selector(".status.result")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(status.contains("South wins"), "{status}");
    assert!(status.contains("a zone is empty"), "{status}");
}

fn local() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

#[wasm_bindgen_test]
fn storage_round_trips_and_keeps_bad_and_foreign_entries() {
    let store = local();
    store.clear().unwrap();
    store.set_item("someone-else", "keep me").unwrap();
    assert!(matches!(opened::load_current(GAMES), Loaded::Nothing));

    let s = Rc::new(PlayState::new("t1".into(), Settings::default(), 1.0).unwrap());
    let (from, to) = (Square::parse("d3").unwrap(), Square::parse("d5").unwrap());
    let action = person_move(&s, from, to, false, 2.0, "f".into());
    let s = yew::Reducible::reduce(s, action);
    storage::save(&*s).unwrap();
    match opened::load_current(GAMES) {
        Loaded::Game(g) => assert_eq!(PlayState::from_saved(&g.saved).unwrap().game, s.game),
        _ => panic!("the saved game did not come back"),
    }

    // A Sandships game is saved beside it and comes back as Sandships.
    let sand = SandPlay::new("t2".into(), SandSettings::default(), 3.0).unwrap();
    storage::save(&sand).unwrap();
    match opened::load_current(GAMES) {
        Loaded::Game(g) => assert_eq!(SandPlay::from_saved(&g.saved).unwrap().game, sand.game),
        _ => panic!("the Sandships game did not come back"),
    }
    let (list, notices) = opened::list(GAMES);
    assert_eq!((list.len(), notices.len()), (2, 0));
    store.set_item(&current_key(), "t1").unwrap();

    // A corrupt entry is reported by name and set aside: kept under another key, not deleted.
    let corrupt = "{\"format\":3,\"garbage\":true}";
    store.set_item(&game_key("t1"), corrupt).unwrap();
    match opened::load_current(GAMES) {
        Loaded::Unreadable(message) => assert!(message.contains("t1"), "{message}"),
        _ => panic!("a corrupt save must be reported"),
    }
    assert_eq!(
        store
            .get_item(&set_aside_key(&game_key("t1")))
            .unwrap()
            .as_deref(),
        Some(corrupt)
    );
    assert_eq!(store.get_item(&game_key("t1")).unwrap(), None);
    assert_eq!(
        store.get_item("someone-else").unwrap().as_deref(),
        Some("keep me")
    );
    store.clear().unwrap();
}

#[wasm_bindgen_test]
fn a_full_storage_is_reported_not_thrown() {
    let store = local();
    store.clear().unwrap();
    // Fill the quota (about 5 MB in Chromium) with foreign keys.
    let chunk = "x".repeat(1 << 20);
    let mut i = 0;
    while i < 64 && store.set_item(&format!("filler-{i}"), &chunk).is_ok() {
        i += 1;
    }
    let small = "y".repeat(1 << 12);
    let mut j = 0;
    while j < 4096 && store.set_item(&format!("filler-small-{j}"), &small).is_ok() {
        j += 1;
    }
    let s = PlayState::new("full".into(), Settings::default(), 1.0).unwrap();
    let err = storage::save(&s).unwrap_err();
    assert!(err.contains("storage is full"), "{err}");
    store.clear().unwrap();
}

/// The page reads the worker's replies with `JSON.parse` (not serde_json): every reply the
/// worker writes (`Reply::to_json`) is read as the page needs it, the steps with their ticket
/// and time, a failed search with its error and no steps, and a bench result or a broken text
/// is not heard.
#[wasm_bindgen_test]
fn the_page_reads_every_reply_the_worker_writes() {
    use martian_app::services::ai_worker::{read_reply, Heard};
    use martian_worker::{Reply, Steps};

    let steps = Steps {
        ticket: 7,
        steps: vec!["clock c2-c5 \"quoted\"".into(), "end".into()],
        error: None,
        elapsed_ms: 12.5,
    };
    assert_eq!(
        read_reply(&Reply::Steps(steps).to_json()),
        Some(Heard::Steps {
            ticket: 7,
            steps: vec!["clock c2-c5 \"quoted\"".into(), "end".into()],
            error: None,
            elapsed_ms: 12.5
        })
    );
    let failed = Steps {
        ticket: 8,
        steps: Vec::new(),
        error: Some("the game is over".into()),
        elapsed_ms: 0.0,
    };
    assert_eq!(
        read_reply(&Reply::Steps(failed).to_json()),
        Some(Heard::Steps {
            ticket: 8,
            steps: Vec::new(),
            error: Some("the game is over".into()),
            elapsed_ms: 0.0
        })
    );
    assert_eq!(read_reply(&Reply::Ready.to_json()), Some(Heard::Ready));
    let bench = martian_worker::bench::BenchReport {
        perft_nodes: 1,
        perft_ms: 1.0,
        ai_nodes: 1,
        ai_ms: 1.0,
        playouts: 0,
        playout_actions: 0,
        playout_ms: 0.0,
        turn_nodes: 0,
        turn_ms: 0.0,
    };
    assert_eq!(read_reply(&Reply::Bench(bench).to_json()), None);
    assert_eq!(read_reply("{\"Steps\": 3"), None);
    assert_eq!(read_reply(""), None);
}

/// Boards write numbers in full with the browser's `String(n)` (`widgets::fixed::shortest`),
/// and take sines from the browser's `Math` (`widgets::trig`, as libm's to the last bit or
/// so): what they write is what the
/// standard library's `format!("{n}")` writes, for the numbers boards have (whole numbers, a
/// tray's width, a wedge board's view box and its corners, a badge's scale).
#[wasm_bindgen_test]
fn the_browser_writes_board_numbers_as_rust_does() {
    use martian_app::widgets::fixed::shortest;
    use martian_app::widgets::trig::{atan2, cos, sin};

    let mut values = vec![
        0.0,
        -0.0,
        100.0,
        106.0,
        27.2,
        34.0 * 0.8,
        0.42,
        0.1 + 0.2,
        1e-6,
        1e20,
    ];
    for zones in 3..=6 {
        let h = std::f64::consts::PI / zones as f64;
        values.push(2.0 * (412.0 * (h.cos() + h.sin()) + 74.0));
        values.push(2.0 * (412.0 * (cos(h) + sin(h)) + 74.0));
        for k in 0..zones * 8 {
            let a = k as f64 * h / 4.0;
            values.push(500.0 - 300.0 * sin(a));
            values.push(500.0 + 300.0 * cos(a));
            // The browser's Math and libm agree to the last bit or so.
            assert!((sin(a) - a.sin()).abs() <= 1e-15 && (cos(a) - a.cos()).abs() <= 1e-15);
            assert!((atan2(-sin(a), -cos(a)) - (-a.sin()).atan2(-a.cos())).abs() <= 1e-14);
        }
    }
    for i in 1..2000 {
        values.push(i as f64 / 7.0);
        values.push(i as f64 * 0.8);
    }
    for v in values {
        assert_eq!(shortest(v), format!("{v}"), "{v:e}");
    }
}
