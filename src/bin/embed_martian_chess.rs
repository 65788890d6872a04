//! The embed of Martian Chess boards (`embed.html` loads it when the fragment names Martian
//! Chess, or no game): the embed frame with Martian Chess's board only, so a rules page
//! downloads one game's code, not the whole app.

fn main() {
    #[cfg(target_arch = "wasm32")]
    martian_app::start_embed::<martian_app::games::martian_chess::MartianChess>();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The embed runs in a browser: see the README (Embed it in your page).");
}
