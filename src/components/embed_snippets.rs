//! What both games' Embed dialogs share: where the app is served from, the two snippets an
//! author pastes (a frame, or embed.js and a `div`), copying them, and a preview frame that
//! takes the height its board reports, as embed.js does on a page.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Where the app is served from (the embed and embed.js live beside it).
pub fn site_base() -> String {
    let location = gloo::utils::window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    let dir = &path[..path.rfind('/').map_or(0, |i| i + 1)];
    format!("{origin}{dir}")
}

/// The value of the `<select>` an event came from.
pub fn select_value(e: &Event) -> String {
    e.target()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
        .unwrap_or_default()
}

/// Copies `text` to the clipboard and says in `done` whether it worked.
pub fn copy(text: String, done: UseStateHandle<Option<String>>, what: &'static str) {
    let promise = gloo::utils::window()
        .navigator()
        .clipboard()
        .write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => done.set(Some(format!("{what} copied."))),
            Err(_) => done.set(Some(format!(
                "Could not copy the {what}: select it and copy it by hand."
            ))),
        }
    });
}

/// The frame snippet and the embed.js snippet for a fragment.
pub fn snippets(
    base: &str,
    fragment: &str,
    title: &str,
    width: u32,
    height: u32,
) -> (String, String) {
    let url = format!("{base}embed.html#{fragment}");
    let frame = format!(
        "<iframe src=\"{url}\" title=\"{title}\" width=\"{width}\" height=\"{height}\" style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>"
    );
    let script = format!(
        "<script src=\"{base}embed.js\" defer></script>\n<div data-martian-chess=\"{}\" style=\"max-width:{width}px\"></div>",
        fragment.replace('"', "&quot;")
    );
    (frame, script)
}

/// The height (CSS pixels) the board in the `preview` frame last reported.
#[hook]
pub fn use_preview_height(preview: NodeRef) -> UseStateHandle<f64> {
    let height = use_state(|| 640.0);
    {
        let height = height.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "message", move |e| {
                let Some(e) = e.dyn_ref::<web_sys::MessageEvent>() else {
                    return;
                };
                let field = |name: &str| js_sys::Reflect::get(&e.data(), &name.into()).ok();
                let ours = field("source").and_then(|v| v.as_string()).as_deref()
                    == Some("martian-chess")
                    && field("type").and_then(|v| v.as_string()).as_deref() == Some("size");
                let from_preview = preview
                    .cast::<web_sys::HtmlIFrameElement>()
                    .and_then(|f| f.content_window())
                    .zip(e.source())
                    .is_some_and(|(w, s)| js_sys::Object::is(&w, &s));
                if let (true, true, Some(h)) =
                    (ours, from_preview, field("height").and_then(|v| v.as_f64()))
                {
                    height.set(h.ceil());
                }
            });
            move || drop(listener)
        });
    }
    height
}
