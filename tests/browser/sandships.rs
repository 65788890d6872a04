//! The Sandships board and dice tray in a real browser (headless Chromium through
//! wasm-bindgen-test): the testing contract's attributes and names, click-click and drag moves
//! through real pointer events, a drop on a non-target, a one-tap zap, a pending piece's
//! targets, the keyboard, and picking dice.
use std::cell::RefCell;
use std::rc::Rc;

use martian_app::games::sandships::board::model::{
    BoardData, Mark, SeatView, ShipView, SpireView, Spot, Target,
};
use martian_app::games::sandships::board::view::SandBoard;
use martian_app::games::sandships::dice::{DiceTray, DieView};
use martian_app::games::sandships::layout::layout;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::Element;

use super::{mount, settle};
use yew::prelude::*;

const C2: Spot = Spot::Port(9);
const C3: Spot = Spot::Port(10);
const C1: Spot = Spot::Port(8);
const C4: Spot = Spot::Port(11);
const C5: Spot = Spot::Port(12);
const NE2: Spot = Spot::Port(3);
const SW6: Spot = Spot::Port(7);
const SW: Spot = Spot::City(3);
const BLUE_LARGE_SW: Spot = Spot::Piece {
    city: 3,
    owner: 0,
    size: 3,
};
const DEAD_SMALL_C: Spot = Spot::Piece {
    city: 4,
    owner: 4,
    size: 1,
};
const BLUE_POOL_SMALL: Spot = Spot::Pool { seat: 0, size: 1 };

/// Two players in the middle of a game: Blue's spire in SW, Amber's in NE, the dead one in C;
/// Blue's medium ship in NE1 and large one in C2, Amber's small one in C1.
fn sample() -> BoardData {
    let spire = |city, owner, pieces: &[u8]| SpireView {
        city,
        owner,
        pieces: pieces.to_vec(),
    };
    let ship = |key, port, seat, size| ShipView {
        key,
        port,
        seat,
        size,
    };
    BoardData {
        layout: layout(),
        spires: vec![
            spire(3, 0, &[3, 2, 1]),
            spire(1, 1, &[3, 2, 1]),
            spire(4, 4, &[3, 2, 1]),
        ],
        ships: vec![ship(1, 2, 0, 2), ship(2, 8, 1, 1), ship(3, 9, 0, 3)],
        seats: vec![
            SeatView {
                seat: 0,
                name: "Blue (you)".into(),
                pool: [1, 1, 1],
                out: false,
                home: 3,
            },
            SeatView {
                seat: 1,
                name: "Amber".into(),
                pool: [2, 2, 2],
                out: false,
                home: 1,
            },
        ],
        controllers: [None, Some(1), None, Some(0), None],
        to_act: Some(0),
        winner: None,
        last: vec![Spot::Port(10)],
        hints: Vec::new(),
    }
}

fn t(from: Spot, to: Spot, mark: Mark) -> Target {
    Target { from, to, mark }
}

/// What Blue may do: sail, bump or land the large ship in C2, launch from its spire, build,
/// zap the dead pieces of C.
fn targets() -> Vec<Target> {
    let dead_medium = Spot::Piece {
        city: 4,
        owner: 4,
        size: 2,
    };
    vec![
        t(C2, C3, Mark::Move),
        t(C2, C1, Mark::Bump),
        t(C2, Spot::City(4), Mark::Land),
        t(BLUE_LARGE_SW, SW6, Mark::Launch),
        t(BLUE_POOL_SMALL, SW, Mark::Build),
        t(DEAD_SMALL_C, DEAD_SMALL_C, Mark::Zap),
        t(dead_medium, dead_medium, Mark::Zap),
    ]
}

#[derive(Default, PartialEq)]
struct Log {
    moves: Vec<(Spot, Spot)>,
    taps: Vec<Spot>,
    attempts: Vec<(Spot, Spot)>,
}

#[derive(Properties, PartialEq)]
struct Harness {
    targets: Vec<Target>,
    pending: Option<Spot>,
    log: Rc<RefCell<Log>>,
}

