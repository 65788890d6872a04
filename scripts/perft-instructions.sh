#!/bin/bash
# Instructions a perft node from each start (two- and four-player, three-, five- and six-zone
# wedge boards), counted by valgrind's cachegrind: the same on any load, unlike wall-clock.
# Counts `martian perft <start> DEPTH` minus the same at depth 0 (start-up and parsing), over
# the perft(DEPTH) node count. Usage: scripts/perft-instructions.sh [path/to/martian] [depth]
set -euo pipefail
BIN=${1:-target/release/martian}
DEPTH=${2:-5}
wedge() {
  local zones="" scores=""
  for _ in $(seq 1 "$1"); do zones="$zones|4/dpp1/qdp1/qqd1"; scores="$scores,0"; done
  echo "${zones#|} 0 - - ${scores#,}"
}
count() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$BIN" perft "$1" "$2" 2>&1 |
    grep "I *refs" | tr -d , | awk '{print $NF}'
}
while IFS='=' read -r name start; do
  nodes=$("$BIN" perft "$start" "$DEPTH")
  total=$(count "$start" "$DEPTH")
  base=$(count "$start" 0)
  echo "$name: perft $DEPTH = $nodes nodes, $(((total - base) / nodes)) instructions a node"
done <<LIST
two-player start=qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0
four-player start=qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 0 - - 0,0,0,0
three-zone wedge start=$(wedge 3)
five-zone wedge start=$(wedge 5)
six-zone wedge start=$(wedge 6)
LIST
