//! The embed of one game's boards (`embed.html` loads the build its fragment's `game=` names).
//! `scripts/build/embeds.mjs` builds this file once per game of the registry, with
//! `EMBED_GAME` set to the game's id: the id is a constant of each build, so only that game's
//! code is linked in and a rules page downloads one game, not the whole app.

fn main() {
    #[cfg(target_arch = "wasm32")]
    match option_env!("EMBED_GAME") {
        Some(id) => martian_app::start_embed(id, martian_app::games::embed_board_of(id)),
        None => web_sys::console::error_1(
            &"this embed was built without EMBED_GAME: build it with scripts/build/embeds.mjs"
                .into(),
        ),
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The embed runs in a browser: see the README (Embed it in your page).");
}
