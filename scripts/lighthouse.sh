#!/usr/bin/env bash
# Measures the release build with Lighthouse (by hand, not part of the tests): serves dist/ from a
# subfolder of a local static server that compresses as real hosts do (scripts/static-site.mjs)
# and runs Lighthouse (desktop and mobile presets, Debian's
# Chromium headless) RUNS times each (default 3), printing every run's category scores and
# its LCP, TBT and speed index. Lighthouse is installed on first use into ~/.cache, outside the
# project (it is a measuring tool, not a dependency of the app or its tests).
#   scripts/lighthouse.sh [dist-dir]     (default: dist)
set -euo pipefail
cd "$(dirname "$0")/.."
DIST=${1:-dist}
RUNS=${RUNS:-3}
VERSION=13.5.0
TOOL="${XDG_CACHE_HOME:-$HOME/.cache}/martian-lighthouse"
if [ ! -x "$TOOL/node_modules/.bin/lighthouse" ]; then
  mkdir -p "$TOOL"
  npm install --prefix "$TOOL" --no-audit --no-fund --loglevel=error "lighthouse@$VERSION"
fi
SITE=$(mktemp -d)
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$SITE"' EXIT
mkdir -p "$SITE/martian"
cp -r "$DIST"/. "$SITE/martian/"
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
node scripts/static-site.mjs "$SITE" "$PORT" --gzip >/dev/null 2>&1 &
SERVER=$!
sleep 1
FLAGS="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"
for preset in desktop mobile; do
  extra=()
  [ "$preset" = desktop ] && extra=(--preset=desktop)
  for run in $(seq 1 "$RUNS"); do
    out="$SITE/$preset-$run.json"
    CHROME_PATH=/usr/bin/chromium "$TOOL/node_modules/.bin/lighthouse" "http://127.0.0.1:$PORT/martian/" \
      "${extra[@]}" --quiet --output=json --output-path="$out" --chrome-flags="$FLAGS" \
      --only-categories=performance,accessibility,best-practices,seo >/dev/null 2>&1
    node -e "
      const r = require('$out'), a = r.audits, c = r.categories, s = (k) => Math.round(c[k].score * 100);
      console.log('$preset run $run: Performance ' + s('performance') + ', Accessibility ' + s('accessibility') +
        ', Best Practices ' + s('best-practices') + ', SEO ' + s('seo') + ' (LCP ' + a['largest-contentful-paint'].displayValue +
        ', TBT ' + a['total-blocking-time'].displayValue + ', SI ' + a['speed-index'].displayValue + ')');"
  done
done
