//! The AIs' web worker, seen from the page: spawns `ai-worker.js` (copied by trunk beside
//! the page, so a relative URL works under any subpath), queues requests until the worker says
//! it is ready, hands replies to the app, and starts a fresh worker when one fails. Requests of
//! every game go through it, each with a ticket of its own, in one envelope that names the game
//! (`martian_worker::Envelope`, posted as a plain object); the worker's registry finds the
//! game's AI.
//!
//! Replies are read with the browser's own `JSON.parse` and only the fields the page uses
//! ([`Heard`]), not with serde_json: its deserializer and the derived readers of every reply
//! type (moves, squares, progress reports) were about 40 KB of the embed's code (18 KB gzip)
//! for a reply the page needs three fields of (README, "Measurements"). The worker keeps serde;
//! the page still writes its requests with serde_json (its writer is small).

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// Where trunk puts the worker's loader.
const WORKER_URL: &str = "./ai-worker.js";

/// What the page hears from the worker: the part of a [`martian_worker::Reply`] it uses (a
/// bench result is not heard).
#[derive(Clone, PartialEq, Debug)]
pub enum Heard {
    /// `Reply::Ready`: the worker takes requests.
    Ready,
    /// `Reply::Steps`: the steps the computer plays (none, and why, when there was nothing to
    /// play).
    Steps {
        /// The request answered.
        ticket: u64,
        /// The step texts, in order.
        steps: Vec<String>,
        /// Why the request could not be answered.
        error: Option<String>,
        /// The time the search took (ms).
        elapsed_ms: f64,
    },
}

/// Reads a reply as the worker sends it (`Reply::to_json`: `"Ready"`, `{"Steps": {...}}`).
/// `None` for a reply the page does not use or cannot read.
pub fn read_reply(text: &str) -> Option<Heard> {
    let value = JSON::parse(text).ok()?;
    if value.as_string().as_deref() == Some("Ready") {
        return Some(Heard::Ready);
    }
    let field = |object: &JsValue, name: &str| Reflect::get(object, &JsValue::from_str(name)).ok();
    let steps = field(&value, "Steps").filter(|v| v.is_object())?;
    let number = |name: &str| field(&steps, name)?.as_f64();
    let texts = field(&steps, "steps")?.dyn_into::<Array>().ok()?;
    Some(Heard::Steps {
        ticket: number("ticket")? as u64,
        steps: texts.iter().map(|a| a.as_string()).collect::<Option<_>>()?,
        error: field(&steps, "error").and_then(|e| e.as_string()),
        elapsed_ms: number("elapsed_ms")?,
    })
}

/// A request as the worker reads it (`martian_worker::Envelope`): a plain object of three
/// fields, built with the browser's own objects rather than written as JSON.
fn envelope(ticket: u64, game: &str, ask: &str) -> JsValue {
    let object = Object::new();
    let set = |name: &str, value: JsValue| {
        let _ = Reflect::set(&object, &JsValue::from_str(name), &value);
    };
    set("ticket", JsValue::from_f64(ticket as f64));
    set("game", JsValue::from_str(game));
    set("ask", JsValue::from_str(ask));
    object.into()
}

struct Inner {
    worker: Option<Worker>,
    ready: bool,
    queue: Vec<JsValue>,
    /// The last ticket handed out.
    tickets: u64,
    /// Tickets sent (or queued) and not yet answered.
    waiting: Vec<u64>,
    on_reply: Rc<dyn Fn(Heard)>,
    on_failure: Rc<dyn Fn(Vec<u64>, String)>,
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
    /// Starts the worker. `on_reply` hears every reply; `on_failure` hears of the requests lost
    /// to a failing worker (the worker has already been replaced).
    pub fn spawn(
        on_reply: impl Fn(Heard) + 'static,
        on_failure: impl Fn(Vec<u64>, String) + 'static,
    ) -> AiWorker {
        let this = AiWorker(Rc::new(RefCell::new(Inner {
            worker: None,
            ready: false,
            queue: Vec::new(),
            tickets: 0,
            waiting: Vec::new(),
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
                let lost = std::mem::take(&mut self.0.borrow_mut().waiting);
                failure(lost, format!("the computer player could not start: {e:?}"));
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
                        let _ = w.post_message(&msg);
                    }
                }
                return;
            }
            if let Heard::Steps { ticket, .. } = &reply {
                inner.borrow_mut().waiting.retain(|t| t != ticket);
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
                // Requests still queued for the dead worker are dropped: each asker hears
                // that its request failed, and asks again.
                b.queue.clear();
                std::mem::take(&mut b.waiting)
            };
            // Start afresh; the askers retry the lost requests.
            AiWorker(inner.clone()).start();
            let failure = inner.borrow().on_failure.clone();
            failure(lost, message);
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        let mut b = self.0.borrow_mut();
        b.worker = Some(worker);
        // Old closures stay alive: one of them may be running right now (a restart from onerror).
        b._closures.extend([onmessage, onerror]);
    }

    /// Sends a game's request (its AI's own request, as JSON), queued until the worker is
    /// ready; the answer will carry the ticket returned.
    pub fn send(&self, game: &str, ask: &str) -> u64 {
        self.post(|ticket| envelope(ticket, game, ask))
    }

    /// Sends a game's request asking something else of it (`kind`: `martian_worker::Ask`'s
    /// name, `hint` or `chances`); a separate call, so a page that only asks for moves (an
    /// embed) links none of it.
    pub fn send_kind(&self, game: &str, kind: &str, ask: &str) -> u64 {
        self.post(|ticket| {
            let message = envelope(ticket, game, ask);
            let _ = Reflect::set(
                &message,
                &JsValue::from_str("kind"),
                &JsValue::from_str(kind),
            );
            message
        })
    }

    /// Posts the message made for the next ticket, queued until the worker is ready.
    fn post(&self, make: impl FnOnce(u64) -> JsValue) -> u64 {
        let mut b = self.0.borrow_mut();
        b.tickets += 1;
        let ticket = b.tickets;
        b.waiting.push(ticket);
        let message = make(ticket);
        match (&b.worker, b.ready) {
            (Some(w), true) => {
                let _ = w.post_message(&message);
            }
            _ => b.queue.push(message),
        }
        ticket
    }
}
