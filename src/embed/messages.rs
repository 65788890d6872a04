//! What the embed tells the page around it, by `postMessage`: every message is an object with
//! `source: "martian-chess"` and a `type`: `ready`, `size` (`height` in CSS pixels), `move`
//! (`ply`, `move` text, `position` text after it), `solved`, `failed` (`ply`, `move`).
//! Sent with the target origin `*`: an embed may sit in any page, and nothing it says is
//! private (the page gave it the position in the first place).

use wasm_bindgen::JsValue;

/// A message to the parent page.
#[derive(Clone, PartialEq, Debug)]
pub enum Outgoing {
    /// The board is drawn and takes input.
    Ready {
        /// The mode in force.
        mode: &'static str,
        /// The shown position's text.
        position: String,
    },
    /// The frame's content is this tall.
    Size {
        /// CSS pixels.
        height: f64,
    },
    /// A move was played on the board.
    Move {
        /// Moves played from the embed's first position up to and including this one.
        ply: usize,
        /// Its move text.
        mv: String,
        /// The position after it.
        position: String,
    },
    /// The puzzle is solved.
    Solved,
    /// A move that is not the puzzle's was taken back.
    Failed {
        /// The ply it was tried at.
        ply: usize,
        /// Its move text.
        mv: String,
    },
}

impl Outgoing {
    /// Its `type` field.
    pub fn kind(&self) -> &'static str {
        match self {
            Outgoing::Ready { .. } => "ready",
            Outgoing::Size { .. } => "size",
            Outgoing::Move { .. } => "move",
            Outgoing::Solved => "solved",
            Outgoing::Failed { .. } => "failed",
        }
    }

    /// The fields besides `source` and `type`, as name and value.
    pub fn fields(&self) -> Vec<(&'static str, JsValue)> {
        match self {
            Outgoing::Ready { mode, position } => vec![
                ("mode", JsValue::from_str(mode)),
                ("position", JsValue::from_str(position)),
            ],
            Outgoing::Size { height } => vec![("height", JsValue::from_f64(height.ceil()))],
            Outgoing::Move { ply, mv, position } => vec![
                ("ply", JsValue::from_f64(*ply as f64)),
                ("move", JsValue::from_str(mv)),
                ("position", JsValue::from_str(position)),
            ],
            Outgoing::Solved => Vec::new(),
            Outgoing::Failed { ply, mv } => vec![
                ("ply", JsValue::from_f64(*ply as f64)),
                ("move", JsValue::from_str(mv)),
            ],
        }
    }
}

/// Posts a message to the parent page, if the embed has one (opened on its own, it has not).
pub fn post(message: &Outgoing) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    if js_sys::Object::is(&parent, &window) {
        return;
    }
    let object = js_sys::Object::new();
    let set = |name: &str, value: &JsValue| {
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(name), value);
    };
    set("source", &JsValue::from_str("martian-chess"));
    set("type", &JsValue::from_str(message.kind()));
    for (name, value) in message.fields() {
        set(name, &value);
    }
    let _ = parent.post_message(&object, "*");
}

/// Posts `ready` once, when the board is first drawn: its mode and the shown position's text.
#[yew::hook]
pub fn use_ready_message(mode: &'static str, position: String) {
    yew::use_effect_with((), move |_| post(&Outgoing::Ready { mode, position }));
}
