//! The Embed dialog: turn any position of any game into a board for a rules page. The author
//! picks the mode, the first move shown, draws arrows and marks on the board (right-drag or
//! Shift-drag for an arrow, right-click or Shift-click for a mark, as on lichess), writes a
//! caption, watches a live preview (the real embed in a frame), and copies the snippet.
//!
//! Sandships's Embed dialog edits its spec the same way, field by field, but its spec is
//! another type with other fields (no solution, arrows, marks or coordinates; a turn list
//! instead): the edits only look alike. What is the same in both, the preview, the snippets,
//! the colours and the caption, is written once in `crate::embed::snippets`.

use std::rc::Rc;

use martian_engine::{Game, Seat};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::embed::snippets::{
    select_value, site_base, EmbedPreview, EmbedSnippets, ThemeAndCaption,
};
use crate::games::martian_chess::board::Board;
use crate::games::martian_chess::embed::author::{write, EmbedSpec};
use crate::games::martian_chess::embed::params::{parse, EmbedConfig, EmbedError, Mode, Theme};
use crate::games::martian_chess::piece_keys::PieceKeys;
use crate::games::martian_chess::seat_names::seat_name;
use crate::games::martian_chess::view_model::{board_data, square};

/// Props.
#[derive(Properties, PartialEq)]
pub struct EmbedDialogProps {
    /// The game the board comes from.
    pub game: Rc<Game>,
    /// The position to start from: after this many moves.
    pub ply: usize,
    /// Close.
    pub on_close: Callback<()>,
}

/// The form's changes of the spec, one per field.
struct FieldEdits {
    mode: Callback<Event>,
    ply: Callback<Event>,
    solution: Callback<Event>,
    level: Callback<Event>,
    seat: Callback<Event>,
    coords: Callback<Event>,
    caption: Callback<String>,
    theme: Callback<Theme>,
    annotate: Callback<(u8, u8)>,
    clear: Callback<MouseEvent>,
}

/// A callback that changes a copy of the spec with `f` and keeps it.
fn edit<T: 'static>(
    spec: &UseStateHandle<EmbedSpec>,
    f: impl Fn(&mut EmbedSpec, T) + 'static,
) -> Callback<T> {
    let spec = spec.clone();
    Callback::from(move |value: T| {
        let mut next = (*spec).clone();
        f(&mut next, value);
        spec.set(next);
    })
}

/// Every field's change of `spec`.
fn field_edits(spec: &UseStateHandle<EmbedSpec>) -> FieldEdits {
    let chosen = |f: fn(&mut EmbedSpec, String)| edit(spec, f).reform(|e: Event| select_value(&e));
    FieldEdits {
        mode: chosen(|s, v| {
            s.mode = Mode::ALL
                .into_iter()
                .find(|m| m.name() == v)
                .unwrap_or(Mode::View)
        }),
        ply: chosen(|s, v| {
            s.ply = v.parse::<usize>().unwrap_or(0).min(s.game.moves().len());
            s.arrows.clear();
            s.marks.clear();
        }),
        solution: chosen(|s, v| s.solution_moves = v.parse().unwrap_or(1)),
        level: chosen(|s, v| s.level = v.parse().unwrap_or(3)),
        seat: chosen(|s, v| s.seat = v.parse::<u8>().ok().map(Seat)),
        coords: edit(spec, |s, on: bool| s.coords = on).reform(|e: Event| {
            e.target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .is_some_and(|i| i.checked())
        }),
        caption: edit(spec, |s, v| s.caption = v),
        theme: edit(spec, |s, theme| s.theme = theme),
        annotate: edit(spec, |s, (from, to): (u8, u8)| {
            s.toggle(square(from), square(to))
        }),
        clear: edit(spec, |s, _: MouseEvent| {
            s.arrows.clear();
            s.marks.clear();
        }),
    }
}

/// Why the spec cannot be embedded as it is, in words (`None`: it can).
fn problem(s: &EmbedSpec, checked: &Result<EmbedConfig, EmbedError>, over: bool) -> Option<String> {
    match (checked, s.mode, over) {
        (_, Mode::Try | Mode::Puzzle | Mode::Play, true) => {
            Some("The game is over at that move: choose an earlier one, or a diagram.".to_string())
        }
        (_, Mode::Puzzle, _) if s.moves_after() == 0 => Some(
            "A puzzle's solution is the game's next moves: choose an earlier move to start from."
                .to_string(),
        ),
        (Err(e), _, _) => Some(e.to_string()),
        _ => None,
    }
}

