//! The review's page (`review.html`, its own wasm, loaded only when a player opens a review):
//! a bar with the way back to the game, and the review of the saved game the address names,
//! by the game the save belongs to. Each game's screen is its own (`GameScreens::REVIEW`); what
//! every review shares (the worker's run, the graph, the accuracy table, the progress line,
//! the words) is in `hooks::review_run` and `widgets::review_*`.
//!
//! The address, `./review.html#game=<id>&review=<saved game's id>`, relative so that a copy
//! served from a subfolder works, is untrusted input: the id is checked for the shape this app
//! gives its ids before it names a storage key, and the game is the save's own, not the
//! address's (`game` is only there for people reading the link).

use gloo::events::EventListener;
use yew::prelude::*;

use crate::services::saved_game::is_game_id;
use crate::services::storage;

/// The app's page, relative to the review's (the two are served side by side).
pub const GAME_PAGE: &str = "./";

/// A game's review of a saved game (by its id in storage, as written in the address, unchecked):
/// the screen that has it judged in the AI's worker and shows where it was won and lost.
pub type ReviewPage = fn(String) -> Html;

/// A game as the review's page sees it.
#[derive(Clone, Copy)]
pub struct ReviewEntry {
    /// Its id (a save's `game`).
    pub id: &'static str,
    /// Its review, if it has one.
    pub page: Option<ReviewPage>,
}

/// Entries are the same game when their ids are.
impl PartialEq for ReviewEntry {
    fn eq(&self, other: &ReviewEntry) -> bool {
        self.id == other.id
    }
}

/// The link to the review of `game`'s saved game `id`.
pub fn href(game: &str, id: &str) -> String {
    format!("./review.html#game={game}&review={id}")
}

/// The saved game's id a fragment names (`review=<id>`; the last one if repeated), if it has
/// the shape of one.
pub fn asked_id(fragment: &str) -> Option<String> {
    fragment
        .trim_start_matches('#')
        .split('&')
        .filter_map(|pair| pair.strip_prefix("review="))
        .next_back()
        .filter(|id| is_game_id(id))
        .map(str::to_string)
}

/// The page's fragment now.
fn fragment_now() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Props.
#[derive(Properties, PartialEq)]
pub struct ReviewSiteProps {
    /// Every game's review (the registry's `REVIEWS`).
    pub reviews: &'static [ReviewEntry],
}

/// Says why there is nothing to review, with the way back to the game (each game's review
/// says so too when its saved game cannot be read through its rules).
pub fn could_not_open(why: &str) -> Html {
    html! {
        <main class="review-page">
            <p class="form-error" role="alert">{ why.to_string() }</p>
            <a class="button" href={GAME_PAGE}>{ "Back to the game" }</a>
        </main>
    }
}

/// What is said when the address names no saved game of this browser.
const NOTHING: &str = "That game is not among the saved games in this browser, so there is nothing to review. Open Saved games in the app and choose Review there.";

/// The review's page.
#[function_component(ReviewSite)]
pub fn review_site(props: &ReviewSiteProps) -> Html {
    let asked = use_state(|| asked_id(&fragment_now()));
    {
        // An edited address or Back: the page reviews what the fragment now names.
        let asked = asked.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    asked.set(asked_id(&fragment_now()))
                })
            });
            move || drop(listener)
        });
    }
    use_effect_with((), |_| gloo::utils::document().set_title("Review a game"));
    let id = (*asked).clone();
    let page = id
        .as_deref()
        .and_then(storage::game_of)
        .and_then(|g| props.reviews.iter().find(|r| r.id == g))
        .and_then(|r| r.page);
    html! {
        <div class="app review-site">
            <header class="topbar">
                <h1><span class="logo" aria-hidden="true">{ "▲" }</span>{ " Review" }</h1>
                <nav>
                    <a class="button secondary back-to-game" href={GAME_PAGE}>{ "← Back to the game" }</a>
                </nav>
            </header>
            { match (page, id) {
                (Some(page), Some(id)) => html! { <div key={id.clone()}>{ page(id) }</div> },
                _ => could_not_open(NOTHING),
            } }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_reads_back_and_a_bad_id_is_refused() {
        let link = href("martian-chess", "19a2f-7c");
        assert_eq!(link, "./review.html#game=martian-chess&review=19a2f-7c");
        assert_eq!(asked_id(&link[13..]).as_deref(), Some("19a2f-7c"));
        for junk in [
            "",
            "#",
            "#review=",
            "#review=<img>",
            "#review=../x",
            "#game=sandships",
        ] {
            assert_eq!(asked_id(junk), None, "{junk}");
        }
        let long = format!("#review={}", "a".repeat(41));
        assert_eq!(asked_id(&long), None);
    }
}
