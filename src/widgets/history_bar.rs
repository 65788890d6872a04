//! Undo and redo, and stepping through the game: to the start, back, forward, to the end, and
//! "play from here" to continue an earlier position as a new game.

use yew::prelude::*;

use super::icons::step_arrow as arrow;

/// Props.
#[derive(Properties, PartialEq)]
pub struct HistoryBarProps {
    /// Moves in the game.
    pub total: usize,
    /// Moves shown on the board.
    pub shown: usize,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether a move can be played again.
    pub can_redo: bool,
    /// Take back.
    pub on_undo: Callback<()>,
    /// Play again.
    pub on_redo: Callback<()>,
    /// Show the position after `n` moves (`None`: the game now).
    pub on_view: Callback<Option<usize>>,
    /// Continue from the position shown, as a new game.
    pub on_play_from_here: Callback<()>,
}

/// The bar under the board.
#[function_component(HistoryBar)]
pub fn history_bar(props: &HistoryBarProps) -> Html {
    let (total, shown) = (props.total, props.shown);
    let view = |target: Option<usize>| props.on_view.reform(move |_: MouseEvent| target);
    let back = shown.checked_sub(1);
    let forward = (shown + 1 < total).then_some(shown + 1);
    let viewing = shown < total;
    html! {
        <div class="history-bar" role="toolbar" aria-label="Game history">
            <button class="secondary" onclick={props.on_undo.reform(|_: MouseEvent| ())} disabled={!props.can_undo} title="Take back">{ "↶ Undo" }</button>
            <button class="secondary" onclick={props.on_redo.reform(|_: MouseEvent| ())} disabled={!props.can_redo} title="Play again">{ "Redo ↷" }</button>
            <span class="spacer"></span>
            <button class="secondary icon" onclick={view(Some(0))} disabled={shown == 0} aria-label="First position">{ arrow(true, true) }</button>
            <button class="secondary icon" onclick={view(back)} disabled={shown == 0} aria-label="Previous move">{ arrow(true, false) }</button>
            <span class="ply" aria-live="polite">{ format!("{shown}/{total}") }</span>
            <button class="secondary icon" onclick={if forward.is_some() { view(forward) } else { view(None) }} disabled={!viewing} aria-label="Next move">{ arrow(false, false) }</button>
            <button class="secondary icon" onclick={view(None)} disabled={!viewing} aria-label="Last position">{ arrow(false, true) }</button>
            if viewing {
                <button class="primary" onclick={props.on_play_from_here.reform(|_: MouseEvent| ())}>{ "Play from here" }</button>
            }
        </div>
    }
}
