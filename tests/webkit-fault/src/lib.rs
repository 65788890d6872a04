//! The reduction of WebKit's wasm fault (docs/webkit-wasm-fault.md): the engine with the wedge
//! boards' tables made on first use (feature `lazy-wedge-tables`, as the page had them), alone
//! in a wasm with no imports. `run(6)` sets up a six-player game, which builds the six-zone
//! tables (`martian_engine::wedge::build_wedge`), and counts the first player's moves: 11 in
//! every engine. In WebKitGTK 2.50 about one fresh instance in a thousand traps ("Out of bounds
//! memory access") or panics ("unreachable") in `build_wedge` instead: also with the optimising
//! compiler off (`JSC_useOMGJIT=0`), never with the loop entry into compiled code off
//! (`JSC_useWasmOSR=0`) or the wasm interpreted alone (`JSC_useBBQJIT=0 JSC_useOMGJIT=0`).

use martian_engine::{Position, RuleOptions, Seat, Variant};

/// The number of legal first moves of a game of `seats` seats (2 to 6), its tables built now.
#[no_mangle]
pub extern "C" fn run(seats: u32) -> u32 {
    let variant = Variant::ALL[(seats as usize).clamp(2, 6) - 2];
    let position = Position::start(variant, RuleOptions::default(), Seat(0));
    position.legal_moves().len() as u32
}
