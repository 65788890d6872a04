#!/usr/bin/env bash
# Runs every test of the project, installing what is missing first (see scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
ensure_native

step() { printf '\n==> %s\n' "$*" >&2; }

step "format"
cargo fmt --all --check
step "lint (native)"
cargo clippy --workspace --all-targets --locked -- -D warnings
step "native tests: engine, AI, command line"
cargo test --workspace --locked
