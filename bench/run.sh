#!/usr/bin/env bash
# Times `plumb batch --no-timings` over 1k, 10k and 50k lines built from the example
# answers, and prints lines/s and µs/line per size: constant µs/line means constant cost
# per line. Builds nothing: expects an existing binary (default build/plumb).
# usage: bash bench/run.sh [PATH/TO/plumb] [SIZE...]
set -euo pipefail
cd "$(dirname "$0")/.."
plumb=${1:-build/plumb}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 50000)
[ -x "$plumb" ] || { echo "bench: no $plumb; build first (bash scripts/build.sh)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "plumb: $("$plumb" version); $(nproc) cores; $(uname -sm)"
printf '%8s  %10s  %10s  %10s\n' lines seconds lines/s us/line
for n in "${sizes[@]}"; do
  python3 bench/make_batch.py "$n" --examples examples/geometry --out "$work/batch.jsonl"
  start=$(date +%s%N)
  "$plumb" batch --no-timings <"$work/batch.jsonl" >"$work/reports.jsonl"
  end=$(date +%s%N)
  got=$(wc -l <"$work/reports.jsonl")
  [ "$got" -eq "$n" ] || { echo "bench: $n lines in, $got reports out" >&2; exit 1; }
  awk -v n="$n" -v ns=$((end - start)) 'BEGIN {
    s = ns / 1e9
    printf "%8d  %10.3f  %10.0f  %10.1f\n", n, s, n / s, ns / 1e3 / n
  }'
done
