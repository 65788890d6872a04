//! The web worker's entry point: takes requests by `postMessage` (plain objects, their
//! fields read with the browser's own `Reflect`), answers with JSON replies (the steps the
//! computer plays). It says `Ready` once it listens, so the page
//! never posts into the void while the wasm is still loading.

#[cfg(target_arch = "wasm32")]
fn main() {
    use martian_worker::{answer, bench, unreadable, Ask, Envelope, Reply};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let poster = scope.clone();
    let performance = scope.performance();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        let clock = || {
            performance
                .as_ref()
                .map_or_else(js_sys::Date::now, |p| p.now())
        };
        let field = |name: &str| js_sys::Reflect::get(&data, &JsValue::from_str(name)).ok();
        let request = || {
            Some(Envelope {
                ticket: field("ticket")?.as_f64()? as u64,
                game: field("game")?.as_string()?,
                ask: field("ask")?.as_string()?,
                kind: Ask::read(field("kind").and_then(|k| k.as_string()).as_deref())?,
            })
        };
        let reply = if data.as_string().as_deref() == Some("bench") {
            Reply::Bench(bench::run(&clock))
        } else {
            match request() {
                Some(request) => answer(&request, &clock),
                None => unreadable("not a request of the app"),
            }
        };
        let _ = poster.post_message(&JsValue::from_str(&reply.to_json()));
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    let _ = scope.post_message(&JsValue::from_str(&Reply::Ready.to_json()));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the AI worker runs in a browser: trunk builds it into dist/worker_bg.wasm");
}
