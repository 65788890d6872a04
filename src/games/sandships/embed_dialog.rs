//! The Embed dialog of a Sandships game: any state of it as a board for a rules page, as a
//! diagram, stepping through the game, trying actions, or playing the computer from there. The
//! author picks the mode, the first state, the computer's level and the reader's seat, the
//! colours and a caption, watches the real embed in a preview frame, and copies the snippet.
//!
//! Its field edits look like Martian Chess's dialog's, but they change another spec type:
//! see the note there. The preview, the snippets, the colours and the caption are shared
//! (`crate::embed::snippets`).

use std::rc::Rc;

use sandships::{Game, Seat};
use yew::prelude::*;

use super::settings::SEAT_COLOURS;
use super::words::describe;
use crate::embed::snippets::{
    select_value, site_base, EmbedPreview, EmbedSnippets, ThemeAndCaption,
};
use crate::embed::terms::{Mode, Theme};
use crate::games::sandships::embed::author::{write_sandships, SandEmbedSpec};
use crate::games::sandships::embed::params::parse_sandships;

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
        Mode::Play => "Play the computer from here",
        // Never offered (SandEmbedSpec::MODES): a Sandships turn depends on the dice.
        Mode::Puzzle => "Puzzle (Martian Chess only)",
    }
}

/// The dialog.
#[function_component(SandEmbedDialog)]
pub fn sand_embed_dialog(props: &SandEmbedDialogProps) -> Html {
    let spec = {
        let (game, ply) = (props.game.clone(), props.ply);
        use_state(move || SandEmbedSpec::new((*game).clone(), ply))
    };
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
    let on_theme = {
        let spec = spec.clone();
        Callback::from(move |theme: Theme| {
            let mut next = (*spec).clone();
            next.theme = theme;
            spec.set(next);
        })
    };
    let on_caption = update(Rc::new(|s, v| s.caption = v));

    let fragment = write_sandships(&s);
    let checked = parse_sandships(&fragment);
    let base = site_base();
    let url = format!("{base}embed.html#{fragment}");
    let shown = &s.game.states()[s.ply];
    let (width, height) = match s.mode {
        Mode::Try | Mode::Play => (760, 900),
        _ => (480, 760),
    };
    let problem = match (&checked, s.mode, shown.winner().is_some()) {
        (_, Mode::Try | Mode::Play, true) => Some(
            "The game is over at that action: choose an earlier one, or a diagram.".to_string(),
        ),
        (Err(e), _, _) => Some(e.to_string()),
        _ => None,
    };
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
                        <ThemeAndCaption theme={s.theme} caption={AttrValue::from(s.caption.clone())} {on_theme} {on_caption} />
                    </div>
                    <EmbedPreview url={AttrValue::from(url)} {width} problem={problem.clone()} />
                </div>
                <EmbedSnippets base={AttrValue::from(base)} fragment={AttrValue::from(fragment)} title="Sandships board"
                    {width} {height} blocked={problem.is_some()} on_close={props.on_close.clone()} />
            </div>
        </div>
    }
}
