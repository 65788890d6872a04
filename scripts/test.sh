#!/usr/bin/env bash
# Runs every test of the project, installing what is missing first (see scripts/setup.sh):
# format and lint, native tests (engine, AI, worker protocol, command line, app state),
# wasm-bindgen-test in headless Chromium, the release build, and the end-to-end suite
# (Playwright driving Chromium against dist/ served from a subfolder).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
ensure_native
ensure_wasm_target
ensure_chromium
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
step "end-to-end tests (Playwright + Chromium, dist/ served from a subfolder)"
node --test --test-concurrency=1 tests/e2e/
