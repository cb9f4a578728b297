#!/usr/bin/env bash
# Instructions per answer of `plumb batch --no-timings`, counted by valgrind (callgrind's
# total, cache simulation off), which the load of a shared machine does not move: the
# figure to compare before and after a change. Geometry over 1,110 lines (every example
# answer ten times), molecules over 908 (twice), one task's answers together as
# bench/make_batch.py writes them; the process's start (an empty batch) is subtracted.
# usage: bash bench/instructions.sh [PATH/TO/plumb] [LEVEL...]   (levels: compact full verdict)
set -euo pipefail
cd "$(dirname "$0")/.."
plumb=${1:-build/plumb}
shift || true
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(compact full verdict)
[ -x "$plumb" ] || { echo "instructions: no $plumb; build first (bash scripts/build.sh)" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "instructions: needs valgrind (apt-get install valgrind)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
count() {   # instructions of one run of plumb batch with these arguments, on stdin
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$plumb" batch --no-timings "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
start=$(count </dev/null)
echo "plumb: $("$plumb" version); $(git rev-parse --short HEAD 2>/dev/null || echo '?'); instructions per answer"
for domain in geometry:1110 molecule:908; do
  n=${domain#*:} domain=${domain%:*}
  python3 bench/make_batch.py "$n" --examples "examples/$domain" --out "$work/batch.jsonl"
  for level in "${levels[@]}"; do
    total=$(count --report "$level" <"$work/batch.jsonl")
    printf '%-9s %-8s %10d\n' "$domain" "$level" $(((total - start) / n))
  done
done