/// The fields that choose what the embed shows: mode, first position, solution, level, seat
/// and coordinates.
fn choice_fields(s: &EmbedSpec, edits: &FieldEdits) -> Html {
    let seats = s.game.positions()[s.ply].seats();
    let total = s.game.moves().len();
    html! {
        <>
            <div class="field">
                <label for="embed-mode">{ "Mode" }</label>
                <select id="embed-mode" onchange={edits.mode.clone()}>
                    <option value="view" selected={s.mode == Mode::View}>{ "Diagram (nothing moves)" }</option>
                    <option value="step" selected={s.mode == Mode::Step}>{ "Step through the game" }</option>
                    <option value="try" selected={s.mode == Mode::Try}>{ "Try moves from here" }</option>
                    <option value="puzzle" selected={s.mode == Mode::Puzzle}>{ "Puzzle: find the game's next moves" }</option>
                    <option value="play" selected={s.mode == Mode::Play}>{ "Play the computer from here" }</option>
                </select>
            </div>
            <div class="field">
                <label for="embed-ply">{ "First position" }</label>
                <select id="embed-ply" onchange={edits.ply.clone()}>
                    { for (0..=total).map(|n| html! {
                        <option value={n.to_string()} selected={n == s.ply}>
                            { if n == 0 { "The start".to_string() } else { format!("After move {n} ({})", s.game.moves()[n - 1]) } }
                        </option>
                    }) }
                </select>
            </div>
            if s.mode == Mode::Puzzle && s.moves_after() > 0 {
                <div class="field">
                    <label for="embed-solution">{ "Solution" }</label>
                    <select id="embed-solution" onchange={edits.solution.clone()}>
                        { for (1..=s.moves_after().min(12)).map(|n| html! {
                            <option value={n.to_string()} selected={n == s.solution_moves}>
                                { format!("The next {n} move{}", if n == 1 { "" } else { "s" }) }
                            </option>
                        }) }
                    </select>
                </div>
            }
            if s.mode == Mode::Play {
                <div class="field">
                    <label for="embed-level">{ "Computer" }</label>
                    <select id="embed-level" onchange={edits.level.clone()}>
                        { for (1..=5u8).map(|l| html! { <option value={l.to_string()} selected={l == s.level}>{ format!("Level {l}") }</option> }) }
                    </select>
                </div>
            }
            <div class="field">
                <label for="embed-seat">{ if s.mode == Mode::Play { "Reader plays" } else { "Nearest the reader" } }</label>
                <select id="embed-seat" onchange={edits.seat.clone()}>
                    <option value="" selected={s.seat.is_none()}>{ "As the mode suggests" }</option>
                    { for (0..seats).map(|i| html! {
                        <option value={i.to_string()} selected={s.seat == Some(Seat(i))}>{ seat_name(seats, Seat(i)) }</option>
                    }) }
                </select>
            </div>
            <label class="check"><input type="checkbox" checked={s.coords} onchange={edits.coords.clone()} />{ " Coordinates" }</label>
        </>
    }
}

/// The dialog.
#[function_component(EmbedDialog)]
pub fn embed_dialog(props: &EmbedDialogProps) -> Html {
    let spec = {
        let (game, ply) = (props.game.clone(), props.ply);
        use_state(move || EmbedSpec::new((*game).clone(), ply))
    };
    let edits = field_edits(&spec);
    let s = (*spec).clone();
    let fragment = write(&s);
    let checked = parse(&fragment);
    let base = site_base();
    let url = format!("{base}embed.html#{fragment}");
    let pos = s.game.positions()[s.ply];
    let home = checked.as_ref().map_or(Seat(0), |c| c.home_seat());
    let keys = PieceKeys::replay(s.game.start(), &s.game.moves()[..s.ply]);
    let data = board_data(&pos, &keys, home);
    let arrows: Vec<(u8, u8)> = s
        .arrows
        .iter()
        .map(|(a, b)| (a.index(), b.index()))
        .collect();
    let marks: Vec<u8> = s.marks.iter().map(|m| m.index()).collect();
    let (width, height) = if pos.seats() == 4 {
        (480, 640)
    } else {
        (340, 800)
    };
    let problem = problem(&s, &checked, pos.is_over());

    html! {
        <div class="dialog-backdrop">
            <div class="dialog embed-dialog" role="dialog" aria-modal="true" aria-labelledby="embed-title">
                <h2 id="embed-title">{ "Embed this board" }</h2>
                <div class="embed-editor">
                    <div class="embed-form">
                        { choice_fields(&s, &edits) }
                        <ThemeAndCaption theme={s.theme} caption={AttrValue::from(s.caption.clone())}
                            on_theme={edits.theme.clone()} on_caption={edits.caption.clone()} />
                        <div class="embed-draw">
                            <p class="field-help" id="embed-draw-help">{ "Draw on the board: right-drag (or Shift-drag) for an arrow, right-click (or Shift-click) a square to mark it; again to remove." }</p>
                            <div class="embed-draw-board">
                                <Board grid={data.grid} squares={data.squares} pieces={data.pieces} lines={data.lines}
                                    last_move={data.last_move} arrows={Rc::new(arrows)} marks={Rc::new(marks)}
                                    annotate={true} on_annotate={edits.annotate.clone()} class={classes!("drawing-board")}
                                    label={AttrValue::from("Board to draw arrows and marks on")} />
                            </div>
                            <button type="button" class="secondary" onclick={edits.clear.clone()}
                                disabled={s.arrows.is_empty() && s.marks.is_empty()}>{ "Clear the drawing" }</button>
                        </div>
                    </div>
                    <EmbedPreview url={AttrValue::from(url)} {width} problem={problem.clone()} />
                </div>
                <EmbedSnippets base={AttrValue::from(base)} fragment={AttrValue::from(fragment)} title="Martian Chess board"
                    {width} {height} blocked={problem.is_some()} on_close={props.on_close.clone()} />
            </div>
        </div>
    }
}
