//! Export: the game as a text record (copy or download) and as a share link that carries the
//! record in the URL fragment, so no server ever sees it.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::services::clipboard::copy;

/// The share link for a record: this page's address with `#game=` and the record URL-encoded.
pub fn share_link(record: &str) -> String {
    let location = gloo::utils::window().location();
    let base = format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    );
    let encoded: String = js_sys::encode_uri_component(record).into();
    format!("{base}#game={encoded}")
}

fn download(name: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("text/plain;charset=utf-8");
    let blob =
        web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag).map_err(|_| "no blob")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "no url")?;
    let doc = gloo::utils::document();
    let a: web_sys::HtmlAnchorElement = doc
        .create_element("a")
        .map_err(|_| "no anchor")?
        .unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct ExportProps {
    /// The record.
    pub record: AttrValue,
    /// A file name without extension.
    pub file_name: AttrValue,
    /// Close.
    pub on_close: Callback<()>,
}

/// The export dialog.
#[function_component(Export)]
pub fn export(props: &ExportProps) -> Html {
    let message = use_state(|| None::<String>);
    let link = share_link(&props.record);
    let copy_record = {
        let (m, t) = (message.clone(), props.record.to_string());
        Callback::from(move |_: MouseEvent| {
            copy(&t, "Record", {
                let m = m.clone();
                move |said| m.set(Some(said))
            })
        })
    };
    let copy_link = {
        let (m, t) = (message.clone(), link.clone());
        Callback::from(move |_: MouseEvent| {
            copy(&t, "Share link", {
                let m = m.clone();
                move |said| m.set(Some(said))
            })
        })
    };
    let save_file = {
        let (m, t, name) = (
            message.clone(),
            props.record.to_string(),
            format!("{}.txt", props.file_name),
        );
        Callback::from(move |_: MouseEvent| match download(&name, &t) {
            Ok(()) => m.set(Some(format!("Downloaded {name}."))),
            Err(e) => m.set(Some(format!("Could not download ({e})."))),
        })
    };
    html! {
        <div class="dialog-backdrop">
            <div class="dialog export" role="dialog" aria-modal="true" aria-labelledby="export-title">
                <h2 id="export-title">{ "Export this game" }</h2>
                <label for="export-record">{ "Game record" }</label>
                <textarea id="export-record" readonly=true rows="10" value={props.record.clone()} />
                <div class="actions left">
                    <button class="primary" onclick={copy_record}>{ "Copy record" }</button>
                    <button class="secondary" onclick={save_file}>{ "Download .txt" }</button>
                </div>
                <label for="share-link">{ "Share link (the game travels inside the link; no server sees it)" }</label>
                <input id="share-link" type="text" readonly=true value={link} />
                <div class="actions left">
                    <button class="secondary" onclick={copy_link}>{ "Copy share link" }</button>
                </div>
                if let Some(m) = (*message).clone() {
                    <p class="form-note" role="status">{ m }</p>
                }
                <div class="actions">
                    <button class="primary" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Done" }</button>
                </div>
            </div>
        </div>
    }
}
