//! The lessons' text is fetched when Learn first opens, not built into the page: a reader who
//! never opens Learn never downloads it (the build copies `lessons.txt` next to the page, and
//! the service worker keeps it with the rest, so Learn works offline once the app has been
//! loaded). The lessons read are kept for the rest of the visit.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use super::lessons::{parse, Parsed};
use super::SandCourse;
use crate::learn::page::LearnPage;

/// Where the build puts the lessons (`index.html` copies them), relative to the page.
pub const LESSONS_URL: &str = "learn/sandships/lessons.txt";

thread_local! {
    /// The lessons once read.
    static LOADED: RefCell<Option<Rc<Parsed>>> = const { RefCell::new(None) };
}

/// The lessons, if they have been read.
pub fn loaded() -> Option<Rc<Parsed>> {
    LOADED.with(|l| l.borrow().clone())
}

/// A property of a JavaScript object.
fn property(object: &JsValue, name: &str) -> Result<JsValue, String> {
    Reflect::get(object, &JsValue::from_str(name)).map_err(|_| format!("no `{name}`"))
}

/// The text at `url` (same origin), or why not, in words.
async fn fetch_text(url: &str) -> Result<String, String> {
    let offline = "the lessons could not be downloaded: check the connection and try again";
    let window = web_sys::window().ok_or("this page has no window")?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| offline.to_string())?;
    if property(&response, "ok")?.as_bool() != Some(true) {
        let status = property(&response, "status")?.as_f64().unwrap_or(0.0);
        return Err(format!(
            "the lessons could not be downloaded (status {status})"
        ));
    }
    let text: Function = property(&response, "text")?
        .dyn_into()
        .map_err(|_| "the download has no text".to_string())?;
    let promise: Promise = text
        .call0(&response)
        .ok()
        .and_then(|p| p.dyn_into().ok())
        .ok_or("the download has no text")?;
    JsFuture::from(promise)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| offline.to_string())
}

/// Fetches and reads the lessons, and keeps them.
async fn load() -> Result<Rc<Parsed>, String> {
    if let Some(parsed) = loaded() {
        return Ok(parsed);
    }
    let text = fetch_text(LESSONS_URL).await?;
    let parsed = Rc::new(parse(&text)?);
    LOADED.with(|l| *l.borrow_mut() = Some(parsed.clone()));
    Ok(parsed)
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandLearnProps {
    /// The lesson to open first (by id); `None`: where the reader left off.
    #[prop_or_default]
    pub lesson: Option<String>,
    /// Back to the game.
    pub on_close: Callback<()>,
}

/// Where the loading is.
#[derive(Clone, PartialEq)]
enum Loading {
    Waiting,
    Ready,
    Failed(String),
}

/// Learn's page for Sandships: the lessons fetched first, then Learn's frame.
#[function_component(SandLearn)]
pub fn sand_learn(props: &SandLearnProps) -> Html {
    let loading = use_state(|| match loaded() {
        Some(_) => Loading::Ready,
        None => Loading::Waiting,
    });
    let attempt = use_state(|| 0u32);
    {
        let loading = loading.clone();
        use_effect_with(*attempt, move |_| {
            if *loading != Loading::Ready {
                wasm_bindgen_futures::spawn_local(async move {
                    loading.set(match load().await {
                        Ok(_) => Loading::Ready,
                        Err(e) => Loading::Failed(e),
                    });
                });
            }
        });
    }
    let retry = {
        let (attempt, loading) = (attempt.clone(), loading.clone());
        Callback::from(move |_: MouseEvent| {
            loading.set(Loading::Waiting);
            attempt.set(*attempt + 1);
        })
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    match &*loading {
        Loading::Ready => html! {
            <LearnPage<SandCourse> lesson={props.lesson.clone()} on_close={props.on_close.clone()} />
        },
        Loading::Waiting => html! {
            <main class="learn learn-loading"><p class="learn-count" role="status">{ "Opening the Sandships lessons…" }</p></main>
        },
        Loading::Failed(why) => html! {
            <main class="learn learn-loading">
                <div class="notice" role="alert"><span>{ format!("Learn Sandships could not open: {why}.") }</span></div>
                <div class="learn-actions">
                    <button type="button" class="primary" onclick={retry}>{ "Try again" }</button>
                    <button type="button" class="secondary" onclick={close}>{ "Back to the game" }</button>
                </div>
            </main>
        },
    }
}
