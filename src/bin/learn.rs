//! Learn's page (`learn.html`, loaded only when a player opens Learn): every game's course, so
//! the app's own page downloads none of them.

fn main() {
    #[cfg(target_arch = "wasm32")]
    martian_app::start_learn();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("Learn runs in a browser: see the README (scripts/serve.sh), then open learn.html.");
}
