#!/usr/bin/env bash
# Runs every test of the project, installing what is missing first (see scripts/setup.sh):
# format and lint, native tests (engine, AI, worker protocol, command line, app state),
# wasm-bindgen-test in headless Chromium, the release build, and the end-to-end suite against
# dist/ served from a subfolder, once in each browser engine: Chromium (Playwright), Firefox ESR
# (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver under xvfb). E2E_BROWSERS
# chooses the engines (default: all three, in that order).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
ensure_native
ensure_wasm_target
ensure_browsers
ensure_npm_packages
ensure_wasm_bindgen
ensure_trunk

step() { printf '\n==> %s\n' "$*" >&2; }

step "format"
cargo fmt --all --check
step "lint (native)"
cargo clippy --workspace --all-targets --locked -- -D warnings
step "lint (wasm: app and worker)"
cargo clippy --target wasm32-unknown-unknown -p martian-app -p martian-worker --all-targets --locked -- -D warnings
step "native tests: engine, AI, worker protocol, command line, app state"
cargo test --workspace --locked
step "browser tests (wasm-bindgen-test in headless Chromium)"
cargo test --target wasm32-unknown-unknown -p martian-app --test browser --test browser_sandships --locked
step "release build (trunk)"
trunk build --release
failed=()
for engine in ${E2E_BROWSERS:-chromium firefox webkit}; do
  step "end-to-end tests in $engine (dist/ served from a subfolder)"
  started=$SECONDS
  E2E_BROWSER=$engine node --test --test-concurrency=1 tests/e2e/ || failed+=("$engine")
  printf '[e2e] %s: %d s\n' "$engine" $((SECONDS - started)) >&2
done
if [ "${#failed[@]}" -gt 0 ]; then
  printf '\nend-to-end tests failed in: %s\n' "${failed[*]}" >&2
  exit 1
fi
