//! A Sandships board in an embed: the same board, dice and panel as the app's Sandships screen
//! (not a copy), in the mode the fragment asked for. A diagram or stepping through a game draws
//! the board with the dice in hand; trying actions or playing the computer runs the app's own
//! Sandships screen on a game held in memory only. What happens is posted to the parent page.

use std::rc::Rc;

use sandships::{Game, Seat};
use yew::prelude::*;

use super::params::SandEmbedConfig;
use crate::embed::controls::{Control, Controls};
use crate::embed::messages::{post, use_ready_message, Outgoing};
use crate::embed::size::use_size_report;
use crate::embed::step_keys::use_step_keys;
use crate::embed::terms::Mode;
use crate::games::sandships::board::view::SandBoard;
use crate::games::sandships::dice::DiceTray;
use crate::games::sandships::log::ActionLog;
use crate::games::sandships::play::SandshipsPlay;
use crate::games::sandships::settings::SandSettings;
use crate::games::sandships::ship_keys::ShipKeys;
use crate::games::sandships::state::{SandAction, SandPlay};
use crate::games::sandships::view_model::{board_data, dice_views, last_spots};
use crate::history::Player;
use crate::hooks::ai_worker::use_ai_worker;
use crate::hooks::use_computer_seats;

/// Props.
#[derive(Properties, PartialEq)]
pub struct SandEmbedBoardProps {
    /// The checked configuration.
    pub config: Rc<SandEmbedConfig>,
}

/// Who sits where: in play mode the reader at their seat and the computer at the others;
/// otherwise the reader moves every seat.
fn settings(config: &SandEmbedConfig) -> SandSettings {
    let state = config.shown();
    let players = (0..state.players())
        .map(|i| {
            if config.mode == Mode::Play && Seat(i) != config.reader() {
                Player::Computer(config.level)
            } else {
                Player::Human
            }
        })
        .collect();
    SandSettings {
        players,
        zap_removes: state.options().zap_removes,
        bump_smaller: state.options().bump_smaller,
    }
}

/// The game the reader plays on in try and play mode: the shown state, no history before it.
fn fresh(config: &SandEmbedConfig) -> SandPlay {
    let game = Game::new(config.shown().clone());
    SandPlay::from_game("embed".into(), settings(config), game, 0.0, 0.0)
}

/// The record that opens `game` in the full app (its seats are chosen there).
fn app_link(game: &Game) -> String {
    let encoded: String = js_sys::encode_uri_component(&game.record()).into();
    format!("./#game={encoded}")
}

/// "Seat to roll" or "to play", or the result.
fn status(play: &SandPlay) -> String {
    let shown = play.shown();
    if shown.winner().is_some() {
        return format!("{}.", play.result_words());
    }
    let doing = if shown.needs_roll() { "roll" } else { "play" };
    format!("{} to {doing}.", play.settings.seat_name(shown.to_act()))
}

fn open_link(game: &Game) -> Html {
    html! {
        <p class="embed-open">
            <a href={app_link(game)} target="_blank" rel="noopener">{ "Open in Sandships ↗" }</a>
        </p>
    }
}

/// The configured board.
#[function_component(SandEmbedBoard)]
pub fn sand_embed_board(props: &SandEmbedBoardProps) -> Html {
    let config = props.config.clone();
    let root = use_node_ref();
    use_size_report(root.clone());
    use_ready_message(config.mode.name(), config.shown().to_string());
    let body = match config.mode {
        Mode::Try | Mode::Play => html! { <SandEmbedGame config={config.clone()} /> },
        _ => html! { <SandEmbedDiagram config={config.clone()} /> },
    };
    html! {
        <div ref={root} class={classes!("embed", "sand-embed", format!("theme-{}", config.theme.name()), format!("mode-{}", config.mode.name()))}>
            <h1 class="visually-hidden">{ "Sandships board" }</h1>
            { body }
            if let Some(caption) = &config.caption {
                <p class="embed-caption">{ caption.clone() }</p>
            }
        </div>
    }
}

