//! The frame of every game's How to play page: the page landmark, the article and its heading,
//! and the way back to the game. The game writes what is inside.

use yew::prelude::*;

/// Props.
#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    /// The heading ("How to play Martian Chess").
    pub title: AttrValue,
    /// An extra class of the article, for the game's own styles.
    #[prop_or_default]
    pub class: Option<AttrValue>,
    /// Back to the game.
    pub on_close: Callback<()>,
    /// The rules.
    pub children: Html,
}

/// The page.
#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let onclick = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <main class="page"><article class={classes!("rules", props.class.clone())} aria-labelledby="rules-title">
            <header class="rules-head">
                <h2 id="rules-title">{ props.title.clone() }</h2>
                <button class="primary" {onclick}>{ "Back to the game" }</button>
            </header>
            { props.children.clone() }
        </article></main>
    }
}
