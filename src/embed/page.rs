//! The embed page's root (`embed.html`): reads the URL fragment, shows the board it asks for or
//! a short message naming the bad parameter (never a blank frame), and starts again when the
//! fragment changes (the app's Embed dialog previews by changing it).

use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use super::board::EmbedBoard;
use super::params::{parse, EmbedError};
use super::size::use_size_report;

fn fragment() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Props of the message shown instead of a board.
#[derive(Properties, PartialEq)]
struct ProblemProps {
    error: EmbedError,
}

/// A bad fragment, said in words.
#[function_component(Problem)]
fn problem(props: &ProblemProps) -> Html {
    let root = use_node_ref();
    use_size_report(root.clone());
    html! {
        <main ref={root} class="embed embed-problem theme-auto">
            <h1 class="visually-hidden">{ "Martian Chess board" }</h1>
            <div role="alert">
                <p><strong>{ "This Martian Chess board cannot be shown." }</strong></p>
                <p>{ "The parameter " }<code>{ props.error.field.clone() }</code>{ format!(" is wrong: {}", props.error.message) }</p>
            </div>
        </main>
    }
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
    let parsed = use_memo((*hash).clone(), |h| parse(h).map(Rc::new));
    match &*parsed {
        // Keyed by the fragment: a new fragment is a new board, with fresh state.
        Ok(config) => html! { <EmbedBoard key={(*hash).clone()} config={config.clone()} /> },
        Err(error) => html! { <Problem key={(*hash).clone()} error={error.clone()} /> },
    }
}
