//! The review's page (`review.html`, loaded only when a player opens a review of a saved game):
//! every game's review, so neither the app's page nor Learn's downloads any of it.

fn main() {
    #[cfg(target_arch = "wasm32")]
    martian_app::start_review();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The review runs in a browser: see the README (scripts/serve.sh), then open Saved games → Review.");
}
