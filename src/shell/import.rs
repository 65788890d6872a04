//! Import: a record of either game pasted or read from a file, checked move by move (or action
//! by action) through its game's rules; the first bad one is reported with its text and round
//! or turn, and nothing changes.

use yew::prelude::*;

use super::opened::read_record;
use super::types::{GameEntry, OpenedRecord};

/// Props.
#[derive(Properties, PartialEq)]
pub struct ImportProps {
    /// The games the app plays.
    pub games: &'static [GameEntry],
    /// A checked game to open.
    pub on_import: Callback<OpenedRecord>,
    /// Close.
    pub on_cancel: Callback<()>,
}

/// The import dialog.
#[function_component(Import)]
pub fn import(props: &ImportProps) -> Html {
    let text = use_state(String::new);
    let error = use_state(|| None::<String>);
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            text.set(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            )
        })
    };
    let onfile = {
        let (text, error) = (text.clone(), error.clone());
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            let (text, error) = (text.clone(), error.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                    Ok(v) => text.set(v.as_string().unwrap_or_default()),
                    Err(_) => error.set(Some("Could not read that file.".into())),
                }
            });
        })
    };
    let onsubmit = {
        let (text, error, on_import) = (text.clone(), error.clone(), props.on_import.clone());
        let games = props.games;
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match read_record(games, &text) {
                Ok(game) => on_import.emit(game),
                Err(e) => error.set(Some(e)),
            }
        })
    };
    let titles: Vec<&str> = props.games.iter().map(|g| g.title).collect();
    let placeholder = format!(
        "A record of {}: its tags in brackets, then its moves\n\n[Game \"{}\"]\n\n1. ...",
        titles.join(" or "),
        props.games.first().map_or("", |g| g.id)
    );
    html! {
        <div class="dialog-backdrop" role="dialog" aria-modal="true" aria-labelledby="import-title">
            <form class="dialog import" {onsubmit}>
                <h2 id="import-title">{ "Import a game" }</h2>
                <label for="import-record">{ "Paste a game record" }</label>
                <textarea id="import-record" rows="10" spellcheck="false" value={(*text).clone()} {oninput}
                    {placeholder} />
                <label for="import-file">{ "…or choose a file" }</label>
                <input id="import-file" type="file" accept=".txt,text/plain" onchange={onfile} />
                if let Some(msg) = (*error).clone() {
                    <p class="form-error" role="alert">{ msg }</p>
                }
                <div class="actions">
                    <button type="button" class="secondary" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                    <button type="submit" class="primary">{ "Check and open" }</button>
                </div>
            </form>
        </div>
    }
}
