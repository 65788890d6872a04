#!/usr/bin/env bash
# Installs what this project needs on a fresh machine and skips what is already there.
# Sourced by scripts/test.sh and scripts/serve.sh; safe to run on its own.
# Versions: ../shared/TOOLCHAIN.md (what is known to build offline from the registries).
set -euo pipefail

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130

say() { printf '[setup] %s\n' "$*" >&2; }

# Runs a command as root (directly when we are root, else through sudo).
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

# Command-line tools are built once per machine, as light as they can be: no fat LTO, parallel
# codegen and optimisation level 1. They run for seconds in a build (a trunk build of this
# project took 45-50 s either way), so their speed hardly matters; building them does: 20% less
# CPU for the two than at level 3 (README, "Set-up time").
cargo_install_light() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install "$@"
}

ensure_trunk() {
  if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
    say "installing trunk $TRUNK_VERSION (a few minutes, once)"
    # Without its default features (TLS for downloads, the update check): it runs offline here
    # (Trunk.toml) and never downloads, and ring, rustls and 20 more crates are not built.
    cargo_install_light trunk --version "$TRUNK_VERSION" --locked --no-default-features
  fi
}

ensure_wasm_bindgen() {
  if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION" ||
     ! command -v wasm-bindgen-test-runner >/dev/null; then
    say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
    # Not --locked: its lock file wants a crate version the registry does not serve.
    cargo_install_light wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
}

# The three browser engines of the end-to-end tests, all Debian packages: Chromium (and its
# driver, for wasm-bindgen-test), Firefox ESR (driven over WebDriver BiDi by puppeteer-core) and
# WebKitGTK (its WebKitWebDriver and MiniBrowser, under a virtual X server).
ensure_browsers() {
  local missing=()
  command -v chromium >/dev/null || missing+=(chromium)
  command -v chromedriver >/dev/null || missing+=(chromium-driver)
  command -v firefox-esr >/dev/null || missing+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null || missing+=(xvfb)
  command -v xauth >/dev/null || missing+=(xauth)
  if [ "${#missing[@]}" -gt 0 ]; then
    say "installing Debian's ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
  # Debian's old binaryen cannot read current Rust wasm; trunk would pick it up.
  if dpkg -s binaryen >/dev/null 2>&1; then
    say "removing Debian's binaryen (too old; npm's binaryen is used)"
    as_root apt-get remove -y -qq binaryen
  fi
}

ensure_npm_packages() {
  if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] ||
     [ ! -d node_modules/puppeteer-core ] ||
     [ ! -d node_modules/axe-core ] || [ ! -d node_modules/@testing-library/dom ] || [ ! -d node_modules/sirv ] ||
     [ ! -d node_modules/selenium-webdriver ] ||
     [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing npm packages (playwright-core, puppeteer-core, selenium-webdriver, axe-core, Testing Library, sirv, binaryen)"
    # puppeteer-core downloads no browser; the variable says so to any puppeteer in the tree.
    PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
  fi
  export PATH="$PWD/node_modules/.bin:$PATH"
}

ensure_native() {
  rustup component list --installed | grep -q '^clippy' || rustup component add clippy
  rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
}
