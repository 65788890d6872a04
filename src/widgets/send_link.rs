//! The "Send your move" panel of a game with friends by link: who the link is for, the link
//! itself (`data-turn-link`), Copy, the system share sheet where the browser has one (an
//! e-mail where it does not), and a QR code for a phone beside the screen.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::qr::Qr;
use crate::services::clipboard::copy;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SendLinkProps {
    /// The whole link.
    pub url: AttrValue,
    /// Who it is for ("Amber").
    pub to: AttrValue,
    /// What the link brings them: "it is their turn", "their dice need your part".
    pub why: AttrValue,
    /// The game's name.
    pub game: AttrValue,
    /// Close.
    pub on_close: Callback<()>,
}

/// The browser's `navigator.share`, if it has one.
fn share_function() -> Option<js_sys::Function> {
    let navigator = gloo::utils::window().navigator();
    js_sys::Reflect::get(&navigator, &"share".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
}

/// Opens the share sheet; a cancelled sheet is no error.
fn share(url: &str, title: &str, done: UseStateHandle<Option<String>>) {
    let Some(f) = share_function() else { return };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    let navigator = gloo::utils::window().navigator();
    let Ok(promise) = f.call1(&navigator, &data) else {
        done.set(Some(
            "The share sheet did not open: copy the link instead.".into(),
        ));
        return;
    };
    let Ok(promise) = promise.dyn_into::<js_sys::Promise>() else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
            done.set(Some("Shared.".into()));
        }
    });
}

/// The panel.
#[function_component(SendLink)]
pub fn send_link(props: &SendLinkProps) -> Html {
    let message = use_state(|| None::<String>);
    let on_copy = {
        let (m, url) = (message.clone(), props.url.to_string());
        Callback::from(move |_: MouseEvent| {
            let m = m.clone();
            copy(&url, "Link", move |said| m.set(Some(said)))
        })
    };
    let title = format!("{}: your turn", props.game);
    let share_button = if share_function().is_some() {
        let (m, url, title) = (message.clone(), props.url.to_string(), title.clone());
        let onclick = Callback::from(move |_: MouseEvent| share(&url, &title, m.clone()));
        html! { <button class="secondary" {onclick}>{ "Share…" }</button> }
    } else {
        let body: String = js_sys::encode_uri_component(props.url.as_str()).into();
        let subject: String = js_sys::encode_uri_component(&title).into();
        let href = format!("mailto:?subject={subject}&body={body}");
        html! { <a class="button secondary" {href}>{ "Send by e-mail" }</a> }
    };
    let heading = format!("Send this to {}: {}", props.to, props.why);
    html! {
        <div class="dialog-backdrop">
            <div class="dialog send-link" role="dialog" aria-modal="true" aria-labelledby="send-title">
                <h2 id="send-title">{ "Send your move" }</h2>
                <p class="send-to">{ heading }</p>
                <label for="turn-link">{ "The link (the whole game travels inside it; no server sees it)" }</label>
                <input id="turn-link" type="text" readonly=true value={props.url.clone()} data-turn-link="" />
                <div class="actions left">
                    <button class="primary" onclick={on_copy}>{ "Copy link" }</button>
                    { share_button }
                </div>
                <Qr text={props.url.clone()} label={format!("QR code of the link for {}", props.to)} />
                if let Some(m) = (*message).clone() {
                    <p class="form-note" role="status">{ m }</p>
                }
                <div class="actions">
                    <button class="secondary" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Done" }</button>
                </div>
            </div>
        </div>
    }
}
