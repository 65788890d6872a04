//! The Martian Chess play screen: the board (handed its legal targets), the history bar and the
//! panel, each control dispatching to the game's history. The screen keeps one thing of its own
//! for the moment: whether the person has asked to call the clock with their next move.

use std::rc::Rc;

use yew::prelude::*;

use super::board::hint::hint_arrow;
use super::board::{Board, Grid, SquareCell};
use super::panel::GamePanel;
use super::piece_keys::PieceKeys;
use super::state::person_move;
use super::view_model::{dests, game_board_data, paths, square};
use super::{Action, PlayState};
use crate::history::Playable;
use crate::hooks::study::Study;
use crate::hooks::{now, use_moment};
use crate::services::storage;
use crate::widgets::history_bar::HistoryBar;
use crate::widgets::study::chances_bar;

/// Props.
#[derive(Properties, PartialEq)]
pub struct MartianPlayProps {
    /// The game and its dispatcher.
    pub state: UseReducerHandle<PlayState>,
    /// The hint and the chances.
    pub study: Study,
}

/// The hint's move as an arrow over the board, read against the live game (the hint is only
/// shown there).
fn hint_overlay(state: &PlayState, study: &Study, grid: &Grid, squares: &[SquareCell]) -> Html {
    let Some((text, _)) = study.hint().and_then(|h| h.current()) else {
        return html! {};
    };
    let Some(mv) = super::MartianChess::read_step(&state.game, text) else {
        return html! {};
    };
    let (from, to) = (mv.from.index(), mv.to.index());
    let name = |id: u8| {
        squares
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    };
    hint_arrow(grid, (from, to), (name(from), name(to)), mv.to_string())
}

/// The bar of the two parties' chances beside the board: two players, or two teams (each
/// seat's chance is its team's).
fn bar(study: &Study, seats: u8, teams: bool) -> Html {
    match (seats, teams) {
        (2, _) => chances_bar(study, (1, "zone-1"), (0, "zone-0")),
        (4, true) => chances_bar(study, (1, "zone-1"), (0, "zone-0")),
        _ => html! {},
    }
}

/// The screen.
#[function_component(MartianPlay)]
pub fn martian_play(props: &MartianPlayProps) -> Html {
    let state = props.state.clone();
    let (clock_armed, set_clock_armed) = use_moment::<_, bool>(&state);
    let keys = {
        let (game, shown) = (state.game.clone(), state.shown_ply());
        use_memo(
            (state.id.clone(), shown, state.game.moves().len()),
            move |_| PieceKeys::replay(game.start(), &game.moves()[..shown]),
        )
    };
    let dispatch = |make: fn() -> Action| {
        let dispatcher = state.dispatcher();
        Callback::from(move |_| dispatcher.dispatch(make()))
    };
    let on_move = {
        let state = state.clone();
        Callback::from(move |(from, to): (u8, u8)| {
            let (from, to) = (square(from), square(to));
            state.dispatch(person_move(
                &state,
                from,
                to,
                clock_armed,
                now(),
                storage::new_id(),
            ));
        })
    };
    let on_view = {
        let dispatcher = state.dispatcher();
        Callback::from(move |cursor: Option<usize>| dispatcher.dispatch(Action::View(cursor)))
    };
    let on_select = on_view.reform(Some);
    let on_toggle_clock = set_clock_armed.reform(move |()| !clock_armed);

    let pos = state.shown_position();
    let data = game_board_data(pos, &keys, state.settings.home_seat(), &state.id);
    let (legal, ways) = if state.human_to_move() {
        let moves = pos.legal_moves();
        (dests(moves.clone()), paths(pos, moves))
    } else {
        (Vec::new(), Vec::new())
    };
    let board_label = format!("Martian Chess board, {} players", pos.seats());
    let thinking = state.thinking.is_some() || !state.pending.is_empty();
    let study = &props.study;
    let overlay = match state.viewing_history() {
        true => html! {},
        false => hint_overlay(&state, study, &data.grid, &data.squares),
    };
    html! {
        <main class={classes!("play", (pos.seats() == 4).then_some("four"), pos.is_wedge().then_some("wedge"))}>
            <div class="board-column">
                <div class="board-and-bar">
                    <div class={classes!("board-wrap", thinking.then_some("computer-thinking"), state.viewing_history().then_some("viewing"))}>
                        <Board grid={data.grid} squares={data.squares} pieces={data.pieces}
                            lines={data.lines} last_move={data.last_move} dests={Rc::new(legal)} paths={Rc::new(ways)}
                            interactive={true} testing_attrs={true} {on_move}
                            label={AttrValue::from(board_label)} />
                        { overlay }
                    </div>
                    { bar(study, pos.seats(), pos.options().teams) }
                </div>
                <HistoryBar total={state.game.moves().len()} shown={state.shown_ply()}
                    can_undo={state.can_undo()} can_redo={!state.redo.is_empty()}
                    on_undo={dispatch(|| Action::Undo { now: now() })}
                    on_redo={dispatch(|| Action::Redo { now: now() })}
                    {on_view}
                    on_play_from_here={dispatch(|| Action::PlayFromHere { id: storage::new_id(), now: now() })} />
            </div>
            <GamePanel state={Rc::new((*state).clone())} {clock_armed} {on_toggle_clock} study={study.clone()}
                on_dismiss={dispatch(|| Action::Notice(None))} {on_select} />
        </main>
    }
}
