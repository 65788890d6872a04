//! The Embed dialog of a Sandships game: any state of it as a board for a rules page, as a
//! diagram, stepping through the game, trying actions, or playing the computer from there. The
//! author picks the mode, the first state, the computer's level and the reader's seat, the
//! colours and a caption, watches the real embed in a preview frame, and copies the snippet.

use std::rc::Rc;

use sandships::{Game, Seat};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::settings::SEAT_COLOURS;
use super::words::describe;
use crate::components::embed_snippets::{
    copy, select_value, site_base, snippets, use_preview_height,
};
use crate::embed::params::{Mode, Theme};
use crate::embed::sand_author::{write_sandships, SandEmbedSpec};
use crate::embed::sand_params::parse_sandships;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandEmbedDialogProps {
    /// The game the board comes from.
    pub game: Rc<Game>,
    /// The state to start from: after this many actions.
    pub ply: usize,
    /// Close.
    pub on_close: Callback<()>,
}

/// A change of the spec from a form field's value.
type Edit = dyn Fn(&mut SandEmbedSpec, String);

fn mode_words(mode: Mode) -> &'static str {
    match mode {
        Mode::View => "Diagram (nothing moves)",
        Mode::Step => "Step through the game",
        Mode::Try => "Try actions from here",
        Mode::Play | Mode::Puzzle => "Play the computer from here",
    }
}

