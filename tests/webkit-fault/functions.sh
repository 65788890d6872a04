#!/usr/bin/env bash
# The page's largest wasm functions, with their loops and names: the shape WebKit's wasm fault
# needs (docs/webkit-wasm-fault.md). Runs wasm-opt again on wasm-bindgen's output with the
# page's own flags (index.html) plus -g, which keeps the names and, as checked there, the same
# functions in the same order as the shipped file.
#   bash tests/webkit-fault/functions.sh [target/wasm-bindgen/release/app_bg.wasm] [how many]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
wasm="${1:-target/wasm-bindgen/release/app_bg.wasm}"
count="${2:-12}"
flags=$(sed -n 's/.*data-bin="app".*data-wasm-opt-params="\([^"]*\)".*/\1/p' index.html)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# shellcheck disable=SC2086 # the flags are words
wasm-opt "$wasm" -Oz $flags -g -o "$scratch/named.wasm"
wasm-dis "$scratch/named.wasm" -o "$scratch/named.wat"
echo "lines of wasm text, loops, function"
awk '/^ \(func /{ if (name) print lines, loops, name; name = substr($2, 1, 120); lines = 0; loops = 0 }
     { lines++ } /\(loop/{ loops++ }
     END { print lines, loops, name }' "$scratch/named.wat" | sort -rn | head -n "$count"
