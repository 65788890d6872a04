//! The embed page's root (`embed.html`): reads the URL fragment, shows the board it asks for, of
//! the game it names, or a short message naming the bad parameter (never a blank frame), and
//! starts again when the fragment changes (the app's Embed dialog previews by changing it).

use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use super::game::{game_of, EmbedEntry};
use super::size::use_size_report;
use super::terms::EmbedError;

fn fragment() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Props of the message shown instead of a board.
#[derive(Properties, PartialEq)]
struct ProblemProps {
    error: EmbedError,
    title: &'static str,
}

/// A bad fragment, said in words.
#[function_component(Problem)]
fn problem(props: &ProblemProps) -> Html {
    let root = use_node_ref();
    use_size_report(root.clone());
    html! {
        <main ref={root} class="embed embed-problem theme-auto">
            <h1 class="visually-hidden">{ format!("{} board", props.title) }</h1>
            <div role="alert">
                <p><strong>{ format!("This {} board cannot be shown.", props.title) }</strong></p>
                <p>{ "The parameter " }<code>{ props.error.field.clone() }</code>{ format!(" is wrong: {}", props.error.message) }</p>
            </div>
        </main>
    }
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct EmbedPageProps {
    /// The games an embed can show, the first the default.
    pub games: Rc<Vec<EmbedEntry>>,
}

/// The embed.
#[function_component(EmbedPage)]
pub fn embed_page(props: &EmbedPageProps) -> Html {
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
    // Keyed by the fragment: a new fragment is a new board, with fresh state.
    let key = (*hash).clone();
    let default_title = props.games.first().map_or("", |g| g.title);
    match game_of(&hash, &props.games) {
        Err(error) => html! { <Problem key={key} {error} title={default_title} /> },
        Ok(game) => match game.board.map(|board| board(&hash, key.clone())) {
            Some(Ok(board)) => board,
            Some(Err(error)) => html! { <Problem {key} {error} title={game.title} /> },
            // embed.html loads the build of the game its fragment names (and loads it anew
            // when the fragment names another game), so this is a page that skipped it.
            None => {
                let error = EmbedError {
                    field: "game".into(),
                    message: format!(
                        "this frame was loaded for another game: reload it to show {}",
                        game.title
                    ),
                };
                html! { <Problem {key} {error} title={game.title} /> }
            }
        },
    }
}
