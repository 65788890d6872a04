// Starts Learn's page (learn.html): runs Learn's build, whose wasm-bindgen glue (learn.js, a
// deferred script before this one) declares `wasm_bindgen` with `let`: a global binding every
// classic script sees, though not a property of `window`.
/* global wasm_bindgen */
wasm_bindgen({ module_or_path: './learn_bg.wasm' });
