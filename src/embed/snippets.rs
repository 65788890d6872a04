//! What both games' Embed dialogs share: where the app is served from, the colours and caption
//! fields, a preview frame that takes the height its board reports (as embed.js does on a page),
//! and the two snippets an author pastes (a frame, or embed.js and a `div`) with their copy
//! buttons.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::terms::Theme;
use crate::services::clipboard::copy;

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

/// Props of [`ThemeAndCaption`].
#[derive(Properties, PartialEq)]
pub struct ThemeAndCaptionProps {
    /// The colours chosen.
    pub theme: Theme,
    /// The caption written.
    pub caption: AttrValue,
    /// Colours chosen.
    pub on_theme: Callback<Theme>,
    /// The caption edited.
    pub on_caption: Callback<String>,
}

/// The colours and caption fields of the form.
#[function_component(ThemeAndCaption)]
pub fn theme_and_caption(props: &ThemeAndCaptionProps) -> Html {
    let on_theme = props
        .on_theme
        .reform(|e: Event| match select_value(&e).as_str() {
            "light" => Theme::Light,
            "dark" => Theme::Dark,
            _ => Theme::Auto,
        });
    let on_caption = props.on_caption.reform(|e: InputEvent| {
        e.target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .map(|i| i.value())
            .unwrap_or_default()
    });
    let theme = props.theme;
    html! {
        <>
            <div class="field">
                <label for="embed-theme">{ "Colours" }</label>
                <select id="embed-theme" onchange={on_theme}>
                    <option value="auto" selected={theme == Theme::Auto}>{ "The reader's setting" }</option>
                    <option value="light" selected={theme == Theme::Light}>{ "Light" }</option>
                    <option value="dark" selected={theme == Theme::Dark}>{ "Dark" }</option>
                </select>
            </div>
            <div class="field wide">
                <label for="embed-caption">{ "Caption (plain text)" }</label>
                <input id="embed-caption" type="text" value={props.caption.clone()} oninput={on_caption} maxlength="500" />
            </div>
        </>
    }
}

/// Props of [`EmbedPreview`].
#[derive(Properties, PartialEq)]
pub struct EmbedPreviewProps {
    /// The embed's address.
    pub url: AttrValue,
    /// The frame's width (CSS pixels).
    pub width: u32,
    /// Why there is nothing to preview, if so.
    pub problem: Option<String>,
}

/// The live preview: the real embed in a frame, or why it cannot be shown.
#[function_component(EmbedPreview)]
pub fn embed_preview(props: &EmbedPreviewProps) -> Html {
    let frame = use_node_ref();
    let height = use_preview_height(frame.clone());
    html! {
        <div class="embed-preview">
            <h3>{ "Preview" }</h3>
            if let Some(p) = &props.problem {
                <p class="form-error" role="alert">{ p.clone() }</p>
            } else {
                <iframe ref={frame} class="preview-frame" src={props.url.clone()} title="Preview of the embedded board"
                    width={props.width.to_string()} height={format!("{}", *height)}></iframe>
            }
        </div>
    }
}

/// Props of [`EmbedSnippets`].
#[derive(Properties, PartialEq)]
pub struct EmbedSnippetsProps {
    /// Where the app is served from.
    pub base: AttrValue,
    /// The embed's fragment.
    pub fragment: AttrValue,
    /// The frame's title (`Martian Chess board`).
    pub title: AttrValue,
    /// The frame's size.
    pub width: u32,
    /// The frame's height.
    pub height: u32,
    /// Whether the spec cannot be shown (the copy buttons are then off).
    pub blocked: bool,
    /// The dialog is done.
    pub on_close: Callback<()>,
}

/// The snippets to paste, their copy buttons and Done.
#[function_component(EmbedSnippets)]
pub fn embed_snippets(props: &EmbedSnippetsProps) -> Html {
    let copied = use_state(|| None::<String>);
    let (frame, script) = snippets(
        &props.base,
        &props.fragment,
        &props.title,
        props.width,
        props.height,
    );
    let copy_frame = {
        let (copied, text) = (copied.clone(), frame.clone());
        Callback::from(move |_: MouseEvent| {
            copy(&text, "Frame snippet", {
                let copied = copied.clone();
                move |said| copied.set(Some(said))
            })
        })
    };
    let copy_script = {
        let (copied, text) = (copied.clone(), script.clone());
        Callback::from(move |_: MouseEvent| {
            copy(&text, "Embed.js snippet", {
                let copied = copied.clone();
                move |said| copied.set(Some(said))
            })
        })
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <>
            <div class="snippets">
                <label for="snippet-iframe">{ "Paste into your page (a frame):" }</label>
                <textarea id="snippet-iframe" readonly=true rows="3" value={frame} />
                <label for="snippet-script">{ "Or with embed.js, which fits each frame to its board:" }</label>
                <textarea id="snippet-script" readonly=true rows="3" value={script} />
                if let Some(msg) = (*copied).clone() {
                    <p class="form-note" role="status">{ msg }</p>
                }
            </div>
            <div class="actions">
                <button type="button" class="secondary" onclick={copy_frame} disabled={props.blocked}>{ "Copy frame" }</button>
                <button type="button" class="secondary" onclick={copy_script} disabled={props.blocked}>{ "Copy embed.js form" }</button>
                <button type="button" class="primary" onclick={close}>{ "Done" }</button>
            </div>
        </>
    }
}
