#!/usr/bin/env bash
# Arms the kernel to keep the core of any process that crashes (run by hand, as root, before a
# crash hunt: docs/webkit-wasm-fault.md, "The web process's crash"), or with `bt` prints the
# stacks of the cores kept so far.
#
#   sudo bash tests/webkit-fault/cores.sh arm [folder]   (default /var/crash)
#   bash tests/webkit-fault/cores.sh bt [folder]
#
# A pipe, not a file name, in /proc/sys/kernel/core_pattern: a pipe ignores `ulimit -c` (which
# WebKitWebDriver's children would otherwise inherit, 0 by default), and the core is compressed
# as it comes: the web process reserves about 74 GB of address space for JavaScriptCore's
# cages, and the touched parts are dumped whole, mostly zeros (a page at rest: 5.7 GB raw, 5 MB
# as zstd, 4 s). A JavaScriptCore process catches SIGSEGV itself (wasm's bounds checks), so a
# `kill -SEGV` from outside leaves no core; `kill -ABRT` checks that the keeping works.
set -euo pipefail
what="${1:-bt}"
folder="${2:-/var/crash}"
case "$what" in
  arm)
    mkdir -p "$folder"
    keeper="$folder/keep-core"
    cat > "$keeper" <<KEEP
#!/bin/sh
# Called by the kernel with the crashing program's name, pid and signal; the core on stdin.
echo "\$(date -u +%FT%TZ) \$1 pid \$2 signal \$3" >> "$folder/cores.log"
zstd -q -1 -T1 -o "$folder/core.\$1.\$2.zst"
echo "\$(date -u +%FT%TZ) \$1 pid \$2 kept" >> "$folder/cores.log"
KEEP
    chmod +x "$keeper"
    echo "|$keeper %e %p %s" > /proc/sys/kernel/core_pattern
    echo "cores of crashing processes go to $folder (core_pattern: $(cat /proc/sys/kernel/core_pattern))"
    ;;
  bt)
    shopt -s nullglob
    for z in "$folder"/core.*.zst; do
      raw="${z%.zst}"
      zstd -q -d -f "$z" -o "$raw"
      program=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/WebKitWebProcess
      case "$(basename "$z")" in core.WebKit*) ;; *) program="" ;; esac
      echo "== $z"
      # The crashing thread's stack (gdb starts on it); WebKit's own frames have exported names
      # only: Debian's debug symbols cannot be fetched here.
      gdb -batch -ex 'bt 40' ${program:+"$program"} "$raw" 2>/dev/null | grep -E '^(#|Program terminated)'
      rm -f "$raw"
    done
    ;;
  *) echo "usage: $0 arm|bt [folder]" >&2; exit 2 ;;
esac
