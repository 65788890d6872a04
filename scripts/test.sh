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
cargo test --target wasm32-unknown-unknown -p martian-app --test "browser*" --locked
step "release build (trunk)"
trunk build --release
# One engine after the other: Chromium, Firefox, WebKit (E2E_PARALLEL=1: Firefox and WebKit side
# by side, each into its own log, shown when it ends; faster, but on two cores Firefox then drops
# a Sandships drag now and then: twice in one run on 2026-11-24, while the test passed alone).
# Each run serves its own copy of dist/.
failed=()
# A test that fails fails the run: no second try (a fault that shows once in ten runs is one a
# player meets; docs/testing.md). The engine's own test log is kept whole.
e2e() {
  local engine=$1 started=$SECONDS
  E2E_BROWSER=$engine node --test --test-concurrency=1 tests/e2e/ || return 1
  printf '[e2e] %s: %d s\n' "$engine" $((SECONDS - started)) >&2
}
engines=(${E2E_BROWSERS:-chromium firefox webkit})
rest=()
for engine in "${engines[@]}"; do
  if [ "$engine" = chromium ] || [ "${E2E_PARALLEL:-0}" = 0 ]; then
    step "end-to-end tests in $engine (dist/ served from a subfolder)"
    e2e "$engine" || failed+=("$engine")
  else
    rest+=("$engine")
  fi
done
if [ "${#rest[@]}" -gt 0 ]; then
  step "end-to-end tests in ${rest[*]}, side by side (dist/ served from a subfolder)"
  logs=$(mktemp -d)
  pids=()
  for engine in "${rest[@]}"; do
    e2e "$engine" >"$logs/$engine.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!rest[@]}"; do
    wait "${pids[$i]}" || failed+=("${rest[$i]}")
    step "end-to-end tests in ${rest[$i]}: its report"
    cat "$logs/${rest[$i]}.log"
  done
  rm -rf "$logs"
fi
if [ "${#failed[@]}" -gt 0 ]; then
  printf '\nend-to-end tests failed in: %s\n' "${failed[*]}" >&2
  exit 1
fi
