//! How the drawing fits the window: on a wide window the pools go in a column beside the board,
//! which lets the board grow to the window's height; on a phone or a narrow window they go
//! under it. The choice follows the window as it is resized.

use gloo::events::EventListener;
use yew::prelude::*;

use super::geometry::{view_size, PoolPlace, BOARD};

/// Below this window width the page is laid out for phones (as `styles/shell.css` does).
const PHONE: f64 = 760.0;
/// What the page takes beside the board (the panel and gaps) and above and below it (the
/// header and the history bar), in CSS pixels, as `styles/sandships.css` sizes the board.
const BESIDE: f64 = 390.0;
const ABOVE_BELOW: f64 = 134.0;

/// The side of the board square, in CSS pixels, when the drawing is `(w, h)` user units and
/// may be `room` pixels wide and high.
fn board_side(size: (f64, f64), room: (f64, f64)) -> f64 {
    let scale = (room.0 / size.0).min(room.1 / size.1);
    BOARD * scale
}

/// Where the pools go in a window `width` x `height` CSS pixels: beside the board when that
/// makes the board clearly larger.
pub fn choose_place(width: f64, height: f64, seats: usize) -> PoolPlace {
    if width <= PHONE {
        return PoolPlace::Below;
    }
    let room = (width - BESIDE, height - ABOVE_BELOW);
    let below = board_side(view_size(seats, PoolPlace::Below), room);
    let beside = board_side(view_size(seats, PoolPlace::Beside), room);
    if beside > below * 1.08 {
        PoolPlace::Beside
    } else {
        PoolPlace::Below
    }
}

fn window_place(seats: usize) -> PoolPlace {
    let window = gloo::utils::window();
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64());
    match (size(window.inner_width()), size(window.inner_height())) {
        (Some(w), Some(h)) => choose_place(w, h, seats),
        _ => PoolPlace::Below,
    }
}

/// Where the pools go now, updated when the window is resized.
#[hook]
pub fn use_pool_place(seats: usize) -> PoolPlace {
    let place = use_state(|| window_place(seats));
    {
        let place = place.clone();
        use_effect_with(seats, move |&seats| {
            place.set(window_place(seats));
            let listener = EventListener::new(&gloo::utils::window(), "resize", move |_| {
                place.set(window_place(seats));
            });
            move || drop(listener)
        });
    }
    *place
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_windows_put_the_pools_beside_phones_below() {
        assert_eq!(choose_place(390.0, 844.0, 4), PoolPlace::Below);
        assert_eq!(choose_place(1280.0, 860.0, 4), PoolPlace::Beside);
        assert_eq!(choose_place(1920.0, 1080.0, 2), PoolPlace::Beside);
        // A tall, narrowish window: below gives the larger board.
        assert_eq!(choose_place(1000.0, 1300.0, 2), PoolPlace::Below);
        // Either way the choice is the larger board.
        for (w, h) in [(900.0, 700.0), (1280.0, 860.0), (1100.0, 1200.0)] {
            let room = (w - BESIDE, h - ABOVE_BELOW);
            let side = |p| board_side(view_size(4, p), room);
            let chosen = side(choose_place(w, h, 4));
            assert!(chosen >= side(PoolPlace::Below).min(side(PoolPlace::Beside)));
            assert!(chosen * 1.08 >= side(PoolPlace::Below).max(side(PoolPlace::Beside)));
        }
    }
}
