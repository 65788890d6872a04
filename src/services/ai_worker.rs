//! The AIs' web worker, seen from the page: spawns `ai-worker.js` (copied by trunk beside
//! the page, so a relative URL works under any subpath), queues requests until the worker says
//! it is ready, hands replies to the app, and starts a fresh worker when one fails. Requests of
//! every game go through it (Martian Chess and Sandships share the worker and its protocol).
//!
//! Replies are read with the browser's own `JSON.parse` and only the fields the page uses
//! ([`Heard`]), not with serde_json: its deserializer and the derived readers of every reply
//! type (moves, squares, progress reports) were about 40 KB of the embed's code (18 KB gzip)
//! for a reply the page needs three fields of (README, "Measurements"). The worker keeps serde;
//! the page still writes its requests with serde_json (its writer is small).

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Reflect, JSON};
use martian_worker::{SandshipsEnvelope, SearchRequest, TurnRequest};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// Where trunk puts the worker's loader.
const WORKER_URL: &str = "./ai-worker.js";

/// What the page hears from the worker: the part of a [`martian_worker::Reply`] it uses. A
/// progress report or a bench result is not heard (the page does not use them).
#[derive(Clone, PartialEq, Debug)]
pub enum Heard {
    /// `Reply::Ready`: the worker takes requests.
    Ready,
    /// `Reply::Done`: a Martian Chess answer (`text` is `None` when there is no move).
    Move {
        /// The request answered.
        id: u64,
        /// The move text (`clock c2-c5` when it calls the clock).
        text: Option<String>,
        /// The time the search took (ms).
        elapsed_ms: f64,
    },
    /// `Reply::Turn`: a Sandships answer (no actions, and why, when there was nothing to play).
    Turn {
        /// The request answered.
        id: u64,
        /// The action texts, in order.
        actions: Vec<String>,
        /// Why the request could not be answered.
        error: Option<String>,
        /// The time the search took (ms).
        elapsed_ms: f64,
    },
}

impl Heard {
    /// The request a reply answers (`None` for `Ready`).
    fn answers(&self) -> Option<u64> {
        match self {
            Heard::Ready => None,
            Heard::Move { id, .. } | Heard::Turn { id, .. } => Some(*id),
        }
    }
}

/// Reads a reply as the worker sends it (`Reply::to_json`: `"Ready"`, `{"Done": {...}}`,
/// `{"Turn": {...}}`, ...). `None` for a reply the page does not use or cannot read.
pub fn read_reply(text: &str) -> Option<Heard> {
    let value = JSON::parse(text).ok()?;
    if value.as_string().as_deref() == Some("Ready") {
        return Some(Heard::Ready);
    }
    let field = |object: &JsValue, name: &str| Reflect::get(object, &JsValue::from_str(name)).ok();
    let number = |object: &JsValue, name: &str| field(object, name)?.as_f64();
    let text = |object: &JsValue, name: &str| field(object, name)?.as_string();
    if let Some(done) = field(&value, "Done").filter(|v| v.is_object()) {
        return Some(Heard::Move {
            id: number(&done, "id")? as u64,
            text: text(&done, "text"),
            elapsed_ms: number(&done, "elapsed_ms")?,
        });
    }
    let turn = field(&value, "Turn").filter(|v| v.is_object())?;
    let actions = field(&turn, "actions")?.dyn_into::<Array>().ok()?;
    Some(Heard::Turn {
        id: number(&turn, "id")? as u64,
        actions: actions
            .iter()
            .map(|a| a.as_string())
            .collect::<Option<_>>()?,
        error: text(&turn, "error"),
        elapsed_ms: number(&turn, "elapsed_ms")?,
    })
}

struct Inner {
    worker: Option<Worker>,
    ready: bool,
    queue: Vec<String>,
    in_flight: Option<u64>,
    on_reply: Rc<dyn Fn(Heard)>,
    on_failure: Rc<dyn Fn(u64, String)>,
    _closures: Vec<Closure<dyn FnMut(JsValue)>>,
}