#[function_component(PlayBoard)]
fn play_board(props: &Harness) -> Html {
    let log = props.log.clone();
    let on_move = {
        let log = log.clone();
        Callback::from(move |m| log.borrow_mut().moves.push(m))
    };
    let on_tap = {
        let log = log.clone();
        Callback::from(move |s| log.borrow_mut().taps.push(s))
    };
    let on_attempt = Callback::from(move |m| log.borrow_mut().attempts.push(m));
    html! {
        <SandBoard data={Rc::new(sample())} targets={Rc::new(props.targets.clone())}
            pending={props.pending} interactive={true} testing_attrs={true}
            {on_move} {on_tap} {on_attempt} label="test board" />
    }
}

fn render(root: &Element, targets: Vec<Target>, pending: Option<Spot>) -> Rc<RefCell<Log>> {
    let log = Rc::new(RefCell::new(Log::default()));
    let props = Harness {
        targets,
        pending,
        log: log.clone(),
    };
    yew::Renderer::<PlayBoard>::with_root_and_props(root.clone(), props).render();
    log
}

fn find(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn centre(root: &Element, selector: &str) -> (f64, f64) {
    let r = find(root, selector).get_bounding_client_rect();
    assert!(r.width() > 0.0 && r.height() > 0.0, "{selector} has no box");
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// A press at `from` and a release at `to`, through the board's SVG, with moves between.
fn press_release(root: &Element, from: (f64, f64), to: (f64, f64)) {
    super::drag_on(&find(root, "svg.sand-board"), from, to);
}

async fn click(root: &Element, selector: &str) {
    let at = centre(root, selector);
    press_release(root, at, at);
    settle().await;
}

async fn drag(root: &Element, from: &str, to: &str) {
    press_release(root, centre(root, from), centre(root, to));
    settle().await;
}

/// A key pressed on an element (as the browser sends it to the focused one).
fn key(el: &Element, key: &str) {
    let send = js_sys::Function::new_with_args(
        "el, key",
        "el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))",
    );
    send.call2(&JsValue::NULL, el, &JsValue::from_str(key))
        .unwrap();
}

const SHIP_C2: &str = "[data-ship='0l']";

#[wasm_bindgen_test]
async fn the_board_carries_the_contract_and_names_everything() {
    let root = mount();
    render(&root, targets(), None);
    settle().await;
    let svg = find(&root, "svg.sand-board");
    assert_eq!(svg.get_attribute("role").as_deref(), Some("group"));
    assert_eq!(
        svg.get_attribute("aria-label").as_deref(),
        Some("test board")
    );
    assert_eq!(count(&root, "[data-city]:not([data-spire-piece])"), 5);
    assert_eq!(count(&root, "[data-port]"), 16);
    assert_eq!(count(&root, "[data-ship]"), 3);
    assert_eq!(count(&root, "[data-spire-piece]"), 9);
    assert_eq!(count(&root, "[data-spire-piece][data-city='C']"), 3);
    assert_eq!(count(&root, "[data-spire-piece='xl'][data-city='C']"), 1);
    assert_eq!(count(&root, "[data-pool-piece]"), 6);
    assert_eq!(count(&root, "[data-pool-piece='1m']"), 1);
    let ship = find(&root, SHIP_C2);
    assert_eq!(ship.get_attribute("data-at").as_deref(), Some("C2"));
    assert_eq!(
        ship.get_attribute("aria-label").as_deref(),
        Some("port C2, Blue's large ship")
    );
    assert_eq!(ship.get_attribute("role").as_deref(), Some("button"));
    assert_eq!(ship.get_attribute("tabindex").as_deref(), Some("0"));
    assert_eq!(
        find(&root, "[data-city='NE']:not([data-spire-piece])")
            .get_attribute("aria-label")
            .as_deref(),
        Some("NE, Amber's home, controlled by Amber; Amber's spire: large, medium, small")
    );
    assert_eq!(
        find(&root, "[data-spire-piece='0l'][data-city='SW']")
            .get_attribute("aria-label")
            .as_deref(),
        Some("Blue's large piece in SW's spire")
    );
    assert_eq!(
        find(&root, "[data-port='C3']")
            .get_attribute("aria-label")
            .as_deref(),
        Some("port C3, empty, last action")
    );
    assert_eq!(
        find(&root, "[data-spire-piece='xs']")
            .get_attribute("aria-label")
            .as_deref(),
        Some("dead small piece in C's dead spire, zap it")
    );
    // Nothing to pick up there: no button, no tab stop.
    let amber = find(&root, "[data-ship='1s']");
    assert_eq!(amber.get_attribute("role").as_deref(), Some("img"));
    assert_eq!(amber.get_attribute("tabindex"), None);
    // The zaps are marked at once; the ship's targets only once it is picked up.
    assert_eq!(count(&root, ".mark.zap"), 2);
    assert_eq!(count(&root, ".mark.move"), 0);
}

#[wasm_bindgen_test]
async fn click_click_and_drags_play_and_a_wrong_drop_is_reported() {
    let root = mount();
    let log = render(&root, targets(), None);
    settle().await;
    // Click the ship: its targets are marked, each its own way.
    click(&root, SHIP_C2).await;
    assert_eq!(count(&root, ".mark.move"), 1);
    assert_eq!(count(&root, ".mark.bump"), 1);
    assert_eq!(count(&root, ".mark.land"), 1);
    assert!(find(&root, SHIP_C2)
        .get_attribute("class")
        .unwrap()
        .contains("lifted"));
    assert_eq!(
        find(&root, "[data-port='C3']")
            .get_attribute("tabindex")
            .as_deref(),
        Some("0")
    );
    // Click a target: the move is asked for.
    click(&root, "[data-port='C3']").await;
    assert_eq!(log.borrow().moves, [(C2, C3)]);
    assert_eq!(count(&root, ".mark.move"), 0, "let go after the move");
    // Drags: the ship onto C1 (a bump), a spire piece onto a port (a launch), a pool piece
    // onto its home city (a build: the drop lands on the city, not on the spire in it).
    drag(&root, SHIP_C2, "[data-port='C1']").await;
    drag(
        &root,
        "[data-spire-piece='0l'][data-city='SW']",
        "[data-port='SW6']",
    )
    .await;
    drag(
        &root,
        "[data-pool-piece='0s']",
        "[data-city='SW']:not([data-spire-piece])",
    )
    .await;
    assert_eq!(
        log.borrow().moves,
        [
            (C2, C3),
            (C2, C1),
            (BLUE_LARGE_SW, SW6),
            (BLUE_POOL_SMALL, SW)
        ]
    );
    assert!(
        root.query_selector(".ghost").unwrap().is_none(),
        "the drags ended"
    );
    // A drop on a port that is no target: the ship goes back and the try is reported.
    drag(&root, SHIP_C2, "[data-port='NE2']").await;
    assert_eq!(log.borrow().attempts, [(C2, NE2)]);
    assert_eq!(log.borrow().moves.len(), 4);
    // A drop back on the ship keeps it selected.
    let at = centre(&root, SHIP_C2);
    press_release(&root, at, (at.0 + 12.0, at.1 + 3.0));
    settle().await;
    assert_eq!(count(&root, ".mark.move"), 1);
    assert_eq!(log.borrow().attempts.len(), 1);
}

#[wasm_bindgen_test]
async fn a_tap_zaps_and_a_pending_piece_shows_its_targets() {
    let root = mount();
    let log = render(&root, targets(), None);
    settle().await;
    click(&root, "[data-spire-piece='xs'][data-city='C']").await;
    assert_eq!(log.borrow().taps, [DEAD_SMALL_C]);
    assert!(log.borrow().moves.is_empty());

    // A bumped ship whose new port the player must choose: its targets show with nothing
    // clicked, and a tap on one plays it.
    let root = mount();
    let bump = vec![t(C1, C4, Mark::BumpTo), t(C1, C5, Mark::BumpTo)];
    let log = render(&root, bump, Some(C1));
    settle().await;
    assert_eq!(count(&root, ".mark.bump-to"), 2);
    assert!(find(&root, "[data-ship='1s']")
        .get_attribute("aria-label")
        .unwrap()
        .ends_with(", selected"));
    // Escape does not drop what the host holds.
    key(&find(&root, "[data-port='C4']"), "Escape");
    settle().await;
    assert_eq!(count(&root, ".mark.bump-to"), 2);
    click(&root, "[data-port='C4']").await;
    assert_eq!(log.borrow().moves, [(C1, C4)]);
}

#[wasm_bindgen_test]
async fn a_whole_action_is_played_with_the_keyboard() {
    let root = mount();
    let log = render(&root, targets(), None);
    settle().await;
    key(&find(&root, SHIP_C2), "Enter");
    settle().await;
    assert_eq!(count(&root, ".mark.land"), 1);
    let city = find(&root, "[data-city='C']:not([data-spire-piece])");
    assert_eq!(city.get_attribute("tabindex").as_deref(), Some("0"));
    assert!(city
        .get_attribute("aria-label")
        .unwrap()
        .ends_with("land here"));
    // Escape lets go; Space picks up again; Enter on the city lands.
    key(&find(&root, SHIP_C2), "Escape");
    settle().await;
    assert_eq!(count(&root, ".mark.land"), 0);
    key(&find(&root, SHIP_C2), " ");
    settle().await;
    key(&city, "Enter");
    settle().await;
    assert_eq!(log.borrow().moves, [(C2, Spot::City(4))]);
    // Enter on a zappable piece zaps it.
    key(&find(&root, "[data-spire-piece='xs']"), "Enter");
    settle().await;
    assert_eq!(log.borrow().taps, [DEAD_SMALL_C]);
}

#[derive(Properties, PartialEq)]
struct TrayHarness {
    picks: Rc<RefCell<Vec<Option<usize>>>>,
}

#[function_component(Tray)]
fn tray(props: &TrayHarness) -> Html {
    let picked = use_state(|| None::<usize>);
    let on_pick = {
        let (picked, picks) = (picked.clone(), props.picks.clone());
        Callback::from(move |i| {
            picks.borrow_mut().push(i);
            picked.set(i);
        })
    };
    let die = |face, used, wild, bonus| DieView {
        face,
        used,
        wild,
        bonus,
    };
    let dice = vec![
        die('M', true, false, false),
        die('Z', false, true, false),
        die('T', false, false, false),
        die('W', false, true, true),
    ];
    html! { <DiceTray {dice} picked={*picked} {on_pick} interactive={true} /> }
}

#[wasm_bindgen_test]
async fn the_dice_tray_names_its_dice_and_picks_one() {
    let root = mount();
    let picks = Rc::new(RefCell::new(Vec::new()));
    yew::Renderer::<Tray>::with_root_and_props(
        root.clone(),
        TrayHarness {
            picks: picks.clone(),
        },
    )
    .render();
    settle().await;
    assert_eq!(count(&root, "button[data-die]"), 4);
    let used = find(&root, "[data-die='M']");
    assert_eq!(used.get_attribute("data-used").as_deref(), Some("true"));
    assert_eq!(
        used.get_attribute("aria-label").as_deref(),
        Some("Move die, used")
    );
    assert!(used.has_attribute("disabled"));
    let zap = find(&root, "[data-die='Z']");
    assert_eq!(zap.get_attribute("data-used").as_deref(), Some("false"));
    assert_eq!(
        zap.get_attribute("aria-label").as_deref(),
        Some("Zap die, wild now: its own action is impossible")
    );
    assert!(zap.get_attribute("class").unwrap().contains("wild-now"));
    assert_eq!(
        find(&root, "[data-die='W']")
            .get_attribute("aria-label")
            .as_deref(),
        Some("Wild die, bonus")
    );
    let transform = || find(&root, "[data-die='T']");
    transform()
        .dyn_ref::<web_sys::HtmlElement>()
        .unwrap()
        .click();
    settle().await;
    assert_eq!(
        transform().get_attribute("aria-pressed").as_deref(),
        Some("true")
    );
    transform()
        .dyn_ref::<web_sys::HtmlElement>()
        .unwrap()
        .click();
    settle().await;
    assert_eq!(picks.borrow().as_slice(), &[Some(2), None]);
    assert_eq!(
        transform().get_attribute("aria-pressed").as_deref(),
        Some("false")
    );
}
