// Starts the AI's web worker: loads the wasm-bindgen glue (worker.js) and then its wasm, both
// from this build beside the page. The page spawns this file (src/services/ai_worker.rs).
importScripts("./worker.js");
wasm_bindgen({ module_or_path: "./worker_bg.wasm" });
