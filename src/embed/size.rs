//! Tells the parent page how tall the embed's content is whenever that changes, so the iframe
//! can fit it exactly (the board fills the frame's width, so its height follows the width).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::messages::{post, Outgoing};

/// Watches the element behind `root` and posts its height.
#[hook]
pub fn use_size_report(root: NodeRef) {
    use_effect_with((), move |_| {
        let watching = root.cast::<web_sys::Element>().and_then(|el| {
            let report = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
                let height = entries
                    .get(0)
                    .dyn_into::<web_sys::ResizeObserverEntry>()
                    .map(|e| e.target().get_bounding_client_rect().height())
                    .unwrap_or(0.0);
                if height > 0.0 {
                    post(&Outgoing::Size { height });
                }
            });
            let observer = web_sys::ResizeObserver::new(report.as_ref().unchecked_ref()).ok()?;
            observer.observe(&el);
            Some((observer, report))
        });
        move || {
            if let Some((observer, _report)) = watching {
                observer.disconnect();
            }
        }
    });
}
