//! The embed page's root (`embed.html`): reads the URL fragment, shows the board it asks for, of
//! the game it names, or a short message naming the bad parameter (never a blank frame), and
//! starts again when the fragment changes (the app's Embed dialog previews by changing it).

use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use super::martian_chess::embed::board::EmbedBoard;
use super::martian_chess::embed::params::{parse, EmbedConfig};
use super::sandships::embed::board::SandEmbedBoard;
use super::sandships::embed::params::{parse_sandships, SandEmbedConfig};
use crate::embed::game::{game_of, EmbedGame};
use crate::embed::size::use_size_report;
use crate::embed::terms::EmbedError;

fn fragment() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Props of the message shown instead of a board.
#[derive(Properties, PartialEq)]
struct ProblemProps {
    error: EmbedError,
    game: EmbedGame,
}

/// A bad fragment, said in words.
#[function_component(Problem)]
fn problem(props: &ProblemProps) -> Html {
    let root = use_node_ref();
    use_size_report(root.clone());
    html! {
        <main ref={root} class="embed embed-problem theme-auto">
            <h1 class="visually-hidden">{ format!("{} board", props.game.title()) }</h1>
            <div role="alert">
                <p><strong>{ format!("This {} board cannot be shown.", props.game.title()) }</strong></p>
                <p>{ "The parameter " }<code>{ props.error.field.clone() }</code>{ format!(" is wrong: {}", props.error.message) }</p>
            </div>
        </main>
    }
}

/// A checked board of either game.
enum Board {
    MartianChess(Rc<EmbedConfig>),
    Sandships(Rc<SandEmbedConfig>),
}

/// The fragment read by its game's reader; the error says which game it was for.
fn read(fragment: &str) -> Result<Board, (EmbedGame, EmbedError)> {
    let game = game_of(fragment).map_err(|e| (EmbedGame::MartianChess, e))?;
    match game {
        EmbedGame::MartianChess => parse(fragment).map(|c| Board::MartianChess(Rc::new(c))),
        EmbedGame::Sandships => parse_sandships(fragment).map(|c| Board::Sandships(Rc::new(c))),
    }
    .map_err(|e| (game, e))
}

/// The embed.
#[function_component(EmbedPage)]
pub fn embed_page() -> Html {
    let hash = use_state(fragment);
    {
        let hash = hash.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                hash.set(fragment())
            });
            move || drop(listener)
        });
    }
    let parsed = use_memo((*hash).clone(), |h| read(h));
    // Keyed by the fragment: a new fragment is a new board, with fresh state.
    let key = (*hash).clone();
    match &*parsed {
        Ok(Board::MartianChess(config)) => html! { <EmbedBoard {key} config={config.clone()} /> },
        Ok(Board::Sandships(config)) => html! { <SandEmbedBoard {key} config={config.clone()} /> },
        Err((game, error)) => html! { <Problem {key} error={error.clone()} game={*game} /> },
    }
}
