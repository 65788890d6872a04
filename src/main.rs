//! The app's entry point in the browser.

fn main() {
    #[cfg(target_arch = "wasm32")]
    martian_app::start();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The app runs in a browser: see the README (scripts/serve.sh).");
}
