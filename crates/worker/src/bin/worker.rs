//! The web worker's entry point: takes JSON requests by `postMessage`, answers with JSON
//! replies (the steps the computer plays). It says `Ready` once it listens, so the page
//! never posts into the void while the wasm is still loading.

#[cfg(target_arch = "wasm32")]
fn main() {
    use martian_worker::{answer, Reply};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let poster = scope.clone();
    let performance = scope.performance();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let clock = || {
            performance
                .as_ref()
                .map_or_else(js_sys::Date::now, |p| p.now())
        };
        let reply = answer(&text, &clock);
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
