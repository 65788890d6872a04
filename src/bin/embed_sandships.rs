//! The embed of Sandships boards (`embed.html` loads it when the fragment says
//! `game=sandships`): the embed frame with Sandships's board only, so a rules page downloads
//! one game's code, not the whole app.

fn main() {
    #[cfg(target_arch = "wasm32")]
    martian_app::start_embed::<martian_app::games::sandships::Sandships>();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The embed runs in a browser: see the README (Embed it in your page).");
}
