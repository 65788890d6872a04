//! Saved games: every game kept in this browser, of either game (each line says which), newest
//! first, to resume, review (on Learn's page), rename or delete (after a confirmation). Entries that could not be read are named (they were set aside).

use yew::prelude::*;

use crate::services::saved_game::Summary;

/// Props.
#[derive(Properties, PartialEq)]
pub struct LibraryProps {
    /// The games.
    pub games: Vec<Summary>,
    /// Entries set aside while listing.
    pub notices: Vec<String>,
    /// The game open now.
    pub current: String,
    /// Resume a game.
    pub on_open: Callback<String>,
    /// Rename a game (`None`: back to the default title).
    pub on_rename: Callback<(String, Option<String>)>,
    /// Delete a game.
    pub on_delete: Callback<String>,
    /// Back to the game.
    pub on_close: Callback<()>,
    /// Open a game played by link and show its last link again.
    pub on_send_again: Callback<String>,
    /// The games (their ids) that have a review, on Learn's page.
    #[prop_or_default]
    pub reviewed: Vec<&'static str>,
}

fn date(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    let text: String = d
        .to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED)
        .into();
    text
}

/// The saved-games page.
#[function_component(Library)]
pub fn library(props: &LibraryProps) -> Html {
    let confirming = use_state(|| None::<String>);
    let renaming = use_state(|| None::<(String, String)>);
    let rows = props.games.iter().map(|g| {
        let id = g.id.clone();
        let open = props.on_open.reform({ let id = id.clone(); move |_: MouseEvent| id.clone() });
        let ask_delete = { let (c, id) = (confirming.clone(), id.clone()); Callback::from(move |_: MouseEvent| c.set(Some(id.clone()))) };
        let start_rename = { let (r, id, t) = (renaming.clone(), id.clone(), g.title.clone()); Callback::from(move |_: MouseEvent| r.set(Some((id.clone(), t.clone())))) };
        let is_current = g.id == props.current;
        let actions = if confirming.as_deref() == Some(id.as_str()) {
            let yes = { let (c, del, id) = (confirming.clone(), props.on_delete.clone(), id.clone()); Callback::from(move |_: MouseEvent| { del.emit(id.clone()); c.set(None); }) };
            let no = { let c = confirming.clone(); Callback::from(move |_: MouseEvent| c.set(None)) };
            html! {
                <div class="confirm" role="alertdialog" aria-label="Delete this game?">
                    <span>{ "Delete this game for good?" }</span>
                    <button class="danger" onclick={yes}>{ "Delete" }</button>
                    <button class="secondary" onclick={no}>{ "Keep" }</button>
                </div>
            }
        } else {
            html! {
                <div class="actions">
                    <button class="primary" onclick={open}>{ if is_current { "Back to it" } else { "Resume" } }</button>
                    if g.remote.is_some() {
                        <button class="secondary" onclick={props.on_send_again.reform({ let id = id.clone(); move |_: MouseEvent| id.clone() })}>{ "Send the link again" }</button>
                    }
                    if props.reviewed.contains(&g.game) {
                        <a class="button secondary" data-control="review-saved" href={crate::review::href(g.game, &id)}>{ "Review" }</a>
                    }
                    <button class="secondary" onclick={start_rename}>{ "Rename" }</button>
                    <button class="secondary" onclick={ask_delete}>{ "Delete" }</button>
                </div>
            }
        };
        let title = match (*renaming).clone() {
            Some((rid, text)) if rid == id => {
                let oninput = { let r = renaming.clone(); let rid = rid.clone(); Callback::from(move |e: InputEvent| {
                    let v = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
                    r.set(Some((rid.clone(), v)));
                }) };
                let onsubmit = { let (r, on_rename) = (renaming.clone(), props.on_rename.clone()); let (rid, text) = (rid.clone(), text.clone()); Callback::from(move |e: SubmitEvent| {
                    e.prevent_default();
                    on_rename.emit((rid.clone(), Some(text.clone())));
                    r.set(None);
                }) };
                html! {
                    <form class="rename" {onsubmit}>
                        <input type="text" value={text} {oninput} aria-label="Game name" maxlength="80" />
                        <button class="primary" type="submit">{ "Save name" }</button>
                    </form>
                }
            }
            _ => html! { <h3>{ g.title.clone() }{ if is_current { html! { <span class="badge">{ "open" }</span> } } else { html! {} } }</h3> },
        };
        html! {
            <li class="saved-game" key={g.id.clone()} data-game-id={g.id.clone()} data-game={g.game}>
                { title }
                <p class="meta"><span class={classes!("game-badge", g.game)}>{ g.game_title }</span>{ g.remote.as_ref().map(|r| html! { <span class="remote-badge" data-remote-status={r.clone()}>{ format!(" By link: {r}") }</span> }) }{ format!(" {} · {} · {} · {}", g.players, g.standing, g.status, g.progress) }</p>
                <p class="meta date">{ format!("Last played {}", date(g.updated)) }</p>
                { actions }
            </li>
        }
    });
    html! {
        <main class="page"><article class="library" aria-labelledby="library-title">
            <header class="rules-head">
                <h2 id="library-title">{ "Saved games" }</h2>
                <button class="primary" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Back to the game" }</button>
            </header>
            { for props.notices.iter().map(|n| html! { <div class="notice" role="alert"><span>{ n.clone() }</span></div> }) }
            if props.games.is_empty() {
                <p>{ "No saved games yet." }</p>
            }
            <ul class="saved-games">{ for rows }</ul>
            <p class="meta">{ "Games are kept in this browser only, saved after every move." }</p>
        </article></main>
    }
}
