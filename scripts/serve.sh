#!/usr/bin/env bash
# Installs what is missing (see scripts/setup.sh), then builds the app and serves it at
# http://127.0.0.1:8080/ with live reload. `scripts/serve.sh --release` serves the release build.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
ensure_wasm_target
ensure_npm_packages
ensure_wasm_bindgen
ensure_trunk
exec trunk serve "$@"
