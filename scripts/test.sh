#!/usr/bin/env bash
# Runs every test of the project, installing what is missing first (see scripts/setup.sh):
# format and lint, native tests (engine, AI, worker protocol, command line, app state),
# wasm-bindgen-test in headless Chromium, the release build, and the end-to-end suite against
# dist/ served from a subfolder, once in each browser engine: Chromium (Playwright), Firefox ESR
# (puppeteer-core over WebDriver BiDi) and WebKitGTK (selenium-webdriver and WebKitWebDriver under
# xvfb). E2E_BROWSERS chooses the engines (default: all three, side by side; E2E_PARALLEL=0: one
# after the other).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
ensure_native
ensure_wasm_target
ensure_browsers
ensure_npm_packages
ensure_wasm_bindgen
ensure_trunk

# Each stage is printed with the time since the run began (set-up included), so a slow run
# shows where it was slow.
step() { printf '\n==> %s (at %d:%02d)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)) >&2; }

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
# The three engines side by side (E2E_PARALLEL=0: one after the other). The suite mostly waits
# on the page's own pacing (the computer's turns, its dice, glides), so engines run side by side
# fill the machine's idle time; the tests wait for what the page shows, not for fixed times, and
# on the computer's work for as long as it thinks, so the load makes them slower, not wrong. (WebKit
# ran alone while its wasm ran in JavaScriptCore's compilers, whose fault depends on when their
# background compiles finish; it runs interpreted now: docs/testing.md, "Side by side".) Each
# run serves its own copy of dist/; engines side by side write into their own logs, each shown
# whole when it ends.
failed=()
# A test that fails fails the run: no second try (a fault that shows once in ten runs is one a
# player meets; docs/testing.md).
# WebKit runs the page's wasm in JavaScriptCore's interpreter (JSC_useBBQJIT=0 JSC_useOMGJIT=0):
# its wasm fault lives in its JIT tiers (WebKitGTK 2.50; fixed in 2.52), and the interpreter alone
# never showed it (the reduction: 0 in 15,000 instances against 7 with the tiers on; with the
# loop entry off alone, as before, the suite still met it: docs/webkit-wasm-fault.md). The suite
# tests the app, so it does not ride on that fault; the fault itself is measured by hand, as
# shipped, with tests/webkit-fault/run.mjs and the stress driver (tests/e2e/stress/wasm-fault.mjs),
# which leave the options alone.
# One test file at a time in each engine: with two at a time in WebKit the load took a 60 s test
# past its limit in 64eb706's clean-clone run (docs/testing.md, "Side by side").
e2e() {
  local engine=$1 started=$SECONDS jsc=()
  [ "$engine" != webkit ] || jsc=(JSC_useBBQJIT=0 JSC_useOMGJIT=0)
  env "${jsc[@]}" E2E_BROWSER="$engine" node --test --test-concurrency=1 tests/e2e/ || return 1
  printf '[e2e] %s: %d s\n' "$engine" $((SECONDS - started)) >&2
}
# Runs the engines given side by side (one engine: straight to the terminal).
e2e_together() {
  if [ "$#" -eq 1 ]; then
    step "end-to-end tests in $1 (dist/ served from a subfolder)"
    e2e "$1" || failed+=("$1")
    return
  fi
  step "end-to-end tests in $*, side by side (dist/ served from a subfolder)"
  local logs engines=("$@") pids=() i
  logs=$(mktemp -d)
  for engine in "${engines[@]}"; do
    e2e "$engine" >"$logs/$engine.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!engines[@]}"; do
    wait "${pids[$i]}" || failed+=("${engines[$i]}")
    step "end-to-end tests in ${engines[$i]}: its report"
    cat "$logs/${engines[$i]}.log"
  done
  rm -rf "$logs"
}
engines=(${E2E_BROWSERS:-chromium firefox webkit})
if [ "${E2E_PARALLEL:-1}" = 0 ]; then
  for engine in "${engines[@]}"; do e2e_together "$engine"; done
else
  e2e_together "${engines[@]}"
fi
if [ "${#failed[@]}" -gt 0 ]; then
  printf '\nend-to-end tests failed in: %s\n' "${failed[*]}" >&2
  exit 1
fi
step "done"
