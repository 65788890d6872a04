//! Martian Chess in any browser: a Yew single-page app around the rules engine
//! (`martian-engine`) and the AI (`martian-ai`, run in a web worker, `martian-worker`).
//!
//! Layout: each game the app plays is a folder of its own under `games/` (its board view, view
//! model, reducer, panel, New game form, How to play, embed reader and board, computer seats),
//! registered in `games/mod.rs`. Beside them, the game-agnostic machinery, in floors that only
//! import downwards: `services` (storage, saved games, the worker) below `history` (the
//! history every game's reducer shares) below `hooks` (effects at the edge) below `selection`,
//! `widgets`, `embed` (the embed's frame), `learn` (Learn's frame), `review` (the review's
//! frame) and `shell` (the app's top
//! bar, screens and dialogs). No machinery imports a game; no game imports another.

pub mod embed;
pub mod games;
pub mod history;
pub mod hooks;
pub mod learn;
pub mod review;
pub mod selection;
pub mod services;
pub mod shell;
pub mod widgets;

/// Starts the app in the page: a panic shows a message instead of a frozen board.
pub fn start() {
    install_panic_message();
    // Mounted in its own element: Yew empties its root, and the page keeps other elements
    // (the crash message, the new-version notice) beside it.
    let document = gloo::utils::document();
    let Some(root) = document.get_element_by_id("app") else {
        web_sys::console::error_1(&"the page has no element with id `app`".into());
        return;
    };
    yew::Renderer::<shell::app::App>::with_root_and_props(
        root,
        shell::app::AppProps {
            games: games::GAMES,
        },
    )
    .render();
}

/// Starts the embed (`embed.html`) with the board reader of game `id` (`games::embed_board_of`
/// in a build of its own per game, `src/bin/embed.rs`, so that only that game's code is
/// linked). The other games are known by name, for the frame's messages.
pub fn start_embed(id: &str, board: Option<embed::game::BoardReader>) {
    install_panic_message();
    let document = gloo::utils::document();
    let Some(root) = document.get_element_by_id("app") else {
        web_sys::console::error_1(&"the page has no element with id `app`".into());
        return;
    };
    let games = games::NAMES
        .iter()
        .map(|n| embed::game::EmbedEntry {
            id: n.id,
            title: n.title,
            board: board.filter(|_| n.id == id),
        })
        .collect();
    yew::Renderer::<embed::page::EmbedPage>::with_root_and_props(
        root,
        embed::page::EmbedPageProps {
            games: std::rc::Rc::new(games),
        },
    )
    .render();
}

/// Starts Learn's page (`learn.html`, a build of its own: `src/bin/learn.rs`) with every game's
/// course, so the app's page holds no course code.
pub fn start_learn() {
    install_panic_message();
    let document = gloo::utils::document();
    let Some(root) = document.get_element_by_id("app") else {
        web_sys::console::error_1(&"the page has no element with id `app`".into());
        return;
    };
    yew::Renderer::<learn::site::LearnSite>::with_root_and_props(
        root,
        learn::site::LearnSiteProps {
            courses: games::COURSES,
        },
    )
    .render();
}

/// Starts the review's page (`review.html`, a build of its own: `src/bin/review.rs`) with every
/// game's review, so neither the app's page nor Learn's holds review code.
pub fn start_review() {
    install_panic_message();
    let document = gloo::utils::document();
    let Some(root) = document.get_element_by_id("app") else {
        web_sys::console::error_1(&"the page has no element with id `app`".into());
        return;
    };
    yew::Renderer::<review::ReviewSite>::with_root_and_props(
        root,
        review::ReviewSiteProps {
            reviews: games::REVIEWS,
        },
    )
    .render();
}

/// With `panic = "abort"` a bug would leave a dead page: show what happened instead, and log it.
fn install_panic_message() {
    std::panic::set_hook(Box::new(|info| {
        let message = format!("Something went wrong: {info}");
        web_sys::console::error_1(&message.clone().into());
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(el) = doc.get_element_by_id("fatal") {
                el.set_text_content(Some(&format!(
                    "{message}. Anything you played was saved after your last move: reload the page to continue."
                )));
                let _ = el.set_attribute("class", "fatal shown");
            }
        }
    }));
}