/// The dialog.
#[function_component(SandEmbedDialog)]
pub fn sand_embed_dialog(props: &SandEmbedDialogProps) -> Html {
    let spec = {
        let (game, ply) = (props.game.clone(), props.ply);
        use_state(move || SandEmbedSpec::new((*game).clone(), ply))
    };
    let copied = use_state(|| None::<String>);
    let preview = use_node_ref();
    let preview_height = use_preview_height(preview.clone());
    let s = (*spec).clone();
    let update = |f: Rc<Edit>| {
        let spec = spec.clone();
        Callback::from(move |value: String| {
            let mut next = (*spec).clone();
            f(&mut next, value);
            spec.set(next);
        })
    };
    let on_mode = update(Rc::new(|s, v| {
        s.mode = SandEmbedSpec::MODES
            .into_iter()
            .find(|m| m.name() == v)
            .unwrap_or(Mode::View)
    }))
    .reform(|e: Event| select_value(&e));
    let on_ply = update(Rc::new(|s, v| {
        s.ply = v.parse::<usize>().unwrap_or(0).min(s.game.actions().len())
    }))
    .reform(|e: Event| select_value(&e));
    let on_level = update(Rc::new(|s, v| s.level = v.parse().unwrap_or(3)))
        .reform(|e: Event| select_value(&e));
    let on_seat = update(Rc::new(|s, v| s.seat = v.parse::<u8>().ok().map(Seat)))
        .reform(|e: Event| select_value(&e));
    let on_theme = update(Rc::new(|s, v| {
        s.theme = match v.as_str() {
            "light" => Theme::Light,
            "dark" => Theme::Dark,
            _ => Theme::Auto,
        }
    }))
    .reform(|e: Event| select_value(&e));
    let on_caption = update(Rc::new(|s, v| s.caption = v)).reform(|e: InputEvent| {
        e.target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .map(|i| i.value())
            .unwrap_or_default()
    });

    let fragment = write_sandships(&s);
    let checked = parse_sandships(&fragment);
    let base = site_base();
    let url = format!("{base}embed.html#{fragment}");
    let shown = &s.game.states()[s.ply];
    let (width, height) = match s.mode {
        Mode::Try | Mode::Play => (760, 900),
        _ => (480, 760),
    };
    let (iframe_snippet, script_snippet) =
        snippets(&base, &fragment, "Sandships board", width, height);
    let problem = match (&checked, s.mode, shown.winner().is_some()) {
        (_, Mode::Try | Mode::Play, true) => Some(
            "The game is over at that action: choose an earlier one, or a diagram.".to_string(),
        ),
        (Err(e), _, _) => Some(e.to_string()),
        _ => None,
    };
    let copy_iframe = {
        let (copied, text) = (copied.clone(), iframe_snippet.clone());
        Callback::from(move |_: MouseEvent| copy(text.clone(), copied.clone(), "frame snippet"))
    };
    let copy_script = {
        let (copied, text) = (copied.clone(), script_snippet.clone());
        Callback::from(move |_: MouseEvent| copy(text.clone(), copied.clone(), "embed.js snippet"))
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let total = s.game.actions().len();
    let states = s.game.states();

    html! {
        <div class="dialog-backdrop">
            <div class="dialog embed-dialog" role="dialog" aria-modal="true" aria-labelledby="embed-title">
                <h2 id="embed-title">{ "Embed this board" }</h2>
                <div class="embed-editor">
                    <div class="embed-form">
                        <div class="field">
                            <label for="embed-mode">{ "Mode" }</label>
                            <select id="embed-mode" onchange={on_mode}>
                                { for SandEmbedSpec::MODES.into_iter().map(|m| html! {
                                    <option value={m.name()} selected={s.mode == m}>{ mode_words(m) }</option>
                                }) }
                            </select>
                        </div>
                        <div class="field">
                            <label for="embed-ply">{ "First state" }</label>
                            <select id="embed-ply" onchange={on_ply}>
                                { for (0..=total).map(|n| html! {
                                    <option value={n.to_string()} selected={n == s.ply}>
                                        { if n == 0 { "The start".to_string() } else { format!("After action {n} ({})", describe(&states[n - 1], s.game.actions()[n - 1])) } }
                                    </option>
                                }) }
                            </select>
                        </div>
                        if s.mode == Mode::Play {
                            <div class="field">
                                <label for="embed-level">{ "Computer" }</label>
                                <select id="embed-level" onchange={on_level}>
                                    { for (1..=5u8).map(|l| html! { <option value={l.to_string()} selected={l == s.level}>{ format!("Level {l}") }</option> }) }
                                </select>
                            </div>
                            <div class="field">
                                <label for="embed-seat">{ "Reader plays" }</label>
                                <select id="embed-seat" onchange={on_seat}>
                                    <option value="" selected={s.seat.is_none()}>{ "The seat to act" }</option>
                                    { for (0..shown.players()).filter(|&i| !shown.is_out(Seat(i))).map(|i| html! {
                                        <option value={i.to_string()} selected={s.seat == Some(Seat(i))}>{ SEAT_COLOURS[i as usize] }</option>
                                    }) }
                                </select>
                            </div>
                        }
                        <div class="field">
                            <label for="embed-theme">{ "Colours" }</label>
                            <select id="embed-theme" onchange={on_theme}>
                                <option value="auto" selected={s.theme == Theme::Auto}>{ "The reader's setting" }</option>
                                <option value="light" selected={s.theme == Theme::Light}>{ "Light" }</option>
                                <option value="dark" selected={s.theme == Theme::Dark}>{ "Dark" }</option>
                            </select>
                        </div>
                        <div class="field wide">
                            <label for="embed-caption">{ "Caption (plain text)" }</label>
                            <input id="embed-caption" type="text" value={s.caption.clone()} oninput={on_caption} maxlength="500" />
                        </div>
                    </div>
                    <div class="embed-preview">
                        <h3>{ "Preview" }</h3>
                        if let Some(p) = &problem {
                            <p class="form-error" role="alert">{ p.clone() }</p>
                        } else {
                            <iframe ref={preview} class="preview-frame" src={url.clone()} title="Preview of the embedded board"
                                width={width.to_string()} height={format!("{}", *preview_height)}></iframe>
                        }
                    </div>
                </div>
                <div class="snippets">
                    <label for="snippet-iframe">{ "Paste into your page (a frame):" }</label>
                    <textarea id="snippet-iframe" readonly=true rows="3" value={iframe_snippet} />
                    <label for="snippet-script">{ "Or with embed.js, which fits each frame to its board:" }</label>
                    <textarea id="snippet-script" readonly=true rows="3" value={script_snippet} />
                    if let Some(msg) = (*copied).clone() {
                        <p class="form-note" role="status">{ msg }</p>
                    }
                </div>
                <div class="actions">
                    <button type="button" class="secondary" onclick={copy_iframe} disabled={problem.is_some()}>{ "Copy frame" }</button>
                    <button type="button" class="secondary" onclick={copy_script} disabled={problem.is_some()}>{ "Copy embed.js form" }</button>
                    <button type="button" class="primary" onclick={close}>{ "Done" }</button>
                </div>
            </div>
        </div>
    }
}