/// A diagram, or stepping through the line's actions (buttons, arrow keys, the turn list).
#[function_component(SandEmbedDiagram)]
fn sand_embed_diagram(props: &SandEmbedBoardProps) -> Html {
    let config = props.config.clone();
    let cursor = use_state(|| config.ply);
    let total = config.game.actions().len();
    use_step_keys(config.mode == Mode::Step, cursor.clone(), total);
    let on_control = {
        let cursor = cursor.clone();
        Callback::from(move |control: Control| match control {
            Control::First => cursor.set(0),
            Control::Prev => cursor.set(cursor.saturating_sub(1)),
            Control::Next => cursor.set((*cursor + 1).min(total)),
            Control::Last => cursor.set(total),
            Control::Reset | Control::Hint => {}
        })
    };
    let on_select = {
        let cursor = cursor.clone();
        Callback::from(move |n: usize| cursor.set(n))
    };

    // The game seen through the app's own model (made once), looking at the cursor's state.
    let base = use_memo(config.clone(), |c| {
        SandPlay::from_game("embed".into(), settings(c), c.game.clone(), 0.0, 0.0)
    });
    let mut play = (*base).clone();
    play.cursor = Some(*cursor);
    let shown = play.shown();
    let step = play.shown_step();
    let last = if step > 0 {
        last_spots(
            &config.game.states()[step - 1],
            config.game.actions()[step - 1],
        )
    } else {
        Vec::new()
    };
    let keys = ShipKeys::replay(config.game.start(), &config.game.actions()[..step]);
    let data = Rc::new(board_data(shown, &play.settings, &keys, last));
    let dice = dice_views(shown, &play.turn_dice());
    let stepping = config.mode == Mode::Step;
    let buttons = if stepping {
        vec![
            (Control::First, *cursor > 0),
            (Control::Prev, *cursor > 0),
            (Control::Next, *cursor < total),
            (Control::Last, *cursor < total),
        ]
    } else {
        Vec::new()
    };
    let counter = stepping.then(|| format!("{} / {total}", *cursor));
    let comment = stepping.then(|| config.comment_for(*cursor)).flatten();
    let label = format!(
        "Sandships board, {} players, {}",
        shown.players(),
        if stepping {
            "step through the actions"
        } else {
            "a diagram"
        }
    );
    let link_game = Game::new(shown.clone());

    html! {
        <main class="sand-embed-diagram">
            <div class="board-wrap sand-wrap">
                <SandBoard {data} testing_attrs={true} label={AttrValue::from(label)} />
            </div>
            <div class="embed-bar">
                <p class="embed-status" role="status">{ status(&play) }</p>
                <Controls {buttons} {counter} on_press={on_control} />
            </div>
            if !dice.is_empty() {
                <DiceTray {dice} label={AttrValue::from("Dice in hand")} />
            }
            if let Some(text) = comment {
                <p class="embed-comment">{ text }</p>
            }
            if stepping {
                <ActionLog game={config.game.clone()} settings={play.settings.clone()} shown={*cursor} {on_select} />
            }
            { open_link(&link_game) }
        </main>
    }
}

/// Trying actions (the reader plays every seat) or a game against the computer, on the app's
/// Sandships screen, in memory only; reset goes back to the shown state.
#[function_component(SandEmbedGame)]
fn sand_embed_game(props: &SandEmbedBoardProps) -> Html {
    let config = props.config.clone();
    let state = {
        let config = config.clone();
        use_reducer_eq(move || fresh(&config))
    };
    let playing = config.mode == Mode::Play;
    let ai = use_ai_worker(playing);
    use_computer_seats(&state, &ai, playing);

    // Tell the parent about each action played, once (undo posts nothing).
    let posted = use_mut_ref(|| 0usize);
    {
        let game = state.game.clone();
        use_effect_with(game.actions().len(), move |n| {
            let from = *posted.borrow();
            for i in from..*n {
                post(&Outgoing::Move {
                    ply: i + 1,
                    mv: game.actions()[i].to_string(),
                    position: game.states()[i + 1].to_string(),
                });
            }
            *posted.borrow_mut() = *n;
        });
    }
    let on_control = {
        let (state, config) = (state.clone(), config.clone());
        Callback::from(move |control: Control| {
            if control == Control::Reset {
                state.dispatch(SandAction::Restore(Box::new(fresh(&config))));
            }
        })
    };
    let buttons = vec![(Control::Reset, !state.game.actions().is_empty())];
    let link_game = state.game.clone();
    html! {
        <>
            <SandshipsPlay state={state.clone()} />
            <div class="embed-bar">
                <p class="embed-status">{ if playing { "Your game against the computer." } else { "Try any action, for every seat." } }</p>
                <Controls {buttons} counter={None::<String>} on_press={on_control} />
            </div>
            { open_link(&link_game) }
        </>
    }
}
