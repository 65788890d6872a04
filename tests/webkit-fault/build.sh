#!/usr/bin/env bash
# Builds the reduction as the app builds its page's wasm: release, opt-level "z", then
# wasm-opt -Oz (binaryen from the project's node_modules), twice: out/walk.wasm walks the
# wedge boards' lines on first use as the page did (feature `walk`: the fault's code),
# out/turn.wasm turns zone 0's rows as the page does now (the workaround).
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../.. && pwd)
mkdir -p out
for kind in walk turn; do
  features=$([ "$kind" = walk ] && echo "--features=walk" || true)
  CARGO_TARGET_DIR="$root/target/webkit-fault/$kind" cargo build --release --target wasm32-unknown-unknown --quiet $features
  "$root/node_modules/.bin/wasm-opt" -Oz --converge --strip-producers --strip-target-features \
    "$root/target/webkit-fault/$kind/wasm32-unknown-unknown/release/webkit_fault.wasm" -o "out/$kind.wasm"
  echo "out/$kind.wasm: $(wc -c < "out/$kind.wasm") bytes"
done
cp page.html out/index.html