/// The worker ends with its last handle: a worker left running would post to closures that
/// are gone.
impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.set_onmessage(None);
            w.set_onerror(None);
            w.terminate();
        }
    }
}

/// A handle on the worker; cheap to clone. The worker is stopped when the last handle goes.
#[derive(Clone)]
pub struct AiWorker(Rc<RefCell<Inner>>);

impl AiWorker {
    /// Starts the worker. `on_reply` hears every reply; `on_failure` hears of a request lost
    /// to a failing worker (the worker has already been replaced).
    pub fn spawn(
        on_reply: impl Fn(Heard) + 'static,
        on_failure: impl Fn(u64, String) + 'static,
    ) -> AiWorker {
        let this = AiWorker(Rc::new(RefCell::new(Inner {
            worker: None,
            ready: false,
            queue: Vec::new(),
            in_flight: None,
            on_reply: Rc::new(on_reply),
            on_failure: Rc::new(on_failure),
            _closures: Vec::new(),
        })));
        this.start();
        this
    }

    fn start(&self) {
        let worker = match Worker::new(WORKER_URL) {
            Ok(w) => w,
            Err(e) => {
                let failure = self.0.borrow().on_failure.clone();
                failure(0, format!("the computer player could not start: {e:?}"));
                return;
            }
        };
        let weak = Rc::downgrade(&self.0);
        let onmessage = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let Some(inner) = weak.upgrade() else { return };
            let text = event
                .dyn_into::<MessageEvent>()
                .ok()
                .and_then(|e| e.data().as_string())
                .unwrap_or_default();
            let Some(reply) = read_reply(&text) else {
                return;
            };
            if reply == Heard::Ready {
                let (worker, queue) = {
                    let mut b = inner.borrow_mut();
                    b.ready = true;
                    (b.worker.clone(), std::mem::take(&mut b.queue))
                };
                if let Some(w) = worker {
                    for msg in queue {
                        let _ = w.post_message(&JsValue::from_str(&msg));
                    }
                }
                return;
            }
            let answered = reply.answers();
            if answered.is_some() {
                let mut b = inner.borrow_mut();
                if b.in_flight == answered {
                    b.in_flight = None;
                }
            }
            let handler = inner.borrow().on_reply.clone();
            handler(reply);
        });
        let weak = Rc::downgrade(&self.0);
        let onerror = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let Some(inner) = weak.upgrade() else { return };
            let message = event
                .dyn_into::<ErrorEvent>()
                .map(|e| e.message())
                .unwrap_or_else(|_| "the worker stopped".into());
            let lost = {
                let mut b = inner.borrow_mut();
                if let Some(w) = b.worker.take() {
                    w.terminate();
                }
                b.ready = false;
                // Requests still queued for the dead worker are dropped: the app retries the
                // one it is waiting for.
                b.queue.clear();
                b.in_flight.take()
            };
            // Start afresh; the app retries the lost request.
            AiWorker(inner.clone()).start();
            let failure = inner.borrow().on_failure.clone();
            failure(lost.unwrap_or(0), message);
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        let mut b = self.0.borrow_mut();
        b.worker = Some(worker);
        // Old closures stay alive: one of them may be running right now (a restart from onerror).
        b._closures.extend([onmessage, onerror]);
    }

    /// Sends a Martian Chess request (queued until the worker is ready).
    pub fn send(&self, request: &SearchRequest) {
        self.post(
            request.id,
            serde_json::to_string(request).unwrap_or_default(),
        );
    }

    /// Sends a Sandships request (queued until the worker is ready).
    pub fn send_turn(&self, request: &TurnRequest) {
        self.post(request.id, SandshipsEnvelope::to_json(request));
    }

    fn post(&self, id: u64, text: String) {
        let mut b = self.0.borrow_mut();
        b.in_flight = Some(id);
        match (&b.worker, b.ready) {
            (Some(w), true) => {
                let _ = w.post_message(&JsValue::from_str(&text));
            }
            _ => b.queue.push(text),
        }
    }
}
