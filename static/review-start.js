// Starts the review's page (review.html): runs the review's build, whose wasm-bindgen glue
// (review.js, a deferred script before this one) declares `wasm_bindgen` with `let`: a global binding every
// classic script sees, though not a property of `window`.
/* global wasm_bindgen */
wasm_bindgen({ module_or_path: './review_bg.wasm' });
